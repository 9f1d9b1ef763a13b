"""GET /v1/matches/{id}/replay/steps/{step}: a finished match step by step, re-played from its
seed. Step 0 is the match before its first step, the last step's view is the finished match's
public view, the steps' events in order are its public events, and no step shows what the
public could not see then (checked against an independent re-play with the engines: the
public view of each state, no other hand's card, no RNG, no seed before the end). Problems:
409 while the match runs or for retired rules, 404 for an unknown match or step. Later steps
of a match cost no read of its log."""

import dataclasses
import json
import random

import pytest

from engines.poney_mon_amour import CARD_INFO
from engines.registry import GAMES
from engines.replay import apply_step
from service.http.resources import replay as replay_api
from service.match.replay_steps import Timelines

from conftest import wait_for
from helpers import assert_problem, bearer, create, random_step
from helpers import keeps_contract as check

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

PATH = "/v1/matches/{match_id}/replay/steps/{step}"
SEED = 4_711_000_000_000_017  # 16 digits: its decimal string cannot occur by chance
AI = {"type": "ai", "ai": {"level": "random", "think_ms": 10}}
CHECKED_EVERY = 25
STEP_CARDS = {c for c in CARD_INFO if c.startswith("step-")}  # Poney Mon Amour's unique cards


def finished_ai_match(client, game: str, players: int, options: dict) -> dict:
    created = client.post("/v1/matches", json={"game": game, "seats": [AI] * players,
                                                "options": options, "seed": SEED})
    assert created.status_code == 201, created.json
    match_id = created.json["match"]["id"]
    return wait_for(lambda: (view := client.get(f"/v1/matches/{match_id}").json)[
        "status"] == "finished" and view, timeout_s=120)


def step_of(client, match_id: str, step: int):
    return client.get(f"/v1/matches/{match_id}/replay/steps/{step}")


def all_steps(client, match_id: str) -> list[dict]:
    """Every step's body; the first two, every CHECKED_EVERY-th and the last checked against
    the contract (a check costs ten times the request)."""
    first = check(step_of(client, match_id, 0), "get", PATH)
    bodies = [first]
    for k in range(1, first["steps"] + 1):
        response = step_of(client, match_id, k)
        assert response.status_code == 200, response.json
        if k == 1 or k % CHECKED_EVERY == 0 or k == first["steps"]:
            check(response, "get", PATH)
        bodies.append(response.json)
    return bodies


def public_events(client, match_id: str) -> list[dict]:
    return client.get(f"/v1/matches/{match_id}/events?after=0").json["events"]


def assert_consistent(client, final: dict, steps: list[dict]) -> None:
    """The steps end in the finished match's public view and share its public events."""
    match_id = final["id"]
    replay = client.get(f"/v1/matches/{match_id}/replay").json
    assert [s["step"] for s in steps] == list(range(len(replay["steps"]) + 1))
    assert {s["steps"] for s in steps} == {len(replay["steps"])}
    assert {s["game"] for s in steps} == {final["game"]}
    assert steps[-1]["match"] == final
    assert [e for s in steps for e in s["events"]] == public_events(client, match_id)
    versions = [s["match"]["version"] for s in steps]
    assert versions == sorted(set(versions)), "each step shows a later version"
    for body in steps:
        assert all(e["version"] <= body["match"]["version"] for e in body["events"])
        assert body["match"]["viewer"] is None and body["match"]["legal_moves"] == []
    assert all(s["match"]["status"] != "finished" for s in steps[:-1])


def test_steps_run_from_the_setup_to_the_finished_view(client, worker):
    final = finished_ai_match(client, "petits-chevaux", 2, {"horses_per_player": 1})
    steps = all_steps(client, final["id"])
    assert_consistent(client, final, steps)
    start = steps[0]
    assert start["step"] == 0 and start["steps"] > 10
    assert start["match"]["status"] == "active" and start["match"]["result"] is None
    assert start["match"]["seed"] is None and start["match"]["seed_salt"] is None
    assert start["match"]["seed_commitment"] == final["seed_commitment"]
    assert [e["type"] for e in steps[1]["events"]][0] == "move_played"
    game = GAMES["petits-chevaux"]
    setup, _ = game.begin(2, game.resolve_options({"horses_per_player": 1}, 2), SEED)
    assert start["match"]["state"] == json.loads(json.dumps(game.view(setup, None)))
    assert steps[-1]["match"]["status"] == "finished" and steps[-1]["match"]["result"]


def test_no_step_shows_what_the_public_could_not_see(client, worker):
    """Poney Mon Amour: hands and the pile stay hidden at every step; each step's state is
    the public view of an independent re-play's state; the seed shows only at the end."""
    game = GAMES["poney-mon-amour"]
    final = finished_ai_match(client, game.id, 3, {"max_turns_per_round": 10})
    steps = all_steps(client, final["id"])
    assert_consistent(client, final, steps)
    replay = client.get(f"/v1/matches/{final['id']}/replay").json
    state, _ = game.begin(3, game.resolve_options(replay["options"], 3), SEED)
    seen = set()  # step cards the engine's public view has shown (taken from the discard...)
    for number, body in enumerate(steps):
        if number:
            state = apply_step(game, state, replay["steps"][number - 1])
        public = json.loads(json.dumps(game.view(state, None)))
        seen |= {c for c in STEP_CARDS if f'"{c}"' in json.dumps(public)}
        shown = body["match"]["state"]
        assert shown == public, number
        assert all(hand["cards"] is None for hand in shown["hands"]), number
        text = json.dumps(body)
        hidden = {c for hand in state["hands"] for c in hand} | set(state["draw"])
        leaked = [c for c in hidden & STEP_CARDS - seen if f'"{c}"' in text]
        assert leaked == [], (number, body["events"])
        assert '"rng"' not in text
        assert (str(SEED) in text) == (number == len(steps) - 1), number


def test_a_resignation_is_the_last_step_and_the_rematch_link_follows_it(client):
    match, tokens = create(client, options={"horses_per_player": 1})
    rng = random.Random(3)
    for _ in range(6):
        random_step(client, match["id"], tokens, rng)
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["1"]))
    final = client.get(f"/v1/matches/{match['id']}").json
    steps = all_steps(client, match["id"])
    assert_consistent(client, final, steps)
    assert len(steps) == 8  # the setup, six moves, the resignation
    before, last = steps[-2]["match"], steps[-1]["match"]
    assert before["status"] == "active" and before["result"] is None
    assert not before["seats"][1]["resigned"] and before["to_act"]
    assert last["status"] == "finished" and last["result"]["resigned"] == 1
    assert last["seats"][1]["resigned"] and last["to_act"] == []
    assert [e["type"] for e in steps[-1]["events"]] == ["seat_resigned", "match_forfeited"]

    client.post(f"/v1/matches/{match['id']}/rematch", headers=bearer(tokens["0"]))
    linked = client.get(f"/v1/matches/{match['id']}").json
    again = all_steps(client, match["id"])
    assert_consistent(client, linked, again)  # a new version: not the cached timeline
    assert again[-1]["match"]["rematch"] == linked["rematch"] is not None
    assert again[-2]["match"]["rematch"] is None
    assert again[-1]["events"][-1]["type"] == "rematch_created"


def test_a_seat_handed_to_the_ai_shows_so_from_its_step_on(client, worker):
    """Seat 2 resigns on its first turn, after the AI seats' first steps: the AI plays it from
    the step before the resignation (whose events it trails) on."""
    seats = [AI, AI, {"type": "human", "name": "Cy"}]
    match, tokens = create(client, seats=seats, options={"horses_per_player": 1}, seed=SEED)
    assert match["to_act"] != [2]  # this seed: an AI seat begins
    wait_for(lambda: client.get(f"/v1/matches/{match['id']}").json["to_act"] == [2])
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["2"]))
    final = wait_for(lambda: (view := client.get(f"/v1/matches/{match['id']}").json)[
        "status"] == "finished" and view, timeout_s=120)
    steps = all_steps(client, match["id"])
    assert_consistent(client, final, steps)
    resigned = [k for k, s in enumerate(steps)
                if "seat_resigned" in [e["type"] for e in s["events"]]]
    assert len(resigned) == 1 and resigned[0] > 0
    for k, body in enumerate(steps):
        seat = body["match"]["seats"][2]
        assert (seat["type"], seat["resigned"]) == (
            ("ai", True) if k >= resigned[0] else ("human", False)), k
        assert ("ai_level" in seat) == (k >= resigned[0])


def test_problems(client, monkeypatch):
    match, tokens = create(client, options={"horses_per_player": 1})
    running = step_of(client, match["id"], 0)
    assert assert_problem(running, 409, "match_not_finished")
    check(running, "get", PATH)
    for unknown in ("A" * 22, "not-a-match-id"):
        gone = step_of(client, unknown, 0)
        assert_problem(gone, 404, "match_not_found")
        check(gone, "get", PATH)
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["1"]))
    last = step_of(client, match["id"], 1).json
    assert last["steps"] == 1 and last["match"]["status"] == "finished"
    for beyond in (2, 10**30):
        past = step_of(client, match["id"], beyond)
        assert assert_problem(past, 404, "step_not_found")["steps"] == 1
        check(past, "get", PATH)
    assert step_of(client, match["id"], -1).status_code == 404
    game = GAMES["petits-chevaux"]
    monkeypatch.setitem(GAMES, game.id, dataclasses.replace(
        game, rules_version=game.rules_version + 1))
    retired = step_of(client, match["id"], 0)
    detail = assert_problem(retired, 409, "other_rules")["detail"]
    assert f"version {game.rules_version};" in detail


@pytest.fixture()
def log_reads(app, monkeypatch) -> list:
    """The reads of a match's log from now on, with a fresh cache of timelines."""
    store = app.extensions["haras"].store
    reads, read_events = [], store.read_events
    monkeypatch.setattr(store, "read_events", lambda *a: reads.append(a) or read_events(*a))
    monkeypatch.setitem(app.extensions, replay_api.TIMELINES_KEY, Timelines(40_000))
    return reads


def resigned_after(client, moves: int, seed: int) -> str:
    match, tokens = create(client, options={"horses_per_player": 1})
    rng = random.Random(seed)
    for _ in range(moves):
        random_step(client, match["id"], tokens, rng)
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["0"]))
    return match["id"]


def test_later_steps_do_not_read_the_log_again(client, log_reads):
    match_id = resigned_after(client, 20, 5)
    log_reads.clear()
    bodies = [step_of(client, match_id, k).json for k in (21, 3, 20, 0, 17)]
    assert len(log_reads) == 1
    assert [b["step"] for b in bodies] == [21, 3, 20, 0, 17]
    assert bodies[0]["match"]["status"] == "finished"


def test_the_kept_timelines_hold_at_most_their_budget_of_steps(app, client, log_reads,
                                                               monkeypatch):
    first, second = resigned_after(client, 4, 1), resigned_after(client, 4, 2)  # 5 steps each
    for budget, reads in ((10, 2), (9, 3)):
        monkeypatch.setitem(app.extensions, replay_api.TIMELINES_KEY, Timelines(budget))
        log_reads.clear()
        for match_id in (first, second, first):
            assert step_of(client, match_id, 2).status_code == 200
        assert len(log_reads) == reads, budget  # over budget, the first was let go
