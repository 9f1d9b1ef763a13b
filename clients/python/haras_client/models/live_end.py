from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LiveEnd")


@_attrs_define
class LiveEnd:
    """The match is finished and every event was sent; the server closes with 1000.

    Attributes:
        last_seq (int): An event seq: resume after it.
        status (Literal['finished']):
        type_ (Literal['end']):
    """

    last_seq: int
    status: Literal["finished"]
    type_: Literal["end"]

    def to_dict(self) -> dict[str, Any]:
        last_seq = self.last_seq

        status = self.status

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "last_seq": last_seq,
                "status": status,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        last_seq = d.pop("last_seq")

        status = cast(Literal["finished"], d.pop("status"))
        if status != "finished":
            raise ValueError(f"status must match const 'finished', got '{status}'")

        type_ = cast(Literal["end"], d.pop("type"))
        if type_ != "end":
            raise ValueError(f"type must match const 'end', got '{type_}'")

        live_end = cls(
            last_seq=last_seq,
            status=status,
            type_=type_,
        )

        return live_end
