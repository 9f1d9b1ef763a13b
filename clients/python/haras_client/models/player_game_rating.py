from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.player_rating import PlayerRating
    from ..models.player_record import PlayerRecord
    from ..models.rating_history_entry import RatingHistoryEntry


T = TypeVar("T", bound="PlayerGameRating")


@_attrs_define
class PlayerGameRating:
    """
    Attributes:
        game (str):
        history (list[RatingHistoryEntry]): Rating changes, newest first: one per rated match recorded (the newest 500
            are kept).
        next_cursor (None | str): Pass it back as `cursor` for older entries; null on the last page.
        player (str): The player's id.
        rating (None | PlayerRating): The player's rating in the game; null while it has none.
        record (PlayerRecord):
    """

    game: str
    history: list[RatingHistoryEntry]
    next_cursor: None | str
    player: str
    rating: None | PlayerRating
    record: PlayerRecord

    def to_dict(self) -> dict[str, Any]:
        from ..models.player_rating import PlayerRating  # noqa: PLC0415

        game = self.game

        history = []
        for history_item_data in self.history:
            history_item = history_item_data.to_dict()
            history.append(history_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        player = self.player

        rating: dict[str, Any] | None
        if isinstance(self.rating, PlayerRating):
            rating = self.rating.to_dict()
        else:
            rating = self.rating

        record = self.record.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "history": history,
                "next_cursor": next_cursor,
                "player": player,
                "rating": rating,
                "record": record,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.player_rating import PlayerRating  # noqa: PLC0415
        from ..models.player_record import PlayerRecord  # noqa: PLC0415
        from ..models.rating_history_entry import RatingHistoryEntry  # noqa: PLC0415

        d = dict(src_dict)
        game = d.pop("game")

        history = []
        _history = d.pop("history")
        for history_item_data in _history:
            history_item = RatingHistoryEntry.from_dict(history_item_data)

            history.append(history_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        player = d.pop("player")

        def _parse_rating(data: object) -> None | PlayerRating:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                rating_type_0 = PlayerRating.from_dict(data)

                return rating_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PlayerRating, data)

        rating = _parse_rating(d.pop("rating"))

        record = PlayerRecord.from_dict(d.pop("record"))

        player_game_rating = cls(
            game=game,
            history=history,
            next_cursor=next_cursor,
            player=player,
            rating=rating,
            record=record,
        )

        return player_game_rating
