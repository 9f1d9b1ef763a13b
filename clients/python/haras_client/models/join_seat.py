from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="JoinSeat")


@_attrs_define
class JoinSeat:
    """
    Attributes:
        name (str | Unset): Shown to everyone: 1 to 40 characters of any script or emoji, showing something (not only
            spaces or invisible characters); no control characters or line breaks, no bidirectional controls (U+202A-U+202E,
            U+2066-U+2069, U+200E, U+200F, U+061C), at most 3 combining marks in a row; nothing that reads as an AI seat or
            as Haras ("AI", "AI (expert)", "ai:…", "Haras": compared case-insensitively after NFKC, without accents, spaces
            or punctuation, letters of other scripts that look Latin read as those). Required unless a player credential is
            sent (the player's name by default).
        seat (int | Unset): The open seat to claim (any open seat if omitted).
    """

    name: str | Unset = UNSET
    seat: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if name is not UNSET:
            field_dict["name"] = name
        if seat is not UNSET:
            field_dict["seat"] = seat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name", UNSET)

        seat = d.pop("seat", UNSET)

        join_seat = cls(
            name=name,
            seat=seat,
        )

        return join_seat
