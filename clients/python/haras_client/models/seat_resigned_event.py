from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="SeatResignedEvent")


@_attrs_define
class SeatResignedEvent:
    """A seat's player resigned.

    Attributes:
        replaced_by (None | str): The AI level that plays the seat from now on; null when the resignation ended the
            match.
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['seat_resigned']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    replaced_by: None | str
    seat: int
    seq: int
    type_: Literal["seat_resigned"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        replaced_by: None | str
        replaced_by = self.replaced_by

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "replaced_by": replaced_by,
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

        def _parse_replaced_by(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        replaced_by = _parse_replaced_by(d.pop("replaced_by"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["seat_resigned"], d.pop("type"))
        if type_ != "seat_resigned":
            raise ValueError(f"type must match const 'seat_resigned', got '{type_}'")

        version = d.pop("version")

        seat_resigned_event = cls(
            replaced_by=replaced_by,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return seat_resigned_event
