"""The Flask application factory: configuration, error handling and the blueprints."""

import logging

import redis
from flask import Flask, current_app, request
from flask_smorest import Api
from werkzeug.exceptions import HTTPException

from service import cors, idempotency, limits, observability, openapi
from service.api import arena, docs, games, health, jobs, matches, replay, seats, stream
from service.config import Settings
from service.errors import ApiError, problem
from service.runtime import Runtime
from service.schemas import Problem

log = logging.getLogger("haras")
PROBLEM_JSON = "application/problem+json"
REDIS_DOWN = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError,
              redis.exceptions.BusyLoadingError)
RETRY_AFTER_S = "5"


class HarasApi(Api):
    """flask-smorest's Api, answering and documenting errors as RFC 9457 problems."""

    ERROR_SCHEMA = Problem
    DEFAULT_ERROR_RESPONSE_NAME = None  # each route documents its own errors

    def _register_responses(self):
        super()._register_responses()
        for response in self.spec.components.responses_lazy.values():
            content = response.get("content", {})
            if "application/json" in content:
                response["content"] = {PROBLEM_JSON: content["application/json"]}

    def handle_http_exception(self, error: HTTPException):
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
    api = HarasApi(app, spec_kwargs={**openapi.SPEC_KWARGS,
                                     "extra_plugins": [limits.RateLimitDoc()]})
    openapi.register_game_components(api.spec)
    for blueprint in (games.blp, matches.blp, seats.blp, replay.blp, stream.blp, jobs.blp,
                      health.blp, arena.blp):
        api.register_blueprint(blueprint)
    app.register_blueprint(docs.blp)
    observability.register(app)  # before all: every answer carries a request id
    cors.init_app(app, settings)  # first: preflights need no auth and are not counted
    limits.init_app(app, settings)  # then: a refused request runs nothing else
    idempotency.register(app, lambda: app.extensions["haras"].store.client)

    @app.before_request
    def require_json_bodies():
        if request.method in ("POST", "PUT", "PATCH") and request.content_length and \
                not request.is_json:
            raise ApiError(415, "unsupported_media_type",
                           "Send the body as application/json.")

    @app.errorhandler(ApiError)
    def api_error(error: ApiError):
        return _problem_response(error.body(), error.headers)

    @app.errorhandler(Exception)
    def unexpected(error: Exception):
        if isinstance(error, HTTPException):
            return api.handle_http_exception(error)
        if isinstance(error, REDIS_DOWN):
            log.warning("redis unavailable: %s", error)
            return _problem_response(
                problem(503, "unavailable", "Storage is unavailable; retry shortly."),
                {"Retry-After": RETRY_AFTER_S})
        log.exception("unhandled error on %s %s", request.method, request.path)
        return _problem_response(problem(500, "internal_error", "An internal error occurred."))

    return app
