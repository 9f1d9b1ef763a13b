from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_state_suites_item_problem_type_0_card import PoneyMonAmourStateSuitesItemProblemType0Card
from ..models.poney_mon_amour_state_suites_item_problem_type_0_colour_type_0 import (
    PoneyMonAmourStateSuitesItemProblemType0ColourType0,
)
from ..models.poney_mon_amour_state_suites_item_problem_type_0_kind import PoneyMonAmourStateSuitesItemProblemType0Kind
from ..models.poney_mon_amour_state_suites_item_problem_type_0_name import PoneyMonAmourStateSuitesItemProblemType0Name
from ..models.poney_mon_amour_state_suites_item_problem_type_0_suite_type_0 import (
    PoneyMonAmourStateSuitesItemProblemType0SuiteType0,
)

T = TypeVar("T", bound="PoneyMonAmourStateSuitesItemProblemType0")


@_attrs_define
class PoneyMonAmourStateSuitesItemProblemType0:
    """
    Attributes:
        amours (int): Amours laid on it (a Grosse Colère needs two).
        card (PoneyMonAmourStateSuitesItemProblemType0Card): The card id, problem-<n> or colere.
        colour (None | PoneyMonAmourStateSuitesItemProblemType0ColourType0): Null: only steps have a rider colour.
        kind (PoneyMonAmourStateSuitesItemProblemType0Kind): What the card is.
        name (PoneyMonAmourStateSuitesItemProblemType0Name): Its name.
        number (int | None): The problem's number; null for a Grosse Colère.
        suite (None | PoneyMonAmourStateSuitesItemProblemType0SuiteType0): Null: only steps have a suite.
    """

    amours: int
    card: PoneyMonAmourStateSuitesItemProblemType0Card
    colour: None | PoneyMonAmourStateSuitesItemProblemType0ColourType0
    kind: PoneyMonAmourStateSuitesItemProblemType0Kind
    name: PoneyMonAmourStateSuitesItemProblemType0Name
    number: int | None
    suite: None | PoneyMonAmourStateSuitesItemProblemType0SuiteType0

    def to_dict(self) -> dict[str, Any]:
        amours = self.amours

        card = self.card.value

        colour: None | str
        if isinstance(self.colour, PoneyMonAmourStateSuitesItemProblemType0ColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        kind = self.kind.value

        name = self.name.value

        number: int | None
        number = self.number

        suite: None | str
        if isinstance(self.suite, PoneyMonAmourStateSuitesItemProblemType0SuiteType0):
            suite = self.suite.value
        else:
            suite = self.suite

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amours": amours,
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
        amours = d.pop("amours")

        card = PoneyMonAmourStateSuitesItemProblemType0Card(d.pop("card"))

        def _parse_colour(data: object) -> None | PoneyMonAmourStateSuitesItemProblemType0ColourType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = PoneyMonAmourStateSuitesItemProblemType0ColourType0(data)

                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateSuitesItemProblemType0ColourType0, data)

        colour = _parse_colour(d.pop("colour"))

        kind = PoneyMonAmourStateSuitesItemProblemType0Kind(d.pop("kind"))

        name = PoneyMonAmourStateSuitesItemProblemType0Name(d.pop("name"))

        def _parse_number(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        number = _parse_number(d.pop("number"))

        def _parse_suite(data: object) -> None | PoneyMonAmourStateSuitesItemProblemType0SuiteType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                suite_type_0 = PoneyMonAmourStateSuitesItemProblemType0SuiteType0(data)

                return suite_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateSuitesItemProblemType0SuiteType0, data)

        suite = _parse_suite(d.pop("suite"))

        poney_mon_amour_state_suites_item_problem_type_0 = cls(
            amours=amours,
            card=card,
            colour=colour,
            kind=kind,
            name=name,
            number=number,
            suite=suite,
        )

        return poney_mon_amour_state_suites_item_problem_type_0
