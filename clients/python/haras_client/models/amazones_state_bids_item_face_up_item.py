from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.amazones_state_bids_item_face_up_item_colour import AmazonesStateBidsItemFaceUpItemColour

T = TypeVar("T", bound="AmazonesStateBidsItemFaceUpItem")


@_attrs_define
class AmazonesStateBidsItemFaceUpItem:
    """A card.

    Attributes:
        colour (AmazonesStateBidsItemFaceUpItemColour): The card's colour.
        value (int): The card's value.
    """

    colour: AmazonesStateBidsItemFaceUpItemColour
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
        colour = AmazonesStateBidsItemFaceUpItemColour(d.pop("colour"))

        value = d.pop("value")

        amazones_state_bids_item_face_up_item = cls(
            colour=colour,
            value=value,
        )

        return amazones_state_bids_item_face_up_item
