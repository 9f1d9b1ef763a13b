"""The Python locks (requirements/, `make lock`) agree with pyproject.toml and with each other,
the image's bill of materials (deploy/sbom.cdx.json, `make sbom`) lists the runtime lock, and
the venv and the image install from the locks only.

No network, no install: these read the committed files."""

import json
import re
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest
from packaging.requirements import InvalidRequirement, Requirement
from packaging.utils import canonicalize_name

ROOT = Path(__file__).resolve().parents[2]
RUNTIME_LOCK = ROOT / "requirements" / "runtime.txt"
DEV_LOCK = ROOT / "requirements" / "dev.txt"
SBOM = ROOT / "deploy" / "sbom.cdx.json"
FROM_PYPROJECT = "haras (pyproject.toml)"  # pip-compile's "via" for a dependency we declare
FROM_RUNTIME_LOCK = "-c requirements/runtime.txt"  # the dev lock is constrained by it


@dataclass(frozen=True)
class Pin:
    version: str
    hashes: frozenset[str]
    via: frozenset[str]


def read_lock(path: Path) -> dict[str, Pin]:
    """Canonical name → its pin. Fails on any line that is not a pin, its hashes, or a comment
    (an index or find-links option, a file:// or VCS URL, an unpinned or editable entry)."""
    pins: dict[str, Pin] = {}
    name = None
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        stripped = line.strip()
        if not stripped:
            continue
        where = f"{path.name}:{number}: {stripped}"
        if line.startswith(" "):  # a hash or a "via" comment of the pin above
            assert name is not None, where
            pin = pins[name]
            if stripped.startswith("--hash="):
                pins[name] = Pin(pin.version, pin.hashes | {stripped[7:].rstrip(" \\")},
                                 pin.via)
            else:
                via = re.fullmatch(r"#\s+(?:via\s+)?(.+)", stripped)
                assert via, where
                if via[1] != "via":
                    pins[name] = Pin(pin.version, pin.hashes, pin.via | {via[1]})
            continue
        if stripped.startswith("#"):
            continue
        try:
            requirement = Requirement(stripped.rstrip(" \\"))
        except InvalidRequirement:
            pytest.fail(f"not a pinned requirement: {where}")
        (specifier,) = requirement.specifier
        assert specifier.operator == "==" and not requirement.url, where
        name = canonicalize_name(requirement.name)
        assert name not in pins, f"pinned twice: {where}"
        pins[name] = Pin(specifier.version, frozenset(), frozenset())
    return pins


def declared(*extras: str) -> dict[str, Requirement]:
    """pyproject.toml's dependencies (and those of `extras`) that apply here, by name."""
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    texts = [*project["dependencies"],
             *(text for extra in extras for text in project["optional-dependencies"][extra])]
    requirements = [Requirement(text) for text in texts]
    return {canonicalize_name(r.name): r for r in requirements
            if r.marker is None or r.marker.evaluate()}


def disagreements(lock: dict[str, Pin], wanted: dict[str, Requirement]) -> list[str]:
    """What is wrong between a lock and the dependencies it must satisfy."""
    problems = []
    for name, requirement in wanted.items():
        pin = lock.get(name)
        if pin is None:
            problems.append(f"{requirement} is not in the lock")
        elif not requirement.specifier.contains(pin.version, prereleases=True):
            problems.append(f"{requirement} does not admit the lock's {name}=={pin.version}")
    for name, pin in lock.items():
        if not pin.hashes:
            problems.append(f"{name}=={pin.version} has no hash")
        if FROM_PYPROJECT in pin.via and name not in wanted:
            problems.append(f"{name}=={pin.version} is locked for pyproject.toml, "
                            "which no longer asks for it")
    return problems


@pytest.mark.parametrize(("lock", "extras"), [(RUNTIME_LOCK, ()), (DEV_LOCK, ("dev",))],
                         ids=["runtime", "dev"])
def test_each_lock_pins_exactly_what_pyproject_asks_for_with_hashes(lock, extras):
    assert disagreements(read_lock(lock), declared(*extras)) == []


def test_a_dependency_added_to_one_side_only_is_a_disagreement():
    lock = read_lock(RUNTIME_LOCK)
    wanted = declared()
    added = Requirement("sortedcollections>=2")
    assert disagreements(lock, {**wanted, "sortedcollections": added}) == [
        "sortedcollections>=2 is not in the lock"]
    dropped = dict(wanted)
    del dropped["orjson"]
    assert disagreements(lock, dropped) == [
        f"orjson=={lock['orjson'].version} is locked for pyproject.toml, "
        "which no longer asks for it"]
    narrowed = {**wanted, "flask": Requirement("flask>=99")}
    assert disagreements(lock, narrowed) == [
        f"flask>=99 does not admit the lock's flask=={lock['flask'].version}"]


def test_the_dev_lock_holds_the_runtime_lock_at_the_same_versions():
    runtime, dev = read_lock(RUNTIME_LOCK), read_lock(DEV_LOCK)
    assert {name: pin.version for name, pin in runtime.items()} == {
        name: dev[name].version for name in runtime if name in dev}
    assert set(runtime) <= set(dev)
    constrained = {name for name, pin in dev.items() if FROM_RUNTIME_LOCK in pin.via}
    assert constrained == set(runtime)


def test_the_dev_lock_holds_the_generated_python_clients_dependencies():
    """clients/python's own requirements (httpx, attrs), which the tests import it with."""
    project = tomllib.loads((ROOT / "clients" / "python" / "pyproject.toml")
                            .read_text(encoding="utf-8"))["project"]
    client = {canonicalize_name(r.name): r for r in map(Requirement, project["dependencies"])}
    dev = read_lock(DEV_LOCK)
    assert disagreements({name: dev[name] for name in client if name in dev}, client) == []


def test_the_sbom_lists_exactly_the_runtime_lock():
    """deploy/sbom.cdx.json is `make sbom`'s output for the committed runtime lock: same
    packages, versions and hashes; no timestamp or serial number, so regenerating it from an
    unchanged lock changes nothing."""
    sbom = json.loads(SBOM.read_text(encoding="utf-8"))
    assert sbom["bomFormat"] == "CycloneDX"
    assert "serialNumber" not in sbom and "timestamp" not in sbom["metadata"]
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    root = sbom["metadata"]["component"]
    assert (root["name"], root["version"]) == (project["name"], project["version"])
    listed = {}
    for component in sbom["components"]:
        name = canonicalize_name(component["name"])
        assert name not in listed, f"{name} listed twice"
        assert component["purl"] == f"pkg:pypi/{component['name']}@{component['version']}"
        hashes = {f"{h['alg'].replace('-', '').lower()}:{h['content']}"
                  for reference in component.get("externalReferences", [])
                  for h in reference.get("hashes", [])}
        listed[name] = (component["version"], hashes)
    assert listed == {name: (pin.version, set(pin.hashes))
                      for name, pin in read_lock(RUNTIME_LOCK).items()}


def pip_installs(text: str) -> list[str]:
    """Every `pip install …` command in a Makefile or Dockerfile, continuation lines joined."""
    joined = re.sub(r"\\\n\s*", " ", text)
    return [command.strip() for line in joined.splitlines() for command in line.split("&&")
            if "pip install" in command and not command.lstrip().startswith("#")]


def test_the_venv_and_the_image_install_from_the_locks_only():
    """Every pip install either takes a lock with hashes required or installs the project
    alone (no dependencies), so nothing is resolved at install time; make's venv is rebuilt
    when a lock changes."""
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    dockerfile = (ROOT / "deploy" / "Dockerfile").read_text(encoding="utf-8")
    installs = {"Makefile": pip_installs(makefile), "Dockerfile": pip_installs(dockerfile)}
    for commands in installs.values():
        for command in commands:
            assert "--require-hashes -r requirements/" in command or (
                "--no-deps" in command and command.split()[-1] == "."), command
    assert any("--require-hashes -r requirements/dev.txt" in c for c in installs["Makefile"])
    assert any("--require-hashes -r requirements/runtime.txt" in c
               for c in installs["Dockerfile"])
    stamp_rule = re.search(r"^\$\(STAMP\):(.*)$", makefile, re.M)[1].split()
    locks = re.search(r"^LOCKS := (.*)$", makefile, re.M)[1].split()
    assert "$(LOCKS)" in stamp_rule and "pyproject.toml" in stamp_rule
    assert sorted(locks) == ["requirements/dev.txt", "requirements/runtime.txt"]
