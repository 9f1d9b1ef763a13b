from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.match_forfeited_event import MatchForfeitedEvent
    from ..models.match_started_event import MatchStartedEvent
    from ..models.ratings_updated_event import RatingsUpdatedEvent
    from ..models.rematch_created_event import RematchCreatedEvent
    from ..models.royal_turf_bet_placed_event import RoyalTurfBetPlacedEvent
    from ..models.royal_turf_bets_revealed_event import RoyalTurfBetsRevealedEvent
    from ..models.royal_turf_betting_closed_event import RoyalTurfBettingClosedEvent
    from ..models.royal_turf_cards_dealt_event import RoyalTurfCardsDealtEvent
    from ..models.royal_turf_cycle_started_event import RoyalTurfCycleStartedEvent
    from ..models.royal_turf_horse_moved_event import RoyalTurfHorseMovedEvent
    from ..models.royal_turf_horses_placed_event import RoyalTurfHorsesPlacedEvent
    from ..models.royal_turf_move_played_event import RoyalTurfMovePlayedEvent
    from ..models.royal_turf_race_finished_event import RoyalTurfRaceFinishedEvent
    from ..models.royal_turf_race_started_event import RoyalTurfRaceStartedEvent
    from ..models.royal_turf_rolled_event import RoyalTurfRolledEvent
    from ..models.royal_turf_round_scored_event import RoyalTurfRoundScoredEvent
    from ..models.royal_turf_start_player_event import RoyalTurfStartPlayerEvent
    from ..models.seat_joined_event import SeatJoinedEvent
    from ..models.seat_replaced_by_ai_event import SeatReplacedByAiEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.turn_timed_out_event import TurnTimedOutEvent


T = TypeVar("T", bound="RoyalTurfEventsPage")


@_attrs_define
class RoyalTurfEventsPage:
    """
    Attributes:
        events (list[MatchForfeitedEvent | MatchStartedEvent | RatingsUpdatedEvent | RematchCreatedEvent |
            RoyalTurfBetPlacedEvent | RoyalTurfBetsRevealedEvent | RoyalTurfBettingClosedEvent | RoyalTurfCardsDealtEvent |
            RoyalTurfCycleStartedEvent | RoyalTurfHorseMovedEvent | RoyalTurfHorsesPlacedEvent | RoyalTurfMovePlayedEvent |
            RoyalTurfRaceFinishedEvent | RoyalTurfRaceStartedEvent | RoyalTurfRolledEvent | RoyalTurfRoundScoredEvent |
            RoyalTurfStartPlayerEvent | SeatJoinedEvent | SeatReplacedByAiEvent | SeatResignedEvent | TurnTimedOutEvent]):
        game (Literal['royal-turf']): The match's game.
        last_seq (int): Pass as `after` to read on.
    """

    events: list[
        MatchForfeitedEvent
        | MatchStartedEvent
        | RatingsUpdatedEvent
        | RematchCreatedEvent
        | RoyalTurfBetPlacedEvent
        | RoyalTurfBetsRevealedEvent
        | RoyalTurfBettingClosedEvent
        | RoyalTurfCardsDealtEvent
        | RoyalTurfCycleStartedEvent
        | RoyalTurfHorseMovedEvent
        | RoyalTurfHorsesPlacedEvent
        | RoyalTurfMovePlayedEvent
        | RoyalTurfRaceFinishedEvent
        | RoyalTurfRaceStartedEvent
        | RoyalTurfRolledEvent
        | RoyalTurfRoundScoredEvent
        | RoyalTurfStartPlayerEvent
        | SeatJoinedEvent
        | SeatReplacedByAiEvent
        | SeatResignedEvent
        | TurnTimedOutEvent
    ]
    game: Literal["royal-turf"]
    last_seq: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.match_forfeited_event import MatchForfeitedEvent  # noqa: PLC0415
        from ..models.match_started_event import MatchStartedEvent  # noqa: PLC0415
        from ..models.ratings_updated_event import RatingsUpdatedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.royal_turf_bet_placed_event import RoyalTurfBetPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_bets_revealed_event import RoyalTurfBetsRevealedEvent  # noqa: PLC0415
        from ..models.royal_turf_betting_closed_event import RoyalTurfBettingClosedEvent  # noqa: PLC0415
        from ..models.royal_turf_cards_dealt_event import RoyalTurfCardsDealtEvent  # noqa: PLC0415
        from ..models.royal_turf_cycle_started_event import RoyalTurfCycleStartedEvent  # noqa: PLC0415
        from ..models.royal_turf_horse_moved_event import RoyalTurfHorseMovedEvent  # noqa: PLC0415
        from ..models.royal_turf_horses_placed_event import RoyalTurfHorsesPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_move_played_event import RoyalTurfMovePlayedEvent  # noqa: PLC0415
        from ..models.royal_turf_race_finished_event import RoyalTurfRaceFinishedEvent  # noqa: PLC0415
        from ..models.royal_turf_race_started_event import RoyalTurfRaceStartedEvent  # noqa: PLC0415
        from ..models.royal_turf_rolled_event import RoyalTurfRolledEvent  # noqa: PLC0415
        from ..models.royal_turf_round_scored_event import RoyalTurfRoundScoredEvent  # noqa: PLC0415
        from ..models.royal_turf_start_player_event import RoyalTurfStartPlayerEvent  # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.turn_timed_out_event import TurnTimedOutEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, RoyalTurfStartPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfRaceStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfHorsesPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfCardsDealtEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfBetPlacedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfBettingClosedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfHorseMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfCycleStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfRaceFinishedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfBetsRevealedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfMovePlayedEvent):
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
        from ..models.match_forfeited_event import MatchForfeitedEvent  # noqa: PLC0415
        from ..models.match_started_event import MatchStartedEvent  # noqa: PLC0415
        from ..models.ratings_updated_event import RatingsUpdatedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.royal_turf_bet_placed_event import RoyalTurfBetPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_bets_revealed_event import RoyalTurfBetsRevealedEvent  # noqa: PLC0415
        from ..models.royal_turf_betting_closed_event import RoyalTurfBettingClosedEvent  # noqa: PLC0415
        from ..models.royal_turf_cards_dealt_event import RoyalTurfCardsDealtEvent  # noqa: PLC0415
        from ..models.royal_turf_cycle_started_event import RoyalTurfCycleStartedEvent  # noqa: PLC0415
        from ..models.royal_turf_horse_moved_event import RoyalTurfHorseMovedEvent  # noqa: PLC0415
        from ..models.royal_turf_horses_placed_event import RoyalTurfHorsesPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_move_played_event import RoyalTurfMovePlayedEvent  # noqa: PLC0415
        from ..models.royal_turf_race_finished_event import RoyalTurfRaceFinishedEvent  # noqa: PLC0415
        from ..models.royal_turf_race_started_event import RoyalTurfRaceStartedEvent  # noqa: PLC0415
        from ..models.royal_turf_rolled_event import RoyalTurfRolledEvent  # noqa: PLC0415
        from ..models.royal_turf_round_scored_event import RoyalTurfRoundScoredEvent  # noqa: PLC0415
        from ..models.royal_turf_start_player_event import RoyalTurfStartPlayerEvent  # noqa: PLC0415
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
                MatchForfeitedEvent
                | MatchStartedEvent
                | RatingsUpdatedEvent
                | RematchCreatedEvent
                | RoyalTurfBetPlacedEvent
                | RoyalTurfBetsRevealedEvent
                | RoyalTurfBettingClosedEvent
                | RoyalTurfCardsDealtEvent
                | RoyalTurfCycleStartedEvent
                | RoyalTurfHorseMovedEvent
                | RoyalTurfHorsesPlacedEvent
                | RoyalTurfMovePlayedEvent
                | RoyalTurfRaceFinishedEvent
                | RoyalTurfRaceStartedEvent
                | RoyalTurfRolledEvent
                | RoyalTurfRoundScoredEvent
                | RoyalTurfStartPlayerEvent
                | SeatJoinedEvent
                | SeatReplacedByAiEvent
                | SeatResignedEvent
                | TurnTimedOutEvent
            ):
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_0 = RoyalTurfStartPlayerEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_1 = RoyalTurfRaceStartedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_2 = RoyalTurfHorsesPlacedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_3 = RoyalTurfCardsDealtEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_4 = RoyalTurfBetPlacedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_5 = RoyalTurfBettingClosedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_6 = RoyalTurfRolledEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_7 = RoyalTurfHorseMovedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_8 = RoyalTurfCycleStartedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_9 = RoyalTurfRaceFinishedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_10 = RoyalTurfBetsRevealedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_11 = RoyalTurfRoundScoredEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_12 = RoyalTurfMovePlayedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_13 = SeatJoinedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_14 = MatchStartedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_15 = SeatResignedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_16 = MatchForfeitedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_17 = RematchCreatedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_18 = RatingsUpdatedEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_royal_turf_event_type_19 = TurnTimedOutEvent.from_dict(data)

                    return componentsschemas_royal_turf_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_royal_turf_event_type_20 = SeatReplacedByAiEvent.from_dict(data)

                return componentsschemas_royal_turf_event_type_20

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game = cast(Literal["royal-turf"], d.pop("game"))
        if game != "royal-turf":
            raise ValueError(f"game must match const 'royal-turf', got '{game}'")

        last_seq = d.pop("last_seq")

        royal_turf_events_page = cls(
            events=events,
            game=game,
            last_seq=last_seq,
        )

        return royal_turf_events_page
