"""The README's code as a newcomer copies it: the shell steps and the Python snippet against
the real service (gunicorn + a worker), which must not crash when the AI plays first; the
TypeScript client's build steps in a fresh copy of what they need."""

import dataclasses
import json
import os
import re
import shutil
import subprocess

import httpx
import pytest
from haras_client.api.matches import get_legal_moves

from engines.registry import GAMES

from conftest import ROOT, start_gunicorn, start_worker, stop_process, wait_for
from helpers import create, needs_node, play_until_finished

README = open(f"{ROOT}/README.md", encoding="utf-8").read()


def snippet(language: str, containing: str, text: str = README) -> str:
    (found,) = [block for block in re.findall(rf"```{language}\n(.*?)```", text, re.DOTALL)
                if containing in block]
    return found


def seed_where_the_ai_opens(game_id: str, ai_seat: int) -> int:
    game = GAMES[game_id]
    options = game.resolve_options({}, 2)
    return next(seed for seed in range(1000)
                if game.to_act(game.begin(2, options, seed)[0]) == [ai_seat])


@pytest.fixture()
def service_without_worker(settings):
    """gunicorn on a queue no worker serves yet, and a function that starts its worker."""
    own = dataclasses.replace(settings, rq_queue=f"{settings.rq_queue}-readme")
    server, base = start_gunicorn(own, workers=1)
    workers = []
    yield base, lambda: workers.append(start_worker(own))
    for process in [server, *workers]:
        stop_process(process)


def seats_that_moved(base: str, match_id: str) -> list[int]:
    events = httpx.get(f"{base}/v1/matches/{match_id}/events", params={"after": 0}).json()
    return [event["seat"] for event in events["events"] if event["type"] == "move_played"]


def test_python_snippet_waits_for_the_ai_to_open(service_without_worker, monkeypatch):
    base, start_the_worker = service_without_worker
    code = snippet("python", "haras_client")
    opening = '{"game": "petits-chevaux",'
    assert opening in code
    # The README's match, with a seed (its creator holds every human seat) where the AI opens.
    seed = seed_where_the_ai_opens("petits-chevaux", ai_seat=1)
    code = code.replace(opening, f'{{"seed": {seed}, "game": "petits-chevaux",', 1)
    # The AI moves only once the snippet has asked for its legal moves: it asks first.
    first_answers = []
    ask = get_legal_moves.sync

    def ask_then_let_the_ai_play(*args, **kwargs):
        answer = ask(*args, **kwargs)
        if not first_answers:
            first_answers.append(answer)
            start_the_worker()
        return answer

    monkeypatch.setattr(get_legal_moves, "sync", ask_then_let_the_ai_play)
    names = {"URL": base}
    exec(compile(code, "README.md", "exec"), names)

    assert first_answers[0].legal_moves == []  # the snippet met the AI's turn
    match_id = names["created"].match.id
    assert seats_that_moved(base, match_id)[0] == 1  # the AI opened
    wait_for(lambda: 0 in seats_that_moved(base, match_id))  # then Ana's move was played


@needs_node
@pytest.mark.slow
def test_typescript_steps_give_a_project_a_client_it_type_checks_and_runs_alone(tmp_path):
    """The steps run verbatim in a fresh copy (no node_modules yet); npm prefers its cache.
    The project then holds everything the client needs: it imports the client with the
    repository's node_modules gone and no NODE_PATH, and the README's snippet type-checks
    with `tsc --strict` against the installed client."""
    repo, project = tmp_path / "haras", tmp_path / "project"
    shutil.copytree(f"{ROOT}/clients/typescript", repo / "clients" / "typescript",
                    ignore=shutil.ignore_patterns("dist", "node_modules", "*.tgz"))
    for name in ("package.json", "package-lock.json", ".npmrc"):
        shutil.copy(f"{ROOT}/{name}", repo / name)
    project.mkdir()
    (project / "package.json").write_text(json.dumps({"name": "project", "private": True,
                                                      "type": "module"}))
    env = {**os.environ, "npm_config_prefer_offline": "true", "npm_config_audit": "false",
           "npm_config_fund": "false", "npm_config_update_notifier": "false"}
    env.pop("NODE_PATH", None)
    for line in snippet("sh", "npm run build").splitlines():
        command = line.split("#", 1)[0].strip()
        in_project = "<path>" in command
        done = subprocess.run(command.replace("<path>", str(repo)), shell=True, env=env,
                              cwd=project if in_project else repo, capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 0, f"{command}\n{done.stdout}{done.stderr}"
    installed = project / "node_modules"
    assert not (installed / "@haras" / "client").is_symlink()  # a copy, not the repository's
    assert (installed / "openapi-fetch" / "package.json").is_file()
    (repo / "node_modules").rename(repo / "node_modules.gone")  # found in the project only

    (project / "main.ts").write_text('const URL = "http://localhost:8000";\n'
                                     + snippet("ts", "createHarasClient"))
    checked = subprocess.run(
        [f"{ROOT}/node_modules/.bin/tsc", "--strict", "--noEmit", "--module", "nodenext",
         "--target", "es2022", "main.ts"], cwd=project, env=env, capture_output=True,
        text=True, timeout=120)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    imported = subprocess.run(
        ["node", "--input-type=module", "-e", 'import { createHarasClient } from '
         '"@haras/client"; console.log(typeof createHarasClient("http://localhost:8000").GET)'],
        cwd=project, env=env, capture_output=True, text=True, timeout=60)
    assert imported.stdout.strip() == "function", imported.stderr


def created_id(path) -> str | None:
    try:
        return json.loads(path.read_text())["match"]["id"]
    except (OSError, ValueError, KeyError):  # not written yet, or not whole
        return None


def test_curl_steps_wait_for_the_ai_to_open(service_without_worker, tmp_path):
    """The README's shell steps, run by bash as written (but for the address), on a match
    where the AI opens and plays only once the steps have found their legal moves empty."""
    base, start_the_worker = service_without_worker
    steps = snippet("sh", "curl -s localhost:8000/v1/matches -H")
    opening = '"game": "petits-chevaux",'
    assert opening in steps
    seed = seed_where_the_ai_opens("petits-chevaux", ai_seat=1)
    steps = steps.replace(opening, f'"seed": {seed}, {opening}', 1)
    steps = steps.replace("localhost:8000", base.removeprefix("http://"))
    shell = subprocess.Popen(["bash", "-euo", "pipefail", "-c", steps], cwd=tmp_path,
                             stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    match_id = wait_for(lambda: created_id(tmp_path / "match.json"))
    # the steps are asking for their moves, again and again: now the AI may open
    wait_for(lambda: (tmp_path / "legal.json").exists())
    start_the_worker()
    out, err = shell.communicate(timeout=120)
    assert shell.returncode == 0, err
    assert "Traceback" not in out + err
    moved = seats_that_moved(base, match_id)
    assert moved[0] == 1 and 0 in moved  # the AI opened, then Ana's move was played


def test_playing_docs_verify_steps_run_as_written_in_the_repository(client, base_url,
                                                                    tmp_path):
    """docs/playing.md's replay check, run by bash as written (but for the address) in a
    checkout that `make run` set up (its .venv), with no venv activated: nothing on PATH."""
    match, tokens = create(client, options={"horses_per_player": 1, "horses_to_win": 1})
    play_until_finished(client, match["id"], tokens)
    steps = snippet("sh", "replay.json", open(f"{ROOT}/docs/playing.md", encoding="utf-8").read())
    steps = steps.replace("localhost:8000", base_url.removeprefix("http://"))
    steps = steps.replace("$ID", match["id"])
    (tmp_path / ".venv").symlink_to(f"{ROOT}/.venv")
    path = os.pathsep.join(folder for folder in os.environ["PATH"].split(os.pathsep)
                           if not os.path.exists(os.path.join(folder, "haras-verify")))
    done = subprocess.run(["bash", "-euo", "pipefail", "-c", steps], cwd=tmp_path,
                          env={**os.environ, "PATH": path}, capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("verified: petits-chevaux"), done.stdout
