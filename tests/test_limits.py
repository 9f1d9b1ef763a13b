"""Rate limits in Redis: per API key, seat token or address; 429 `rate_limited` past the
limit with nothing done; probes and docs exempt; fail open when Redis is down."""

import logging
import random
import re
import secrets
from collections import Counter

import pytest

from devtools.local_redis import free_port
from service.app import create_app
from service.http.limits import SEAT_ENDPOINTS, Rate

from conftest import settings_with
from helpers import api_keys, assert_problem, bearer, create, limited_client, play, snapshot

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

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
    keys = list(rdb.scan_iter(  # every primary's, on a cluster
        match=limited.application.extensions["haras.limits"].prefix + "*"))
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
                                         "RateLimit-Remaining", "RateLimit-Reset",
                                         "X-Request-ID"}
    assert list(component["content"]) == ["application/problem+json"]



# --- only a credential valid for what it is sent to earns a bucket of its own ---------------

def _invented(match_id: str) -> str:
    """A token shaped as a real one of `match_id` (`<match id>.<43 url-safe chars>`)."""
    return f"{match_id}.{secrets.token_urlsafe(32)}"


def _statuses(responses) -> Counter:
    return Counter(response.status_code for response in responses)


@pytest.fixture(scope="module")
def limited_30(settings, rdb):
    with limited_client(settings, rdb, rate_limit="30/60", trust_proxy=False) as client:
        yield client


def test_sixty_invented_tokens_from_one_address_get_429s(client, limited_30):
    """The attack of issue 21: a fresh `Authorization: Bearer` per request bought a fresh
    bucket each time (60 × 200 under 30/60). Invented tokens count as their address."""
    match, _ = create(client)
    address = _address()
    games = [limited_30.get("/v1/games", environ_base=address,
                            headers=bearer(secrets.token_urlsafe(32))) for _ in range(60)]
    assert _statuses(games) == {200: 30, 429: 30}
    assert all(r.status_code == 429 for r in games[30:])
    # Shaped as real tokens of a real match, on a route that checks them: each is still 401
    # (not counted for nothing), and they share the address's budget.
    address = _address()
    path = f"/v1/matches/{match['id']}"
    views = [limited_30.get(path, environ_base=address, headers=bearer(_invented(match["id"])))
             for _ in range(60)]
    assert _statuses(views) == {401: 30, 429: 30}
    assert_problem(views[0], 401, "unauthorized")
    assert_problem(views[-1], 429, "rate_limited")


def _route_requests(match_id: str):
    """(method, path, json body) of every kind of route: seat-token routes, routes that take
    no seat token, creations (with bodies refused after counting: nothing is created)."""
    return [
        ("get", f"/v1/matches/{match_id}", None),
        ("get", f"/v1/matches/{match_id}/legal-moves", None),
        ("get", f"/v1/matches/{match_id}/events", None),
        ("post", f"/v1/matches/{match_id}/moves", {"move": {}}),
        ("post", f"/v1/matches/{match_id}/resign", None),
        ("post", f"/v1/matches/{match_id}/rematch", None),
        ("get", f"/v1/matches/{match_id}/stream?after=-1", None),
        ("post", f"/v1/matches/{match_id}/join", {"name": ""}),
        ("get", f"/v1/matches/{match_id}/replay", None),
        ("get", f"/v1/matches/{match_id}/replay/steps/0", None),
        ("get", "/v1/games", None),
        ("get", "/v1/matches", None),
        ("post", "/v1/matches", {}),
        ("post", "/v1/arena", {}),
        ("get", "/v1/arena/AAAAAAAAAAAAAAAAAAAAAA", None),
        ("get", "/v2/nothing", None),
    ]


def _send(client, method, path, body, headers, address):
    return getattr(client, method)(path, json=body, headers=headers, environ_base=address)


def test_tokens_not_valid_where_they_are_sent_count_as_the_address(client, limited, rdb):
    """Invented, malformed, of another match, or valid but sent where no seat token is taken
    (creations, arenas, the catalog, the lobby): every such request spends the address's
    budget, and a route that checks tokens still answers 401 (403 for another match's)."""
    match, tokens = create(client)
    other, other_tokens = create(client)
    valid = tokens["0"]
    forms = {
        "invented": lambda: bearer(_invented(match["id"])),
        "random": lambda: bearer(secrets.token_urlsafe(32)),
        "malformed": lambda: {"Authorization": f"Bearer {secrets.token_hex(4)}.."},
        "another scheme": lambda: {"Authorization": f"Basic {secrets.token_hex(8)}"},
        "another match's": lambda: bearer(other_tokens["0"]),
    }
    for name, headers_of in forms.items():
        for method, path, body in _route_requests(match["id"]):
            address = _address()
            for _ in range(LIMIT):
                response = _send(limited, method, path, body, headers_of(), address)
                assert response.status_code != 429, (name, path)
            response = _send(limited, method, path, body, headers_of(), address)
            assert_problem(response, 429, "rate_limited")
            assert response.status_code == 429, (name, method, path)
    # A valid token sent where no seat token is taken buys nothing either.
    for method, path, body in _route_requests(match["id"])[7:]:
        address = _address()
        _spend(limited, environ_base=address)
        response = _send(limited, method, path, body, bearer(valid), address)
        assert response.status_code == 429, (method, path)


def test_an_invalid_token_is_still_refused_by_the_route(client, limited):
    match, _ = create(client)
    other, other_tokens = create(client)
    address = _address()
    path = f"/v1/matches/{match['id']}/legal-moves"
    assert_problem(limited.get(path, environ_base=address,
                               headers=bearer(_invented(match["id"]))), 401, "unauthorized")
    assert_problem(limited.get(path, environ_base=address, headers=bearer(other_tokens["0"])),
                   403, "forbidden")
    refused = limited.get(path, environ_base=address, headers={"Authorization": "Bearer"})
    assert_problem(refused, 401, "unauthorized")
    assert refused.headers["RateLimit-Remaining"] == "0"  # all three spent the address's


def test_a_valid_seat_token_keeps_its_bucket_when_its_address_is_spent(client, limited):
    """One busy player behind an address that others (or an attacker) spent is not starved:
    her seat token, valid for the match it is sent to, counts on its own, on every route
    that takes it (`?token=` on the stream too)."""
    match, tokens = create(client)
    mid = match["id"]
    view = client.get(f"/v1/matches/{mid}").json
    seat = str(view["to_act"][0])
    token = tokens[seat]
    address = _address()
    for _ in range(LIMIT):
        limited.get("/v1/games", environ_base=address, headers=bearer(_invented(mid)))
    assert limited.get("/v1/games", environ_base=address).status_code == 429
    moves = limited.get(f"/v1/matches/{mid}/legal-moves", environ_base=address,
                        headers=bearer(token))
    assert moves.status_code == 200 and moves.headers["RateLimit-Remaining"] == str(LIMIT - 1)
    played = play(limited, mid, token, moves.json["legal_moves"][0], environ_base=address,
                  **{"If-Match": f'"{view["version"]}"'})
    assert played.status_code == 200 and played.headers["RateLimit-Remaining"] == str(LIMIT - 2)
    # the other seat's token: a bucket of its own, also as `?token=` on the stream
    other = tokens["1" if seat == "0" else "0"]
    streamed = limited.get(f"/v1/matches/{mid}/stream?after=-1&token={other}",
                           environ_base=address)
    assert_problem(streamed, 422, "validation_error")
    assert streamed.headers["RateLimit-Remaining"] == str(LIMIT - 1)


def test_unknown_and_revoked_api_keys_count_as_the_address(app, limited, rdb):
    with api_keys(app, rdb) as make:
        key = make()
        assert app.test_cli_runner().invoke(args=["keys", "revoke", key["id"]]).exit_code == 0
        for presented in (lambda: key["key"],
                          lambda: f"{key['id']}_{secrets.token_urlsafe(32)}",
                          lambda: f"hk_{secrets.token_hex(6)}_{secrets.token_urlsafe(32)}",
                          lambda: secrets.token_hex(8)):
            address = _address()
            statuses = [limited.get("/v1/games", environ_base=address,
                                    headers={"X-API-Key": presented()}).status_code
                        for _ in range(LIMIT + 1)]
            assert statuses[:LIMIT] in ([401] * LIMIT, [403] * LIMIT)
            assert statuses[LIMIT] == 429
        # nor does a valid seat token sent with a key that is not valid
        match, tokens = create(app.test_client())
        address = _address()
        path = f"/v1/matches/{match['id']}"
        _spend(limited, environ_base=address)
        for presented in (key["key"], f"hk_{secrets.token_hex(6)}_{secrets.token_urlsafe(32)}"):
            response = limited.get(path, environ_base=address,
                                   headers={"X-API-Key": presented, **bearer(tokens["0"])})
            assert_problem(response, 429, "rate_limited")


def test_seat_endpoints_are_the_routes_whose_contract_takes_a_seat_token(limited):
    app = limited.application
    spec = app.test_client().get("/openapi.json").json
    taking = set()
    for rule in app.url_map.iter_rules():
        path = re.sub(r"<(?:[a-z]+:)?([a-z_]+)>", r"{\1}", rule.rule)
        for method in rule.methods - {"HEAD", "OPTIONS"}:
            operation = spec["paths"].get(path, {}).get(method.lower(), {})
            if {"seatToken": []} in operation.get("security", []):
                taking.add(rule.endpoint)
    assert taking == SEAT_ENDPOINTS


def test_a_valid_token_costs_one_read_of_its_match_per_process(client, limited, monkeypatch):
    """The limiter reads a match to check a token the first time only: a player's polls and
    moves cost no Redis read more than before. A token that is not valid costs a read each
    time (then counts as its address)."""
    store = limited.application.extensions["haras"].store
    loads = []
    real_load = store.load

    def counting_load(match_id):
        loads.append(match_id)
        return real_load(match_id)

    monkeypatch.setattr(store, "load", counting_load)
    match, tokens = create(client)
    path = f"/v1/matches/{match['id']}"
    address = _address()
    for expected in (2, 1, 1):  # the limiter's check and the route's load, then the route's
        loads.clear()
        response = limited.get(path, environ_base=address, headers=bearer(tokens["1"]))
        assert response.status_code == 200 and len(loads) == expected
    assert response.headers["RateLimit-Remaining"] == str(LIMIT - 3)
    loads.clear()
    assert limited.get(path, environ_base=address).headers["RateLimit-Remaining"] == \
        str(LIMIT - 1)  # the address's own budget was untouched
    assert len(loads) == 1


def test_rematches_count_as_the_address_like_creations(limited):
    """The attack: a rematch creates a match and hands out fresh seat tokens. Counted in the
    calling token's bucket, a chain of rematches (each new token finishing its match and
    calling the next rematch) created matches without end from one address, past the
    creations its address may make."""
    address = _address()
    created = limited.post("/v1/matches", environ_base=address,
                           json={"game": "petits-chevaux",
                                 "seats": [{"type": "human"}, {"type": "human"}]})
    assert created.status_code == 201
    match_id, tokens = created.json["match"]["id"], created.json["seat_tokens"]
    answers = []
    for _ in range(LIMIT + 1):
        resigned = limited.post(f"/v1/matches/{match_id}/resign", environ_base=address,
                                headers=bearer(tokens["1"]))
        assert resigned.status_code == 200
        first, second = (limited.post(f"/v1/matches/{match_id}/rematch", environ_base=address,
                                      headers=bearer(tokens[seat])) for seat in "01")
        answers += [first.status_code, second.status_code]
        if first.status_code != 201:
            break
        match_id = first.json["match"]["id"]
        tokens = {"0": first.json["seat_token"], "1": second.json["seat_token"]}
    # the creation and the first rematch's two calls spend the address's 3
    assert answers[:3] == [201, 200, 429], answers
