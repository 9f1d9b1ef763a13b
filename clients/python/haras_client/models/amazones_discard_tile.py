from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_discard_tile_part import AmazonesDiscardTilePart

T = TypeVar("T", bound="AmazonesDiscardTile")


@_attrs_define
class AmazonesDiscardTile:
    """Take the top tile of a pile that fits nowhere: it is discarded.

    Attributes:
        part (AmazonesDiscardTilePart): The pile whose top tile is taken (visible now; taking it uncovers the next).
        type_ (Literal['discard_tile']):
    """

    part: AmazonesDiscardTilePart
    type_: Literal["discard_tile"]

    def to_dict(self) -> dict[str, Any]:
        part = self.part.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "part": part,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        part = AmazonesDiscardTilePart(d.pop("part"))

        type_ = cast(Literal["discard_tile"], d.pop("type"))
        if type_ != "discard_tile":
            raise ValueError(f"type must match const 'discard_tile', got '{type_}'")

        amazones_discard_tile = cls(
            part=part,
            type_=type_,
        )

        return amazones_discard_tile
