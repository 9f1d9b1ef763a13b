from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PoneyMonAmourResolvedOptions")


@_attrs_define
class PoneyMonAmourResolvedOptions:
    """The options of a Poney Mon Amour match, resolved: each with its value (its default when the creator left it out).

    Attributes:
        amour (int): How many Amour cards the deck holds.
        first_player (int | None): The seat that opens round 1 (the winner of the last game); unset (the default), a
            seat drawn at random. Each next round is opened by the next seat.
        grosse_colere (int): How many Grosse Colère cards the deck holds.
        max_turns_per_round (int): Safety net: the round ends with no winner after this many turns (bonuses are still
            scored).
        problems_per_number (int): How many Problem cards of each number, 1 to 6, the deck holds.
        solutions_per_number (int): How many Solution cards of each number, 1 to 6, the deck holds.
        timeouts_to_ai (int): After this many timeouts in a row a human seat is handed to the greedy AI for the rest of
            the match.
        turn_timeout_s (int | None): Seconds a human seat has for each decision; when they run out the greedy AI plays
            it (marked in the events). Unset (the default): no deadline.
    """

    amour: int
    first_player: int | None
    grosse_colere: int
    max_turns_per_round: int
    problems_per_number: int
    solutions_per_number: int
    timeouts_to_ai: int
    turn_timeout_s: int | None

    def to_dict(self) -> dict[str, Any]:
        amour = self.amour

        first_player: int | None
        first_player = self.first_player

        grosse_colere = self.grosse_colere

        max_turns_per_round = self.max_turns_per_round

        problems_per_number = self.problems_per_number

        solutions_per_number = self.solutions_per_number

        timeouts_to_ai = self.timeouts_to_ai

        turn_timeout_s: int | None
        turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "amour": amour,
                "first_player": first_player,
                "grosse_colere": grosse_colere,
                "max_turns_per_round": max_turns_per_round,
                "problems_per_number": problems_per_number,
                "solutions_per_number": solutions_per_number,
                "timeouts_to_ai": timeouts_to_ai,
                "turn_timeout_s": turn_timeout_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amour = d.pop("amour")

        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))

        grosse_colere = d.pop("grosse_colere")

        max_turns_per_round = d.pop("max_turns_per_round")

        problems_per_number = d.pop("problems_per_number")

        solutions_per_number = d.pop("solutions_per_number")

        timeouts_to_ai = d.pop("timeouts_to_ai")

        def _parse_turn_timeout_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s"))

        poney_mon_amour_resolved_options = cls(
            amour=amour,
            first_player=first_player,
            grosse_colere=grosse_colere,
            max_turns_per_round=max_turns_per_round,
            problems_per_number=problems_per_number,
            solutions_per_number=solutions_per_number,
            timeouts_to_ai=timeouts_to_ai,
            turn_timeout_s=turn_timeout_s,
        )

        return poney_mon_amour_resolved_options
