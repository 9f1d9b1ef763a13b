from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.royal_turf_bet import RoyalTurfBet
    from ..models.royal_turf_move_horse import RoyalTurfMoveHorse
    from ..models.royal_turf_roll import RoyalTurfRoll


T = TypeVar("T", bound="RoyalTurfLegalMoves")


@_attrs_define
class RoyalTurfLegalMoves:
    """
    Attributes:
        game (Literal['royal-turf']): The match's game.
        legal_moves (list[RoyalTurfBet | RoyalTurfMoveHorse | RoyalTurfRoll]):
        seat (int):
        version (int):
    """

    game: Literal["royal-turf"]
    legal_moves: list[RoyalTurfBet | RoyalTurfMoveHorse | RoyalTurfRoll]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.royal_turf_bet import RoyalTurfBet  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        game = self.game

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, RoyalTurfBet):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, RoyalTurfRoll):
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
        from ..models.royal_turf_bet import RoyalTurfBet  # noqa: PLC0415
        from ..models.royal_turf_move_horse import RoyalTurfMoveHorse  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["royal-turf"], d.pop("game"))
        if game != "royal-turf":
            raise ValueError(f"game must match const 'royal-turf', got '{game}'")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(data: object) -> RoyalTurfBet | RoyalTurfMoveHorse | RoyalTurfRoll:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_move_type_0 = RoyalTurfBet.from_dict(data)

                    return componentsschemas_royal_turf_move_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_move_type_1 = RoyalTurfRoll.from_dict(data)

                    return componentsschemas_royal_turf_move_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_royal_turf_move_type_2 = RoyalTurfMoveHorse.from_dict(data)

                return componentsschemas_royal_turf_move_type_2

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        royal_turf_legal_moves = cls(
            game=game,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
        )

        return royal_turf_legal_moves
