"""Schemas of the leaderboard resource (service/http/resources/leaderboard.py): a game's
ratings, a page at a time."""

import marshmallow as ma
from marshmallow import fields, validate

from service.http.schemas.common import Strict, always_present


class LeaderboardQuery(Strict):
    limit = fields.Integer(load_default=50, validate=validate.Range(1, 100))
    cursor = fields.String(validate=validate.Regexp(r"^[A-Za-z0-9_-]{1,120}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


@always_present()
class LeaderboardPlayer(ma.Schema):
    id = fields.String(metadata={"description": "The player's id; an AI level's reads "
                                                "`ai:<game>:<level>`."})
    name = fields.String()
    bot = fields.Boolean()


@always_present("provisional")
class LeaderboardEntry(ma.Schema):
    rank = fields.Integer(metadata={"description": "1 for the best rating; each entry one "
                                                   "more than the one before."})
    player = fields.Nested(LeaderboardPlayer)
    rating = fields.Integer(metadata={"description": "The displayed rating."})
    matches = fields.Integer(metadata={"description": "Rated matches played in this game."})
    provisional = fields.Boolean(metadata={
        "description": "true while the player has fewer than PROVISIONAL_MATCHES rated "
                       "matches of this game; absent otherwise."})


@always_present()
class Leaderboard(ma.Schema):
    game = fields.String()
    entries = fields.List(fields.Nested(LeaderboardEntry))
    next_cursor = fields.String(allow_none=True, metadata={
        "description": "Pass it back as `cursor` for the next page; null on the last one."})
