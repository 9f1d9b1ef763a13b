from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_defend_card import PoneyMonAmourDefendCard

T = TypeVar("T", bound="PoneyMonAmourDefend")


@_attrs_define
class PoneyMonAmourDefend:
    """Lay the matching Solution, or an Amour, on the problem lying on a suite (yours or an opponent's).

    Attributes:
        card (PoneyMonAmourDefendCard): A card id from your hand.
        target (int): The seat whose suite is targeted.
        type_ (Literal['defend']):
    """

    card: PoneyMonAmourDefendCard
    target: int
    type_: Literal["defend"]

    def to_dict(self) -> dict[str, Any]:
        card = self.card.value

        target = self.target

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "target": target,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        card = PoneyMonAmourDefendCard(d.pop("card"))

        target = d.pop("target")

        type_ = cast(Literal["defend"], d.pop("type"))
        if type_ != "defend":
            raise ValueError(f"type must match const 'defend', got '{type_}'")

        poney_mon_amour_defend = cls(
            card=card,
            target=target,
            type_=type_,
        )

        return poney_mon_amour_defend
