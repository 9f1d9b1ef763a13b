from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfRaceStartedEvent")


@_attrs_define
class RoyalTurfRaceStartedEvent:
    """A race's betting opens.

    Attributes:
        first_player (int): The seat that bets and rolls first.
        race (int): The race, from 1.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['race_started']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    first_player: int
    race: int
    seq: int
    type_: Literal["race_started"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        first_player = self.first_player

        race = self.race

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_player": first_player,
                "race": race,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        first_player = d.pop("first_player")

        race = d.pop("race")

        seq = d.pop("seq")

        type_ = cast(Literal["race_started"], d.pop("type"))
        if type_ != "race_started":
            raise ValueError(f"type must match const 'race_started', got '{type_}'")

        version = d.pop("version")

        royal_turf_race_started_event = cls(
            first_player=first_player,
            race=race,
            seq=seq,
            type_=type_,
            version=version,
        )

        return royal_turf_race_started_event
