"""Schemas of the replay resource (service/http/resources/replay.py): a finished match's
replay file, and the match as it stood after one of its steps."""

import marshmallow as ma
from marshmallow import fields

from service.http.schemas.common import GAME_PART, always_present, bound_game_field
from service.http.schemas.matches import MatchView, Result


@always_present("seed_salt", "seed_commitment")
class Replay(ma.Schema):
    format = fields.String()
    game = fields.String()
    rules_version = fields.Integer(metadata={
        "description": "The version of the game's rules the match was played under: a "
                       "verifier of other rules refuses it rather than report a mismatch."})
    players = fields.Integer()
    options = fields.Dict(metadata={"description": "The game's options."})
    seed = fields.Integer()
    seed_salt = fields.String()
    seed_commitment = fields.String(metadata={
        "description": "As shown since creation; the verifier checks the seed against it."})
    steps = fields.List(fields.Dict(), metadata={
        "description": "In order: {seat, move} for a move, {score: true} for a round's "
                       "scoring, {resign: seat} for a resignation that ended the match."})
    result = fields.Nested(Result)
    final_state_sha256 = fields.String(metadata={
        "description": "SHA-256 of the final game state as canonical JSON; `haras-verify FILE` "
                       "(a console script of the haras package) re-plays and checks it."})


@always_present()
class ReplayStep(ma.Schema):
    game = bound_game_field()
    step = fields.Integer(metadata={"description": "Steps taken: 0 is the match before its "
                                                   "first step."})
    steps = fields.Integer(metadata={"description": "The replay's number of steps, which is "
                                                    "also its last step's number."})
    match = fields.Nested(MatchView, metadata={
        "description": "The public view as it stood after the step (just before the next)."})
    events = fields.List(fields.Dict(metadata={GAME_PART: "Event"}), metadata={
        "description": "The public events of the step, and the service's own up to the next "
                       "step."})
