"""Schemas of the games resource (service/http/resources/games.py): a catalog entry."""

import marshmallow as ma
from marshmallow import fields

from engines.registry import GAMES
from service.http.schemas.common import always_present
from service.model.names import AI_LEVELS


@always_present()
class Catalog(ma.Schema):
    id = fields.String(metadata={"enum": sorted(GAMES)})
    name = fields.String()
    min_players = fields.Integer()
    max_players = fields.Integer()
    summary = fields.String()
    options_schema = fields.Dict(metadata={"description": "JSON Schema of the options."})
    ai_levels = fields.List(fields.String(metadata={"enum": AI_LEVELS}))
    move_types = fields.List(fields.String())
