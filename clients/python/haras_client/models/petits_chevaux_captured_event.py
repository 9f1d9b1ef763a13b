from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PetitsChevauxCapturedEvent")


@_attrs_define
class PetitsChevauxCapturedEvent:
    """A horse was landed on by an opponent's: it goes back to its stable.

    Attributes:
        by (int): The seat whose horse landed there.
        horse (int): Index of the captured horse among its owner's.
        seat (int): The captured horse's owner.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        square (int): The absolute track square of the capture.
        type_ (Literal['captured']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    by: int
    horse: int
    seat: int
    seq: int
    square: int
    type_: Literal["captured"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        by = self.by

        horse = self.horse

        seat = self.seat

        seq = self.seq

        square = self.square

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "by": by,
                "horse": horse,
                "seat": seat,
                "seq": seq,
                "square": square,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        by = d.pop("by")

        horse = d.pop("horse")

        seat = d.pop("seat")

        seq = d.pop("seq")

        square = d.pop("square")

        type_ = cast(Literal["captured"], d.pop("type"))
        if type_ != "captured":
            raise ValueError(f"type must match const 'captured', got '{type_}'")

        version = d.pop("version")

        petits_chevaux_captured_event = cls(
            by=by,
            horse=horse,
            seat=seat,
            seq=seq,
            square=square,
            type_=type_,
            version=version,
        )

        return petits_chevaux_captured_event
