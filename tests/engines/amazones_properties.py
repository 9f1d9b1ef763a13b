"""Amazones' properties (tests/support/properties.py plays them): random legal play of Amazones
(player count, seed and the choice among legal moves drawn by hypothesis) always ends, with
exactly two empty piles, after a number of jousts that varies; keeps the game's invariants at
every step (cards and tiles conserved, men well formed and only ever growing, at most two
unfinished men each, the visible tops the only tiles to take, each uncovered top announced);
scores as an independent reading of the rules from the public view; keeps the state plain JSON,
and replays exactly from (seed, moves)."""

import json
from collections import Counter

from hypothesis import strategies as st

from engines import rng
from engines.amazones import GAME

from support.properties import GameProperties, Match

VALUES = [10, 5, 5, 5, 2, 2, 2, 1, 1, -1, -2]
TILES = [4, 4, 3, 3, 2, 2, 1, 1, -1, -2, -3, -4]
PARTS = ("tete", "torse", "jambes")
MAX_MOVES = 5_000  # a game is at most 17 jousts of at most ~70 moves each: never binds
# Every joust uses up at least two tiles (the winner's two, or the discarded tops of at least
# two non-empty piles), at most three; the game ends once two piles of 12 are empty.
MIN_JOUSTS, MAX_JOUSTS = 8, 17
PHASES = {"first_bid", "second_bid", "tiles", "scoring", "finished"}
DEFAULTS = GAME.resolve_options({}, 3)


@st.composite
def matches(draw):
    players = draw(st.integers(3, 5))
    seed = draw(st.integers(0, rng.SEED_LIMIT - 1))
    choices = draw(st.lists(st.integers(0, 40), max_size=150))
    return Match(players, DEFAULTS, seed, tuple(choices), draw(st.integers(0, 2**32 - 1)))


def cards_of(state: dict) -> Counter:
    cards = [tuple(c) for hand in state["hands"] for c in hand]
    cards += [tuple(c) for bid in state["face_up"] for c in bid]
    cards += [tuple(c) for c in state["face_down"] if c is not None]
    return Counter(cards)


def tiles_of(state: dict, discarded: dict) -> dict:
    """part -> Counter of its tile values, wherever they are."""
    tiles = {part: Counter(state["piles"][part]) + Counter(discarded[part]) for part in PARTS}
    for men in state["men"]:
        for man in men:
            for part, value in man.items():
                tiles[part][value] += 1
    return tiles


def check_invariants(state: dict, players: int, discarded: dict) -> None:
    assert json.loads(json.dumps(state)) == state
    assert state["players"] == players and state["phase"] in PHASES
    # cards: always the 11 cards of each seat's colour, somewhere (hand or bid)
    assert cards_of(state) == Counter((seat, v) for seat in range(players) for v in VALUES)
    assert sum(cards_of(state).values()) == 11 * players
    # tiles: 36 in all, 12 per part with their values, in piles, men or the discard
    assert tiles_of(state, discarded) == {part: Counter(TILES) for part in PARTS}
    placed = sum(len(man) for men in state["men"] for man in men)
    piled = sum(len(pile) for pile in state["piles"].values())
    assert piled + placed + sum(len(d) for d in discarded.values()) == 36
    # men: at most one of each part (a part is a key), never empty, at most 2 unfinished
    for men in state["men"]:
        for man in men:
            assert man and set(man) <= set(PARTS)
        assert sum(len(man) < len(PARTS) for man in men) <= 2
    empty = sum(not pile for pile in state["piles"].values())
    used = 36 - piled
    if state["phase"] in ("first_bid", "second_bid"):
        assert 2 * (state["joust"] - 1) <= used <= 3 * (state["joust"] - 1)
    view = GAME.view(state, None)
    assert view["discarded"] == discarded  # what the events showed discarded, in order
    if state["phase"] in ("scoring", "finished"):
        assert empty == 2 and MIN_JOUSTS <= state["joust"] <= MAX_JOUSTS
        assert GAME.to_act(state) == [] and view["in_play"] == []
        assert all(GAME.legal_moves(state, s) == [] for s in range(players))
        return
    assert empty <= 1
    acting = GAME.to_act(state)
    assert len(acting) == 1 and GAME.legal_moves(state, acting[0])
    for other in range(players):
        if other != acting[0]:
            assert GAME.legal_moves(state, other) == []
    if state["phase"] == "tiles":
        assert state["takers"] and set(state["takers"]) <= set(state["ranking"])
        assert state["takers"][0] == acting[0]
        # the tiles to take: the top of every non-empty pile, and only those
        visible = [part for part in PARTS if state["piles"][part]]
        assert view["in_play"] == visible
        assert {m["part"] for m in GAME.legal_moves(state, acting[0])} == set(visible)
    else:
        assert state["turn"] == acting[0] and view["in_play"] == []


def check_step(before: dict, after: dict, seat: int, move: dict, events: list) -> None:
    assert json.loads(json.dumps(events)) == events
    assert after["rng"] == before["rng"]  # all chance is in setup
    # placements are final: every man keeps its tiles; only new parts or new men appear
    for men_before, men_after in zip(before["men"], after["men"], strict=True):
        assert len(men_after) >= len(men_before)
        for old, new in zip(men_before, men_after, strict=False):
            assert {k: new.get(k) for k in old} == old
    added = sum(len(m) for ms in after["men"] for m in ms) - sum(
        len(m) for ms in before["men"] for m in ms)
    assert added == (1 if move["type"] == "place_tile" else 0)
    if move["type"] == "place_tile":
        owner = after["men"][move["owner"]]
        index = len(owner) - 1 if move["man"] is None else move["man"]
        assert owner[index][move["part"]] == before["piles"][move["part"]][-1]
    # each tile taken or discarded shows the top it uncovers (or that its pile is empty)
    kinds = [e["type"] for e in events]
    tops = {part: pile[-1] if pile else None for part, pile in before["piles"].items()}
    for event in events:
        if event["type"] in ("tile_placed", "tile_discarded"):
            assert list(tops.values()).count(None) < 2  # none goes once two piles are empty
            assert event["value"] == tops[event["part"]]
            tops[event["part"]] = event["uncovered"]
    assert tops == {part: pile[-1] if pile else None for part, pile in after["piles"].items()}
    if "game_over" in kinds:
        # the very tile that empties a second pile ends the game: nothing more happens
        assert kinds[-1] == "game_over" and kinds.count("game_over") == 1
        assert kinds[-2] in ("tile_placed", "tile_discarded") and events[-2]["uncovered"] is None
        assert "cards_passed" not in kinds and "joust_started" not in kinds


def expected_scores(public_men: list) -> dict:
    """Final scores computed here, independently, from the public view's men: finished men
    only, +5 for every best man, -5 for every worst man (per man: two in front of one player
    count twice), +5 to every player with the most finished men (if any)."""
    values = [[m["tete"] + m["torse"] + m["jambes"] for m in seat["men"]
               if None not in (m["tete"], m["torse"], m["jambes"])] for seat in public_men]
    every = [v for vs in values for v in vs]
    most = max(len(vs) for vs in values)
    scores = {}
    for seat, vs in enumerate(values):
        score = sum(vs)
        if every:
            score += 5 * vs.count(max(every)) - 5 * vs.count(min(every))
        if most and len(vs) == most:
            score += 5
        scores[str(seat)] = score
    return scores


def check_end(final: dict, log: list, players: int) -> None:
    assert final["phase"] == "finished"
    assert [e["type"] for e in log].count("game_over") == 1
    assert log[-1]["type"] == "round_scored"
    assert sum(not pile for pile in final["piles"].values()) == 2
    assert final["scores"] == expected_scores(GAME.view(final, None)["men"])
    result = GAME.result(final)
    assert sorted(result["ranking"]) == list(range(players))
    best = max(final["scores"].values())
    assert result["winners"] == [s for s in result["ranking"] if final["scores"][str(s)] == best]


def discarded_in(log: list) -> dict:
    """part -> the values of its tiles discarded so far, in order, as the events showed them."""
    discarded = {part: [] for part in PARTS}
    for event in log:
        if event["type"] == "tile_discarded":
            discarded[event["part"]].append(event["value"])
    return discarded


PROPERTIES = GameProperties(
    GAME, matches,
    check_invariants=lambda state, played: check_invariants(
        state, played.match.players, discarded_in(played.log)),
    check_move=lambda before, after, seat, move, events, played: check_step(
        before, after, seat, move, events),
    check_end=lambda final, log, steps, match: check_end(final, log, match.players),
    max_steps=lambda match, first: MAX_MOVES, play_examples=30, replay_examples=15)
