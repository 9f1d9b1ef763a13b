"""Sign-in against a real OpenID provider (tests/real_oidc_provider.py: oidc-provider on loopback):
users signed in through its authorization code flow with PKCE, their ID tokens posted to
`POST /v1/players/sign-in` of an app that trusts the provider, which Haras finds by discovery
and whose keys it fetches from the provider's JWKS. The fine-grained refusals (expired, wrong
issuer, forged keys, algorithm confusion) are tested with tokens signed by keys the tests make.

Without node and the node tools they skip and say so, except under CI (CI=true), where they
fail."""

import jwt
import pytest
import requests

from real_oidc_provider import (
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
