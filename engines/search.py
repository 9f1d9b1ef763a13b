"""Information-set Monte Carlo tree search (single-observer ISMCTS) for any engine.

The searcher sees only its seat's view. Every iteration samples a full state consistent with
that view (the game's `determinize`: unseen cards dealt at random, a fresh RNG for the dice
and shuffles still to come, so chance outcomes are resampled each iteration), then walks the
tree of decisions by UCB over the moves legal in that sample (with availability counts),
expands one move, plays a short rollout and scores the result with the game's `evaluate`.
The move most visited at the root is played. Nothing of the true hidden state is read.
"""

import json
import math
import time

from engines import rng as random
from engines.choice import any_of
from engines.core import Game, State

EXPLORATION = 0.7
ROLLOUT_STEPS = 24
MAX_TREE_DEPTH = 40


class _Node:
    __slots__ = ("children", "visits", "available", "reward")

    def __init__(self):
        self.children: dict[str, _Node] = {}
        self.visits = 0
        self.available = 0
        self.reward = 0.0


def _key(move: dict) -> str:
    return json.dumps(move, sort_keys=True, separators=(",", ":"))


def _settle(game: Game, state: State) -> State:
    """Runs any end-of-round scoring (itself a chance step: the next round is dealt)."""
    while game.is_scoring(state):
        state, _ = game.score(state)
    return state


def _rewards(game: Game, state: State) -> list[float]:
    result = game.result(state)
    if result is None:
        return game.evaluate(state)
    winners = set(result["winners"])
    return [1.0 / len(winners) if s in winners else 0.0 for s in range(state["players"])]


def _rollout(game: Game, state: State, stream: dict) -> State:
    for _ in range(ROLLOUT_STEPS):
        state = _settle(game, state)
        to_act = game.to_act(state)
        if not to_act:
            break
        if "greedy" in game.ai_levels:  # informed playouts say more in few steps
            move = game.ai_levels["greedy"](state, to_act[0])
        else:
            move = any_of(game.legal_moves(state, to_act[0]), stream)
        state, _ = game.apply_move(state, to_act[0], move)
    return _settle(game, state)


def _select(node: _Node, keyed: list[tuple[str, dict]]) -> tuple[str, dict]:
    best, best_score = keyed[0], -math.inf
    for key, move in keyed:
        child = node.children[key]
        score = child.reward / child.visits + EXPLORATION * math.sqrt(
            math.log(child.available) / child.visits)
        if score > best_score:
            best, best_score = (key, move), score
    return best


def _iterate(game: Game, root: _Node, world: State, stream: dict) -> None:
    node, state, path = root, world, []
    for _ in range(MAX_TREE_DEPTH):
        state = _settle(game, state)
        to_act = game.to_act(state)
        if not to_act:
            break
        mover = to_act[0]
        moves = game.legal_moves(state, mover)
        if len(moves) == 1:  # forced: no decision to learn
            state, _ = game.apply_move(state, mover, moves[0])
            continue
        keyed = [(_key(m), m) for m in moves]
        untried = [km for km in keyed if km[0] not in node.children]
        for key, _move in keyed:
            if key in node.children:
                node.children[key].available += 1
        if untried:
            key, move = untried[random.draw(stream, len(untried))]
            node.children[key] = child = _Node()
            child.available = 1
            state, _ = game.apply_move(state, mover, move)
            path.append((child, mover))
            state = _rollout(game, state, stream)
            break
        key, move = _select(node, keyed)
        node = node.children[key]
        state, _ = game.apply_move(state, mover, move)
        path.append((node, mover))
    rewards = _rewards(game, state)
    for visited, mover in path:
        visited.visits += 1
        visited.reward += rewards[mover]


def search(game: Game, view: dict, options: dict, players: int, seat: int, seed: int,
           think_ms: int, iterations: int | None = None) -> dict:
    """The move to play for `seat`, from what `seat` sees (`view`) and the match options.

    With `iterations` the search runs exactly that many iterations (reproducible for a given
    seed); otherwise it runs until `think_ms` have passed (at least one iteration)."""
    stream = random.new_rng(seed)
    root = _Node()
    deadline = time.monotonic() + think_ms / 1000
    done = 0
    legal = None
    while True:
        world = game.determinize(view, options, players, seat, stream)
        if legal is None:
            legal = game.legal_moves(world, seat)
            if len(legal) == 1:
                return legal[0]
        _iterate(game, root, world, stream)
        done += 1
        if (done >= iterations) if iterations is not None else time.monotonic() >= deadline:
            break
    visits = {key: child.visits for key, child in root.children.items()}
    return max(legal, key=lambda m: (visits.get(_key(m), 0), -legal.index(m)))


class _OutOfBudget(Exception):
    pass


class _Expectimax:
    """Depth-limited max^n search with chance nodes: each seat maximises its own value,
    chance moves are averaged over their outcomes. Depth counts decisions and chance
    moves alike (a run of forced rolls and passes must end somewhere)."""

    def __init__(self, game: Game, max_nodes: int | None, deadline: float):
        self.game, self.max_nodes, self.deadline = game, max_nodes, deadline
        self.nodes = 0

    def _tick(self) -> None:
        self.nodes += 1
        if self.max_nodes is not None:
            if self.nodes > self.max_nodes:
                raise _OutOfBudget
        elif self.nodes % 256 == 0 and time.monotonic() > self.deadline:
            raise _OutOfBudget

    def value(self, state: State, depth: int) -> list[float]:
        self._tick()
        game = self.game
        state = _settle(game, state)
        to_act = game.to_act(state)
        if not to_act:
            return _rewards(game, state)
        if depth == 0:
            return game.evaluate(state)
        mover = to_act[0]
        moves = game.legal_moves(state, mover)
        if len(moves) == 1:
            outcomes = game.chance_outcomes(state, mover, moves[0])
            if outcomes is not None:
                total = [0.0] * state["players"]
                for probability, after in outcomes:
                    for seat, v in enumerate(self.value(after, depth - 1)):
                        total[seat] += probability * v
                return total
            return self.value(game.apply_move(state, mover, moves[0])[0], depth)
        best = None
        for move in moves:
            values = self.value(game.apply_move(state, mover, move)[0], depth - 1)
            if best is None or values[mover] > best[mover]:
                best = values
        return best


EXPECTIMAX_SAMPLES = 4  # determinisations averaged when a view hides something


def expectimax(game: Game, view: dict, options: dict, players: int, seat: int, seed: int,
               think_ms: int, max_nodes: int | None = None) -> dict:
    """Iterative deepening until the budget (`max_nodes` nodes, or `think_ms`) runs out; the
    best move of the deepest completed depth is played."""
    stream = random.new_rng(seed)
    worlds = [game.determinize(view, options, players, seat, stream)
              for _ in range(EXPECTIMAX_SAMPLES)]
    legal = game.legal_moves(worlds[0], seat)
    if len(legal) == 1:
        return legal[0]
    searcher = _Expectimax(game, max_nodes, time.monotonic() + think_ms / 1000)
    best, depth = legal[0], 1
    try:
        while depth <= MAX_TREE_DEPTH:
            scores = []
            for move in legal:
                scores.append(sum(searcher.value(game.apply_move(world, seat, move)[0],
                                                 depth - 1)[seat] for world in worlds))
            best = legal[max(range(len(legal)), key=lambda i: (scores[i], -i))]
            depth += 1
    except _OutOfBudget:
        pass
    return best
