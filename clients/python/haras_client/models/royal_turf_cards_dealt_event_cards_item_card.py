from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfCardsDealtEventCardsItemCard")


@_attrs_define
class RoyalTurfCardsDealtEventCardsItemCard:
    """The card: squares per symbol rolled.

    Attributes:
        bombe (int): Squares the horse moves on a `bombe` roll.
        fer (int): Squares the horse moves on a `fer` roll.
        selle (int): Squares the horse moves on a `selle` roll.
        tete (int): Squares the horse moves on a `tete` roll.
    """

    bombe: int
    fer: int
    selle: int
    tete: int

    def to_dict(self) -> dict[str, Any]:
        bombe = self.bombe

        fer = self.fer

        selle = self.selle

        tete = self.tete

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bombe": bombe,
                "fer": fer,
                "selle": selle,
                "tete": tete,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bombe = d.pop("bombe")

        fer = d.pop("fer")

        selle = d.pop("selle")

        tete = d.pop("tete")

        royal_turf_cards_dealt_event_cards_item_card = cls(
            bombe=bombe,
            fer=fer,
            selle=selle,
            tete=tete,
        )

        return royal_turf_cards_dealt_event_cards_item_card
