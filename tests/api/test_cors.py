"""CORS: allowed origins get the headers a browser needs, preflights are answered with 204
before auth and rate limits, other origins get no CORS header at all."""

import uuid

import pytest

from service.app import create_app
from service.config import Settings

from support.http import bearer, create, limited_client
from support.processes import settings_with

ALLOWED = "https://play.example"
EXPOSED = {"ETag", "Location", "Retry-After", "RateLimit-Limit", "RateLimit-Remaining",
           "RateLimit-Reset"}
REQUEST_HEADERS = {"authorization", "content-type", "if-match", "if-none-match",
                   "idempotency-key", "last-event-id", "x-api-key", "x-player", "x-request-id"}


def _set(value: str) -> set[str]:
    return {part.strip() for part in value.split(",") if part.strip()}


def _cors_headers(response) -> dict:
    return {k: v for k, v in response.headers.items() if k.startswith("Access-Control-")}


def _address() -> dict:
    return {"REMOTE_ADDR": f"10.{uuid.uuid4().int % 250}.{uuid.uuid4().int % 250}."
                           f"{uuid.uuid4().int % 250}"}


@pytest.fixture(scope="module")
def cors_client(settings):
    app = create_app(settings_with(settings, cors_origins=(ALLOWED, "http://localhost:3000/")))
    return app.test_client()


def test_allowed_origin_gets_allow_origin_and_exposed_headers(cors_client):
    response = cors_client.get("/v1/games", headers={"Origin": ALLOWED})
    assert response.status_code == 200
    assert response.headers["Access-Control-Allow-Origin"] == ALLOWED
    assert _set(response.headers["Access-Control-Expose-Headers"]) == EXPOSED
    assert "Origin" in _set(response.headers["Vary"])
    assert "Access-Control-Allow-Credentials" not in response.headers
    other = cors_client.get("/v1/games", headers={"Origin": "http://localhost:3000"})
    assert other.headers["Access-Control-Allow-Origin"] == "http://localhost:3000"


def test_match_responses_keep_their_vary_and_etag(cors_client):
    match, tokens = create(cors_client)
    response = cors_client.get(f"/v1/matches/{match['id']}",
                               headers={"Origin": ALLOWED, **bearer(tokens["0"])})
    assert response.status_code == 200 and response.headers["ETag"]
    assert _set(response.headers["Vary"]) >= {"Authorization", "Origin"}
    assert response.headers["Access-Control-Allow-Origin"] == ALLOWED


def test_errors_are_readable_cross_origin(cors_client):
    response = cors_client.get("/v1/games/chess", headers={"Origin": ALLOWED})
    assert response.status_code == 404
    assert response.headers["Access-Control-Allow-Origin"] == ALLOWED


@pytest.mark.parametrize("origin", ["https://evil.example", "https://play.example.evil",
                                    "null", ""])
def test_other_origins_get_no_cors_headers(cors_client, origin):
    response = cors_client.get("/v1/games", headers={"Origin": origin} if origin else {})
    assert response.status_code == 200
    assert _cors_headers(response) == {}
    assert "Origin" in _set(response.headers["Vary"])
    preflight = cors_client.options("/v1/matches", headers={
        "Origin": origin, "Access-Control-Request-Method": "POST"})
    assert preflight.status_code == 204 and _cors_headers(preflight) == {}


def test_preflight_is_204_with_methods_and_headers_without_auth(cors_client):
    response = cors_client.options("/v1/matches/AAAAAAAAAAAAAAAAAAAAAA/moves", headers={
        "Origin": ALLOWED, "Access-Control-Request-Method": "POST",
        "Access-Control-Request-Headers": "authorization, content-type, if-match"})
    assert response.status_code == 204 and response.data == b""
    assert response.headers["Access-Control-Allow-Origin"] == ALLOWED
    assert "POST" in _set(response.headers["Access-Control-Allow-Methods"])
    allowed = {h.lower() for h in _set(response.headers["Access-Control-Allow-Headers"])}
    assert allowed == REQUEST_HEADERS
    assert int(response.headers["Access-Control-Max-Age"]) > 0
    assert "Origin" in _set(response.headers["Vary"])
    collection = cors_client.options("/v1/matches", headers={
        "Origin": ALLOWED, "Access-Control-Request-Method": "POST"})
    assert {"GET", "POST"} <= _set(collection.headers["Access-Control-Allow-Methods"])


def test_preflight_is_not_rate_limited(settings, rdb):
    with limited_client(settings, rdb, cors_origins=(ALLOWED,), rate_limit="2/60") as client:
        _preflights_are_not_counted(client)


def _preflights_are_not_counted(client):
    address = _address()
    for _ in range(5):
        response = client.options("/v1/games", environ_base=address, headers={
            "Origin": ALLOWED, "Access-Control-Request-Method": "GET"})
        assert response.status_code == 204 and "RateLimit-Limit" not in response.headers
    first = client.get("/v1/games", environ_base=address, headers={"Origin": ALLOWED})
    assert first.headers["RateLimit-Remaining"] == "1"
    client.get("/v1/games", environ_base=address)
    refused = client.get("/v1/games", environ_base=address, headers={"Origin": ALLOWED})
    assert refused.status_code == 429  # and the browser may read why, and when to retry
    assert refused.headers["Access-Control-Allow-Origin"] == ALLOWED
    assert "Retry-After" in _set(refused.headers["Access-Control-Expose-Headers"])


def test_star_allows_any_origin(settings):
    client = create_app(settings_with(settings, cors_origins=("*",))).test_client()
    response = client.get("/v1/games", headers={"Origin": "https://anyone.example"})
    assert response.headers["Access-Control-Allow-Origin"] == "*"
    assert _set(response.headers["Access-Control-Expose-Headers"]) == EXPOSED
    preflight = client.options("/v1/games", headers={
        "Origin": "https://anyone.example", "Access-Control-Request-Method": "GET"})
    assert preflight.status_code == 204
    assert preflight.headers["Access-Control-Allow-Origin"] == "*"
    assert "GET" in _set(preflight.headers["Access-Control-Allow-Methods"])


def test_no_cors_by_default(settings):
    client = create_app(settings_with(settings, cors_origins=())).test_client()
    response = client.get("/v1/games", headers={"Origin": ALLOWED})
    assert _cors_headers(response) == {} and "Vary" not in response.headers


def test_cors_origins_setting_is_comma_separated(monkeypatch):
    monkeypatch.setenv("CORS_ORIGINS", " https://a.example, http://localhost:3000 ,")
    assert Settings.from_env().cors_origins == ("https://a.example", "http://localhost:3000")
    monkeypatch.delenv("CORS_ORIGINS")
    assert Settings.from_env().cors_origins == ()
