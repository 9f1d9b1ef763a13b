from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesResolvedOptions")


@_attrs_define
class AmazonesResolvedOptions:
    """The options of a Amazones match, resolved: each with its value (its default when the creator left it out).

    Attributes:
        first_player (int | None): The seat that opens the first joust (a rematch gives it to the last match's winner);
            unset (the default), a seat drawn at random. Each later joust is opened by the winner of the previous one.
        timeouts_to_ai (int): After this many timeouts in a row a human seat is handed to the greedy AI for the rest of
            the match.
        turn_timeout_s (int | None): Seconds a human seat has for each decision; when they run out the greedy AI plays
            it (marked in the events). Unset (the default): no deadline.
    """

    first_player: int | None
    timeouts_to_ai: int
    turn_timeout_s: int | None

    def to_dict(self) -> dict[str, Any]:
        first_player: int | None
        first_player = self.first_player

        timeouts_to_ai = self.timeouts_to_ai

        turn_timeout_s: int | None
        turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "first_player": first_player,
                "timeouts_to_ai": timeouts_to_ai,
                "turn_timeout_s": turn_timeout_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_first_player(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        first_player = _parse_first_player(d.pop("first_player"))

        timeouts_to_ai = d.pop("timeouts_to_ai")

        def _parse_turn_timeout_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s"))

        amazones_resolved_options = cls(
            first_player=first_player,
            timeouts_to_ai=timeouts_to_ai,
            turn_timeout_s=turn_timeout_s,
        )

        return amazones_resolved_options
