from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.royal_turf_bet_seen import RoyalTurfBetSeen
    from ..models.royal_turf_move_horse import RoyalTurfMoveHorse
    from ..models.royal_turf_roll import RoyalTurfRoll


T = TypeVar("T", bound="RoyalTurfMovePlayedEvent")


@_attrs_define
class RoyalTurfMovePlayedEvent:
    """A seat played a move, as posted (what other seats may not see is null for them); the events of the move follow.

    Attributes:
        move (RoyalTurfBetSeen | RoyalTurfMoveHorse | RoyalTurfRoll): A move of Royal Turf as the viewer sees it: other
            seats' secret fields are null.
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['move_played']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    move: RoyalTurfBetSeen | RoyalTurfMoveHorse | RoyalTurfRoll
    seat: int
    seq: int
    type_: Literal["move_played"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.royal_turf_bet_seen import RoyalTurfBetSeen  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, RoyalTurfBetSeen):
            move = self.move.to_dict()
        elif isinstance(self.move, RoyalTurfRoll):
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
        from ..models.royal_turf_bet_seen import RoyalTurfBetSeen  # noqa: PLC0415
        from ..models.royal_turf_move_horse import RoyalTurfMoveHorse  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(data: object) -> RoyalTurfBetSeen | RoyalTurfMoveHorse | RoyalTurfRoll:
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_royal_turf_seen_move_type_0 = RoyalTurfBetSeen.from_dict(data)

                return componentsschemas_royal_turf_seen_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_royal_turf_seen_move_type_1 = RoyalTurfRoll.from_dict(data)

                return componentsschemas_royal_turf_seen_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_royal_turf_seen_move_type_2 = RoyalTurfMoveHorse.from_dict(data)

            return componentsschemas_royal_turf_seen_move_type_2

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["move_played"], d.pop("type"))
        if type_ != "move_played":
            raise ValueError(f"type must match const 'move_played', got '{type_}'")

        version = d.pop("version")

        royal_turf_move_played_event = cls(
            move=move,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return royal_turf_move_played_event
