from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player import Player


T = TypeVar("T", bound="CreatedPlayer")


@_attrs_define
class CreatedPlayer:
    """
    Attributes:
        player (Player):
        player_token (None | str): The player's secret bearer token, shown only here; null for a player owned by an API
            key (the key acts for it with `X-Player`).
    """

    player: Player
    player_token: None | str

    def to_dict(self) -> dict[str, Any]:
        player = self.player.to_dict()

        player_token: None | str
        player_token = self.player_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "player": player,
                "player_token": player_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player import Player  # noqa: PLC0415

        d = dict(src_dict)
        player = Player.from_dict(d.pop("player"))

        def _parse_player_token(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        player_token = _parse_player_token(d.pop("player_token"))

        created_player = cls(
            player=player,
            player_token=player_token,
        )

        return created_player
