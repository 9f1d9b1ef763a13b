from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_card_taken_back_event_card import AmazonesCardTakenBackEventCard


T = TypeVar("T", bound="AmazonesCardTakenBackEvent")


@_attrs_define
class AmazonesCardTakenBackEvent:
    """Second bid: a seat took one face-up card back.

    Attributes:
        card (AmazonesCardTakenBackEventCard): The card taken back.
        seat (int): The bidder.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['card_taken_back']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    card: AmazonesCardTakenBackEventCard
    seat: int
    seq: int
    type_: Literal["card_taken_back"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

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
        from ..models.amazones_card_taken_back_event_card import AmazonesCardTakenBackEventCard  # noqa: PLC0415

        d = dict(src_dict)
        card = AmazonesCardTakenBackEventCard.from_dict(d.pop("card"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["card_taken_back"], d.pop("type"))
        if type_ != "card_taken_back":
            raise ValueError(f"type must match const 'card_taken_back', got '{type_}'")

        version = d.pop("version")

        amazones_card_taken_back_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return amazones_card_taken_back_event
