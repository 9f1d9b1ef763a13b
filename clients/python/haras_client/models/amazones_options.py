from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="AmazonesOptions")


@_attrs_define
class AmazonesOptions:
    """
    Attributes:
        first_player (int | None | Unset): The seat that opens the first joust (a rematch gives it to the last match's
            winner); unset (the default), a seat drawn at random. Each later joust is opened by the winner of the previous
            one.
        timeouts_to_ai (int | Unset): After this many timeouts in a row a human seat is handed to the greedy AI for the
            rest of the match. Default: 3.
        turn_timeout_s (int | None | Unset): Seconds a human seat has for each decision; when they run out the greedy AI
            plays it (marked in the events). Unset (the default): no deadline.
    """

    first_player: int | None | Unset = UNSET
    timeouts_to_ai: int | Unset = 3
    turn_timeout_s: int | None | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        first_player: int | None | Unset
        if isinstance(self.first_player, Unset):
            first_player = UNSET
        else:
            first_player = self.first_player

        timeouts_to_ai = self.timeouts_to_ai

        turn_timeout_s: int | None | Unset
        if isinstance(self.turn_timeout_s, Unset):
            turn_timeout_s = UNSET
        else:
            turn_timeout_s = self.turn_timeout_s

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if first_player is not UNSET:
            field_dict["first_player"] = first_player
        if timeouts_to_ai is not UNSET:
            field_dict["timeouts_to_ai"] = timeouts_to_ai
        if turn_timeout_s is not UNSET:
            field_dict["turn_timeout_s"] = turn_timeout_s

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_first_player(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        first_player = _parse_first_player(d.pop("first_player", UNSET))

        timeouts_to_ai = d.pop("timeouts_to_ai", UNSET)

        def _parse_turn_timeout_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        turn_timeout_s = _parse_turn_timeout_s(d.pop("turn_timeout_s", UNSET))

        amazones_options = cls(
            first_player=first_player,
            timeouts_to_ai=timeouts_to_ai,
            turn_timeout_s=turn_timeout_s,
        )

        return amazones_options
