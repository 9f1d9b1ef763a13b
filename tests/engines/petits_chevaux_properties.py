"""Petits Chevaux's properties (tests/support/properties.py plays them): random legal play
(player count, options, seed and the choice among legal moves all drawn by hypothesis) ends
within a bound, keeps the board's invariants at every step, keeps the state plain JSON, and
replays exactly."""

import json

from hypothesis import strategies as st

from engines import rng
from engines.petits_chevaux import GAME

from support.properties import GameProperties, Match

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
    choices = draw(st.lists(st.integers(0, 3), max_size=200))
    return Match(players, options, seed, tuple(choices), draw(st.integers(0, 2**32 - 1)))


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


def check_end(final: dict, log: list, steps: list) -> None:
    assert final["phase"] == "finished"
    assert log[-1] == {"type": "match_won", "seat": final["winner"]}
    assert sum(e["type"] == "match_won" for e in log) == 1


PROPERTIES = GameProperties(
    GAME, matches,
    check_invariants=lambda state, played: check_invariants(
        state, played.match.players, played.match.options),
    check_move=lambda before, after, seat, move, events, played: check_step(
        before, after, seat, move, events),
    check_end=lambda final, log, steps, match: check_end(final, log, steps),
    max_steps=lambda match, first: MAX_MOVES, play_examples=25, replay_examples=15)
