from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingChange")


@_attrs_define
class RatingChange:
    """
    Attributes:
        after (int): The displayed rating after it.
        before (int): The displayed rating before the match.
    """

    after: int
    before: int

    def to_dict(self) -> dict[str, Any]:
        after = self.after

        before = self.before

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "after": after,
                "before": before,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        after = d.pop("after")

        before = d.pop("before")

        rating_change = cls(
            after=after,
            before=before,
        )

        return rating_change
