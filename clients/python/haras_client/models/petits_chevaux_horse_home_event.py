from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PetitsChevauxHorseHomeEvent")


@_attrs_define
class PetitsChevauxHorseHomeEvent:
    """A horse reached the centre.

    Attributes:
        horse (int): Index of the horse among its player's.
        seat (int): The horse's owner.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['horse_home']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    horse: int
    seat: int
    seq: int
    type_: Literal["horse_home"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
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
        horse = d.pop("horse")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["horse_home"], d.pop("type"))
        if type_ != "horse_home":
            raise ValueError(f"type must match const 'horse_home', got '{type_}'")

        version = d.pop("version")

        petits_chevaux_horse_home_event = cls(
            horse=horse,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return petits_chevaux_horse_home_event
