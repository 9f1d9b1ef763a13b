from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="ArenaPlayerResult")


@_attrs_define
class ArenaPlayerResult:
    """
    Attributes:
        ci95 (list[float]): 95% Wilson score interval of the win rate, [lo, hi].
        level (str):
        mean_score (float | None): Mean of the game's score over the matches done.
        think_ms (int):
        win_rate (float | None): wins / done (null before any match).
        wins (float): Matches won; a win shared by k winners counts 1/k.
    """

    ci95: list[float]
    level: str
    mean_score: float | None
    think_ms: int
    win_rate: float | None
    wins: float

    def to_dict(self) -> dict[str, Any]:
        ci95 = self.ci95

        level = self.level

        mean_score: float | None
        mean_score = self.mean_score

        think_ms = self.think_ms

        win_rate: float | None
        win_rate = self.win_rate

        wins = self.wins

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ci95": ci95,
                "level": level,
                "mean_score": mean_score,
                "think_ms": think_ms,
                "win_rate": win_rate,
                "wins": wins,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        ci95 = cast(list[float], d.pop("ci95"))

        level = d.pop("level")

        def _parse_mean_score(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        mean_score = _parse_mean_score(d.pop("mean_score"))

        think_ms = d.pop("think_ms")

        def _parse_win_rate(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        win_rate = _parse_win_rate(d.pop("win_rate"))

        wins = d.pop("wins")

        arena_player_result = cls(
            ci95=ci95,
            level=level,
            mean_score=mean_score,
            think_ms=think_ms,
            win_rate=win_rate,
            wins=wins,
        )

        return arena_player_result
