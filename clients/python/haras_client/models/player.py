from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_ratings import PlayerRatings


T = TypeVar("T", bound="Player")


@_attrs_define
class Player:
    """
    Attributes:
        bot (bool):
        created_at (float):
        id (str):
        name (str):
        ratings (PlayerRatings): By game id: the games it was rated in.
        signed_in (bool): true for the player of an OpenID provider's user (`POST /v1/players/sign-in`).
    """

    bot: bool
    created_at: float
    id: str
    name: str
    ratings: PlayerRatings
    signed_in: bool

    def to_dict(self) -> dict[str, Any]:
        bot = self.bot

        created_at = self.created_at

        id = self.id

        name = self.name

        ratings = self.ratings.to_dict()

        signed_in = self.signed_in

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bot": bot,
                "created_at": created_at,
                "id": id,
                "name": name,
                "ratings": ratings,
                "signed_in": signed_in,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_ratings import PlayerRatings  # noqa: PLC0415

        d = dict(src_dict)
        bot = d.pop("bot")

        created_at = d.pop("created_at")

        id = d.pop("id")

        name = d.pop("name")

        ratings = PlayerRatings.from_dict(d.pop("ratings"))

        signed_in = d.pop("signed_in")

        player = cls(
            bot=bot,
            created_at=created_at,
            id=id,
            name=name,
            ratings=ratings,
            signed_in=signed_in,
        )

        return player
