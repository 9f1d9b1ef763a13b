from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfResolvedOptions")


@_attrs_define
class RoyalTurfResolvedOptions:
    """The options of a Royal Turf match, resolved: each with its value (its default when the creator left it out).

    Attributes:
        final_race_multiplier (int): Every payout and penalty of the final race is multiplied by this.
        hidden_bets (bool): Bets are placed face down (only their owner sees a token's value until the race ends) and
            each player also gets a 0 bluff token.
        last_horse_penalty (int): What each unit bet on the last horse costs.
        payout_table (list[list[int]]): Payout per token unit: one row per number of units the table placed on the horse
            (1, 2, 3, 4, 5+), one column per place (1st, 2nd, 3rd).
        races (int): How many races the match has.
        timeouts_to_ai (int): After this many timeouts in a row a human seat is handed to the greedy AI for the rest of
            the match.
        track_length (int): A horse finishes on reaching this square or beyond.
        turn_timeout_s (int | None): Seconds a human seat has for each decision; when they run out the greedy AI plays
            it (marked in the events). Unset (the default): no deadline.
    """

    final_race_multiplier: int
    hidden_bets: bool
    last_horse_penalty: int
    payout_table: list[list[int]]
    races: int
    timeouts_to_ai: int
    track_length: int
    turn_timeout_s: int | None

    def to_dict(self) -> dict[str, Any]:
        final_race_multiplier = self.final_race_multiplier

        hidden_bets = self.hidden_bets

        last_horse_penalty = self.last_horse_penalty

        payout_table = []
        for payout_table_item_data in self.payout_table:
            payout_table_item = payout_table_item_data

            payout_table.append(payout_table_item)

        races = self.races

        timeouts_to_ai = self.timeouts_to_ai

        track_length = self.track_length

        turn_timeout_s: int | None
        turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "final_race_multiplier": final_race_multiplier,
                "hidden_bets": hidden_bets,
                "last_horse_penalty": last_horse_penalty,
                "payout_table": payout_table,
                "races": races,
                "timeouts_to_ai": timeouts_to_ai,
                "track_length": track_length,
                "turn_timeout_s": turn_timeout_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        final_race_multiplier = d.pop("final_race_multiplier")

        hidden_bets = d.pop("hidden_bets")

        last_horse_penalty = d.pop("last_horse_penalty")

        payout_table = []
        _payout_table = d.pop("payout_table")
        for payout_table_item_data in _payout_table:
            payout_table_item = cast(list[int], payout_table_item_data)

            payout_table.append(payout_table_item)

        races = d.pop("races")

        timeouts_to_ai = d.pop("timeouts_to_ai")

        track_length = d.pop("track_length")

        def _parse_turn_timeout_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s"))

        royal_turf_resolved_options = cls(
            final_race_multiplier=final_race_multiplier,
            hidden_bets=hidden_bets,
            last_horse_penalty=last_horse_penalty,
            payout_table=payout_table,
            races=races,
            timeouts_to_ai=timeouts_to_ai,
            track_length=track_length,
            turn_timeout_s=turn_timeout_s,
        )

        return royal_turf_resolved_options
