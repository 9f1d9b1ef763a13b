from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfStateBetsItem")


@_attrs_define
class RoyalTurfStateBetsItem:
    """A bet.

    Attributes:
        horse (int): Index of the horse (0..6).
        seat (int): The bettor.
        token (int | None): The token's value; null to other seats while a face-down bet is hidden.
    """

    horse: int
    seat: int
    token: int | None

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        seat = self.seat

        token: int | None
        token = self.token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
                "seat": seat,
                "token": token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        seat = d.pop("seat")

        def _parse_token(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        token = _parse_token(d.pop("token"))

        royal_turf_state_bets_item = cls(
            horse=horse,
            seat=seat,
            token=token,
        )

        return royal_turf_state_bets_item
