from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_attack_card import PoneyMonAmourAttackCard

T = TypeVar("T", bound="PoneyMonAmourAttack")


@_attrs_define
class PoneyMonAmourAttack:
    """Lay a Problem or a Grosse Colère on an opponent's suite (she must have her Poney and no problem).

    Attributes:
        card (PoneyMonAmourAttackCard): A card id from your hand.
        target (int): The seat whose suite is targeted.
        type_ (Literal['attack']):
    """

    card: PoneyMonAmourAttackCard
    target: int
    type_: Literal["attack"]

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
        card = PoneyMonAmourAttackCard(d.pop("card"))

        target = d.pop("target")

        type_ = cast(Literal["attack"], d.pop("type"))
        if type_ != "attack":
            raise ValueError(f"type must match const 'attack', got '{type_}'")

        poney_mon_amour_attack = cls(
            card=card,
            target=target,
            type_=type_,
        )

        return poney_mon_amour_attack
