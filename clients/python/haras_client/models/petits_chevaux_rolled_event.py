from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PetitsChevauxRolledEvent")


@_attrs_define
class PetitsChevauxRolledEvent:
    """A seat rolled the die.

    Attributes:
        seat (int): The seat that rolled.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['rolled']):
        value (int): The roll.
        version (int): The match version the event belongs to (a step's events share it).
    """

    seat: int
    seq: int
    type_: Literal["rolled"]
    value: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        seat = self.seat

        seq = self.seq

        type_ = self.type_

        value = self.value

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
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
        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["rolled"], d.pop("type"))
        if type_ != "rolled":
            raise ValueError(f"type must match const 'rolled', got '{type_}'")

        value = d.pop("value")

        version = d.pop("version")

        petits_chevaux_rolled_event = cls(
            seat=seat,
            seq=seq,
            type_=type_,
            value=value,
            version=version,
        )

        return petits_chevaux_rolled_event
