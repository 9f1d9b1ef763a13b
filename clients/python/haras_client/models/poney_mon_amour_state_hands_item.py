from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.poney_mon_amour_state_hands_item_cards_type_0_item import PoneyMonAmourStateHandsItemCardsType0Item


T = TypeVar("T", bound="PoneyMonAmourStateHandsItem")


@_attrs_define
class PoneyMonAmourStateHandsItem:
    """A hand.

    Attributes:
        cards (list[PoneyMonAmourStateHandsItemCardsType0Item] | None): The cards; null but to their owner.
        count (int): Cards in hand.
        seat (int): The seat.
    """

    cards: list[PoneyMonAmourStateHandsItemCardsType0Item] | None
    count: int
    seat: int

    def to_dict(self) -> dict[str, Any]:
        cards: list[dict[str, Any]] | None
        if isinstance(self.cards, list):
            cards = []
            for cards_type_0_item_data in self.cards:
                cards_type_0_item = cards_type_0_item_data.to_dict()
                cards.append(cards_type_0_item)

        else:
            cards = self.cards

        count = self.count

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "count": count,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.poney_mon_amour_state_hands_item_cards_type_0_item import (
            PoneyMonAmourStateHandsItemCardsType0Item,  # noqa: PLC0415
        )

        d = dict(src_dict)

        def _parse_cards(data: object) -> list[PoneyMonAmourStateHandsItemCardsType0Item] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                cards_type_0 = []
                _cards_type_0 = data
                for cards_type_0_item_data in _cards_type_0:
                    cards_type_0_item = PoneyMonAmourStateHandsItemCardsType0Item.from_dict(cards_type_0_item_data)

                    cards_type_0.append(cards_type_0_item)

                return cards_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[PoneyMonAmourStateHandsItemCardsType0Item] | None, data)

        cards = _parse_cards(d.pop("cards"))

        count = d.pop("count")

        seat = d.pop("seat")

        poney_mon_amour_state_hands_item = cls(
            cards=cards,
            count=count,
            seat=seat,
        )

        return poney_mon_amour_state_hands_item
