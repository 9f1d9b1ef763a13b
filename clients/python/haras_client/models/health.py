from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.health_status import HealthStatus
from ..types import UNSET, Unset

T = TypeVar("T", bound="Health")


@_attrs_define
class Health:
    """
    Attributes:
        status (HealthStatus):
        redis (bool | Unset): `readyz` only: Redis answered.
        workers (int | Unset): `readyz` only: live workers.
    """

    status: HealthStatus
    redis: bool | Unset = UNSET
    workers: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        status = self.status.value

        redis = self.redis

        workers = self.workers

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "status": status,
            }
        )
        if redis is not UNSET:
            field_dict["redis"] = redis
        if workers is not UNSET:
            field_dict["workers"] = workers

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        status = HealthStatus(d.pop("status"))

        redis = d.pop("redis", UNSET)

        workers = d.pop("workers", UNSET)

        health = cls(
            status=status,
            redis=redis,
            workers=workers,
        )

        return health
