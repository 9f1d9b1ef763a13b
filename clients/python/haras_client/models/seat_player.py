from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="SeatPlayer")


@_attrs_define
class SeatPlayer:
    """
    Attributes:
        bot (bool): A bot: shown as such wherever its name is.
        id (str): The player's id (`GET /v1/players/{id}`); an AI level's reads `ai:<game>:<level>`.
        name (str):
        rating (int | Unset): The player's displayed rating in this game when the seat was bound; absent while unrated.
    """

    bot: bool
    id: str
    name: str
    rating: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        id = self.id

        name = self.name

        rating = self.rating

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "id": id,
                "name": name,
            }
        )
        if rating is not UNSET:
            field_dict["rating"] = rating

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        bot = d.pop("bot")

        id = d.pop("id")

        name = d.pop("name")

        rating = d.pop("rating", UNSET)

        seat_player = cls(
            bot=bot,
            id=id,
            name=name,
            rating=rating,
        )

        return seat_player
