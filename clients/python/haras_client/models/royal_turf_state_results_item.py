from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.royal_turf_state_results_item_breakdown import RoyalTurfStateResultsItemBreakdown
    from ..models.royal_turf_state_results_item_payouts import RoyalTurfStateResultsItemPayouts


T = TypeVar("T", bound="RoyalTurfStateResultsItem")


@_attrs_define
class RoyalTurfStateResultsItem:
    """A race's scoring.

    Attributes:
        breakdown (RoyalTurfStateResultsItemBreakdown): Each seat's payout, token by token.
        finishers (list[int]): The first three horses, in order.
        last (int): The last horse.
        money (list[int]): Each seat's money after this race, by seat.
        multiplier (int): What every payout and penalty of this race was multiplied by (final_race_multiplier in the
            final race, else 1).
        payouts (RoyalTurfStateResultsItemPayouts): Each seat's total for this race.
        race (int): The race, from 1.
    """

    breakdown: RoyalTurfStateResultsItemBreakdown
    finishers: list[int]
    last: int
    money: list[int]
    multiplier: int
    payouts: RoyalTurfStateResultsItemPayouts
    race: int

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        finishers = self.finishers

        last = self.last

        money = self.money

        multiplier = self.multiplier

        payouts = self.payouts.to_dict()

        race = self.race

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "breakdown": breakdown,
                "finishers": finishers,
                "last": last,
                "money": money,
                "multiplier": multiplier,
                "payouts": payouts,
                "race": race,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.royal_turf_state_results_item_breakdown import RoyalTurfStateResultsItemBreakdown  # noqa: PLC0415
        from ..models.royal_turf_state_results_item_payouts import RoyalTurfStateResultsItemPayouts  # noqa: PLC0415

        d = dict(src_dict)
        breakdown = RoyalTurfStateResultsItemBreakdown.from_dict(d.pop("breakdown"))

        finishers = cast(list[int], d.pop("finishers"))

        last = d.pop("last")

        money = cast(list[int], d.pop("money"))

        multiplier = d.pop("multiplier")

        payouts = RoyalTurfStateResultsItemPayouts.from_dict(d.pop("payouts"))

        race = d.pop("race")

        royal_turf_state_results_item = cls(
            breakdown=breakdown,
            finishers=finishers,
            last=last,
            money=money,
            multiplier=multiplier,
            payouts=payouts,
            race=race,
        )

        return royal_turf_state_results_item
