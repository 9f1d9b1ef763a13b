"""The client examples (examples/clients/) play every game to the end against the real service
(gunicorn + an RQ worker) through the generated clients, and type-check strictly: `mypy
--strict` on play.py, `tsc --strict` (examples/clients/tsconfig.json) on play.ts.

The TypeScript parts need node and the node tools (`make test` installs them when npm is
there): without node they skip and say so, except under CI (CI=true), where they fail. No
cast, ignore or `any` in either: a type error is a defect of the example or the contract."""

import os
import re
import subprocess
import sys

from conftest import ROOT
from helpers import needs_node, node_tool

EXAMPLES = os.path.join(ROOT, "examples", "clients")
GAMES = ["petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"]
RUN_TIMEOUT_S = 180  # a hung example fails instead of hanging the suite

def _run(command: list[str]) -> subprocess.CompletedProcess:
    return subprocess.run(command, cwd=ROOT, capture_output=True, text=True,
                          timeout=RUN_TIMEOUT_S)


def _assert_every_game_finished(done: subprocess.CompletedProcess) -> None:
    assert done.returncode == 0, done.stdout + done.stderr
    for game in GAMES:
        assert re.search(rf"^result {game}: Ana (won|lost); winners \[", done.stdout,
                         re.MULTILINE), f"no result for {game}:\n{done.stdout}"


def test_python_example_plays_every_game(web_service):
    _assert_every_game_finished(
        _run([sys.executable, os.path.join(EXAMPLES, "play.py"), web_service, "--seed", "7"]))


@needs_node
def test_typescript_example_plays_every_game(web_service):
    # Compiled as is (its type check is the test below) to examples/clients/dist/.
    built = _run([node_tool("tsc"), "-p", EXAMPLES, "--noCheck"])
    assert built.returncode == 0, built.stdout + built.stderr
    script = os.path.join(EXAMPLES, "dist", "examples", "clients", "play.js")
    _assert_every_game_finished(_run(["node", script, web_service]))


@needs_node
def test_typescript_live_example_plays_over_the_websocket(web_service):
    built = _run([node_tool("tsc"), "-p", EXAMPLES, "--noCheck"])
    assert built.returncode == 0, built.stdout + built.stderr
    script = os.path.join(EXAMPLES, "dist", "examples", "clients", "live.js")
    done = _run(["node", "--experimental-websocket", script, web_service])
    assert done.returncode == 0, done.stdout + done.stderr
    assert re.search(r"^live petits-chevaux: finished after \d+ moves", done.stdout,
                     re.MULTILINE), done.stdout
    assert "closed 1000 finished" in done.stdout


def test_python_example_passes_mypy_strict(tmp_path):
    done = _run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path),
                 os.path.join(EXAMPLES, "play.py")])
    assert done.returncode == 0, done.stdout + done.stderr


@needs_node
def test_typescript_example_passes_tsc_strict():
    done = _run([node_tool("tsc"), "-p", EXAMPLES, "--strict", "--noEmit",
                 "--pretty", "false"])
    assert done.returncode == 0, done.stdout + done.stderr
