from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.match_forfeited_event import MatchForfeitedEvent
    from ..models.match_started_event import MatchStartedEvent
    from ..models.poney_mon_amour_attack_event import PoneyMonAmourAttackEvent
    from ..models.poney_mon_amour_build_event import PoneyMonAmourBuildEvent
    from ..models.poney_mon_amour_defend_event import PoneyMonAmourDefendEvent
    from ..models.poney_mon_amour_discard_event import PoneyMonAmourDiscardEvent
    from ..models.poney_mon_amour_drew_event import PoneyMonAmourDrewEvent
    from ..models.poney_mon_amour_move_played_event import PoneyMonAmourMovePlayedEvent
    from ..models.poney_mon_amour_passed_event import PoneyMonAmourPassedEvent
    from ..models.poney_mon_amour_replace_event import PoneyMonAmourReplaceEvent
    from ..models.poney_mon_amour_reshuffled_event import PoneyMonAmourReshuffledEvent
    from ..models.poney_mon_amour_riders_drawn_event import PoneyMonAmourRidersDrawnEvent
    from ..models.poney_mon_amour_round_scored_event import PoneyMonAmourRoundScoredEvent
    from ..models.poney_mon_amour_round_started_event import PoneyMonAmourRoundStartedEvent
    from ..models.poney_mon_amour_round_stopped_event import PoneyMonAmourRoundStoppedEvent
    from ..models.poney_mon_amour_round_won_event import PoneyMonAmourRoundWonEvent
    from ..models.poney_mon_amour_start_player_event import PoneyMonAmourStartPlayerEvent
    from ..models.ratings_updated_event import RatingsUpdatedEvent
    from ..models.rematch_created_event import RematchCreatedEvent
    from ..models.seat_joined_event import SeatJoinedEvent
    from ..models.seat_replaced_by_ai_event import SeatReplacedByAiEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.turn_timed_out_event import TurnTimedOutEvent


T = TypeVar("T", bound="PoneyMonAmourEventsPage")


@_attrs_define
class PoneyMonAmourEventsPage:
    """
    Attributes:
        events (list[MatchForfeitedEvent | MatchStartedEvent | PoneyMonAmourAttackEvent | PoneyMonAmourBuildEvent |
            PoneyMonAmourDefendEvent | PoneyMonAmourDiscardEvent | PoneyMonAmourDrewEvent | PoneyMonAmourMovePlayedEvent |
            PoneyMonAmourPassedEvent | PoneyMonAmourReplaceEvent | PoneyMonAmourReshuffledEvent |
            PoneyMonAmourRidersDrawnEvent | PoneyMonAmourRoundScoredEvent | PoneyMonAmourRoundStartedEvent |
            PoneyMonAmourRoundStoppedEvent | PoneyMonAmourRoundWonEvent | PoneyMonAmourStartPlayerEvent |
            RatingsUpdatedEvent | RematchCreatedEvent | SeatJoinedEvent | SeatReplacedByAiEvent | SeatResignedEvent |
            TurnTimedOutEvent]):
        game (Literal['poney-mon-amour']): The match's game.
        last_seq (int): Pass as `after` to read on.
    """

    events: list[
        MatchForfeitedEvent
        | MatchStartedEvent
        | PoneyMonAmourAttackEvent
        | PoneyMonAmourBuildEvent
        | PoneyMonAmourDefendEvent
        | PoneyMonAmourDiscardEvent
        | PoneyMonAmourDrewEvent
        | PoneyMonAmourMovePlayedEvent
        | PoneyMonAmourPassedEvent
        | PoneyMonAmourReplaceEvent
        | PoneyMonAmourReshuffledEvent
        | PoneyMonAmourRidersDrawnEvent
        | PoneyMonAmourRoundScoredEvent
        | PoneyMonAmourRoundStartedEvent
        | PoneyMonAmourRoundStoppedEvent
        | PoneyMonAmourRoundWonEvent
        | PoneyMonAmourStartPlayerEvent
        | RatingsUpdatedEvent
        | RematchCreatedEvent
        | SeatJoinedEvent
        | SeatReplacedByAiEvent
        | SeatResignedEvent
        | TurnTimedOutEvent
    ]
    game: Literal["poney-mon-amour"]
    last_seq: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.match_forfeited_event import MatchForfeitedEvent  # noqa: PLC0415
        from ..models.match_started_event import MatchStartedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_attack_event import PoneyMonAmourAttackEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_build_event import PoneyMonAmourBuildEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_defend_event import PoneyMonAmourDefendEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_discard_event import PoneyMonAmourDiscardEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_drew_event import PoneyMonAmourDrewEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_move_played_event import PoneyMonAmourMovePlayedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_passed_event import PoneyMonAmourPassedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_replace_event import PoneyMonAmourReplaceEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_reshuffled_event import PoneyMonAmourReshuffledEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_riders_drawn_event import PoneyMonAmourRidersDrawnEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_scored_event import PoneyMonAmourRoundScoredEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_started_event import PoneyMonAmourRoundStartedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_stopped_event import PoneyMonAmourRoundStoppedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_won_event import PoneyMonAmourRoundWonEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_start_player_event import PoneyMonAmourStartPlayerEvent  # noqa: PLC0415
        from ..models.ratings_updated_event import RatingsUpdatedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.turn_timed_out_event import TurnTimedOutEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, PoneyMonAmourRidersDrawnEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourStartPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourRoundStartedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourDrewEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourReshuffledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourBuildEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourReplaceEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourAttackEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourDefendEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourDiscardEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourRoundWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourRoundStoppedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourRoundScoredEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PoneyMonAmourMovePlayedEvent):
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
        from ..models.poney_mon_amour_attack_event import PoneyMonAmourAttackEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_build_event import PoneyMonAmourBuildEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_defend_event import PoneyMonAmourDefendEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_discard_event import PoneyMonAmourDiscardEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_drew_event import PoneyMonAmourDrewEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_move_played_event import PoneyMonAmourMovePlayedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_passed_event import PoneyMonAmourPassedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_replace_event import PoneyMonAmourReplaceEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_reshuffled_event import PoneyMonAmourReshuffledEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_riders_drawn_event import PoneyMonAmourRidersDrawnEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_scored_event import PoneyMonAmourRoundScoredEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_started_event import PoneyMonAmourRoundStartedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_stopped_event import PoneyMonAmourRoundStoppedEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_round_won_event import PoneyMonAmourRoundWonEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_start_player_event import PoneyMonAmourStartPlayerEvent  # noqa: PLC0415
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
                MatchForfeitedEvent
                | MatchStartedEvent
                | PoneyMonAmourAttackEvent
                | PoneyMonAmourBuildEvent
                | PoneyMonAmourDefendEvent
                | PoneyMonAmourDiscardEvent
                | PoneyMonAmourDrewEvent
                | PoneyMonAmourMovePlayedEvent
                | PoneyMonAmourPassedEvent
                | PoneyMonAmourReplaceEvent
                | PoneyMonAmourReshuffledEvent
                | PoneyMonAmourRidersDrawnEvent
                | PoneyMonAmourRoundScoredEvent
                | PoneyMonAmourRoundStartedEvent
                | PoneyMonAmourRoundStoppedEvent
                | PoneyMonAmourRoundWonEvent
                | PoneyMonAmourStartPlayerEvent
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
                    componentsschemas_poney_mon_amour_event_type_0 = PoneyMonAmourRidersDrawnEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_1 = PoneyMonAmourStartPlayerEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_2 = PoneyMonAmourRoundStartedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_3 = PoneyMonAmourDrewEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_4 = PoneyMonAmourReshuffledEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_5 = PoneyMonAmourBuildEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_6 = PoneyMonAmourReplaceEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_7 = PoneyMonAmourAttackEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_8 = PoneyMonAmourDefendEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_9 = PoneyMonAmourDiscardEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_10 = PoneyMonAmourPassedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_11 = PoneyMonAmourRoundWonEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_12 = PoneyMonAmourRoundStoppedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_13 = PoneyMonAmourRoundScoredEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_14 = PoneyMonAmourMovePlayedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_15 = SeatJoinedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_16 = MatchStartedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_17 = SeatResignedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_18 = MatchForfeitedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_18
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_19 = RematchCreatedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_19
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_20 = RatingsUpdatedEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_20
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_poney_mon_amour_event_type_21 = TurnTimedOutEvent.from_dict(data)

                    return componentsschemas_poney_mon_amour_event_type_21
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_event_type_22 = SeatReplacedByAiEvent.from_dict(data)

                return componentsschemas_poney_mon_amour_event_type_22

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game = cast(Literal["poney-mon-amour"], d.pop("game"))
        if game != "poney-mon-amour":
            raise ValueError(f"game must match const 'poney-mon-amour', got '{game}'")

        last_seq = d.pop("last_seq")

        poney_mon_amour_events_page = cls(
            events=events,
            game=game,
            last_seq=last_seq,
        )

        return poney_mon_amour_events_page
