from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfHorsesPlacedEvent")


@_attrs_define
class RoyalTurfHorsesPlacedEvent:
    """The horses' start order was drawn.

    Attributes:
        order (list[int]): Horses from the front square (0) backwards, one square apart.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['horses_placed']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    order: list[int]
    seq: int
    type_: Literal["horses_placed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        order = self.order

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "order": order,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        order = cast(list[int], d.pop("order"))

        seq = d.pop("seq")

        type_ = cast(Literal["horses_placed"], d.pop("type"))
        if type_ != "horses_placed":
            raise ValueError(f"type must match const 'horses_placed', got '{type_}'")

        version = d.pop("version")

        royal_turf_horses_placed_event = cls(
            order=order,
            seq=seq,
            type_=type_,
            version=version,
        )

        return royal_turf_horses_placed_event
