"""Contains all the data models used in inputs/outputs"""

from .ai_spec import AiSpec
from .ai_spec_level import AiSpecLevel
from .amazones_add_face_down import AmazonesAddFaceDown
from .amazones_add_face_down_colour import AmazonesAddFaceDownColour
from .amazones_add_face_down_seen import AmazonesAddFaceDownSeen
from .amazones_add_face_down_seen_colour_type_0 import AmazonesAddFaceDownSeenColourType0
from .amazones_bid_card import AmazonesBidCard
from .amazones_bid_card_colour import AmazonesBidCardColour
from .amazones_bid_closed_event import AmazonesBidClosedEvent
from .amazones_bid_done import AmazonesBidDone
from .amazones_bid_kept_event import AmazonesBidKeptEvent
from .amazones_card_bid_event import AmazonesCardBidEvent
from .amazones_card_bid_event_card import AmazonesCardBidEventCard
from .amazones_card_bid_event_card_colour import AmazonesCardBidEventCardColour
from .amazones_card_taken_back_event import AmazonesCardTakenBackEvent
from .amazones_card_taken_back_event_card import AmazonesCardTakenBackEventCard
from .amazones_card_taken_back_event_card_colour import AmazonesCardTakenBackEventCardColour
from .amazones_cards_passed_event import AmazonesCardsPassedEvent
from .amazones_discard_tile import AmazonesDiscardTile
from .amazones_discard_tile_part import AmazonesDiscardTilePart
from .amazones_events_page import AmazonesEventsPage
from .amazones_face_down_added_event import AmazonesFaceDownAddedEvent
from .amazones_face_down_added_event_card_type_0 import AmazonesFaceDownAddedEventCardType0
from .amazones_face_down_added_event_card_type_0_colour import AmazonesFaceDownAddedEventCardType0Colour
from .amazones_game_over_event import AmazonesGameOverEvent
from .amazones_game_over_event_reason import AmazonesGameOverEventReason
from .amazones_joust_started_event import AmazonesJoustStartedEvent
from .amazones_joust_started_event_tops import AmazonesJoustStartedEventTops
from .amazones_keep import AmazonesKeep
from .amazones_legal_moves import AmazonesLegalMoves
from .amazones_match_view import AmazonesMatchView
from .amazones_match_view_status import AmazonesMatchViewStatus
from .amazones_move_played import AmazonesMovePlayed
from .amazones_move_played_event import AmazonesMovePlayedEvent
from .amazones_no_winner_event import AmazonesNoWinnerEvent
from .amazones_options import AmazonesOptions
from .amazones_place_tile import AmazonesPlaceTile
from .amazones_place_tile_part import AmazonesPlaceTilePart
from .amazones_replay_step import AmazonesReplayStep
from .amazones_resolved_options import AmazonesResolvedOptions
from .amazones_revealed_event import AmazonesRevealedEvent
from .amazones_revealed_event_bids import AmazonesRevealedEventBids
from .amazones_revealed_event_bids_additional_property import AmazonesRevealedEventBidsAdditionalProperty
from .amazones_revealed_event_bids_additional_property_cards_item import (
    AmazonesRevealedEventBidsAdditionalPropertyCardsItem,
)
from .amazones_revealed_event_bids_additional_property_cards_item_colour import (
    AmazonesRevealedEventBidsAdditionalPropertyCardsItemColour,
)
from .amazones_round_scored_event import AmazonesRoundScoredEvent
from .amazones_round_scored_event_breakdown import AmazonesRoundScoredEventBreakdown
from .amazones_round_scored_event_breakdown_additional_property import (
    AmazonesRoundScoredEventBreakdownAdditionalProperty,
)
from .amazones_round_scored_event_round import AmazonesRoundScoredEventRound
from .amazones_round_scored_event_scores import AmazonesRoundScoredEventScores
from .amazones_second_bid_started_event import AmazonesSecondBidStartedEvent
from .amazones_start_player_event import AmazonesStartPlayerEvent
from .amazones_state import AmazonesState
from .amazones_state_bids_item import AmazonesStateBidsItem
from .amazones_state_bids_item_face_down_type_0 import AmazonesStateBidsItemFaceDownType0
from .amazones_state_bids_item_face_down_type_0_colour import AmazonesStateBidsItemFaceDownType0Colour
from .amazones_state_bids_item_face_up_item import AmazonesStateBidsItemFaceUpItem
from .amazones_state_bids_item_face_up_item_colour import AmazonesStateBidsItemFaceUpItemColour
from .amazones_state_discarded import AmazonesStateDiscarded
from .amazones_state_hands_item import AmazonesStateHandsItem
from .amazones_state_hands_item_cards_type_0_item import AmazonesStateHandsItemCardsType0Item
from .amazones_state_hands_item_cards_type_0_item_colour import AmazonesStateHandsItemCardsType0ItemColour
from .amazones_state_in_play_item import AmazonesStateInPlayItem
from .amazones_state_men_item import AmazonesStateMenItem
from .amazones_state_men_item_men_item import AmazonesStateMenItemMenItem
from .amazones_state_phase import AmazonesStatePhase
from .amazones_state_piles import AmazonesStatePiles
from .amazones_state_piles_jambes import AmazonesStatePilesJambes
from .amazones_state_piles_tete import AmazonesStatePilesTete
from .amazones_state_piles_torse import AmazonesStatePilesTorse
from .amazones_state_scores_type_0 import AmazonesStateScoresType0
from .amazones_take_back import AmazonesTakeBack
from .amazones_take_back_colour import AmazonesTakeBackColour
from .amazones_tile_discarded_event import AmazonesTileDiscardedEvent
from .amazones_tile_discarded_event_part import AmazonesTileDiscardedEventPart
from .amazones_tile_placed_event import AmazonesTilePlacedEvent
from .amazones_tile_placed_event_part import AmazonesTilePlacedEventPart
from .arena_player import ArenaPlayer
from .arena_player_result import ArenaPlayerResult
from .arena_player_spec import ArenaPlayerSpec
from .arena_player_spec_level import ArenaPlayerSpecLevel
from .arena_view import ArenaView
from .arena_view_elo import ArenaViewElo
from .arena_view_options import ArenaViewOptions
from .arena_view_results import ArenaViewResults
from .arena_view_status import ArenaViewStatus
from .catalog import Catalog
from .catalog_ai_levels_item import CatalogAiLevelsItem
from .catalog_id import CatalogId
from .catalog_options_schema import CatalogOptionsSchema
from .create_arena import CreateArena
from .create_arena_game import CreateArenaGame
from .create_match import CreateMatch
from .create_match_game import CreateMatchGame
from .create_player import CreatePlayer
from .create_ticket import CreateTicket
from .create_ticket_game import CreateTicketGame
from .create_ticket_options import CreateTicketOptions
from .create_webhook import CreateWebhook
from .create_webhook_events_item import CreateWebhookEventsItem
from .created_match import CreatedMatch
from .created_match_seat_tokens import CreatedMatchSeatTokens
from .created_player import CreatedPlayer
from .created_ticket import CreatedTicket
from .created_webhook import CreatedWebhook
from .created_webhook_events_item import CreatedWebhookEventsItem
from .delivery import Delivery
from .delivery_event_type import DeliveryEventType
from .delivery_page import DeliveryPage
from .delivery_status import DeliveryStatus
from .health import Health
from .health_status import HealthStatus
from .job_ref import JobRef
from .job_ref_kind import JobRefKind
from .job_status import JobStatus
from .join_seat import JoinSeat
from .joined import Joined
from .leaderboard import Leaderboard
from .leaderboard_entry import LeaderboardEntry
from .leaderboard_player import LeaderboardPlayer
from .list_matches_status import ListMatchesStatus
from .list_player_matches_game import ListPlayerMatchesGame
from .live_auth import LiveAuth
from .live_end import LiveEnd
from .live_error import LiveError
from .live_events import LiveEvents
from .live_move import LiveMove
from .live_moved import LiveMoved
from .live_welcome import LiveWelcome
from .match_forfeited_event import MatchForfeitedEvent
from .match_list import MatchList
from .match_started_event import MatchStartedEvent
from .petits_chevaux_captured_event import PetitsChevauxCapturedEvent
from .petits_chevaux_events_page import PetitsChevauxEventsPage
from .petits_chevaux_horse_home_event import PetitsChevauxHorseHomeEvent
from .petits_chevaux_horse_moved_event import PetitsChevauxHorseMovedEvent
from .petits_chevaux_legal_moves import PetitsChevauxLegalMoves
from .petits_chevaux_match_view import PetitsChevauxMatchView
from .petits_chevaux_match_view_status import PetitsChevauxMatchViewStatus
from .petits_chevaux_match_won_event import PetitsChevauxMatchWonEvent
from .petits_chevaux_move_horse import PetitsChevauxMoveHorse
from .petits_chevaux_move_played import PetitsChevauxMovePlayed
from .petits_chevaux_move_played_event import PetitsChevauxMovePlayedEvent
from .petits_chevaux_options import PetitsChevauxOptions
from .petits_chevaux_passed_event import PetitsChevauxPassedEvent
from .petits_chevaux_passed_event_reason import PetitsChevauxPassedEventReason
from .petits_chevaux_replay_step import PetitsChevauxReplayStep
from .petits_chevaux_resolved_options import PetitsChevauxResolvedOptions
from .petits_chevaux_roll import PetitsChevauxRoll
from .petits_chevaux_rolled_event import PetitsChevauxRolledEvent
from .petits_chevaux_start_player_event import PetitsChevauxStartPlayerEvent
from .petits_chevaux_start_roll_event import PetitsChevauxStartRollEvent
from .petits_chevaux_state import PetitsChevauxState
from .petits_chevaux_state_phase import PetitsChevauxStatePhase
from .petits_chevaux_state_players_item import PetitsChevauxStatePlayersItem
from .petits_chevaux_state_players_item_colour import PetitsChevauxStatePlayersItemColour
from .petits_chevaux_state_players_item_horses_item import PetitsChevauxStatePlayersItemHorsesItem
from .petits_chevaux_state_players_item_horses_item_zone import PetitsChevauxStatePlayersItemHorsesItemZone
from .petits_chevaux_turn_forfeited_event import PetitsChevauxTurnForfeitedEvent
from .petits_chevaux_turn_forfeited_event_reason import PetitsChevauxTurnForfeitedEventReason
from .player import Player
from .player_game_rating import PlayerGameRating
from .player_rating import PlayerRating
from .player_ratings import PlayerRatings
from .player_record import PlayerRecord
from .poney_mon_amour_attack import PoneyMonAmourAttack
from .poney_mon_amour_attack_card import PoneyMonAmourAttackCard
from .poney_mon_amour_attack_event import PoneyMonAmourAttackEvent
from .poney_mon_amour_attack_event_card import PoneyMonAmourAttackEventCard
from .poney_mon_amour_build import PoneyMonAmourBuild
from .poney_mon_amour_build_card import PoneyMonAmourBuildCard
from .poney_mon_amour_build_event import PoneyMonAmourBuildEvent
from .poney_mon_amour_build_event_card import PoneyMonAmourBuildEventCard
from .poney_mon_amour_defend import PoneyMonAmourDefend
from .poney_mon_amour_defend_card import PoneyMonAmourDefendCard
from .poney_mon_amour_defend_event import PoneyMonAmourDefendEvent
from .poney_mon_amour_defend_event_card import PoneyMonAmourDefendEventCard
from .poney_mon_amour_discard import PoneyMonAmourDiscard
from .poney_mon_amour_discard_card import PoneyMonAmourDiscardCard
from .poney_mon_amour_discard_event import PoneyMonAmourDiscardEvent
from .poney_mon_amour_discard_event_card import PoneyMonAmourDiscardEventCard
from .poney_mon_amour_draw_discard import PoneyMonAmourDrawDiscard
from .poney_mon_amour_draw_pile import PoneyMonAmourDrawPile
from .poney_mon_amour_drew_event import PoneyMonAmourDrewEvent
from .poney_mon_amour_drew_event_card_type_0 import PoneyMonAmourDrewEventCardType0
from .poney_mon_amour_drew_event_source import PoneyMonAmourDrewEventSource
from .poney_mon_amour_events_page import PoneyMonAmourEventsPage
from .poney_mon_amour_legal_moves import PoneyMonAmourLegalMoves
from .poney_mon_amour_match_view import PoneyMonAmourMatchView
from .poney_mon_amour_match_view_status import PoneyMonAmourMatchViewStatus
from .poney_mon_amour_move_played import PoneyMonAmourMovePlayed
from .poney_mon_amour_move_played_event import PoneyMonAmourMovePlayedEvent
from .poney_mon_amour_options import PoneyMonAmourOptions
from .poney_mon_amour_passed_event import PoneyMonAmourPassedEvent
from .poney_mon_amour_passed_event_reason import PoneyMonAmourPassedEventReason
from .poney_mon_amour_replace import PoneyMonAmourReplace
from .poney_mon_amour_replace_card import PoneyMonAmourReplaceCard
from .poney_mon_amour_replace_event import PoneyMonAmourReplaceEvent
from .poney_mon_amour_replace_event_card import PoneyMonAmourReplaceEventCard
from .poney_mon_amour_replace_event_replaced import PoneyMonAmourReplaceEventReplaced
from .poney_mon_amour_replay_step import PoneyMonAmourReplayStep
from .poney_mon_amour_reshuffled_event import PoneyMonAmourReshuffledEvent
from .poney_mon_amour_resolved_options import PoneyMonAmourResolvedOptions
from .poney_mon_amour_riders_drawn_event import PoneyMonAmourRidersDrawnEvent
from .poney_mon_amour_riders_drawn_event_colours_item import PoneyMonAmourRidersDrawnEventColoursItem
from .poney_mon_amour_round_scored_event import PoneyMonAmourRoundScoredEvent
from .poney_mon_amour_round_scored_event_breakdown import PoneyMonAmourRoundScoredEventBreakdown
from .poney_mon_amour_round_scored_event_breakdown_additional_property import (
    PoneyMonAmourRoundScoredEventBreakdownAdditionalProperty,
)
from .poney_mon_amour_round_scored_event_breakdown_additional_property_colour import (
    PoneyMonAmourRoundScoredEventBreakdownAdditionalPropertyColour,
)
from .poney_mon_amour_round_started_event import PoneyMonAmourRoundStartedEvent
from .poney_mon_amour_round_stopped_event import PoneyMonAmourRoundStoppedEvent
from .poney_mon_amour_round_stopped_event_reason import PoneyMonAmourRoundStoppedEventReason
from .poney_mon_amour_round_won_event import PoneyMonAmourRoundWonEvent
from .poney_mon_amour_start_player_event import PoneyMonAmourStartPlayerEvent
from .poney_mon_amour_state import PoneyMonAmourState
from .poney_mon_amour_state_colours_item import PoneyMonAmourStateColoursItem
from .poney_mon_amour_state_discard_top_type_0 import PoneyMonAmourStateDiscardTopType0
from .poney_mon_amour_state_discard_top_type_0_card import PoneyMonAmourStateDiscardTopType0Card
from .poney_mon_amour_state_discard_top_type_0_colour_type_0 import PoneyMonAmourStateDiscardTopType0ColourType0
from .poney_mon_amour_state_discard_top_type_0_kind import PoneyMonAmourStateDiscardTopType0Kind
from .poney_mon_amour_state_discard_top_type_0_suite_type_0 import PoneyMonAmourStateDiscardTopType0SuiteType0
from .poney_mon_amour_state_hands_item import PoneyMonAmourStateHandsItem
from .poney_mon_amour_state_hands_item_cards_type_0_item import PoneyMonAmourStateHandsItemCardsType0Item
from .poney_mon_amour_state_hands_item_cards_type_0_item_card import PoneyMonAmourStateHandsItemCardsType0ItemCard
from .poney_mon_amour_state_hands_item_cards_type_0_item_colour_type_0 import (
    PoneyMonAmourStateHandsItemCardsType0ItemColourType0,
)
from .poney_mon_amour_state_hands_item_cards_type_0_item_kind import PoneyMonAmourStateHandsItemCardsType0ItemKind
from .poney_mon_amour_state_hands_item_cards_type_0_item_suite_type_0 import (
    PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0,
)
from .poney_mon_amour_state_out_item import PoneyMonAmourStateOutItem
from .poney_mon_amour_state_phase import PoneyMonAmourStatePhase
from .poney_mon_amour_state_results_item import PoneyMonAmourStateResultsItem
from .poney_mon_amour_state_results_item_breakdown import PoneyMonAmourStateResultsItemBreakdown
from .poney_mon_amour_state_results_item_breakdown_additional_property import (
    PoneyMonAmourStateResultsItemBreakdownAdditionalProperty,
)
from .poney_mon_amour_state_results_item_breakdown_additional_property_colour import (
    PoneyMonAmourStateResultsItemBreakdownAdditionalPropertyColour,
)
from .poney_mon_amour_state_stage_type_0 import PoneyMonAmourStateStageType0
from .poney_mon_amour_state_suites_item import PoneyMonAmourStateSuitesItem
from .poney_mon_amour_state_suites_item_cards_item import PoneyMonAmourStateSuitesItemCardsItem
from .poney_mon_amour_state_suites_item_cards_item_card import PoneyMonAmourStateSuitesItemCardsItemCard
from .poney_mon_amour_state_suites_item_cards_item_colour_type_0 import PoneyMonAmourStateSuitesItemCardsItemColourType0
from .poney_mon_amour_state_suites_item_cards_item_kind import PoneyMonAmourStateSuitesItemCardsItemKind
from .poney_mon_amour_state_suites_item_cards_item_name import PoneyMonAmourStateSuitesItemCardsItemName
from .poney_mon_amour_state_suites_item_cards_item_suite import PoneyMonAmourStateSuitesItemCardsItemSuite
from .poney_mon_amour_state_suites_item_problem_type_0 import PoneyMonAmourStateSuitesItemProblemType0
from .poney_mon_amour_state_suites_item_problem_type_0_card import PoneyMonAmourStateSuitesItemProblemType0Card
from .poney_mon_amour_state_suites_item_problem_type_0_colour_type_0 import (
    PoneyMonAmourStateSuitesItemProblemType0ColourType0,
)
from .poney_mon_amour_state_suites_item_problem_type_0_kind import PoneyMonAmourStateSuitesItemProblemType0Kind
from .poney_mon_amour_state_suites_item_problem_type_0_name import PoneyMonAmourStateSuitesItemProblemType0Name
from .poney_mon_amour_state_suites_item_problem_type_0_suite_type_0 import (
    PoneyMonAmourStateSuitesItemProblemType0SuiteType0,
)
from .post_move import PostMove
from .problem import Problem
from .problem_errors import ProblemErrors
from .problem_quota import ProblemQuota
from .problem_reason import ProblemReason
from .rating_change import RatingChange
from .rating_history_entry import RatingHistoryEntry
from .ratings_updated_event import RatingsUpdatedEvent
from .ratings_updated_event_changes import RatingsUpdatedEventChanges
from .ratings_updated_event_changes_additional_property import RatingsUpdatedEventChangesAdditionalProperty
from .redelivery import Redelivery
from .redelivery_status import RedeliveryStatus
from .rematch_created_event import RematchCreatedEvent
from .rename_player import RenamePlayer
from .replay import Replay
from .replay_options import ReplayOptions
from .replay_steps_item import ReplayStepsItem
from .result import Result
from .result_rating_changes import ResultRatingChanges
from .result_scores import ResultScores
from .royal_turf_bet import RoyalTurfBet
from .royal_turf_bet_placed_event import RoyalTurfBetPlacedEvent
from .royal_turf_bet_seen import RoyalTurfBetSeen
from .royal_turf_bets_revealed_event import RoyalTurfBetsRevealedEvent
from .royal_turf_bets_revealed_event_bets_item import RoyalTurfBetsRevealedEventBetsItem
from .royal_turf_betting_closed_event import RoyalTurfBettingClosedEvent
from .royal_turf_cards_dealt_event import RoyalTurfCardsDealtEvent
from .royal_turf_cards_dealt_event_cards_item import RoyalTurfCardsDealtEventCardsItem
from .royal_turf_cards_dealt_event_cards_item_card import RoyalTurfCardsDealtEventCardsItemCard
from .royal_turf_cycle_started_event import RoyalTurfCycleStartedEvent
from .royal_turf_events_page import RoyalTurfEventsPage
from .royal_turf_horse_moved_event import RoyalTurfHorseMovedEvent
from .royal_turf_horse_moved_event_symbol import RoyalTurfHorseMovedEventSymbol
from .royal_turf_horses_placed_event import RoyalTurfHorsesPlacedEvent
from .royal_turf_legal_moves import RoyalTurfLegalMoves
from .royal_turf_match_view import RoyalTurfMatchView
from .royal_turf_match_view_status import RoyalTurfMatchViewStatus
from .royal_turf_move_horse import RoyalTurfMoveHorse
from .royal_turf_move_played import RoyalTurfMovePlayed
from .royal_turf_move_played_event import RoyalTurfMovePlayedEvent
from .royal_turf_options import RoyalTurfOptions
from .royal_turf_race_finished_event import RoyalTurfRaceFinishedEvent
from .royal_turf_race_started_event import RoyalTurfRaceStartedEvent
from .royal_turf_replay_step import RoyalTurfReplayStep
from .royal_turf_resolved_options import RoyalTurfResolvedOptions
from .royal_turf_roll import RoyalTurfRoll
from .royal_turf_rolled_event import RoyalTurfRolledEvent
from .royal_turf_rolled_event_symbol import RoyalTurfRolledEventSymbol
from .royal_turf_round_scored_event import RoyalTurfRoundScoredEvent
from .royal_turf_round_scored_event_breakdown import RoyalTurfRoundScoredEventBreakdown
from .royal_turf_round_scored_event_breakdown_additional_property_item import (
    RoyalTurfRoundScoredEventBreakdownAdditionalPropertyItem,
)
from .royal_turf_round_scored_event_payouts import RoyalTurfRoundScoredEventPayouts
from .royal_turf_start_player_event import RoyalTurfStartPlayerEvent
from .royal_turf_state import RoyalTurfState
from .royal_turf_state_bets_item import RoyalTurfStateBetsItem
from .royal_turf_state_horses_item import RoyalTurfStateHorsesItem
from .royal_turf_state_horses_item_card import RoyalTurfStateHorsesItemCard
from .royal_turf_state_horses_item_colour import RoyalTurfStateHorsesItemColour
from .royal_turf_state_horses_item_id import RoyalTurfStateHorsesItemId
from .royal_turf_state_horses_item_name import RoyalTurfStateHorsesItemName
from .royal_turf_state_phase import RoyalTurfStatePhase
from .royal_turf_state_results_item import RoyalTurfStateResultsItem
from .royal_turf_state_results_item_breakdown import RoyalTurfStateResultsItemBreakdown
from .royal_turf_state_results_item_breakdown_additional_property_item import (
    RoyalTurfStateResultsItemBreakdownAdditionalPropertyItem,
)
from .royal_turf_state_results_item_payouts import RoyalTurfStateResultsItemPayouts
from .royal_turf_state_roll_type_0 import RoyalTurfStateRollType0
from .royal_turf_state_tokens_left_item import RoyalTurfStateTokensLeftItem
from .seat_change import SeatChange
from .seat_joined_event import SeatJoinedEvent
from .seat_player import SeatPlayer
from .seat_replaced_by_ai_event import SeatReplacedByAiEvent
from .seat_resigned_event import SeatResignedEvent
from .seat_spec import SeatSpec
from .seat_spec_type import SeatSpecType
from .seat_view import SeatView
from .seat_view_type import SeatViewType
from .sign_in import SignIn
from .signed_in import SignedIn
from .ticket import Ticket
from .ticket_options import TicketOptions
from .ticket_players import TicketPlayers
from .ticket_status import TicketStatus
from .turn_timed_out_event import TurnTimedOutEvent
from .webhook import Webhook
from .webhook_event import WebhookEvent
from .webhook_event_data import WebhookEventData
from .webhook_event_type import WebhookEventType
from .webhook_events_item import WebhookEventsItem
from .webhook_list import WebhookList

__all__ = (
    "AiSpec",
    "AiSpecLevel",
    "AmazonesAddFaceDown",
    "AmazonesAddFaceDownColour",
    "AmazonesAddFaceDownSeen",
    "AmazonesAddFaceDownSeenColourType0",
    "AmazonesBidCard",
    "AmazonesBidCardColour",
    "AmazonesBidClosedEvent",
    "AmazonesBidDone",
    "AmazonesBidKeptEvent",
    "AmazonesCardBidEvent",
    "AmazonesCardBidEventCard",
    "AmazonesCardBidEventCardColour",
    "AmazonesCardsPassedEvent",
    "AmazonesCardTakenBackEvent",
    "AmazonesCardTakenBackEventCard",
    "AmazonesCardTakenBackEventCardColour",
    "AmazonesDiscardTile",
    "AmazonesDiscardTilePart",
    "AmazonesEventsPage",
    "AmazonesFaceDownAddedEvent",
    "AmazonesFaceDownAddedEventCardType0",
    "AmazonesFaceDownAddedEventCardType0Colour",
    "AmazonesGameOverEvent",
    "AmazonesGameOverEventReason",
    "AmazonesJoustStartedEvent",
    "AmazonesJoustStartedEventTops",
    "AmazonesKeep",
    "AmazonesLegalMoves",
    "AmazonesMatchView",
    "AmazonesMatchViewStatus",
    "AmazonesMovePlayed",
    "AmazonesMovePlayedEvent",
    "AmazonesNoWinnerEvent",
    "AmazonesOptions",
    "AmazonesPlaceTile",
    "AmazonesPlaceTilePart",
    "AmazonesReplayStep",
    "AmazonesResolvedOptions",
    "AmazonesRevealedEvent",
    "AmazonesRevealedEventBids",
    "AmazonesRevealedEventBidsAdditionalProperty",
    "AmazonesRevealedEventBidsAdditionalPropertyCardsItem",
    "AmazonesRevealedEventBidsAdditionalPropertyCardsItemColour",
    "AmazonesRoundScoredEvent",
    "AmazonesRoundScoredEventBreakdown",
    "AmazonesRoundScoredEventBreakdownAdditionalProperty",
    "AmazonesRoundScoredEventRound",
    "AmazonesRoundScoredEventScores",
    "AmazonesSecondBidStartedEvent",
    "AmazonesStartPlayerEvent",
    "AmazonesState",
    "AmazonesStateBidsItem",
    "AmazonesStateBidsItemFaceDownType0",
    "AmazonesStateBidsItemFaceDownType0Colour",
    "AmazonesStateBidsItemFaceUpItem",
    "AmazonesStateBidsItemFaceUpItemColour",
    "AmazonesStateDiscarded",
    "AmazonesStateHandsItem",
    "AmazonesStateHandsItemCardsType0Item",
    "AmazonesStateHandsItemCardsType0ItemColour",
    "AmazonesStateInPlayItem",
    "AmazonesStateMenItem",
    "AmazonesStateMenItemMenItem",
    "AmazonesStatePhase",
    "AmazonesStatePiles",
    "AmazonesStatePilesJambes",
    "AmazonesStatePilesTete",
    "AmazonesStatePilesTorse",
    "AmazonesStateScoresType0",
    "AmazonesTakeBack",
    "AmazonesTakeBackColour",
    "AmazonesTileDiscardedEvent",
    "AmazonesTileDiscardedEventPart",
    "AmazonesTilePlacedEvent",
    "AmazonesTilePlacedEventPart",
    "ArenaPlayer",
    "ArenaPlayerResult",
    "ArenaPlayerSpec",
    "ArenaPlayerSpecLevel",
    "ArenaView",
    "ArenaViewElo",
    "ArenaViewOptions",
    "ArenaViewResults",
    "ArenaViewStatus",
    "Catalog",
    "CatalogAiLevelsItem",
    "CatalogId",
    "CatalogOptionsSchema",
    "CreateArena",
    "CreateArenaGame",
    "CreatedMatch",
    "CreatedMatchSeatTokens",
    "CreatedPlayer",
    "CreatedTicket",
    "CreatedWebhook",
    "CreatedWebhookEventsItem",
    "CreateMatch",
    "CreateMatchGame",
    "CreatePlayer",
    "CreateTicket",
    "CreateTicketGame",
    "CreateTicketOptions",
    "CreateWebhook",
    "CreateWebhookEventsItem",
    "Delivery",
    "DeliveryEventType",
    "DeliveryPage",
    "DeliveryStatus",
    "Health",
    "HealthStatus",
    "JobRef",
    "JobRefKind",
    "JobStatus",
    "Joined",
    "JoinSeat",
    "Leaderboard",
    "LeaderboardEntry",
    "LeaderboardPlayer",
    "ListMatchesStatus",
    "ListPlayerMatchesGame",
    "LiveAuth",
    "LiveEnd",
    "LiveError",
    "LiveEvents",
    "LiveMove",
    "LiveMoved",
    "LiveWelcome",
    "MatchForfeitedEvent",
    "MatchList",
    "MatchStartedEvent",
    "PetitsChevauxCapturedEvent",
    "PetitsChevauxEventsPage",
    "PetitsChevauxHorseHomeEvent",
    "PetitsChevauxHorseMovedEvent",
    "PetitsChevauxLegalMoves",
    "PetitsChevauxMatchView",
    "PetitsChevauxMatchViewStatus",
    "PetitsChevauxMatchWonEvent",
    "PetitsChevauxMoveHorse",
    "PetitsChevauxMovePlayed",
    "PetitsChevauxMovePlayedEvent",
    "PetitsChevauxOptions",
    "PetitsChevauxPassedEvent",
    "PetitsChevauxPassedEventReason",
    "PetitsChevauxReplayStep",
    "PetitsChevauxResolvedOptions",
    "PetitsChevauxRoll",
    "PetitsChevauxRolledEvent",
    "PetitsChevauxStartPlayerEvent",
    "PetitsChevauxStartRollEvent",
    "PetitsChevauxState",
    "PetitsChevauxStatePhase",
    "PetitsChevauxStatePlayersItem",
    "PetitsChevauxStatePlayersItemColour",
    "PetitsChevauxStatePlayersItemHorsesItem",
    "PetitsChevauxStatePlayersItemHorsesItemZone",
    "PetitsChevauxTurnForfeitedEvent",
    "PetitsChevauxTurnForfeitedEventReason",
    "Player",
    "PlayerGameRating",
    "PlayerRating",
    "PlayerRatings",
    "PlayerRecord",
    "PoneyMonAmourAttack",
    "PoneyMonAmourAttackCard",
    "PoneyMonAmourAttackEvent",
    "PoneyMonAmourAttackEventCard",
    "PoneyMonAmourBuild",
    "PoneyMonAmourBuildCard",
    "PoneyMonAmourBuildEvent",
    "PoneyMonAmourBuildEventCard",
    "PoneyMonAmourDefend",
    "PoneyMonAmourDefendCard",
    "PoneyMonAmourDefendEvent",
    "PoneyMonAmourDefendEventCard",
    "PoneyMonAmourDiscard",
    "PoneyMonAmourDiscardCard",
    "PoneyMonAmourDiscardEvent",
    "PoneyMonAmourDiscardEventCard",
    "PoneyMonAmourDrawDiscard",
    "PoneyMonAmourDrawPile",
    "PoneyMonAmourDrewEvent",
    "PoneyMonAmourDrewEventCardType0",
    "PoneyMonAmourDrewEventSource",
    "PoneyMonAmourEventsPage",
    "PoneyMonAmourLegalMoves",
    "PoneyMonAmourMatchView",
    "PoneyMonAmourMatchViewStatus",
    "PoneyMonAmourMovePlayed",
    "PoneyMonAmourMovePlayedEvent",
    "PoneyMonAmourOptions",
    "PoneyMonAmourPassedEvent",
    "PoneyMonAmourPassedEventReason",
    "PoneyMonAmourReplace",
    "PoneyMonAmourReplaceCard",
    "PoneyMonAmourReplaceEvent",
    "PoneyMonAmourReplaceEventCard",
    "PoneyMonAmourReplaceEventReplaced",
    "PoneyMonAmourReplayStep",
    "PoneyMonAmourReshuffledEvent",
    "PoneyMonAmourResolvedOptions",
    "PoneyMonAmourRidersDrawnEvent",
    "PoneyMonAmourRidersDrawnEventColoursItem",
    "PoneyMonAmourRoundScoredEvent",
    "PoneyMonAmourRoundScoredEventBreakdown",
    "PoneyMonAmourRoundScoredEventBreakdownAdditionalProperty",
    "PoneyMonAmourRoundScoredEventBreakdownAdditionalPropertyColour",
    "PoneyMonAmourRoundStartedEvent",
    "PoneyMonAmourRoundStoppedEvent",
    "PoneyMonAmourRoundStoppedEventReason",
    "PoneyMonAmourRoundWonEvent",
    "PoneyMonAmourStartPlayerEvent",
    "PoneyMonAmourState",
    "PoneyMonAmourStateColoursItem",
    "PoneyMonAmourStateDiscardTopType0",
    "PoneyMonAmourStateDiscardTopType0Card",
    "PoneyMonAmourStateDiscardTopType0ColourType0",
    "PoneyMonAmourStateDiscardTopType0Kind",
    "PoneyMonAmourStateDiscardTopType0SuiteType0",
    "PoneyMonAmourStateHandsItem",
    "PoneyMonAmourStateHandsItemCardsType0Item",
    "PoneyMonAmourStateHandsItemCardsType0ItemCard",
    "PoneyMonAmourStateHandsItemCardsType0ItemColourType0",
    "PoneyMonAmourStateHandsItemCardsType0ItemKind",
    "PoneyMonAmourStateHandsItemCardsType0ItemSuiteType0",
    "PoneyMonAmourStateOutItem",
    "PoneyMonAmourStatePhase",
    "PoneyMonAmourStateResultsItem",
    "PoneyMonAmourStateResultsItemBreakdown",
    "PoneyMonAmourStateResultsItemBreakdownAdditionalProperty",
    "PoneyMonAmourStateResultsItemBreakdownAdditionalPropertyColour",
    "PoneyMonAmourStateStageType0",
    "PoneyMonAmourStateSuitesItem",
    "PoneyMonAmourStateSuitesItemCardsItem",
    "PoneyMonAmourStateSuitesItemCardsItemCard",
    "PoneyMonAmourStateSuitesItemCardsItemColourType0",
    "PoneyMonAmourStateSuitesItemCardsItemKind",
    "PoneyMonAmourStateSuitesItemCardsItemName",
    "PoneyMonAmourStateSuitesItemCardsItemSuite",
    "PoneyMonAmourStateSuitesItemProblemType0",
    "PoneyMonAmourStateSuitesItemProblemType0Card",
    "PoneyMonAmourStateSuitesItemProblemType0ColourType0",
    "PoneyMonAmourStateSuitesItemProblemType0Kind",
    "PoneyMonAmourStateSuitesItemProblemType0Name",
    "PoneyMonAmourStateSuitesItemProblemType0SuiteType0",
    "PostMove",
    "Problem",
    "ProblemErrors",
    "ProblemQuota",
    "ProblemReason",
    "RatingChange",
    "RatingHistoryEntry",
    "RatingsUpdatedEvent",
    "RatingsUpdatedEventChanges",
    "RatingsUpdatedEventChangesAdditionalProperty",
    "Redelivery",
    "RedeliveryStatus",
    "RematchCreatedEvent",
    "RenamePlayer",
    "Replay",
    "ReplayOptions",
    "ReplayStepsItem",
    "Result",
    "ResultRatingChanges",
    "ResultScores",
    "RoyalTurfBet",
    "RoyalTurfBetPlacedEvent",
    "RoyalTurfBetSeen",
    "RoyalTurfBetsRevealedEvent",
    "RoyalTurfBetsRevealedEventBetsItem",
    "RoyalTurfBettingClosedEvent",
    "RoyalTurfCardsDealtEvent",
    "RoyalTurfCardsDealtEventCardsItem",
    "RoyalTurfCardsDealtEventCardsItemCard",
    "RoyalTurfCycleStartedEvent",
    "RoyalTurfEventsPage",
    "RoyalTurfHorseMovedEvent",
    "RoyalTurfHorseMovedEventSymbol",
    "RoyalTurfHorsesPlacedEvent",
    "RoyalTurfLegalMoves",
    "RoyalTurfMatchView",
    "RoyalTurfMatchViewStatus",
    "RoyalTurfMoveHorse",
    "RoyalTurfMovePlayed",
    "RoyalTurfMovePlayedEvent",
    "RoyalTurfOptions",
    "RoyalTurfRaceFinishedEvent",
    "RoyalTurfRaceStartedEvent",
    "RoyalTurfReplayStep",
    "RoyalTurfResolvedOptions",
    "RoyalTurfRoll",
    "RoyalTurfRolledEvent",
    "RoyalTurfRolledEventSymbol",
    "RoyalTurfRoundScoredEvent",
    "RoyalTurfRoundScoredEventBreakdown",
    "RoyalTurfRoundScoredEventBreakdownAdditionalPropertyItem",
    "RoyalTurfRoundScoredEventPayouts",
    "RoyalTurfStartPlayerEvent",
    "RoyalTurfState",
    "RoyalTurfStateBetsItem",
    "RoyalTurfStateHorsesItem",
    "RoyalTurfStateHorsesItemCard",
    "RoyalTurfStateHorsesItemColour",
    "RoyalTurfStateHorsesItemId",
    "RoyalTurfStateHorsesItemName",
    "RoyalTurfStatePhase",
    "RoyalTurfStateResultsItem",
    "RoyalTurfStateResultsItemBreakdown",
    "RoyalTurfStateResultsItemBreakdownAdditionalPropertyItem",
    "RoyalTurfStateResultsItemPayouts",
    "RoyalTurfStateRollType0",
    "RoyalTurfStateTokensLeftItem",
    "SeatChange",
    "SeatJoinedEvent",
    "SeatPlayer",
    "SeatReplacedByAiEvent",
    "SeatResignedEvent",
    "SeatSpec",
    "SeatSpecType",
    "SeatView",
    "SeatViewType",
    "SignedIn",
    "SignIn",
    "Ticket",
    "TicketOptions",
    "TicketPlayers",
    "TicketStatus",
    "TurnTimedOutEvent",
    "Webhook",
    "WebhookEvent",
    "WebhookEventData",
    "WebhookEventsItem",
    "WebhookEventType",
    "WebhookList",
)
