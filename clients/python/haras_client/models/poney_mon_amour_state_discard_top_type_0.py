from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_state_discard_top_type_0_card import PoneyMonAmourStateDiscardTopType0Card
from ..models.poney_mon_amour_state_discard_top_type_0_colour_type_0 import PoneyMonAmourStateDiscardTopType0ColourType0
from ..models.poney_mon_amour_state_discard_top_type_0_kind import PoneyMonAmourStateDiscardTopType0Kind
from ..models.poney_mon_amour_state_discard_top_type_0_suite_type_0 import PoneyMonAmourStateDiscardTopType0SuiteType0

T = TypeVar("T", bound="PoneyMonAmourStateDiscardTopType0")


@_attrs_define
class PoneyMonAmourStateDiscardTopType0:
    """
    Attributes:
        card (PoneyMonAmourStateDiscardTopType0Card): A card id: step-<suite>-<n>, problem-<n>, solution-<n>, amour or
            colere.
        colour (None | PoneyMonAmourStateDiscardTopType0ColourType0): A step's rider colour; null for other cards and
            the neutral suites.
        kind (PoneyMonAmourStateDiscardTopType0Kind): What the card is.
        name (str): Its name (a step's, a problem's or a solution's, Amour or Grosse Colère).
        number (int | None): Its number; null for Amour and Grosse Colère.
        suite (None | PoneyMonAmourStateDiscardTopType0SuiteType0): A step's suite; null for other cards.
    """

    card: PoneyMonAmourStateDiscardTopType0Card
    colour: None | PoneyMonAmourStateDiscardTopType0ColourType0
    kind: PoneyMonAmourStateDiscardTopType0Kind
    name: str
    number: int | None
    suite: None | PoneyMonAmourStateDiscardTopType0SuiteType0

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        colour: None | str
        if isinstance(self.colour, PoneyMonAmourStateDiscardTopType0ColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        kind = self.kind.value

        name = self.name

        number: int | None
        number = self.number

        suite: None | str
        if isinstance(self.suite, PoneyMonAmourStateDiscardTopType0SuiteType0):
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
        card = PoneyMonAmourStateDiscardTopType0Card(d.pop("card"))

        def _parse_colour(data: object) -> None | PoneyMonAmourStateDiscardTopType0ColourType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = PoneyMonAmourStateDiscardTopType0ColourType0(data)

                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateDiscardTopType0ColourType0, data)

        colour = _parse_colour(d.pop("colour"))

        kind = PoneyMonAmourStateDiscardTopType0Kind(d.pop("kind"))

        name = d.pop("name")

        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))

        def _parse_suite(data: object) -> None | PoneyMonAmourStateDiscardTopType0SuiteType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suite_type_0 = PoneyMonAmourStateDiscardTopType0SuiteType0(data)

                return suite_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateDiscardTopType0SuiteType0, data)

        suite = _parse_suite(d.pop("suite"))

        poney_mon_amour_state_discard_top_type_0 = cls(
            card=card,
            colour=colour,
            kind=kind,
            name=name,
            number=number,
            suite=suite,
        )

        return poney_mon_amour_state_discard_top_type_0
