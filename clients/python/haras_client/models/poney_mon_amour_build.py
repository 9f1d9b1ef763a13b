from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_build_card import PoneyMonAmourBuildCard

T = TypeVar("T", bound="PoneyMonAmourBuild")


@_attrs_define
class PoneyMonAmourBuild:
    """Lay the next step card (one more than your suite's top, 1 to start) of any suite on your suite.

    Attributes:
        card (PoneyMonAmourBuildCard): A card id from your hand.
        type_ (Literal['build']):
    """

    card: PoneyMonAmourBuildCard
    type_: Literal["build"]

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
        card = PoneyMonAmourBuildCard(d.pop("card"))

        type_ = cast(Literal["build"], d.pop("type"))
        if type_ != "build":
            raise ValueError(f"type must match const 'build', got '{type_}'")

        poney_mon_amour_build = cls(
            card=card,
            type_=type_,
        )

        return poney_mon_amour_build
