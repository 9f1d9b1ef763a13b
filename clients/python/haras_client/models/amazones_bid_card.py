from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_bid_card_colour import AmazonesBidCardColour

T = TypeVar("T", bound="AmazonesBidCard")


@_attrs_define
class AmazonesBidCard:
    """First bid: lay one more card face up (all of one colour).

    Attributes:
        colour (AmazonesBidCardColour): The card's colour.
        type_ (Literal['bid_card']):
        value (int): The card's value.
    """

    colour: AmazonesBidCardColour
    type_: Literal["bid_card"]
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
        colour = AmazonesBidCardColour(d.pop("colour"))

        type_ = cast(Literal["bid_card"], d.pop("type"))
        if type_ != "bid_card":
            raise ValueError(f"type must match const 'bid_card', got '{type_}'")

        value = d.pop("value")

        amazones_bid_card = cls(
            colour=colour,
            type_=type_,
            value=value,
        )

        return amazones_bid_card
