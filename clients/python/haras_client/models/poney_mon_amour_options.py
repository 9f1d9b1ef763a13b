from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="PoneyMonAmourOptions")


@_attrs_define
class PoneyMonAmourOptions:
    """
    Attributes:
        amour (int | Unset): How many Amour cards the deck holds. Default: 5.
        first_player (int | None | Unset): The seat that opens round 1 (the winner of the last game); unset (the
            default), a seat drawn at random. Each next round is opened by the next seat.
        grosse_colere (int | Unset): How many Grosse Colère cards the deck holds. Default: 3.
        max_turns_per_round (int | Unset): Safety net: the round ends with no winner after this many turns (bonuses are
            still scored). Default: 400.
        problems_per_number (int | Unset): How many Problem cards of each number, 1 to 6, the deck holds. Default: 2.
        solutions_per_number (int | Unset): How many Solution cards of each number, 1 to 6, the deck holds. Default: 2.
        timeouts_to_ai (int | Unset): After this many timeouts in a row a human seat is handed to the greedy AI for the
            rest of the match. Default: 3.
        turn_timeout_s (int | None | Unset): Seconds a human seat has for each decision; when they run out the greedy AI
            plays it (marked in the events). Unset (the default): no deadline.
    """

    amour: int | Unset = 5
    first_player: int | None | Unset = UNSET
    grosse_colere: int | Unset = 3
    max_turns_per_round: int | Unset = 400
    problems_per_number: int | Unset = 2
    solutions_per_number: int | Unset = 2
    timeouts_to_ai: int | Unset = 3
    turn_timeout_s: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        amour = self.amour

        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        grosse_colere = self.grosse_colere

        max_turns_per_round = self.max_turns_per_round

        problems_per_number = self.problems_per_number

        solutions_per_number = self.solutions_per_number

        timeouts_to_ai = self.timeouts_to_ai

        turn_timeout_s: int | None | Unset
        if isinstance(self.turn_timeout_s, Unset):
            turn_timeout_s = UNSET
        else:
            turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if amour is not UNSET:
            field_dict["amour"] = amour
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if grosse_colere is not UNSET:
            field_dict["grosse_colere"] = grosse_colere
        if max_turns_per_round is not UNSET:
            field_dict["max_turns_per_round"] = max_turns_per_round
        if problems_per_number is not UNSET:
            field_dict["problems_per_number"] = problems_per_number
        if solutions_per_number is not UNSET:
            field_dict["solutions_per_number"] = solutions_per_number
        if timeouts_to_ai is not UNSET:
            field_dict["timeouts_to_ai"] = timeouts_to_ai
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        amour = d.pop("amour", UNSET)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        grosse_colere = d.pop("grosse_colere", UNSET)

        max_turns_per_round = d.pop("max_turns_per_round", UNSET)

        problems_per_number = d.pop("problems_per_number", UNSET)

        solutions_per_number = d.pop("solutions_per_number", UNSET)

        timeouts_to_ai = d.pop("timeouts_to_ai", UNSET)

        def _parse_turn_timeout_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s", UNSET))

        poney_mon_amour_options = cls(
            amour=amour,
            first_player=first_player,
            grosse_colere=grosse_colere,
            max_turns_per_round=max_turns_per_round,
            problems_per_number=problems_per_number,
            solutions_per_number=solutions_per_number,
            timeouts_to_ai=timeouts_to_ai,
            turn_timeout_s=turn_timeout_s,
        )

        return poney_mon_amour_options
