from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesBidKeptEvent")


@_attrs_define
class AmazonesBidKeptEvent:
    """Second bid: a seat changed nothing.

    Attributes:
        seat (int): The bidder.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['bid_kept']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    seat: int
    seq: int
    type_: Literal["bid_kept"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["bid_kept"], d.pop("type"))
        if type_ != "bid_kept":
            raise ValueError(f"type must match const 'bid_kept', got '{type_}'")

        version = d.pop("version")

        amazones_bid_kept_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return amazones_bid_kept_event
