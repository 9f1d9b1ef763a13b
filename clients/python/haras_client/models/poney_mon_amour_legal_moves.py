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


T = TypeVar("T", bound="PoneyMonAmourLegalMoves")


@_attrs_define
class PoneyMonAmourLegalMoves:
    """
    Attributes:
        game (Literal['poney-mon-amour']): The match's game.
        legal_moves (list[PoneyMonAmourAttack | PoneyMonAmourBuild | PoneyMonAmourDefend | PoneyMonAmourDiscard |
            PoneyMonAmourDrawDiscard | PoneyMonAmourDrawPile | PoneyMonAmourReplace]):
        seat (int):
        version (int):
    """

    game: Literal["poney-mon-amour"]
    legal_moves: list[
        PoneyMonAmourAttack
        | PoneyMonAmourBuild
        | PoneyMonAmourDefend
        | PoneyMonAmourDiscard
        | PoneyMonAmourDrawDiscard
        | PoneyMonAmourDrawPile
        | PoneyMonAmourReplace
    ]
    seat: int
    version: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.poney_mon_amour_attack import PoneyMonAmourAttack  # noqa: PLC0415
        from ..models.poney_mon_amour_build import PoneyMonAmourBuild  # noqa: PLC0415
        from ..models.poney_mon_amour_defend import PoneyMonAmourDefend  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile  # noqa: PLC0415
        from ..models.poney_mon_amour_replace import PoneyMonAmourReplace  # noqa: PLC0415

        game = self.game

        legal_moves = []
        for legal_moves_item_data in self.legal_moves:
            legal_moves_item: dict[str, Any]
            if isinstance(legal_moves_item_data, PoneyMonAmourDrawPile):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PoneyMonAmourDrawDiscard):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PoneyMonAmourBuild):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PoneyMonAmourReplace):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PoneyMonAmourAttack):
                legal_moves_item = legal_moves_item_data.to_dict()
            elif isinstance(legal_moves_item_data, PoneyMonAmourDefend):
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
        from ..models.poney_mon_amour_attack import PoneyMonAmourAttack  # noqa: PLC0415
        from ..models.poney_mon_amour_build import PoneyMonAmourBuild  # noqa: PLC0415
        from ..models.poney_mon_amour_defend import PoneyMonAmourDefend  # noqa: PLC0415
        from ..models.poney_mon_amour_discard import PoneyMonAmourDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile  # noqa: PLC0415
        from ..models.poney_mon_amour_replace import PoneyMonAmourReplace  # noqa: PLC0415

        d = dict(src_dict)
        game = cast(Literal["poney-mon-amour"], d.pop("game"))
        if game != "poney-mon-amour":
            raise ValueError(f"game must match const 'poney-mon-amour', got '{game}'")

        legal_moves = []
        _legal_moves = d.pop("legal_moves")
        for legal_moves_item_data in _legal_moves:

            def _parse_legal_moves_item(
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

            legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

            legal_moves.append(legal_moves_item)

        seat = d.pop("seat")

        version = d.pop("version")

        poney_mon_amour_legal_moves = cls(
            game=game,
            legal_moves=legal_moves,
            seat=seat,
            version=version,
        )

        return poney_mon_amour_legal_moves
