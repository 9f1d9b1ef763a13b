from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_replace_card import PoneyMonAmourReplaceCard

T = TypeVar("T", bound="PoneyMonAmourReplace")


@_attrs_define
class PoneyMonAmourReplace:
    """Replace your suite's top card, when it is not of your rider's colour, by the card of the same number of your colour;
    the replaced card is discarded.

        Attributes:
            card (PoneyMonAmourReplaceCard): A card id from your hand.
            type_ (Literal['replace']):
    """

    card: PoneyMonAmourReplaceCard
    type_: Literal["replace"]

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
        card = PoneyMonAmourReplaceCard(d.pop("card"))

        type_ = cast(Literal["replace"], d.pop("type"))
        if type_ != "replace":
            raise ValueError(f"type must match const 'replace', got '{type_}'")

        poney_mon_amour_replace = cls(
            card=card,
            type_=type_,
        )

        return poney_mon_amour_replace
