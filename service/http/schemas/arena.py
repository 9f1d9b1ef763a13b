"""Schemas of the arena resource (service/http/resources/arena.py): AI versus AI."""

import marshmallow as ma
from marshmallow import fields, validate

from engines.rng import SEED_LIMIT
from service.http.schemas.common import (
    Strict,
    always_present,
    game_field,
    game_refs,
    think_ms_field,
)
from service.model.names import AI_LEVELS

MAX_ARENA_MATCHES = 1000


class ArenaPlayerSpec(Strict):
    level = fields.String(required=True, validate=validate.Length(1, 32),
                          metadata={"enum": AI_LEVELS,
                                    "description": "AI level; must be one the game offers "
                                                   "(its catalog entry's `ai_levels`)."})
    think_ms = think_ms_field()


class CreateArena(Strict):
    game = game_field()
    players = fields.List(fields.Nested(ArenaPlayerSpec), required=True,
                          validate=validate.Length(1, 16),
                          metadata={"description": "The arena's players; each is one seat of "
                                                   "every match, so their count must fit the "
                                                   "game's min/max players.",
                                    "example": [{"level": "greedy"}, {"level": "random"}]})
    matches = fields.Integer(strict=True, required=True,
                             validate=validate.Range(1, MAX_ARENA_MATCHES),
                             metadata={"description": "How many matches to play.", "example": 2})
    options = fields.Dict(load_default=dict,
                          metadata={"anyOf": game_refs("Options"),
                                    "description": "The game's options, for every match.",
                                    "example": {}})
    seed = fields.Integer(strict=True, validate=validate.Range(0, SEED_LIMIT - 1),
                          metadata={"description": "Seed of the arena (random if omitted): "
                                                   "match i's seed derives from it and i."})


@always_present()
class ArenaPlayer(ma.Schema):
    level = fields.String()
    think_ms = fields.Integer()


@always_present()
class ArenaPlayerResult(ma.Schema):
    level = fields.String()
    think_ms = fields.Integer()
    wins = fields.Float(metadata={"description": "Matches won; a win shared by k winners "
                                                 "counts 1/k."})
    win_rate = fields.Float(allow_none=True, metadata={"description": "wins / done (null "
                                                                      "before any match)."})
    ci95 = fields.List(fields.Float(), metadata={
        "description": "95% Wilson score interval of the win rate, [lo, hi]."})
    mean_score = fields.Float(allow_none=True, metadata={
        "description": "Mean of the game's score over the matches done."})


@always_present()
class ArenaView(ma.Schema):
    id = fields.String()
    game = fields.String()
    status = fields.String(metadata={"enum": ["running", "finished", "cancelled"]})
    done = fields.Integer(metadata={"description": "Matches played to their result."})
    failed = fields.Integer(metadata={"description": "Matches the engine could not finish "
                                                     "(not counted in `done`)."})
    total = fields.Integer(metadata={"description": "Matches asked for."})
    players = fields.List(fields.Nested(ArenaPlayer))
    options = fields.Dict(metadata={"description": "The resolved options of every match."})
    seed = fields.Integer()
    created_at = fields.Float()
    results = fields.Dict(keys=fields.String(), values=fields.Nested(ArenaPlayerResult),
                          metadata={"description": "Per player (key: index in `players`)."})
    elo = fields.Dict(keys=fields.String(), values=fields.Float(), metadata={
        "description": "Elo per player (key: index in `players`; mean 1500), fitted to "
                       "the pairwise outcomes of the matches done."})
