"""Schemas of the seats resource (service/http/resources/seats.py): joining a match, and a
seat's change; a rematch answers `Joined` too."""

import marshmallow as ma
from marshmallow import fields, validate

from service.http.schemas.common import Strict, always_present
from service.http.schemas.jobs import JobRef
from service.http.schemas.matches import MatchView
from service.model.names import name_field


class JoinSeat(Strict):
    seat = fields.Integer(strict=True, validate=validate.Range(0, 15), metadata={
        "description": "The open seat to claim (any open seat if omitted)."})
    name = name_field(description="Required unless a player credential is sent (the "
                                  "player's name by default).")


@always_present()
class Joined(ma.Schema):
    seat = fields.Integer()
    seat_token = fields.String(metadata={"description": "Shown only here."})
    match = fields.Nested(MatchView)
    jobs = fields.List(fields.Nested(JobRef))


@always_present()
class SeatChange(ma.Schema):
    match = fields.Nested(MatchView)
    jobs = fields.List(fields.Nested(JobRef))
