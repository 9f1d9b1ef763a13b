from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfMoveHorse")


@_attrs_define
class RoyalTurfMoveHorse:
    """Move a horse that has not moved in this cycle by its card's value for the rolled symbol.

    Attributes:
        horse (int): Index of the horse (0..6).
        type_ (Literal['move_horse']):
    """

    horse: int
    type_: Literal["move_horse"]

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        type_ = cast(Literal["move_horse"], d.pop("type"))
        if type_ != "move_horse":
            raise ValueError(f"type must match const 'move_horse', got '{type_}'")

        royal_turf_move_horse = cls(
            horse=horse,
            type_=type_,
        )

        return royal_turf_move_horse
