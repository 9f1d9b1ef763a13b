from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.problem_quota import ProblemQuota
from ..models.problem_reason import ProblemReason
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
    from ..models.problem_errors import ProblemErrors
    from ..models.royal_turf_bet import RoyalTurfBet
    from ..models.royal_turf_move_horse import RoyalTurfMoveHorse
    from ..models.royal_turf_roll import RoyalTurfRoll


T = TypeVar("T", bound="Problem")


@_attrs_define
class Problem:
    """
    Attributes:
        code (str):
        detail (str):
        status (int):
        title (str):
        type_ (str):
        current_version (int | Unset): `stale_version`: the match's version now.
        errors (ProblemErrors | Unset):
        in_use (int | None | Unset): `quota_exceeded`: how much of it the client holds now (null for `arena_think_ms`, a
            bound on each arena).
        legal_moves (list[AmazonesAddFaceDown | AmazonesBidCard | AmazonesBidDone | AmazonesDiscardTile | AmazonesKeep |
            AmazonesPlaceTile | AmazonesTakeBack | PetitsChevauxMoveHorse | PetitsChevauxRoll | PoneyMonAmourAttack |
            PoneyMonAmourBuild | PoneyMonAmourDefend | PoneyMonAmourDiscard | PoneyMonAmourDrawDiscard |
            PoneyMonAmourDrawPile | PoneyMonAmourReplace | RoyalTurfBet | RoyalTurfMoveHorse | RoyalTurfRoll] | Unset):
            `illegal_move`: the moves legal now.
        limit (int | Unset): `quota_exceeded`: the quota's limit.
        match_id (str | Unset): `already_seated`: the unfinished match the player holds a seat in.
        open_seats (list[int] | Unset): `seat_taken`: the seats still open.
        player_id (str | Unset): `external_id_taken`: the player the API key owns with that external id.
        quota (ProblemQuota | Unset): `quota_exceeded`: the client's quota that refuses the request.
        reason (ProblemReason | Unset): `invalid_id_token`: why the ID token signs no one in.
        requested (int | Unset): `quota_exceeded`: how much the request would take.
        retry_after (int | Unset): On the WebSocket, which has no headers: the seconds `Retry-After` would say.
        steps (int | Unset): `step_not_found`: the replay's number of steps (its last step).
        ticket_id (str | Unset): `ticket_exists`: the player's searching ticket of that game.
        to_act (list[int] | Unset): `not_your_turn`: the seats to act now.
    """

    code: str
    detail: str
    status: int
    title: str
    type_: str
    current_version: int | Unset = UNSET
    errors: ProblemErrors | Unset = UNSET
    in_use: int | None | Unset = UNSET
    legal_moves: (
        list[
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
        ]
        | Unset
    ) = UNSET
    limit: int | Unset = UNSET
    match_id: str | Unset = UNSET
    open_seats: list[int] | Unset = UNSET
    player_id: str | Unset = UNSET
    quota: ProblemQuota | Unset = UNSET
    reason: ProblemReason | Unset = UNSET
    requested: int | Unset = UNSET
    retry_after: int | Unset = UNSET
    steps: int | Unset = UNSET
    ticket_id: str | Unset = UNSET
    to_act: list[int] | Unset = UNSET

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

        code = self.code

        detail = self.detail

        status = self.status

        title = self.title

        type_ = self.type_

        current_version = self.current_version

        errors: dict[str, Any] | Unset = UNSET
        if not isinstance(self.errors, Unset):
            errors = self.errors.to_dict()

        in_use: int | None | Unset
        if isinstance(self.in_use, Unset):
            in_use = UNSET
        else:
            in_use = self.in_use

        legal_moves: list[dict[str, Any]] | Unset = UNSET
        if not isinstance(self.legal_moves, Unset):
            legal_moves = []
            for legal_moves_item_data in self.legal_moves:
                legal_moves_item: dict[str, Any]
                if isinstance(legal_moves_item_data, PetitsChevauxRoll):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, PetitsChevauxMoveHorse):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, RoyalTurfBet):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, RoyalTurfRoll):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, RoyalTurfMoveHorse):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, AmazonesBidCard):
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
                elif isinstance(legal_moves_item_data, AmazonesDiscardTile):
                    legal_moves_item = legal_moves_item_data.to_dict()
                elif isinstance(legal_moves_item_data, PoneyMonAmourDrawPile):
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

        limit = self.limit

        match_id = self.match_id

        open_seats: list[int] | Unset = UNSET
        if not isinstance(self.open_seats, Unset):
            open_seats = self.open_seats

        player_id = self.player_id

        quota: str | Unset = UNSET
        if not isinstance(self.quota, Unset):
            quota = self.quota.value

        reason: str | Unset = UNSET
        if not isinstance(self.reason, Unset):
            reason = self.reason.value

        requested = self.requested

        retry_after = self.retry_after

        steps = self.steps

        ticket_id = self.ticket_id

        to_act: list[int] | Unset = UNSET
        if not isinstance(self.to_act, Unset):
            to_act = self.to_act

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "code": code,
                "detail": detail,
                "status": status,
                "title": title,
                "type": type_,
            }
        )
        if current_version is not UNSET:
            field_dict["current_version"] = current_version
        if errors is not UNSET:
            field_dict["errors"] = errors
        if in_use is not UNSET:
            field_dict["in_use"] = in_use
        if legal_moves is not UNSET:
            field_dict["legal_moves"] = legal_moves
        if limit is not UNSET:
            field_dict["limit"] = limit
        if match_id is not UNSET:
            field_dict["match_id"] = match_id
        if open_seats is not UNSET:
            field_dict["open_seats"] = open_seats
        if player_id is not UNSET:
            field_dict["player_id"] = player_id
        if quota is not UNSET:
            field_dict["quota"] = quota
        if reason is not UNSET:
            field_dict["reason"] = reason
        if requested is not UNSET:
            field_dict["requested"] = requested
        if retry_after is not UNSET:
            field_dict["retry_after"] = retry_after
        if steps is not UNSET:
            field_dict["steps"] = steps
        if ticket_id is not UNSET:
            field_dict["ticket_id"] = ticket_id
        if to_act is not UNSET:
            field_dict["to_act"] = to_act

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
        from ..models.problem_errors import ProblemErrors  # noqa: PLC0415
        from ..models.royal_turf_bet import RoyalTurfBet  # noqa: PLC0415
        from ..models.royal_turf_move_horse import RoyalTurfMoveHorse  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        d = dict(src_dict)
        code = d.pop("code")

        detail = d.pop("detail")

        status = d.pop("status")

        title = d.pop("title")

        type_ = d.pop("type")

        current_version = d.pop("current_version", UNSET)

        _errors = d.pop("errors", UNSET)
        errors: ProblemErrors | Unset
        if isinstance(_errors, Unset):
            errors = UNSET
        else:
            errors = ProblemErrors.from_dict(_errors)

        def _parse_in_use(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        in_use = _parse_in_use(d.pop("in_use", UNSET))

        _legal_moves = d.pop("legal_moves", UNSET)
        legal_moves: (
            list[
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
            ]
            | Unset
        ) = UNSET
        if _legal_moves is not UNSET:
            legal_moves = []
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

                legal_moves_item = _parse_legal_moves_item(legal_moves_item_data)

                legal_moves.append(legal_moves_item)

        limit = d.pop("limit", UNSET)

        match_id = d.pop("match_id", UNSET)

        open_seats = cast(list[int], d.pop("open_seats", UNSET))

        player_id = d.pop("player_id", UNSET)

        _quota = d.pop("quota", UNSET)
        quota: ProblemQuota | Unset
        if isinstance(_quota, Unset):
            quota = UNSET
        else:
            quota = ProblemQuota(_quota)

        _reason = d.pop("reason", UNSET)
        reason: ProblemReason | Unset
        if isinstance(_reason, Unset):
            reason = UNSET
        else:
            reason = ProblemReason(_reason)

        requested = d.pop("requested", UNSET)

        retry_after = d.pop("retry_after", UNSET)

        steps = d.pop("steps", UNSET)

        ticket_id = d.pop("ticket_id", UNSET)

        to_act = cast(list[int], d.pop("to_act", UNSET))

        problem = cls(
            code=code,
            detail=detail,
            status=status,
            title=title,
            type_=type_,
            current_version=current_version,
            errors=errors,
            in_use=in_use,
            legal_moves=legal_moves,
            limit=limit,
            match_id=match_id,
            open_seats=open_seats,
            player_id=player_id,
            quota=quota,
            reason=reason,
            requested=requested,
            retry_after=retry_after,
            steps=steps,
            ticket_id=ticket_id,
            to_act=to_act,
        )

        return problem
