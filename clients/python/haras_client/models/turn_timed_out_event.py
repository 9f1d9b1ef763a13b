from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="TurnTimedOutEvent")


@_attrs_define
class TurnTimedOutEvent:
    """A human seat let its turn time out: the stand-in AI played for it.

    Attributes:
        played_by (str): An AI level of the game (its catalog entry's `ai_levels`).
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        timeouts_in_a_row (int): Turns timed out in a row.
        type_ (Literal['turn_timed_out']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    played_by: str
    seat: int
    seq: int
    timeouts_in_a_row: int
    type_: Literal["turn_timed_out"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        played_by = self.played_by

        seat = self.seat

        seq = self.seq

        timeouts_in_a_row = self.timeouts_in_a_row

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "played_by": played_by,
                "seat": seat,
                "seq": seq,
                "timeouts_in_a_row": timeouts_in_a_row,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        played_by = d.pop("played_by")

        seat = d.pop("seat")

        seq = d.pop("seq")

        timeouts_in_a_row = d.pop("timeouts_in_a_row")

        type_ = cast(Literal["turn_timed_out"], d.pop("type"))
        if type_ != "turn_timed_out":
            raise ValueError(f"type must match const 'turn_timed_out', got '{type_}'")

        version = d.pop("version")

        turn_timed_out_event = cls(
            played_by=played_by,
            seat=seat,
            seq=seq,
            timeouts_in_a_row=timeouts_in_a_row,
            type_=type_,
            version=version,
        )

        return turn_timed_out_event
