"""Choosing a move for an AI seat, at any level, within a thinking budget."""

from dataclasses import dataclass

from engines import rng as random
from engines.core import Game, Move, State
from engines.search import expectimax, search

DEFAULT_THINK_MS = 200
EXPERT = "expert"
_EXPERT_SALT = 0x5EA2C4


@dataclass(frozen=True)
class Budget:
    """How long an AI may think: `think_ms` of wall time, or exactly `iterations` of search
    when set (what makes a search reproducible for a given seed)."""

    think_ms: int = DEFAULT_THINK_MS
    iterations: int | None = None


def levels(game: Game) -> list[str]:
    expert = [EXPERT] if game.determinize and game.evaluate else []
    return sorted([*game.ai_levels, *expert])


def expert_move(game: Game, view: dict, options: dict, players: int, seat: int, seed: int,
                budget: Budget = Budget()) -> Move:
    """The expert's move from `seat`'s view alone (what a seat may see, nothing more)."""
    if game.chance_outcomes is not None:
        # dice games: search over chance outcomes; `iterations` bounds the nodes visited
        return expectimax(game, view, options, players, seat, seed, budget.think_ms,
                          budget.iterations)
    return search(game, view, options, players, seat, seed, budget.think_ms, budget.iterations)


def choose(game: Game, level: str, state: State, seat: int, budget: Budget = Budget(),
           legal: list[Move] | None = None) -> Move:
    """`legal`: `seat`'s legal moves in `state`, when the caller has them already."""
    if level == EXPERT:
        seed = random.derived(state["rng"], seat, _EXPERT_SALT)["seed"]
        return expert_move(game, game.view(state, seat), state["options"], state["players"],
                           seat, seed, budget)
    return game.ai_levels[level](state, seat, legal)
