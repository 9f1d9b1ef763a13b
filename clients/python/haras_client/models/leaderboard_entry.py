from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.leaderboard_player import LeaderboardPlayer


T = TypeVar("T", bound="LeaderboardEntry")


@_attrs_define
class LeaderboardEntry:
    """
    Attributes:
        matches (int): Rated matches played in this game.
        player (LeaderboardPlayer):
        rank (int): 1 for the best rating; each entry one more than the one before.
        rating (int): The displayed rating.
        provisional (bool | Unset): true while the player has fewer than PROVISIONAL_MATCHES rated matches of this game;
            absent otherwise.
    """

    matches: int
    player: LeaderboardPlayer
    rank: int
    rating: int
    provisional: bool | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        matches = self.matches

        player = self.player.to_dict()

        rank = self.rank

        rating = self.rating

        provisional = self.provisional

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "matches": matches,
                "player": player,
                "rank": rank,
                "rating": rating,
            }
        )
        if provisional is not UNSET:
            field_dict["provisional"] = provisional

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.leaderboard_player import LeaderboardPlayer  # noqa: PLC0415

        d = dict(src_dict)
        matches = d.pop("matches")

        player = LeaderboardPlayer.from_dict(d.pop("player"))

        rank = d.pop("rank")

        rating = d.pop("rating")

        provisional = d.pop("provisional", UNSET)

        leaderboard_entry = cls(
            matches=matches,
            player=player,
            rank=rank,
            rating=rating,
            provisional=provisional,
        )

        return leaderboard_entry
