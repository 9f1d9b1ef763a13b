"""Open seats (lobby and join), resigning, and turn deadlines played by a real worker."""

import threading
import uuid

import pytest

from engines.replay import verify
from service.app import create_app

from support.http import assert_problem, bearer, create, keeps_contract, play, snapshot
from support.processes import settings_with, start_worker, stop_process, wait_for, worker_log

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

OPEN = {"type": "human", "open": True}
ANA = {"type": "human", "name": "Ana"}


def _events(client, mid):
    return client.get(f"/v1/matches/{mid}/events").json["events"]


def test_open_seats_wait_then_start_when_all_are_claimed(client, rdb):
    match, tokens = create(client, seats=[ANA, OPEN, OPEN])
    mid = match["id"]
    assert match["status"] == "waiting" and match["to_act"] == [] and set(tokens) == {"0"}
    assert [s["open"] for s in match["seats"]] == [False, True, True]
    assert_problem(play(client, mid, tokens["0"], {"type": "roll"}), 409, "not_your_turn")
    joined = client.post(f"/v1/matches/{mid}/join", json={"seat": 2, "name": "Zoé"}).json
    assert joined["seat"] == 2 and joined["match"]["status"] == "waiting"
    assert joined["match"]["viewer"] == 2
    body = assert_problem(client.post(f"/v1/matches/{mid}/join",
                                      json={"seat": 2, "name": "X"}), 409, "seat_taken")
    assert body["open_seats"] == [1]
    last = client.post(f"/v1/matches/{mid}/join", json={"name": "Bo"}).json
    assert last["seat"] == 1 and last["match"]["status"] == "active"
    view = client.get(f"/v1/matches/{mid}", headers=bearer(last["seat_token"])).json
    assert view["viewer"] == 1 and [s["name"] for s in view["seats"]] == ["Ana", "Bo", "Zoé"]
    types = [e["type"] for e in _events(client, mid)]
    assert types[:4] == ["seat_joined", "seat_joined", "match_started", "start_roll"]
    before = snapshot(rdb, mid)
    assert_problem(client.post(f"/v1/matches/{mid}/join", json={"name": "Late"}), 409,
                   "seat_taken")
    assert snapshot(rdb, mid) == before


ROLL_OFF = ("start_roll", "start_player")


def test_petits_chevaux_rolls_for_the_first_player_once_the_table_is_full(client):
    """Nobody rolls before every seat is taken: a joiner cannot pick the seat that won the
    roll-off, and the log does not show rolls of players who are not there yet."""
    match, tokens = create(client, seats=[ANA, OPEN])
    mid = match["id"]
    for view in (match, client.get(f"/v1/matches/{mid}").json,
                 client.get(f"/v1/matches/{mid}", headers=bearer(tokens["0"])).json):
        assert view["status"] == "waiting" and view["to_act"] == []
        assert view["state"]["phase"] == "roll_off" and view["legal_moves"] == []
    assert not [e for e in _events(client, mid) if e["type"] in ROLL_OFF]
    joined = client.post(f"/v1/matches/{mid}/join", json={"name": "Bo"}).json
    events = _events(client, mid)
    types = [e["type"] for e in events]
    assert types[:3] == ["seat_joined", "match_started", "start_roll"]
    assert set(types[2:]) == set(ROLL_OFF) and types[-1] == "start_player"
    first = events[-1]["seat"]
    assert joined["match"]["status"] == "active" and joined["match"]["to_act"] == [first]
    assert joined["match"]["state"] == {**joined["match"]["state"], "phase": "roll",
                                        "turn": first}
    # the roll-off is the seed's, as a replay re-plays it: the finished match verifies
    assert play(client, mid, tokens["0"] if first == 0 else joined["seat_token"],
                {"type": "roll"}).status_code == 200
    client.post(f"/v1/matches/{mid}/resign", headers=bearer(tokens["0"]))
    replay = client.get(f"/v1/matches/{mid}/replay").json
    assert replay["steps"][0]["move"] == {"type": "roll"} and replay["steps"][-1] == {
        "resign": 0}
    verify(replay)
    for step in (0, len(replay["steps"])):
        assert client.get(f"/v1/matches/{mid}/replay/steps/{step}").status_code == 200


def test_a_match_that_never_filled_its_table_verifies_unstarted(client):
    match, tokens = create(client, seats=[ANA, OPEN])
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["0"]))
    assert not [e for e in _events(client, match["id"]) if e["type"] in ROLL_OFF]
    replay = client.get(f"/v1/matches/{match['id']}/replay").json
    assert replay["steps"] == [{"resign": 0}]
    assert verify(replay)["phase"] == "roll_off"
    assert client.get(f"/v1/matches/{match['id']}/replay/steps/1").status_code == 200


def test_join_validation(client):
    match, _ = create(client, seats=[ANA, OPEN])
    url = f"/v1/matches/{match['id']}/join"
    assert_problem(client.post(url, json={"seat": 1}), 422, "validation_error")
    assert_problem(client.post(url, json={"seat": 9, "name": "x"}), 422, "validation_error")
    assert_problem(client.post(url, json={"name": ""}), 422, "validation_error")
    assert_problem(client.post("/v1/matches/AAAAAAAAAAAAAAAAAAAAAA/join", json={"name": "x"}),
                   404, "match_not_found")
    response = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": [
        {"type": "ai", "open": True, "ai": {"level": "random"}}, ANA]})
    assert "seats.0.open" in assert_problem(response, 422, "validation_error")["errors"]


def test_join_race_has_one_winner(app):
    match, _ = create(app.test_client(), seats=[ANA, OPEN])
    barrier, answers = threading.Barrier(6), []

    def join():
        client = app.test_client()
        barrier.wait()
        answers.append(client.post(f"/v1/matches/{match['id']}/join",
                                   json={"seat": 1, "name": "racer"}).status_code)

    threads = [threading.Thread(target=join) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [200] + [409] * 5


def test_lobby_lists_waiting_matches_by_game_with_pages(client):
    game = "poney-mon-amour"
    created = [create(client, game=game, seats=[ANA, OPEN])[0]["id"] for _ in range(3)]
    listed, cursor = [], None
    for _ in range(500):  # the shared test Redis may hold waiting matches of earlier runs
        query = f"/v1/matches?status=waiting&game={game}&limit=7"
        page = client.get(query + (f"&cursor={cursor}" if cursor else "")).json
        listed += [m["id"] for m in page["matches"]]
        assert all(m["status"] == "waiting" and m["game"] == game for m in page["matches"])
        cursor = page["next_cursor"]
        if cursor is None or set(created) <= set(listed):
            break
    assert set(created) <= set(listed)
    client.post(f"/v1/matches/{created[0]}/join", json={"name": "Bo"})
    everything = client.get(f"/v1/matches?game={game}&limit=100").json["matches"]
    assert created[0] not in {m["id"] for m in everything}
    assert_problem(client.get("/v1/matches?status=active"), 422, "validation_error")
    assert_problem(client.get("/v1/matches?limit=1000"), 422, "validation_error")


def test_resign_two_players_ends_the_match(client, rdb):
    match, tokens = create(client, seed=3)
    mid = match["id"]
    response = client.post(f"/v1/matches/{mid}/resign", headers=bearer(tokens["0"]))
    assert response.status_code == 200
    final = response.json["match"]
    assert final["status"] == "finished" and final["seed"] == 3
    assert final["result"] == {"ranking": [1, 0], "scores": {"1": 1, "0": 0},
                               "winners": [1], "resigned": 0}
    before = snapshot(rdb, mid)
    assert_problem(client.post(f"/v1/matches/{mid}/resign", headers=bearer(tokens["1"])),
                   409, "match_finished")
    assert_problem(client.post(f"/v1/matches/{mid}/resign"), 401, "unauthorized")
    assert snapshot(rdb, mid) == before


def test_resign_in_a_bigger_match_hands_the_seat_to_the_ai(client, worker):
    match, tokens = create(client, seats=[ANA, ANA, ANA], seed=4)
    mid, seat = match["id"], str(match["to_act"][0])
    resigned = client.post(f"/v1/matches/{mid}/resign", headers=bearer(tokens[seat])).json
    assert resigned["match"]["seats"][int(seat)]["type"] == "ai"
    assert resigned["jobs"][0]["kind"] == "ai_turn"
    wait_for(lambda: client.get(f"/v1/matches/{mid}").json["to_act"] != [int(seat)])
    assert_problem(play(client, mid, tokens[seat], {"type": "roll"}), 409, "not_your_turn")
    # the token still names its seat (for a rematch) but reads the public view only
    assert client.get(f"/v1/matches/{mid}", headers=bearer(tokens[seat])).json["viewer"] \
        is None


def test_turn_deadline_is_played_by_the_ai_then_the_seat_goes_to_the_ai(settings):
    # On a queue of its own: deadlines need the worker's RQ scheduler, which runs only where
    # it holds the queue's scheduler lock; a lock another test's worker left behind would
    # keep it off for a minute.
    own = settings_with(settings, rq_queue=f"{settings.rq_queue}-deadline-{uuid.uuid4().hex[:6]}")
    client = create_app(own).test_client()
    match, tokens = create(client, seed=5, options={"turn_timeout_s": 1, "timeouts_to_ai": 2})
    mid = match["id"]
    assert match["options"]["turn_timeout_s"] == 1
    process = start_worker(own)
    try:
        replaced = wait_for(lambda: [e for e in _events(client, mid)
                                     if e["type"] == "seat_replaced_by_ai"], timeout_s=30,
                            explain=lambda: worker_log(process))
    finally:
        stop_process(process)
    events = keeps_contract(client.get(f"/v1/matches/{mid}/events"), "get",
                            "/v1/matches/{match_id}/events")["events"]
    timed_out = [e for e in events if e["type"] == "turn_timed_out"]
    assert [e["timeouts_in_a_row"] for e in timed_out[:2]] == [1, 2]
    assert timed_out[0]["played_by"] == "greedy"
    played = next(e for e in events if e["type"] == "move_played")
    assert played["version"] == timed_out[0]["version"]
    view = client.get(f"/v1/matches/{mid}").json
    seat = replaced[0]["seat"]
    assert view["seats"][seat]["type"] == "ai"
    # like a resigned seat, a seat handed to the AI reads the public view only
    token = bearer(tokens[str(seat)])
    assert client.get(f"/v1/matches/{mid}", headers=token).json["viewer"] is None
    assert client.get(f"/v1/matches/{mid}/events", headers=token).json == \
        client.get(f"/v1/matches/{mid}/events").json


def test_deadline_options_are_validated(client):
    for options in ({"turn_timeout_s": 0}, {"turn_timeout_s": "soon"},
                    {"timeouts_to_ai": 0}):
        response = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": [
            ANA, ANA], "options": options})
        assert set(options) <= set(assert_problem(response, 422, "invalid_options")["errors"])
    entry = client.get("/v1/games/amazones").json
    assert "turn_timeout_s" in entry["options_schema"]["properties"]
