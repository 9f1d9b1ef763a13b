from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.royal_turf_horse_moved_event_symbol import RoyalTurfHorseMovedEventSymbol
from ..types import UNSET, Unset

T = TypeVar("T", bound="RoyalTurfHorseMovedEvent")


@_attrs_define
class RoyalTurfHorseMovedEvent:
    """A horse moved by its card's value for the rolled symbol.

    Attributes:
        from_ (int): Its square before (start squares: 0 to -6).
        horse (int): Index of the horse (0..6).
        seat (int): The seat that moved it.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        symbol (RoyalTurfHorseMovedEventSymbol): A symbol of the die (tete on 3 faces of 6).
        to (int): Its square after (at least track_length: it crossed the line; short of the line, the first free square
            behind).
        type_ (Literal['horse_moved']):
        value (int): Its card's value for the symbol.
        version (int): The match version the event belongs to (a step's events share it).
        place (int | Unset): Its place, when it crossed the line with this move.
    """

    from_: int
    horse: int
    seat: int
    seq: int
    symbol: RoyalTurfHorseMovedEventSymbol
    to: int
    type_: Literal["horse_moved"]
    value: int
    version: int
    place: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        horse = self.horse

        seat = self.seat

        seq = self.seq

        symbol = self.symbol.value

        to = self.to

        type_ = self.type_

        value = self.value

        version = self.version

        place = self.place

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "horse": horse,
                "seat": seat,
                "seq": seq,
                "symbol": symbol,
                "to": to,
                "type": type_,
                "value": value,
                "version": version,
            }
        )
        if place is not UNSET:
            field_dict["place"] = place

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        horse = d.pop("horse")

        seat = d.pop("seat")

        seq = d.pop("seq")

        symbol = RoyalTurfHorseMovedEventSymbol(d.pop("symbol"))

        to = d.pop("to")

        type_ = cast(Literal["horse_moved"], d.pop("type"))
        if type_ != "horse_moved":
            raise ValueError(f"type must match const 'horse_moved', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        place = d.pop("place", UNSET)

        royal_turf_horse_moved_event = cls(
            from_=from_,
            horse=horse,
            seat=seat,
            seq=seq,
            symbol=symbol,
            to=to,
            type_=type_,
            value=value,
            version=version,
            place=place,
        )

        return royal_turf_horse_moved_event
