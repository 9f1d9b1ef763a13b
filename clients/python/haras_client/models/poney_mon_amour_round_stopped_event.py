from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_round_stopped_event_reason import PoneyMonAmourRoundStoppedEventReason

T = TypeVar("T", bound="PoneyMonAmourRoundStoppedEvent")


@_attrs_define
class PoneyMonAmourRoundStoppedEvent:
    """The round ended with no winner, to be scored.

    Attributes:
        reason (PoneyMonAmourRoundStoppedEventReason): max_turns_per_round: the option's safety net; no_cards: no seat
            has a card or anything to draw.
        round_ (int): The round, from 1 (as many rounds as players).
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['round_stopped']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    reason: PoneyMonAmourRoundStoppedEventReason
    round_: int
    seq: int
    type_: Literal["round_stopped"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        reason = self.reason.value

        round_ = self.round_

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "reason": reason,
                "round": round_,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        reason = PoneyMonAmourRoundStoppedEventReason(d.pop("reason"))

        round_ = d.pop("round")

        seq = d.pop("seq")

        type_ = cast(Literal["round_stopped"], d.pop("type"))
        if type_ != "round_stopped":
            raise ValueError(f"type must match const 'round_stopped', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_round_stopped_event = cls(
            reason=reason,
            round_=round_,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_round_stopped_event
