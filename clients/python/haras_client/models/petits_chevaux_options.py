from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PetitsChevauxOptions")


@_attrs_define
class PetitsChevauxOptions:
    """
    Attributes:
        extra_six_to_finish (bool | Unset): The staircase has a 6th step: from it, one more exact 6 is needed to reach
            the centre. Default: False.
        horses_per_player (int | Unset): How many horses each player has in her stable. Default: 4.
        horses_to_win (int | Unset): How many horses a player must bring to the centre to win (at most her horses per
            player). Default: 1.
        max_sixes_in_a_row (int | None | Unset): When set, rolling one 6 more than this in a row ends the turn without
            moving; unset (the default), every 6 rolls again.
        timeouts_to_ai (int | Unset): After this many timeouts in a row a human seat is handed to the greedy AI for the
            rest of the match. Default: 3.
        turn_timeout_s (int | None | Unset): Seconds a human seat has for each decision; when they run out the greedy AI
            plays it (marked in the events). Unset (the default): no deadline.
    """

    extra_six_to_finish: bool | Unset = False
    horses_per_player: int | Unset = 4
    horses_to_win: int | Unset = 1
    max_sixes_in_a_row: int | None | Unset = UNSET
    timeouts_to_ai: int | Unset = 3
    turn_timeout_s: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        extra_six_to_finish = self.extra_six_to_finish

        horses_per_player = self.horses_per_player

        horses_to_win = self.horses_to_win

        max_sixes_in_a_row: int | None | Unset
        if isinstance(self.max_sixes_in_a_row, Unset):
            max_sixes_in_a_row = UNSET
        else:
            max_sixes_in_a_row = self.max_sixes_in_a_row

        timeouts_to_ai = self.timeouts_to_ai

        turn_timeout_s: int | None | Unset
        if isinstance(self.turn_timeout_s, Unset):
            turn_timeout_s = UNSET
        else:
            turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if extra_six_to_finish is not UNSET:
            field_dict["extra_six_to_finish"] = extra_six_to_finish
        if horses_per_player is not UNSET:
            field_dict["horses_per_player"] = horses_per_player
        if horses_to_win is not UNSET:
            field_dict["horses_to_win"] = horses_to_win
        if max_sixes_in_a_row is not UNSET:
            field_dict["max_sixes_in_a_row"] = max_sixes_in_a_row
        if timeouts_to_ai is not UNSET:
            field_dict["timeouts_to_ai"] = timeouts_to_ai
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        extra_six_to_finish = d.pop("extra_six_to_finish", UNSET)

        horses_per_player = d.pop("horses_per_player", UNSET)

        horses_to_win = d.pop("horses_to_win", UNSET)

        def _parse_max_sixes_in_a_row(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        max_sixes_in_a_row = _parse_max_sixes_in_a_row(d.pop("max_sixes_in_a_row", UNSET))

        timeouts_to_ai = d.pop("timeouts_to_ai", UNSET)

        def _parse_turn_timeout_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s", UNSET))

        petits_chevaux_options = cls(
            extra_six_to_finish=extra_six_to_finish,
            horses_per_player=horses_per_player,
            horses_to_win=horses_to_win,
            max_sixes_in_a_row=max_sixes_in_a_row,
            timeouts_to_ai=timeouts_to_ai,
            turn_timeout_s=turn_timeout_s,
        )

        return petits_chevaux_options
