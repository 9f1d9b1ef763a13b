from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesResolvedOptions")


@_attrs_define
class AmazonesResolvedOptions:
    """The options of a Amazones match, resolved: each with its value (its default when the creator left it out).

    Attributes:
        timeouts_to_ai (int): After this many timeouts in a row a human seat is handed to the greedy AI for the rest of
            the match.
        turn_timeout_s (int | None): Seconds a human seat has for each decision; when they run out the greedy AI plays
            it (marked in the events). Unset (the default): no deadline.
    """

    timeouts_to_ai: int
    turn_timeout_s: int | None

    def to_dict(self) -> dict[str, Any]:
        timeouts_to_ai = self.timeouts_to_ai

        turn_timeout_s: int | None
        turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "timeouts_to_ai": timeouts_to_ai,
                "turn_timeout_s": turn_timeout_s,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        timeouts_to_ai = d.pop("timeouts_to_ai")

        def _parse_turn_timeout_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s"))

        amazones_resolved_options = cls(
            timeouts_to_ai=timeouts_to_ai,
            turn_timeout_s=turn_timeout_s,
        )

        return amazones_resolved_options
