from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.petits_chevaux_state_phase import PetitsChevauxStatePhase

if TYPE_CHECKING:
    from ..models.petits_chevaux_state_players_item import PetitsChevauxStatePlayersItem


T = TypeVar("T", bound="PetitsChevauxState")


@_attrs_define
class PetitsChevauxState:
    """The state of a Petits Chevaux match, as the viewer may see it.

    Attributes:
        home_progress (int): The progress of the centre: 61, or 62 with extra_six_to_finish.
        phase (PetitsChevauxStatePhase): roll_off: the match waits for its players, the roll-off for the first turn to
            come once every seat is taken; roll: the seat to act rolls; move: it moves a horse with `roll`; finished.
        players (list[PetitsChevauxStatePlayersItem]): The players, by seat.
        roll (int | None): The roll to use; null but in the move phase.
        sixes_in_a_row (int): 6s the seat to act rolled in a row this turn.
        turn (int): The seat to act (the winner's once finished; 0 before the roll-off).
        winner (int | None): The winner; null until the match is over.
    """

    home_progress: int
    phase: PetitsChevauxStatePhase
    players: list[PetitsChevauxStatePlayersItem]
    roll: int | None
    sixes_in_a_row: int
    turn: int
    winner: int | None

    def to_dict(self) -> dict[str, Any]:
        home_progress = self.home_progress

        phase = self.phase.value

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        roll: int | None
        roll = self.roll

        sixes_in_a_row = self.sixes_in_a_row

        turn = self.turn

        winner: int | None
        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "home_progress": home_progress,
                "phase": phase,
                "players": players,
                "roll": roll,
                "sixes_in_a_row": sixes_in_a_row,
                "turn": turn,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.petits_chevaux_state_players_item import PetitsChevauxStatePlayersItem  # noqa: PLC0415

        d = dict(src_dict)
        home_progress = d.pop("home_progress")

        phase = PetitsChevauxStatePhase(d.pop("phase"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = PetitsChevauxStatePlayersItem.from_dict(players_item_data)

            players.append(players_item)

        def _parse_roll(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        roll = _parse_roll(d.pop("roll"))

        sixes_in_a_row = d.pop("sixes_in_a_row")

        turn = d.pop("turn")

        def _parse_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        winner = _parse_winner(d.pop("winner"))

        petits_chevaux_state = cls(
            home_progress=home_progress,
            phase=phase,
            players=players,
            roll=roll,
            sixes_in_a_row=sixes_in_a_row,
            turn=turn,
            winner=winner,
        )

        return petits_chevaux_state
