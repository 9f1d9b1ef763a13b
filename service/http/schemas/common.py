"""What the schemas of several resources share: the problem every error answers with, the
fields and helpers the resources' schemas are made of, and the names the contract builder
(service/http/game_contract.py) and the live channel give the games' own components."""

import marshmallow as ma
from marshmallow import fields, validate

from engines.ai import DEFAULT_THINK_MS
from engines.registry import GAMES
from service.integrations.oidc import REASONS


def component_name(game_id: str, suffix: str) -> str:
    return "".join(part.title() for part in game_id.split("-")) + suffix


def game_refs(suffix: str) -> list[dict]:
    return [{"$ref": f"#/components/schemas/{component_name(g, suffix)}"} for g in GAMES]


def game_field() -> fields.String:
    return fields.String(required=True, validate=validate.Length(1, 64), metadata={
        "enum": sorted(GAMES), "description": "A catalog game id.", "example": "petits-chevaux"})


def think_ms_field() -> fields.Integer:
    """An AI's thinking budget (`engines.ai.DEFAULT_THINK_MS` when omitted)."""
    return fields.Integer(strict=True, load_default=DEFAULT_THINK_MS,
                          validate=validate.Range(10, 10_000),
                          metadata={"description": "Thinking budget per decision."})


def always_present(*optional: str):
    """Class decorator for a response schema: every field is `required` in the contract (the
    server always sends it, null where it allows null) except those named in `optional`.
    Dumping ignores `required`: tests check real responses against the contract."""

    def mark(schema: type[ma.Schema]) -> type[ma.Schema]:
        unknown = set(optional) - set(schema._declared_fields)
        if unknown:
            raise ValueError(f"{schema.__name__} has no field {sorted(unknown)}")
        for name, declared in schema._declared_fields.items():
            declared.required = name not in optional
        return schema

    return mark


# A field marked {GAME_PART: part} takes the game's own `<Game><part>` component in the
# per-game variants of a game-bound schema (service/http/game_contract.py).
GAME_PART = "x-game-part"


def bound_game_field() -> fields.String:
    return fields.String(metadata={"enum": sorted(GAMES), "description": "The match's game: "
                                   "it says which of the game's schemas the body follows."})


class Strict(ma.Schema):
    class Meta:
        unknown = ma.RAISE


# anyOf: games share move shapes ({"type": "roll"} is a move of two of them)
MOVE_DOC = {"anyOf": game_refs("Move"),
            "description": "A move of the match's game: every element of `legal_moves` can "
                           "be posted back verbatim."}


def wait_field(when: str) -> fields.Float:
    """A long-poll's `wait` query parameter, in seconds."""
    return fields.Float(load_default=0, validate=validate.Range(0, 25),
                        metadata={"description": f"Long-poll up to this many seconds {when}."})


@always_present("errors", "current_version", "legal_moves", "to_act", "open_seats", "quota",
                "limit", "in_use", "requested", "steps", "retry_after", "player_id",
                "ticket_id", "match_id", "reason")
class Problem(ma.Schema):
    type = fields.String()
    title = fields.String()
    status = fields.Integer()
    detail = fields.String()
    code = fields.String()
    errors = fields.Dict(keys=fields.String(), values=fields.List(fields.String()))
    # RFC 9457 extension members, each sent with one code
    current_version = fields.Integer(metadata={"description": "`stale_version`: the match's "
                                                              "version now."})
    legal_moves = fields.List(fields.Dict(metadata=MOVE_DOC), metadata={
        "description": "`illegal_move`: the moves legal now."})
    to_act = fields.List(fields.Integer(), metadata={"description": "`not_your_turn`: the "
                                                                    "seats to act now."})
    open_seats = fields.List(fields.Integer(), metadata={"description": "`seat_taken`: the "
                                                                        "seats still open."})
    quota = fields.String(metadata={
        "enum": ["arenas", "arena_think_ms", "ai_think_ms", "players", "tickets"],
        "description": "`quota_exceeded`: the client's quota that refuses the request."})
    limit = fields.Integer(metadata={"description": "`quota_exceeded`: the quota's limit."})
    in_use = fields.Integer(allow_none=True, metadata={
        "description": "`quota_exceeded`: how much of it the client holds now (null for "
                       "`arena_think_ms`, a bound on each arena)."})
    requested = fields.Integer(metadata={"description": "`quota_exceeded`: how much the "
                                                        "request would take."})
    steps = fields.Integer(metadata={"description": "`step_not_found`: the replay's number "
                                                    "of steps (its last step)."})
    retry_after = fields.Integer(metadata={
        "description": "On the WebSocket, which has no headers: the seconds `Retry-After` "
                       "would say."})
    player_id = fields.String(metadata={"description": "`external_id_taken`: the player the "
                                                      "API key owns with that external id."})
    ticket_id = fields.String(metadata={"description": "`ticket_exists`: the player's searching "
                                                      "ticket of that game."})
    match_id = fields.String(metadata={"description": "`already_seated`: the unfinished match "
                                                     "the player holds a seat in."})
    reason = fields.String(metadata={"enum": list(REASONS), "description": "`invalid_id_token`: "
                                     "why the ID token signs no one in."})
