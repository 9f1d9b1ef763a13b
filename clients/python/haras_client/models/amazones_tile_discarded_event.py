from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_tile_discarded_event_part import AmazonesTileDiscardedEventPart
from ..types import UNSET, Unset

T = TypeVar("T", bound="AmazonesTileDiscardedEvent")


@_attrs_define
class AmazonesTileDiscardedEvent:
    """A pile's top tile was discarded: by a taker when it fits nowhere (`by`), or with no winner.

    Attributes:
        part (AmazonesTileDiscardedEventPart): A pile, and the part of a man its tiles are.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['tile_discarded']):
        uncovered (int | None): The pile's new top; null once empty.
        value (int): The tile's value.
        version (int): The match version the event belongs to (a step's events share it).
        by (int | Unset): The taker who discarded it.
    """

    part: AmazonesTileDiscardedEventPart
    seq: int
    type_: Literal["tile_discarded"]
    uncovered: int | None
    value: int
    version: int
    by: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        part = self.part.value

        seq = self.seq

        type_ = self.type_

        uncovered: int | None
        uncovered = self.uncovered

        value = self.value

        version = self.version

        by = self.by

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "part": part,
                "seq": seq,
                "type": type_,
                "uncovered": uncovered,
                "value": value,
                "version": version,
            }
        )
        if by is not UNSET:
            field_dict["by"] = by

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        part = AmazonesTileDiscardedEventPart(d.pop("part"))

        seq = d.pop("seq")

        type_ = cast(Literal["tile_discarded"], d.pop("type"))
        if type_ != "tile_discarded":
            raise ValueError(f"type must match const 'tile_discarded', got '{type_}'")

        def _parse_uncovered(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        uncovered = _parse_uncovered(d.pop("uncovered"))

        value = d.pop("value")

        version = d.pop("version")

        by = d.pop("by", UNSET)

        amazones_tile_discarded_event = cls(
            part=part,
            seq=seq,
            type_=type_,
            uncovered=uncovered,
            value=value,
            version=version,
            by=by,
        )

        return amazones_tile_discarded_event
