from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesNoWinnerEvent")


@_attrs_define
class AmazonesNoWinnerEvent:
    """No one is ranked: the top of every non-empty pile is discarded.

    Attributes:
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['no_winner']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    seq: int
    type_: Literal["no_winner"]
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

        type_ = cast(Literal["no_winner"], d.pop("type"))
        if type_ != "no_winner":
            raise ValueError(f"type must match const 'no_winner', got '{type_}'")

        version = d.pop("version")

        amazones_no_winner_event = cls(
            seq=seq,
            type_=type_,
            version=version,
        )

        return amazones_no_winner_event
