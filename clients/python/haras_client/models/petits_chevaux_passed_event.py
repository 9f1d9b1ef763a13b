from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.petits_chevaux_passed_event_reason import PetitsChevauxPassedEventReason

T = TypeVar("T", bound="PetitsChevauxPassedEvent")


@_attrs_define
class PetitsChevauxPassedEvent:
    """The roll allows no move: it is passed (a 6 still rolls again).

    Attributes:
        reason (PetitsChevauxPassedEventReason): Why.
        seat (int): The seat that could not move.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['passed']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    reason: PetitsChevauxPassedEventReason
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
        reason = PetitsChevauxPassedEventReason(d.pop("reason"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["passed"], d.pop("type"))
        if type_ != "passed":
            raise ValueError(f"type must match const 'passed', got '{type_}'")

        version = d.pop("version")

        petits_chevaux_passed_event = cls(
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return petits_chevaux_passed_event
