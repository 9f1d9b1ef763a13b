from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfStateResultsItemBreakdownAdditionalPropertyItem")


@_attrs_define
class RoyalTurfStateResultsItemBreakdownAdditionalPropertyItem:
    """A token's payout.

    Attributes:
        amount (int): What this token won (or lost, below 0).
        horse (int): Index of the horse (0..6).
        last (bool): Whether the horse came last.
        place (int | None): The horse's place; null unless it finished in the first three.
        token (int): The token's value (0: the bluff token of hidden bets).
        units_on_horse (int): Units the whole table bet on this horse.
    """

    amount: int
    horse: int
    last: bool
    place: int | None
    token: int
    units_on_horse: int

    def to_dict(self) -> dict[str, Any]:
        amount = self.amount

        horse = self.horse

        last = self.last

        place: int | None
        place = self.place

        token = self.token

        units_on_horse = self.units_on_horse

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amount": amount,
                "horse": horse,
                "last": last,
                "place": place,
                "token": token,
                "units_on_horse": units_on_horse,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amount = d.pop("amount")

        horse = d.pop("horse")

        last = d.pop("last")

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        token = d.pop("token")

        units_on_horse = d.pop("units_on_horse")

        royal_turf_state_results_item_breakdown_additional_property_item = cls(
            amount=amount,
            horse=horse,
            last=last,
            place=place,
            token=token,
            units_on_horse=units_on_horse,
        )

        return royal_turf_state_results_item_breakdown_additional_property_item
