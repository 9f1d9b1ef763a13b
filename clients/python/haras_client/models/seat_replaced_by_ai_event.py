from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatReplacedByAiEvent")


@_attrs_define
class SeatReplacedByAiEvent:
    """After too many timeouts in a row, the AI plays the seat for good.

    Attributes:
        ai_level (str): An AI level of the game (its catalog entry's `ai_levels`).
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['seat_replaced_by_ai']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    ai_level: str
    seat: int
    seq: int
    type_: Literal["seat_replaced_by_ai"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        ai_level = self.ai_level

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ai_level": ai_level,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ai_level = d.pop("ai_level")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["seat_replaced_by_ai"], d.pop("type"))
        if type_ != "seat_replaced_by_ai":
            raise ValueError(f"type must match const 'seat_replaced_by_ai', got '{type_}'")

        version = d.pop("version")

        seat_replaced_by_ai_event = cls(
            ai_level=ai_level,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return seat_replaced_by_ai_event
