"""The Flask application factory: configuration, error handling and the blueprints."""

import json
import logging

from flask import Flask, current_app, request
from flask_smorest import Api
from werkzeug.exceptions import HTTPException, RequestEntityTooLarge
from werkzeug.routing import WebsocketMismatch
from werkzeug.wsgi import get_content_length

from service import cli
from service.config import Settings
from service.http import caller_keys, cors, game_contract, idempotency, limits, openapi, quota_edge
from service.http.outages import OutageLog
from service.http.parsing import PARSED_BODY
from service.http.resources import (
    arena,
    docs,
    games,
    health,
    jobs,
    leaderboard,
    matches,
    matchmaking,
    players,
    rematch,
    replay,
    seats,
    webclient,
    webhooks,
)
from service.http.schemas.common import Problem
from service.integrations import oidc, webhook_urls
from service.live import channel as live
from service.live import stream
from service.match.runtime import Runtime
from service.problems import ApiError, problem
from service.state.connect import REDIS_DOWN
from service.state.quotas import QuotaExceeded
from service.telemetry import logs as observability

log = logging.getLogger("haras")
PROBLEM_JSON = "application/problem+json"
RETRY_AFTER_S = "5"
MAX_JSON_DEPTH = 32  # far beyond any body of the API; keeps every parser's recursion shallow
BODY_METHODS = frozenset(("POST", "PUT", "PATCH"))


class HarasApi(Api):
    """flask-smorest's Api, answering and documenting errors as RFC 9457 problems."""

    ERROR_SCHEMA = Problem
    DEFAULT_ERROR_RESPONSE_NAME = None  # each route documents its own errors

    def _init_spec(self, **kwargs):
        super()._init_spec(**kwargs)
        # flask-smorest builds a plain APISpec; ours types the game-bound schemas per game
        self.spec.__class__ = game_contract.GameBoundSpec

    def _register_pagination_header(self):
        """Nothing: the lists page with cursors of their own, not flask-smorest's pages."""

    def _register_responses(self):
        super()._register_responses()
        for response in self.spec.components.responses_lazy.values():
            content = response.get("content", {})
            if "application/json" in content:
                response["content"] = {PROBLEM_JSON: content["application/json"]}

    def handle_http_exception(self, error: HTTPException):
        if isinstance(error, WebsocketMismatch) and \
                request.headers.get("Upgrade", "").lower() != "websocket":
            return _problem_response(problem(426, "upgrade_required", "This route speaks "
                                             "WebSocket only: upgrade the connection."),
                                     {"Upgrade": "websocket", "Connection": "Upgrade"})
        data = getattr(error, "data", None) or {}
        if "messages" in data:  # webargs: the body or query failed its schema
            errors = _flatten(data["messages"])
            bad_json = error.code == 400
            detail = "The body is not valid JSON." if bad_json else "The request is invalid."
            return _problem_response(problem(error.code, "validation_error", detail,
                                             errors=errors))
        code = {404: "not_found", 405: "method_not_allowed", 413: "payload_too_large",
                415: "unsupported_media_type"}.get(error.code)
        if code is None:
            code = error.name.lower().replace(" ", "_").replace("'", "")
        if error.code == 413:
            detail = f"Bodies are limited to {current_app.config['MAX_CONTENT_LENGTH']} bytes."
        else:
            detail = error.description or error.name
        headers = {}
        if error.code == 405 and error.valid_methods:
            headers["Allow"] = ", ".join(error.valid_methods)
        return _problem_response(problem(error.code, code, detail), headers)


def _flatten(messages, prefix: str = "") -> dict[str, list[str]]:
    """webargs' nested {"json": {"seats": {0: {"type": [...]}}}} → {"seats.0.type": [...]}."""
    flat: dict[str, list[str]] = {}
    if isinstance(messages, dict):
        for key, value in messages.items():
            name = str(key) if prefix == "" else f"{prefix}.{key}"
            if not prefix and key in ("json", "query", "headers", "form", "files"):
                name = ""
            flat.update(_flatten(value, name))
    elif isinstance(messages, list) and all(isinstance(m, str) for m in messages):
        flat[prefix or "body"] = messages
    else:
        flat[prefix or "body"] = [str(messages)]
    return flat


def _bad_json(detail: str, message: str) -> ApiError:
    return ApiError(400, "validation_error", detail, errors={"body": [message]})


def _refuse_constant(name: str):
    raise ValueError(f"{name} is not JSON")


# One decoder for every body: json.loads with a keyword builds a new one per call (2.5x the
# time of decoding a move's body).
_BODY_DECODER = json.JSONDecoder(parse_constant=_refuse_constant)


def _deeper_than(node, levels: int) -> bool:
    """Whether arrays and objects nest more than `levels` deep in `node` (recursing at most
    `levels` + 1 calls deep, whatever the document)."""
    if isinstance(node, dict):
        children = node.values()
    elif isinstance(node, list):
        children = node
    else:
        return False  # a scalar (a whole body may be one: null, a number) nests nothing
    if levels == 0:
        return True
    for child in children:
        if isinstance(child, (dict, list)) and _deeper_than(child, levels - 1):
            return True
    return False


def _is_json(content_type: str) -> bool:
    """What werkzeug's `request.is_json` says of this Content-Type, read from the header."""
    mimetype = content_type.partition(";")[0].strip().lower()
    return mimetype == "application/json" or (
        mimetype.startswith("application/") and mimetype.endswith("+json"))


def _check_json_body(environ: dict, length: int | None, limit: int) -> None:
    """Parses the JSON body once, for every route (kept in the WSGI environ: the match
    endpoints' webargs reuse it, service/http/parsing.py), refusing up front the bodies webargs
    would let escape as a 500 or take wrongly: a streamed body (no Content-Length) reaching
    the limit, which werkzeug silently cuts there (413); bad UTF-8 or syntax, NaN/Infinity,
    integers of over 4300 digits, and nesting deeper than MAX_JSON_DEPTH (json's
    RecursionError comes near 1000 levels, and other routes parse the body again deeper in
    the stack) (400)."""
    body = request.get_data()
    if length is None and len(body) >= limit:
        raise RequestEntityTooLarge()
    if not body:
        return
    try:
        document = _BODY_DECODER.decode(body.decode())
    except (ValueError, RecursionError):
        raise _bad_json("The body is not valid JSON.", "Invalid JSON body.") from None
    if _deeper_than(document, MAX_JSON_DEPTH):
        raise _bad_json("The body is nested too deeply.",
                        f"At most {MAX_JSON_DEPTH} levels of arrays and objects.")
    environ[PARSED_BODY] = document


def _problem_response(body: dict, headers: dict | None = None):
    return body, body["status"], {"Content-Type": PROBLEM_JSON, **(headers or {})}


def create_app(settings: Settings | None = None, runtime: Runtime | None = None) -> Flask:
    settings = settings or Settings.from_env()
    app = Flask("haras")
    app.config.update(
        API_TITLE="Haras",
        API_VERSION="1.0.0",
        OPENAPI_VERSION="3.1.0",
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        MAX_CONTENT_LENGTH=settings.max_body_bytes,
        JSON_SORT_KEYS=False,
    )
    app.json.sort_keys = False
    app.extensions["haras"] = runtime or Runtime.from_settings(settings)
    app.extensions[players.VERIFIER] = oidc.Verifier(settings.oidc_issuers) \
        if settings.oidc_issuers else None
    api = HarasApi(app, spec_kwargs={**openapi.SPEC_KWARGS,
                                     "extra_plugins": [limits.RateLimitDoc(),
                                                       openapi.HeadersDoc()]})
    app.url_map.converters["player_id"] = players.PlayerIdConverter
    api.register_converter(players.PlayerIdConverter,
                           lambda _: {"type": "string", "minLength": 1})
    game_contract.register_game_components(api.spec)
    live.register_messages(api.spec)
    for blueprint in (games.blp, matches.blp, seats.blp, rematch.blp, replay.blp, stream.blp,
                      live.blp, jobs.blp, health.blp, arena.blp, webhooks.blp, players.blp,
                      leaderboard.blp, matchmaking.blp):
        api.register_blueprint(blueprint)
    app.register_blueprint(docs.blp)
    app.register_blueprint(webclient.blp)
    observability.register(app)  # before all: every answer carries a request id
    cors.init_app(app, settings)  # first: preflights need no auth and are not counted
    limits.init_app(app, settings)  # then: a refused request runs nothing else
    caller_keys.init_app(app, lambda: app.extensions["haras"].store.client, limits.exempt,
                     _key_required_for(settings))
    webhook_urls.policy_for(settings)  # a malformed WEBHOOK_ALLOWLIST fails here, at start
    idempotency.register(app, lambda: app.extensions["haras"].store.client)

    @app.before_request
    def require_json_bodies():
        # read from the environ: werkzeug's properties cost a move as much as its checks
        if request.method not in BODY_METHODS:
            return
        environ = request.environ
        length = get_content_length(environ)  # None when chunked
        if not length and "chunked" not in environ.get("HTTP_TRANSFER_ENCODING", "").lower():
            return
        if not _is_json(environ.get("CONTENT_TYPE", "")):
            raise ApiError(415, "unsupported_media_type",
                           "Send the body as application/json.")
        _check_json_body(environ, length, settings.max_body_bytes)

    outage = OutageLog()

    @app.after_request
    def note_redis_is_back(response):
        if outage.ongoing and response.status_code < 500 and not limits.exempt(request.path):
            outage.served()
        return response

    @app.errorhandler(ApiError)
    def api_error(error: ApiError):
        return _problem_response(error.body(), error.headers)

    @app.errorhandler(QuotaExceeded)
    def quota_exceeded(error: QuotaExceeded):
        return api_error(quota_edge.problem(error))

    @app.errorhandler(Exception)
    def unexpected(error: Exception):
        if isinstance(error, HTTPException):
            return api.handle_http_exception(error)
        if isinstance(error, REDIS_DOWN):
            outage.failed(error)
            return _problem_response(
                problem(503, "unavailable", "Storage is unavailable; retry shortly."),
                {"Retry-After": RETRY_AFTER_S})
        log.exception("unhandled error on %s %s", request.method, request.path)
        return _problem_response(problem(500, "internal_error", "An internal error occurred."))

    app.cli.add_command(cli.keys)
    app.cli.add_command(cli.indexes)
    return app


def _key_required_for(settings: Settings):
    """Which endpoints need an X-API-Key: webhooks always, creation with REQUIRE_API_KEY."""
    created_with_key = {"matches.create_match", "arena.create_arena", "players.create_player"}

    def requires_key(endpoint: str) -> bool:
        return endpoint.startswith("webhooks.") or (
            settings.require_api_key and endpoint in created_with_key)

    return requires_key
