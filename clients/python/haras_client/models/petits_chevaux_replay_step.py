from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.match_forfeited_event import MatchForfeitedEvent
    from ..models.match_started_event import MatchStartedEvent
    from ..models.petits_chevaux_captured_event import PetitsChevauxCapturedEvent
    from ..models.petits_chevaux_horse_home_event import PetitsChevauxHorseHomeEvent
    from ..models.petits_chevaux_horse_moved_event import PetitsChevauxHorseMovedEvent
    from ..models.petits_chevaux_match_view import PetitsChevauxMatchView
    from ..models.petits_chevaux_match_won_event import PetitsChevauxMatchWonEvent
    from ..models.petits_chevaux_move_played_event import PetitsChevauxMovePlayedEvent
    from ..models.petits_chevaux_passed_event import PetitsChevauxPassedEvent
    from ..models.petits_chevaux_rolled_event import PetitsChevauxRolledEvent
    from ..models.petits_chevaux_start_player_event import PetitsChevauxStartPlayerEvent
    from ..models.petits_chevaux_start_roll_event import PetitsChevauxStartRollEvent
    from ..models.petits_chevaux_turn_forfeited_event import PetitsChevauxTurnForfeitedEvent
    from ..models.ratings_updated_event import RatingsUpdatedEvent
    from ..models.rematch_created_event import RematchCreatedEvent
    from ..models.seat_joined_event import SeatJoinedEvent
    from ..models.seat_replaced_by_ai_event import SeatReplacedByAiEvent
    from ..models.seat_resigned_event import SeatResignedEvent
    from ..models.turn_timed_out_event import TurnTimedOutEvent


T = TypeVar("T", bound="PetitsChevauxReplayStep")


@_attrs_define
class PetitsChevauxReplayStep:
    """
    Attributes:
        events (list[MatchForfeitedEvent | MatchStartedEvent | PetitsChevauxCapturedEvent | PetitsChevauxHorseHomeEvent
            | PetitsChevauxHorseMovedEvent | PetitsChevauxMatchWonEvent | PetitsChevauxMovePlayedEvent |
            PetitsChevauxPassedEvent | PetitsChevauxRolledEvent | PetitsChevauxStartPlayerEvent |
            PetitsChevauxStartRollEvent | PetitsChevauxTurnForfeitedEvent | RatingsUpdatedEvent | RematchCreatedEvent |
            SeatJoinedEvent | SeatReplacedByAiEvent | SeatResignedEvent | TurnTimedOutEvent]): The public events of the
            step, and the service's own up to the next step.
        game (Literal['petits-chevaux']): The match's game.
        match (PetitsChevauxMatchView):
        step (int): Steps taken: 0 is the match before its first step.
        steps (int): The replay's number of steps, which is also its last step's number.
    """

    events: list[
        MatchForfeitedEvent
        | MatchStartedEvent
        | PetitsChevauxCapturedEvent
        | PetitsChevauxHorseHomeEvent
        | PetitsChevauxHorseMovedEvent
        | PetitsChevauxMatchWonEvent
        | PetitsChevauxMovePlayedEvent
        | PetitsChevauxPassedEvent
        | PetitsChevauxRolledEvent
        | PetitsChevauxStartPlayerEvent
        | PetitsChevauxStartRollEvent
        | PetitsChevauxTurnForfeitedEvent
        | RatingsUpdatedEvent
        | RematchCreatedEvent
        | SeatJoinedEvent
        | SeatReplacedByAiEvent
        | SeatResignedEvent
        | TurnTimedOutEvent
    ]
    game: Literal["petits-chevaux"]
    match: PetitsChevauxMatchView
    step: int
    steps: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.match_forfeited_event import MatchForfeitedEvent  # noqa: PLC0415
        from ..models.match_started_event import MatchStartedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_captured_event import PetitsChevauxCapturedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_horse_home_event import PetitsChevauxHorseHomeEvent  # noqa: PLC0415
        from ..models.petits_chevaux_horse_moved_event import PetitsChevauxHorseMovedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_match_won_event import PetitsChevauxMatchWonEvent  # noqa: PLC0415
        from ..models.petits_chevaux_move_played_event import PetitsChevauxMovePlayedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_passed_event import PetitsChevauxPassedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_rolled_event import PetitsChevauxRolledEvent  # noqa: PLC0415
        from ..models.petits_chevaux_start_player_event import PetitsChevauxStartPlayerEvent  # noqa: PLC0415
        from ..models.petits_chevaux_start_roll_event import PetitsChevauxStartRollEvent  # noqa: PLC0415
        from ..models.petits_chevaux_turn_forfeited_event import PetitsChevauxTurnForfeitedEvent  # noqa: PLC0415
        from ..models.ratings_updated_event import RatingsUpdatedEvent  # noqa: PLC0415
        from ..models.rematch_created_event import RematchCreatedEvent  # noqa: PLC0415
        from ..models.seat_joined_event import SeatJoinedEvent  # noqa: PLC0415
        from ..models.seat_resigned_event import SeatResignedEvent  # noqa: PLC0415
        from ..models.turn_timed_out_event import TurnTimedOutEvent  # noqa: PLC0415

        events = []
        for events_item_data in self.events:
            events_item: dict[str, Any]
            if isinstance(events_item_data, PetitsChevauxStartRollEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxStartPlayerEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxRolledEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxTurnForfeitedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxPassedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxHorseMovedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxCapturedEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxHorseHomeEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxMatchWonEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, PetitsChevauxMovePlayedEvent):
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

        match = self.match.to_dict()

        step = self.step

        steps = self.steps

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "game": game,
                "match": match,
                "step": step,
                "steps": steps,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.match_forfeited_event import MatchForfeitedEvent  # noqa: PLC0415
        from ..models.match_started_event import MatchStartedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_captured_event import PetitsChevauxCapturedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_horse_home_event import PetitsChevauxHorseHomeEvent  # noqa: PLC0415
        from ..models.petits_chevaux_horse_moved_event import PetitsChevauxHorseMovedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_match_view import PetitsChevauxMatchView  # noqa: PLC0415
        from ..models.petits_chevaux_match_won_event import PetitsChevauxMatchWonEvent  # noqa: PLC0415
        from ..models.petits_chevaux_move_played_event import PetitsChevauxMovePlayedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_passed_event import PetitsChevauxPassedEvent  # noqa: PLC0415
        from ..models.petits_chevaux_rolled_event import PetitsChevauxRolledEvent  # noqa: PLC0415
        from ..models.petits_chevaux_start_player_event import PetitsChevauxStartPlayerEvent  # noqa: PLC0415
        from ..models.petits_chevaux_start_roll_event import PetitsChevauxStartRollEvent  # noqa: PLC0415
        from ..models.petits_chevaux_turn_forfeited_event import PetitsChevauxTurnForfeitedEvent  # noqa: PLC0415
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
                | PetitsChevauxCapturedEvent
                | PetitsChevauxHorseHomeEvent
                | PetitsChevauxHorseMovedEvent
                | PetitsChevauxMatchWonEvent
                | PetitsChevauxMovePlayedEvent
                | PetitsChevauxPassedEvent
                | PetitsChevauxRolledEvent
                | PetitsChevauxStartPlayerEvent
                | PetitsChevauxStartRollEvent
                | PetitsChevauxTurnForfeitedEvent
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
                    componentsschemas_petits_chevaux_event_type_0 = PetitsChevauxStartRollEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_1 = PetitsChevauxStartPlayerEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_2 = PetitsChevauxRolledEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_3 = PetitsChevauxTurnForfeitedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_3
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_4 = PetitsChevauxPassedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_4
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_5 = PetitsChevauxHorseMovedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_5
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_6 = PetitsChevauxCapturedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_6
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_7 = PetitsChevauxHorseHomeEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_7
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_8 = PetitsChevauxMatchWonEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_8
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_9 = PetitsChevauxMovePlayedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_9
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_10 = SeatJoinedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_10
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_11 = MatchStartedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_11
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_12 = SeatResignedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_12
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_13 = MatchForfeitedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_13
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_14 = RematchCreatedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_14
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_15 = RatingsUpdatedEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_15
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_16 = TurnTimedOutEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_16
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_petits_chevaux_event_type_17 = SeatReplacedByAiEvent.from_dict(data)

                return componentsschemas_petits_chevaux_event_type_17

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        game = cast(Literal["petits-chevaux"], d.pop("game"))
        if game != "petits-chevaux":
            raise ValueError(f"game must match const 'petits-chevaux', got '{game}'")

        match = PetitsChevauxMatchView.from_dict(d.pop("match"))

        step = d.pop("step")

        steps = d.pop("steps")

        petits_chevaux_replay_step = cls(
            events=events,
            game=game,
            match=match,
            step=step,
            steps=steps,
        )

        return petits_chevaux_replay_step
