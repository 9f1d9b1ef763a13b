"""The README's code as a newcomer copies it, every fenced block read from README.md and run
as printed against a live service (only its address changed: `localhost:8000` is taken by
whoever runs `make run` on this machine): the shell steps, the WebSocket, Python and
TypeScript snippets, and the TypeScript steps in an empty directory. Each must also not
crash when the AI plays first."""

import dataclasses
import json
import os
import re
import shutil
import subprocess
import sys

import httpx
import pytest
from haras_client.api.matches import get_legal_moves

from engines.registry import GAMES

from support.http import create, needs_node, play_until_finished
from support.processes import ROOT, start_gunicorn, start_worker, stop_process, wait_for

README = open(f"{ROOT}/README.md", encoding="utf-8").read()


def snippet(language: str, containing: str, text: str = README) -> str:
    (found,) = [block for block in re.findall(rf"```{language}\n(.*?)```", text, re.DOTALL)
                if containing in block]
    return found


# The README's blocks, each found by its language and a string of it: those the tests below
# run, and those run elsewhere.
RUN_HERE = {
    ("sh", "curl -s localhost:8000/v1/matches -H"),  # test_curl_steps_wait_for_the_ai_to_open
    ("js", "new WebSocket"),  # test_websocket_snippet_plays_a_match_to_its_end
    ("python", "haras_client"),  # test_python_snippet_*
    ("sh", "npm pkg set type=module"),  # test_typescript_steps_*, with the next one
    ("ts", "createHarasClient"),
}
RUN_ELSEWHERE = {
    # `make run`: tests/project/test_make_run.py; `make test`: CI runs it (.ci/run)
    ("sh", "make run"),
}


def test_every_block_of_the_readme_is_run_by_a_test():
    blocks = re.findall(r"```(\w*)\n(.*?)```", README, re.DOTALL)
    known = [*RUN_HERE, *RUN_ELSEWHERE]
    for language, block in blocks:
        matching = [key for key in known if key[0] == language and key[1] in block]
        assert len(matching) == 1, f"a {language} block run by no test (or by two):\n{block}"
    for language, containing in known:
        assert sum(found == language and containing in block
                   for found, block in blocks) == 1, (language, containing)


def at(base: str, code: str) -> str:
    """`code` as printed, but for the service's address."""
    assert "localhost:8000" in code
    return code.replace("localhost:8000", base.removeprefix("http://"))


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
    names = {}
    exec(compile(at(base, code), "README.md", "exec"), names)

    assert first_answers[0].legal_moves == []  # the snippet met the AI's turn
    match_id = names["created"].match.id
    assert seats_that_moved(base, match_id)[0] == 1  # the AI opened
    wait_for(lambda: 0 in seats_that_moved(base, match_id))  # then Ana's move was played


def test_python_snippet_runs_as_written(service_without_worker, tmp_path):
    """In an interpreter of its own, with nothing defined before it (the venv's, which has
    the client: `make` puts clients/python on its path, as `pip install -e` would)."""
    base, start_the_worker = service_without_worker
    start_the_worker()
    done = subprocess.run([sys.executable, "-c", at(base, snippet("python", "haras_client"))
                           + "\nprint(created.match.id)"], cwd=tmp_path, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert 0 in seats_that_moved(base, done.stdout.strip())  # Ana's move was played


@needs_node
def test_websocket_snippet_plays_a_match_to_its_end(service_without_worker, tmp_path):
    """In Node.js (a browser's WebSocket, as Node 20 has it behind a flag), after the shell
    steps above it defined the match and the seat token; it plays until the server closes
    the socket at the end of the match."""
    base, start_the_worker = service_without_worker
    start_the_worker()
    created = httpx.post(f"{base}/v1/matches", json={
        "game": "petits-chevaux", "options": {"horses_per_player": 1, "horses_to_win": 1},
        "seats": [{"type": "human", "name": "Ana"}, {"type": "ai", "ai": {"level": "greedy"}}],
    }).json()
    match_id, token = created["match"]["id"], created["seat_tokens"]["0"]
    code = f"const ID = {json.dumps(match_id)}, TOKEN = {json.dumps(token)};\n" \
        + at(base, snippet("js", "new WebSocket"))
    done = subprocess.run(["node", "--experimental-websocket", "-e", code], cwd=tmp_path,
                          capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
    assert httpx.get(f"{base}/v1/matches/{match_id}").json()["status"] == "finished"
    assert 0 in seats_that_moved(base, match_id)


@needs_node
@pytest.mark.slow
def test_typescript_steps_run_as_written_in_an_empty_directory(base_url, tmp_path):
    """The steps run line by line as printed, `<path>` being a fresh copy of what they need of
    the repository (no node_modules, dist or .tgz yet), in an empty directory; the program
    is saved as main.ts when a step names it. The compiler is the repository's own tsc,
    which its `npm ci` installs from package-lock.json, as `make node-tools` does: nothing
    else to download. npm prefers its cache (filled by that `npm ci`); it still asks the
    registry which openapi-fetch satisfies the client's range, as a newcomer's npm does.
    Before `node main.js`, the repository's node_modules is moved away: the project holds
    everything the program needs."""
    repo, project = tmp_path / "haras", tmp_path / "project"
    shutil.copytree(f"{ROOT}/clients/typescript", repo / "clients" / "typescript",
                    ignore=shutil.ignore_patterns("dist", "node_modules", "*.tgz"))
    for name in ("package.json", "package-lock.json", ".npmrc"):
        shutil.copy(f"{ROOT}/{name}", repo / name)
    project.mkdir()
    env = {**os.environ, "npm_config_prefer_offline": "true", "npm_config_audit": "false",
           "npm_config_fund": "false", "npm_config_update_notifier": "false"}
    env.pop("NODE_PATH", None)
    program = at(base_url, snippet("ts", "createHarasClient"))
    for line in snippet("sh", "npm pkg set type=module").splitlines():
        command = line.split("#", 1)[0].strip()
        if not command:
            continue
        if "main.ts" in command:
            (project / "main.ts").write_text(program)
        if command.startswith("node "):
            (repo / "node_modules").rename(repo / "node_modules.gone")
        done = subprocess.run(command.replace("<path>", str(repo)), shell=True, env=env,
                              cwd=project, capture_output=True, text=True, timeout=300)
        assert done.returncode == 0, f"{command}\n{done.stdout}{done.stderr}"
    installed = project / "node_modules"
    assert not (installed / "@haras" / "client").is_symlink()  # a copy, not the repository's
    assert (installed / "openapi-fetch" / "package.json").is_file()
    match_id = done.stdout.split()[0]  # what main.js printed: the match's id, its legal moves
    match = httpx.get(f"{base_url}/v1/matches/{match_id}").json()
    assert [seat["name"] for seat in match["seats"]][:1] == ["Ana"], done.stdout


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
    steps = at(base, steps)
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
