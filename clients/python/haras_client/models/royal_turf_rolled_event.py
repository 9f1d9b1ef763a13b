from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.royal_turf_rolled_event_symbol import RoyalTurfRolledEventSymbol

T = TypeVar("T", bound="RoyalTurfRolledEvent")


@_attrs_define
class RoyalTurfRolledEvent:
    """A seat rolled the die.

    Attributes:
        seat (int): The seat that rolled.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        symbol (RoyalTurfRolledEventSymbol): A symbol of the die (tete on 3 faces of 6).
        type_ (Literal['rolled']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    seat: int
    seq: int
    symbol: RoyalTurfRolledEventSymbol
    type_: Literal["rolled"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        symbol = self.symbol.value

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "symbol": symbol,
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

        symbol = RoyalTurfRolledEventSymbol(d.pop("symbol"))

        type_ = cast(Literal["rolled"], d.pop("type"))
        if type_ != "rolled":
            raise ValueError(f"type must match const 'rolled', got '{type_}'")

        version = d.pop("version")

        royal_turf_rolled_event = cls(
            seat=seat,
            seq=seq,
            symbol=symbol,
            type_=type_,
            version=version,
        )

        return royal_turf_rolled_event
