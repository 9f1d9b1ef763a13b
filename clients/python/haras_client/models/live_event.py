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
    from ..models.petits_chevaux_captured_event import PetitsChevauxCapturedEvent
    from ..models.petits_chevaux_horse_home_event import PetitsChevauxHorseHomeEvent
    from ..models.petits_chevaux_horse_moved_event import PetitsChevauxHorseMovedEvent
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


T = TypeVar("T", bound="LiveEvent")


@_attrs_define
class LiveEvent:
    """One event of the match, as the viewer may see it.

    Attributes:
        event (AmazonesBidClosedEvent | AmazonesBidKeptEvent | AmazonesCardBidEvent | AmazonesCardsPassedEvent |
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
            PoneyMonAmourStartPlayerEvent | RematchCreatedEvent | RoyalTurfBetPlacedEvent | RoyalTurfBetsRevealedEvent |
            RoyalTurfBettingClosedEvent | RoyalTurfCardsDealtEvent | RoyalTurfCycleStartedEvent | RoyalTurfHorseMovedEvent |
            RoyalTurfHorsesPlacedEvent | RoyalTurfMovePlayedEvent | RoyalTurfRaceFinishedEvent | RoyalTurfRaceStartedEvent |
            RoyalTurfRolledEvent | RoyalTurfRoundScoredEvent | RoyalTurfStartPlayerEvent | SeatJoinedEvent |
            SeatReplacedByAiEvent | SeatResignedEvent | TurnTimedOutEvent): The event: its `type` says which (the game's
            event schemas).
        type_ (Literal['event']):
    """

    event: (
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
    )
    type_: Literal["event"]

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

        event: dict[str, Any]
        if isinstance(self.event, PetitsChevauxStartRollEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxStartPlayerEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxRolledEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxTurnForfeitedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxPassedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxHorseMovedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxCapturedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxHorseHomeEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxMatchWonEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PetitsChevauxMovePlayedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatJoinedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, MatchStartedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatResignedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, MatchForfeitedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RematchCreatedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, TurnTimedOutEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, SeatReplacedByAiEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfStartPlayerEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfRaceStartedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfHorsesPlacedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfCardsDealtEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfBetPlacedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfBettingClosedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfRolledEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfHorseMovedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfCycleStartedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfRaceFinishedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfBetsRevealedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfRoundScoredEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, RoyalTurfMovePlayedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesStartPlayerEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesJoustStartedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesCardBidEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesBidClosedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesSecondBidStartedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesFaceDownAddedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesCardTakenBackEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesBidKeptEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesRevealedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesNoWinnerEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesTilePlacedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesTileDiscardedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesGameOverEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesCardsPassedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesRoundScoredEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, AmazonesMovePlayedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourRidersDrawnEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourStartPlayerEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourRoundStartedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourDrewEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourReshuffledEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourBuildEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourReplaceEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourAttackEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourDefendEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourDiscardEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourPassedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourRoundWonEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourRoundStoppedEvent):
            event = self.event.to_dict()
        elif isinstance(self.event, PoneyMonAmourRoundScoredEvent):
            event = self.event.to_dict()
        else:
            event = self.event.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "event": event,
                "type": type_,
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

        def _parse_event(
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
                componentsschemas_petits_chevaux_event_type_15 = TurnTimedOutEvent.from_dict(data)

                return componentsschemas_petits_chevaux_event_type_15
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_petits_chevaux_event_type_16 = SeatReplacedByAiEvent.from_dict(data)

                return componentsschemas_petits_chevaux_event_type_16
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

        event = _parse_event(d.pop("event"))

        type_ = cast(Literal["event"], d.pop("type"))
        if type_ != "event":
            raise ValueError(f"type must match const 'event', got '{type_}'")

        live_event = cls(
            event=event,
            type_=type_,
        )

        return live_event
