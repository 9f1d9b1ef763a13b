from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.amazones_revealed_event_bids_additional_property_cards_item_colour import (
    AmazonesRevealedEventBidsAdditionalPropertyCardsItemColour,
)

T = TypeVar("T", bound="AmazonesRevealedEventBidsAdditionalPropertyCardsItem")


@_attrs_define
class AmazonesRevealedEventBidsAdditionalPropertyCardsItem:
    """A card.

    Attributes:
        colour (AmazonesRevealedEventBidsAdditionalPropertyCardsItemColour): The card's colour.
        value (int): The card's value.
    """

    colour: AmazonesRevealedEventBidsAdditionalPropertyCardsItemColour
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
        colour = AmazonesRevealedEventBidsAdditionalPropertyCardsItemColour(d.pop("colour"))

        value = d.pop("value")

        amazones_revealed_event_bids_additional_property_cards_item = cls(
            colour=colour,
            value=value,
        )

        return amazones_revealed_event_bids_additional_property_cards_item
