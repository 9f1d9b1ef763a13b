"""The search-based expert: it reads only its seat's view, is reproducible for a given seed
and budget, and plays legal moves in every game."""

import copy
import json

import pytest

from engines import rng
from engines.ai import Budget, choose, expert_move, levels
from engines.registry import GAMES

EXPERT_GAMES = [g for g in GAMES.values() if "expert" in levels(g)]
SMALL = Budget(iterations=60)


def _positions(game, players: int, seed: int, every: int = 9, limit: int = 600,
               options: dict | None = None):
    """States along a random match, every `every` steps, with the seat to act."""
    state, _ = game.begin(players, game.resolve_options(options or {}, players), seed)
    stream = rng.new_rng(seed)
    for step in range(limit):
        while game.is_scoring(state):
            state, _ = game.score(state)
        if not game.to_act(state):
            return
        seat = game.to_act(state)[0]
        moves = game.legal_moves(state, seat)
        if step % every == 0 and len(moves) > 1:
            yield state, seat
        state, _ = game.apply_move(state, seat, moves[rng.draw(stream, len(moves))])


def test_every_game_has_an_expert():
    assert {g.id for g in EXPERT_GAMES} == set(GAMES)


@pytest.mark.parametrize("game", EXPERT_GAMES, ids=lambda g: g.id)
def test_expert_plays_legal_moves_from_the_view_alone(game):
    """Given only what its seat sees, the expert still finds a legal move."""
    players = game.min_players + 1
    checked = 0
    for state, seat in _positions(game, players, seed=3):
        view = json.loads(json.dumps(game.view(state, seat)))  # nothing but the view
        move = expert_move(game, view, state["options"], players, seat, seed=7, budget=SMALL)
        assert move in game.legal_moves(state, seat)
        checked += 1
    assert checked >= 5


@pytest.mark.parametrize("game", EXPERT_GAMES, ids=lambda g: g.id)
def test_expert_is_reproducible_for_a_seed_and_budget(game):
    state, seat = next(iter(_positions(game, game.min_players + 1, seed=5)))
    first = choose(game, "expert", state, seat, SMALL)
    assert all(choose(game, "expert", state, seat, SMALL) == first for _ in range(3))


@pytest.mark.parametrize("game", EXPERT_GAMES, ids=lambda g: g.id)
def test_determinisation_matches_the_view(game):
    """A sampled state shows the searching seat exactly what it saw."""
    players = game.min_players + 1
    stream = rng.new_rng(1)
    for state, seat in _positions(game, players, seed=11, every=17):
        view = game.view(state, seat)
        world = game.determinize(view, state["options"], players, seat, stream)
        assert game.view(world, seat) == view
        assert game.legal_moves(world, seat) == game.legal_moves(state, seat)
        json.dumps(world)


@pytest.mark.parametrize("game", EXPERT_GAMES, ids=lambda g: g.id)
def test_expert_move_does_not_depend_on_what_it_cannot_see(game):
    """Two states that look the same to the seat give the same expert move: we rebuild the
    hidden parts by the game's own determinisation, keeping the RNG (the expert's seed)."""
    players = game.min_players + 1
    stream = rng.new_rng(2)
    for state, seat in list(_positions(game, players, seed=13, every=23))[:4]:
        other = game.determinize(game.view(state, seat), state["options"], players, seat,
                                 stream)
        other["rng"] = copy.deepcopy(state["rng"])
        assert game.view(other, seat) == game.view(state, seat)
        assert choose(game, "expert", other, seat, SMALL) == \
            choose(game, "expert", state, seat, SMALL)


def test_expert_thinks_within_its_time_budget():
    import time
    game = GAMES["petits-chevaux"]
    for state, seat in _positions(game, 4, seed=17, every=5):
        started = time.perf_counter()
        assert choose(game, "expert", state, seat, Budget(think_ms=50)) in \
            game.legal_moves(state, seat)
        assert time.perf_counter() - started < 0.5
        break


def test_royal_turf_determinisation_draws_hidden_token_values():
    """With face-down bets, others' token values are sampled, never copied."""
    game = GAMES["royal-turf"]
    stream = rng.new_rng(4)
    seen_other_values = set()
    for state, seat in _positions(game, 3, seed=8, every=1, limit=12,
                                  options={"hidden_bets": True}):
        view = game.view(state, seat)
        for _ in range(20):
            world = game.determinize(view, state["options"], 3, seat, stream)
            assert game.view(world, seat) == view
            others = tuple(b["token"] for b in world["bets"] if b["seat"] != seat)
            seen_other_values.add(others)
    assert len(seen_other_values) > 3, "hidden values must vary between samples"


@pytest.mark.parametrize("game_id", ["amazones", "poney-mon-amour"])
def test_determinisation_deals_unseen_cards_afresh(game_id):
    """Others' hands are sampled, never copied from the true state: over many samples they
    differ from the truth and from each other (this fails if determinize copied them)."""
    game = GAMES[game_id]
    stream = rng.new_rng(9)
    state, seat = next(iter(_positions(game, 3, seed=21, every=4)))
    other = (seat + 1) % 3
    truth = sorted(state["hands"][other])
    samples = []
    for _ in range(30):
        world = game.determinize(game.view(state, seat), state["options"], 3, seat, stream)
        assert sorted(world["hands"][seat]) == sorted(state["hands"][seat])
        assert len(world["hands"][other]) == len(truth)
        samples.append(sorted(world["hands"][other]))
    assert sum(sample == truth for sample in samples) < 5
    assert len({json.dumps(sample) for sample in samples}) > 10
