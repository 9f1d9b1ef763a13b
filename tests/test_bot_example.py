"""examples/bot.py plays a human seat to the end against an AI, over real HTTP, through the
generated client; it type-checks with `mypy --strict` (no cast or ignore: a type error is a
defect of the bot or the contract)."""

import importlib.util
import subprocess
import sys
import threading
from pathlib import Path

import pytest
import requests
from werkzeug.serving import make_server

from conftest import start_worker, stop_process

BOT_PATH = Path(__file__).parent.parent / "examples" / "bot.py"


def _load_bot():
    spec = importlib.util.spec_from_file_location("haras_example_bot", BOT_PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture()
def base_url(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(10)


@pytest.fixture()
def quiet_worker(settings):
    process = start_worker(settings, LOG_LEVEL="WARNING")  # its stderr pipe is never read
    yield process
    stop_process(process)


def test_bot_plays_a_human_seat_until_the_match_is_finished(base_url, quiet_worker):
    bot = _load_bot()
    created = requests.post(f"{base_url}/v1/matches", timeout=10, json={
        "game": "petits-chevaux", "seed": 12,
        "seats": [{"type": "human", "name": "bot"}, {"type": "ai", "ai": {"level": "greedy"}}],
    })
    assert created.status_code == 201, created.text
    match_id = created.json()["match"]["id"]
    lines = []
    final = bot.run(base_url, match_id, created.json()["seat_tokens"]["0"], seed=3,
                    log=lines.append)
    assert final.status == "finished" and final.viewer == 0
    assert final.result is not None and final.result.winners
    assert len(lines) == 1 and lines[0].startswith("seat 0 "), lines
    events = requests.get(f"{base_url}/v1/matches/{match_id}/events", timeout=10).json()
    played = {e["seat"] for e in events["events"] if e["type"] == "move_played"}
    assert played == {0, 1}, "the bot and the AI both played"
    public = requests.get(f"{base_url}/v1/matches/{match_id}", timeout=10).json()
    assert public["result"] == final.result.to_dict() and public["seed"] == 12


def test_bot_gives_up_on_a_wrong_token(base_url):
    bot = _load_bot()
    created = requests.post(f"{base_url}/v1/matches", timeout=10, json={
        "game": "petits-chevaux",
        "seats": [{"type": "human"}, {"type": "human"}]}).json()
    with pytest.raises(bot.Refused) as raised:
        bot.run(base_url, created["match"]["id"], "not-a-token", seed=1)
    assert raised.value.problem is not None and raised.value.problem.status == 401


def test_bot_passes_mypy_strict(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path),
                           str(BOT_PATH)], capture_output=True, text=True, timeout=180)
    assert done.returncode == 0, done.stdout + done.stderr
