from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_place_tile_part import AmazonesPlaceTilePart

T = TypeVar("T", bound="AmazonesPlaceTile")


@_attrs_define
class AmazonesPlaceTile:
    """Take the top tile of a pile and place it in front of a player: on one of her unfinished men lacking that part, or
    (man null) as a new man.

        Attributes:
            man (int | None): Index of the owner's man, or null for a new man.
            owner (int): The seat the tile goes in front of.
            part (AmazonesPlaceTilePart): The pile whose top tile is taken (visible now; taking it uncovers the next).
            type_ (Literal['place_tile']):
    """

    man: int | None
    owner: int
    part: AmazonesPlaceTilePart
    type_: Literal["place_tile"]

    def to_dict(self) -> dict[str, Any]:
        man: int | None
        man = self.man

        owner = self.owner

        part = self.part.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "man": man,
                "owner": owner,
                "part": part,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_man(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        man = _parse_man(d.pop("man"))

        owner = d.pop("owner")

        part = AmazonesPlaceTilePart(d.pop("part"))

        type_ = cast(Literal["place_tile"], d.pop("type"))
        if type_ != "place_tile":
            raise ValueError(f"type must match const 'place_tile', got '{type_}'")

        amazones_place_tile = cls(
            man=man,
            owner=owner,
            part=part,
            type_=type_,
        )

        return amazones_place_tile
