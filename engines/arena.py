"""Playing AI-versus-AI matches in-process, for arenas (pure: no I/O; a caller's `should_stop`
may look at the world).

An arena plays N matches between the same players. Seats rotate from one match to the next
(match i: player p sits at seat (p + i) % n), so over n consecutive matches every player
sits once at every seat; each match has its own seed, derived from the arena's seed and the
match's index, so an arena replays exactly (for levels that do not think by wall time).
"""

import time
from collections.abc import Callable

from engines import rng
from engines.ai import Budget, choose
from engines.core import Game

MAX_STEPS = 100_000  # far beyond any real match: a guard against an engine that never ends
STOP_CHECK_EVERY_S = 0.1  # `should_stop` is asked between decisions, at most this often


class ArenaError(RuntimeError):
    """The match could not be played to its end (an AI's illegal move, a stuck engine)."""


class Stopped(Exception):
    """The match was stopped before its end (its arena was cancelled): no result."""


def seat_order(players_count: int, match_index: int) -> list[int]:
    """The arena player at each seat of match `match_index`: `order[seat] = player`, where
    player p sits at seat (p + match_index) % players_count."""
    n = players_count
    return [(seat - match_index) % n for seat in range(n)]


def match_seed(arena_seed: int, index: int) -> int:
    """The seed of match `index` of an arena: a pure function of (arena_seed, index), in the
    range match seeds take (below 2**53)."""
    return rng.draw(rng.derived(rng.new_rng(arena_seed), index), rng.SEED_LIMIT)


def play_match(game: Game, players: list[tuple[str, Budget]], options: dict,
               seed: int, max_steps: int = MAX_STEPS,
               should_stop: Callable[[], bool] | None = None) -> dict:
    """Plays one all-AI match from setup to its result; `players[i]` (level, budget) sits at
    seat i. Rounds are scored as soon as the game waits for scoring. Every AI move is checked
    against the legal moves. Returns the game's result (seats) and the number of steps.

    `should_stop()` is asked between decisions, at most every STOP_CHECK_EVERY_S: when it
    says so, Stopped is raised. (A decision in progress runs to its think_ms: a caller that
    must stop sooner interrupts it, workers/arena.py.)"""
    state, _ = game.begin(len(players), options, seed)
    steps = 0
    check_at = time.monotonic()
    while (result := game.result(state)) is None:
        if steps >= max_steps:
            raise ArenaError(f"no result after {max_steps} steps")
        if should_stop is not None and time.monotonic() >= check_at:
            if should_stop():
                raise Stopped(f"stopped after {steps} steps")
            check_at = time.monotonic() + STOP_CHECK_EVERY_S
        steps += 1
        if game.is_scoring(state):
            state, _ = game.score(state)
            continue
        to_act = game.to_act(state)
        if not to_act:
            raise ArenaError("no seat is to act and the match is not over")
        seat = to_act[0]
        level, budget = players[seat]
        move = choose(game, level, state, seat, budget)
        if move not in game.legal_moves(state, seat):
            raise ArenaError(f"level {level!r} chose an illegal move at step {steps}: {move}")
        state, _ = game.apply_move(state, seat, move)
    return {"ranking": list(result["ranking"]), "scores": dict(result["scores"]),
            "winners": list(result["winners"]), "steps": steps}


def to_players(result: dict, order: list[int]) -> dict:
    """A match result in seats → the same result in arena players (`order` from
    `seat_order`): ranking and winners list players, scores are keyed by player."""
    return {
        "ranking": [order[seat] for seat in result["ranking"]],
        "winners": [order[seat] for seat in result["winners"]],
        "scores": {str(order[int(seat)]): score for seat, score in result["scores"].items()},
        "steps": result["steps"],
    }
