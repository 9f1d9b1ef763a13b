"""Service-level invariants of the checked move path, over random legal play."""

import json
import sys
import time

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engines.ai import Budget, choose
from engines.registry import GAMES
from service.model.play import ai_seats_to_act, play, play_ai_steps, score, start_match
from service.problems import ApiError


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**53 - 1), players=st.integers(2, 4), data=st.data())
def test_versions_and_event_numbers_never_skip(seed, players, data):
    game = GAMES["petits-chevaux"]
    options = game.resolve_options({"horses_per_player": 1}, players)
    state, setup_events = game.begin(players, options, seed)
    match = {"id": "m", "game": game.id, "options": options, "seed": seed,
             "seats": [{"seat": s, "type": "human"} for s in range(players)]}
    events = start_match(match, state, setup_events)
    for _ in range(5000):
        if match["status"] == "finished":
            break
        seat = game.to_act(match["state"])[0]
        moves = game.legal_moves(match["state"], seat)
        move = moves[data.draw(st.integers(0, len(moves) - 1)) if len(moves) > 1 else 0]
        before, frozen = match, json.dumps(match, sort_keys=True)
        match, step_events = play(match, seat, move)
        assert json.dumps(before, sort_keys=True) == frozen, "the input record is untouched"
        assert match["version"] == before["version"] + 1
        assert [e["seq"] for e in step_events] == list(
            range(before["event_count"] + 1, match["event_count"] + 1))
        assert all(e["version"] == match["version"] for e in step_events)
        events += step_events
    assert match["status"] == "finished"
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))


def _ai_match(game_id: str, seed: int, seats: list[str]) -> dict:
    """A started match whose seats are "ai" (all `random`) or "human"."""
    game = GAMES[game_id]
    options = game.resolve_options({}, len(seats))
    state, setup_events = game.begin(len(seats), options, seed)
    match = {"id": "m", "game": game_id, "options": options, "seed": seed,
             "seats": [{"seat": s, "type": kind} for s, kind in enumerate(seats)]}
    start_match(match, state, setup_events)
    return match


def _random_ai(game_id: str):
    game = GAMES[game_id]
    return lambda state, seat, legal: choose(game, "random", state, seat, Budget(), legal)


def _step_by_step(match: dict, pick, max_steps: int) -> tuple[dict, list[dict], int]:
    """The AI steps as a `play` call each (what workers/ai_turns.py did before batches)."""
    events, steps = [], 0
    while steps < max_steps and (seats := ai_seats_to_act(match)):
        legal = GAMES[match["game"]].legal_moves(match["state"], seats[0])
        match, step_events = play(match, seats[0], pick(match["state"], seats[0], legal))
        events += step_events
        steps += 1
    return match, events, steps


def _without_time(match: dict) -> dict:
    return {key: value for key, value in match.items() if key != "updated_at"}


@pytest.mark.parametrize("game_id", sorted(GAMES))
@pytest.mark.parametrize("seats,max_steps", [(["ai"] * 4, 5000), (["ai"] * 3, 7),
                                             (["ai", "human"], 5000)])
def test_a_batch_of_ai_steps_is_the_same_as_a_play_per_step(game_id, seats, max_steps):
    """Batches (scorings between them, as the scoring job does) until no AI seat is to act:
    the same records, key order included, and the same numbered events as step by step."""
    pick = _random_ai(game_id)
    batched = stepped = _ai_match(game_id, 20261129, seats)
    for _ in range(10_000):
        if batched["status"] == "scoring":
            (batched, events), (stepped, expected) = score(batched), score(stepped)
            assert events == expected
            continue
        frozen = json.dumps(batched)
        new, events, steps = play_ai_steps(batched, pick, max_steps, time.monotonic() + 60)
        assert json.dumps(batched) == frozen, "the input record is untouched"
        stepped, expected, expected_steps = _step_by_step(stepped, pick, max_steps)
        assert (steps, events) == (expected_steps, expected)
        assert list(new) == list(stepped)  # key order: the stored JSON is the same
        assert _without_time(new) == _without_time(stepped)
        if not steps:
            assert new is batched and not ai_seats_to_act(batched)
            break
        batched = new
    assert batched["status"] == "finished" or seats[-1] == "human"


def test_a_batch_stops_at_an_illegal_ai_move():
    match = _ai_match("petits-chevaux", 1, ["ai", "ai"])
    with pytest.raises(ApiError) as refused:
        play_ai_steps(match, lambda state, seat, legal: {"type": "pass"}, 10,
                      time.monotonic() + 60)
    assert refused.value.code == "illegal_move"


def test_a_batch_plays_one_step_at_least_then_stops_when_out_of_time():
    match = _ai_match("petits-chevaux", 1, ["ai", "ai"])
    new, events, steps = play_ai_steps(match, _random_ai("petits-chevaux"), 10,
                                       time.monotonic() - 1)
    assert steps == 1 and new["version"] == match["version"] + 1
    assert [e["seq"] for e in events] == list(range(match["event_count"] + 1,
                                                   new["event_count"] + 1))


def test_a_batch_plays_on_a_state_whose_keys_are_the_engine_s_own():
    """A record read back from JSON has key strings of its own; the batch plays on a copy
    of the state whose keys are interned (the engine's literals), with the same result."""
    match = _ai_match("petits-chevaux", 3, ["ai"] * 4)
    loaded = json.loads(json.dumps(match))
    assert not all(key is sys.intern(key) for key in loaded["state"])
    frozen = json.dumps(loaded)
    new, events, steps = play_ai_steps(loaded, _random_ai("petits-chevaux"), 5000,
                                       time.monotonic() + 60)
    assert json.dumps(loaded) == frozen, "the input record is untouched"
    assert all(key is sys.intern(key) for key in new["state"])
    expected = play_ai_steps(match, _random_ai("petits-chevaux"), 5000, time.monotonic() + 60)
    assert (new["state"], list(events), steps) == (expected[0]["state"], list(expected[1]),
                                                   expected[2])
