from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.royal_turf_cards_dealt_event_cards_item_card import RoyalTurfCardsDealtEventCardsItemCard


T = TypeVar("T", bound="RoyalTurfCardsDealtEventCardsItem")


@_attrs_define
class RoyalTurfCardsDealtEventCardsItem:
    """A horse's card.

    Attributes:
        card (RoyalTurfCardsDealtEventCardsItemCard): The card: squares per symbol rolled.
        card_index (int): Which of the horse's cards.
        horse (int): Index of the horse (0..6).
    """

    card: RoyalTurfCardsDealtEventCardsItemCard
    card_index: int
    horse: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

        card_index = self.card_index

        horse = self.horse

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "card_index": card_index,
                "horse": horse,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.royal_turf_cards_dealt_event_cards_item_card import RoyalTurfCardsDealtEventCardsItemCard  # noqa: PLC0415

        d = dict(src_dict)
        card = RoyalTurfCardsDealtEventCardsItemCard.from_dict(d.pop("card"))

        card_index = d.pop("card_index")

        horse = d.pop("horse")

        royal_turf_cards_dealt_event_cards_item = cls(
            card=card,
            card_index=card_index,
            horse=horse,
        )

        return royal_turf_cards_dealt_event_cards_item
