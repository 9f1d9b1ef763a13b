"""examples/bot.py plays a human seat to the end against an AI, over real HTTP, through the
generated client; on the ladder (`--ladder`, against gunicorn and a worker) it plays rated
matches one after the other and prints its rating as it moves, and Ctrl-C cancels its
searching ticket; it type-checks with `mypy --strict` (no cast or ignore: a type error is a
defect of the bot or the contract)."""

import importlib.util
import json
import os
import re
import secrets
import signal
import subprocess
import sys
import threading
from itertools import pairwise
from pathlib import Path

import httpx
import pytest
import requests

from support.http import bearer
from support.processes import ROOT, start_gunicorn, start_worker, stop_process, wait_for

BOT_PATH = Path(__file__).parents[2] / "examples" / "bot.py"
# the bot's client is this checkout's (clients/python), whichever one the venv installed
CLIENT_ENV = {**os.environ, "PYTHONUNBUFFERED": "1", "PYTHONPATH": os.pathsep.join(
    [str(Path(ROOT) / "clients" / "python"), ROOT, os.environ.get("PYTHONPATH", "")])}
GAME = "petits-chevaux"


def _load_bot():
    spec = importlib.util.spec_from_file_location("haras_example_bot", BOT_PATH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


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


@pytest.fixture()
def served(settings):
    process, base = start_gunicorn(settings, workers=1)
    yield base
    stop_process(process)


def _ladder_options() -> dict:
    """Short matches (one horse home wins), in a pool of this test's own: tickets of other
    runs (other options) never meet its tickets."""
    return {"horses_per_player": 1, "horses_to_win": 1,
            "turn_timeout_s": 1000 + secrets.randbelow(80_000)}


def test_a_ladder_bot_plays_rated_matches_and_prints_its_rating_as_it_moves(
        served, quiet_worker, tmp_path):
    bot = _load_bot()
    player_file = bot.PlayerFile(tmp_path / "bot.json")
    token = player_file.token(served, "Ladder bot")
    assert (tmp_path / "bot.json").stat().st_mode & 0o777 == 0o600  # it holds a secret
    player_id = player_file.read()["player_id"]
    lines = []
    ladder = bot.Ladder(served, GAME, token, _ladder_options(), ai_fill_after_s=0,
                        player_file=player_file, log=lines.append)
    ratings = ladder.play(matches=3, seed=5)
    assert [r.matches for r in ratings] == [1, 2, 3]
    printed = [re.fullmatch(rf"{GAME} rating (\d+) \(([+-]\d+)\) after (\d) rated matches"
                            r"(, provisional)?", line) for line in lines if "rating" in line]
    assert all(printed) and len(printed) == 3, lines
    shown = [1000] + [int(m.group(1)) for m in printed]  # a new player shows 1000
    assert [int(m.group(2)) for m in printed] == [b - a for a, b in pairwise(shown)]
    assert all(b != a for a, b in pairwise(shown)), shown  # it moved after each match
    assert [int(m.group(3)) for m in printed] == [1, 2, 3]
    assert all(m.group(4) for m in printed)  # provisional: 3 < PROVISIONAL_MATCHES
    player = requests.get(f"{served}/v1/players/{player_id}", timeout=10).json()
    assert player["bot"] is True and player["ratings"][GAME]["matches"] == 3
    assert player["ratings"][GAME]["rating"] == shown[-1]
    played = requests.get(f"{served}/v1/players/{player_id}/matches", timeout=10,
                          params={"game": GAME}).json()["matches"]
    assert len(played) == 3
    for match in played:  # each a finished match of the bot against AI seats of its level
        assert match["status"] == "finished" and match["result"]["rating_changes"]
        human, ai = sorted(match["seats"], key=lambda seat: seat["type"] == "ai")
        assert (human["type"], human["player"]["id"]) == ("human", player_id)
        assert (ai["type"], ai["player"]["id"]) == ("ai", f"ai:{GAME}:{ai['ai_level']}")


def _bot_player_from(base: str, address: str, name: str) -> tuple[str, str]:
    """A bot player created from the loopback `address` (bots of two machines)."""
    with httpx.Client(transport=httpx.HTTPTransport(local_address=address)) as client:
        created = client.post(f"{base}/v1/players", json={"name": name, "bot": True})
    assert created.status_code == 201, created.text
    return created.json()["player"]["id"], created.json()["player_token"]


@pytest.fixture()
def wide_window_worker(settings):
    """A worker whose matchmaker pairs any two ratings at once: after their first match the
    two bots' ratings part, and the window would take ~15 s to widen enough."""
    process = start_worker(settings, MATCHMAKING_WINDOW_MU="100")
    yield process
    stop_process(process)


def test_two_ladder_bots_of_two_addresses_play_each_other(served, wide_window_worker):
    bot = _load_bot()
    options = _ladder_options()  # no AI fill: only the two of them
    (first_id, first), (second_id, second) = (
        _bot_player_from(served, address, f"bot {address}")
        for address in ("127.0.0.1", "127.0.0.2"))
    logs = {first_id: [], second_id: []}
    ladders = [bot.Ladder(served, GAME, token, options, log=logs[player_id].append)
               for player_id, token in ((first_id, first), (second_id, second))]
    ratings = {}
    threads = [threading.Thread(target=lambda ladder=ladder: ratings.update(
        {ladder.token: ladder.play(matches=2)})) for ladder in ladders]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(120)
    assert set(ratings) == {first, second}, logs  # (a bot that failed: its traceback above)
    # rated, but two new players: their results count for neither (provisional opponents)
    assert [r.matches for r in ratings[first]] == [0, 0] == \
        [r.matches for r in ratings[second]], logs
    played = requests.get(f"{served}/v1/players/{first_id}/matches", timeout=10,
                          params={"game": GAME}).json()["matches"]
    assert len(played) == 2
    for match in played:
        assert {seat["player"]["id"] for seat in match["seats"]} == {first_id, second_id}
        assert match["status"] == "finished" and len(match["result"]["rating_changes"]) == 2


def test_an_interrupted_ladder_bot_cancels_its_searching_ticket(served, tmp_path):
    """No worker: the ticket stays searching until the bot is stopped with Ctrl-C (SIGINT)."""
    player_file = tmp_path / "bot.json"
    process = _ladder_bot(served, player_file, "--options", json.dumps(_ladder_options()))
    try:
        first = process.stdout.readline()
        assert re.fullmatch(r"ticket (\S+) searching\n", first), first
        ticket_id = first.split()[1]
        kept = json.loads(player_file.read_text())
        assert kept["ticket_id"] == ticket_id
        as_bot = bearer(kept["player_token"])
        url = f"{served}/v1/matchmaking/tickets/{ticket_id}"
        assert requests.get(url, headers=as_bot, timeout=10).json()["status"] == "searching"
        process.send_signal(signal.SIGINT)
        out, _ = process.communicate(timeout=60)
    finally:
        process.kill()
    assert process.returncode == 130, out
    assert out == f"ticket {ticket_id} cancelled\n", out
    assert requests.get(url, headers=as_bot, timeout=10).json()["status"] == "cancelled"
    # nothing of it left searching: the player may open a ticket of the game again
    again = requests.post(f"{served}/v1/matchmaking/tickets", headers=as_bot, timeout=10,
                          json={"game": GAME, "options": _ladder_options()})
    assert again.status_code == 201, again.text


def _ladder_bot(base: str, player_file: Path, *args: str) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(BOT_PATH), base, "--ladder", GAME,
                             "--player-file", str(player_file), *args], env=CLIENT_ENV,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)


def test_a_restarted_ladder_bot_goes_back_to_its_ticket_then_to_its_match(
        served, settings, tmp_path):
    player_file, options = tmp_path / "bot.json", json.dumps(_ladder_options())
    args = ("--options", options, "--ai-fill-after", "0")
    killed = _ladder_bot(served, player_file, *args)  # no worker yet: its ticket searches
    first = killed.stdout.readline()
    assert re.fullmatch(r"ticket (\S+) searching\n", first), first
    ticket_id = first.split()[1]
    killed.kill()
    killed.communicate(timeout=30)
    again = _ladder_bot(served, player_file, *args)
    assert again.stdout.readline() == f"ticket {ticket_id} still searching\n"
    again.kill()
    again.communicate(timeout=30)
    worker = start_worker(settings, LOG_LEVEL="WARNING")
    try:
        as_bot = bearer(json.loads(player_file.read_text())["player_token"])
        url = f"{served}/v1/matchmaking/tickets/{ticket_id}"
        matched = wait_for(lambda: (ticket := requests.get(url, headers=as_bot,
                                                           timeout=10).json())
                           ["status"] == "matched" and ticket, timeout_s=60)
        # seated in that match (the AI plays its other seat): no new ticket, the same match
        back = _ladder_bot(served, player_file, *args, "--matches", "1")
        out, _ = back.communicate(timeout=120)
    finally:
        stop_process(worker)
    assert back.returncode == 0, out
    lines = out.splitlines()
    assert lines[0] == f"ticket {ticket_id} matched: match {matched['match_id']}, " \
        f"seat {matched['seat']}", out
    assert re.fullmatch(rf"{GAME} rating \d+ \([+-]\d+\) after 1 rated matches, "
                        "provisional", lines[-1]), out


def test_bot_passes_mypy_strict(tmp_path):
    done = subprocess.run([sys.executable, "-m", "mypy", "--strict", "--cache-dir", str(tmp_path),
                           str(BOT_PATH)], capture_output=True, text=True, timeout=180,
                          env=CLIENT_ENV)
    assert done.returncode == 0, done.stdout + done.stderr


def _forged_player() -> tuple[str, str]:
    """A well-formed player id and token no server knows: what a player file holds for a
    server that kept nothing (`make run` restarted) or for another server."""
    player_id = secrets.token_urlsafe(12)
    return player_id, f"p.{player_id}.{secrets.token_urlsafe(32)}"


def test_a_ladder_bot_whose_player_the_server_forgot_plays_as_a_new_one(
        served, quiet_worker, tmp_path):
    player_file = tmp_path / "bot.json"
    old_id, old_token = _forged_player()
    kept = {"player_id": old_id, "player_token": old_token, "ticket_id": "petits-chevaux.old"}
    player_file.write_text(json.dumps(kept))
    bot = _ladder_bot(served, player_file, "--options", json.dumps(_ladder_options()),
                      "--ai-fill-after", "0", "--matches", "1")
    out, _ = bot.communicate(timeout=120)
    assert bot.returncode == 0, out
    new = json.loads(player_file.read_text())
    aside = tmp_path / "bot.json.forgotten"
    lines = out.splitlines()
    assert lines[0] == f"the server no longer knows player {old_id}: now bot player " \
        f"{new['player_id']} (the old one kept in {aside})", out
    assert json.loads(aside.read_text()) == kept  # another server may know it
    assert new["player_id"] != old_id and player_file.stat().st_mode & 0o777 == 0o600
    assert re.fullmatch(r"ticket (\S+) searching", lines[1]), out
    assert new["ticket_id"] == lines[1].split()[1]
    assert re.fullmatch(rf"{GAME} rating \d+ \([+-]\d+\) after 1 rated matches, "
                        "provisional", lines[-1]), out
    player = requests.get(f"{served}/v1/players/{new['player_id']}", timeout=10).json()
    assert player["bot"] is True and player["ratings"][GAME]["matches"] == 1


def test_a_ladder_bot_given_an_unknown_player_token_says_so_and_stops(served):
    _, token = _forged_player()
    bot = subprocess.run([sys.executable, str(BOT_PATH), served, "--ladder", GAME,
                          "--player-token", token], env=CLIENT_ENV, capture_output=True,
                         text=True, timeout=60)
    assert bot.returncode == 1 and bot.stdout == "", bot.stdout
    assert bot.stderr == "the server does not know the player of --player-token (a server " \
        "that kept no players, or another server): give another, or a --player-file\n", \
        bot.stderr
