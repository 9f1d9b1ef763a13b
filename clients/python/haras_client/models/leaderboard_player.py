from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="LeaderboardPlayer")


@_attrs_define
class LeaderboardPlayer:
    """
    Attributes:
        bot (bool):
        id (str): The player's id; an AI level's reads `ai:<game>:<level>`.
        name (str):
    """

    bot: bool
    id: str
    name: str

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        id = self.id

        name = self.name

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "id": id,
                "name": name,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        id = d.pop("id")

        name = d.pop("name")

        leaderboard_player = cls(
            bot=bot,
            id=id,
            name=name,
        )

        return leaderboard_player
