"""Schemas of the matchmaking resource (service/http/resources/matchmaking.py): a player's
ticket."""

import marshmallow as ma
from marshmallow import fields, validate

from service.http.schemas.common import Strict, always_present, game_field, wait_field

MAX_AI_FILL_S = 3600


class TicketPlayers(Strict):
    min = fields.Integer(strict=True, validate=validate.Range(2, 16), metadata={
        "description": "Fewest seats of the match, AI seats included (default: the game's "
                       "fewest, at least 2)."})
    max = fields.Integer(strict=True, validate=validate.Range(2, 16), metadata={
        "description": "Most seats of the match (default: the game's most)."})


class CreateTicket(Strict):
    game = game_field()
    players = fields.Nested(TicketPlayers, metadata={
        "description": "How many seats the match may have: within the game's min/max "
                       "players. A group takes the tightest bounds of its tickets."})
    options = fields.Dict(load_default=dict, metadata={
        "description": "The game's options (as for a match), valid for every player count of "
                       "`players`: only tickets with the same `options` meet."})
    rated = fields.Boolean(load_default=True, truthy={True}, falsy={False}, metadata={
        "description": "A rated match (ratings change); only tickets with the same `rated` "
                       "meet."})
    ai_fill_after_s = fields.Integer(strict=True, allow_none=True, load_default=None,
                                     validate=validate.Range(0, MAX_AI_FILL_S), metadata={
        "description": "After this many seconds of waiting, a group short of players is "
                       "completed by AI seats of the level rated nearest (null: never)."})


@always_present("mu", "rating", "mu_gap", "mu_gap_per_s", "match_id", "seat", "seat_token")
class Ticket(ma.Schema):
    id = fields.String()
    game = fields.String()
    status = fields.String(metadata={"enum": ["searching", "matched", "cancelled", "expired"]})
    created_at = fields.Float()
    expires_at = fields.Float(metadata={"description": "When it expires if still searching."})
    player_id = fields.String(metadata={"description": "The player it searches for."})
    players = fields.Nested(TicketPlayers)
    options = fields.Dict()
    rated = fields.Boolean()
    ai_fill_after_s = fields.Integer(allow_none=True)
    mu = fields.Float(metadata={
        "description": "The player's skill estimate in the game (OpenSkill's `mu`, 25 for a "
                       "player never rated) when the ticket was opened: what it is paired by."})
    rating = fields.Integer(metadata={
        "description": "The player's displayed rating in the game when the ticket was opened "
                       "(as everywhere: round(1000 + 20 × (mu − 3·sigma)), so a difference of "
                       "`mu` is worth 20 points per unit)."})
    mu_gap = fields.Float(metadata={
        "description": "While searching: the widest difference of `mu` it accepts now, "
                       "MATCHMAKING_WINDOW_MU when opened, widening by `mu_gap_per_s` every "
                       "second it waits."})
    mu_gap_per_s = fields.Float(metadata={
        "description": "While searching: how fast `mu_gap` widens, per second waited "
                       "(MATCHMAKING_WIDEN_MU_PER_S)."})
    match_id = fields.String(metadata={"description": "Once matched: the match."})
    seat = fields.Integer(metadata={"description": "Once matched: the player's seat."})
    seat_token = fields.String(metadata={
        "description": "Once matched: the seat's bearer token (only the ticket's owner reads "
                       "the ticket; kept an hour after the match is made)."})


@always_present()
class CreatedTicket(ma.Schema):
    ticket = fields.Nested(Ticket)


class TicketQuery(Strict):
    wait = wait_field("while the ticket is searching: answered as soon as it is not")
