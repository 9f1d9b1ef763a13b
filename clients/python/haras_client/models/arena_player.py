from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="ArenaPlayer")


@_attrs_define
class ArenaPlayer:
    """
    Attributes:
        level (str):
        think_ms (int):
    """

    level: str
    think_ms: int

    def to_dict(self) -> dict[str, Any]:
        level = self.level

        think_ms = self.think_ms

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "level": level,
                "think_ms": think_ms,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        level = d.pop("level")

        think_ms = d.pop("think_ms")

        arena_player = cls(
            level=level,
            think_ms=think_ms,
        )

        return arena_player
