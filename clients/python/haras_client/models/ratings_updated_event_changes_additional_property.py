from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingsUpdatedEventChangesAdditionalProperty")


@_attrs_define
class RatingsUpdatedEventChangesAdditionalProperty:
    """
    Attributes:
        after (int): Its displayed rating after it.
        before (int): The seat's player's displayed rating before this match.
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

        ratings_updated_event_changes_additional_property = cls(
            after=after,
            before=before,
        )

        return ratings_updated_event_changes_additional_property
