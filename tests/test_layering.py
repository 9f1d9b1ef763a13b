"""Imports point down, floor by floor, in every folder of the code: the doors (HTTP, the live
socket, the workers, the command line) → the application layer (what a move, a ticket does)
→ what the service talks to (integrations) → the state (Redis) → the pure model of a match
record → the engines. Read from the sources' syntax trees: an import inside a function counts
as much as one at the top. A folder imports only folders of lower floors (its own excepted),
so no two folders loop."""

import ast
import os

from conftest import ROOT

# Each folder (or top-level module) and its floor; a module may import the modules of its own
# folder and of lower floors only. Modules of one floor never import each other's folders.
FLOORS = {
    "engines": 0,
    "service.config": 0, "service.problems": 0, "service.telemetry": 0,
    "service.model": 1,
    "service.state": 2,
    "service.integrations": 3,
    "service.match": 4,
    "service.club": 5,
    "service.http": 6,
    "service.http.resources": 7,
    "service.live": 8,
    "workers": 6,
    "service.cli": 9,
    # the composition root: builds the app from every floor (the package only names it)
    "service.app": 10, "service.wsgi": 11, "service": 11,
    "devtools": 12,
}
CODE = ("engines", "service", "workers", "devtools")


def imported(path: str) -> set[str]:
    """The modules the file at `path` imports (`from a.b import c`: a.b and a.b.c)."""
    with open(path, encoding="utf-8") as source:
        tree = ast.parse(source.read(), path)
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.add(node.module)
            names.update(f"{node.module}.{alias.name}" for alias in node.names)
    return names


def folder_of(module: str) -> str | None:
    """The longest entry of FLOORS that `module` is or lies in (`service` names the package's
    own module only); None: not the project's, or a module no floor holds."""
    parts = module.split(".")
    for end in range(len(parts), 0, -1):
        name = ".".join(parts[:end])
        if name in FLOORS and (name != "service" or end == len(parts)):
            return name
    return None


def modules() -> dict[str, str]:
    """Every module of the code, by dotted name → its path."""
    found = {}
    for top in CODE:
        for folder, _, files in os.walk(os.path.join(ROOT, top)):
            for name in files:
                if name.endswith(".py"):
                    path = os.path.join(folder, name)
                    dotted = os.path.relpath(path, ROOT)[:-3].replace(os.sep, ".")
                    found[dotted.removesuffix(".__init__")] = path
    return found


def wrong_imports(module: str, names: set[str]) -> list[str]:
    home = folder_of(module)
    found = []
    for name in sorted(names):
        target = folder_of(name)
        # `from service import cli` names the package on its way to a module of it
        if target is None or target == home or name == "service":
            continue
        if FLOORS[target] >= FLOORS[home]:
            found.append(f"{module} ({home}, floor {FLOORS[home]}) imports {name} "
                         f"({target}, floor {FLOORS[target]})")
    return found


def test_every_module_has_a_floor():
    assert [m for m in modules() if folder_of(m) is None] == []


def test_imports_point_down():
    assert [line for module, path in sorted(modules().items())
            for line in wrong_imports(module, imported(path))] == []


def test_the_check_sees_an_upward_import(tmp_path):
    source = tmp_path / "upward.py"
    source.write_text("def f():\n    from service.http import limits\n"
                      "    import service.match.moves\n")
    names = imported(str(source))
    assert names >= {"service.http", "service.http.limits", "service.match.moves"}
    assert wrong_imports("service.state.store", names) == [
        "service.state.store (service.state, floor 2) imports service.http (service.http, "
        "floor 6)",
        "service.state.store (service.state, floor 2) imports service.http.limits "
        "(service.http, floor 6)",
        "service.state.store (service.state, floor 2) imports service.match.moves "
        "(service.match, floor 4)"]
    # a door beside another door is refused too, and a folder's own modules are allowed
    assert wrong_imports("workers.rating", {"service.http.limits"}) != []
    assert wrong_imports("service.http.limits", {"service.http.caller_keys"}) == []
    assert folder_of("service.webhooks") is None  # a prefix of a name is not its folder


def test_the_application_layer_knows_no_request():
    """The application layer runs outside any request (the workers call it too): it imports
    neither Flask nor a door."""
    doors = ("flask", "service.http", "service.live", "workers")
    found = [f"{module} imports {name}" for module, path in sorted(modules().items())
             if folder_of(module) in ("service.match", "service.club")
             for name in sorted(imported(path))
             if any(name == door or name.startswith(door + ".") for door in doors)]
    assert found == []
