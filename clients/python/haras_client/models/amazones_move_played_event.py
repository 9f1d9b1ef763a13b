from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_add_face_down_seen import AmazonesAddFaceDownSeen
    from ..models.amazones_bid_card import AmazonesBidCard
    from ..models.amazones_bid_done import AmazonesBidDone
    from ..models.amazones_discard_tile import AmazonesDiscardTile
    from ..models.amazones_keep import AmazonesKeep
    from ..models.amazones_place_tile import AmazonesPlaceTile
    from ..models.amazones_take_back import AmazonesTakeBack


T = TypeVar("T", bound="AmazonesMovePlayedEvent")


@_attrs_define
class AmazonesMovePlayedEvent:
    """A seat played a move, as posted (what other seats may not see is null for them); the events of the move follow.

    Attributes:
        move (AmazonesAddFaceDownSeen | AmazonesBidCard | AmazonesBidDone | AmazonesDiscardTile | AmazonesKeep |
            AmazonesPlaceTile | AmazonesTakeBack): A move of Amazones as the viewer sees it: other seats' secret fields are
            null.
        seat (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['move_played']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    move: (
        AmazonesAddFaceDownSeen
        | AmazonesBidCard
        | AmazonesBidDone
        | AmazonesDiscardTile
        | AmazonesKeep
        | AmazonesPlaceTile
        | AmazonesTakeBack
    )
    seat: int
    seq: int
    type_: Literal["move_played"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_add_face_down_seen import AmazonesAddFaceDownSeen  # noqa: PLC0415
        from ..models.amazones_bid_card import AmazonesBidCard  # noqa: PLC0415
        from ..models.amazones_bid_done import AmazonesBidDone  # noqa: PLC0415
        from ..models.amazones_keep import AmazonesKeep  # noqa: PLC0415
        from ..models.amazones_place_tile import AmazonesPlaceTile  # noqa: PLC0415
        from ..models.amazones_take_back import AmazonesTakeBack  # noqa: PLC0415

        move: dict[str, Any]
        if isinstance(self.move, AmazonesBidCard):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesBidDone):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesAddFaceDownSeen):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesTakeBack):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesKeep):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesPlaceTile):
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
        from ..models.amazones_add_face_down_seen import AmazonesAddFaceDownSeen  # noqa: PLC0415
        from ..models.amazones_bid_card import AmazonesBidCard  # noqa: PLC0415
        from ..models.amazones_bid_done import AmazonesBidDone  # noqa: PLC0415
        from ..models.amazones_discard_tile import AmazonesDiscardTile  # noqa: PLC0415
        from ..models.amazones_keep import AmazonesKeep  # noqa: PLC0415
        from ..models.amazones_place_tile import AmazonesPlaceTile  # noqa: PLC0415
        from ..models.amazones_take_back import AmazonesTakeBack  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_move(
            data: object,
        ) -> (
            AmazonesAddFaceDownSeen
            | AmazonesBidCard
            | AmazonesBidDone
            | AmazonesDiscardTile
            | AmazonesKeep
            | AmazonesPlaceTile
            | AmazonesTakeBack
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_seen_move_type_0 = AmazonesBidCard.from_dict(data)

                return componentsschemas_amazones_seen_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_seen_move_type_1 = AmazonesBidDone.from_dict(data)

                return componentsschemas_amazones_seen_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_seen_move_type_2 = AmazonesAddFaceDownSeen.from_dict(data)

                return componentsschemas_amazones_seen_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_seen_move_type_3 = AmazonesTakeBack.from_dict(data)

                return componentsschemas_amazones_seen_move_type_3
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_seen_move_type_4 = AmazonesKeep.from_dict(data)

                return componentsschemas_amazones_seen_move_type_4
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_seen_move_type_5 = AmazonesPlaceTile.from_dict(data)

                return componentsschemas_amazones_seen_move_type_5
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_amazones_seen_move_type_6 = AmazonesDiscardTile.from_dict(data)

            return componentsschemas_amazones_seen_move_type_6

        move = _parse_move(d.pop("move"))

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["move_played"], d.pop("type"))
        if type_ != "move_played":
            raise ValueError(f"type must match const 'move_played', got '{type_}'")

        version = d.pop("version")

        amazones_move_played_event = cls(
            move=move,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return amazones_move_played_event
