"""API keys: the CLI, storage as hashes only, 401/403 with REQUIRE_API_KEY on and off,
`GET /v1/matches?mine=true` and per-key rate limits."""

import logging
import random
import re
import uuid

import pytest

from service.app import create_app
from service.http.schemas.arena import MAX_ARENA_MATCHES
from service.state import apikeys

from support.http import (
    HUMANS_2,
    added_about,
    api_keys,
    assert_problem,
    create,
    keys,
    limited_client,
)
from support.processes import settings_with

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

GAME = "petits-chevaux"


@pytest.fixture()
def make_key(app, rdb):
    with api_keys(app, rdb) as make:
        yield make


@pytest.fixture(scope="module")
def strict_app(settings):
    return create_app(settings_with(settings, require_api_key=True))


def _key(raw: str) -> dict:
    return {"X-API-Key": raw}


def _create(client, headers=None, seats=None):
    return client.post("/v1/matches", json={"game": GAME, "seats": seats or HUMANS_2},
                       headers=headers or {})


def _marked() -> tuple[str, list[dict]]:
    """Seats with a unique name: a stored match of this request would be found by it."""
    marker = f"m-{uuid.uuid4().hex[:12]}"
    return marker, [{"type": "human", "name": marker}, {"type": "human", "name": "Bo"}]


def test_cli_creates_a_key_shown_once_and_stores_only_its_hash(app, rdb, make_key, caplog):
    caplog.set_level(logging.DEBUG)
    key = make_key("mobile backend", rate_limit="1000/60")
    assert re.fullmatch(r"hk_[0-9a-f]{12}", key["id"])
    assert key["key"].startswith(key["id"] + "_") and len(key["key"]) >= 16 + 43
    assert "rate_limit: 1000/60" in key["output"] and "shown only now" in key["output"]
    stored = rdb.hgetall(apikeys.record_key(key["id"]))
    assert stored["name"] == "mobile backend" and stored["rate_limit"] == "1000/60"
    secret = key["key"].split("_", 2)[2]
    assert not any(secret in value for value in stored.values())
    assert len(stored["hash"]) == 64  # SHA-256 hex
    listed = app.test_cli_runner().invoke(args=["keys", "list"])
    assert listed.exit_code == 0 and key["id"] in listed.output
    assert secret not in listed.output and "active" in listed.output
    assert key["key"] not in caplog.text


def test_cli_revokes_and_rejects_bad_input(app, make_key, client):
    key = make_key()
    runner = app.test_cli_runner()
    revoked = runner.invoke(args=["keys", "revoke", key["id"]])
    assert revoked.exit_code == 0 and f"revoked: {key['id']}" in revoked.output
    again = runner.invoke(args=["keys", "revoke", key["id"]])
    assert again.exit_code == 0  # idempotent
    listed = runner.invoke(args=["keys", "list"]).output
    assert re.search(re.escape(key["id"]) + r".*revoked \d{4}-", listed)
    assert_problem(client.get("/v1/games", headers=_key(key["key"])), 403, "forbidden")
    unknown = runner.invoke(args=["keys", "revoke", "hk_000000000000"])
    assert unknown.exit_code != 0 and "No API key" in unknown.output
    for bad in (["--name", "x", "--rate-limit", "fast"], ["--name", "x", "--rate-limit", "0/60"],
                ["--name", ""], []):
        assert runner.invoke(args=["keys", "create", *bad]).exit_code == 2, bad


def test_keys_are_optional_by_default_but_a_sent_key_is_always_checked(client, rdb, make_key):
    created, _ = create(client)
    assert "api_key_id" not in created  # never shown, with or without a key
    key = make_key()
    with_key = _create(client, _key(key["key"]))
    assert with_key.status_code == 201 and "api_key_id" not in with_key.json["match"]
    before, (marker, seats) = keys(rdb), _marked()
    wrong_secret = key["key"][:-4] + ("AAAA" if not key["key"].endswith("AAAA") else "BBBB")
    for raw in ("nope", wrong_secret, "hk_000000000000_" + "A" * 43, key["id"]):
        body = assert_problem(_create(client, _key(raw), seats), 401, "unauthorized")
        assert raw not in body["detail"]
        assert_problem(client.get("/v1/games", headers=_key(raw)), 401, "unauthorized")
    assert added_about(rdb, before, marker, key["id"]) == set()  # nothing stored
    assert client.get("/v1/games", headers=_key(key["key"])).status_code == 200


def test_revoked_key_is_403_and_creates_nothing(app, client, rdb, make_key):
    key = make_key()
    assert app.test_cli_runner().invoke(args=["keys", "revoke", key["id"]]).exit_code == 0
    before, (marker, seats) = keys(rdb), _marked()
    body = assert_problem(_create(client, _key(key["key"]), seats), 403, "forbidden")
    assert key["id"] in body["detail"] and key["key"] not in body["detail"]
    assert_problem(client.get("/v1/matches?mine=true", headers=_key(key["key"])), 403,
                   "forbidden")
    assert added_about(rdb, before, marker, key["id"]) == set()


def test_require_api_key_guards_match_and_arena_creation(strict_app, make_key, rdb):
    client = strict_app.test_client()
    before, (marker, seats) = keys(rdb), _marked()
    body = assert_problem(_create(client, seats=seats), 401, "unauthorized")
    assert "X-API-Key" in body["detail"]
    # Even a malformed body is refused for the missing key first (nothing is parsed).
    assert_problem(client.post("/v1/matches", json={"nope": 1}), 401, "unauthorized")
    assert_problem(client.post("/v1/arena", json={"game": GAME}), 401, "unauthorized")
    assert_problem(_create(client, _key("hk_000000000000_" + "A" * 43), seats), 401,
                   "unauthorized")
    assert added_about(rdb, before, marker) == set()
    key = make_key()
    created = _create(client, _key(key["key"]))
    assert created.status_code == 201
    # The key lets the arena request through to validation (no arena is started here).
    too_many = {"game": GAME, "matches": MAX_ARENA_MATCHES + 1,
                "players": [{"level": "random"}, {"level": "random"}]}
    assert_problem(client.post("/v1/arena", json=too_many, headers=_key(key["key"])), 422,
                   "validation_error")
    # Everything else stays open without a key.
    match_id = created.json["match"]["id"]
    assert client.get(f"/v1/matches/{match_id}").status_code == 200
    assert client.get("/v1/games").status_code == 200


def _mine(client, raw: str, limit: int, **filters) -> list[str]:
    """Every page of `mine=true`, in order."""
    listed, cursor = [], None
    query = "".join(f"&{name}={value}" for name, value in filters.items())
    for _ in range(50):
        url = f"/v1/matches?mine=true&limit={limit}{query}" + (f"&cursor={cursor}" if cursor
                                                                else "")
        page = client.get(url, headers=_key(raw))
        assert page.status_code == 200, page.json
        listed += [m["id"] for m in page.json["matches"]]
        assert len(page.json["matches"]) <= limit
        cursor = page.json["next_cursor"]
        if cursor is None:
            return listed
    raise AssertionError("pagination did not end")


def test_mine_lists_the_keys_matches_newest_first_paginated_and_isolated(client, make_key):
    first, second = make_key("first"), make_key("second")
    assert_problem(client.get("/v1/matches?mine=true"), 401, "unauthorized")
    open_seats = [{"type": "human", "name": "Ana"}, {"type": "human", "open": True}]
    ours = []
    for index in range(7):
        response = _create(client, _key(first["key"]), seats=open_seats if index % 3 == 0
                           else None)
        ours.append(response.json["match"]["id"])
    theirs = [_create(client, _key(second["key"])).json["match"]["id"] for _ in range(2)]
    _create(client)  # no key: nobody's
    assert _mine(client, first["key"], limit=3) == ours[::-1]
    assert _mine(client, second["key"], limit=100) == theirs[::-1]
    assert _mine(client, first["key"], limit=2, status="waiting") == ours[::-3]
    assert _mine(client, first["key"], limit=2, status="active", game="amazones") == []
    # A match created between two pages does not shift the next page.
    page = client.get("/v1/matches?mine=true&limit=3", headers=_key(first["key"])).json
    _create(client, _key(first["key"]))
    rest = client.get(f"/v1/matches?mine=true&limit=10&cursor={page['next_cursor']}",
                      headers=_key(first["key"])).json
    assert [m["id"] for m in page["matches"] + rest["matches"]] == ours[::-1]
    assert all(m["viewer"] is None for m in rest["matches"])  # public views
    # The lobby is unchanged: only waiting matches, other statuses refused.
    assert_problem(client.get("/v1/matches?status=active"), 422, "validation_error")
    assert_problem(client.get("/v1/matches?mine=maybe", headers=_key(first["key"])), 422,
                   "validation_error")


def _address() -> dict:
    return {"REMOTE_ADDR": f"10.{random.randrange(256)}.{random.randrange(256)}."
                           f"{random.randrange(1, 255)}"}


def test_rate_limit_per_key_and_unknown_keys_count_as_their_address(settings, rdb, make_key):
    own, default = make_key("small", rate_limit="2/60"), make_key("default")
    with limited_client(settings, rdb, rate_limit="4/60") as client:
        address = _address()
        for remaining in ("1", "0"):
            response = client.get("/v1/games", headers=_key(own["key"]), environ_base=address)
            assert response.status_code == 200
            assert response.headers["RateLimit-Limit"] == "2"
            assert response.headers["RateLimit-Remaining"] == remaining
        assert_problem(client.get("/v1/games", headers=_key(own["key"]),
                                  environ_base=address), 429, "rate_limited")
        # Another key, and the same address without a key, have budgets of their own.
        response = client.get("/v1/games", headers=_key(default["key"]), environ_base=address)
        assert response.headers["RateLimit-Limit"] == "4"
        assert response.headers["RateLimit-Remaining"] == "3"
        # Invented keys buy nothing: they are counted (and refused) as the address.
        other = _address()
        for n in range(4):
            invented = f"hk_{random.getrandbits(48):012x}_" + "A" * 43
            refused = client.get("/v1/games", headers=_key(invented), environ_base=other)
            assert_problem(refused, 401, "unauthorized")
            assert refused.headers["RateLimit-Remaining"] == str(3 - n)
        assert_problem(client.get("/v1/games", environ_base=other), 429, "rate_limited")
