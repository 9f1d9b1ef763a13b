from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JobStatus")


@_attrs_define
class JobStatus:
    """
    Attributes:
        id (str):
        kind (str):
        status (str):
        error (str | Unset):
        result (Any | Unset):
    """

    id: str
    kind: str
    status: str
    error: str | Unset = UNSET
    result: Any | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        id = self.id

        kind = self.kind

        status = self.status

        error = self.error

        result = self.result

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "kind": kind,
                "status": status,
            }
        )
        if error is not UNSET:
            field_dict["error"] = error
        if result is not UNSET:
            field_dict["result"] = result

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id = d.pop("id")

        kind = d.pop("kind")

        status = d.pop("status")

        error = d.pop("error", UNSET)

        result = d.pop("result", UNSET)

        job_status = cls(
            id=id,
            kind=kind,
            status=status,
            error=error,
            result=result,
        )

        return job_status
