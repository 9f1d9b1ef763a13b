"""A move whose If-Match names the version its process last wrote skips reading the match
(service/state/store.py, `Store.recent`); every other case is answered as if it had read it. Two
app instances on one Redis stand for two API processes."""

import json

import pytest

from service import create_app
from service.state.store import match_key

from support.http import assert_problem, create, play, snapshot

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster


@pytest.fixture()
def other_client(settings):
    return create_app(settings).test_client()


def _legal(client, match_id: str, token: str) -> list[dict]:
    response = client.get(f"/v1/matches/{match_id}/legal-moves",
                          headers={"Authorization": f"Bearer {token}"})
    return response.json["legal_moves"]


def _store(client):
    return client.application.extensions["haras"].store


def test_the_version_this_process_wrote_is_not_read_again(client, monkeypatch):
    match, tokens = create(client, seed=3)
    monkeypatch.setattr(_store(client), "load", lambda _id: pytest.fail("read again"))
    response = play(client, match["id"], tokens["0"], {"type": "roll"}, **{"If-Match": '"1"'})
    assert response.status_code == 200 and response.headers["ETag"] == '"2"'


def test_a_stale_if_match_is_412_even_where_that_version_is_remembered(client, other_client,
                                                                       rdb):
    match, tokens = create(client, seed=3)  # `client`'s process remembers version 1
    moved = play(other_client, match["id"], tokens["0"], {"type": "roll"})
    assert moved.status_code == 200
    before = snapshot(rdb, match["id"])
    response = play(client, match["id"], tokens["0"], {"type": "roll"}, **{"If-Match": '"1"'})
    problem = assert_problem(response, 412, "stale_version")
    assert problem["current_version"] == 2
    assert snapshot(rdb, match["id"]) == before


def test_the_stored_record_decides_when_the_remembered_one_was_rewritten(client, rdb):
    """The same version written again differently (history lost in a failover): the move is
    judged on what is stored, not on what the process remembers."""
    match, tokens = create(client, seed=3)
    key = match_key(match["id"])
    doc = json.loads(rdb.hget(key, "doc"))
    doc["status"] = "finished"
    rdb.hset(key, mapping={"doc": json.dumps(doc), "w": "another write"})
    before = snapshot(rdb, match["id"])
    response = play(client, match["id"], tokens["0"], {"type": "roll"}, **{"If-Match": '"1"'})
    assert_problem(response, 409, "match_finished")
    assert snapshot(rdb, match["id"]) == before


@pytest.mark.parametrize("status, code", [(401, "unauthorized"), (422, "illegal_move")])
def test_refusals_are_those_of_the_stored_record(client, rdb, status, code):
    match, tokens = create(client, seed=3)
    token = tokens["0"] if status == 422 else tokens["0"][:-4] + "AAAA"
    move = {"type": "move_horse", "horse": 0} if status == 422 else {"type": "roll"}
    before = snapshot(rdb, match["id"])
    response = play(client, match["id"], token, move, **{"If-Match": '"1"'})
    assert_problem(response, status, code)
    assert snapshot(rdb, match["id"]) == before


def test_a_match_played_through_two_processes_in_turn(client, other_client):
    """Each process remembers its own last write; moves alternate between them."""
    match, tokens = create(client, seed=5)
    version, clients = 1, [client, other_client]
    for turn in range(12):
        acting = clients[turn % 2]
        seat = next(iter(acting.get(f"/v1/matches/{match['id']}").json["to_act"]))
        move = _legal(acting, match["id"], tokens[str(seat)])[0]
        response = play(acting, match["id"], tokens[str(seat)], move,
                        **{"If-Match": f'"{version}"'})
        assert response.status_code == 200, response.json
        version += 1
        assert response.headers["ETag"] == f'"{version}"'
