from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.arena_player_spec_level import ArenaPlayerSpecLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="ArenaPlayerSpec")


@_attrs_define
class ArenaPlayerSpec:
    """
    Attributes:
        level (ArenaPlayerSpecLevel): AI level; must be one the game offers (its catalog entry's `ai_levels`).
        think_ms (int | Unset): Thinking budget per decision. Default: 200.
    """

    level: ArenaPlayerSpecLevel
    think_ms: int | Unset = 200

    def to_dict(self) -> dict[str, Any]:
        level = self.level.value

        think_ms = self.think_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
            }
        )
        if think_ms is not UNSET:
            field_dict["think_ms"] = think_ms

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = ArenaPlayerSpecLevel(d.pop("level"))

        think_ms = d.pop("think_ms", UNSET)

        arena_player_spec = cls(
            level=level,
            think_ms=think_ms,
        )

        return arena_player_spec
