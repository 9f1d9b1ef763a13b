"""Property tests of every game, through one harness (tests/support/properties.py): random
legal play ends, keeps the game's invariants at every step and ends as its rules say; a match
replays exactly from (options, seed, steps). What only one game has follows."""

import random as pyrandom
from collections import Counter

import amazones_properties
import petits_chevaux_properties
import poney_mon_amour_properties
import pytest
import royal_turf_properties
from hypothesis import HealthCheck, event, given, settings

from support.properties import Match, pick_move, play_out, replay

GAMES = [petits_chevaux_properties.PROPERTIES, royal_turf_properties.PROPERTIES,
         amazones_properties.PROPERTIES, poney_mon_amour_properties.PROPERTIES]


def _examples(count: int):
    return settings(max_examples=count, deadline=None,
                    suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_random_legal_play_ends_and_keeps_invariants(spec):
    @_examples(spec.play_examples)
    @given(spec.matches())
    def random_play(match):
        final, log, steps = play_out(spec, match)
        spec.check_end(final, log, steps, match)

    random_play()


@pytest.mark.parametrize("spec", GAMES, ids=lambda spec: spec.id)
def test_replay_reproduces_state_and_events(spec):
    @_examples(spec.replay_examples)
    @given(spec.matches())
    def replayed(match):
        final, log, steps = play_out(spec, match, check=False)
        state, replay_log = replay(spec, match, steps)
        assert state == final
        assert replay_log == log
        assert spec.game.result(state) == spec.game.result(final)

    replayed()


def test_amazones_number_of_jousts_varies_from_game_to_game():
    rules = amazones_properties
    jousts = Counter()
    for seed in range(16):
        match = Match(3 + seed % 3, rules.DEFAULTS, seed, (), seed)
        state, _, _ = play_out(rules.PROPERTIES, match, check=False)
        assert sum(not pile for pile in state["piles"].values()) == 2
        jousts[state["joust"]] += 1
    assert len(jousts) >= 3, jousts
    assert rules.MIN_JOUSTS <= min(jousts) and max(jousts) <= rules.MAX_JOUSTS


@_examples(40)
@given(poney_mon_amour_properties.short_hands())
def test_poney_mon_amour_short_hands_draw_card_by_card_back_to_five(position):
    """Through reshuffles in the middle of a draw and piles running out, each seat draws at
    the start of its turn until it holds 5, or the piles are empty, then acts."""
    rules, game = poney_mon_amour_properties, poney_mon_amour_properties.GAME
    players, options, state, choices, tail_seed = position
    steps = frozenset(c for c in rules.cards_of(state) if c.startswith("step-"))
    chooser = pyrandom.Random(tail_seed)
    longest = draws = 0
    for _ in range(6 * 2 * players):  # two rounds of the table: draws and an act a turn
        if state["phase"] != "play":
            break
        (seat,) = game.to_act(state)
        move = pick_move(game.legal_moves(state, seat), choices, chooser)
        new, events = game.apply_move(state, seat, move)
        rules.check_step(state, new, seat, move, events)
        rules.check_invariants(new, players, options, steps)
        draws = draws + 1 if move["type"] in rules.DRAWS else 0
        longest = max(longest, draws)
        state = new
    event(f"most cards drawn in a turn: {longest}")
