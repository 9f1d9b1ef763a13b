from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.amazones_state_hands_item_cards_type_0_item_colour import AmazonesStateHandsItemCardsType0ItemColour

T = TypeVar("T", bound="AmazonesStateHandsItemCardsType0Item")


@_attrs_define
class AmazonesStateHandsItemCardsType0Item:
    """A card.

    Attributes:
        colour (AmazonesStateHandsItemCardsType0ItemColour): The card's colour.
        value (int): The card's value.
    """

    colour: AmazonesStateHandsItemCardsType0ItemColour
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
        colour = AmazonesStateHandsItemCardsType0ItemColour(d.pop("colour"))

        value = d.pop("value")

        amazones_state_hands_item_cards_type_0_item = cls(
            colour=colour,
            value=value,
        )

        return amazones_state_hands_item_cards_type_0_item
