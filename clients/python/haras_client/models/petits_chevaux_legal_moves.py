from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.petits_chevaux_move_horse import PetitsChevauxMoveHorse
    from ..models.petits_chevaux_roll import PetitsChevauxRoll


T = TypeVar("T", bound="PetitsChevauxLegalMoves")


@_attrs_define
class PetitsChevauxLegalMoves:
    """
    Attributes:
        game (Literal['petits-chevaux']): The match's game.
        legal_moves (list[PetitsChevauxMoveHorse | PetitsChevauxRoll]):
        seat (int):
        version (int):
    """

    game: Literal["petits-chevaux"]
    legal_moves: list[PetitsChevauxMoveHorse | PetitsChevauxRoll]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.petits_chevaux_roll import PetitsChevauxRoll  # noqa: PLC0415

        game = self.game

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, PetitsChevauxRoll):
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
        from ..models.petits_chevaux_move_horse import PetitsChevauxMoveHorse  # noqa: PLC0415
        from ..models.petits_chevaux_roll import PetitsChevauxRoll  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["petits-chevaux"], d.pop("game"))
        if game != "petits-chevaux":
            raise ValueError(f"game must match const 'petits-chevaux', got '{game}'")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(data: object) -> PetitsChevauxMoveHorse | PetitsChevauxRoll:
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

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        petits_chevaux_legal_moves = cls(
            game=game,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
        )

        return petits_chevaux_legal_moves
