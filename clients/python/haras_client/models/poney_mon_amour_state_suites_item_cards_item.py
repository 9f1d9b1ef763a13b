from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_state_suites_item_cards_item_card import PoneyMonAmourStateSuitesItemCardsItemCard
from ..models.poney_mon_amour_state_suites_item_cards_item_colour_type_0 import (
    PoneyMonAmourStateSuitesItemCardsItemColourType0,
)
from ..models.poney_mon_amour_state_suites_item_cards_item_kind import PoneyMonAmourStateSuitesItemCardsItemKind
from ..models.poney_mon_amour_state_suites_item_cards_item_name import PoneyMonAmourStateSuitesItemCardsItemName
from ..models.poney_mon_amour_state_suites_item_cards_item_suite import PoneyMonAmourStateSuitesItemCardsItemSuite

T = TypeVar("T", bound="PoneyMonAmourStateSuitesItemCardsItem")


@_attrs_define
class PoneyMonAmourStateSuitesItemCardsItem:
    """A step.

    Attributes:
        card (PoneyMonAmourStateSuitesItemCardsItemCard): The step's card id, step-<suite>-<n>.
        colour (None | PoneyMonAmourStateSuitesItemCardsItemColourType0): Its rider colour; null for the neutral suites.
        kind (PoneyMonAmourStateSuitesItemCardsItemKind): What the card is: a step.
        name (PoneyMonAmourStateSuitesItemCardsItemName): The step's name.
        number (int): Its number.
        suite (PoneyMonAmourStateSuitesItemCardsItemSuite): Its suite.
    """

    card: PoneyMonAmourStateSuitesItemCardsItemCard
    colour: None | PoneyMonAmourStateSuitesItemCardsItemColourType0
    kind: PoneyMonAmourStateSuitesItemCardsItemKind
    name: PoneyMonAmourStateSuitesItemCardsItemName
    number: int
    suite: PoneyMonAmourStateSuitesItemCardsItemSuite

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        colour: None | str
        if isinstance(self.colour, PoneyMonAmourStateSuitesItemCardsItemColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        kind = self.kind.value

        name = self.name.value

        number = self.number

        suite = self.suite.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "colour": colour,
                "kind": kind,
                "name": name,
                "number": number,
                "suite": suite,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = PoneyMonAmourStateSuitesItemCardsItemCard(d.pop("card"))

        def _parse_colour(data: object) -> None | PoneyMonAmourStateSuitesItemCardsItemColourType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = PoneyMonAmourStateSuitesItemCardsItemColourType0(data)

                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateSuitesItemCardsItemColourType0, data)

        colour = _parse_colour(d.pop("colour"))

        kind = PoneyMonAmourStateSuitesItemCardsItemKind(d.pop("kind"))

        name = PoneyMonAmourStateSuitesItemCardsItemName(d.pop("name"))

        number = d.pop("number")

        suite = PoneyMonAmourStateSuitesItemCardsItemSuite(d.pop("suite"))

        poney_mon_amour_state_suites_item_cards_item = cls(
            card=card,
            colour=colour,
            kind=kind,
            name=name,
            number=number,
            suite=suite,
        )

        return poney_mon_amour_state_suites_item_cards_item
