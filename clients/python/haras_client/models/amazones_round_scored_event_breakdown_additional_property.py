from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesRoundScoredEventBreakdownAdditionalProperty")


@_attrs_define
class AmazonesRoundScoredEventBreakdownAdditionalProperty:
    """A seat's score.

    Attributes:
        best_man (int): +5 for each of its men of the highest value on the table.
        men (list[int]): The seat's finished men's values.
        men_total (int): Their sum.
        most_men (int): +5 if it has the most finished men (and some).
        score (int): Its score: the sum of the above.
        worst_man (int): -5 for each of its men of the lowest value on the table.
    """

    best_man: int
    men: list[int]
    men_total: int
    most_men: int
    score: int
    worst_man: int

    def to_dict(self) -> dict[str, Any]:
        best_man = self.best_man

        men = self.men

        men_total = self.men_total

        most_men = self.most_men

        score = self.score

        worst_man = self.worst_man

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "best_man": best_man,
                "men": men,
                "men_total": men_total,
                "most_men": most_men,
                "score": score,
                "worst_man": worst_man,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        best_man = d.pop("best_man")

        men = cast(list[int], d.pop("men"))

        men_total = d.pop("men_total")

        most_men = d.pop("most_men")

        score = d.pop("score")

        worst_man = d.pop("worst_man")

        amazones_round_scored_event_breakdown_additional_property = cls(
            best_man=best_man,
            men=men,
            men_total=men_total,
            most_men=most_men,
            score=score,
            worst_man=worst_man,
        )

        return amazones_round_scored_event_breakdown_additional_property
