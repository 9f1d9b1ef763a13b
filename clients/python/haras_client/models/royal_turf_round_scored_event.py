from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.royal_turf_round_scored_event_breakdown import RoyalTurfRoundScoredEventBreakdown
    from ..models.royal_turf_round_scored_event_payouts import RoyalTurfRoundScoredEventPayouts


T = TypeVar("T", bound="RoyalTurfRoundScoredEvent")


@_attrs_define
class RoyalTurfRoundScoredEvent:
    """A race was scored (by the service's scoring step).

    Attributes:
        breakdown (RoyalTurfRoundScoredEventBreakdown): Each seat's payout, token by token.
        finishers (list[int]): The first three horses, in order.
        last (int): The last horse.
        money (list[int]): Each seat's money after this race, by seat.
        multiplier (int): What every payout and penalty of this race was multiplied by (final_race_multiplier in the
            final race, else 1).
        payouts (RoyalTurfRoundScoredEventPayouts): Each seat's total for this race.
        race (int): The race, from 1.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['round_scored']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    breakdown: RoyalTurfRoundScoredEventBreakdown
    finishers: list[int]
    last: int
    money: list[int]
    multiplier: int
    payouts: RoyalTurfRoundScoredEventPayouts
    race: int
    seq: int
    type_: Literal["round_scored"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        breakdown = self.breakdown.to_dict()

        finishers = self.finishers

        last = self.last

        money = self.money

        multiplier = self.multiplier

        payouts = self.payouts.to_dict()

        race = self.race

        seq = self.seq

        type_ = self.type_

        version = self.version

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
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.royal_turf_round_scored_event_breakdown import RoyalTurfRoundScoredEventBreakdown  # noqa: PLC0415
        from ..models.royal_turf_round_scored_event_payouts import RoyalTurfRoundScoredEventPayouts  # noqa: PLC0415

        d = dict(src_dict)
        breakdown = RoyalTurfRoundScoredEventBreakdown.from_dict(d.pop("breakdown"))

        finishers = cast(list[int], d.pop("finishers"))

        last = d.pop("last")

        money = cast(list[int], d.pop("money"))

        multiplier = d.pop("multiplier")

        payouts = RoyalTurfRoundScoredEventPayouts.from_dict(d.pop("payouts"))

        race = d.pop("race")

        seq = d.pop("seq")

        type_ = cast(Literal["round_scored"], d.pop("type"))
        if type_ != "round_scored":
            raise ValueError(f"type must match const 'round_scored', got '{type_}'")

        version = d.pop("version")

        royal_turf_round_scored_event = cls(
            breakdown=breakdown,
            finishers=finishers,
            last=last,
            money=money,
            multiplier=multiplier,
            payouts=payouts,
            race=race,
            seq=seq,
            type_=type_,
            version=version,
        )

        return royal_turf_round_scored_event
