"""Imports inside `service/` point down: api/ → web/ (HTTP edges) → state/ (Redis) →
engines/. The state floor knows no HTTP (it raises its own errors, which the edge turns into
problems), and the HTTP edges know no route. Read from the sources' syntax trees: an import
inside a function counts as much as one at the top."""

import ast
import os

from support.processes import ROOT

SERVICE = os.path.join(ROOT, "service")
# package → the packages it must never import
FORBIDDEN = {"state": ("service.web", "service.api"), "web": ("service.api",)}


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


def upward(module: str, forbidden: tuple[str, ...]) -> bool:
    return any(module == package or module.startswith(package + ".") for package in forbidden)


def violations(package: str, forbidden: tuple[str, ...]) -> list[str]:
    found = []
    for folder, _, files in os.walk(os.path.join(SERVICE, package)):
        for name in sorted(files):
            if name.endswith(".py"):
                path = os.path.join(folder, name)
                found += [f"{os.path.relpath(path, ROOT)} imports {module}"
                          for module in sorted(imported(path)) if upward(module, forbidden)]
    return found


def test_imports_point_down():
    assert [v for package, forbidden in FORBIDDEN.items()
            for v in violations(package, forbidden)] == []


def test_the_check_sees_an_upward_import(tmp_path):
    source = tmp_path / "upward.py"
    source.write_text("def f():\n    from service.web import limits\n"
                      "    import service.api.access\n")
    names = imported(str(source))
    assert names >= {"service.web", "service.web.limits", "service.api.access"}
    assert upward("service.web.limits", FORBIDDEN["state"])
    assert not upward("service.webhooks", FORBIDDEN["state"])


def test_match_creation_knows_no_request():
    """The workers create matches too (the matchmaker): service/matches_new.py runs outside a
    request, so it imports neither Flask nor the routes."""
    path = os.path.join(SERVICE, "matches_new.py")
    request_side = ("flask", "service.api", "service.web")
    assert [m for m in sorted(imported(path)) if upward(m, request_side)] == []
