from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.petits_chevaux_move_horse import PetitsChevauxMoveHorse
    from ..models.petits_chevaux_roll import PetitsChevauxRoll


T = TypeVar("T", bound="PetitsChevauxMovePlayedEvent")


@_attrs_define
class PetitsChevauxMovePlayedEvent:
    """A seat played a move, as posted (what other seats may not see is null for them); the events of the move follow.

    Attributes:
        move (PetitsChevauxMoveHorse | PetitsChevauxRoll): A move of Petits Chevaux: every element of `legal_moves` can
            be posted back verbatim.
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['move_played']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    move: PetitsChevauxMoveHorse | PetitsChevauxRoll
    seat: int
    seq: int
    type_: Literal["move_played"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.petits_chevaux_roll import PetitsChevauxRoll  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, PetitsChevauxRoll):
            move = self.move.to_dict()
        else:
            move = self.move.to_dict()

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "move": move,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.petits_chevaux_move_horse import PetitsChevauxMoveHorse  # noqa: PLC0415
        from ..models.petits_chevaux_roll import PetitsChevauxRoll  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(data: object) -> PetitsChevauxMoveHorse | PetitsChevauxRoll:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_petits_chevaux_move_type_0 = PetitsChevauxRoll.from_dict(data)

                return componentsschemas_petits_chevaux_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_petits_chevaux_move_type_1 = PetitsChevauxMoveHorse.from_dict(data)

            return componentsschemas_petits_chevaux_move_type_1

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["move_played"], d.pop("type"))
        if type_ != "move_played":
            raise ValueError(f"type must match const 'move_played', got '{type_}'")

        version = d.pop("version")

        petits_chevaux_move_played_event = cls(
            move=move,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return petits_chevaux_move_played_event
