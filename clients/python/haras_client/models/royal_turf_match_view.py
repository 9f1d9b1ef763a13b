from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.royal_turf_match_view_status import RoyalTurfMatchViewStatus

if TYPE_CHECKING:
    from ..models.result import Result
    from ..models.royal_turf_bet import RoyalTurfBet
    from ..models.royal_turf_move_horse import RoyalTurfMoveHorse
    from ..models.royal_turf_resolved_options import RoyalTurfResolvedOptions
    from ..models.royal_turf_roll import RoyalTurfRoll
    from ..models.royal_turf_state import RoyalTurfState
    from ..models.seat_view import SeatView


T = TypeVar("T", bound="RoyalTurfMatchView")


@_attrs_define
class RoyalTurfMatchView:
    """
    Attributes:
        created_at (float):
        game (Literal['royal-turf']): The match's game.
        id (str):
        legal_moves (list[RoyalTurfBet | RoyalTurfMoveHorse | RoyalTurfRoll]): The viewer's legal moves now: each can be
            posted back verbatim.
        options (RoyalTurfResolvedOptions): The options of a Royal Turf match, resolved: each with its value (its
            default when the creator left it out).
        rematch (None | str): This finished match's rematch, once a seat has asked for it.
        rematch_of (None | str): The finished match this one is the rematch of.
        result (None | Result):
        seats (list[SeatView]):
        seed (int | None): Revealed once finished.
        seed_chosen (bool): The creator chose the seed (allowed only with no open seat).
        seed_commitment (None | str): SHA-256 (hex) of `"<seed_salt>:<seed>"`, shown from creation on: the seed revealed
            at the end is the one fixed before any move.
        seed_salt (None | str): 256 random bits in hex, revealed with the seed once finished.
        state (RoyalTurfState): The state of a Royal Turf match, as the viewer may see it.
        status (RoyalTurfMatchViewStatus):
        to_act (list[int]): Seats whose decision it is now.
        updated_at (float):
        version (int): +1 for every applied step; the ETag.
        viewer (int | None): The seat this view is for; null: public.
    """

    created_at: float
    game: Literal["royal-turf"]
    id: str
    legal_moves: list[RoyalTurfBet | RoyalTurfMoveHorse | RoyalTurfRoll]
    options: RoyalTurfResolvedOptions
    rematch: None | str
    rematch_of: None | str
    result: None | Result
    seats: list[SeatView]
    seed: int | None
    seed_chosen: bool
    seed_commitment: None | str
    seed_salt: None | str
    state: RoyalTurfState
    status: RoyalTurfMatchViewStatus
    to_act: list[int]
    updated_at: float
    version: int
    viewer: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.result import Result  # noqa: PLC0415
        from ..models.royal_turf_bet import RoyalTurfBet  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415

        created_at = self.created_at

        game = self.game

        id = self.id

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

        options = self.options.to_dict()

        rematch: None | str
        rematch = self.rematch

        rematch_of: None | str
        rematch_of = self.rematch_of

        result: dict[str, Any] | None
        if isinstance(self.result, Result):
            result = self.result.to_dict()
        else:
            result = self.result

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        seed: int | None
        seed = self.seed

        seed_chosen = self.seed_chosen

        seed_commitment: None | str
        seed_commitment = self.seed_commitment

        seed_salt: None | str
        seed_salt = self.seed_salt

        state = self.state.to_dict()

        status = self.status.value

        to_act = self.to_act

        updated_at = self.updated_at

        version = self.version

        viewer: int | None
        viewer = self.viewer

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "game": game,
                "id": id,
                "legal_moves": legal_moves,
                "options": options,
                "rematch": rematch,
                "rematch_of": rematch_of,
                "result": result,
                "seats": seats,
                "seed": seed,
                "seed_chosen": seed_chosen,
                "seed_commitment": seed_commitment,
                "seed_salt": seed_salt,
                "state": state,
                "status": status,
                "to_act": to_act,
                "updated_at": updated_at,
                "version": version,
                "viewer": viewer,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.result import Result  # noqa: PLC0415
        from ..models.royal_turf_bet import RoyalTurfBet  # noqa: PLC0415
        from ..models.royal_turf_move_horse import RoyalTurfMoveHorse  # noqa: PLC0415
        from ..models.royal_turf_resolved_options import RoyalTurfResolvedOptions  # noqa: PLC0415
        from ..models.royal_turf_roll import RoyalTurfRoll  # noqa: PLC0415
        from ..models.royal_turf_state import RoyalTurfState  # noqa: PLC0415
        from ..models.seat_view import SeatView  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        game = cast(Literal["royal-turf"], d.pop("game"))
        if game != "royal-turf":
            raise ValueError(f"game must match const 'royal-turf', got '{game}'")

        id = d.pop("id")

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

        options = RoyalTurfResolvedOptions.from_dict(d.pop("options"))

        def _parse_rematch(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch = _parse_rematch(d.pop("rematch"))

        def _parse_rematch_of(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        rematch_of = _parse_rematch_of(d.pop("rematch_of"))

        def _parse_result(data: object) -> None | Result:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                result_type_0 = Result.from_dict(data)

                return result_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | Result, data)

        result = _parse_result(d.pop("result"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatView.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_seed(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        seed = _parse_seed(d.pop("seed"))

        seed_chosen = d.pop("seed_chosen")

        def _parse_seed_commitment(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_commitment = _parse_seed_commitment(d.pop("seed_commitment"))

        def _parse_seed_salt(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        seed_salt = _parse_seed_salt(d.pop("seed_salt"))

        state = RoyalTurfState.from_dict(d.pop("state"))

        status = RoyalTurfMatchViewStatus(d.pop("status"))

        to_act = cast(list[int], d.pop("to_act"))

        updated_at = d.pop("updated_at")

        version = d.pop("version")

        def _parse_viewer(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        viewer = _parse_viewer(d.pop("viewer"))

        royal_turf_match_view = cls(
            created_at=created_at,
            game=game,
            id=id,
            legal_moves=legal_moves,
            options=options,
            rematch=rematch,
            rematch_of=rematch_of,
            result=result,
            seats=seats,
            seed=seed,
            seed_chosen=seed_chosen,
            seed_commitment=seed_commitment,
            seed_salt=seed_salt,
            state=state,
            status=status,
            to_act=to_act,
            updated_at=updated_at,
            version=version,
            viewer=viewer,
        )

        return royal_turf_match_view
