from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.royal_turf_state_phase import RoyalTurfStatePhase
from ..models.royal_turf_state_roll_type_0 import RoyalTurfStateRollType0

if TYPE_CHECKING:
    from ..models.royal_turf_state_bets_item import RoyalTurfStateBetsItem
    from ..models.royal_turf_state_horses_item import RoyalTurfStateHorsesItem
    from ..models.royal_turf_state_results_item import RoyalTurfStateResultsItem
    from ..models.royal_turf_state_tokens_left_item import RoyalTurfStateTokensLeftItem


T = TypeVar("T", bound="RoyalTurfState")


@_attrs_define
class RoyalTurfState:
    """The state of a Royal Turf match, as the viewer may see it.

    Attributes:
        bets (list[RoyalTurfStateBetsItem]): This race's bets, in betting order.
        finishers (list[int]): The horses that crossed the line, in order.
        first_player (int): The seat that bets and rolls first in this race.
        horses (list[RoyalTurfStateHorsesItem]): The horses, by index.
        last (int | None): The last horse; null until the race is over.
        money (list[int]): Each seat's money, by seat.
        phase (RoyalTurfStatePhase): betting, racing, scoring (the race is over, its payouts due), or finished.
        race (int): The race, from 1.
        races (int): Races in the match (option races).
        results (list[RoyalTurfStateResultsItem]): The races scored so far, in order.
        roll (None | RoyalTurfStateRollType0): The symbol rolled, a horse still to move by it; null when the seat to act
            is to roll.
        tokens_left (list[RoyalTurfStateTokensLeftItem]): Each seat's tokens left, by seat.
        track_length (int): A horse finishes on reaching this square or beyond.
        turn (int | None): The seat to act; null while scoring and once finished.
    """

    bets: list[RoyalTurfStateBetsItem]
    finishers: list[int]
    first_player: int
    horses: list[RoyalTurfStateHorsesItem]
    last: int | None
    money: list[int]
    phase: RoyalTurfStatePhase
    race: int
    races: int
    results: list[RoyalTurfStateResultsItem]
    roll: None | RoyalTurfStateRollType0
    tokens_left: list[RoyalTurfStateTokensLeftItem]
    track_length: int
    turn: int | None

    def to_dict(self) -> dict[str, Any]:
        bets = []
        for bets_item_data in self.bets:
            bets_item = bets_item_data.to_dict()
            bets.append(bets_item)

        finishers = self.finishers

        first_player = self.first_player

        horses = []
        for horses_item_data in self.horses:
            horses_item = horses_item_data.to_dict()
            horses.append(horses_item)

        last: int | None
        last = self.last

        money = self.money

        phase = self.phase.value

        race = self.race

        races = self.races

        results = []
        for results_item_data in self.results:
            results_item = results_item_data.to_dict()
            results.append(results_item)

        roll: None | str
        if isinstance(self.roll, RoyalTurfStateRollType0):
            roll = self.roll.value
        else:
            roll = self.roll

        tokens_left = []
        for tokens_left_item_data in self.tokens_left:
            tokens_left_item = tokens_left_item_data.to_dict()
            tokens_left.append(tokens_left_item)

        track_length = self.track_length

        turn: int | None
        turn = self.turn

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bets": bets,
                "finishers": finishers,
                "first_player": first_player,
                "horses": horses,
                "last": last,
                "money": money,
                "phase": phase,
                "race": race,
                "races": races,
                "results": results,
                "roll": roll,
                "tokens_left": tokens_left,
                "track_length": track_length,
                "turn": turn,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.royal_turf_state_bets_item import RoyalTurfStateBetsItem  # noqa: PLC0415
        from ..models.royal_turf_state_horses_item import RoyalTurfStateHorsesItem  # noqa: PLC0415
        from ..models.royal_turf_state_results_item import RoyalTurfStateResultsItem  # noqa: PLC0415
        from ..models.royal_turf_state_tokens_left_item import RoyalTurfStateTokensLeftItem  # noqa: PLC0415

        d = dict(src_dict)
        bets = []
        _bets = d.pop("bets")
        for bets_item_data in _bets:
            bets_item = RoyalTurfStateBetsItem.from_dict(bets_item_data)

            bets.append(bets_item)

        finishers = cast(list[int], d.pop("finishers"))

        first_player = d.pop("first_player")

        horses = []
        _horses = d.pop("horses")
        for horses_item_data in _horses:
            horses_item = RoyalTurfStateHorsesItem.from_dict(horses_item_data)

            horses.append(horses_item)

        def _parse_last(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        last = _parse_last(d.pop("last"))

        money = cast(list[int], d.pop("money"))

        phase = RoyalTurfStatePhase(d.pop("phase"))

        race = d.pop("race")

        races = d.pop("races")

        results = []
        _results = d.pop("results")
        for results_item_data in _results:
            results_item = RoyalTurfStateResultsItem.from_dict(results_item_data)

            results.append(results_item)

        def _parse_roll(data: object) -> None | RoyalTurfStateRollType0:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                roll_type_0 = RoyalTurfStateRollType0(data)

                return roll_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | RoyalTurfStateRollType0, data)

        roll = _parse_roll(d.pop("roll"))

        tokens_left = []
        _tokens_left = d.pop("tokens_left")
        for tokens_left_item_data in _tokens_left:
            tokens_left_item = RoyalTurfStateTokensLeftItem.from_dict(tokens_left_item_data)

            tokens_left.append(tokens_left_item)

        track_length = d.pop("track_length")

        def _parse_turn(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        turn = _parse_turn(d.pop("turn"))

        royal_turf_state = cls(
            bets=bets,
            finishers=finishers,
            first_player=first_player,
            horses=horses,
            last=last,
            money=money,
            phase=phase,
            race=race,
            races=races,
            results=results,
            roll=roll,
            tokens_left=tokens_left,
            track_length=track_length,
            turn=turn,
        )

        return royal_turf_state
