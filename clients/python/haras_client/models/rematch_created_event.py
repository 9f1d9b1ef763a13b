from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RematchCreatedEvent")


@_attrs_define
class RematchCreatedEvent:
    """A seat asked for a rematch of this finished match.

    Attributes:
        match_id (str): The rematch's id.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['rematch_created']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    match_id: str
    seq: int
    type_: Literal["rematch_created"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        match_id = self.match_id

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "match_id": match_id,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        match_id = d.pop("match_id")

        seq = d.pop("seq")

        type_ = cast(Literal["rematch_created"], d.pop("type"))
        if type_ != "rematch_created":
            raise ValueError(f"type must match const 'rematch_created', got '{type_}'")

        version = d.pop("version")

        rematch_created_event = cls(
            match_id=match_id,
            seq=seq,
            type_=type_,
            version=version,
        )

        return rematch_created_event
