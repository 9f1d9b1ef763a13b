from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_add_face_down import AmazonesAddFaceDown
    from ..models.amazones_bid_card import AmazonesBidCard
    from ..models.amazones_bid_done import AmazonesBidDone
    from ..models.amazones_discard_tile import AmazonesDiscardTile
    from ..models.amazones_keep import AmazonesKeep
    from ..models.amazones_place_tile import AmazonesPlaceTile
    from ..models.amazones_take_back import AmazonesTakeBack


T = TypeVar("T", bound="AmazonesLegalMoves")


@_attrs_define
class AmazonesLegalMoves:
    """
    Attributes:
        game (Literal['amazones']): The match's game.
        legal_moves (list[AmazonesAddFaceDown | AmazonesBidCard | AmazonesBidDone | AmazonesDiscardTile | AmazonesKeep |
            AmazonesPlaceTile | AmazonesTakeBack]):
        seat (int):
        version (int):
    """

    game: Literal["amazones"]
    legal_moves: list[
        AmazonesAddFaceDown
        | AmazonesBidCard
        | AmazonesBidDone
        | AmazonesDiscardTile
        | AmazonesKeep
        | AmazonesPlaceTile
        | AmazonesTakeBack
    ]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_add_face_down import AmazonesAddFaceDown  # noqa: PLC0415
        from ..models.amazones_bid_card import AmazonesBidCard  # noqa: PLC0415
        from ..models.amazones_bid_done import AmazonesBidDone  # noqa: PLC0415
        from ..models.amazones_keep import AmazonesKeep  # noqa: PLC0415
        from ..models.amazones_place_tile import AmazonesPlaceTile  # noqa: PLC0415
        from ..models.amazones_take_back import AmazonesTakeBack  # noqa: PLC0415

        game = self.game

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, AmazonesBidCard):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, AmazonesBidDone):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, AmazonesAddFaceDown):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, AmazonesTakeBack):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, AmazonesKeep):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, AmazonesPlaceTile):
                legal_moves_item = legal_moves_item_data.to_dict()
            else:
                legal_moves_item = legal_moves_item_data.to_dict()

            legal_moves.append(legal_moves_item)

        seat = self.seat

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "legal_moves": legal_moves,
                "seat": seat,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_add_face_down import AmazonesAddFaceDown  # noqa: PLC0415
        from ..models.amazones_bid_card import AmazonesBidCard  # noqa: PLC0415
        from ..models.amazones_bid_done import AmazonesBidDone  # noqa: PLC0415
        from ..models.amazones_discard_tile import AmazonesDiscardTile  # noqa: PLC0415
        from ..models.amazones_keep import AmazonesKeep  # noqa: PLC0415
        from ..models.amazones_place_tile import AmazonesPlaceTile  # noqa: PLC0415
        from ..models.amazones_take_back import AmazonesTakeBack  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["amazones"], d.pop("game"))
        if game != "amazones":
            raise ValueError(f"game must match const 'amazones', got '{game}'")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
                data: object,
            ) -> (
                AmazonesAddFaceDown
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
                    componentsschemas_amazones_move_type_0 = AmazonesBidCard.from_dict(data)

                    return componentsschemas_amazones_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_move_type_1 = AmazonesBidDone.from_dict(data)

                    return componentsschemas_amazones_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_move_type_2 = AmazonesAddFaceDown.from_dict(data)

                    return componentsschemas_amazones_move_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_move_type_3 = AmazonesTakeBack.from_dict(data)

                    return componentsschemas_amazones_move_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_move_type_4 = AmazonesKeep.from_dict(data)

                    return componentsschemas_amazones_move_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_move_type_5 = AmazonesPlaceTile.from_dict(data)

                    return componentsschemas_amazones_move_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_move_type_6 = AmazonesDiscardTile.from_dict(data)

                return componentsschemas_amazones_move_type_6

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        amazones_legal_moves = cls(
            game=game,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
        )

        return amazones_legal_moves
