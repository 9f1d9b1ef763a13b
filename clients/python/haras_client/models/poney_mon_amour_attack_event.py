from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_attack_event_card import PoneyMonAmourAttackEventCard

T = TypeVar("T", bound="PoneyMonAmourAttackEvent")


@_attrs_define
class PoneyMonAmourAttackEvent:
    """A seat laid a Problem or a Grosse Colère on an opponent's suite.

    Attributes:
        card (PoneyMonAmourAttackEventCard): A card id: step-<suite>-<n>, problem-<n>, solution-<n>, amour or colere.
        seat (int): The seat that acted.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        target (int): The seat whose suite is targeted.
        type_ (Literal['attack']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    card: PoneyMonAmourAttackEventCard
    seat: int
    seq: int
    target: int
    type_: Literal["attack"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        seq = self.seq

        target = self.target

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
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
        card = PoneyMonAmourAttackEventCard(d.pop("card"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        target = d.pop("target")

        type_ = cast(Literal["attack"], d.pop("type"))
        if type_ != "attack":
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_attack_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            target=target,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_attack_event
