from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_take_back_colour import AmazonesTakeBackColour

T = TypeVar("T", bound="AmazonesTakeBack")


@_attrs_define
class AmazonesTakeBack:
    """Second bid: take one card of your face-up bid back into hand.

    Attributes:
        colour (AmazonesTakeBackColour): The card's colour.
        type_ (Literal['take_back']):
        value (int): The card's value.
    """

    colour: AmazonesTakeBackColour
    type_: Literal["take_back"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        type_ = self.type_

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = AmazonesTakeBackColour(d.pop("colour"))

        type_ = cast(Literal["take_back"], d.pop("type"))
        if type_ != "take_back":
            raise ValueError(f"type must match const 'take_back', got '{type_}'")

        value = d.pop("value")

        amazones_take_back = cls(
            colour=colour,
            type_=type_,
            value=value,
        )

        return amazones_take_back
