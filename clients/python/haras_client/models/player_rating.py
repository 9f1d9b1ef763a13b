from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="PlayerRating")


@_attrs_define
class PlayerRating:
    """
    Attributes:
        matches (int): Rated matches played in this game.
        mu (float):
        provisional (bool): true while the player has fewer than PROVISIONAL_MATCHES rated matches of this game.
        rating (int): The displayed rating.
        sigma (float):
    """

    matches: int
    mu: float
    provisional: bool
    rating: int
    sigma: float

    def to_dict(self) -> dict[str, Any]:
        matches = self.matches

        mu = self.mu

        provisional = self.provisional

        rating = self.rating

        sigma = self.sigma

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "matches": matches,
                "mu": mu,
                "provisional": provisional,
                "rating": rating,
                "sigma": sigma,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        matches = d.pop("matches")

        mu = d.pop("mu")

        provisional = d.pop("provisional")

        rating = d.pop("rating")

        sigma = d.pop("sigma")

        player_rating = cls(
            matches=matches,
            mu=mu,
            provisional=provisional,
            rating=rating,
            sigma=sigma,
        )

        return player_rating
