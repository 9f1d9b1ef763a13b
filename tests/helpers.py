"""Helpers for the HTTP tests."""

import contextlib
import dataclasses
import uuid

from service.app import create_app
from service.store import events_key, match_key

HUMANS_2 = [{"type": "human", "name": "Ana"}, {"type": "human", "name": "Bo"}]


def create(client, seats=None, game="petits-chevaux", **body):
    response = client.post("/v1/matches", json={"game": game, "seats": seats or HUMANS_2,
                                                **body})
    assert response.status_code == 201, response.json
    return response.json["match"], response.json["seat_tokens"]


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def keys(rdb) -> set[str]:
    """Every key in the test Redis: a rejected request must add none (keys of earlier runs
    may expire meanwhile, so compare what was added, not the count)."""
    return set(rdb.scan_iter(count=10_000))


def snapshot(rdb, match_id: str) -> tuple:
    """Everything stored for a match: a rejected request must leave it identical."""
    return rdb.hgetall(match_key(match_id)), rdb.xlen(events_key(match_id))


def play(client, match_id: str, token: str, move: dict, **headers):
    return client.post(f"/v1/matches/{match_id}/moves", json={"move": move},
                       headers={**bearer(token), **headers})


def play_until_finished(client, match_id: str, tokens: dict, limit: int = 5000) -> dict:
    """Both human seats play their first legal move until the end."""
    for _ in range(limit):
        view = client.get(f"/v1/matches/{match_id}").json
        if view["status"] == "finished":
            return view
        seat = view["to_act"][0]
        moves = client.get(f"/v1/matches/{match_id}/legal-moves",
                           headers=bearer(tokens[str(seat)])).json["legal_moves"]
        assert play(client, match_id, tokens[str(seat)], moves[-1]).status_code == 200
    raise AssertionError("match did not finish")


def assert_problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, (response.status_code, response.get_data(True))
    assert response.headers["Content-Type"].startswith("application/problem+json")
    body = response.json
    assert body["status"] == status and body["code"] == code
    assert body["type"].endswith(code) and body["title"] and body["detail"]
    return body


@contextlib.contextmanager
def limited_client(settings, rdb, **changes):
    """A client of an app with the rate limiter on (and `changes` to its settings), counting
    under a key prefix of its own that is deleted afterwards: no counter of this test outlives
    it (tests comparing the key count of the shared Redis stay exact)."""
    changes.setdefault("rate_limit_enabled", True)
    app = create_app(dataclasses.replace(settings, **changes))
    limiter = app.extensions["haras.limits"]
    limiter.prefix = f"haras:rl:test-{uuid.uuid4().hex[:12]}:"
    try:
        yield app.test_client()
    finally:
        keys = list(rdb.scan_iter(limiter.prefix + "*", count=1000))
        if keys:
            rdb.delete(*keys)
