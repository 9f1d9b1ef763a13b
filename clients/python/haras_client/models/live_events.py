from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.amazones_bid_closed_event import AmazonesBidClosedEvent
    from ..models.amazones_bid_kept_event import AmazonesBidKeptEvent
    from ..models.amazones_card_bid_event import AmazonesCardBidEvent
    from ..models.amazones_card_taken_back_event import AmazonesCardTakenBackEvent
    from ..models.amazones_cards_passed_event import AmazonesCardsPassedEvent
    from ..models.amazones_face_down_added_event import AmazonesFaceDownAddedEvent
    from ..models.amazones_game_over_event import AmazonesGameOverEvent
    from ..models.amazones_joust_started_event import AmazonesJoustStartedEvent
    from ..models.amazones_match_view import AmazonesMatchView
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
    from ..models.poney_mon_amour_attack_event import PoneyMonAmourAttackEvent
    from ..models.poney_mon_amour_build_event import PoneyMonAmourBuildEvent
    from ..models.poney_mon_amour_defend_event import PoneyMonAmourDefendEvent
    from ..models.poney_mon_amour_discard_event import PoneyMonAmourDiscardEvent
    from ..models.poney_mon_amour_drew_event import PoneyMonAmourDrewEvent
    from ..models.poney_mon_amour_match_view import PoneyMonAmourMatchView
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
    from ..models.royal_turf_bet_placed_event import RoyalTurfBetPlacedEvent
    from ..models.royal_turf_bets_revealed_event import RoyalTurfBetsRevealedEvent
    from ..models.royal_turf_betting_closed_event import RoyalTurfBettingClosedEvent
    from ..models.royal_turf_cards_dealt_event import RoyalTurfCardsDealtEvent
    from ..models.royal_turf_cycle_started_event import RoyalTurfCycleStartedEvent
    from ..models.royal_turf_horse_moved_event import RoyalTurfHorseMovedEvent
    from ..models.royal_turf_horses_placed_event import RoyalTurfHorsesPlacedEvent
    from ..models.royal_turf_match_view import RoyalTurfMatchView
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


T = TypeVar("T", bound="LiveEvents")


@_attrs_define
class LiveEvents:
    """Events of the match as they are committed, as the viewer may see them, with the seat's view when they moved the
    match on.

        Attributes:
            events (list[AmazonesBidClosedEvent | AmazonesBidKeptEvent | AmazonesCardBidEvent | AmazonesCardsPassedEvent |
                AmazonesCardTakenBackEvent | AmazonesFaceDownAddedEvent | AmazonesGameOverEvent | AmazonesJoustStartedEvent |
                AmazonesMovePlayedEvent | AmazonesNoWinnerEvent | AmazonesRevealedEvent | AmazonesRoundScoredEvent |
                AmazonesSecondBidStartedEvent | AmazonesStartPlayerEvent | AmazonesTileDiscardedEvent | AmazonesTilePlacedEvent
                | MatchForfeitedEvent | MatchStartedEvent | PetitsChevauxCapturedEvent | PetitsChevauxHorseHomeEvent |
                PetitsChevauxHorseMovedEvent | PetitsChevauxMatchWonEvent | PetitsChevauxMovePlayedEvent |
                PetitsChevauxPassedEvent | PetitsChevauxRolledEvent | PetitsChevauxStartPlayerEvent |
                PetitsChevauxStartRollEvent | PetitsChevauxTurnForfeitedEvent | PoneyMonAmourAttackEvent |
                PoneyMonAmourBuildEvent | PoneyMonAmourDefendEvent | PoneyMonAmourDiscardEvent | PoneyMonAmourDrewEvent |
                PoneyMonAmourMovePlayedEvent | PoneyMonAmourPassedEvent | PoneyMonAmourReplaceEvent |
                PoneyMonAmourReshuffledEvent | PoneyMonAmourRidersDrawnEvent | PoneyMonAmourRoundScoredEvent |
                PoneyMonAmourRoundStartedEvent | PoneyMonAmourRoundStoppedEvent | PoneyMonAmourRoundWonEvent |
                PoneyMonAmourStartPlayerEvent | RatingsUpdatedEvent | RematchCreatedEvent | RoyalTurfBetPlacedEvent |
                RoyalTurfBetsRevealedEvent | RoyalTurfBettingClosedEvent | RoyalTurfCardsDealtEvent | RoyalTurfCycleStartedEvent
                | RoyalTurfHorseMovedEvent | RoyalTurfHorsesPlacedEvent | RoyalTurfMovePlayedEvent | RoyalTurfRaceFinishedEvent
                | RoyalTurfRaceStartedEvent | RoyalTurfRolledEvent | RoyalTurfRoundScoredEvent | RoyalTurfStartPlayerEvent |
                SeatJoinedEvent | SeatReplacedByAiEvent | SeatResignedEvent | TurnTimedOutEvent]): In order, each with its
                `seq`; its `type` says which of the game's event schemas it follows.
            type_ (Literal['events']):
            match (AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Unset): Its
                `game` says which game's MatchView it is.
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
    type_: Literal["events"]
    match: AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_bid_closed_event import AmazonesBidClosedEvent  # noqa: PLC0415
        from ..models.amazones_bid_kept_event import AmazonesBidKeptEvent  # noqa: PLC0415
        from ..models.amazones_card_bid_event import AmazonesCardBidEvent  # noqa: PLC0415
        from ..models.amazones_card_taken_back_event import AmazonesCardTakenBackEvent  # noqa: PLC0415
        from ..models.amazones_cards_passed_event import AmazonesCardsPassedEvent  # noqa: PLC0415
        from ..models.amazones_face_down_added_event import AmazonesFaceDownAddedEvent  # noqa: PLC0415
        from ..models.amazones_game_over_event import AmazonesGameOverEvent  # noqa: PLC0415
        from ..models.amazones_joust_started_event import AmazonesJoustStartedEvent  # noqa: PLC0415
        from ..models.amazones_match_view import AmazonesMatchView  # noqa: PLC0415
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
        from ..models.poney_mon_amour_attack_event import PoneyMonAmourAttackEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_build_event import PoneyMonAmourBuildEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_defend_event import PoneyMonAmourDefendEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_discard_event import PoneyMonAmourDiscardEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_drew_event import PoneyMonAmourDrewEvent  # noqa: PLC0415
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
        from ..models.royal_turf_bet_placed_event import RoyalTurfBetPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_bets_revealed_event import RoyalTurfBetsRevealedEvent  # noqa: PLC0415
        from ..models.royal_turf_betting_closed_event import RoyalTurfBettingClosedEvent  # noqa: PLC0415
        from ..models.royal_turf_cards_dealt_event import RoyalTurfCardsDealtEvent  # noqa: PLC0415
        from ..models.royal_turf_cycle_started_event import RoyalTurfCycleStartedEvent  # noqa: PLC0415
        from ..models.royal_turf_horse_moved_event import RoyalTurfHorseMovedEvent  # noqa: PLC0415
        from ..models.royal_turf_horses_placed_event import RoyalTurfHorsesPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_match_view import RoyalTurfMatchView  # noqa: PLC0415
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
            elif isinstance(events_item_data, SeatReplacedByAiEvent):
                events_item = events_item_data.to_dict()
            elif isinstance(events_item_data, RoyalTurfStartPlayerEvent):
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
            elif isinstance(events_item_data, AmazonesStartPlayerEvent):
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
            elif isinstance(events_item_data, PoneyMonAmourRidersDrawnEvent):
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
            else:
                events_item = events_item_data.to_dict()

            events.append(events_item)

        type_ = self.type_

        match: dict[str, Any] | Unset
        if isinstance(self.match, Unset):
            match = UNSET
        elif isinstance(self.match, PetitsChevauxMatchView):
            match = self.match.to_dict()
        elif isinstance(self.match, RoyalTurfMatchView):
            match = self.match.to_dict()
        elif isinstance(self.match, AmazonesMatchView):
            match = self.match.to_dict()
        else:
            match = self.match.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "type": type_,
            }
        )
        if match is not UNSET:
            field_dict["match"] = match

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
        from ..models.amazones_match_view import AmazonesMatchView  # noqa: PLC0415
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
        from ..models.poney_mon_amour_attack_event import PoneyMonAmourAttackEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_build_event import PoneyMonAmourBuildEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_defend_event import PoneyMonAmourDefendEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_discard_event import PoneyMonAmourDiscardEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_drew_event import PoneyMonAmourDrewEvent  # noqa: PLC0415
        from ..models.poney_mon_amour_match_view import PoneyMonAmourMatchView  # noqa: PLC0415
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
        from ..models.royal_turf_bet_placed_event import RoyalTurfBetPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_bets_revealed_event import RoyalTurfBetsRevealedEvent  # noqa: PLC0415
        from ..models.royal_turf_betting_closed_event import RoyalTurfBettingClosedEvent  # noqa: PLC0415
        from ..models.royal_turf_cards_dealt_event import RoyalTurfCardsDealtEvent  # noqa: PLC0415
        from ..models.royal_turf_cycle_started_event import RoyalTurfCycleStartedEvent  # noqa: PLC0415
        from ..models.royal_turf_horse_moved_event import RoyalTurfHorseMovedEvent  # noqa: PLC0415
        from ..models.royal_turf_horses_placed_event import RoyalTurfHorsesPlacedEvent  # noqa: PLC0415
        from ..models.royal_turf_match_view import RoyalTurfMatchView  # noqa: PLC0415
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
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_petits_chevaux_event_type_17 = SeatReplacedByAiEvent.from_dict(data)

                    return componentsschemas_petits_chevaux_event_type_17
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
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
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_poney_mon_amour_event_type_14 = PoneyMonAmourMovePlayedEvent.from_dict(data)

                return componentsschemas_poney_mon_amour_event_type_14

            events_item = _parse_events_item(events_item_data)

            events.append(events_item)

        type_ = cast(Literal["events"], d.pop("type"))
        if type_ != "events":
            raise ValueError(f"type must match const 'events', got '{type_}'")

        def _parse_match(
            data: object,
        ) -> AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_view_type_0 = PetitsChevauxMatchView.from_dict(data)

                return componentsschemas_match_view_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_view_type_1 = RoyalTurfMatchView.from_dict(data)

                return componentsschemas_match_view_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_view_type_2 = AmazonesMatchView.from_dict(data)

                return componentsschemas_match_view_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            componentsschemas_match_view_type_3 = PoneyMonAmourMatchView.from_dict(data)

            return componentsschemas_match_view_type_3

        match = _parse_match(d.pop("match", UNSET))

        live_events = cls(
            events=events,
            type_=type_,
            match=match,
        )

        return live_events
