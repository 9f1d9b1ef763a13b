from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.redelivery_status import RedeliveryStatus

T = TypeVar("T", bound="Redelivery")


@_attrs_define
class Redelivery:
    """
    Attributes:
        event_id (str):
        match_id (str):
        status (RedeliveryStatus):
    """

    event_id: str
    match_id: str
    status: RedeliveryStatus

    def to_dict(self) -> dict[str, Any]:
        event_id = self.event_id

        match_id = self.match_id

        status = self.status.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event_id": event_id,
                "match_id": match_id,
                "status": status,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        event_id = d.pop("event_id")

        match_id = d.pop("match_id")

        status = RedeliveryStatus(d.pop("status"))

        redelivery = cls(
            event_id=event_id,
            match_id=match_id,
            status=status,
        )

        return redelivery
