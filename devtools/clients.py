"""`python -m devtools.clients`: regenerates the typed clients in clients/ from the committed
contract, openapi/openapi.json (`make clients`):

- clients/python, the whole package `haras-client` (module `haras_client`), by
  openapi-python-client (pinned in the dev extra; settings in clients/python-config.yaml;
  run through devtools/python_client.py, which reads optional security as optional);
- clients/typescript/src/schema.ts, the types of the TypeScript client, by openapi-typescript
  (pinned in package-lock.json: `make node-tools`). The rest of clients/typescript is written
  by hand.

`--check` generates into a temporary folder instead and fails, naming `make clients`, when the
committed clients differ (tests/clients/test_clients.py does the same). The output depends
only on the contract and the pinned generators: no path, time or machine appears in it."""

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CONTRACT = ROOT / "openapi" / "openapi.json"
CLIENTS = ROOT / "clients"
PYTHON_CONFIG = CLIENTS / "python-config.yaml"
TYPESCRIPT_REDOCLY = CLIENTS / "typescript" / "redocly.yaml"
NODE_BIN = ROOT / "node_modules" / ".bin"

# What each generator writes, relative to clients/.
PYTHON = "python"
TYPESCRIPT = "typescript/src/schema.ts"
# Left in the work tree by use, not by the generators (importing haras_client, building it).
UNTRACKED = {"__pycache__", ".ruff_cache", ".pytest_cache", "build", "dist"}


class GenerationError(RuntimeError):
    pass


def _run(command: list, env: dict | None = None) -> None:
    done = subprocess.run([str(c) for c in command], env=env, capture_output=True, text=True,
                          cwd=ROOT)
    if done.returncode:
        raise GenerationError(f"{' '.join(map(str, command))} failed ({done.returncode}):\n"
                              f"{done.stdout}{done.stderr}")


def generate_python(out: Path, contract: Path = CONTRACT) -> None:
    """Writes the Python client into out/python (which must not exist yet)."""
    # The venv's bin/ (not resolved: that is the venv's python) first on PATH, so that the
    # post hooks run the venv's pinned ruff. A warning (a part of the contract the generator
    # skipped) fails: the committed client is complete or not generated.
    bin_dir = Path(sys.executable).parent
    env = {**os.environ, "PATH": f"{bin_dir}{os.pathsep}{os.environ.get('PATH', '')}"}
    # devtools.python_client: the generator's CLI, optional security read as optional
    _run([sys.executable, "-m", "devtools.python_client", "generate", "--path", contract,
          "--config", PYTHON_CONFIG, "--meta", "pdm", "--output-path", out / PYTHON,
          "--fail-on-warning"], env=env)


def generate_typescript(out: Path, contract: Path = CONTRACT) -> None:
    """Writes the TypeScript client's generated types into out/typescript/src/schema.ts."""
    tool = NODE_BIN / "openapi-typescript"
    if not tool.exists():
        raise GenerationError(f"{tool.relative_to(ROOT)} is missing: run `make node-tools`")
    (out / TYPESCRIPT).parent.mkdir(parents=True, exist_ok=True)
    # defaults do not make a field required: the contract says what responses always carry
    _run([tool, contract, "--output", out / TYPESCRIPT, "--redocly", TYPESCRIPT_REDOCLY,
          "--default-non-nullable", "false"])


def _files(path: Path) -> dict[str, bytes]:
    if path.is_file():
        return {"": path.read_bytes()}
    files = {}
    for file in sorted(path.rglob("*")):
        relative = file.relative_to(path)
        if file.is_file() and not UNTRACKED & set(relative.parts) and file.suffix != ".pyc":
            files[relative.as_posix()] = file.read_bytes()
    return files


def differences(generated: Path, part: str, committed: Path = CLIENTS) -> list[str]:
    """The files of `part` (PYTHON or TYPESCRIPT) that differ between generated/ and
    committed/ (clients/), each as `clients/...: missing|changed|not generated`."""
    new, old = generated / part, committed / part
    new_files = _files(new) if new.exists() else {}
    old_files = _files(old) if old.exists() else {}
    found = []
    for name in sorted(new_files.keys() | old_files.keys()):
        shown = f"clients/{part}/{name}".rstrip("/")
        if name not in old_files:
            found.append(f"{shown}: missing")
        elif name not in new_files:
            found.append(f"{shown}: not generated (left over)")
        elif new_files[name] != old_files[name]:
            found.append(f"{shown}: changed")
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="fail when the committed clients differ from what is generated")
    parser.add_argument("--contract", type=Path, default=CONTRACT,
                        help="the OpenAPI document (default: openapi/openapi.json)")
    args = parser.parse_args()
    contract = args.contract.resolve()
    with tempfile.TemporaryDirectory(prefix="haras-clients-") as tmp:
        out = Path(tmp)
        generate_python(out, contract)
        generate_typescript(out, contract)
        if args.check:
            stale = differences(out, PYTHON) + differences(out, TYPESCRIPT)
            if stale:
                print("The committed clients are not what openapi/openapi.json generates: run "
                      "`make clients` and commit clients/.\n  " + "\n  ".join(stale),
                      file=sys.stderr)
                return 1
            print("clients/ are current")
            return 0
        shutil.rmtree(CLIENTS / PYTHON, ignore_errors=True)
        shutil.copytree(out / PYTHON, CLIENTS / PYTHON)
        shutil.copyfile(out / TYPESCRIPT, CLIENTS / TYPESCRIPT)
    print(f"generated clients/{PYTHON}/ and clients/{TYPESCRIPT} from {args.contract}")
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except GenerationError as error:
        sys.exit(str(error))
