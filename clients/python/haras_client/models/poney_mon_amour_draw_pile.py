from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PoneyMonAmourDrawPile")


@_attrs_define
class PoneyMonAmourDrawPile:
    """Draw the top card of the face-down draw pile.

    Attributes:
        type_ (Literal['draw_pile']):
    """

    type_: Literal["draw_pile"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["draw_pile"], d.pop("type"))
        if type_ != "draw_pile":
            raise ValueError(f"type must match const 'draw_pile', got '{type_}'")

        poney_mon_amour_draw_pile = cls(
            type_=type_,
        )

        return poney_mon_amour_draw_pile
