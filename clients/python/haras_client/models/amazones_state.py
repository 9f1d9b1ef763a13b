from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_state_in_play_item import AmazonesStateInPlayItem
from ..models.amazones_state_phase import AmazonesStatePhase

if TYPE_CHECKING:
    from ..models.amazones_state_bids_item import AmazonesStateBidsItem
    from ..models.amazones_state_discarded import AmazonesStateDiscarded
    from ..models.amazones_state_hands_item import AmazonesStateHandsItem
    from ..models.amazones_state_men_item import AmazonesStateMenItem
    from ..models.amazones_state_piles import AmazonesStatePiles
    from ..models.amazones_state_scores_type_0 import AmazonesStateScoresType0


T = TypeVar("T", bound="AmazonesState")


@_attrs_define
class AmazonesState:
    """The state of a Amazones match, as the viewer may see it.

    Attributes:
        bids (list[AmazonesStateBidsItem]): Every seat's bid, by seat.
        discarded (AmazonesStateDiscarded): The discarded tiles, by part.
        hands (list[AmazonesStateHandsItem]): Every seat's hand, by seat.
        in_play (list[AmazonesStateInPlayItem]): The parts whose top the taker to act may take now.
        joust (int): The joust, from 1.
        men (list[AmazonesStateMenItem]): Every seat's men, by seat.
        opener (int): The seat that opened this joust.
        phase (AmazonesStatePhase): first_bid, second_bid, tiles (the ranked take tiles), scoring (the game is over, its
            scoring due), or finished.
        piles (AmazonesStatePiles): The piles, by part.
        ranking (list[int]): This joust's ranked bidders, the highest first (empty before the reveal).
        scores (AmazonesStateScoresType0 | None): Final scores; null until scored.
        takers (list[int]): The seats still to take a tile this joust, in order (the first is to act).
        turn (int | None): The bidder to act; null outside the bids (see `takers`).
    """

    bids: list[AmazonesStateBidsItem]
    discarded: AmazonesStateDiscarded
    hands: list[AmazonesStateHandsItem]
    in_play: list[AmazonesStateInPlayItem]
    joust: int
    men: list[AmazonesStateMenItem]
    opener: int
    phase: AmazonesStatePhase
    piles: AmazonesStatePiles
    ranking: list[int]
    scores: AmazonesStateScoresType0 | None
    takers: list[int]
    turn: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_state_scores_type_0 import AmazonesStateScoresType0  # noqa: PLC0415

        bids = []
        for bids_item_data in self.bids:
            bids_item = bids_item_data.to_dict()
            bids.append(bids_item)

        discarded = self.discarded.to_dict()

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        in_play = []
        for in_play_item_data in self.in_play:
            in_play_item = in_play_item_data.value
            in_play.append(in_play_item)

        joust = self.joust

        men = []
        for men_item_data in self.men:
            men_item = men_item_data.to_dict()
            men.append(men_item)

        opener = self.opener

        phase = self.phase.value

        piles = self.piles.to_dict()

        ranking = self.ranking

        scores: dict[str, Any] | None
        if isinstance(self.scores, AmazonesStateScoresType0):
            scores = self.scores.to_dict()
        else:
            scores = self.scores

        takers = self.takers

        turn: int | None
        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "discarded": discarded,
                "hands": hands,
                "in_play": in_play,
                "joust": joust,
                "men": men,
                "opener": opener,
                "phase": phase,
                "piles": piles,
                "ranking": ranking,
                "scores": scores,
                "takers": takers,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_state_bids_item import AmazonesStateBidsItem  # noqa: PLC0415
        from ..models.amazones_state_discarded import AmazonesStateDiscarded  # noqa: PLC0415
        from ..models.amazones_state_hands_item import AmazonesStateHandsItem  # noqa: PLC0415
        from ..models.amazones_state_men_item import AmazonesStateMenItem  # noqa: PLC0415
        from ..models.amazones_state_piles import AmazonesStatePiles  # noqa: PLC0415
        from ..models.amazones_state_scores_type_0 import AmazonesStateScoresType0  # noqa: PLC0415

        d = dict(src_dict)
        bids = []
        _bids = d.pop("bids")
        for bids_item_data in _bids:
            bids_item = AmazonesStateBidsItem.from_dict(bids_item_data)

            bids.append(bids_item)

        discarded = AmazonesStateDiscarded.from_dict(d.pop("discarded"))

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = AmazonesStateHandsItem.from_dict(hands_item_data)

            hands.append(hands_item)

        in_play = []
        _in_play = d.pop("in_play")
        for in_play_item_data in _in_play:
            in_play_item = AmazonesStateInPlayItem(in_play_item_data)

            in_play.append(in_play_item)

        joust = d.pop("joust")

        men = []
        _men = d.pop("men")
        for men_item_data in _men:
            men_item = AmazonesStateMenItem.from_dict(men_item_data)

            men.append(men_item)

        opener = d.pop("opener")

        phase = AmazonesStatePhase(d.pop("phase"))

        piles = AmazonesStatePiles.from_dict(d.pop("piles"))

        ranking = cast(list[int], d.pop("ranking"))

        def _parse_scores(data: object) -> AmazonesStateScoresType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                scores_type_0 = AmazonesStateScoresType0.from_dict(data)

                return scores_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AmazonesStateScoresType0 | None, data)

        scores = _parse_scores(d.pop("scores"))

        takers = cast(list[int], d.pop("takers"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        amazones_state = cls(
            bids=bids,
            discarded=discarded,
            hands=hands,
            in_play=in_play,
            joust=joust,
            men=men,
            opener=opener,
            phase=phase,
            piles=piles,
            ranking=ranking,
            scores=scores,
            takers=takers,
            turn=turn,
        )

        return amazones_state
