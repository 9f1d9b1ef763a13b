"""OpenAPI document pieces that derive from the engines' declarations."""

from http import HTTPStatus

from apispec import APISpec

from engines.registry import GAMES
from service.match_options import options_json_schema
from service.schemas import component_name

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
        },
    },
}
SEAT_TOKEN = [{"seatToken": []}]
PUBLIC_OR_SEAT = [{}, {"seatToken": []}]


def register_game_components(spec: APISpec) -> None:
    for game in GAMES.values():
        spec.components.schema(component_name(game.id, "Options"),
                               component=options_json_schema(game))
        move = game.move_json_schema()
        move["description"] = f"A move of {game.name}."
        spec.components.schema(component_name(game.id, "Move"), component=move)


def errors(blueprint, *statuses: int):
    """Documents error responses as the shared problem+json components, by status."""

    def decorate(view):
        for status in statuses:
            view = blueprint.alt_response(status, response=HTTPStatus(status).name)(view)
        return view

    return decorate
