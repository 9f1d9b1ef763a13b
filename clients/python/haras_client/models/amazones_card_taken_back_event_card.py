from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.amazones_card_taken_back_event_card_colour import AmazonesCardTakenBackEventCardColour

T = TypeVar("T", bound="AmazonesCardTakenBackEventCard")


@_attrs_define
class AmazonesCardTakenBackEventCard:
    """The card taken back.

    Attributes:
        colour (AmazonesCardTakenBackEventCardColour): The card's colour.
        value (int): The card's value.
    """

    colour: AmazonesCardTakenBackEventCardColour
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
        colour = AmazonesCardTakenBackEventCardColour(d.pop("colour"))

        value = d.pop("value")

        amazones_card_taken_back_event_card = cls(
            colour=colour,
            value=value,
        )

        return amazones_card_taken_back_event_card
