from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_replace_event_card import PoneyMonAmourReplaceEventCard
from ..models.poney_mon_amour_replace_event_replaced import PoneyMonAmourReplaceEventReplaced

T = TypeVar("T", bound="PoneyMonAmourReplaceEvent")


@_attrs_define
class PoneyMonAmourReplaceEvent:
    """A seat replaced its suite's top by the step of the same number of its colour.

    Attributes:
        card (PoneyMonAmourReplaceEventCard): A card id: step-<suite>-<n>, problem-<n>, solution-<n>, amour or colere.
        replaced (PoneyMonAmourReplaceEventReplaced): The card replaced: it goes to the discard pile.
        seat (int): The seat that acted.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['replace']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    card: PoneyMonAmourReplaceEventCard
    replaced: PoneyMonAmourReplaceEventReplaced
    seat: int
    seq: int
    type_: Literal["replace"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        replaced = self.replaced.value

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "replaced": replaced,
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
        card = PoneyMonAmourReplaceEventCard(d.pop("card"))

        replaced = PoneyMonAmourReplaceEventReplaced(d.pop("replaced"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["replace"], d.pop("type"))
        if type_ != "replace":
            raise ValueError(f"type must match const 'replace', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_replace_event = cls(
            card=card,
            replaced=replaced,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_replace_event
