from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PoneyMonAmourDrawDiscard")


@_attrs_define
class PoneyMonAmourDrawDiscard:
    """Take the top card of the discard pile.

    Attributes:
        type_ (Literal['draw_discard']):
    """

    type_: Literal["draw_discard"]

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
        type_ = cast(Literal["draw_discard"], d.pop("type"))
        if type_ != "draw_discard":
            raise ValueError(f"type must match const 'draw_discard', got '{type_}'")

        poney_mon_amour_draw_discard = cls(
            type_=type_,
        )

        return poney_mon_amour_draw_discard
