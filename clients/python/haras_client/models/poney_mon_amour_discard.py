from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_discard_card import PoneyMonAmourDiscardCard

T = TypeVar("T", bound="PoneyMonAmourDiscard")


@_attrs_define
class PoneyMonAmourDiscard:
    """Discard one card face up.

    Attributes:
        card (PoneyMonAmourDiscardCard): A card id from your hand.
        type_ (Literal['discard']):
    """

    card: PoneyMonAmourDiscardCard
    type_: Literal["discard"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = PoneyMonAmourDiscardCard(d.pop("card"))

        type_ = cast(Literal["discard"], d.pop("type"))
        if type_ != "discard":
            raise ValueError(f"type must match const 'discard', got '{type_}'")

        poney_mon_amour_discard = cls(
            card=card,
            type_=type_,
        )

        return poney_mon_amour_discard
