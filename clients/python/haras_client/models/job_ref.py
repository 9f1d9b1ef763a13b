from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.job_ref_kind import JobRefKind

T = TypeVar("T", bound="JobRef")


@_attrs_define
class JobRef:
    """
    Attributes:
        id (str):
        kind (JobRefKind):
    """

    id: str
    kind: JobRefKind

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = JobRefKind(d.pop("kind"))

        job_ref = cls(
            id=id,
            kind=kind,
        )

        return job_ref
