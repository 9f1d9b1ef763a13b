from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.petits_chevaux_turn_forfeited_event_reason import PetitsChevauxTurnForfeitedEventReason

T = TypeVar("T", bound="PetitsChevauxTurnForfeitedEvent")


@_attrs_define
class PetitsChevauxTurnForfeitedEvent:
    """One 6 too many in a row (option max_sixes_in_a_row): the turn passes to the next seat without moving.

    Attributes:
        reason (PetitsChevauxTurnForfeitedEventReason): Why.
        seat (int): The seat that loses its turn.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['turn_forfeited']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    reason: PetitsChevauxTurnForfeitedEventReason
    seat: int
    seq: int
    type_: Literal["turn_forfeited"]
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
        reason = PetitsChevauxTurnForfeitedEventReason(d.pop("reason"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["turn_forfeited"], d.pop("type"))
        if type_ != "turn_forfeited":
            raise ValueError(f"type must match const 'turn_forfeited', got '{type_}'")

        version = d.pop("version")

        petits_chevaux_turn_forfeited_event = cls(
            reason=reason,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return petits_chevaux_turn_forfeited_event
