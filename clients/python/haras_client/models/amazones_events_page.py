from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_bid_closed_event import AmazonesBidClosedEvent
    from ..models.amazones_bid_kept_event import AmazonesBidKeptEvent
    from ..models.amazones_card_bid_event import AmazonesCardBidEvent
    from ..models.amazones_card_taken_back_event import AmazonesCardTakenBackEvent
    from ..models.amazones_cards_passed_event import AmazonesCardsPassedEvent
    from ..models.amazones_face_down_added_event import AmazonesFaceDownAddedEvent
    from ..models.amazones_game_over_event import AmazonesGameOverEvent
    from ..models.amazones_joust_started_event import AmazonesJoustStartedEvent
    from ..models.amazones_move_played_event import AmazonesMovePlayedEvent
    from ..models.amazones_no_winner_event import AmazonesNoWinnerEvent
    from ..models.amazones_revealed_event import AmazonesRevealedEvent
    from ..models.amazones_round_scored_event import AmazonesRoundScoredEvent
    from ..models.amazones_second_bid_started_event import AmazonesSecondBidStartedEvent
    from ..models.amazones_start_player_event import AmazonesStartPlayerEvent
    from ..models.amazones_tile_discarded_event import AmazonesTileDiscardedEvent
    from ..models.amazones_tile_placed_event import AmazonesTilePlacedEvent
    from ..models.match_forfeited_event import MatchForfeitedEvent
    from ..models.match_started_event import MatchStartedEvent
    from ..models.ratings_updated_event import RatingsUpdatedEvent
    from ..models.rematch_created_event import RematchCreatedEvent
    from ..models.seat_joined_event import SeatJoinedEvent
    from ..models.seat_replaced_by_ai_event import SeatReplacedByAiEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.turn_timed_out_event import TurnTimedOutEvent


T = TypeVar("T", bound="AmazonesEventsPage")


@_attrs_define
class AmazonesEventsPage:
    """
    Attributes:
        events (list[AmazonesBidClosedEvent | AmazonesBidKeptEvent | AmazonesCardBidEvent | AmazonesCardsPassedEvent |
            AmazonesCardTakenBackEvent | AmazonesFaceDownAddedEvent | AmazonesGameOverEvent | AmazonesJoustStartedEvent |
            AmazonesMovePlayedEvent | AmazonesNoWinnerEvent | AmazonesRevealedEvent | AmazonesRoundScoredEvent |
            AmazonesSecondBidStartedEvent | AmazonesStartPlayerEvent | AmazonesTileDiscardedEvent | AmazonesTilePlacedEvent
            | MatchForfeitedEvent | MatchStartedEvent | RatingsUpdatedEvent | RematchCreatedEvent | SeatJoinedEvent |
            SeatReplacedByAiEvent | SeatResignedEvent | TurnTimedOutEvent]):
        game (Literal['amazones']): The match's game.
        last_seq (int): Pass as `after` to read on.
    """

    events: list[
        AmazonesBidClosedEvent
        | AmazonesBidKeptEvent
        | AmazonesCardBidEvent
        | AmazonesCardsPassedEvent
        | AmazonesCardTakenBackEvent
        | AmazonesFaceDownAddedEvent
        | AmazonesGameOverEvent
        | AmazonesJoustStartedEvent
        | AmazonesMovePlayedEvent
        | AmazonesNoWinnerEvent
        | AmazonesRevealedEvent
        | AmazonesRoundScoredEvent
        | AmazonesSecondBidStartedEvent
        | AmazonesStartPlayerEvent
        | AmazonesTileDiscardedEvent
        | AmazonesTilePlacedEvent
        | MatchForfeitedEvent
        | MatchStartedEvent
        | RatingsUpdatedEvent
        | RematchCreatedEvent
        | SeatJoinedEvent
        | SeatReplacedByAiEvent
        | SeatResignedEvent
        | TurnTimedOutEvent
    ]
    game: Literal["amazones"]
    last_seq: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_bid_closed_event import AmazonesBidClosedEvent  # noqa: PLC0415
        from ..models.amazones_bid_kept_event import AmazonesBidKeptEvent  # noqa: PLC0415
        from ..models.amazones_card_bid_event import AmazonesCardBidEvent  # noqa: PLC0415
        from ..models.amazones_card_taken_back_event import AmazonesCardTakenBackEvent  # noqa: PLC0415
        from ..models.amazones_cards_passed_event import AmazonesCardsPassedEvent  # noqa: PLC0415
        from ..models.amazones_face_down_added_event import AmazonesFaceDownAddedEvent  # noqa: PLC0415
        from ..models.amazones_game_over_event import AmazonesGameOverEvent  # noqa: PLC0415
        from ..models.amazones_joust_started_event import AmazonesJoustStartedEvent  # noqa: PLC0415
        from ..models.amazones_move_played_event import AmazonesMovePlayedEvent  # noqa: PLC0415
        from ..models.amazones_no_winner_event import AmazonesNoWinnerEvent  # noqa: PLC0415
        from ..models.amazones_revealed_event import AmazonesRevealedEvent  # noqa: PLC0415
        from ..models.amazones_round_scored_event import AmazonesRoundScoredEvent  # noqa: PLC0415
        from ..models.amazones_second_bid_started_event import AmazonesSecondBidStartedEvent  # noqa: PLC0415
        from ..models.amazones_start_player_event import AmazonesStartPlayerEvent  # noqa: PLC0415
        from ..models.amazones_tile_discarded_event import AmazonesTileDiscardedEvent  # noqa: PLC0415
        from ..models.amazones_tile_placed_event import AmazonesTilePlacedEvent  # noqa: PLC0415
        from ..models.match_forfeited_event import MatchForfeitedEvent  # noqa: PLC0415
        from ..models.match_started_event import MatchStartedEvent  # noqa: PLC0415
        from ..models.ratings_updated_event import RatingsUpdatedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.turn_timed_out_event import TurnTimedOutEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, AmazonesStartPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesJoustStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesCardBidEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesBidClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesSecondBidStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesFaceDownAddedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesCardTakenBackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesBidKeptEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesNoWinnerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesTilePlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesTileDiscardedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesGameOverEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesCardsPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, AmazonesMovePlayedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatJoinedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MatchStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, SeatResignedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, MatchForfeitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RematchCreatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RatingsUpdatedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, TurnTimedOutEvent):
                events_item = events_item_data.to_dict()
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        game = self.game

        last_seq = self.last_seq

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "game": game,
                "last_seq": last_seq,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_bid_closed_event import AmazonesBidClosedEvent  # noqa: PLC0415
        from ..models.amazones_bid_kept_event import AmazonesBidKeptEvent  # noqa: PLC0415
        from ..models.amazones_card_bid_event import AmazonesCardBidEvent  # noqa: PLC0415
        from ..models.amazones_card_taken_back_event import AmazonesCardTakenBackEvent  # noqa: PLC0415
        from ..models.amazones_cards_passed_event import AmazonesCardsPassedEvent  # noqa: PLC0415
        from ..models.amazones_face_down_added_event import AmazonesFaceDownAddedEvent  # noqa: PLC0415
        from ..models.amazones_game_over_event import AmazonesGameOverEvent  # noqa: PLC0415
        from ..models.amazones_joust_started_event import AmazonesJoustStartedEvent  # noqa: PLC0415
        from ..models.amazones_move_played_event import AmazonesMovePlayedEvent  # noqa: PLC0415
        from ..models.amazones_no_winner_event import AmazonesNoWinnerEvent  # noqa: PLC0415
        from ..models.amazones_revealed_event import AmazonesRevealedEvent  # noqa: PLC0415
        from ..models.amazones_round_scored_event import AmazonesRoundScoredEvent  # noqa: PLC0415
        from ..models.amazones_second_bid_started_event import AmazonesSecondBidStartedEvent  # noqa: PLC0415
        from ..models.amazones_start_player_event import AmazonesStartPlayerEvent  # noqa: PLC0415
        from ..models.amazones_tile_discarded_event import AmazonesTileDiscardedEvent  # noqa: PLC0415
        from ..models.amazones_tile_placed_event import AmazonesTilePlacedEvent  # noqa: PLC0415
        from ..models.match_forfeited_event import MatchForfeitedEvent  # noqa: PLC0415
        from ..models.match_started_event import MatchStartedEvent  # noqa: PLC0415
        from ..models.ratings_updated_event import RatingsUpdatedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent  # noqa: PLC0415
        from ..models.seat_replaced_by_ai_event import SeatReplacedByAiEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.turn_timed_out_event import TurnTimedOutEvent  # noqa: PLC0415

        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:

            def _parse_events_item(
                data: object,
            ) -> (
                AmazonesBidClosedEvent
                | AmazonesBidKeptEvent
                | AmazonesCardBidEvent
                | AmazonesCardsPassedEvent
                | AmazonesCardTakenBackEvent
                | AmazonesFaceDownAddedEvent
                | AmazonesGameOverEvent
                | AmazonesJoustStartedEvent
                | AmazonesMovePlayedEvent
                | AmazonesNoWinnerEvent
                | AmazonesRevealedEvent
                | AmazonesRoundScoredEvent
                | AmazonesSecondBidStartedEvent
                | AmazonesStartPlayerEvent
                | AmazonesTileDiscardedEvent
                | AmazonesTilePlacedEvent
                | MatchForfeitedEvent
                | MatchStartedEvent
                | RatingsUpdatedEvent
                | RematchCreatedEvent
                | SeatJoinedEvent
                | SeatReplacedByAiEvent
                | SeatResignedEvent
                | TurnTimedOutEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_0 = AmazonesStartPlayerEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_1 = AmazonesJoustStartedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_2 = AmazonesCardBidEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_3 = AmazonesBidClosedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_4 = AmazonesSecondBidStartedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_5 = AmazonesFaceDownAddedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_6 = AmazonesCardTakenBackEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_7 = AmazonesBidKeptEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_8 = AmazonesRevealedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_9 = AmazonesNoWinnerEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_10 = AmazonesTilePlacedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_11 = AmazonesTileDiscardedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_12 = AmazonesGameOverEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_13 = AmazonesCardsPassedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_14 = AmazonesRoundScoredEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_15 = AmazonesMovePlayedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_16 = SeatJoinedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_17 = MatchStartedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_18 = SeatResignedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_19 = MatchForfeitedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_20 = RematchCreatedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_21 = RatingsUpdatedEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_amazones_event_type_22 = TurnTimedOutEvent.from_dict(data)

                    return componentsschemas_amazones_event_type_22
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_amazones_event_type_23 = SeatReplacedByAiEvent.from_dict(data)

                return componentsschemas_amazones_event_type_23

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game = cast(Literal["amazones"], d.pop("game"))
        if game != "amazones":
            raise ValueError(f"game must match const 'amazones', got '{game}'")

        last_seq = d.pop("last_seq")

        amazones_events_page = cls(
            events=events,
            game=game,
            last_seq=last_seq,
        )

        return amazones_events_page
