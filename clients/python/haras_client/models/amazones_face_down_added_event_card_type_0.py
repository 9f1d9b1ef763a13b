from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.amazones_face_down_added_event_card_type_0_colour import AmazonesFaceDownAddedEventCardType0Colour

T = TypeVar("T", bound="AmazonesFaceDownAddedEventCardType0")


@_attrs_define
class AmazonesFaceDownAddedEventCardType0:
    """
    Attributes:
        colour (AmazonesFaceDownAddedEventCardType0Colour): The card's colour.
        value (int): The card's value.
    """

    colour: AmazonesFaceDownAddedEventCardType0Colour
    value: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = AmazonesFaceDownAddedEventCardType0Colour(d.pop("colour"))

        value = d.pop("value")

        amazones_face_down_added_event_card_type_0 = cls(
            colour=colour,
            value=value,
        )

        return amazones_face_down_added_event_card_type_0
