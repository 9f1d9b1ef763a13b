"""Idempotency-Key on match creation and moves: a retry with the same key replays the first
response and applies nothing twice; the same key with another request (method, path, body,
or one of the headers that change what it asks: its content type and preconditions) is a 422.

Keys are scoped to who sends them (the seat token for moves and rematches; for creation, the
client as the rate limiter tells clients apart, `limits.client_identity`: its valid API key,
else its address, X-Forwarded-For's last entry behind a trusted proxy, IPv6 per /64), so one
client can never read another's stored response, also when all come through one proxy. A request
in flight holds its key; a concurrent retry gets 409 `idempotency_in_progress`. A move or
rematch binds its key only once its token opened a seat: one refused before (no token, an
unknown one, an unreadable body or header) applied nothing, is stored nowhere, and leaves its
key free. A creation sent with a player token the server no longer knows (signed out, an
expired guest) replays nothing: the route refuses it.

A stored response may hold secrets (a creation's seat tokens, which the service otherwise
keeps only as hashes): its body is encrypted with a key derived from the Idempotency-Key and
the scope, neither of which is stored (the Redis key is another digest of them), so reading
Redis does not reveal it; only a retry of the very request can."""

import base64
import hashlib
import hmac
import json
import logging

import redis
from flask import Flask, current_app, g, request

from service.http import caller_keys, limits
from service.problems import ApiError
from service.state import players

log = logging.getLogger("haras.idempotency")
HEADER = "Idempotency-Key"
CREATIONS = frozenset({"matches.create_match", "players.create_player"})  # need no seat
ENDPOINTS = CREATIONS | {"matches.post_move", "rematch.rematch"}
TTL_S = 24 * 3600
IN_FLIGHT_TTL_S = 30
KEPT_HEADERS = ("Content-Type", "Location", "ETag", "Vary")
# What a request asks besides its method, path and body: another `If-Match` may turn a 412
# into a move played, another content type a 415 into a match created.
REQUEST_HEADERS = ("Content-Type", "If-Match", "If-None-Match")
_PENDING = "pending"


def _scope() -> str:
    if request.endpoint in ("matches.post_move", "rematch.rematch"):
        kind = "move:" if request.endpoint == "matches.post_move" else "rematch:"
        credential = request.headers.get("Authorization", "")
        return kind + request.view_args["match_id"] + ":" + _digest(credential)
    # the API key was checked before (service/state/apikeys.py: an unknown one is a 401 already)
    trust_proxy = current_app.extensions["haras"].settings.trust_proxy
    scope = "create:" + _digest(limits.client_identity(trust_proxy, caller_keys.caller_key(False)))
    # a creation as a player: its answer (the seat tokens) is that player's only
    acting_as = request.headers.get("X-Player") or request.headers.get("Authorization")
    return scope if acting_as is None else scope + ":" + _digest(acting_as)


def _revoked_player_token(client) -> bool:
    """A creation sent with a player token the server no longer knows (signed out, or its
    guest expired): its key's stored answer (seat tokens) is not for it any more."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    return (request.endpoint in CREATIONS and scheme.lower() == "bearer"
            and players.is_player_token(token) and players.by_token(client, token) is None)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


def _caller_known() -> bool:
    """Whether the answer is kept for the key: a creation's caller is its client (an unknown
    API key was refused before), a move's or rematch's the seat its token opened
    (`g.caller_seat`, noted by service/http/access.py). A request whose credentials open no
    seat is refused whatever its key: it binds none, and stores nothing."""
    return request.endpoint in CREATIONS or g.get("caller_seat") is not None


def _identity() -> dict:
    """What tells this request from another with the same key, in two digests: `fingerprint`
    (method, path, body) is what the previous release stored and compared, so that a record
    of either release is read by the other across a deploy (the records live 24 h); one
    without `request_headers` is compared on its fingerprint only, as that release did."""
    headers = json.dumps([request.headers.get(name) for name in REQUEST_HEADERS])
    return {"fingerprint": _digest(request.method + request.path + "\0" +
                                   request.get_data(as_text=True)),
            "request_headers": _digest(headers)}


def _keystream_xor(secret: bytes, data: bytes) -> bytes:
    """XOR with HMAC-SHA256(secret, counter) blocks: a PRF in counter mode. Each secret
    encrypts one body only (one Redis key, written once), so no keystream is reused."""
    blocks = (len(data) + 31) // 32
    stream = b"".join(hmac.digest(secret, i.to_bytes(8, "big"), "sha256") for i in range(blocks))
    mixed = int.from_bytes(data, "big") ^ int.from_bytes(stream[:len(data)], "big")
    return mixed.to_bytes(len(data), "big")


def _seal(secret: bytes, body: bytes) -> str:
    return base64.b64encode(_keystream_xor(secret, body)).decode()


def _unseal(secret: bytes, sealed: str) -> bytes:
    return _keystream_xor(secret, base64.b64decode(sealed))


def register(app: Flask, client_of) -> None:
    """`client_of()` gives the Redis client (decoded responses) of the running app."""

    @app.before_request
    def replay_or_hold():
        key = request.headers.get(HEADER)
        if key is None or request.endpoint not in ENDPOINTS:
            return None
        if not 1 <= len(key) <= 255 or not key.isprintable() or not key.isascii():
            raise ApiError(400, "validation_error", "Idempotency-Key must be 1-255 printable "
                           "ASCII characters.", errors={"headers": [HEADER]})
        if _revoked_player_token(client_of()):
            return None  # the route refuses it (401): a revoked token replays nothing
        scope = _scope()
        redis_key = "haras:idem:" + _digest(scope + "\0" + key)
        secret = hashlib.sha256(f"haras-idempotent-body\0{scope}\0{key}".encode()).digest()
        identity = _identity()
        client = client_of()
        held = {"state": _PENDING, **identity}
        if client.set(redis_key, json.dumps(held), nx=True, ex=IN_FLIGHT_TTL_S):
            g.idempotency = (redis_key, identity, secret)
            return None
        stored = json.loads(client.get(redis_key) or "null")
        if stored is None:  # expired between the two calls: treat as new
            raise ApiError(409, "idempotency_in_progress", "Retry shortly.",
                           headers={"Retry-After": "1"})
        if any(stored.get(name, value) != value for name, value in identity.items()):
            raise ApiError(422, "idempotency_key_reused", "This Idempotency-Key was used "
                           "with another request.")
        if stored["state"] == _PENDING:
            raise ApiError(409, "idempotency_in_progress", "The first request with this "
                           "key is still being processed.", headers={"Retry-After": "1"})
        if "sealed_body" in stored:
            body = _unseal(secret, stored["sealed_body"])
        else:  # stored before bodies were sealed, by the previous release (kept 24 h)
            body = stored["body"]
        return app.response_class(body, status=stored["status"],
                                  headers={**stored["headers"], "Idempotent-Replayed": "true"})

    @app.after_request
    def remember(response):
        held = g.pop("idempotency", None)
        if held is None:
            return response
        redis_key, identity, secret = held
        try:
            if response.status_code >= 500 or not _caller_known():
                client_of().delete(redis_key)  # let a retry try again
                return response
            stored = {"state": "done", **identity,
                      "status": response.status_code,
                      "sealed_body": _seal(secret, response.get_data()),
                      "headers": {h: response.headers[h] for h in KEPT_HEADERS
                                  if h in response.headers}}
            client_of().set(redis_key, json.dumps(stored), ex=TTL_S)
        except redis.exceptions.RedisError as error:
            # The request's work is done (a move may be applied): its answer stands. The
            # hold expires in IN_FLIGHT_TTL_S; a retry after that is treated as new.
            log.warning("idempotency record not stored: %s", error)
        return response
