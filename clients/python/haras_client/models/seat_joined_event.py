from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatJoinedEvent")


@_attrs_define
class SeatJoinedEvent:
    """A player claimed an open seat.

    Attributes:
        name (str): The name she gave.
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['seat_joined']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    name: str
    seat: int
    seq: int
    type_: Literal["seat_joined"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
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
        name = d.pop("name")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["seat_joined"], d.pop("type"))
        if type_ != "seat_joined":
            raise ValueError(f"type must match const 'seat_joined', got '{type_}'")

        version = d.pop("version")

        seat_joined_event = cls(
            name=name,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return seat_joined_event
