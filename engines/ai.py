"""Choosing a move for an AI seat, at any level, within a thinking budget."""

from dataclasses import dataclass

from engines.core import Game, Move, State

DEFAULT_THINK_MS = 200


@dataclass(frozen=True)
class Budget:
    """How long an AI may think: `think_ms` of wall time, or exactly `iterations` of search
    when set (what makes a search reproducible for a given seed)."""

    think_ms: int = DEFAULT_THINK_MS
    iterations: int | None = None


def levels(game: Game) -> list[str]:
    return sorted(game.ai_levels)


def choose(game: Game, level: str, state: State, seat: int,
           budget: Budget = Budget()) -> Move:
    return game.ai_levels[level](state, seat)
