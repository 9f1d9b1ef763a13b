from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfBetSeen")


@_attrs_define
class RoyalTurfBetSeen:
    """Place one of your tokens on a horse you have not bet on this race.

    Attributes:
        horse (int): Index of the horse (0..6).
        token (int | None): Value of the token to place (0 is the bluff token of hidden bets).
        type_ (Literal['bet']):
    """

    horse: int
    token: int | None
    type_: Literal["bet"]

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        token: int | None
        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        def _parse_token(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        token = _parse_token(d.pop("token"))

        type_ = cast(Literal["bet"], d.pop("type"))
        if type_ != "bet":
            raise ValueError(f"type must match const 'bet', got '{type_}'")

        royal_turf_bet_seen = cls(
            horse=horse,
            token=token,
            type_=type_,
        )

        return royal_turf_bet_seen
