from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="RatingHistoryEntry")


@_attrs_define
class RatingHistoryEntry:
    """
    Attributes:
        at (float): When the match was rated (Unix time).
        counted (bool): true when the match counts among the player's rated matches (`matches`): false for a result
            against a provisional opponent, taken at RATING_PROVISIONAL_WEIGHT of its change.
        match_id (str):
        place (int): The player's place, 1 the best (tied seats share one).
        rating_after (int): The displayed rating after.
        rating_before (int): The displayed rating before.
        seats (int): The match's seats.
    """

    at: float
    counted: bool
    match_id: str
    place: int
    rating_after: int
    rating_before: int
    seats: int

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        counted = self.counted

        match_id = self.match_id

        place = self.place

        rating_after = self.rating_after

        rating_before = self.rating_before

        seats = self.seats

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "counted": counted,
                "match_id": match_id,
                "place": place,
                "rating_after": rating_after,
                "rating_before": rating_before,
                "seats": seats,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        at = d.pop("at")

        counted = d.pop("counted")

        match_id = d.pop("match_id")

        place = d.pop("place")

        rating_after = d.pop("rating_after")

        rating_before = d.pop("rating_before")

        seats = d.pop("seats")

        rating_history_entry = cls(
            at=at,
            counted=counted,
            match_id=match_id,
            place=place,
            rating_after=rating_after,
            rating_before=rating_before,
            seats=seats,
        )

        return rating_history_entry
