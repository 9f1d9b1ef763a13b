from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfRaceFinishedEvent")


@_attrs_define
class RoyalTurfRaceFinishedEvent:
    """Three horses crossed the line: the race is over, to be scored.

    Attributes:
        finishers (list[int]): The first three horses, in order.
        last (int): The last horse (the furthest back).
        race (int): The race, from 1.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['race_finished']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    finishers: list[int]
    last: int
    race: int
    seq: int
    type_: Literal["race_finished"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        finishers = self.finishers

        last = self.last

        race = self.race

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finishers": finishers,
                "last": last,
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
        finishers = cast(list[int], d.pop("finishers"))

        last = d.pop("last")

        race = d.pop("race")

        seq = d.pop("seq")

        type_ = cast(Literal["race_finished"], d.pop("type"))
        if type_ != "race_finished":
            raise ValueError(f"type must match const 'race_finished', got '{type_}'")

        version = d.pop("version")

        royal_turf_race_finished_event = cls(
            finishers=finishers,
            last=last,
            race=race,
            seq=seq,
            type_=type_,
            version=version,
        )

        return royal_turf_race_finished_event
