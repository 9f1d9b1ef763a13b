"""Schemas of the matches resource (service/http/resources/matches.py): creating one, its view,
its moves and events, the lobby and a caller's matches."""

import marshmallow as ma
from marshmallow import fields, validate

from engines.rng import SEED_LIMIT
from service.http.schemas.common import (
    GAME_PART,
    MOVE_DOC,
    Strict,
    always_present,
    bound_game_field,
    game_field,
    game_refs,
    think_ms_field,
    wait_field,
)
from service.http.schemas.jobs import JobRef
from service.model.names import AI_LEVELS, name_field


class AiSpec(Strict):
    level = fields.String(required=True, validate=validate.OneOf(AI_LEVELS),
                          metadata={"description": "AI strength; the levels a game offers "
                                                   "are listed in its catalog entry."})
    think_ms = think_ms_field()


class SeatSpec(Strict):
    type = fields.String(required=True, validate=validate.OneOf(["human", "ai"]))
    open = fields.Boolean(load_default=False, metadata={
        "description": "A human seat left open: someone claims it with POST "
                       "/v1/matches/{id}/join. The match waits until every seat is taken."})
    name = name_field()
    ai = fields.Nested(AiSpec, metadata={"description": "Required for, and only for, AI seats."})


class CreateMatch(Strict):
    game = game_field()
    seats = fields.List(fields.Nested(SeatSpec), required=True,
                        validate=validate.Length(1, 16),
                        metadata={"description": "Seats in clockwise order; their count must "
                                                 "fit the game's min/max players.",
                                  "example": [{"type": "human", "name": "Ana"},
                                              {"type": "ai", "ai": {"level": "greedy"}}]})
    options = fields.Dict(load_default=dict,
                          metadata={"anyOf": game_refs("Options"),
                                    "description": "The game's options; omitted ones take "
                                                   "their defaults.", "example": {}})
    seed = fields.Integer(strict=True, validate=validate.Range(0, SEED_LIMIT - 1),
                          metadata={"description": "Seed of the match's RNG (drawn by the "
                                                   "server if omitted); only with no open "
                                                   "seat. Revealed when the match ends."})


class PostMove(Strict):
    move = fields.Dict(required=True, metadata={**MOVE_DOC, "example": {"type": "roll"}})


class EventsQuery(Strict):
    after = fields.Integer(strict=False, load_default=0, validate=validate.Range(0, 2**53),
                           metadata={"description": "Return events with seq > after."})
    wait = wait_field("when no event is newer than `after`")


class ViewQuery(ma.Schema):
    class Meta:
        unknown = ma.EXCLUDE  # other parameters (cache busters) were always ignored here

    wait = wait_field("while `If-None-Match` names the current version: answered with the "
                      "new view as soon as the match moves on, 304 when the time is up")


@always_present("rating")
class SeatPlayer(ma.Schema):
    id = fields.String(metadata={"description": "The player's id (`GET /v1/players/{id}`); "
                                                "an AI level's reads `ai:<game>:<level>`."})
    name = fields.String()
    bot = fields.Boolean(metadata={"description": "A bot: shown as such wherever its name "
                                                  "is."})
    rating = fields.Integer(metadata={"description": "The player's displayed rating in this "
                                                     "game when the seat was bound; absent "
                                                     "while unrated."})


@always_present("ai_level", "player")
class SeatView(ma.Schema):
    seat = fields.Integer()
    name = fields.String()
    type = fields.String(metadata={"enum": ["human", "ai"]})
    open = fields.Boolean(metadata={"description": "Still free to join."})
    resigned = fields.Boolean(metadata={
        "description": "Its player resigned: the AI plays it, and its token reads the "
                       "public view only."})
    reserved = fields.Boolean(metadata={
        "description": "Kept for the player of this seat in the match this one is a rematch "
                       "of, until she calls `rematch` there."})
    ai_level = fields.String()
    player = fields.Nested(SeatPlayer, metadata={
        "description": "The player this seat is bound to (a match created or a seat joined "
                       "with a player credential, or made by the matchmaker)."})


@always_present()
class RatingChange(ma.Schema):
    before = fields.Integer(metadata={"description": "The displayed rating before the match."})
    after = fields.Integer(metadata={"description": "The displayed rating after it."})


@always_present("resigned", "rating_changes", "rating_aborted")
class Result(ma.Schema):
    ranking = fields.List(fields.Integer())
    scores = fields.Dict(keys=fields.String(), values=fields.Raw(metadata={"type": "number"}),
                         metadata={"description": "Score per seat (key: seat number)."})
    winners = fields.List(fields.Integer())
    resigned = fields.Integer(metadata={"description": "Set when the match ended because "
                                                       "this seat resigned."})
    rating_changes = fields.Dict(
        keys=fields.String(), values=fields.Nested(RatingChange), metadata={
            "description": "A rated match's rating change per rated seat (key: seat number), "
                           "once its players are rated (event `ratings_updated`, shortly "
                           "after the match ends); absent before, and in unrated matches. "
                           "Empty when the match was aborted (`rating_aborted`)."})
    rating_aborted = fields.Boolean(metadata={
        "description": "True when the match was rated for nobody: a seat was handed to the "
                       "AI (resigned, timed out) before its player made `RATING_ABORT_MOVES` "
                       "moves of its own. Absent otherwise."})


@always_present()
class MatchView(ma.Schema):
    id = fields.String()
    game = bound_game_field()
    status = fields.String(metadata={"enum": ["waiting", "active", "scoring", "finished"]})
    version = fields.Integer(metadata={"description": "+1 for every applied step; the ETag."})
    options = fields.Dict(metadata={GAME_PART: "ResolvedOptions",
                                    "description": "The match's resolved options."})
    seats = fields.List(fields.Nested(SeatView))
    to_act = fields.List(fields.Integer(), metadata={"description": "Seats whose decision "
                                                                    "it is now."})
    viewer = fields.Integer(allow_none=True, metadata={"description": "The seat this view is "
                                                                      "for; null: public."})
    state = fields.Dict(metadata={GAME_PART: "State", "description": "The game's state, "
                                                                      "redacted for the viewer."})
    legal_moves = fields.List(fields.Dict(metadata={GAME_PART: "Move"}), metadata={
        "description": "The viewer's legal moves now: each can be posted back verbatim."})
    result = fields.Nested(Result, allow_none=True)
    seed = fields.Integer(allow_none=True, metadata={"description": "Revealed once finished."})
    seed_salt = fields.String(allow_none=True, metadata={
        "description": "256 random bits in hex, revealed with the seed once finished."})
    seed_commitment = fields.String(allow_none=True, metadata={
        "description": "SHA-256 (hex) of `\"<seed_salt>:<seed>\"`, shown from creation on: "
                       "the seed revealed at the end is the one fixed before any move."})
    seed_chosen = fields.Boolean(metadata={
        "description": "The creator chose the seed (allowed only with no open seat)."})
    rematch_of = fields.String(allow_none=True, metadata={
        "description": "The finished match this one is the rematch of."})
    rematch = fields.String(allow_none=True, metadata={
        "description": "This finished match's rematch, once a seat has asked for it."})
    created_at = fields.Float()
    updated_at = fields.Float()


@always_present()
class LegalMoves(ma.Schema):
    game = bound_game_field()
    version = fields.Integer()
    seat = fields.Integer()
    legal_moves = fields.List(fields.Dict(metadata={GAME_PART: "Move"}))


@always_present()
class CreatedMatch(ma.Schema):
    match = fields.Nested(MatchView)
    seat_tokens = fields.Dict(keys=fields.String(), values=fields.String(),
                              metadata={"description": "One bearer token per human seat, "
                                                       "shown only here."})
    jobs = fields.List(fields.Nested(JobRef))


@always_present()
class MovePlayed(ma.Schema):
    game = bound_game_field()
    match = fields.Nested(MatchView)
    events = fields.List(fields.Dict(metadata={GAME_PART: "Event"}), metadata={
        "description": "The events of the move and of the steps it set off, as the mover "
                       "sees them."})
    jobs = fields.List(fields.Nested(JobRef))


@always_present()
class EventsPage(ma.Schema):
    game = bound_game_field()
    events = fields.List(fields.Dict(metadata={GAME_PART: "Event"}))
    last_seq = fields.Integer(metadata={"description": "Pass as `after` to read on."})


MATCH_STATUSES = ["waiting", "active", "scoring", "finished"]


class MatchListQuery(Strict):
    mine = fields.Boolean(load_default=False, metadata={
        "description": "true: the matches created with the caller's `X-API-Key` (required), "
                       "newest first, in any status unless `status` is given. false: the "
                       "lobby, matches waiting for players, oldest first."})
    status = fields.String(validate=validate.OneOf(MATCH_STATUSES), metadata={
        "description": "Only matches in this status; the lobby (without `mine`) lists only "
                       "`waiting` ones."})
    game = fields.String(validate=validate.Length(1, 64))
    limit = fields.Integer(load_default=20, validate=validate.Range(1, 100))
    cursor = fields.String(validate=validate.Regexp(r"^[0-9]{1,17}$"),
                           metadata={"description": "`next_cursor` of the previous page."})


@always_present()
class MatchList(ma.Schema):
    matches = fields.List(fields.Nested(MatchView))
    next_cursor = fields.String(allow_none=True)
