from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.poney_mon_amour_round_scored_event_breakdown import PoneyMonAmourRoundScoredEventBreakdown


T = TypeVar("T", bound="PoneyMonAmourRoundScoredEvent")


@_attrs_define
class PoneyMonAmourRoundScoredEvent:
    """A round was scored (by the service's scoring step).

    Attributes:
        breakdown (PoneyMonAmourRoundScoredEventBreakdown): Each seat's points this round, itemised.
        round_ (int): The round, from 1 (as many rounds as players).
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        totals (list[int]): Each seat's total after this round, by seat.
        type_ (Literal['round_scored']):
        version (int): The match version the event belongs to (a step's events share it).
        winner (int | None): The seat that laid its Selle; null if the round stopped without one.
    """

    breakdown: PoneyMonAmourRoundScoredEventBreakdown
    round_: int
    seq: int
    totals: list[int]
    type_: Literal["round_scored"]
    version: int
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        round_ = self.round_

        seq = self.seq

        totals = self.totals

        type_ = self.type_

        version = self.version

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "breakdown": breakdown,
                "round": round_,
                "seq": seq,
                "totals": totals,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.poney_mon_amour_round_scored_event_breakdown import PoneyMonAmourRoundScoredEventBreakdown  # noqa: PLC0415

        d = dict(src_dict)
        breakdown = PoneyMonAmourRoundScoredEventBreakdown.from_dict(d.pop("breakdown"))

        round_ = d.pop("round")

        seq = d.pop("seq")

        totals = cast(list[int], d.pop("totals"))

        type_ = cast(Literal["round_scored"], d.pop("type"))
        if type_ != "round_scored":
            raise ValueError(f"type must match const 'round_scored', got '{type_}'")

        version = d.pop("version")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        poney_mon_amour_round_scored_event = cls(
            breakdown=breakdown,
            round_=round_,
            seq=seq,
            totals=totals,
            type_=type_,
            version=version,
            winner=winner,
        )

        return poney_mon_amour_round_scored_event
