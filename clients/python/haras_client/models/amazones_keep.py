from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesKeep")


@_attrs_define
class AmazonesKeep:
    """Second bid: change nothing.

    Attributes:
        type_ (Literal['keep']):
    """

    type_: Literal["keep"]

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
        type_ = cast(Literal["keep"], d.pop("type"))
        if type_ != "keep":
            raise ValueError(f"type must match const 'keep', got '{type_}'")

        amazones_keep = cls(
            type_=type_,
        )

        return amazones_keep
