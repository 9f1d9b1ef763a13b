"""Rate limits in Redis: per API key, seat token or address; 429 `rate_limited` past the
limit with nothing done; probes and docs exempt; fail open when Redis is down."""

import logging
import random

import pytest

from devtools.local_redis import free_port
from service.app import create_app
from service.limits import Rate

from conftest import settings_with
from helpers import api_keys, assert_problem, bearer, create, limited_client, play, snapshot

LIMIT = 3


def _address(prefix: str = "10") -> dict:
    """A fresh client address: counters of earlier runs or other tests never apply."""
    return {"REMOTE_ADDR": f"{prefix}.{random.randrange(256)}.{random.randrange(256)}."
                           f"{random.randrange(1, 255)}"}


@pytest.fixture(scope="module")
def limited(settings, rdb):
    with limited_client(settings, rdb, rate_limit=f"{LIMIT}/60", trust_proxy=False) as client:
        yield client


def _spend(client, path="/v1/games", n=LIMIT, **kwargs):
    for _ in range(n):
        response = client.get(path, **kwargs)
        assert response.status_code != 429
    return response


def test_over_the_limit_is_429_with_retry_after_and_ratelimit_headers(limited):
    address = _address()
    for remaining in range(LIMIT - 1, -1, -1):
        response = limited.get("/v1/games", environ_base=address)
        assert response.status_code == 200
        assert response.headers["RateLimit-Limit"] == str(LIMIT)
        assert response.headers["RateLimit-Remaining"] == str(remaining)
        assert 1 <= int(response.headers["RateLimit-Reset"]) <= 60
    refused = limited.get("/v1/games", environ_base=address)
    body = assert_problem(refused, 429, "rate_limited")
    assert "3 requests in 60 s" in body["detail"]
    assert 1 <= int(refused.headers["Retry-After"]) <= 60
    assert refused.headers["RateLimit-Limit"] == str(LIMIT)
    assert refused.headers["RateLimit-Remaining"] == "0"
    assert refused.headers["RateLimit-Reset"] == refused.headers["Retry-After"]
    # Every path counts, a POST too (refused before its body is even looked at).
    assert_problem(limited.post("/v1/matches", json={}, environ_base=address), 429,
                   "rate_limited")
    assert_problem(limited.get("/v2/nothing", environ_base=address), 429, "rate_limited")


def test_two_addresses_have_separate_budgets(limited):
    first, second = _address(), _address("172")
    _spend(limited, environ_base=first)
    assert limited.get("/v1/games", environ_base=first).status_code == 429
    response = limited.get("/v1/games", environ_base=second)
    assert response.status_code == 200 and response.headers["RateLimit-Remaining"] == "2"


@pytest.fixture()
def two_api_keys(app, rdb):
    with api_keys(app, rdb) as make:
        yield make()["key"], make()["key"]


def test_api_keys_have_separate_budgets_from_each_other_and_the_address(limited, two_api_keys):
    address = _address()
    first, second = two_api_keys
    _spend(limited, environ_base=address, headers={"X-API-Key": first})
    assert limited.get("/v1/games", environ_base=address,
                       headers={"X-API-Key": first}).status_code == 429
    for headers in ({"X-API-Key": second}, {}):
        response = limited.get("/v1/games", environ_base=address, headers=headers)
        assert response.status_code == 200 and response.headers["RateLimit-Remaining"] == "2"


def test_seat_tokens_have_separate_budgets(client, limited, rdb):
    match, tokens = create(client)
    address = _address()
    path = f"/v1/matches/{match['id']}/legal-moves"
    _spend(limited, path, environ_base=address, headers=bearer(tokens["0"]))
    assert_problem(limited.get(path, environ_base=address, headers=bearer(tokens["0"])), 429,
                   "rate_limited")
    response = limited.get(path, environ_base=address, headers=bearer(tokens["1"]))
    assert response.status_code == 200 and response.headers["RateLimit-Remaining"] == "2"
    public = limited.get(f"/v1/matches/{match['id']}", environ_base=address)
    assert public.status_code == 200 and public.headers["RateLimit-Remaining"] == "2"
    # Only hashes reach Redis: neither the token nor its secret part is in any key.
    keys = rdb.keys(limited.application.extensions["haras.limits"].prefix + "*")
    assert keys and all(tokens["0"].split(".")[1] not in key for key in keys)
    assert all(rdb.ttl(key) != -1 and rdb.ttl(key) <= 60 for key in keys[:20])  # all expire


def test_a_refused_move_changes_nothing(client, limited, rdb):
    match, tokens = create(client)
    view = client.get(f"/v1/matches/{match['id']}").json
    seat = str(view["to_act"][0])
    moves = client.get(f"/v1/matches/{match['id']}/legal-moves",
                       headers=bearer(tokens[seat])).json["legal_moves"]
    _spend(limited, f"/v1/matches/{match['id']}/legal-moves", headers=bearer(tokens[seat]))
    before = snapshot(rdb, match["id"])
    refused = play(limited, match["id"], tokens[seat], moves[0],
                   **{"If-Match": f'"{view["version"]}"', "Idempotency-Key": "k-1"})
    assert_problem(refused, 429, "rate_limited")
    assert snapshot(rdb, match["id"]) == before
    # Not spent by the refusal: the same move still applies, with the same key, elsewhere.
    assert play(client, match["id"], tokens[seat], moves[0],
                **{"If-Match": f'"{view["version"]}"', "Idempotency-Key": "k-1"}
                ).status_code == 200


def test_health_and_docs_are_exempt(limited):
    address = _address()
    paths = ["/livez", "/readyz", "/metrics", "/openapi.json", "/docs",
             "/docs/assets/swagger-ui.css"]
    for _ in range(LIMIT + 2):
        for path in paths:
            response = limited.get(path, environ_base=address)
            assert response.status_code != 429, path
            assert "RateLimit-Limit" not in response.headers, path
    assert limited.get("/v1/games", environ_base=address).headers["RateLimit-Remaining"] == "2"


def test_forwarded_for_counts_only_behind_a_trusted_proxy(settings, rdb, limited):
    proxy = _address()
    clients = [{"X-Forwarded-For": f"203.0.113.{i}"} for i in range(2)]
    _spend(limited, environ_base=proxy, headers=clients[0])
    assert limited.get("/v1/games", environ_base=proxy,
                       headers=clients[1]).status_code == 429  # one address: the proxy's
    with limited_client(settings, rdb, rate_limit=f"{LIMIT}/60", trust_proxy=True) as trusting:
        proxy = _address()
        seen = ["198.51.100.7", "198.51.100.8"]
        _spend(trusting, environ_base=proxy,  # the proxy appended seen[0]
               headers={"X-Forwarded-For": f"{seen[1]}, {seen[0]}"})
        assert trusting.get("/v1/games", environ_base=proxy,
                            headers={"X-Forwarded-For": seen[0]}).status_code == 429
        assert trusting.get("/v1/games", environ_base=proxy,
                            headers={"X-Forwarded-For": seen[1]}).status_code == 200


def test_ipv6_addresses_count_per_64(limited):
    prefix = f"2001:db8:{random.getrandbits(16):x}:{random.getrandbits(16):x}"
    _spend(limited, environ_base={"REMOTE_ADDR": f"{prefix}::1"})
    assert limited.get("/v1/games", environ_base={"REMOTE_ADDR": f"{prefix}::2"}
                       ).status_code == 429


def test_disabled_limiter_counts_nothing(settings):
    client = create_app(settings_with(settings, rate_limit="1/60",
                                      rate_limit_enabled=False)).test_client()
    address = _address()
    for _ in range(3):
        response = client.get("/v1/games", environ_base=address)
        assert response.status_code == 200 and "RateLimit-Limit" not in response.headers


def test_redis_down_fails_open(settings, caplog):
    dead = f"redis://127.0.0.1:{free_port()}/0"
    client = create_app(settings_with(settings, redis_url=dead, rq_redis_url=dead,
                                      rate_limit="1/60", rate_limit_enabled=True)).test_client()
    with caplog.at_level(logging.WARNING, logger="haras"):
        for _ in range(3):  # over the limit, but nothing can count
            response = client.get("/v1/games")
            assert response.status_code == 200 and "RateLimit-Limit" not in response.headers
    assert "rate limit not applied" in caplog.text
    response = client.get("/v1/matches/AAAAAAAAAAAAAAAAAAAAAA")
    assert_problem(response, 503, "unavailable")
    assert response.headers["Retry-After"] == "5"
    assert client.get("/livez").status_code == 200


@pytest.mark.parametrize("text", ["", "120", "a/60", "0/60", "10/0", "10/-1", "1.5/60"])
def test_bad_rate_setting_fails_at_start(settings, text):
    for enabled in (True, False):
        with pytest.raises(ValueError, match="RATE_LIMIT"):
            create_app(settings_with(settings, rate_limit=text, rate_limit_enabled=enabled))


def test_rate_parses():
    assert Rate.parse(" 120/60 ") == Rate(120, 60)


def test_429_is_documented_on_counted_routes_only(limited):
    spec = limited.get("/openapi.json").json
    moves = spec["paths"]["/v1/matches/{match_id}/moves"]["post"]["responses"]
    assert moves["429"] == {"$ref": "#/components/responses/TOO_MANY_REQUESTS"}
    assert "429" not in spec["paths"]["/livez"]["get"]["responses"]
    component = spec["components"]["responses"]["TOO_MANY_REQUESTS"]
    assert set(component["headers"]) == {"Retry-After", "RateLimit-Limit",
                                         "RateLimit-Remaining", "RateLimit-Reset"}
    assert list(component["content"]) == ["application/problem+json"]

