from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesBidClosedEvent")


@_attrs_define
class AmazonesBidClosedEvent:
    """First bid: a seat ended its face-up bid.

    Attributes:
        seat (int): The bidder.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        total (int): The total of its face-up cards (0: it passed).
        type_ (Literal['bid_closed']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    seat: int
    seq: int
    total: int
    type_: Literal["bid_closed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        total = self.total

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "total": total,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        total = d.pop("total")

        type_ = cast(Literal["bid_closed"], d.pop("type"))
        if type_ != "bid_closed":
            raise ValueError(f"type must match const 'bid_closed', got '{type_}'")

        version = d.pop("version")

        amazones_bid_closed_event = cls(
            seat=seat,
            seq=seq,
            total=total,
            type_=type_,
            version=version,
        )

        return amazones_bid_closed_event
