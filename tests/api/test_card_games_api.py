"""Amazones and Poney Mon Amour over HTTP: hidden hands and cards stay with their owner in
every view and event stream, rounds are scored by the workers, options are validated."""

import random

import pytest

from support.http import assert_problem, bearer, create, play, random_step
from support.processes import wait_for

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

HUMANS_3 = [{"type": "human"}, {"type": "human"}, {"type": "human"}]


def _views(client, mid, tokens):
    yield None, client.get(f"/v1/matches/{mid}").json
    for seat, token in tokens.items():
        yield int(seat), client.get(f"/v1/matches/{mid}", headers=bearer(token)).json


def _check_secrets(client, mid, tokens, after):
    """Every viewer sees only her own hand and face-down card; events likewise."""
    for viewer, view in _views(client, mid, tokens):
        for hand in view["state"]["hands"]:
            assert (hand["cards"] is not None) == (hand["seat"] == viewer)
        bidding = view["state"].get("phase") in ("first_bid", "second_bid")
        for bid in view["state"].get("bids", []):
            if bid["seat"] != viewer and bidding:  # public once revealed
                assert bid["face_down"] is None
        headers = bearer(tokens[str(viewer)]) if viewer is not None else {}
        events = client.get(f"/v1/matches/{mid}/events?after={after}",
                            headers=headers).json["events"]
        for event in events:
            if event.get("seat") == viewer:
                continue
            if event["type"] == "face_down_added" or (
                    event["type"] == "drew" and event["source"] == "pile"):
                assert event["card"] is None, (viewer, event)
            if event["type"] == "move_played" and event["move"]["type"] == "add_face_down":
                assert event["move"]["value"] is None, (viewer, event)


@pytest.mark.parametrize("game, seats", [("amazones", HUMANS_3),
                                         ("poney-mon-amour", HUMANS_3[:2])])
def test_secrets_stay_with_their_owner_through_a_whole_round(client, game, seats):
    match, tokens = create(client, game=game, seats=seats, seed=21)
    mid, rng, after = match["id"], random.Random(3), 0
    for step in range(400):
        moved = random_step(client, mid, tokens, rng)
        if step % 7 == 0:
            _check_secrets(client, mid, tokens, after)
            after = moved["events"][-1]["seq"]
        if moved["match"]["status"] != "active":
            break
    _check_secrets(client, mid, tokens, 0)


def test_own_hand_is_visible_to_its_owner(client):
    match, tokens = create(client, game="poney-mon-amour", seed=4)
    mine = client.get(f"/v1/matches/{match['id']}", headers=bearer(tokens["0"])).json
    hand = mine["state"]["hands"][0]
    assert hand["count"] == 5 and len(hand["cards"]) == 5
    assert {"card", "name", "kind"} <= set(hand["cards"][0])
    public = client.get(f"/v1/matches/{match['id']}").json
    assert public["state"]["hands"][0] == {"seat": 0, "count": 5, "cards": None}
    assert "draw" not in public["state"] and public["state"]["draw_pile"] == 68 - 10


@pytest.mark.parametrize("game, players", [("amazones", 3), ("amazones", 5),
                                           ("poney-mon-amour", 2), ("poney-mon-amour", 4)])
def test_all_ai_matches_finish_through_the_workers(client, worker, game, players):
    seats = [{"type": "ai", "ai": {"level": ("greedy", "random")[i % 2]}}
             for i in range(players)]
    created = client.post("/v1/matches", json={"game": game, "seats": seats, "seed": 5}).json
    mid = created["match"]["id"]
    final = wait_for(lambda: (v := client.get(f"/v1/matches/{mid}").json)["status"] ==
                     "finished" and v, timeout_s=60)
    events = client.get(f"/v1/matches/{mid}/events").json["events"]
    scored = [e for e in events if e["type"] == "round_scored"]
    assert len(scored) == (1 if game == "amazones" else players)
    assert final["result"]["winners"] and final["seed"] == 5
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))


@pytest.mark.parametrize("game, options, field", [
    ("amazones", {"rounds": 2}, "rounds"),
    ("amazones", {"first_player": 3}, "first_player"),  # 3 seats: 0 to 2
    ("amazones", {"first_player": -1}, "first_player"),
    ("amazones", {"first_player": "1"}, "first_player"),
    ("poney-mon-amour", {"amour": 11}, "amour"),
    ("poney-mon-amour", {"problems_per_number": -1}, "problems_per_number"),
    ("poney-mon-amour", {"max_turns_per_round": 0}, "max_turns_per_round"),
    ("poney-mon-amour", {"grosse_colere": True}, "grosse_colere"),
])
def test_invalid_options(client, game, options, field):
    response = client.post("/v1/matches", json={"game": game, "seats": HUMANS_3,
                                                "options": options})
    assert field in assert_problem(response, 422, "invalid_options")["errors"]


@pytest.mark.parametrize("first", [0, 1, 2])
def test_amazones_first_player_opens_the_first_joust(client, first):
    match, _ = create(client, seats=HUMANS_3, game="amazones", options={"first_player": first})
    assert match["options"]["first_player"] == first
    assert match["state"]["opener"] == first and match["to_act"] == [first]
    events = client.get(f"/v1/matches/{match['id']}/events").json["events"]
    assert {"type": "start_player", "seat": first} in [
        {k: e[k] for k in ("type", "seat")} for e in events if e["type"] == "start_player"]


@pytest.mark.parametrize("game, count", [("amazones", 2), ("amazones", 6),
                                         ("poney-mon-amour", 1), ("poney-mon-amour", 5)])
def test_player_counts(client, game, count):
    response = client.post("/v1/matches", json={"game": game, "seats": HUMANS_3[:1] * count})
    assert_problem(response, 422, "validation_error")


def test_malformed_card_moves(client):
    match, tokens = create(client, game="poney-mon-amour", seed=4)
    seat = str(match["to_act"][0])
    for move in ({"type": "build", "card": "step-licorne-1"},
                 {"type": "attack", "card": "colere"},
                 {"type": "attack", "card": "colere", "target": 7},
                 {"type": "discard", "card": 3}):
        assert_problem(play(client, match["id"], tokens[seat], move), 422, "validation_error")
