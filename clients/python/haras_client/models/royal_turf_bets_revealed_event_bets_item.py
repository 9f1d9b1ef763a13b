from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfBetsRevealedEventBetsItem")


@_attrs_define
class RoyalTurfBetsRevealedEventBetsItem:
    """A bet.

    Attributes:
        horse (int): Index of the horse (0..6).
        seat (int): The bettor.
        token (int): The token's value (0: the bluff token of hidden bets).
    """

    horse: int
    seat: int
    token: int

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        seat = self.seat

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

        token = d.pop("token")

        royal_turf_bets_revealed_event_bets_item = cls(
            horse=horse,
            seat=seat,
            token=token,
        )

        return royal_turf_bets_revealed_event_bets_item
