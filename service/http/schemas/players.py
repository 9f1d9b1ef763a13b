"""Schemas of the players resource (service/http/resources/players.py): a player, signing in,
its matches and its rating in a game."""

import marshmallow as ma
from marshmallow import fields, validate

from engines.registry import GAMES
from service.http.schemas.common import Strict, always_present
from service.integrations.oidc import MAX_TOKEN_CHARS
from service.model.names import name_field, printable

MAX_EXTERNAL_ID = 64


class JsonBoolean(fields.Boolean):
    """`true` or `false` only (not "yes", 1...)."""

    def _deserialize(self, value, attr, data, **kwargs):
        if not isinstance(value, bool):
            raise self.make_error("invalid", input=value)
        return value


class CreatePlayer(Strict):
    name = name_field(required=True)
    bot = JsonBoolean(load_default=False, metadata={
        "description": "A bot (a program, not a person): its name shows it everywhere."})
    external_id = fields.String(validate=[validate.Length(1, MAX_EXTERNAL_ID), printable],
                                metadata={"description": "With an `X-API-Key` only: the app's "
                                                         "own id of this user, unique per key "
                                                         "(409 `external_id_taken` again)."})


@always_present()
class PlayerRating(ma.Schema):
    rating = fields.Integer(metadata={"description": "The displayed rating."})
    mu = fields.Float()
    sigma = fields.Float()
    matches = fields.Integer(metadata={"description": "Rated matches played in this game."})
    provisional = fields.Boolean(metadata={
        "description": "true while the player has fewer than PROVISIONAL_MATCHES rated "
                       "matches of this game."})


@always_present()
class Player(ma.Schema):
    id = fields.String()
    name = fields.String()
    bot = fields.Boolean()
    signed_in = fields.Boolean(metadata={
        "description": "true for the player of an OpenID provider's user "
                       "(`POST /v1/players/sign-in`)."})
    created_at = fields.Float()
    ratings = fields.Dict(keys=fields.String(), values=fields.Nested(PlayerRating), metadata={
        "description": "By game id: the games it was rated in."})


@always_present()
class CreatedPlayer(ma.Schema):
    player = fields.Nested(Player)
    player_token = fields.String(allow_none=True, metadata={
        "description": "The player's secret bearer token, shown only here; null for a player "
                       "owned by an API key (the key acts for it with `X-Player`)."})


class RenamePlayer(Strict):
    name = name_field(required=True)


class SignIn(Strict):
    id_token = fields.String(required=True, metadata={
        "description": "An ID token of an issuer this service trusts (OIDC_ISSUERS), as the "
                       f"app received it: a signed JWT of at most {MAX_TOKEN_CHARS} "
                       "characters."})


@always_present()
class SignedIn(ma.Schema):
    player = fields.Nested(Player)
    player_token = fields.String(metadata={
        "description": "A new secret bearer token of the player, shown only here; each "
                       "sign-in gets its own (a device each, the newest 20 live)."})
    created = fields.Boolean(metadata={"description": "true when this sign-in made the "
                                                      "player (the user's first)."})


class PlayerMatchesQuery(Strict):
    game = fields.String(validate=validate.Length(1, 64), metadata={"enum": sorted(GAMES)})
    limit = fields.Integer(load_default=20, validate=validate.Range(1, 100))
    cursor = fields.String(validate=validate.Regexp(r"^[0-9]{1,17}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


class PlayerRatingQuery(Strict):
    limit = fields.Integer(load_default=100, validate=validate.Range(1, 500), metadata={
        "description": "Entries of the history in this page (all that are kept: 500)."})
    cursor = fields.String(validate=validate.Regexp(r"^[0-9]{1,12}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


@always_present()
class PlayerRecord(ma.Schema):
    played = fields.Integer(metadata={
        "description": "Rated matches of the game recorded for the player (those rated "
                       "since the service kept records)."})
    wins = fields.Integer(metadata={"description": "Of them, those it finished first "
                                                  "(alone or tied)."})
    places = fields.List(fields.Integer(), metadata={
        "description": "How many of them it finished first, second, … (one count per seat "
                       "of the game's largest match); a seat handed to the AI finishes "
                       "last."})


@always_present()
class RatingHistoryEntry(ma.Schema):
    match_id = fields.String()
    at = fields.Float(metadata={"description": "When the match was rated (Unix time)."})
    place = fields.Integer(metadata={"description": "The player's place, 1 the best (tied "
                                                    "seats share one)."})
    seats = fields.Integer(metadata={"description": "The match's seats."})
    rating_before = fields.Integer(metadata={"description": "The displayed rating before."})
    rating_after = fields.Integer(metadata={"description": "The displayed rating after."})
    counted = fields.Boolean(metadata={
        "description": "true when the match counts among the player's rated matches "
                       "(`matches`): false for a result against a provisional opponent, "
                       "taken at RATING_PROVISIONAL_WEIGHT of its change."})


@always_present()
class PlayerGameRating(ma.Schema):
    game = fields.String()
    player = fields.String(metadata={"description": "The player's id."})
    rating = fields.Nested(PlayerRating, allow_none=True, metadata={
        "description": "The player's rating in the game; null while it has none."})
    record = fields.Nested(PlayerRecord)
    history = fields.List(fields.Nested(RatingHistoryEntry), metadata={
        "description": "Rating changes, newest first: one per rated match recorded (the "
                       "newest 500 are kept)."})
    next_cursor = fields.String(allow_none=True, metadata={
        "description": "Pass it back as `cursor` for older entries; null on the last page."})
