from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.result_rating_changes import ResultRatingChanges
    from ..models.result_scores import ResultScores


T = TypeVar("T", bound="Result")


@_attrs_define
class Result:
    """
    Attributes:
        ranking (list[int]):
        scores (ResultScores): Score per seat (key: seat number).
        winners (list[int]):
        rating_aborted (bool | Unset): True when the match was rated for nobody: a seat was handed to the AI (resigned,
            timed out) before its player made `RATING_ABORT_MOVES` moves of its own. Absent otherwise.
        rating_changes (ResultRatingChanges | Unset): A rated match's rating change per rated seat (key: seat number),
            once its players are rated (event `ratings_updated`, shortly after the match ends); absent before, and in
            unrated matches. Empty when the match was aborted (`rating_aborted`).
        resigned (int | Unset): Set when the match ended because this seat resigned.
    """

    ranking: list[int]
    scores: ResultScores
    winners: list[int]
    rating_aborted: bool | Unset = UNSET
    rating_changes: ResultRatingChanges | Unset = UNSET
    resigned: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ranking = self.ranking

        scores = self.scores.to_dict()

        winners = self.winners

        rating_aborted = self.rating_aborted

        rating_changes: dict[str, Any] | Unset = UNSET
        if not isinstance(self.rating_changes, Unset):
            rating_changes = self.rating_changes.to_dict()

        resigned = self.resigned

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ranking": ranking,
                "scores": scores,
                "winners": winners,
            }
        )
        if rating_aborted is not UNSET:
            field_dict["rating_aborted"] = rating_aborted
        if rating_changes is not UNSET:
            field_dict["rating_changes"] = rating_changes
        if resigned is not UNSET:
            field_dict["resigned"] = resigned

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result_rating_changes import ResultRatingChanges  # noqa: PLC0415
        from ..models.result_scores import ResultScores  # noqa: PLC0415

        d = dict(src_dict)
        ranking = cast(list[int], d.pop("ranking"))

        scores = ResultScores.from_dict(d.pop("scores"))

        winners = cast(list[int], d.pop("winners"))

        rating_aborted = d.pop("rating_aborted", UNSET)

        _rating_changes = d.pop("rating_changes", UNSET)
        rating_changes: ResultRatingChanges | Unset
        if isinstance(_rating_changes, Unset):
            rating_changes = UNSET
        else:
            rating_changes = ResultRatingChanges.from_dict(_rating_changes)

        resigned = d.pop("resigned", UNSET)

        result = cls(
            ranking=ranking,
            scores=scores,
            winners=winners,
            rating_aborted=rating_aborted,
            rating_changes=rating_changes,
            resigned=resigned,
        )

        return result
