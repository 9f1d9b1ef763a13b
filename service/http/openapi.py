"""OpenAPI document pieces: security, shared headers, links, error responses."""

from copy import deepcopy
from http import HTTPStatus

from apispec import BasePlugin

SPEC_KWARGS = {
    # Relative: the paths are under whichever host serves this document.
    "servers": [{"url": "/", "description": "The server this document is served by."}],
    "info": {
        "description": "Haras hosts French tabletop games over HTTP. Errors are RFC 9457 "
                       "`application/problem+json` bodies with a stable `code`. Human seats "
                       "authenticate with the bearer seat token returned at creation.",
    },
    "components": {
        "securitySchemes": {
            "seatToken": {"type": "http", "scheme": "bearer",
                          "description": "The seat token returned when the match was created."},
            "apiKey": {"type": "apiKey", "in": "header", "name": "X-API-Key",
                       "description": "A service API key (`flask --app service keys create`). "
                                      "Unknown: 401 `unauthorized`; revoked: 403 `forbidden`, "
                                      "on any request that sends one."},
            "playerToken": {"type": "http", "scheme": "bearer",
                            "description": "A player's token (`p.<player id>.<secret>`), "
                                           "returned once by `POST /v1/players`."},
            "playerOfKey": {"type": "apiKey", "in": "header", "name": "X-Player",
                            "description": "The id of a player the `X-API-Key` sent with it "
                                           "owns: the key acts for that player."},
        },
    },
}
PUBLIC: list = []  # `security: []`: no credential needed
SEAT_TOKEN = [{"seatToken": []}]
PUBLIC_OR_SEAT = [{}, {"seatToken": []}]
API_KEY = [{"apiKey": []}]
OPTIONAL_API_KEY = [{}, {"apiKey": []}]  # required when the service runs with REQUIRE_API_KEY
# A player credential, when the caller acts as a player (service/http/players_access.py).
AS_PLAYER = [{"playerToken": []}, {"apiKey": [], "playerOfKey": []}]
PUBLIC_OR_PLAYER = [{}, *AS_PLAYER]
OPTIONAL_API_KEY_OR_PLAYER = [*OPTIONAL_API_KEY, *AS_PLAYER]

# Request header of the idempotent operations (service/http/idempotency.py checks the same).
IDEMPOTENCY_KEY = {
    "in": "header", "name": "Idempotency-Key", "required": False,
    "description": "Retry safely: a retry with the same key (within 24 h, from the same "
                   "client) gets the first answer again, with `Idempotent-Replayed: true`; "
                   "the same key with another request (another body, `Content-Type`, "
                   "`If-Match` or `If-None-Match`): 422 `idempotency_key_reused`; while "
                   "the first is still running: 409 `idempotency_in_progress`.",
    "schema": {"type": "string", "minLength": 1, "maxLength": 255, "pattern": "^[ -~]+$"},
}
# Response headers, as components (`headers={"ETag": ETAG}` in `@blp.response`).
HEADERS = {
    "X-Request-ID": {"description": "The request's id (the caller's own `X-Request-ID` when "
                                    "it is sane, else a new one), also in the logs.",
                     "schema": {"type": "string"}},
    "ETag": {"description": "The match's version, quoted (`\"3\"`): send it as `If-Match` "
                            "with a move, or `If-None-Match` to read the match again.",
             "schema": {"type": "string"}},
    "Idempotent-Replayed": {"description": "`true` when this is the stored answer to an "
                                           "earlier request with the same `Idempotency-Key`.",
                            "schema": {"type": "string", "enum": ["true"]}},
    "Retry-After": {"description": "Seconds to wait before retrying.",
                    "schema": {"type": "integer"}},
}
ETAG, IDEMPOTENT_REPLAYED = "ETag", "Idempotent-Replayed"  # references to HEADERS
# Responses that come with Retry-After, by component (status) name.
RETRYABLE = {"SERVICE_UNAVAILABLE": "Seconds to wait before retrying.",
             "CONFLICT": "With `idempotency_in_progress` (and other conflicts that a retry "
                         "may resolve): seconds to wait before retrying."}


def link(operation_id: str, description: str, parameters: dict, request_body=None) -> dict:
    """An OpenAPI link to the operation `operation_id`, with runtime expressions for its
    parameters (and body)."""
    found = {"operationId": operation_id, "description": description,
             "parameters": parameters}
    if request_body is not None:
        # The body is exactly this, as OpenAPI means it (schemathesis would otherwise merge
        # it into a generated one).
        found.update({"requestBody": request_body, "x-schemathesis": {"merge_body": False}})
    return found


def links(blueprint, status: int, **named: dict):
    """Documents what a client can call next with values of the `status` response."""
    return blueprint.doc(responses={status: {"links": named}})


def errors(blueprint, *statuses: int):
    """Documents error responses as the shared problem+json components, by status.

    Writes the doc `blueprint.alt_response(status, response=...)` would, without its wrapper
    around the view: ten of those cost a request ten calls through `current_app`."""

    def decorate(view):
        doc = deepcopy(getattr(view, "_apidoc", {}))
        responses = doc.setdefault("response", {}).setdefault("responses", {})
        for status in statuses:
            responses.setdefault(status, []).append(HTTPStatus(status).name)
        view._apidoc = doc
        return view

    return decorate


class HeadersDoc(BasePlugin):
    """apispec plugin: registers the HEADERS components, and documents `X-Request-ID` on
    every response and `Retry-After` on the RETRYABLE ones. Register it after
    `limits.RateLimitDoc`, which adds the 429 responses."""

    def init_spec(self, spec) -> None:
        self.spec = spec
        for name, header in HEADERS.items():
            spec.components.header(name, header)

    def _component(self, name: str) -> dict | None:
        components = self.spec.components
        return components.responses_lazy.get(name) or components.responses.get(name)

    def operation_helper(self, path=None, operations=None, **kwargs) -> None:
        for method, operation in (operations or {}).items():
            if method.lower() not in ("get", "put", "post", "delete", "patch", "head"):
                continue
            for response in operation.get("responses", {}).values():
                if isinstance(response, dict):
                    response.setdefault("headers", {})["X-Request-ID"] = "X-Request-ID"
                    continue
                component = self._component(response)
                if component is None:
                    continue
                headers = component.setdefault("headers", {})
                headers["X-Request-ID"] = {"$ref": "#/components/headers/X-Request-ID"}
                if response == "NOT_MODIFIED":  # the version still current
                    headers[ETAG] = {"$ref": f"#/components/headers/{ETAG}"}
                if response in RETRYABLE and "Retry-After" not in headers:
                    headers["Retry-After"] = {"description": RETRYABLE[response],
                                              "schema": {"type": "integer"}}
