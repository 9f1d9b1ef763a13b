from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PetitsChevauxHorseMovedEvent")


@_attrs_define
class PetitsChevauxHorseMovedEvent:
    """A horse moved with the current roll.

    Attributes:
        from_ (int): Its progress before (-1: in the stable, 0..55: on the track from its start square, 56..: staircase
            steps).
        horse (int): Index of the horse among its player's.
        seat (int): The horse's owner, who moved it.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        square (int | None): The absolute track square it reached; null on the staircase or in the centre.
        to (int): Its progress after (-1: in the stable, 0..55: on the track from its start square, 56..: staircase
            steps; 61, or 62 with extra_six_to_finish: the centre).
        type_ (Literal['horse_moved']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    from_: int
    horse: int
    seat: int
    seq: int
    square: int | None
    to: int
    type_: Literal["horse_moved"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from_ = self.from_

        horse = self.horse

        seat = self.seat

        seq = self.seq

        square: int | None
        square = self.square

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "from": from_,
                "horse": horse,
                "seat": seat,
                "seq": seq,
                "square": square,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        from_ = d.pop("from")

        horse = d.pop("horse")

        seat = d.pop("seat")

        seq = d.pop("seq")

        def _parse_square(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        square = _parse_square(d.pop("square"))

        to = d.pop("to")

        type_ = cast(Literal["horse_moved"], d.pop("type"))
        if type_ != "horse_moved":
            raise ValueError(f"type must match const 'horse_moved', got '{type_}'")

        version = d.pop("version")

        petits_chevaux_horse_moved_event = cls(
            from_=from_,
            horse=horse,
            seat=seat,
            seq=seq,
            square=square,
            to=to,
            type_=type_,
            version=version,
        )

        return petits_chevaux_horse_moved_event
