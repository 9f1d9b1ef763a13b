from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.ai_spec_level import AiSpecLevel
from ..types import UNSET, Unset

T = TypeVar("T", bound="AiSpec")


@_attrs_define
class AiSpec:
    """
    Attributes:
        level (AiSpecLevel): AI strength; the levels a game offers are listed in its catalog entry.
        think_ms (int | Unset): Thinking budget per decision. Default: 200.
    """

    level: AiSpecLevel
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
        level = AiSpecLevel(d.pop("level"))

        think_ms = d.pop("think_ms", UNSET)

        ai_spec = cls(
            level=level,
            think_ms=think_ms,
        )

        return ai_spec
