from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_revealed_event_bids_additional_property_cards_item import (
        AmazonesRevealedEventBidsAdditionalPropertyCardsItem,
    )


T = TypeVar("T", bound="AmazonesRevealedEventBidsAdditionalProperty")


@_attrs_define
class AmazonesRevealedEventBidsAdditionalProperty:
    """A seat's bid.

    Attributes:
        cards (list[AmazonesRevealedEventBidsAdditionalPropertyCardsItem]): Its cards, face up then face down.
        total (int): The bid's total value.
    """

    cards: list[AmazonesRevealedEventBidsAdditionalPropertyCardsItem]
    total: int

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_revealed_event_bids_additional_property_cards_item import (
            AmazonesRevealedEventBidsAdditionalPropertyCardsItem,  # noqa: PLC0415
        )

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = AmazonesRevealedEventBidsAdditionalPropertyCardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        total = d.pop("total")

        amazones_revealed_event_bids_additional_property = cls(
            cards=cards,
            total=total,
        )

        return amazones_revealed_event_bids_additional_property
