from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_discard_event_card import PoneyMonAmourDiscardEventCard

T = TypeVar("T", bound="PoneyMonAmourDiscardEvent")


@_attrs_define
class PoneyMonAmourDiscardEvent:
    """A seat discarded a card face up.

    Attributes:
        card (PoneyMonAmourDiscardEventCard): A card id: step-<suite>-<n>, problem-<n>, solution-<n>, amour or colere.
        seat (int): The seat that acted.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['discard']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    card: PoneyMonAmourDiscardEventCard
    seat: int
    seq: int
    type_: Literal["discard"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
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
        card = PoneyMonAmourDiscardEventCard(d.pop("card"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["discard"], d.pop("type"))
        if type_ != "discard":
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_discard_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_discard_event
