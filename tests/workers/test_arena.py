"""Arenas: the in-process match player, the API's validation, and real worker processes
playing the matches in parallel, with cancellation."""

import dataclasses
import json
import re
import threading
import time

import pytest
import redis
from rq import Worker

from engines.ai import Budget, levels
from engines.arena import (
    STOP_CHECK_EVERY_S,
    ArenaError,
    Stopped,
    match_seed,
    play_match,
    seat_order,
    to_players,
)
from engines.registry import GAMES
from engines.rng import SEED_LIMIT
from service.app import create_app
from service.integrations.jobs import JOB_ID_PATTERN, job_id
from service.state.arenas import Arenas, arena_key, results_key
from workers import arena as arena_job

from support.http import assert_problem
from support.processes import settings_with, start_worker, stop_process, wait_for

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

GREEDY_VS_RANDOM = [{"level": "greedy"}, {"level": "random"}]
PETITS = GAMES["petits-chevaux"]


def _create(client, players=None, matches=6, **body) -> dict:
    response = client.post("/v1/arena", json={"game": "petits-chevaux", "matches": matches,
                                              "players": players or GREEDY_VS_RANDOM, **body})
    assert response.status_code == 202, response.json
    assert response.headers["Location"] == f"/v1/arena/{response.json['id']}"
    return response.json


def _jobs(client):
    return client.application.extensions["haras"].jobs


def _view(client, arena_id: str) -> dict:
    response = client.get(f"/v1/arena/{arena_id}")
    assert response.status_code == 200, response.json
    return response.json


def _settled(client, arena_id: str) -> dict | None:
    view = _view(client, arena_id)
    return view if view["status"] != "running" else None


def _records(rdb, arena_id: str) -> dict[int, dict]:
    return {int(i): json.loads(v) for i, v in rdb.hgetall(results_key(arena_id)).items()}


@pytest.fixture(scope="module")
def app(settings):
    """These tests play arenas, several at once: the quotas of one client (the test client's
    address) are off here, tests/api/test_quotas.py has them."""
    app = create_app(settings_with(settings, quotas_enabled=False))
    yield app
    app.extensions["haras"].notifier.stop()


@pytest.fixture(autouse=True)
def empty_arena_queue(app):
    """Jobs left queued by a test (cancelled arenas, no worker) are deleted, not left in the
    shared Redis without expiry. The queue is this run's own."""
    yield
    app.extensions["haras"].jobs.arena_queue.empty()


@pytest.fixture()
def stored(monkeypatch) -> list[str]:
    """Ids of the arenas written to Redis during the test (the database is shared with
    other test runs, so a scan of its keys would race them)."""
    written = []
    create, delete = Arenas.create, Arenas.delete

    def spy_create(self, doc):
        written.append(doc["id"])
        create(self, doc)

    def spy_delete(self, arena_id):
        delete(self, arena_id)
        written.remove(arena_id)

    monkeypatch.setattr(Arenas, "create", spy_create)
    monkeypatch.setattr(Arenas, "delete", spy_delete)
    return written


def _quiet_worker(settings):
    # Arenas run hundreds of jobs: at INFO the worker's log (four lines a job) would fill
    # the unread stderr pipe of conftest's start_worker and block the worker.
    return start_worker(settings, LOG_LEVEL="WARNING")


@pytest.fixture()
def quiet_worker(settings):
    process = _quiet_worker(settings)
    yield process
    stop_process(process)


# --- the in-process player (engines.arena) ----------------------------------------------------

def test_seat_rotation_puts_every_player_at_every_seat():
    for n in (2, 3, 4, 6):
        seen = {p: set() for p in range(n)}
        for i in range(n):
            order = seat_order(n, i)
            assert sorted(order) == list(range(n))
            for seat, player in enumerate(order):
                assert seat == (player + i) % n
                seen[player].add(seat)
        assert all(seats == set(range(n)) for seats in seen.values())
    assert seat_order(3, 0) == [0, 1, 2] and seat_order(3, 1) == [2, 0, 1]


def test_match_seeds_derive_deterministically():
    seeds = [match_seed(42, i) for i in range(200)]
    assert seeds == [match_seed(42, i) for i in range(200)]
    assert len(set(seeds)) == 200 and all(0 <= s < SEED_LIMIT for s in seeds)
    assert seeds != [match_seed(43, i) for i in range(200)]


@pytest.mark.parametrize("game", sorted(GAMES))
def test_play_match_plays_every_game_to_its_result(game):
    engine = GAMES[game]
    n = engine.min_players
    players = [("greedy", Budget()), *[("random", Budget())] * (n - 1)]
    options = engine.resolve_options({}, n)
    outcome = play_match(engine, players, options, seed=5)
    assert sorted(outcome["ranking"]) == list(range(n)) and outcome["steps"] > 0
    assert set(outcome["winners"]) <= set(range(n)) and outcome["winners"]
    assert set(outcome["scores"]) == {str(s) for s in range(n)}
    assert play_match(engine, players, options, seed=5) == outcome, "a seed replays exactly"


def test_play_match_with_a_searching_level_under_an_iteration_budget():
    if "expert" not in levels(PETITS):
        pytest.skip("no expert level for this game")
    players = [("expert", Budget(iterations=8)), ("random", Budget())]
    options = PETITS.resolve_options({}, 2)
    outcome = play_match(PETITS, players, options, seed=9)
    assert outcome == play_match(PETITS, players, options, seed=9)


def test_play_match_rejects_an_illegal_ai_move_and_a_match_without_end():
    def cheat_level(state, seat, legal):
        return {"type": "roll", "twice": True}

    cheat = dataclasses.replace(PETITS, ai_levels={**PETITS.ai_levels, "cheat": cheat_level})
    options = PETITS.resolve_options({}, 2)
    with pytest.raises(ArenaError, match="illegal move"):
        play_match(cheat, [("cheat", Budget()), ("random", Budget())], options, seed=1)
    with pytest.raises(ArenaError, match="no result after 10 steps"):
        play_match(PETITS, [("random", Budget())] * 2, options, seed=1, max_steps=10)


def test_play_match_stops_between_decisions_when_asked():
    options = PETITS.resolve_options({}, 2)
    players = [("greedy", Budget()), ("random", Budget())]
    with pytest.raises(Stopped, match="after 0 steps"):
        play_match(PETITS, players, options, seed=1, should_stop=lambda: True)
    asked = []
    started = time.monotonic()
    whole = play_match(PETITS, players, options, seed=1, should_stop=lambda: asked.append(1))
    elapsed = time.monotonic() - started
    assert whole == play_match(PETITS, players, options, seed=1), "asking changes nothing"
    # asked at most every STOP_CHECK_EVERY_S, not at each of the match's steps
    assert 1 <= len(asked) <= elapsed / STOP_CHECK_EVERY_S + 1 < whole["steps"]

    def slow_random(state, seat, legal):
        time.sleep(0.002)
        return PETITS.ai_levels["random"](state, seat, legal)

    slow = dataclasses.replace(PETITS, ai_levels={**PETITS.ai_levels, "slow": slow_random})
    calls = iter(range(10**6))
    with pytest.raises(Stopped, match=r"after [1-9]\d* steps"):  # asked mid-match: it stops
        play_match(slow, [("slow", Budget())] * 2, options, seed=1,
                   should_stop=lambda: next(calls) >= 2)


def test_a_cancel_cuts_a_long_decision_short(client, rdb):
    """An arena job (here in the test's own main thread) stops within about a second of its
    arena's cancel, even in the middle of an expert's 10 s decision; off the main thread (no
    signal handler) it stops at the next decision."""
    for think_ms, threaded in ((10_000, False), (300, True)):
        arena = _create(client, matches=1, players=[{"level": "expert", "think_ms": think_ms}] * 2,
                        game="royal-turf")
        canceller = threading.Timer(0.5, client.delete, args=(f"/v1/arena/{arena['id']}",))
        canceller.start()
        answers = []

        def play(arena_id=arena["id"], answers=answers):
            answers.append(arena_job.play_arena_match(arena_id, 0))

        if threaded:
            player = threading.Thread(target=play)
            player.start()
            player.join(30)
        else:
            play()
        canceller.join()
        (answer,) = answers
        assert answer["outcome"] == "cancelled" and answer["seconds"] < 0.5 + 3, answer
        assert _records(rdb, arena["id"]) == {}, "nothing recorded"


def test_results_map_from_seats_to_players():
    outcome = {"ranking": [2, 0, 1], "winners": [2], "scores": {"0": 1, "1": 0, "2": 4},
               "steps": 9}
    order = seat_order(3, 1)  # seat 0: player 2, seat 1: player 0, seat 2: player 1
    assert to_players(outcome, order) == {"ranking": [1, 2, 0], "winners": [1],
                                          "scores": {"2": 1, "0": 0, "1": 4}, "steps": 9}


# --- validation: clear 422s, nothing stored ------------------------------------------------

VALID = {"game": "petits-chevaux", "players": GREEDY_VS_RANDOM, "matches": 4}


@pytest.mark.parametrize("change, code, field", [
    ({"game": "chess"}, "unknown_game", "game"),
    ({"players": [{"level": "greedy"}]}, "validation_error", "players"),
    ({"players": [{"level": "greedy"}] * 5}, "validation_error", "players"),
    ({"players": []}, "validation_error", "players"),
    ({"players": [{"level": "greedy"}, {"level": "godlike"}]}, "validation_error",
     "players.1.level"),
    ({"players": [{"think_ms": 100}, {"level": "random"}]}, "validation_error",
     "players.0.level"),
    ({"players": [{"level": "greedy", "think_ms": 9}, {"level": "random"}]},
     "validation_error", "players.0.think_ms"),
    ({"players": [{"level": "greedy", "think_ms": 10_001}, {"level": "random"}]},
     "validation_error", "players.0.think_ms"),
    ({"players": [{"level": "greedy", "think_ms": "200"}, {"level": "random"}]},
     "validation_error", "players.0.think_ms"),
    ({"players": [{"level": "greedy", "colour": "red"}, {"level": "random"}]},
     "validation_error", "players.0.colour"),
    ({"matches": 0}, "validation_error", "matches"),
    ({"matches": 1001}, "validation_error", "matches"),
    ({"matches": 2.5}, "validation_error", "matches"),
    ({"matches": None}, "validation_error", "matches"),
    ({"options": {"horses_to_win": 9}}, "invalid_options", "horses_to_win"),
    ({"options": {"turbo": True}}, "invalid_options", "turbo"),
    ({"options": []}, "validation_error", "options"),
    ({"seed": -1}, "validation_error", "seed"),
    ({"seed": SEED_LIMIT}, "validation_error", "seed"),
    ({"seed": "42"}, "validation_error", "seed"),
    ({"rounds": 3}, "validation_error", "rounds"),
])
def test_invalid_arenas_are_422_and_store_nothing(app, client, stored, change, code, field):
    body = {k: v for k, v in {**VALID, **change}.items() if v is not None}
    queue = app.extensions["haras"].jobs.arena_queue
    queued = queue.count
    problem = assert_problem(client.post("/v1/arena", json=body), 422, code)
    assert field in problem["errors"], problem
    assert stored == [] and queue.count == queued


def test_an_arena_whose_jobs_cannot_be_queued_is_not_kept(app, client, rdb, stored,
                                                          monkeypatch):
    written = []

    def queue_down(arena_id, *args):
        written.append(arena_id)
        raise redis.exceptions.ConnectionError("queue down")

    monkeypatch.setattr(app.extensions["haras"].jobs, "enqueue_arena", queue_down)
    assert_problem(client.post("/v1/arena", json=VALID), 503, "unavailable")
    assert len(written) == 1 and stored == []
    assert rdb.exists(arena_key(written[0]), results_key(written[0])) == 0


def test_missing_fields_are_named(client):
    problem = assert_problem(client.post("/v1/arena", json={}), 422, "validation_error")
    assert {"game", "players", "matches"} <= set(problem["errors"])


def test_unknown_arenas_are_404(client):
    for arena_id in ("AAAAAAAAAAAAAAAAAAAAAA", "nope", "a:b"):
        assert_problem(client.get(f"/v1/arena/{arena_id}"), 404, "arena_not_found")
        assert_problem(client.delete(f"/v1/arena/{arena_id}"), 404, "arena_not_found")


def test_create_answers_202_at_the_exact_path_with_a_running_arena(client, rdb):
    arena = _create(client, players=[{"level": "random", "think_ms": 50},
                                     {"level": "greedy"}, {"level": "random"}], matches=5,
                    seed=11, options={"horses_per_player": 2})
    first, second = _create(client), _create(client)
    try:
        assert arena["status"] == "running" and (arena["done"], arena["total"]) == (0, 5)
        assert arena["players"] == [{"level": "random", "think_ms": 50},
                                    {"level": "greedy", "think_ms": 200},
                                    {"level": "random", "think_ms": 200}]
        assert arena["options"]["horses_per_player"] == 2 and arena["seed"] == 11
        assert arena["results"]["1"] == {"level": "greedy", "think_ms": 200, "wins": 0,
                                         "win_rate": None, "ci95": [0, 1], "mean_score": None}
        assert arena["elo"] == {"0": 1500, "1": 1500, "2": 1500}
        assert 0 < rdb.ttl(arena_key(arena["id"])) <= 7 * 24 * 3600
        queued = _jobs(client).arena_queue.get_job_ids()
        ids = [job_id("arena_match", arena["id"], i) for i in range(5)]
        assert set(ids) <= set(queued), (ids, queued)
        assert all(re.match(JOB_ID_PATTERN, i) for i in ids)
        assert first["seed"] != second["seed"], "random seeds if omitted"
    finally:
        for created in (arena, first, second):
            client.delete(f"/v1/arena/{created['id']}")


# --- the jobs ---------------------------------------------------------------------------------

def test_a_job_that_runs_twice_records_the_same_match_once(client, rdb):
    arena = _create(client, seed=5)
    try:
        first = arena_job.play_arena_match(arena["id"], 3)
        assert first == {"outcome": "recorded", "index": 3, "failed": False}
        stored = _records(rdb, arena["id"])
        assert arena_job.play_arena_match(arena["id"], 3)["outcome"] == "already_played"
        # even a second run that does play (a retry racing the first) rewrites the same field
        rdb.hdel(results_key(arena["id"]), "3")
        arena_job.play_arena_match(arena["id"], 3)
        again = _records(rdb, arena["id"])
        assert list(again) == [3]
        for record in (stored[3], again[3]):
            record.pop("seconds")
        assert again == stored
        view = _view(client, arena["id"])
        assert (view["status"], view["done"], view["total"]) == ("running", 1, 6)
        assert 0 < rdb.ttl(results_key(arena["id"])) <= 7 * 24 * 3600
    finally:
        client.delete(f"/v1/arena/{arena['id']}")
    assert arena_job.play_arena_match("AAAAAAAAAAAAAAAAAAAAAA", 0)["outcome"] == "gone"


def test_a_match_the_engine_cannot_finish_is_counted_failed(client, monkeypatch):
    arena = _create(client, matches=2)

    def broken(*args, **kwargs):
        raise ArenaError("stuck")

    try:
        monkeypatch.setattr(arena_job, "play_match", broken)
        assert arena_job.play_arena_match(arena["id"], 0)["failed"] is True
        monkeypatch.undo()
        assert arena_job.play_arena_match(arena["id"], 1)["failed"] is False
        view = _view(client, arena["id"])
        assert (view["status"], view["done"], view["failed"]) == ("finished", 1, 1)
        assert sum(r["wins"] for r in view["results"].values()) == 1
    finally:
        client.delete(f"/v1/arena/{arena['id']}")


# --- through real worker processes ------------------------------------------------------------

def test_small_arena_through_a_worker(client, rdb, quiet_worker):
    arena = _create(client, matches=6, seed=42)
    twin = _create(client, matches=6, seed=42)
    final = wait_for(lambda: _settled(client, arena["id"]), timeout_s=30)
    assert final["status"] == "finished" and final["done"] == final["total"] == 6
    assert final["failed"] == 0
    results = final["results"]
    assert sum(r["wins"] for r in results.values()) == pytest.approx(6)
    for p, r in results.items():
        lo, hi = r["ci95"]
        assert 0 <= lo <= r["win_rate"] <= hi <= 1
        assert r["win_rate"] == pytest.approx(r["wins"] / 6, abs=1e-6)
        assert r["mean_score"] is not None and r["level"] == GREEDY_VS_RANDOM[int(p)]["level"]
    elo = final["elo"]
    assert set(elo) == {"0", "1"} and sum(elo.values()) == pytest.approx(3000, abs=0.2)
    if results["0"]["wins"] != results["1"]["wins"]:
        assert (elo["0"] > elo["1"]) == (results["0"]["wins"] > results["1"]["wins"])

    # each match: rotated seats, its derived seed, and exactly what the engine plays
    players = [("greedy", Budget()), ("random", Budget())]
    options = PETITS.resolve_options({}, 2)
    for index, record in _records(rdb, arena["id"]).items():
        order = seat_order(2, index)
        assert record["seats"] == order and record["seed"] == match_seed(42, index)
        seated = [players[p] for p in order]
        expected = to_players(play_match(PETITS, seated, options, record["seed"]), order)
        assert {k: record[k] for k in expected} == expected
    assert {r["seats"][0] for r in _records(rdb, arena["id"]).values()} == {0, 1}

    # the same arena seed gives the same results
    same = wait_for(lambda: _settled(client, twin["id"]), timeout_s=30)
    for key in ("results", "elo", "done"):
        assert same[key] == final[key]

    job = client.get(f"/v1/jobs/{job_id('arena_match', arena['id'], 0)}").json
    assert job["kind"] == "arena_match" and job["status"] == "finished"
    assert job["result"]["outcome"] == "recorded"

    # cancelling a finished arena changes nothing
    after = client.delete(f"/v1/arena/{arena['id']}")
    assert after.status_code == 200 and after.json == final


def test_cancelled_arena_skips_the_matches_not_played(client, settings):
    arena = _create(client, matches=40, seed=3)  # no worker is running: all 40 wait
    cancelled = client.delete(f"/v1/arena/{arena['id']}")
    assert cancelled.status_code == 200
    assert cancelled.json["status"] == "cancelled" and cancelled.json["done"] == 0
    assert client.delete(f"/v1/arena/{arena['id']}").json["status"] == "cancelled"
    last = _jobs(client).fetch(job_id("arena_match", arena["id"], 39))
    process = _quiet_worker(settings)
    try:
        wait_for(lambda: last.get_status(refresh=True) == "finished", timeout_s=30)
    finally:
        stop_process(process)
    assert last.return_value() == {"outcome": "cancelled", "index": 39}
    view = _view(client, arena["id"])
    assert view["status"] == "cancelled" and view["done"] == 0 and view["total"] == 40


def test_cancelling_midway_keeps_what_was_played(client, rdb, quiet_worker):
    arena = _create(client, matches=150, seed=8)
    wait_for(lambda: _view(client, arena["id"])["done"] >= 3, timeout_s=60)
    cancelled = client.delete(f"/v1/arena/{arena['id']}").json
    assert cancelled["status"] == "cancelled" and 3 <= cancelled["done"] < 150
    last = _jobs(client).fetch(job_id("arena_match", arena["id"], 149))
    wait_for(lambda: last.get_status(refresh=True) == "finished", timeout_s=90)
    view = _view(client, arena["id"])
    assert view["status"] == "cancelled" and view["done"] == cancelled["done"]
    assert view["results"] == cancelled["results"]


def test_two_workers_share_an_arena(client, rdb, settings):
    processes = [_quiet_worker(settings), _quiet_worker(settings)]
    try:
        queue = _jobs(client).arena_queue
        wait_for(lambda: Worker.count(connection=queue.connection, queue=queue) >= 2,
                 timeout_s=20)
        arena = _create(client, matches=60, seed=21)
        final = wait_for(lambda: _settled(client, arena["id"]), timeout_s=60)
    finally:
        for process in processes:
            stop_process(process)
    assert final["status"] == "finished" and final["done"] == 60
    records = _records(rdb, arena["id"])
    assert sorted(records) == list(range(60)), "one result per match"
    workers = {r["worker"] for r in records.values()}
    assert len(workers) == 2 and None not in workers, "both workers played matches"


def test_arena_matches_never_delay_ai_turns(client, settings):
    arena = _create(client, matches=200, seed=13)  # queued first, no worker yet
    match = client.post("/v1/matches", json={"game": "petits-chevaux", "seed": 4, "seats": [
        {"type": "ai", "ai": {"level": "greedy"}}, {"type": "ai", "ai": {"level": "random"}}]})
    match_id = match.json["match"]["id"]
    process = _quiet_worker(settings)
    try:
        wait_for(lambda: client.get(f"/v1/matches/{match_id}").json["status"] == "finished",
                 timeout_s=30)
        assert _view(client, arena["id"])["done"] < 200, "the match went first"
    finally:
        client.delete(f"/v1/arena/{arena['id']}")
        stop_process(process)
