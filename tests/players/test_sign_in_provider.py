"""Sign-in against a real OpenID provider (tests/support/real_oidc_provider.py: oidc-provider on
loopback): users signed in through its authorization code flow with PKCE, their ID tokens posted to
`POST /v1/players/sign-in` of an app that trusts the provider, which Haras finds by discovery
and whose keys it fetches from the provider's JWKS. The fine-grained refusals (expired, wrong
issuer, forged keys, algorithm confusion) are tested with tokens signed by keys the tests make
(tests/players/test_sign_in.py).

Without node and the node tools they skip and say so, except under CI (CI=true), where they
fail."""

import dataclasses
import json
import uuid

import jwt
import pytest
import requests

from service.app import create_app
from service.config import OidcIssuer

from support.http import assert_problem, bearer, keeps_contract, keys
from support.real_oidc_provider import (
    CLIENT_ID,
    ES256_CLIENT_ID,
    discovery_url,
    running_provider,
    sign_in_at_provider,
)


@pytest.fixture(scope="module")
def issuer():
    with running_provider() as url:
        yield url


@pytest.fixture(scope="module")
def provider_client(settings, issuer):
    """A client of an app that trusts the provider for its two clients."""
    trusted = OidcIssuer(issuer=issuer, audiences=(CLIENT_ID, ES256_CLIENT_ID))
    return create_app(dataclasses.replace(settings, oidc_issuers=(trusted,))).test_client()


def _login() -> str:
    """A login of its own: the tests' Redis outlives the provider, whose port may come again."""
    return f"alice-{uuid.uuid4().hex[:8]}"


def _sign_in(client, id_token: str) -> dict:
    response = client.post("/v1/players/sign-in", json={"id_token": id_token})
    assert response.status_code == 200, response.json
    return keeps_contract(response, "post", "/v1/players/sign-in")


def test_the_provider_signs_users_in_with_id_tokens_of_its_keys(issuer):
    """The harness runs the real flow: the ID token it returns is signed by a key of the
    provider's JWKS (found by discovery), for the client, by the provider, with the user's
    name; a second client gets its tokens signed with ES256."""
    jwks = jwt.PyJWKClient(requests.get(discovery_url(issuer), timeout=10).json()["jwks_uri"])
    for client_id, alg in [(CLIENT_ID, "RS256"), (ES256_CLIENT_ID, "ES256")]:
        id_token = sign_in_at_provider(issuer, "alice", client_id)
        claims = jwt.decode(id_token, jwks.get_signing_key_from_jwt(id_token), algorithms=[alg],
                            audience=client_id, issuer=issuer,
                            options={"require": ["exp", "iat", "sub"]})
        assert jwt.get_unverified_header(id_token)["alg"] == alg
        assert claims["name"] == "Alice" and claims["sub"] not in ("alice", "Alice")


def test_a_user_signed_in_at_the_provider_is_one_player(issuer, provider_client):
    login = _login()
    id_token = sign_in_at_provider(issuer, login)
    first = _sign_in(provider_client, id_token)
    player = first["player"]
    assert first["created"] is True and player["name"] == login.capitalize()  # its `name`
    assert first["player_token"].startswith(f"p.{player['id']}.")

    again = _sign_in(provider_client, sign_in_at_provider(issuer, login))
    assert again["created"] is False and again["player"]["id"] == player["id"]

    public = provider_client.get(f"/v1/players/{player['id']}")
    assert public.status_code == 200 and public.json["signed_in"] is True
    subject = jwt.decode(id_token, options={"verify_signature": False})["sub"]
    assert subject not in public.get_data(True) and subject not in json.dumps(first)

    # The player token is the player's credential: a match it creates seats the player.
    created = provider_client.post("/v1/matches", headers=bearer(first["player_token"]), json={
        "game": "royal-turf",
        "seats": [{"type": "human"}, {"type": "ai", "ai": {"level": "random"}}]})
    assert created.status_code == 201, created.json
    assert created.json["match"]["seats"][0]["player"]["id"] == player["id"]


def test_another_user_is_another_player(issuer, provider_client):
    alice = _sign_in(provider_client, sign_in_at_provider(issuer, _login()))
    bob = _sign_in(provider_client, sign_in_at_provider(issuer, _login()))
    assert bob["created"] is True and bob["player"]["id"] != alice["player"]["id"]


def test_an_es256_id_token_of_another_client_is_the_same_user(issuer, provider_client):
    """The provider's second client gets ES256 tokens with the same subject (pairwise subjects
    per sector, and both clients share one): the same user, so the same player."""
    login = _login()
    first = _sign_in(provider_client, sign_in_at_provider(issuer, login))
    again = _sign_in(provider_client, sign_in_at_provider(issuer, login, ES256_CLIENT_ID))
    assert again["created"] is False and again["player"]["id"] == first["player"]["id"]


def test_a_deployment_expecting_another_audience_refuses_the_token(settings, issuer, rdb):
    elsewhere = OidcIssuer(issuer=issuer, audiences=("another-app",))
    client = create_app(dataclasses.replace(settings, oidc_issuers=(elsewhere,))).test_client()
    id_token = sign_in_at_provider(issuer, _login())
    stored = keys(rdb)
    response = client.post("/v1/players/sign-in", json={"id_token": id_token})
    assert assert_problem(response, 401, "invalid_id_token")["reason"] == "wrong_audience"
    assert keys(rdb) <= stored  # no player made (keys of other tests may expire meanwhile)
