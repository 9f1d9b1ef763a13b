"""The `X-API-Key` a request sends, checked on every request that sends one (the keys
themselves: service/state/apikeys.py):

- no `X-API-Key` where one is needed → 401 `unauthorized`;
- a key that is malformed, unknown or wrong → 401 `unauthorized`;
- a revoked key → 403 `forbidden` (the caller is known, its access is withdrawn).

A key that is sent is checked on every request, even where none is needed: a mistyped or
revoked key fails loudly instead of being ignored.
"""

from flask import Flask, g, request

from service.problems import ApiError
from service.state.apikeys import ApiKey, lookup

HEADER = "X-API-Key"
ENVIRON_KEY = "HTTP_" + HEADER.upper().replace("-", "_")  # as WSGI names it: no Headers object
_UNKNOWN = object()  # g marker: a key was sent and is not valid (the hook answers 401)


def presented(client) -> ApiKey | None:
    """The valid (not revoked) key this request sends, or None (none sent, or not valid: the
    check hook refuses those). Looked up once per request."""
    if "api_key" not in g:
        raw = request.environ.get(ENVIRON_KEY)
        if raw is None:
            g.api_key = None
        else:
            key = lookup(client, raw.strip())
            g.api_key = key if key is not None else _UNKNOWN
    key = g.api_key
    return key if isinstance(key, ApiKey) and not key.revoked else None


def caller_key(required: bool) -> ApiKey | None:
    """The request's valid API key; 401 `unauthorized` when `required` and none is sent
    (keys that are sent are checked before any view runs)."""
    key = g.get("api_key")
    if isinstance(key, ApiKey) and not key.revoked:
        return key
    if required:
        raise ApiError(401, "unauthorized", f"This needs an API key in the {HEADER} header.",
                       headers={"WWW-Authenticate": f'ApiKey header="{HEADER}"'})
    return None


def init_app(app: Flask, client_of, exempt, requires_key) -> None:
    """Checks the `X-API-Key` of every request that sends one (after the rate limiter, which
    counts unknown keys by address): 401 for an unknown key, 403 for a revoked one, and 401
    without one where `requires_key(endpoint)` (before the body is even read). `client_of()`
    gives the Redis client; `exempt(path)` tells the paths that skip the check."""

    @app.before_request
    def check_api_key():
        if request.method == "OPTIONS" or exempt(request.path):
            return
        presented(client_of())
        key = g.api_key
        if key is None:
            endpoint = request.endpoint
            if endpoint and requires_key(endpoint):
                caller_key(required=True)
        elif key is _UNKNOWN:
            raise ApiError(401, "unauthorized", f"Unknown {HEADER}.",
                           headers={"WWW-Authenticate": f'ApiKey header="{HEADER}"'})
        elif key.revoked:
            raise ApiError(403, "forbidden", f"The API key {key.id} was revoked.")
