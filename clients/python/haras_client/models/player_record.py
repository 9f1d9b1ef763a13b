from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerRecord")


@_attrs_define
class PlayerRecord:
    """
    Attributes:
        places (list[int]): How many of them it finished first, second, … (one count per seat of the game's largest
            match); a seat handed to the AI finishes last.
        played (int): Rated matches of the game recorded for the player (those rated since the service kept records).
        wins (int): Of them, those it finished first (alone or tied).
    """

    places: list[int]
    played: int
    wins: int

    def to_dict(self) -> dict[str, Any]:
        places = self.places

        played = self.played

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "places": places,
                "played": played,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        places = cast(list[int], d.pop("places"))

        played = d.pop("played")

        wins = d.pop("wins")

        player_record = cls(
            places=places,
            played=played,
            wins=wins,
        )

        return player_record
