from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.poney_mon_amour_state_suites_item_cards_item import PoneyMonAmourStateSuitesItemCardsItem
    from ..models.poney_mon_amour_state_suites_item_problem_type_0 import PoneyMonAmourStateSuitesItemProblemType0


T = TypeVar("T", bound="PoneyMonAmourStateSuitesItem")


@_attrs_define
class PoneyMonAmourStateSuitesItem:
    """A seat's suite.

    Attributes:
        cards (list[PoneyMonAmourStateSuitesItemCardsItem]): Its suite's steps, from 1.
        problem (None | PoneyMonAmourStateSuitesItemProblemType0): The problem lying on its suite; null if none.
        seat (int): The seat.
    """

    cards: list[PoneyMonAmourStateSuitesItemCardsItem]
    problem: None | PoneyMonAmourStateSuitesItemProblemType0
    seat: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.poney_mon_amour_state_suites_item_problem_type_0 import PoneyMonAmourStateSuitesItemProblemType0  # noqa: PLC0415

        cards = []
        for cards_item_data in self.cards:
            cards_item = cards_item_data.to_dict()
            cards.append(cards_item)

        problem: dict[str, Any] | None
        if isinstance(self.problem, PoneyMonAmourStateSuitesItemProblemType0):
            problem = self.problem.to_dict()
        else:
            problem = self.problem

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "cards": cards,
                "problem": problem,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.poney_mon_amour_state_suites_item_cards_item import PoneyMonAmourStateSuitesItemCardsItem  # noqa: PLC0415
        from ..models.poney_mon_amour_state_suites_item_problem_type_0 import PoneyMonAmourStateSuitesItemProblemType0  # noqa: PLC0415

        d = dict(src_dict)
        cards = []
        _cards = d.pop("cards")
        for cards_item_data in _cards:
            cards_item = PoneyMonAmourStateSuitesItemCardsItem.from_dict(cards_item_data)

            cards.append(cards_item)

        def _parse_problem(data: object) -> None | PoneyMonAmourStateSuitesItemProblemType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                problem_type_0 = PoneyMonAmourStateSuitesItemProblemType0.from_dict(data)

                return problem_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateSuitesItemProblemType0, data)

        problem = _parse_problem(d.pop("problem"))

        seat = d.pop("seat")

        poney_mon_amour_state_suites_item = cls(
            cards=cards,
            problem=problem,
            seat=seat,
        )

        return poney_mon_amour_state_suites_item
