"""Rematch: one new match shared by every seat of a finished one, each human seat claiming its
own token by calling it; AI seats carried over; links both ways; race-safe and idempotent."""

import random
import threading

import pytest

from service.match.rematch import rematch_seats

from conftest import wait_for
from helpers import assert_problem, bearer, create, keys, random_step, snapshot

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

ANA, BO = {"type": "human", "name": "Ana"}, {"type": "human", "name": "Bo"}
GREEDY = {"type": "ai", "ai": {"level": "greedy", "think_ms": 60}}


def _finished(client, seats=None, game="petits-chevaux", resigning=1, **body):
    """A match of `seats` that ended when seat `resigning` resigned (two seats: a forfeit)."""
    match, tokens = create(client, seats=seats or [ANA, BO], game=game, **body)
    resigned = client.post(f"/v1/matches/{match['id']}/resign",
                           headers=bearer(tokens[str(resigning)]))
    assert resigned.status_code == 200 and resigned.json["match"]["status"] == "finished"
    return match["id"], tokens


def _rematch(client, match_id: str, token: str, **headers):
    return client.post(f"/v1/matches/{match_id}/rematch", headers={**bearer(token), **headers})


def test_the_first_call_creates_the_match_the_last_starts_it(client, rdb):
    old, tokens = _finished(client)
    first = _rematch(client, old, tokens["0"])
    assert first.status_code == 201, first.json
    new = first.json["match"]
    assert first.headers["Location"] == f"/v1/matches/{new['id']}"
    assert new["id"] != old and new["rematch_of"] == old and new["rematch"] is None
    assert new["status"] == "waiting" and new["to_act"] == [] and new["viewer"] == 0
    assert first.json["seat"] == 0
    assert [(s["name"], s["type"], s["reserved"], s["open"]) for s in new["seats"]] == [
        ("Ana", "human", False, False), ("Bo", "human", True, False)]
    old_view = client.get(f"/v1/matches/{old}").json
    assert old_view["rematch"] == new["id"] and old_view["status"] == "finished"
    assert old_view["rematch_of"] is None

    again = snapshot(rdb, new["id"]), snapshot(rdb, old)
    assert_problem(_rematch(client, old, tokens["0"]), 409, "seat_taken")
    assert (snapshot(rdb, new["id"]), snapshot(rdb, old)) == again
    # a reserved seat is not open to strangers
    assert_problem(client.post(f"/v1/matches/{new['id']}/join", json={"name": "Zoé"}), 409,
                   "seat_taken")

    second = _rematch(client, old, tokens["1"])
    assert second.status_code == 200, second.json
    started = second.json["match"]
    assert started["id"] == new["id"] and started["viewer"] == 1 and second.json["seat"] == 1
    assert started["status"] == "active" and started["to_act"]
    assert not any(s["reserved"] for s in started["seats"])
    for seat, token in ((0, first.json["seat_token"]), (1, second.json["seat_token"])):
        assert client.get(f"/v1/matches/{new['id']}", headers=bearer(token)).json["viewer"] \
            == seat
        # the old tokens open the old match only
        assert_problem(client.get(f"/v1/matches/{new['id']}", headers=bearer(tokens[str(seat)])),
                       403, "forbidden")
    types = [e["type"] for e in client.get(f"/v1/matches/{new['id']}/events").json["events"]]
    # Petits Chevaux rolls for the first player once both are back
    assert types[:4] == ["seat_joined", "seat_joined", "match_started", "start_roll"]
    assert types[-1] == "start_player"
    assert_problem(_rematch(client, old, tokens["1"]), 409, "seat_taken")


def test_ai_seats_options_and_game_are_carried_over(client):
    options = {"horses_per_player": 2, "turn_timeout_s": 120}
    old, tokens = _finished(client, seats=[ANA, GREEDY], resigning=0, options=options)
    new = _rematch(client, old, tokens["0"])
    assert new.status_code == 201, new.json
    match = new.json["match"]
    # the only human seat came back: the match starts at once
    assert match["status"] == "active" and match["game"] == "petits-chevaux"
    assert match["options"] == client.get(f"/v1/matches/{old}").json["options"]
    assert match["options"]["horses_per_player"] == 2
    assert match["options"]["turn_timeout_s"] == 120
    assert [(s["type"], s.get("ai_level")) for s in match["seats"]] == [
        ("human", None), ("ai", "greedy")]


def test_poney_mon_amour_rematch_is_opened_by_the_previous_winner(client):
    for resigning, winner in ((0, 1), (1, 0)):
        old, tokens = _finished(client, game="poney-mon-amour", resigning=resigning)
        assert client.get(f"/v1/matches/{old}").json["result"]["winners"] == [winner]
        _rematch(client, old, tokens["0"])
        started = _rematch(client, old, tokens["1"]).json["match"]
        assert started["options"]["first_player"] == winner
        assert started["state"]["opener"] == winner and started["to_act"] == [winner]


def test_amazones_rematch_is_opened_by_the_previous_winner(client, worker):
    # seed 2, these moves: seat 2 wins alone a match seat 0 opened
    match, tokens = create(client, seats=[ANA, BO, {"type": "human", "name": "Cy"}],
                           game="amazones", options={"first_player": 0}, seed=2)
    rng = random.Random(3)
    while client.get(f"/v1/matches/{match['id']}").json["status"] == "active":
        random_step(client, match["id"], tokens, rng)
    final = wait_for(lambda: (v := client.get(f"/v1/matches/{match['id']}").json)["status"]
                     == "finished" and v, timeout_s=60)
    assert final["result"]["winners"] == [2]
    for seat in "012":
        started = _rematch(client, match["id"], tokens[seat]).json["match"]
    assert started["status"] == "active" and started["options"]["first_player"] == 2
    assert started["state"]["opener"] == 2 and started["to_act"] == [2]


def test_only_a_seat_of_a_finished_match_may_call_it(client, rdb):
    running, tokens = create(client, seats=[ANA, BO])
    other, other_tokens = _finished(client)
    before = keys(rdb)
    url = f"/v1/matches/{running['id']}/rematch"
    assert_problem(_rematch(client, running["id"], tokens["0"]), 409, "match_not_finished")
    assert_problem(client.post(url), 401, "unauthorized")
    assert_problem(_rematch(client, other, tokens["0"]), 403, "forbidden")
    assert_problem(_rematch(client, other, "made-up"), 401, "unauthorized")
    assert_problem(_rematch(client, "AAAAAAAAAAAAAAAAAAAAAA", tokens["0"]), 404,
                   "match_not_found")
    assert keys(rdb) - before == set()
    assert client.get(f"/v1/matches/{other}").json["rematch"] is None


def test_every_seat_that_held_a_token_comes_back_human():
    """A seat handed to the AI (resigned, or timed out too often) still holds its player's
    token: she comes back as a human; an AI seat from the start stays the same AI; a seat
    never claimed stays open."""
    old = {"seats": [
        {"seat": 0, "type": "ai", "name": "Ana", "ai_level": "greedy", "think_ms": 200},
        {"seat": 1, "type": "ai", "name": "AI 1", "ai_level": "expert", "think_ms": 900},
        {"seat": 2, "type": "human", "name": "Seat 2", "open": True},
        {"seat": 3, "type": "human", "name": "Bo"}],
        "token_hashes": {"0": "a", "3": "b"}}
    assert rematch_seats(old) == [
        {"seat": 0, "type": "human", "name": "Ana", "reserved": True},
        {"seat": 1, "type": "ai", "name": "AI 1", "ai_level": "expert", "think_ms": 900},
        {"seat": 2, "type": "human", "name": "Seat 2", "open": True},
        {"seat": 3, "type": "human", "name": "Bo", "reserved": True}]


@pytest.mark.parametrize("round_", range(5))
def test_seats_calling_at_the_same_moment_share_one_new_match(app, rdb, round_):
    client = app.test_client()
    old, tokens = _finished(client)
    callers = [tokens["0"], tokens["1"]] * 3
    barrier, answers, lock = threading.Barrier(len(callers)), [], threading.Lock()

    def call(token):
        mine = app.test_client()
        barrier.wait()
        response = _rematch(mine, old, token)
        with lock:
            answers.append((token, response.status_code, response.json))

    threads = [threading.Thread(target=call, args=(t,)) for t in callers]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    won = [a for a in answers if a[1] in (200, 201)]
    assert sorted(a[1] for a in answers) == [200, 201, 409, 409, 409, 409]
    assert {a[0] for a in won} == {tokens["0"], tokens["1"]}  # one claim per seat
    assert len({a[2]["match"]["id"] for a in won}) == 1
    assert all(a[2]["code"] == "seat_taken" for a in answers if a[1] == 409)
    new_id = won[0][2]["match"]["id"]
    assert client.get(f"/v1/matches/{old}").json["rematch"] == new_id
    assert client.get(f"/v1/matches/{new_id}").json["status"] == "active"
    # no second match was left behind
    made = [k for k in keys(rdb) if k.endswith("}:match")
            and f'"rematch_of": "{old}"' in (rdb.hget(k, "doc") or "").replace('":"', '": "')]
    assert len(made) == 1


def test_a_retry_with_the_same_idempotency_key_gets_the_same_answer(client):
    old, tokens = _finished(client)
    first = _rematch(client, old, tokens["0"], **{"Idempotency-Key": "again-1"})
    retry = _rematch(client, old, tokens["0"], **{"Idempotency-Key": "again-1"})
    assert first.status_code == retry.status_code == 201
    assert retry.get_data() == first.get_data()
    assert retry.headers["Idempotent-Replayed"] == "true"
    # another seat's token with the same key is another request
    other = _rematch(client, old, tokens["1"], **{"Idempotency-Key": "again-1"})
    assert other.status_code == 200 and "Idempotent-Replayed" not in other.headers
    assert other.json["match"]["id"] == first.json["match"]["id"]


def test_a_rematch_belongs_to_the_old_matchs_api_key_only_while_it_is_valid(app, client, rdb):
    from helpers import api_keys

    with api_keys(app, rdb) as make:
        kept, revoked = make("kept"), make("revoked")
        owners = []
        for key in (kept, revoked):
            created = client.post("/v1/matches", headers={"X-API-Key": key["key"]},
                                  json={"game": "petits-chevaux", "seats": [ANA, BO]}).json
            old, tokens = created["match"]["id"], created["seat_tokens"]
            client.post(f"/v1/matches/{old}/resign", headers=bearer(tokens["1"]))
            if key is revoked:
                assert app.test_cli_runner().invoke(
                    args=["keys", "revoke", key["id"]]).exit_code == 0
            new = _rematch(client, old, tokens["0"]).json["match"]["id"]
            owners.append(app.extensions["haras"].store.load(new)["api_key_id"])
        assert owners == [kept["id"], None]
