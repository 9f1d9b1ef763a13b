from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_state_colours_item import PoneyMonAmourStateColoursItem
from ..models.poney_mon_amour_state_out_item import PoneyMonAmourStateOutItem
from ..models.poney_mon_amour_state_phase import PoneyMonAmourStatePhase
from ..models.poney_mon_amour_state_stage_type_0 import PoneyMonAmourStateStageType0

if TYPE_CHECKING:
    from ..models.poney_mon_amour_state_discard_top_type_0 import PoneyMonAmourStateDiscardTopType0
    from ..models.poney_mon_amour_state_hands_item import PoneyMonAmourStateHandsItem
    from ..models.poney_mon_amour_state_results_item import PoneyMonAmourStateResultsItem
    from ..models.poney_mon_amour_state_suites_item import PoneyMonAmourStateSuitesItem


T = TypeVar("T", bound="PoneyMonAmourState")


@_attrs_define
class PoneyMonAmourState:
    """The state of a Poney Mon Amour match, as the viewer may see it.

    Attributes:
        colours (list[PoneyMonAmourStateColoursItem]): Each seat's rider colour, by seat.
        discard_pile (int): Cards in the discard pile.
        discard_top (None | PoneyMonAmourStateDiscardTopType0): The discard pile's top card; null when empty.
        draw_pile (int): Cards in the draw pile.
        hands (list[PoneyMonAmourStateHandsItem]): Every seat's hand, by seat.
        opener (int): The seat that opened this round.
        out (list[PoneyMonAmourStateOutItem]): The resolved problems and their cures, face up, in order.
        phase (PoneyMonAmourStatePhase): play, scoring (the round is over, its scoring due), or finished.
        results (list[PoneyMonAmourStateResultsItem]): The rounds scored so far, in order.
        round_ (int): The round, from 1 (as many rounds as players).
        round_winner (int | None): The seat that laid its Selle this round; null until then or if none did.
        rounds (int): Rounds in the match: one per player.
        stage (None | PoneyMonAmourStateStageType0): draw: the seat to act draws; act: it plays a card; null outside
            play.
        suites (list[PoneyMonAmourStateSuitesItem]): Every seat's suite, by seat.
        totals (list[int]): Each seat's points so far, by seat.
        turn (int | None): The seat to act; null outside play.
        turns (int): Turns played this round.
    """

    colours: list[PoneyMonAmourStateColoursItem]
    discard_pile: int
    discard_top: None | PoneyMonAmourStateDiscardTopType0
    draw_pile: int
    hands: list[PoneyMonAmourStateHandsItem]
    opener: int
    out: list[PoneyMonAmourStateOutItem]
    phase: PoneyMonAmourStatePhase
    results: list[PoneyMonAmourStateResultsItem]
    round_: int
    round_winner: int | None
    rounds: int
    stage: None | PoneyMonAmourStateStageType0
    suites: list[PoneyMonAmourStateSuitesItem]
    totals: list[int]
    turn: int | None
    turns: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.poney_mon_amour_state_discard_top_type_0 import PoneyMonAmourStateDiscardTopType0  # noqa: PLC0415

        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        discard_pile = self.discard_pile

        discard_top: dict[str, Any] | None
        if isinstance(self.discard_top, PoneyMonAmourStateDiscardTopType0):
            discard_top = self.discard_top.to_dict()
        else:
            discard_top = self.discard_top

        draw_pile = self.draw_pile

        hands = []
        for hands_item_data in self.hands:
            hands_item = hands_item_data.to_dict()
            hands.append(hands_item)

        opener = self.opener

        out = []
        for out_item_data in self.out:
            out_item = out_item_data.value
            out.append(out_item)

        phase = self.phase.value

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        round_ = self.round_

        round_winner: int | None
        round_winner = self.round_winner

        rounds = self.rounds

        stage: None | str
        if isinstance(self.stage, PoneyMonAmourStateStageType0):
            stage = self.stage.value
        else:
            stage = self.stage

        suites = []
        for suites_item_data in self.suites:
            suites_item = suites_item_data.to_dict()
            suites.append(suites_item)

        totals = self.totals

        turn: int | None
        turn = self.turn

        turns = self.turns

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colours": colours,
                "discard_pile": discard_pile,
                "discard_top": discard_top,
                "draw_pile": draw_pile,
                "hands": hands,
                "opener": opener,
                "out": out,
                "phase": phase,
                "results": results,
                "round": round_,
                "round_winner": round_winner,
                "rounds": rounds,
                "stage": stage,
                "suites": suites,
                "totals": totals,
                "turn": turn,
                "turns": turns,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.poney_mon_amour_state_discard_top_type_0 import PoneyMonAmourStateDiscardTopType0  # noqa: PLC0415
        from ..models.poney_mon_amour_state_hands_item import PoneyMonAmourStateHandsItem  # noqa: PLC0415
        from ..models.poney_mon_amour_state_results_item import PoneyMonAmourStateResultsItem  # noqa: PLC0415
        from ..models.poney_mon_amour_state_suites_item import PoneyMonAmourStateSuitesItem  # noqa: PLC0415

        d = dict(src_dict)
        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = PoneyMonAmourStateColoursItem(colours_item_data)

            colours.append(colours_item)

        discard_pile = d.pop("discard_pile")

        def _parse_discard_top(data: object) -> None | PoneyMonAmourStateDiscardTopType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                discard_top_type_0 = PoneyMonAmourStateDiscardTopType0.from_dict(data)

                return discard_top_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateDiscardTopType0, data)

        discard_top = _parse_discard_top(d.pop("discard_top"))

        draw_pile = d.pop("draw_pile")

        hands = []
        _hands = d.pop("hands")
        for hands_item_data in _hands:
            hands_item = PoneyMonAmourStateHandsItem.from_dict(hands_item_data)

            hands.append(hands_item)

        opener = d.pop("opener")

        out = []
        _out = d.pop("out")
        for out_item_data in _out:
            out_item = PoneyMonAmourStateOutItem(out_item_data)

            out.append(out_item)

        phase = PoneyMonAmourStatePhase(d.pop("phase"))

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = PoneyMonAmourStateResultsItem.from_dict(results_item_data)

            results.append(results_item)

        round_ = d.pop("round")

        def _parse_round_winner(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        round_winner = _parse_round_winner(d.pop("round_winner"))

        rounds = d.pop("rounds")

        def _parse_stage(data: object) -> None | PoneyMonAmourStateStageType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                stage_type_0 = PoneyMonAmourStateStageType0(data)

                return stage_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PoneyMonAmourStateStageType0, data)

        stage = _parse_stage(d.pop("stage"))

        suites = []
        _suites = d.pop("suites")
        for suites_item_data in _suites:
            suites_item = PoneyMonAmourStateSuitesItem.from_dict(suites_item_data)

            suites.append(suites_item)

        totals = cast(list[int], d.pop("totals"))

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        turns = d.pop("turns")

        poney_mon_amour_state = cls(
            colours=colours,
            discard_pile=discard_pile,
            discard_top=discard_top,
            draw_pile=draw_pile,
            hands=hands,
            opener=opener,
            out=out,
            phase=phase,
            results=results,
            round_=round_,
            round_winner=round_winner,
            rounds=rounds,
            stage=stage,
            suites=suites,
            totals=totals,
            turn=turn,
            turns=turns,
        )

        return poney_mon_amour_state
