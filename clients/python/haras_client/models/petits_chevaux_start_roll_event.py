from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PetitsChevauxStartRollEvent")


@_attrs_define
class PetitsChevauxStartRollEvent:
    """Once every seat is taken: a roll of the roll-off for the first turn (the highest starts, the tied roll again in the
    next round).

        Attributes:
            round_ (int): The roll-off round, from 1.
            seat (int): The seat that rolled.
            seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
            type_ (Literal['start_roll']):
            value (int): What it rolled.
            version (int): The match version the event belongs to (a step's events share it).
    """

    round_: int
    seat: int
    seq: int
    type_: Literal["start_roll"]
    value: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "value": value,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["start_roll"], d.pop("type"))
        if type_ != "start_roll":
            raise ValueError(f"type must match const 'start_roll', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        petits_chevaux_start_roll_event = cls(
            round_=round_,
            seat=seat,
            seq=seq,
            type_=type_,
            value=value,
            version=version,
        )

        return petits_chevaux_start_roll_event
