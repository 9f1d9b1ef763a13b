"""Property tests: random legal play of Petits Chevaux (player count, options, seed and the
choice among legal moves all drawn by hypothesis) ends within a bound, keeps the board's
invariants at every step, keeps the state plain JSON, and replays exactly."""

import json
import random as pyrandom

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines import rng
from engines.petits_chevaux import GAME

from playing import pick_move

FOOT = 55
MAX_MOVES = 30_000  # random games take a few hundred to ~3000 moves; this never binds
PHASES = {"roll", "move", "finished"}


@st.composite
def matches(draw):
    players = draw(st.integers(2, 4))
    per_player = draw(st.integers(1, 4))
    raw = {
        "horses_per_player": per_player,
        "horses_to_win": draw(st.integers(1, per_player)),
        "extra_six_to_finish": draw(st.booleans()),
        "max_sixes_in_a_row": draw(st.none() | st.integers(1, 3)),
    }
    options = GAME.resolve_options(raw, players)
    seed = draw(st.integers(0, rng.SEED_LIMIT - 1))
    # The first choices among legal moves come from hypothesis (so it can shrink them); the
    # rest of a long game from a hypothesis-drawn seed, to keep the choice sequence short.
    choices = draw(st.lists(st.integers(0, 3), max_size=200))
    tail_seed = draw(st.integers(0, 2**32 - 1))
    return players, options, seed, choices, tail_seed


def home(options: dict) -> int:
    return 62 if options["extra_six_to_finish"] else 61


def square(arm: int, progress: int) -> int | None:
    return (14 * arm + 1 + progress) % 56 if 0 <= progress <= FOOT else None


def check_invariants(state: dict, players: int, options: dict) -> None:
    n, goal = options["horses_per_player"], home(options)
    # plain data that survives JSON unchanged
    assert json.loads(json.dumps(state)) == state
    assert state["players"] == players and state["options"] == options
    assert state["arms"] == {2: [0, 2], 3: [0, 1, 2], 4: [0, 1, 2, 3]}[players]
    # every horse accounted for, progress in range
    assert len(state["horses"]) == players
    for horses in state["horses"]:
        assert len(horses) == n
        assert all(isinstance(p, int) and -1 <= p <= goal for p in horses)
    # never two horses on one track square, never two of a colour on one step
    occupied = [square(arm, p) for arm, horses in zip(state["arms"], state["horses"], strict=True)
                for p in horses if 0 <= p <= FOOT]
    assert len(occupied) == len(set(occupied))
    for horses in state["horses"]:
        steps = [p for p in horses if FOOT < p < goal]
        assert len(steps) == len(set(steps))
    # phase and turn
    assert state["phase"] in PHASES
    assert 0 <= state["turn"] < players
    assert state["sixes"] >= 0
    if options["max_sixes_in_a_row"] is not None:
        assert state["sixes"] <= options["max_sixes_in_a_row"]
    winners = [s for s, horses in enumerate(state["horses"])
               if horses.count(goal) >= options["horses_to_win"]]
    if state["phase"] == "finished":
        assert state["roll"] is None and winners == [state["winner"]]
        assert GAME.to_act(state) == []
        assert all(GAME.legal_moves(state, s) == [] for s in range(players))
        result = GAME.result(state)
        assert result["winners"] == [state["winner"]]
        assert sorted(result["ranking"]) == list(range(players))
        assert result["ranking"][0] == state["winner"]
        return
    assert state["winner"] is None and winners == []
    assert GAME.to_act(state) == [state["turn"]]
    assert GAME.result(state) is None
    legal = GAME.legal_moves(state, state["turn"])
    if state["phase"] == "roll":
        assert state["roll"] is None and legal == [{"type": "roll"}]
    else:  # a roll waiting to be used always has a legal use (otherwise it was passed)
        assert state["roll"] in range(1, 7)
        assert legal and all(m["type"] == "move_horse" for m in legal)
    for other in range(players):
        if other != state["turn"]:
            assert GAME.legal_moves(state, other) == []


def check_step(before: dict, after: dict, seat: int, move: dict, events: list) -> None:
    players = before["players"]
    assert json.loads(json.dumps(events)) == events
    assert after["turn"] in (seat, (seat + 1) % players)
    assert after["rng"]["seed"] == before["rng"]["seed"]
    assert after["rng"]["n"] >= before["rng"]["n"]
    if move["type"] == "roll":
        assert events[0]["type"] == "rolled" and events[0]["seat"] == seat
        assert after["horses"] == before["horses"]
        return
    assert after["rng"] == before["rng"]  # moving draws nothing
    mine_before, mine_after = before["horses"][seat], after["horses"][seat]
    changed = [h for h in range(len(mine_before)) if mine_before[h] != mine_after[h]]
    assert changed == [move["horse"]]  # exactly one horse moves
    for other in range(players):
        if other != seat:
            pairs = zip(before["horses"][other], after["horses"][other], strict=True)
            for p_before, p_after in pairs:
                assert p_after in (p_before, -1)  # opponents only ever go back to the stable


def play_out(players, options, seed, choices, tail_seed, check=True):
    state, events = GAME.begin(players, options, seed)
    log = list(events)
    moves = []
    chooser = pyrandom.Random(tail_seed)
    if check:
        check_invariants(state, players, options)
    for _ in range(MAX_MOVES):
        acting = GAME.to_act(state)
        if not acting:
            break
        seat = acting[0]
        legal = GAME.legal_moves(state, seat)
        move = pick_move(legal, choices, chooser)
        new, events = GAME.apply_move(state, seat, GAME.check_move_shape(move))
        if check:
            check_step(state, new, seat, move, events)
            check_invariants(new, players, options)
        state = new
        log.extend(events)
        moves.append((seat, move))
    else:
        raise AssertionError(f"no winner after {MAX_MOVES} moves")
    return state, log, moves


@settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(matches())
def test_random_legal_play_ends_and_keeps_invariants(match):
    players, options, seed, choices, tail_seed = match
    state, log, moves = play_out(players, options, seed, list(choices), tail_seed)
    assert state["phase"] == "finished"
    assert log[-1] == {"type": "match_won", "seat": state["winner"]}
    assert sum(e["type"] == "match_won" for e in log) == 1


@settings(max_examples=15, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(matches())
def test_replay_reproduces_state_and_events(match):
    players, options, seed, choices, tail_seed = match
    final, log, moves = play_out(players, options, seed, list(choices), tail_seed, check=False)
    # replay from (options, seed, moves) only
    state, replay_log = GAME.begin(players, json.loads(json.dumps(options)), seed)
    for seat, move in json.loads(json.dumps(moves)):
        assert GAME.to_act(state) == [seat]
        state, events = GAME.apply_move(state, seat, move)
        replay_log.extend(events)
    assert state == final
    assert replay_log == log
    assert GAME.result(state) == GAME.result(final)
