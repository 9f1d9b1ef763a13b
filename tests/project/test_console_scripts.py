"""The console scripts pyproject.toml declares, as installed in the venv (`make` installs the
project into .venv): each answers `--help` with its usage, and haras-verify tells what is
wrong with a file it cannot check instead of a traceback."""

import json
import os
import subprocess
import sys
import tomllib

import pytest

from support.processes import ROOT

with open(os.path.join(ROOT, "pyproject.toml"), "rb") as pyproject:
    SCRIPTS = tomllib.load(pyproject)["project"]["scripts"]


def run(script: str, *args: str, cwd: str = ROOT) -> subprocess.CompletedProcess:
    # the venv's installed entry point, the one a user runs (not `python -m`)
    path = os.path.join(os.path.dirname(sys.executable), script)
    assert os.access(path, os.X_OK), f"{path} is not installed: run make"
    return subprocess.run([path, *args], cwd=cwd, capture_output=True, text=True, timeout=60)


def test_the_project_declares_haras_verify():
    assert SCRIPTS["haras-verify"] == "engines.replay:main"  # docs/playing.md runs it


@pytest.mark.parametrize("script", sorted(SCRIPTS))
@pytest.mark.parametrize("flag", ["--help", "-h"])
def test_every_console_script_answers_help(script, flag, tmp_path):
    # in a directory of its own: no file named like the flag can be opened by mistake
    done = run(script, flag, cwd=str(tmp_path))
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith(f"usage: {script} "), done.stdout
    assert done.stderr == ""


@pytest.mark.parametrize("content, status, said", [
    (None, 2, "NOT checked: cannot read"),  # no such file
    ("{not json", 2, "NOT checked: cannot read"),
    ("[1, 2]", 1, "NOT verified:"),
    (json.dumps({"format": "other"}), 1, "NOT verified: not a haras-replay/1 document"),
    # a replay of the right format whose fields are missing or of the wrong type (tampered
    # with, or cut short): not verified, said so, not a traceback
    (json.dumps({"format": "haras-replay/1"}), 1, "NOT verified: malformed replay"),
    (json.dumps({"format": "haras-replay/1", "game": []}), 1, "NOT verified: malformed"),
    (json.dumps({"format": "haras-replay/1", "game": "petits-chevaux"}), 1,
     "NOT verified: malformed replay"),
    (json.dumps({"format": "haras-replay/1", "game": "petits-chevaux", "options": {},
                 "players": 2, "seed": "x", "steps": 3, "final_state_sha256": None}), 1,
     "NOT verified: malformed replay"),
])
def test_haras_verify_says_why_it_cannot_check_a_file(tmp_path, content, status, said):
    path = tmp_path / "replay.json"
    if content is not None:
        path.write_text(content)
    done = run("haras-verify", str(path), cwd=str(tmp_path))
    assert done.returncode == status, done.stdout + done.stderr
    assert said in done.stdout + done.stderr
    assert "Traceback" not in done.stderr


def test_haras_verify_wants_one_file(tmp_path):
    for args in ([], ["a.json", "b.json"]):
        done = run("haras-verify", *args, cwd=str(tmp_path))
        assert done.returncode == 2 and done.stderr.startswith("usage: haras-verify "), done
