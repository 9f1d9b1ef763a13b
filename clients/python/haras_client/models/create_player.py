from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="CreatePlayer")


@_attrs_define
class CreatePlayer:
    """
    Attributes:
        name (str): Shown to everyone: 1 to 40 characters of any script or emoji, showing something (not only spaces or
            invisible characters); no control characters or line breaks, no bidirectional controls (U+202A-U+202E,
            U+2066-U+2069, U+200E, U+200F, U+061C), at most 3 combining marks in a row; nothing that reads as an AI seat or
            as Haras ("AI", "AI (expert)", "ai:…", "Haras": compared case-insensitively after NFKC, without accents, spaces
            or punctuation, letters of other scripts that look Latin read as those).
        bot (bool | Unset): A bot (a program, not a person): its name shows it everywhere. Default: False.
        external_id (str | Unset): With an `X-API-Key` only: the app's own id of this user, unique per key (409
            `external_id_taken` again).
    """

    name: str
    bot: bool | Unset = False
    external_id: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        bot = self.bot

        external_id = self.external_id

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
            }
        )
        if bot is not UNSET:
            field_dict["bot"] = bot
        if external_id is not UNSET:
            field_dict["external_id"] = external_id

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        name = d.pop("name")

        bot = d.pop("bot", UNSET)

        external_id = d.pop("external_id", UNSET)

        create_player = cls(
            name=name,
            bot=bot,
            external_id=external_id,
        )

        return create_player
