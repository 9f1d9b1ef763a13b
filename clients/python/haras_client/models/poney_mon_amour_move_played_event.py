from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.poney_mon_amour_attack import PoneyMonAmourAttack
    from ..models.poney_mon_amour_build import PoneyMonAmourBuild
    from ..models.poney_mon_amour_defend import PoneyMonAmourDefend
    from ..models.poney_mon_amour_discard import PoneyMonAmourDiscard
    from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard
    from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile
    from ..models.poney_mon_amour_replace import PoneyMonAmourReplace


T = TypeVar("T", bound="PoneyMonAmourMovePlayedEvent")


@_attrs_define
class PoneyMonAmourMovePlayedEvent:
    """A seat played a move, as posted (what other seats may not see is null for them); the events of the move follow.

    Attributes:
        move (PoneyMonAmourAttack | PoneyMonAmourBuild | PoneyMonAmourDefend | PoneyMonAmourDiscard |
            PoneyMonAmourDrawDiscard | PoneyMonAmourDrawPile | PoneyMonAmourReplace): A move of Poney Mon Amour: every
            element of `legal_moves` can be posted back verbatim.
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['move_played']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    move: (
        PoneyMonAmourAttack
        | PoneyMonAmourBuild
        | PoneyMonAmourDefend
        | PoneyMonAmourDiscard
        | PoneyMonAmourDrawDiscard
        | PoneyMonAmourDrawPile
        | PoneyMonAmourReplace
    )
    seat: int
    seq: int
    type_: Literal["move_played"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.poney_mon_amour_attack import PoneyMonAmourAttack  # noqa: PLC0415
        from ..models.poney_mon_amour_build import PoneyMonAmourBuild  # noqa: PLC0415
        from ..models.poney_mon_amour_defend import PoneyMonAmourDefend  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile  # noqa: PLC0415
        from ..models.poney_mon_amour_replace import PoneyMonAmourReplace  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, PoneyMonAmourDrawPile):
            move = self.move.to_dict()
        elif isinstance(self.move, PoneyMonAmourDrawDiscard):
            move = self.move.to_dict()
        elif isinstance(self.move, PoneyMonAmourBuild):
            move = self.move.to_dict()
        elif isinstance(self.move, PoneyMonAmourReplace):
            move = self.move.to_dict()
        elif isinstance(self.move, PoneyMonAmourAttack):
            move = self.move.to_dict()
        elif isinstance(self.move, PoneyMonAmourDefend):
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
        from ..models.poney_mon_amour_attack import PoneyMonAmourAttack  # noqa: PLC0415
        from ..models.poney_mon_amour_build import PoneyMonAmourBuild  # noqa: PLC0415
        from ..models.poney_mon_amour_defend import PoneyMonAmourDefend  # noqa: PLC0415
        from ..models.poney_mon_amour_discard import PoneyMonAmourDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile  # noqa: PLC0415
        from ..models.poney_mon_amour_replace import PoneyMonAmourReplace  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            PoneyMonAmourAttack
            | PoneyMonAmourBuild
            | PoneyMonAmourDefend
            | PoneyMonAmourDiscard
            | PoneyMonAmourDrawDiscard
            | PoneyMonAmourDrawPile
            | PoneyMonAmourReplace
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_move_type_0 = PoneyMonAmourDrawPile.from_dict(data)

                return componentsschemas_poney_mon_amour_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_move_type_1 = PoneyMonAmourDrawDiscard.from_dict(data)

                return componentsschemas_poney_mon_amour_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_move_type_2 = PoneyMonAmourBuild.from_dict(data)

                return componentsschemas_poney_mon_amour_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_move_type_3 = PoneyMonAmourReplace.from_dict(data)

                return componentsschemas_poney_mon_amour_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_move_type_4 = PoneyMonAmourAttack.from_dict(data)

                return componentsschemas_poney_mon_amour_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_move_type_5 = PoneyMonAmourDefend.from_dict(data)

                return componentsschemas_poney_mon_amour_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_poney_mon_amour_move_type_6 = PoneyMonAmourDiscard.from_dict(data)

            return componentsschemas_poney_mon_amour_move_type_6

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["move_played"], d.pop("type"))
        if type_ != "move_played":
            raise ValueError(f"type must match const 'move_played', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_move_played_event = cls(
            move=move,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_move_played_event
