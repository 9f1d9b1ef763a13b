"""Signed-in players: ID tokens of an OpenID provider the test runs on loopback (a JWKS and
discovery server in a thread), signed with keys the test makes (RSA and EC).

The provider counts what it serves; the verifier's clock is the test's (FakeClock), so the
once-a-minute refetch rule is checked without sleeping. Every refused token leaves Redis as
it was, and no response, view or stored record carries the issuer's subject."""

import dataclasses
import hashlib
import hmac
import json
import secrets
import threading
import time
import uuid

import jwt
import pytest
from cryptography.hazmat.primitives import serialization

from devtools.local_redis import free_port
from service.app import create_app
from service.config import OidcIssuer, Settings
from service.http.resources.players import VERIFIER
from service.integrations import oidc
from service.state import players, sign_ins

from helpers import assert_problem, bearer, keeps_contract, keys, limited_client
from oidc_provider import (
    AUDIENCE,
    EC_KEY,
    OTHER_RSA_KEY,
    RSA_KEY,
    FakeClock,
    Provider,
    b64,
    hand_made,
    id_token,
    jwk,
    subject_of,
)


@pytest.fixture(scope="module")
def provider():
    server = Provider()
    yield server
    server.release.set()
    server.server.shutdown()


@pytest.fixture(scope="module")
def oidc_app(settings, provider):
    issuers = (OidcIssuer(issuer=provider.issuer, audiences=(AUDIENCE, "other-app")),
               OidcIssuer(issuer=f"{provider.issuer}/b", audiences=(AUDIENCE,),
                          jwks_uri=f"{provider.issuer}/b/jwks"))
    return create_app(dataclasses.replace(settings, oidc_issuers=issuers))


@pytest.fixture()
def clock(oidc_app, provider) -> FakeClock:
    """A fresh verifier (no key held) on the test's clock, and the provider as new."""
    provider.reset()
    clock = FakeClock()
    oidc_app.extensions[VERIFIER] = oidc.Verifier(
        tuple(oidc_app.extensions[VERIFIER].issuers.values()), clock=clock)
    return clock


@pytest.fixture()
def web(oidc_app, clock):
    return oidc_app.test_client()


def sign_in(web, token: str):
    return web.post("/v1/players/sign-in", json={"id_token": token})


def signed_in(web, token: str) -> dict:
    response = sign_in(web, token)
    assert response.status_code == 200, response.json
    return keeps_contract(response, "post", "/v1/players/sign-in")


# --- signing in --------------------------------------------------------------------------------
@pytest.mark.cluster  # also on a local Redis Cluster
def test_the_same_user_is_the_same_player_and_never_shows_its_subject(web, provider, rdb):
    token = id_token(provider)
    first = signed_in(web, token)
    player = first["player"]
    assert first["created"] is True and player["signed_in"] is True
    assert player["name"] == "Ana Lovelace" and player["bot"] is False
    again = signed_in(web, id_token(provider, sub=subject_of(token), name="Other Name"))
    assert again["created"] is False and again["player"]["id"] == player["id"]
    assert again["player"]["name"] == "Ana Lovelace"  # named at the first sign-in only
    assert again["player_token"] != first["player_token"]
    view = web.get(f"/v1/players/{player['id']}")
    assert view.json == player
    for device_token in (first["player_token"], again["player_token"]):  # two devices
        renamed = web.patch(f"/v1/players/{player['id']}", json={"name": "Ada"},
                            headers=bearer(device_token))
        assert renamed.status_code == 200, renamed.json
    subject = subject_of(token)
    stored = json.dumps(rdb.hgetall(players.player_key(player["id"])))
    for text in (json.dumps(first), json.dumps(again), view.get_data(True), stored):
        assert subject not in text and first["player_token"] not in stored


def test_a_plain_player_shows_it_is_not_signed_in(web):
    created = web.post("/v1/players", json={"name": "Guest"}).json["player"]
    assert created["signed_in"] is False
    assert web.get(f"/v1/players/{created['id']}").json["signed_in"] is False


@pytest.mark.cluster  # also on a local Redis Cluster
def test_concurrent_first_sign_ins_make_one_player(web, oidc_app, provider, rdb):
    subject = uuid.uuid4().hex
    tokens = [id_token(provider, sub=subject) for _ in range(8)]
    signed_in(web, id_token(provider))  # keys fetched: the race is on the players
    start, answers = threading.Barrier(len(tokens)), []

    def sign_in_at_once(token):
        client = oidc_app.test_client()
        start.wait()
        answers.append(sign_in(client, token).json)

    threads = [threading.Thread(target=sign_in_at_once, args=(t,)) for t in tokens]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(30)
    assert len({a["player"]["id"] for a in answers}) == 1
    assert sorted(a["created"] for a in answers) == [False] * 7 + [True]
    index = sign_ins.subjects_key(provider.issuer)
    assert rdb.hget(index, sign_ins.subject_digest(provider.issuer, subject)) == \
        answers[0]["player"]["id"]


def test_the_name_comes_from_the_first_valid_source(web, provider):
    by_username = signed_in(web, id_token(provider, name="bad\u0000name",
                                          preferred_username="ana_l"))["player"]
    assert by_username["name"] == "ana_l"
    guest = signed_in(web, id_token(provider, name="x" * 200, preferred_username=None))
    assert guest["player"]["name"].startswith("Guest ")
    token = id_token(provider, name=None, preferred_username=None)
    player = signed_in(web, token)["player"]
    assert player["name"].startswith("Guest ")
    web.patch(f"/v1/players/{player['id']}", json={"name": "Chosen"},
              headers=bearer(signed_in(web, id_token(provider, sub=subject_of(token)))
                             ["player_token"]))
    later = signed_in(web, id_token(provider, sub=subject_of(token), name="Token Name"))
    assert later["player"]["name"] == "Chosen"  # a renamed player keeps its own name


def test_an_ec_key_of_an_issuer_with_its_own_jwks_uri(web, provider):
    token = id_token(provider, key=EC_KEY, kid="ec1", algorithm="ES256",
                     iss=f"{provider.issuer}/b")
    assert signed_in(web, token)["created"] is True
    assert provider.fetches["/b/jwks"] == 1 and provider.fetches[
        "/.well-known/openid-configuration"] == 0


def test_the_authorized_party_of_a_token(web, provider):
    """Several audiences: `azp` must be this service; one audience decides alone, whatever
    client of the app `azp` names (Google's Android sign-in gives its own client there)."""
    several = sign_in(web, id_token(provider, aud=["x", AUDIENCE], azp=AUDIENCE))
    android = sign_in(web, id_token(provider, aud=AUDIENCE, azp="the-apps-android-client"))
    assert several.status_code == android.status_code == 200, (several.json, android.json)


def test_sign_in_is_off_without_issuers(client):
    assert_problem(client.post("/v1/players/sign-in", json={"id_token": "a.b.c"}), 404,
                   "not_found")


def test_sign_in_needs_no_api_key_where_creations_do(settings, oidc_app, provider):
    provider.reset()
    issuers = tuple(oidc_app.extensions[VERIFIER].issuers.values())
    keyed = create_app(dataclasses.replace(settings, require_api_key=True,
                                           oidc_issuers=issuers)).test_client()
    assert_problem(keyed.post("/v1/players", json={"name": "Ana"}), 401, "unauthorized")
    assert signed_in(keyed, id_token(provider))["created"] is True


@pytest.mark.cluster  # also on a local Redis Cluster
def test_the_newest_tokens_stay_valid(web, provider):
    subject = uuid.uuid4().hex
    tokens = [signed_in(web, id_token(provider, sub=subject))["player_token"]
              for _ in range(sign_ins.LIVE_TOKENS + 1)]
    player_id = tokens[0].split(".")[1]

    def rename_with(token):
        return web.patch(f"/v1/players/{player_id}", json={"name": "Ana"},
                         headers=bearer(token)).status_code

    assert rename_with(tokens[0]) == 401  # the oldest, forgotten
    assert {rename_with(token) for token in tokens[1:]} == {200}


# --- refused tokens ----------------------------------------------------------------------------
def _hmac_with_the_public_key(provider) -> str:
    pem = RSA_KEY.public_key().public_bytes(serialization.Encoding.PEM,
                                            serialization.PublicFormat.SubjectPublicKeyInfo)
    now = int(time.time())
    return hand_made({"alg": "HS256", "typ": "JWT", "kid": "k1"},
                     {"iss": provider.issuer, "aud": AUDIENCE, "sub": uuid.uuid4().hex, "iat": now,
                      "exp": now + 300},
                     lambda data: hmac.new(pem, data, hashlib.sha256).digest())


def _unsigned(provider) -> str:
    now = int(time.time())
    return hand_made({"alg": "none", "kid": "k1"},
                     {"iss": provider.issuer, "aud": AUDIENCE, "sub": uuid.uuid4().hex,
                      "iat": now, "exp": now + 300})


REFUSED = {
    "expired": (lambda p: id_token(p, exp=int(time.time()) - 120), "expired"),
    "not yet valid": (lambda p: id_token(p, nbf=int(time.time()) + 600), "not_yet_valid"),
    "issued in the future": (lambda p: id_token(p, iat=int(time.time()) + 600),
                             "not_yet_valid"),
    "wrong audience": (lambda p: id_token(p, aud="someone-else"), "wrong_audience"),
    "azp of another app": (lambda p: id_token(p, aud=[AUDIENCE, "x"], azp="x"),
                           "wrong_audience"),
    "issuer not listed": (lambda p: id_token(p, iss=f"{p.issuer}/elsewhere"),
                          "unknown_issuer"),
    "no issuer": (lambda p: id_token(p, iss=None), "unknown_issuer"),
    "unsigned": (_unsigned, "unsupported_algorithm"),
    "hmac with the public key": (_hmac_with_the_public_key, "unsupported_algorithm"),
    "no kid": (lambda p: id_token(p, kid=None), "missing_kid"),
    "unknown kid": (lambda p: id_token(p, kid="forged"), "unknown_key"),
    "another key": (lambda p: id_token(p, key=OTHER_RSA_KEY), "bad_signature"),
    "ec alg on an rsa key": (lambda p: id_token(p, key=EC_KEY, algorithm="ES256"),
                             "unsupported_algorithm"),
    "no sub": (lambda p: id_token(p, sub=None), "missing_claim"),
    "empty sub": (lambda p: id_token(p, sub=""), "invalid_claim"),
    "no exp": (lambda p: id_token(p, exp=None), "missing_claim"),
    "no iat": (lambda p: id_token(p, iat=None), "missing_claim"),
    "oversized": (lambda p: id_token(p, name="x" * oidc.MAX_TOKEN_CHARS), "too_large"),
    "not a jwt": (lambda p: "not-a-token", "malformed"),
    "bad base64": (lambda p: "e30.@@@.sig", "malformed"),
    "header not json": (lambda p: f"{b64(b'{nope')}.{b64(b'{}')}.c2ln", "malformed"),
    "payload a list": (lambda p: hand_made({"alg": "RS256", "kid": "k1"}, []),
                       "malformed"),
    "alg a list": (lambda p: hand_made({"alg": ["RS256"], "kid": "k1"}, {}),
                   "unsupported_algorithm"),
    "alg an object": (lambda p: hand_made({"alg": {"RS256": 1}, "kid": "k1"}, {}),
                      "unsupported_algorithm"),
    "header nested too deep": (lambda p: f"{b64(b'[' * 3000 + b']' * 3000)}.{b64(b'{}')}.c2ln",
                               "malformed"),
    "several audiences, no azp": (lambda p: id_token(p, aud=[AUDIENCE, "x"]),
                                  "wrong_audience"),
    "azp not a string": (lambda p: id_token(p, azp=["x"]), "invalid_claim"),
}


@pytest.mark.parametrize("case", list(REFUSED))
def test_a_bad_token_is_refused_and_stores_nothing(web, provider, rdb, case):
    make, reason = REFUSED[case]
    token = make(provider)
    stored = keys(rdb)
    response = sign_in(web, token)
    body = assert_problem(response, 401, "invalid_id_token")
    assert keeps_contract(response, "post", "/v1/players/sign-in")["reason"] == reason
    assert keys(rdb) <= stored  # nothing added (keys of other tests may expire meanwhile)
    try:
        subject = subject_of(token)
    except (jwt.DecodeError, KeyError):
        subject = None
    if subject:
        assert subject not in json.dumps(body)


def test_sign_in_counts_against_the_addresss_rate_limit(settings, rdb, oidc_app, provider):
    """Unauthenticated, it costs a signature check: its requests count as their address,
    valid or not, and past the limit none is checked."""
    provider.reset()
    issuers = tuple(oidc_app.extensions[VERIFIER].issuers.values())
    with limited_client(settings, rdb, rate_limit="3/60", oidc_issuers=issuers) as limited:
        assert sign_in(limited, id_token(provider)).status_code == 200
        assert sign_in(limited, id_token(provider, kid="forged")).status_code == 401
        assert sign_in(limited, "garbage").status_code == 401
        stored = keys(rdb)
        refused = sign_in(limited, id_token(provider))
        assert_problem(refused, 429, "rate_limited")
        assert refused.headers["Retry-After"]
        assert keys(rdb) <= stored  # nothing added (keys of other tests may expire meanwhile)


def test_a_body_without_a_token_is_a_validation_error(web):
    assert_problem(web.post("/v1/players/sign-in", json={}), 422, "validation_error")
    assert_problem(web.post("/v1/players/sign-in", json={"id_token": 7}), 422,
                   "validation_error")


# --- the provider's keys -----------------------------------------------------------------------
def test_forged_kids_cost_the_provider_one_fetch_a_minute(web, provider, clock):
    signed_in(web, id_token(provider))
    assert provider.jwks_fetches() == 1
    for _ in range(1000):
        clock.now += 0.05  # 1,000 tokens within the minute
        forged = id_token(provider, kid=secrets.token_hex(8), sub="attacker")
        assert sign_in(web, forged).json["reason"] == "unknown_key"
    assert provider.jwks_fetches() <= 2
    clock.now += oidc.REFETCH_INTERVAL_S
    sign_in(web, id_token(provider, kid="forged-again"))
    assert provider.jwks_fetches() <= 3


def test_concurrent_misses_share_one_fetch(provider, oidc_app):
    """Eight sign-ins of a process that holds no key: the first fetches, held until the
    others are started; they wait for its outcome rather than fetch again."""
    provider.reset()
    fetching, release, fetched = threading.Event(), threading.Event(), []

    def held_fetch(url, deadline):
        fetched.append(url)
        fetching.set()
        release.wait(10)
        return oidc.get_json(url, time.monotonic() + oidc.FETCH_DEADLINE_S)

    issuers = tuple(oidc_app.extensions[VERIFIER].issuers.values())
    verifier = oidc.Verifier(issuers, clock=FakeClock(), fetch=held_fetch)
    tokens = [id_token(provider) for _ in range(8)]
    identities = []
    threads = [threading.Thread(target=lambda t=t: identities.append(verifier.verify(t)))
               for t in tokens]
    threads[0].start()
    fetching.wait(10)
    for thread in threads[1:]:
        thread.start()
    release.set()
    for thread in threads:
        thread.join(30)
    assert len(identities) == 8
    assert provider.jwks_fetches() == 1 and len(fetched) == 2  # discovery, then the keys


def test_rotated_keys_are_picked_up(web, provider, clock):
    signed_in(web, id_token(provider))
    provider.jwks = {"keys": [jwk(OTHER_RSA_KEY, "k2")]}
    clock.now += oidc.REFETCH_INTERVAL_S
    assert signed_in(web, id_token(provider, key=OTHER_RSA_KEY, kid="k2"))["created"]
    assert provider.jwks_fetches() == 2
    assert sign_in(web, id_token(provider)).json["reason"] == "unknown_key"  # k1 retired


def test_keys_held_still_sign_in_while_the_provider_is_down(web, provider, clock):
    signed_in(web, id_token(provider))
    provider.mode = "down"
    clock.now += oidc.DEFAULT_MAX_AGE_S + 1  # the keys are past their age
    assert signed_in(web, id_token(provider))["created"]
    assert provider.jwks_fetches() == 2  # tried, failed, kept the keys


@pytest.mark.parametrize("mode", ["down", "garbage"])
def test_no_key_and_no_provider_is_503_with_retry_after(web, provider, clock, rdb, mode):
    provider.mode = mode
    token = id_token(provider)
    stored = keys(rdb)
    response = sign_in(web, token)
    assert_problem(response, 503, "unavailable")
    keeps_contract(response, "post", "/v1/players/sign-in")
    assert 1 <= int(response.headers["Retry-After"]) <= oidc.REFETCH_INTERVAL_S
    assert keys(rdb) <= stored  # nothing added (keys of other tests may expire meanwhile)
    provider.mode = "ok"
    clock.now += int(response.headers["Retry-After"])
    assert signed_in(web, token)["created"]


def test_a_discovery_naming_another_issuer_is_refused(web, provider):
    provider.discovered_issuer = "http://127.0.0.1:1/impostor"
    assert_problem(sign_in(web, id_token(provider)), 503, "unavailable")
    assert provider.jwks_fetches() == 0


def test_an_unreachable_provider_is_503(settings):
    closed = OidcIssuer(issuer=f"http://127.0.0.1:{free_port()}", audiences=(AUDIENCE,))
    app = create_app(dataclasses.replace(settings, oidc_issuers=(closed,)))
    now = int(time.time())
    token = jwt.encode({"iss": closed.issuer, "aud": AUDIENCE, "sub": "s", "iat": now,
                        "exp": now + 60}, RSA_KEY, algorithm="RS256", headers={"kid": "k"})
    response = app.test_client().post("/v1/players/sign-in", json={"id_token": token})
    assert_problem(response, 503, "unavailable")
    assert response.headers["Retry-After"]


def test_a_slow_provider_does_not_hold_the_request(web, provider):
    """A provider that would answer in 30 s: the sign-in answers 503 within the verifier's
    deadline, while the provider still sleeps."""
    provider.mode = "slow"
    response = sign_in(web, id_token(provider))
    assert_problem(response, 503, "unavailable")
    assert provider.fetches["/.well-known/openid-configuration"] == 1
    assert not provider.slept_out.is_set()  # answered before the provider's sleep ended
    provider.release.set()


# --- rename and sign-out -----------------------------------------------------------------------
@pytest.mark.cluster  # also on a local Redis Cluster
def test_rename_needs_the_players_own_credential(web, provider, rdb):
    me = signed_in(web, id_token(provider))
    other = signed_in(web, id_token(provider))
    player_id = me["player"]["id"]
    url = f"/v1/players/{player_id}"
    stored = rdb.hgetall(players.player_key(player_id))
    assert_problem(web.patch(url, json={"name": "Ada"}), 401, "unauthorized")
    assert_problem(web.patch(url, json={"name": "Ada"}, headers=bearer(other["player_token"])),
                   403, "forbidden")
    for bad in ("", "x" * 41, "bad\nname", None, 7):
        response = web.patch(url, json={"name": bad}, headers=bearer(me["player_token"]))
        assert_problem(response, 422, "validation_error")
    assert_problem(web.patch(url, json={"name": "Ada", "bot": True},
                             headers=bearer(me["player_token"])), 422, "validation_error")
    assert rdb.hgetall(players.player_key(player_id)) == stored
    renamed = web.patch(url, json={"name": "Ada 🐴"}, headers=bearer(me["player_token"]))
    assert keeps_contract(renamed, "patch", "/v1/players/{player_id}")["name"] == "Ada 🐴"
    assert web.get(url).json == renamed.json


def test_a_key_renames_its_own_player(web, rdb):
    from service.http import caller_keys
    from service.state import apikeys

    _, raw = apikeys.create(rdb, "rename " + uuid.uuid4().hex[:6])
    owned = web.post("/v1/players", json={"name": "Owned"},
                     headers={caller_keys.HEADER: raw}).json["player"]
    renamed = web.patch(f"/v1/players/{owned['id']}", json={"name": "Renamed"},
                        headers={caller_keys.HEADER: raw, "X-Player": owned["id"]})
    assert renamed.status_code == 200 and renamed.json["name"] == "Renamed"


def test_a_bound_seat_keeps_its_name_after_a_rename(web, provider):
    me = signed_in(web, id_token(provider, name="Before"))
    created = web.post("/v1/matches", json={"game": "royal-turf", "seats": [
        {"type": "human"}, {"type": "human", "open": True}]},
        headers=bearer(me["player_token"]))
    assert created.status_code == 201, created.json
    web.patch(f"/v1/players/{me['player']['id']}", json={"name": "After"},
              headers=bearer(me["player_token"]))
    seat = web.get(f"/v1/matches/{created.json['match']['id']}").json["seats"][0]
    assert seat["name"] == "Before" and seat["player"]["name"] == "Before"


@pytest.mark.cluster  # also on a local Redis Cluster
def test_signing_out_revokes_exactly_that_token_everywhere(web, provider, rdb):
    subject = uuid.uuid4().hex
    phone = signed_in(web, id_token(provider, sub=subject))
    laptop = signed_in(web, id_token(provider, sub=subject))
    player_id = phone["player"]["id"]
    url = f"/v1/players/{player_id}/token"
    assert_problem(web.delete(url), 401, "unauthorized")
    other = signed_in(web, id_token(provider))
    assert_problem(web.delete(url, headers=bearer(other["player_token"])), 403, "forbidden")
    assert web.delete(url, headers=bearer(phone["player_token"])).status_code == 204
    revoked = bearer(phone["player_token"])
    match_body = {"game": "royal-turf", "seats": [{"type": "human"}, {"type": "human",
                                                                      "open": True}]}
    refused = [
        web.patch(f"/v1/players/{player_id}", json={"name": "X"}, headers=revoked),
        web.delete(url, headers=revoked),
        web.post("/v1/matches", json=match_body, headers=revoked),
        web.post("/v1/matchmaking/tickets", json={"game": "royal-turf"}, headers=revoked),
    ]
    for response in refused:
        assert_problem(response, 401, "unauthorized")
    still = web.patch(f"/v1/players/{player_id}", json={"name": "Laptop"},
                      headers=bearer(laptop["player_token"]))
    assert still.status_code == 200
    fields = rdb.hgetall(players.player_key(player_id))
    assert [f for f in fields if f.startswith(players.TOKEN_FIELD)] == [
        players.TOKEN_FIELD + players.token_hash(laptop["player_token"])]


def test_a_plain_players_token_can_be_revoked_too(web):
    created = web.post("/v1/players", json={"name": "Guest"}).json
    url = f"/v1/players/{created['player']['id']}"
    assert web.delete(f"{url}/token", headers=bearer(created["player_token"])).status_code \
        == 204
    assert_problem(web.patch(url, json={"name": "X"}, headers=bearer(created["player_token"])),
                   401, "unauthorized")


def test_a_revoked_token_replays_no_creation_it_made(web):
    """A creation retried with its Idempotency-Key answers its first answer (the seat tokens)
    again, but not once the player token that made it is revoked: 401, as without the key."""
    created = web.post("/v1/players", json={"name": "Guest"}).json
    as_player = {**bearer(created["player_token"]), "Idempotency-Key": uuid.uuid4().hex}
    body = {"game": "royal-turf", "seats": [{"type": "human"}, {"type": "human",
                                                                "open": True}]}
    first = web.post("/v1/matches", json=body, headers=as_player)
    again = web.post("/v1/matches", json=body, headers=as_player)
    assert first.status_code == again.status_code == 201
    assert again.headers["Idempotent-Replayed"] == "true"
    assert web.delete(f"/v1/players/{created['player']['id']}/token",
                      headers=bearer(created["player_token"])).status_code == 204
    replayed = web.post("/v1/matches", json=body, headers=as_player)
    assert_problem(replayed, 401, "unauthorized")
    assert "Idempotent-Replayed" not in replayed.headers


# --- configuration -----------------------------------------------------------------------------
@pytest.mark.parametrize("value, message", [
    ("not json", "not JSON"),
    ('{"issuer": "https://id.example"}', "JSON list"),
    ('[{"issuer": "http://id.example", "audiences": ["a"]}]', "https://"),
    ('[{"issuer": "https://id.example", "audiences": []}]', "audiences"),
    ('[{"issuer": "https://id.example", "audiences": ["a"], "jwks_uri": "http://x/k"}]',
     "jwks_uri"),
    ('[{"issuer": "https://id.example", "audience": ["a"]}]', "each entry"),
    ('[{"issuer": "https://a.example", "audiences": ["a"]},'
     ' {"issuer": "https://a.example", "audiences": ["b"]}]', "twice"),
])
def test_a_bad_oidc_issuers_fails_at_start(monkeypatch, value, message):
    monkeypatch.setenv("OIDC_ISSUERS", value)
    with pytest.raises(ValueError, match=message):
        Settings.from_env()


@pytest.mark.parametrize("issuer", ["http://127.0.0.1:8080", "http://localhost/realm",
                                    "http://[::1]:9000", "https://id.example/tenant"])
def test_https_or_loopback_issuers_are_accepted(monkeypatch, issuer):
    monkeypatch.setenv("OIDC_ISSUERS", json.dumps([{"issuer": issuer, "audiences": ["a"]}]))
    assert Settings.from_env().oidc_issuers == (OidcIssuer(issuer, ("a",)),)
