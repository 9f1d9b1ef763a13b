from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.result_scores import ResultScores


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """
    Attributes:
        ranking (list[int]):
        scores (ResultScores): Score per seat (key: seat number).
        winners (list[int]):
        resigned (int | Unset): Set when the match ended because this seat resigned.
    """

    ranking: list[int]
    scores: ResultScores
    winners: list[int]
    resigned: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ranking = self.ranking

        scores = self.scores.to_dict()

        winners = self.winners

        resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranking": ranking,
                "scores": scores,
                "winners": winners,
            }
        )
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_scores import ResultScores  # noqa: PLC0415

        d = dict(src_dict)
        ranking = cast(list[int], d.pop("ranking"))

        scores = ResultScores.from_dict(d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        resigned = d.pop("resigned", UNSET)

        result = cls(
            ranking=ranking,
            scores=scores,
            winners=winners,
            resigned=resigned,
        )

        return result
