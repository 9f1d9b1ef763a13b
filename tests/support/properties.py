"""The engines' property-test harness, one for every game (tests/engines/test_properties.py):
random legal play, the player count, options, seed and the choice among legal moves drawn by
hypothesis, scoring each round whenever the engine waits for it, to the end of the match.
Each game brings its strategy and its checks (tests/engines/<game>_properties.py): the
invariants of every state, what one move and one scoring may change, and what the end holds.
The harness checks what every game shares: the match ends within the game's bound, no step
touches its input, and a match replays exactly from (options, seed, steps)."""

import json
import random as pyrandom
from collections.abc import Callable
from dataclasses import dataclass, field

from hypothesis import strategies as st

from engines.core import Game

SCORE = "score"  # a step that scores the round the engine waits on


@dataclass(frozen=True)
class Match:
    """One drawn match: the table, and the moves its seats will choose. The first choices among
    legal moves come from hypothesis (so it can shrink them); the rest of a long match from a
    hypothesis-drawn seed, to keep the choice sequence short."""

    players: int
    options: dict
    seed: int
    choices: tuple[int, ...]
    tail_seed: int
    eager: bool = False  # a game's own way of choosing (Poney Mon Amour's eager player)


@dataclass
class Played:
    """What the checks may read of the match being played: the drawn match, its first state
    (after setup) and every event so far."""

    match: Match
    first: dict
    log: list = field(default_factory=list)


@dataclass(frozen=True)
class GameProperties:
    game: Game
    matches: Callable[[], st.SearchStrategy]  # -> Match
    check_invariants: Callable[[dict, Played], None]  # every state, setup's included
    check_move: Callable[[dict, dict, int, dict, list, Played], None]  # before, after, seat...
    check_end: Callable[[dict, list, list, Match], None]  # final state, log, steps
    max_steps: Callable[[Match, dict], int]  # a bound no match reaches
    play_examples: int
    replay_examples: int
    check_score: Callable[[dict, dict, list, Played], None] = lambda *_: None
    candidates: Callable[[list, Match], list] = lambda legal, match: legal

    @property
    def id(self) -> str:
        return self.game.id


def pick_move(legal: list[dict], choices: list[int], chooser) -> dict:
    """The move random play takes: forced when alone, else the next hypothesis-drawn choice,
    else the seeded `chooser`'s (`choices` is consumed)."""
    if len(legal) == 1:
        return legal[0]
    if choices:
        return legal[choices.pop(0) % len(legal)]
    return chooser.choice(legal)


def play_out(spec: GameProperties, match: Match, check: bool = True):
    """Plays `match` to its end: (final state, every event, the steps: (seat, move) or
    SCORE). With `check`, every state and step is held to the game's checks."""
    game = spec.game
    state, events = game.begin(match.players, match.options, match.seed)
    played = Played(match, state, list(events))
    steps = []
    choices, chooser = list(match.choices), pyrandom.Random(match.tail_seed)
    if check:
        spec.check_invariants(state, played)
    limit = spec.max_steps(match, state)
    for _ in range(limit):
        frozen = json.dumps(state) if check else None
        if game.is_scoring(state):
            new, events = game.score(state)
            step = SCORE
        elif acting := game.to_act(state):
            seat = acting[0]
            move = pick_move(spec.candidates(game.legal_moves(state, seat), match), choices,
                             chooser)
            new, events = game.apply_move(state, seat, game.check_move_shape(move))
            step = (seat, move)
        else:
            return state, played.log, steps
        played.log.extend(events)
        steps.append(step)
        if check:
            assert json.dumps(state) == frozen, "the step touched its input"
            assert json.loads(json.dumps(events)) == events
            if step == SCORE:
                spec.check_score(state, new, events, played)
            else:
                spec.check_move(state, new, *step, events, played)
            spec.check_invariants(new, played)
        state = new
    raise AssertionError(f"{game.id}: not over after {limit} steps")


def replay(spec: GameProperties, match: Match, steps: list):
    """(final state, events) re-played from (options, seed, steps) alone, through JSON as a
    stored match keeps them; scoring runs exactly where the engine waits for it."""
    game = spec.game
    state, log = game.begin(match.players, json.loads(json.dumps(match.options)), match.seed)
    for step in json.loads(json.dumps(steps)):
        if step == SCORE:
            assert game.is_scoring(state)
            state, events = game.score(state)
        else:
            seat, move = step
            assert game.to_act(state) == [seat]
            state, events = game.apply_move(state, seat, move)
        log.extend(events)
    assert not game.to_act(state) and not game.is_scoring(state), "the replay stopped short"
    return state, log
