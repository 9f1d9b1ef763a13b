from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfStateTokensLeftItem")


@_attrs_define
class RoyalTurfStateTokensLeftItem:
    """A seat's tokens still to place.

    Attributes:
        count (int): Tokens it has left to place.
        seat (int): The seat.
        values (list[int] | None): Their values; null to other seats while bets are hidden.
    """

    count: int
    seat: int
    values: list[int] | None

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        seat = self.seat

        values: list[int] | None
        if isinstance(self.values, list):
            values = self.values

        else:
            values = self.values

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "seat": seat,
                "values": values,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        seat = d.pop("seat")

        def _parse_values(data: object) -> list[int] | None:
            if data is None:
                return data
            try:
                if not isinstance(data, list):
                    raise TypeError()
                values_type_0 = cast(list[int], data)

                return values_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(list[int] | None, data)

        values = _parse_values(d.pop("values"))

        royal_turf_state_tokens_left_item = cls(
            count=count,
            seat=seat,
            values=values,
        )

        return royal_turf_state_tokens_left_item
