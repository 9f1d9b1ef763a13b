from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_drew_event_card_type_0 import PoneyMonAmourDrewEventCardType0
from ..models.poney_mon_amour_drew_event_source import PoneyMonAmourDrewEventSource

T = TypeVar("T", bound="PoneyMonAmourDrewEvent")


@_attrs_define
class PoneyMonAmourDrewEvent:
    """A seat drew a card.

    Attributes:
        card (None | PoneyMonAmourDrewEventCardType0): The card; null to other seats when drawn from the pile.
        seat (int): The seat that drew.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        source (PoneyMonAmourDrewEventSource): pile: the face-down draw pile; discard: the discard top.
        type_ (Literal['drew']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    card: None | PoneyMonAmourDrewEventCardType0
    seat: int
    seq: int
    source: PoneyMonAmourDrewEventSource
    type_: Literal["drew"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        card: None | str
        if isinstance(self.card, PoneyMonAmourDrewEventCardType0):
            card = self.card.value
        else:
            card = self.card

        seat = self.seat

        seq = self.seq

        source = self.source.value

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "seat": seat,
                "seq": seq,
                "source": source,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_card(data: object) -> None | PoneyMonAmourDrewEventCardType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                card_type_0 = PoneyMonAmourDrewEventCardType0(data)

                return card_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourDrewEventCardType0, data)

        card = _parse_card(d.pop("card"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        source = PoneyMonAmourDrewEventSource(d.pop("source"))

        type_ = cast(Literal["drew"], d.pop("type"))
        if type_ != "drew":
            raise ValueError(f"type must match const 'drew', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_drew_event = cls(
            card=card,
            seat=seat,
            seq=seq,
            source=source,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_drew_event
