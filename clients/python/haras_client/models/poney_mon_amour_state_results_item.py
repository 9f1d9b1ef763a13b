from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.poney_mon_amour_state_results_item_breakdown import PoneyMonAmourStateResultsItemBreakdown


T = TypeVar("T", bound="PoneyMonAmourStateResultsItem")


@_attrs_define
class PoneyMonAmourStateResultsItem:
    """A round's scoring.

    Attributes:
        breakdown (PoneyMonAmourStateResultsItemBreakdown): Each seat's points this round, itemised.
        round_ (int): The round, from 1 (as many rounds as players).
        totals (list[int]): Each seat's total after this round, by seat.
        winner (int | None): The seat that laid its Selle; null if the round stopped without one.
    """

    breakdown: PoneyMonAmourStateResultsItemBreakdown
    round_: int
    totals: list[int]
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        round_ = self.round_

        totals = self.totals

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "breakdown": breakdown,
                "round": round_,
                "totals": totals,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.poney_mon_amour_state_results_item_breakdown import PoneyMonAmourStateResultsItemBreakdown  # noqa: PLC0415

        d = dict(src_dict)
        breakdown = PoneyMonAmourStateResultsItemBreakdown.from_dict(d.pop("breakdown"))

        round_ = d.pop("round")

        totals = cast(list[int], d.pop("totals"))

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        poney_mon_amour_state_results_item = cls(
            breakdown=breakdown,
            round_=round_,
            totals=totals,
            winner=winner,
        )

        return poney_mon_amour_state_results_item
