from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.royal_turf_cards_dealt_event_cards_item import RoyalTurfCardsDealtEventCardsItem


T = TypeVar("T", bound="RoyalTurfCardsDealtEvent")


@_attrs_define
class RoyalTurfCardsDealtEvent:
    """Each horse got one of its three cards for this race.

    Attributes:
        cards (list[RoyalTurfCardsDealtEventCardsItem]): One card per horse, by horse.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['cards_dealt']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    cards: list[RoyalTurfCardsDealtEventCardsItem]
    seq: int
    type_: Literal["cards_dealt"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.royal_turf_cards_dealt_event_cards_item import RoyalTurfCardsDealtEventCardsItem  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = RoyalTurfCardsDealtEventCardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        seq = d.pop("seq")

        type_ = cast(Literal["cards_dealt"], d.pop("type"))
        if type_ != "cards_dealt":
            raise ValueError(f"type must match const 'cards_dealt', got '{type_}'")

        version = d.pop("version")

        royal_turf_cards_dealt_event = cls(
            cards=cards,
            seq=seq,
            type_=type_,
            version=version,
        )

        return royal_turf_cards_dealt_event
