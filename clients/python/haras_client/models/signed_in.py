from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player import Player


T = TypeVar("T", bound="SignedIn")


@_attrs_define
class SignedIn:
    """
    Attributes:
        created (bool): true when this sign-in made the player (the user's first).
        player (Player):
        player_token (str): A new secret bearer token of the player, shown only here; each sign-in gets its own (a
            device each, the newest 20 live).
    """

    created: bool
    player: Player
    player_token: str

    def to_dict(self) -> dict[str, Any]:
        created = self.created

        player = self.player.to_dict()

        player_token = self.player_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created": created,
                "player": player,
                "player_token": player_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player import Player  # noqa: PLC0415

        d = dict(src_dict)
        created = d.pop("created")

        player = Player.from_dict(d.pop("player"))

        player_token = d.pop("player_token")

        signed_in = cls(
            created=created,
            player=player,
            player_token=player_token,
        )

        return signed_in
