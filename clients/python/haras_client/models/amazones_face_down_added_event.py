from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_face_down_added_event_card_type_0 import AmazonesFaceDownAddedEventCardType0


T = TypeVar("T", bound="AmazonesFaceDownAddedEvent")


@_attrs_define
class AmazonesFaceDownAddedEvent:
    """Second bid: a seat added one card face down.

    Attributes:
        card (AmazonesFaceDownAddedEventCardType0 | None): The card; null to other seats (it shows at the reveal).
        seat (int): The bidder.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['face_down_added']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    card: AmazonesFaceDownAddedEventCardType0 | None
    seat: int
    seq: int
    type_: Literal["face_down_added"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_face_down_added_event_card_type_0 import AmazonesFaceDownAddedEventCardType0  # noqa: PLC0415

        card: dict[str, Any] | None
        if isinstance(self.card, AmazonesFaceDownAddedEventCardType0):
            card = self.card.to_dict()
        else:
            card = self.card

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
        from ..models.amazones_face_down_added_event_card_type_0 import AmazonesFaceDownAddedEventCardType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_card(data: object) -> AmazonesFaceDownAddedEventCardType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                card_type_0 = AmazonesFaceDownAddedEventCardType0.from_dict(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AmazonesFaceDownAddedEventCardType0 | None, data)

        card = _parse_card(d.pop("card"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["face_down_added"], d.pop("type"))
        if type_ != "face_down_added":
            raise ValueError(f"type must match const 'face_down_added', got '{type_}'")

        version = d.pop("version")

        amazones_face_down_added_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return amazones_face_down_added_event
