from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesStatePilesJambes")


@_attrs_define
class AmazonesStatePilesJambes:
    """A pile.

    Attributes:
        count (int): Tiles left in the pile.
        top (int | None): Its top tile; null once empty.
    """

    count: int
    top: int | None

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        top: int | None
        top = self.top

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "top": top,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        def _parse_top(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        top = _parse_top(d.pop("top"))

        amazones_state_piles_jambes = cls(
            count=count,
            top=top,
        )

        return amazones_state_piles_jambes
