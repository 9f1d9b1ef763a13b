"""OpenAPI document pieces that derive from the engines' declarations."""

from copy import deepcopy
from http import HTTPStatus

from apispec import APISpec

from engines.registry import GAMES
from service.match_options import options_json_schema
from service.web.schemas import component_name

SPEC_KWARGS = {
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
        },
    },
}
PUBLIC: list = []  # `security: []`: no credential needed
SEAT_TOKEN = [{"seatToken": []}]
PUBLIC_OR_SEAT = [{}, {"seatToken": []}]
API_KEY = [{"apiKey": []}]
OPTIONAL_API_KEY = [{}, {"apiKey": []}]  # required when the service runs with REQUIRE_API_KEY


def register_game_components(spec: APISpec) -> None:
    for game in GAMES.values():
        spec.components.schema(component_name(game.id, "Options"),
                               component=options_json_schema(game))
        move = game.move_json_schema()
        move["description"] = f"A move of {game.name}."
        spec.components.schema(component_name(game.id, "Move"), component=move)


def link(path: str, method: str, description: str, parameters: dict,
         request_body=None) -> dict:
    """An OpenAPI link to the operation `method path`, with runtime expressions for its
    parameters (and body)."""
    pointer = path.replace("~", "~0").replace("/", "~1")
    found = {"operationRef": f"#/paths/{pointer}/{method}", "description": description,
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
