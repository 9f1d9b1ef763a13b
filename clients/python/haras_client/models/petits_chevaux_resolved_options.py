from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PetitsChevauxResolvedOptions")


@_attrs_define
class PetitsChevauxResolvedOptions:
    """The options of a Petits Chevaux match, resolved: each with its value (its default when the creator left it out).

    Attributes:
        extra_six_to_finish (bool): The staircase has a 6th step: from it, one more exact 6 is needed to reach the
            centre.
        horses_per_player (int): How many horses each player has in her stable.
        horses_to_win (int): How many horses a player must bring to the centre to win (at most her horses per player).
        max_sixes_in_a_row (int | None): When set, rolling one 6 more than this in a row ends the turn without moving;
            unset (the default), every 6 rolls again.
        timeouts_to_ai (int): After this many timeouts in a row a human seat is handed to the greedy AI for the rest of
            the match.
        turn_timeout_s (int | None): Seconds a human seat has for each decision; when they run out the greedy AI plays
            it (marked in the events). Unset (the default): no deadline.
    """

    extra_six_to_finish: bool
    horses_per_player: int
    horses_to_win: int
    max_sixes_in_a_row: int | None
    timeouts_to_ai: int
    turn_timeout_s: int | None

    def to_dict(self) -> dict[str, Any]:
        extra_six_to_finish = self.extra_six_to_finish

        horses_per_player = self.horses_per_player

        horses_to_win = self.horses_to_win

        max_sixes_in_a_row: int | None
        max_sixes_in_a_row = self.max_sixes_in_a_row

        timeouts_to_ai = self.timeouts_to_ai

        turn_timeout_s: int | None
        turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "extra_six_to_finish": extra_six_to_finish,
                "horses_per_player": horses_per_player,
                "horses_to_win": horses_to_win,
                "max_sixes_in_a_row": max_sixes_in_a_row,
                "timeouts_to_ai": timeouts_to_ai,
                "turn_timeout_s": turn_timeout_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        extra_six_to_finish = d.pop("extra_six_to_finish")

        horses_per_player = d.pop("horses_per_player")

        horses_to_win = d.pop("horses_to_win")

        def _parse_max_sixes_in_a_row(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        max_sixes_in_a_row = _parse_max_sixes_in_a_row(d.pop("max_sixes_in_a_row"))

        timeouts_to_ai = d.pop("timeouts_to_ai")

        def _parse_turn_timeout_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s"))

        petits_chevaux_resolved_options = cls(
            extra_six_to_finish=extra_six_to_finish,
            horses_per_player=horses_per_player,
            horses_to_win=horses_to_win,
            max_sixes_in_a_row=max_sixes_in_a_row,
            timeouts_to_ai=timeouts_to_ai,
            turn_timeout_s=turn_timeout_s,
        )

        return petits_chevaux_resolved_options
