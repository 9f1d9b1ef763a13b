from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_defend_event_card import PoneyMonAmourDefendEventCard

T = TypeVar("T", bound="PoneyMonAmourDefendEvent")


@_attrs_define
class PoneyMonAmourDefendEvent:
    """A seat laid a Solution or an Amour on a suite's problem.

    Attributes:
        card (PoneyMonAmourDefendEventCard): A card id: step-<suite>-<n>, problem-<n>, solution-<n>, amour or colere.
        resolved (bool): Whether the problem is gone (a Grosse Colère needs two Amours).
        seat (int): The seat that acted.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        target (int): The seat whose suite is targeted.
        type_ (Literal['defend']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    card: PoneyMonAmourDefendEventCard
    resolved: bool
    seat: int
    seq: int
    target: int
    type_: Literal["defend"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        resolved = self.resolved

        seat = self.seat

        seq = self.seq

        target = self.target

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "resolved": resolved,
                "seat": seat,
                "seq": seq,
                "target": target,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = PoneyMonAmourDefendEventCard(d.pop("card"))

        resolved = d.pop("resolved")

        seat = d.pop("seat")

        seq = d.pop("seq")

        target = d.pop("target")

        type_ = cast(Literal["defend"], d.pop("type"))
        if type_ != "defend":
            raise ValueError(f"type must match const 'defend', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_defend_event = cls(
            card=card,
            resolved=resolved,
            seat=seat,
            seq=seq,
            target=target,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_defend_event
