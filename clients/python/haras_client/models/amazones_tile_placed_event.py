from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_tile_placed_event_part import AmazonesTilePlacedEventPart

T = TypeVar("T", bound="AmazonesTilePlacedEvent")


@_attrs_define
class AmazonesTilePlacedEvent:
    """A taker took a pile's top tile and placed it in front of a player.

    Attributes:
        finished (bool): Whether that man now has all three parts.
        man (int): Index of the owner's man it went to (a new one, last).
        owner (int): The seat it was placed in front of.
        part (AmazonesTilePlacedEventPart): A pile, and the part of a man its tiles are.
        seat (int): The taker.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['tile_placed']):
        uncovered (int | None): The pile's new top; null once empty.
        value (int): The tile's value.
        version (int): The match version the event belongs to (a step's events share it).
    """

    finished: bool
    man: int
    owner: int
    part: AmazonesTilePlacedEventPart
    seat: int
    seq: int
    type_: Literal["tile_placed"]
    uncovered: int | None
    value: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        finished = self.finished

        man = self.man

        owner = self.owner

        part = self.part.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        uncovered: int | None
        uncovered = self.uncovered

        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finished": finished,
                "man": man,
                "owner": owner,
                "part": part,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "uncovered": uncovered,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finished = d.pop("finished")

        man = d.pop("man")

        owner = d.pop("owner")

        part = AmazonesTilePlacedEventPart(d.pop("part"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["tile_placed"], d.pop("type"))
        if type_ != "tile_placed":
            raise ValueError(f"type must match const 'tile_placed', got '{type_}'")

        def _parse_uncovered(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        uncovered = _parse_uncovered(d.pop("uncovered"))

        value = d.pop("value")

        version = d.pop("version")

        amazones_tile_placed_event = cls(
            finished=finished,
            man=man,
            owner=owner,
            part=part,
            seat=seat,
            seq=seq,
            type_=type_,
            uncovered=uncovered,
            value=value,
            version=version,
        )

        return amazones_tile_placed_event
