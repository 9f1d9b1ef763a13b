from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RenamePlayer")


@_attrs_define
class RenamePlayer:
    """
    Attributes:
        name (str): Shown to everyone: 1 to 40 characters of any script or emoji; no control characters or line breaks.
    """

    name: str

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        rename_player = cls(
            name=name,
        )

        return rename_player
