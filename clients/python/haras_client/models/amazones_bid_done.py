from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesBidDone")


@_attrs_define
class AmazonesBidDone:
    """First bid: end your face-up bid (with no card: pass).

    Attributes:
        type_ (Literal['bid_done']):
    """

    type_: Literal["bid_done"]

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        type_ = cast(Literal["bid_done"], d.pop("type"))
        if type_ != "bid_done":
            raise ValueError(f"type must match const 'bid_done', got '{type_}'")

        amazones_bid_done = cls(
            type_=type_,
        )

        return amazones_bid_done
