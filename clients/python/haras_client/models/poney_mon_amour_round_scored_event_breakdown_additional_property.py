from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.poney_mon_amour_round_scored_event_breakdown_additional_property_colour import (
    PoneyMonAmourRoundScoredEventBreakdownAdditionalPropertyColour,
)

T = TypeVar("T", bound="PoneyMonAmourRoundScoredEventBreakdownAdditionalProperty")


@_attrs_define
class PoneyMonAmourRoundScoredEventBreakdownAdditionalProperty:
    """A seat's points this round.

    Attributes:
        colour (PoneyMonAmourRoundScoredEventBreakdownAdditionalPropertyColour): The seat's rider colour.
        colour_bonus (int): Its bonus for them.
        own_colour_cards (int): Cards of its colour in its suite.
        points (int): Its points this round: colour_bonus + selle.
        selle (int): 5 for the round's winner, else 0.
    """

    colour: PoneyMonAmourRoundScoredEventBreakdownAdditionalPropertyColour
    colour_bonus: int
    own_colour_cards: int
    points: int
    selle: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        colour_bonus = self.colour_bonus

        own_colour_cards = self.own_colour_cards

        points = self.points

        selle = self.selle

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "colour_bonus": colour_bonus,
                "own_colour_cards": own_colour_cards,
                "points": points,
                "selle": selle,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colour = PoneyMonAmourRoundScoredEventBreakdownAdditionalPropertyColour(d.pop("colour"))

        colour_bonus = d.pop("colour_bonus")

        own_colour_cards = d.pop("own_colour_cards")

        points = d.pop("points")

        selle = d.pop("selle")

        poney_mon_amour_round_scored_event_breakdown_additional_property = cls(
            colour=colour,
            colour_bonus=colour_bonus,
            own_colour_cards=own_colour_cards,
            points=points,
            selle=selle,
        )

        return poney_mon_amour_round_scored_event_breakdown_additional_property
