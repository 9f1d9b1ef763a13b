from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="RoyalTurfOptions")


@_attrs_define
class RoyalTurfOptions:
    """
    Attributes:
        final_race_multiplier (int | Unset): Every payout and penalty of the final race is multiplied by this. Default:
            2.
        hidden_bets (bool | Unset): Bets are placed face down (only their owner sees a token's value until the race
            ends) and each player also gets a 0 bluff token. Default: False.
        last_horse_penalty (int | Unset): What each unit bet on the last horse costs. Default: 100.
        payout_table (list[list[int]] | Unset): Payout per token unit: one row per number of units the table placed on
            the horse (1, 2, 3, 4, 5+), one column per place (1st, 2nd, 3rd).
        races (int | Unset): How many races the match has. Default: 3.
        timeouts_to_ai (int | Unset): After this many timeouts in a row a human seat is handed to the greedy AI for the
            rest of the match. Default: 3.
        track_length (int | Unset): A horse finishes on reaching this square or beyond. Default: 33.
        turn_timeout_s (int | None | Unset): Seconds a human seat has for each decision; when they run out the greedy AI
            plays it (marked in the events). Unset (the default): no deadline.
    """

    final_race_multiplier: int | Unset = 2
    hidden_bets: bool | Unset = False
    last_horse_penalty: int | Unset = 100
    payout_table: list[list[int]] | Unset = UNSET
    races: int | Unset = 3
    timeouts_to_ai: int | Unset = 3
    track_length: int | Unset = 33
    turn_timeout_s: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        final_race_multiplier = self.final_race_multiplier

        hidden_bets = self.hidden_bets

        last_horse_penalty = self.last_horse_penalty

        payout_table: list[list[int]] | Unset = UNSET
        if not isinstance(self.payout_table, Unset):
            payout_table = []
            for payout_table_item_data in self.payout_table:
                payout_table_item = payout_table_item_data

                payout_table.append(payout_table_item)

        races = self.races

        timeouts_to_ai = self.timeouts_to_ai

        track_length = self.track_length

        turn_timeout_s: int | None | Unset
        if isinstance(self.turn_timeout_s, Unset):
            turn_timeout_s = UNSET
        else:
            turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if final_race_multiplier is not UNSET:
            field_dict["final_race_multiplier"] = final_race_multiplier
        if hidden_bets is not UNSET:
            field_dict["hidden_bets"] = hidden_bets
        if last_horse_penalty is not UNSET:
            field_dict["last_horse_penalty"] = last_horse_penalty
        if payout_table is not UNSET:
            field_dict["payout_table"] = payout_table
        if races is not UNSET:
            field_dict["races"] = races
        if timeouts_to_ai is not UNSET:
            field_dict["timeouts_to_ai"] = timeouts_to_ai
        if track_length is not UNSET:
            field_dict["track_length"] = track_length
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        final_race_multiplier = d.pop("final_race_multiplier", UNSET)

        hidden_bets = d.pop("hidden_bets", UNSET)

        last_horse_penalty = d.pop("last_horse_penalty", UNSET)

        _payout_table = d.pop("payout_table", UNSET)
        payout_table: list[list[int]] | Unset = UNSET
        if _payout_table is not UNSET:
            payout_table = []
            for payout_table_item_data in _payout_table:
                payout_table_item = cast(list[int], payout_table_item_data)

                payout_table.append(payout_table_item)

        races = d.pop("races", UNSET)

        timeouts_to_ai = d.pop("timeouts_to_ai", UNSET)

        track_length = d.pop("track_length", UNSET)

        def _parse_turn_timeout_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s", UNSET))

        royal_turf_options = cls(
            final_race_multiplier=final_race_multiplier,
            hidden_bets=hidden_bets,
            last_horse_penalty=last_horse_penalty,
            payout_table=payout_table,
            races=races,
            timeouts_to_ai=timeouts_to_ai,
            track_length=track_length,
            turn_timeout_s=turn_timeout_s,
        )

        return royal_turf_options
