from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_round_scored_event_round import AmazonesRoundScoredEventRound

if TYPE_CHECKING:
    from ..models.amazones_round_scored_event_breakdown import AmazonesRoundScoredEventBreakdown
    from ..models.amazones_round_scored_event_scores import AmazonesRoundScoredEventScores


T = TypeVar("T", bound="AmazonesRoundScoredEvent")


@_attrs_define
class AmazonesRoundScoredEvent:
    """The final scoring (by the service's scoring step): finished men only, with bonuses per man.

    Attributes:
        breakdown (AmazonesRoundScoredEventBreakdown): Each seat's score, itemised.
        round_ (AmazonesRoundScoredEventRound): The round scored: always final.
        scores (AmazonesRoundScoredEventScores): Each seat's score.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['round_scored']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    breakdown: AmazonesRoundScoredEventBreakdown
    round_: AmazonesRoundScoredEventRound
    scores: AmazonesRoundScoredEventScores
    seq: int
    type_: Literal["round_scored"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        round_ = self.round_.value

        scores = self.scores.to_dict()

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "breakdown": breakdown,
                "round": round_,
                "scores": scores,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_round_scored_event_breakdown import AmazonesRoundScoredEventBreakdown  # noqa: PLC0415
        from ..models.amazones_round_scored_event_scores import AmazonesRoundScoredEventScores  # noqa: PLC0415

        d = dict(src_dict)
        breakdown = AmazonesRoundScoredEventBreakdown.from_dict(d.pop("breakdown"))

        round_ = AmazonesRoundScoredEventRound(d.pop("round"))

        scores = AmazonesRoundScoredEventScores.from_dict(d.pop("scores"))

        seq = d.pop("seq")

        type_ = cast(Literal["round_scored"], d.pop("type"))
        if type_ != "round_scored":
            raise ValueError(f"type must match const 'round_scored', got '{type_}'")

        version = d.pop("version")

        amazones_round_scored_event = cls(
            breakdown=breakdown,
            round_=round_,
            scores=scores,
            seq=seq,
            type_=type_,
            version=version,
        )

        return amazones_round_scored_event
