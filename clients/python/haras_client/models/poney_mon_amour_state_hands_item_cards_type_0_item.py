from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_state_hands_item_cards_type_0_item_card import (
    PoneyMonAmourStateHandsItemCardsType0ItemCard,
)
from ..models.poney_mon_amour_state_hands_item_cards_type_0_item_colour_type_0 import (
    PoneyMonAmourStateHandsItemCardsType0ItemColourType0,
)
from ..models.poney_mon_amour_state_hands_item_cards_type_0_item_kind import (
    PoneyMonAmourStateHandsItemCardsType0ItemKind,
)
from ..models.poney_mon_amour_state_hands_item_cards_type_0_item_suite_type_0 import (
    PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0,
)

T = TypeVar("T", bound="PoneyMonAmourStateHandsItemCardsType0Item")


@_attrs_define
class PoneyMonAmourStateHandsItemCardsType0Item:
    """A card.

    Attributes:
        card (PoneyMonAmourStateHandsItemCardsType0ItemCard): A card id: step-<suite>-<n>, problem-<n>, solution-<n>,
            amour or colere.
        colour (None | PoneyMonAmourStateHandsItemCardsType0ItemColourType0): A step's rider colour; null for other
            cards and the neutral suites.
        kind (PoneyMonAmourStateHandsItemCardsType0ItemKind): What the card is.
        name (str): Its name (a step's, a problem's or a solution's, Amour or Grosse Colère).
        number (int | None): Its number; null for Amour and Grosse Colère.
        suite (None | PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0): A step's suite; null for other cards.
    """

    card: PoneyMonAmourStateHandsItemCardsType0ItemCard
    colour: None | PoneyMonAmourStateHandsItemCardsType0ItemColourType0
    kind: PoneyMonAmourStateHandsItemCardsType0ItemKind
    name: str
    number: int | None
    suite: None | PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        colour: None | str
        if isinstance(self.colour, PoneyMonAmourStateHandsItemCardsType0ItemColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        kind = self.kind.value

        name = self.name

        number: int | None
        number = self.number

        suite: None | str
        if isinstance(self.suite, PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0):
            suite = self.suite.value
        else:
            suite = self.suite

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
        card = PoneyMonAmourStateHandsItemCardsType0ItemCard(d.pop("card"))

        def _parse_colour(data: object) -> None | PoneyMonAmourStateHandsItemCardsType0ItemColourType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = PoneyMonAmourStateHandsItemCardsType0ItemColourType0(data)

                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateHandsItemCardsType0ItemColourType0, data)

        colour = _parse_colour(d.pop("colour"))

        kind = PoneyMonAmourStateHandsItemCardsType0ItemKind(d.pop("kind"))

        name = d.pop("name")

        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))

        def _parse_suite(data: object) -> None | PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suite_type_0 = PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0(data)

                return suite_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0, data)

        suite = _parse_suite(d.pop("suite"))

        poney_mon_amour_state_hands_item_cards_type_0_item = cls(
            card=card,
            colour=colour,
            kind=kind,
            name=name,
            number=number,
            suite=suite,
        )

        return poney_mon_amour_state_hands_item_cards_type_0_item
