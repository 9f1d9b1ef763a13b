from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PetitsChevauxStartPlayerEvent")


@_attrs_define
class PetitsChevauxStartPlayerEvent:
    """The seat that won the roll-off plays first.

    Attributes:
        seat (int): The seat that plays first.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['start_player']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    seat: int
    seq: int
    type_: Literal["start_player"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["start_player"], d.pop("type"))
        if type_ != "start_player":
            raise ValueError(f"type must match const 'start_player', got '{type_}'")

        version = d.pop("version")

        petits_chevaux_start_player_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return petits_chevaux_start_player_event
