"""CORS for browser frontends: the origins of CORS_ORIGINS (or `*`) may call the API.

Preflights (`OPTIONS` with `Access-Control-Request-Method`) are answered here, with 204,
before anything else runs: no auth, no rate limit. Other responses to an allowed origin get
`Access-Control-Allow-Origin` and the headers a frontend may read. Disallowed origins get no
CORS header at all (the browser then blocks the response). Seat tokens and API keys travel
in headers, not cookies, so credentials are never allowed.
"""

from flask import Flask, Response, current_app, request

from service.config import Settings

ALLOW_HEADERS = ("Authorization, Content-Type, If-Match, If-None-Match, Idempotency-Key, "
                 "Last-Event-ID, X-API-Key, X-Player, X-Request-ID")
EXPOSE_HEADERS = ("ETag, Location, Retry-After, RateLimit-Limit, RateLimit-Remaining, "
                  "RateLimit-Reset")
ANY_METHOD = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS"
MAX_AGE_S = "600"  # how long a browser may cache a preflight answer


class Cors:
    def __init__(self, origins: tuple[str, ...]):
        self.any = "*" in origins
        self.origins = frozenset(o.rstrip("/").lower() for o in origins if o != "*")

    def allow_origin(self, origin: str | None) -> str | None:
        """The `Access-Control-Allow-Origin` value for `origin`, None when not allowed."""
        if not origin:
            return None
        if self.any:
            return "*"
        return origin if origin.lower() in self.origins else None

    def preflight(self) -> Response | None:
        if not _is_preflight():
            return None
        response = current_app.response_class(status=204)
        del response.headers["Content-Type"]
        if self.allow_origin(request.headers.get("Origin")) is not None:
            response.headers["Access-Control-Allow-Methods"] = _methods_of_path()
            response.headers["Access-Control-Allow-Headers"] = ALLOW_HEADERS
            response.headers["Access-Control-Max-Age"] = MAX_AGE_S
        return response  # after_request adds Allow-Origin and Vary

    def add_headers(self, response: Response) -> Response:
        response.vary.add("Origin")  # the answer depends on Origin, for caches
        allowed = self.allow_origin(request.headers.get("Origin"))
        if allowed is not None:
            response.headers["Access-Control-Allow-Origin"] = allowed
            if not _is_preflight():
                response.headers["Access-Control-Expose-Headers"] = EXPOSE_HEADERS
        return response


def _is_preflight() -> bool:
    return request.method == "OPTIONS" and "Access-Control-Request-Method" in request.headers


def _methods_of_path() -> str:
    """The methods the requested path serves (all methods for an unknown path: the actual
    request then gets its 404 problem, readable by the frontend)."""
    try:
        methods = current_app.create_url_adapter(request).allowed_methods()
    except Exception:  # a preflight never fails
        methods = []
    return ", ".join(sorted(set(methods) | {"OPTIONS"})) if methods else ANY_METHOD


def init_app(app: Flask, settings: Settings) -> None:
    """Registers CORS; call it before any other before_request (preflights come first)."""
    if not settings.cors_origins:
        return
    cors = Cors(settings.cors_origins)
    app.before_request(cors.preflight)
    app.after_request(cors.add_headers)
