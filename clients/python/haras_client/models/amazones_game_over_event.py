from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_game_over_event_reason import AmazonesGameOverEventReason

T = TypeVar("T", bound="AmazonesGameOverEvent")


@_attrs_define
class AmazonesGameOverEvent:
    """A second pile emptied: the game stops, to be scored.

    Attributes:
        reason (AmazonesGameOverEventReason): Why.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['game_over']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    reason: AmazonesGameOverEventReason
    seq: int
    type_: Literal["game_over"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = AmazonesGameOverEventReason(d.pop("reason"))

        seq = d.pop("seq")

        type_ = cast(Literal["game_over"], d.pop("type"))
        if type_ != "game_over":
            raise ValueError(f"type must match const 'game_over', got '{type_}'")

        version = d.pop("version")

        amazones_game_over_event = cls(
            reason=reason,
            seq=seq,
            type_=type_,
            version=version,
        )

        return amazones_game_over_event
