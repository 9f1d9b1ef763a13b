"""The contract's game-typed parts, derived from the engines' declarations (and the service's
own events, service/model/events.py): per game, named schemas for its options, every move kind,
every event type and its state; and per-game variants of the game-bound response schemas.

Component names, for a game `G` (`PetitsChevaux`, ...): `GOptions`; a move kind `GMoveHorse`
and their union `GMove` (discriminated by `type`); `GSeenMove`, moves as other seats see
them (secret fields null), when the game has secrets; an event `GRolledEvent`, service
events shared by all games (`SeatJoinedEvent`), `GMovePlayedEvent`, and their union `GEvent`;
`GState`, what its view's `state` holds. A game-bound schema (`MatchView`, ...) has a variant
per game (`GMatchView`: `game` is `G`'s id, its fields marked with `GAME_PART` take `G`'s own
components), and becomes their union, discriminated by `game`.
"""

import copy

from apispec import APISpec

from engines.core import EventKind, Game
from engines.registry import GAMES
from service.http.schemas.common import GAME_PART, component_name
from service.model.events import ENVELOPE, MOVE_PLAYED, SERVICE_EVENTS
from service.model.match_options import options_json_schema

GAME_BOUND = ("MatchView", "LegalMoves", "MovePlayed", "EventsPage", "ReplayStep")
REF = "#/components/schemas/"


def camel(snake: str) -> str:
    return "".join(part.title() for part in snake.split("_"))


def ref(name: str) -> dict:
    return {"$ref": REF + name}


def union(names: dict[str, str], description: str, on: str = "type") -> dict:
    """oneOf the components `names` (discriminator value -> component name)."""
    return {"description": description, "oneOf": [ref(name) for name in names.values()],
            "discriminator": {"propertyName": on,
                              "mapping": {value: REF + name for value, name in names.items()}}}


def _logged(kind: EventKind) -> dict:
    """The event kind's schema as the log holds it: the envelope in front."""
    schema = kind.json_schema()
    schema["properties"] = {**ENVELOPE, **schema["properties"]}
    schema["required"] = [*ENVELOPE, *schema["required"]]
    return schema


def _resolved(options: dict, game: Game) -> dict:
    """The options as a match holds them: every one present, with its value."""
    properties = {name: {k: v for k, v in schema.items() if k != "default"}
                  for name, schema in options["properties"].items()}
    return {**options, "properties": properties, "required": list(properties),
            "description": f"The options of a {game.name} match, resolved: each with its "
                           "value (its default when the creator left it out)."}


def register_service_events(spec: APISpec) -> None:
    for kind in SERVICE_EVENTS:
        if kind.type != MOVE_PLAYED:
            spec.components.schema(camel(kind.type) + "Event", component=_logged(kind))


def register_game(spec: APISpec, game: Game) -> None:
    def name(suffix: str) -> str:
        return component_name(game.id, suffix)

    options = options_json_schema(game)
    spec.components.schema(name("Options"), component=options)
    spec.components.schema(name("ResolvedOptions"), component=_resolved(options, game))
    moves = {k.type: name(camel(k.type)) for k in game.move_kinds}
    for kind in game.move_kinds:
        spec.components.schema(moves[kind.type], component=kind.json_schema())
    spec.components.schema(name("Move"), component=union(
        moves, f"A move of {game.name}: every element of `legal_moves` can be posted back "
               "verbatim."))
    seen = dict(moves)
    for kind in game.move_kinds:
        if any(f.secret for f in kind.fields):
            seen[kind.type] = moves[kind.type] + "Seen"
            spec.components.schema(seen[kind.type], component=kind.json_schema(seen=True))
    seen_move = name("Move")
    if seen != moves:
        seen_move = name("SeenMove")
        spec.components.schema(seen_move, component=union(
            seen, f"A move of {game.name} as the viewer sees it: other seats' secret fields "
                  "are null."))

    events = {}
    for kind in game.event_kinds:
        events[kind.type] = name(camel(kind.type) + "Event")
        spec.components.schema(events[kind.type], component=_logged(kind))
    for kind in SERVICE_EVENTS:
        if kind.type in events:
            raise ValueError(f"{game.id}: event type {kind.type!r} is the service's")
        if kind.type == MOVE_PLAYED:
            events[kind.type] = name("MovePlayedEvent")
            played = _logged(kind)
            played["properties"]["move"] = {**ref(seen_move), "description": "The move."}
            spec.components.schema(events[kind.type], component=played)
        else:
            events[kind.type] = camel(kind.type) + "Event"
    spec.components.schema(name("Event"), component=union(
        events, f"An event of a {game.name} match: its `type` says which."))
    spec.components.schema(name("State"), component={
        **game.view_schema, "description": f"The state of a {game.name} match, as the "
                                           "viewer may see it."})


def register_game_components(spec: APISpec) -> None:
    register_service_events(spec)
    for game in GAMES.values():
        register_game(spec, game)


def _bind(node, game: Game):
    """`node` (part of a game-bound schema) for `game`: GAME_PART fields take the game's
    components, and references to game-bound schemas their variant for the game."""
    if isinstance(node, list):
        return [_bind(item, game) for item in node]
    if not isinstance(node, dict):
        return node
    if GAME_PART in node:
        bound = ref(component_name(game.id, node[GAME_PART]))
        if "description" in node:
            bound["description"] = node["description"]
        return bound
    target = node.get("$ref", "").removeprefix(REF)
    if target in GAME_BOUND:
        return {**node, "$ref": REF + component_name(game.id, target)}
    return {key: _bind(value, game) for key, value in node.items()}


def _exact_unions(schemas: dict) -> None:
    """A property documented as a union of components (`anyOf` of refs, as the options and
    moves a request takes) is that union only: marshmallow's Dict also wrote `type: object`
    and `additionalProperties: {}`, which make generators accept any object there."""
    for schema in schemas.values():
        for prop in schema.get("properties", {}).values():
            union = prop.get("anyOf", ())
            if union and all("$ref" in member for member in union):
                prop.pop("type", None)
                prop.pop("additionalProperties", None)


def bind_games(document: dict) -> dict:
    """The OpenAPI `document` with each game-bound schema replaced by the union of its
    per-game variants."""
    schemas = document["components"]["schemas"]
    _exact_unions(schemas)
    for bound in GAME_BOUND:
        generic = schemas[bound]
        variants = {}
        for game in GAMES.values():
            variant = _bind(copy.deepcopy(generic), game)
            variant["properties"]["game"] = {"const": game.id, "type": "string",
                                             "description": "The match's game."}
            variants[game.id] = component_name(game.id, bound)
            schemas[variants[game.id]] = variant
        schemas[bound] = union(variants, f"Its `game` says which game's {bound} it is.",
                                on="game")
    return document


class GameBoundSpec(APISpec):
    """apispec's document, with the game-bound schemas typed per game."""

    def to_dict(self) -> dict:
        # deep: bind_games changes what apispec keeps for the next call
        return bind_games(copy.deepcopy(super().to_dict()))
