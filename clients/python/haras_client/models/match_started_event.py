from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MatchStartedEvent")


@_attrs_define
class MatchStartedEvent:
    """Every seat is taken: play begins.

    Attributes:
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['match_started']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    seq: int
    type_: Literal["match_started"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seq = d.pop("seq")

        type_ = cast(Literal["match_started"], d.pop("type"))
        if type_ != "match_started":
            raise ValueError(f"type must match const 'match_started', got '{type_}'")

        version = d.pop("version")

        match_started_event = cls(
            seq=seq,
            type_=type_,
            version=version,
        )

        return match_started_event
