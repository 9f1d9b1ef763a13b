"""Idempotency-Key on match creation and moves: a retry with the same key replays the first
response and applies nothing twice; the same key with another body is a 422.

Keys are scoped to who sends them (the seat token for moves; the API key, else the client
address, for creation), so one client can never read another's stored response. A request
in flight holds its key; a concurrent retry gets 409 `idempotency_in_progress`."""

import hashlib
import json

from flask import Flask, g, request

from service.errors import ApiError

HEADER = "Idempotency-Key"
ENDPOINTS = {"matches.create_match", "matches.post_move"}
TTL_S = 24 * 3600
IN_FLIGHT_TTL_S = 30
KEPT_HEADERS = ("Content-Type", "Location", "ETag", "Vary")
_PENDING = "pending"


def _scope() -> str:
    if request.endpoint == "matches.post_move":
        credential = request.headers.get("Authorization", "")
        return "move:" + request.view_args["match_id"] + ":" + _digest(credential)
    credential = request.headers.get("X-API-Key") or request.remote_addr or ""
    return "create:" + _digest(credential)


def _digest(text: str) -> str:
    return hashlib.sha256(text.encode()).hexdigest()


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
        redis_key = "haras:idem:" + _digest(_scope() + "\0" + key)
        fingerprint = _digest(request.method + request.path + "\0" +
                              request.get_data(as_text=True))
        client = client_of()
        held = {"state": _PENDING, "fingerprint": fingerprint}
        if client.set(redis_key, json.dumps(held), nx=True, ex=IN_FLIGHT_TTL_S):
            g.idempotency = (redis_key, fingerprint)
            return None
        stored = json.loads(client.get(redis_key) or "null")
        if stored is None:  # expired between the two calls: treat as new
            raise ApiError(409, "idempotency_in_progress", "Retry shortly.",
                           headers={"Retry-After": "1"})
        if stored["fingerprint"] != fingerprint:
            raise ApiError(422, "idempotency_key_reused", "This Idempotency-Key was used "
                           "with another request.")
        if stored["state"] == _PENDING:
            raise ApiError(409, "idempotency_in_progress", "The first request with this "
                           "key is still being processed.", headers={"Retry-After": "1"})
        return app.response_class(stored["body"], status=stored["status"],
                                  headers={**stored["headers"], "Idempotent-Replayed": "true"})

    @app.after_request
    def remember(response):
        held = g.pop("idempotency", None)
        if held is None:
            return response
        redis_key, fingerprint = held
        client = client_of()
        if response.status_code >= 500:
            client.delete(redis_key)  # let a retry try again
            return response
        stored = {"state": "done", "fingerprint": fingerprint,
                  "status": response.status_code, "body": response.get_data(as_text=True),
                  "headers": {h: response.headers[h] for h in KEPT_HEADERS
                              if h in response.headers}}
        client.set(redis_key, json.dumps(stored), ex=TTL_S)
        return response
