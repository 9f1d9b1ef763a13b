from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_passed_event_reason import PoneyMonAmourPassedEventReason

T = TypeVar("T", bound="PoneyMonAmourPassedEvent")


@_attrs_define
class PoneyMonAmourPassedEvent:
    """A seat with no card and nothing to draw is passed.

    Attributes:
        reason (PoneyMonAmourPassedEventReason): Why.
        seat (int): The seat passed.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['passed']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    reason: PoneyMonAmourPassedEventReason
    seat: int
    seq: int
    type_: Literal["passed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = PoneyMonAmourPassedEventReason(d.pop("reason"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["passed"], d.pop("type"))
        if type_ != "passed":
            raise ValueError(f"type must match const 'passed', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_passed_event = cls(
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_passed_event
