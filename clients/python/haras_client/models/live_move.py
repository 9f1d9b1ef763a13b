from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.amazones_add_face_down import AmazonesAddFaceDown
    from ..models.amazones_bid_card import AmazonesBidCard
    from ..models.amazones_bid_done import AmazonesBidDone
    from ..models.amazones_discard_tile import AmazonesDiscardTile
    from ..models.amazones_keep import AmazonesKeep
    from ..models.amazones_place_tile import AmazonesPlaceTile
    from ..models.amazones_take_back import AmazonesTakeBack
    from ..models.petits_chevaux_move_horse import PetitsChevauxMoveHorse
    from ..models.petits_chevaux_roll import PetitsChevauxRoll
    from ..models.poney_mon_amour_attack import PoneyMonAmourAttack
    from ..models.poney_mon_amour_build import PoneyMonAmourBuild
    from ..models.poney_mon_amour_defend import PoneyMonAmourDefend
    from ..models.poney_mon_amour_discard import PoneyMonAmourDiscard
    from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard
    from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile
    from ..models.poney_mon_amour_replace import PoneyMonAmourReplace
    from ..models.royal_turf_bet import RoyalTurfBet
    from ..models.royal_turf_move_horse import RoyalTurfMoveHorse
    from ..models.royal_turf_roll import RoyalTurfRoll


T = TypeVar("T", bound="LiveMove")


@_attrs_define
class LiveMove:
    """Play a move for the channel's seat.

    Attributes:
        id (str): The client's id of the move: resent, it is never applied twice; with another move (or `if_version`),
            refused with 422 `idempotency_key_reused`.
        move (AmazonesAddFaceDown | AmazonesBidCard | AmazonesBidDone | AmazonesDiscardTile | AmazonesKeep |
            AmazonesPlaceTile | AmazonesTakeBack | PetitsChevauxMoveHorse | PetitsChevauxRoll | PoneyMonAmourAttack |
            PoneyMonAmourBuild | PoneyMonAmourDefend | PoneyMonAmourDiscard | PoneyMonAmourDrawDiscard |
            PoneyMonAmourDrawPile | PoneyMonAmourReplace | RoyalTurfBet | RoyalTurfMoveHorse | RoyalTurfRoll): One of the
            seat's legal moves, verbatim.
        type_ (Literal['move']):
        if_version (int | Unset): The version the move is based on (the view's): refused with 412 if stale.
    """

    id: str
    move: (
        AmazonesAddFaceDown
        | AmazonesBidCard
        | AmazonesBidDone
        | AmazonesDiscardTile
        | AmazonesKeep
        | AmazonesPlaceTile
        | AmazonesTakeBack
        | PetitsChevauxMoveHorse
        | PetitsChevauxRoll
        | PoneyMonAmourAttack
        | PoneyMonAmourBuild
        | PoneyMonAmourDefend
        | PoneyMonAmourDiscard
        | PoneyMonAmourDrawDiscard
        | PoneyMonAmourDrawPile
        | PoneyMonAmourReplace
        | RoyalTurfBet
        | RoyalTurfMoveHorse
        | RoyalTurfRoll
    )
    type_: Literal["move"]
    if_version: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_add_face_down import AmazonesAddFaceDown  # noqa: PLC0415
        from ..models.amazones_bid_card import AmazonesBidCard  # noqa: PLC0415
        from ..models.amazones_bid_done import AmazonesBidDone  # noqa: PLC0415
        from ..models.amazones_discard_tile import AmazonesDiscardTile  # noqa: PLC0415
        from ..models.amazones_keep import AmazonesKeep  # noqa: PLC0415
        from ..models.amazones_place_tile import AmazonesPlaceTile  # noqa: PLC0415
        from ..models.amazones_take_back import AmazonesTakeBack  # noqa: PLC0415
        from ..models.petits_chevaux_move_horse import PetitsChevauxMoveHorse  # noqa: PLC0415
        from ..models.petits_chevaux_roll import PetitsChevauxRoll  # noqa: PLC0415
        from ..models.poney_mon_amour_attack import PoneyMonAmourAttack  # noqa: PLC0415
        from ..models.poney_mon_amour_build import PoneyMonAmourBuild  # noqa: PLC0415
        from ..models.poney_mon_amour_defend import PoneyMonAmourDefend  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile  # noqa: PLC0415
        from ..models.poney_mon_amour_replace import PoneyMonAmourReplace  # noqa: PLC0415
        from ..models.royal_turf_bet import RoyalTurfBet  # noqa: PLC0415
        from ..models.royal_turf_move_horse import RoyalTurfMoveHorse  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        id = self.id

        move: dict[str, Any]
        if isinstance(self.move, PetitsChevauxRoll):
            move = self.move.to_dict()
        elif isinstance(self.move, PetitsChevauxMoveHorse):
            move = self.move.to_dict()
        elif isinstance(self.move, RoyalTurfBet):
            move = self.move.to_dict()
        elif isinstance(self.move, RoyalTurfRoll):
            move = self.move.to_dict()
        elif isinstance(self.move, RoyalTurfMoveHorse):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesBidCard):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesBidDone):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesAddFaceDown):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesTakeBack):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesKeep):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesPlaceTile):
            move = self.move.to_dict()
        elif isinstance(self.move, AmazonesDiscardTile):
            move = self.move.to_dict()
        elif isinstance(self.move, PoneyMonAmourDrawPile):
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

        type_ = self.type_

        if_version = self.if_version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "move": move,
                "type": type_,
            }
        )
        if if_version is not UNSET:
            field_dict["if_version"] = if_version

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
        from ..models.petits_chevaux_move_horse import PetitsChevauxMoveHorse  # noqa: PLC0415
        from ..models.petits_chevaux_roll import PetitsChevauxRoll  # noqa: PLC0415
        from ..models.poney_mon_amour_attack import PoneyMonAmourAttack  # noqa: PLC0415
        from ..models.poney_mon_amour_build import PoneyMonAmourBuild  # noqa: PLC0415
        from ..models.poney_mon_amour_defend import PoneyMonAmourDefend  # noqa: PLC0415
        from ..models.poney_mon_amour_discard import PoneyMonAmourDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard  # noqa: PLC0415
        from ..models.poney_mon_amour_draw_pile import PoneyMonAmourDrawPile  # noqa: PLC0415
        from ..models.poney_mon_amour_replace import PoneyMonAmourReplace  # noqa: PLC0415
        from ..models.royal_turf_bet import RoyalTurfBet  # noqa: PLC0415
        from ..models.royal_turf_move_horse import RoyalTurfMoveHorse  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        d = dict(src_dict)
        id = d.pop("id")

        def _parse_move(
            data: object,
        ) -> (
            AmazonesAddFaceDown
            | AmazonesBidCard
            | AmazonesBidDone
            | AmazonesDiscardTile
            | AmazonesKeep
            | AmazonesPlaceTile
            | AmazonesTakeBack
            | PetitsChevauxMoveHorse
            | PetitsChevauxRoll
            | PoneyMonAmourAttack
            | PoneyMonAmourBuild
            | PoneyMonAmourDefend
            | PoneyMonAmourDiscard
            | PoneyMonAmourDrawDiscard
            | PoneyMonAmourDrawPile
            | PoneyMonAmourReplace
            | RoyalTurfBet
            | RoyalTurfMoveHorse
            | RoyalTurfRoll
        ):
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_petits_chevaux_move_type_0 = PetitsChevauxRoll.from_dict(data)

                return componentsschemas_petits_chevaux_move_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_petits_chevaux_move_type_1 = PetitsChevauxMoveHorse.from_dict(data)

                return componentsschemas_petits_chevaux_move_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_royal_turf_move_type_2 = RoyalTurfMoveHorse.from_dict(data)

                return componentsschemas_royal_turf_move_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_move_type_6 = AmazonesDiscardTile.from_dict(data)

                return componentsschemas_amazones_move_type_6
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
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

        type_ = cast(Literal["move"], d.pop("type"))
        if type_ != "move":
            raise ValueError(f"type must match const 'move', got '{type_}'")

        if_version = d.pop("if_version", UNSET)

        live_move = cls(
            id=id,
            move=move,
            type_=type_,
            if_version=if_version,
        )

        return live_move
