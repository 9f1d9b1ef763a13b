"""Poney Mon Amour's properties (tests/support/properties.py plays them): random legal play of
Poney Mon Amour (player count, options, seed and the choice among legal moves all drawn by
hypothesis), scoring each round whenever the engine waits for it, always ends within a bound,
keeps the table's invariants at every step (every card accounted for, hands of at most 5 and
back at 5 when a seat acts unless the piles ran out, the draw pile refilled as soon as it is
empty, suites laid 1..k in order, every replacement towards the seat's colour, at most one
problem per suite), keeps the state plain JSON, and replays exactly from (options, seed, moves)."""

import json
from collections import Counter

from hypothesis import event
from hypothesis import strategies as st

from engines import rng
from engines.poney_mon_amour import GAME

from support.properties import GameProperties, Match

HAND = 5
PHASES = {"play", "scoring", "finished"}
DRAWS = {"draw_pile", "draw_discard"}
ACTS = {"build", "replace", "attack", "defend", "discard"}
BOUNDS = {"problems_per_number": 4, "solutions_per_number": 4, "amour": 10,
          "grosse_colere": 6}


@st.composite
def tables(draw):
    """A match's players, options and seed."""
    players = draw(st.integers(2, 4))
    # small decks as often as any, so that draw piles run out and get reshuffled
    raw = {name: draw(st.sampled_from([0, 1]) | st.integers(0, top))
           for name, top in BOUNDS.items()}
    raw["max_turns_per_round"] = draw(st.sampled_from([10, 11, 30, 90, 150]) | st.integers(10, 150))
    raw["first_player"] = draw(st.none() | st.integers(0, players - 1))
    options = GAME.resolve_options(raw, players)
    seed = draw(st.integers(0, rng.SEED_LIMIT - 1))
    return players, options, seed


@st.composite
def matches(draw):
    players, options, seed = draw(tables())
    choices = draw(st.lists(st.integers(0, 63), max_size=150))
    tail_seed = draw(st.integers(0, 2**32 - 1))
    # an eager match builds whenever it can and draws from the pile, so that rounds also end
    # by a Selle and piles run out; otherwise any legal move may be chosen
    eager = draw(st.booleans())
    return Match(players, options, seed, tuple(choices), tail_seed, eager)


def candidates(legal: list[dict], eager: bool) -> list[dict]:
    """The moves to choose among: all legal ones, or an eager player's builds and pile draws
    when she has any."""
    preferred = [m for m in legal if m["type"] in ("build", "draw_pile")] if eager else []
    return preferred or legal


def number(card: str) -> int:
    return int(card.rsplit("-", 1)[1])


def cards_of(state: dict) -> list[str]:
    cards = list(state["draw"]) + list(state["discard"]) + list(state["out"])
    for hand in state["hands"]:
        cards += hand
    for suite in state["suites"]:
        cards += suite
    for problem in state["problems"]:
        if problem is not None:
            cards += [problem["card"], *problem["amours"]]
    return cards


def expected_specials(options: dict) -> Counter:
    counts = Counter()
    for n in range(1, 7):
        counts[f"problem-{n}"] += options["problems_per_number"]
        counts[f"solution-{n}"] += options["solutions_per_number"]
    counts["amour"] += options["amour"]
    counts["colere"] += options["grosse_colere"]
    return +counts


def check_invariants(state: dict, players: int, options: dict, steps: frozenset) -> None:
    assert json.loads(json.dumps(state)) == state
    assert state["players"] == players and state["options"] == options
    assert state["phase"] in PHASES
    assert 1 <= state["round"] <= players
    # every card accounted for: the 36 step cards once each, the special cards as optioned
    cards = Counter(cards_of(state))
    assert {c: k for c, k in cards.items() if c.startswith("step-")} == dict.fromkeys(steps, 1)
    assert +Counter({c: k for c, k in cards.items() if not c.startswith("step-")}) == (
        expected_specials(options))
    assert sum(cards.values()) == 36 + 6 * (options["problems_per_number"]
                                            + options["solutions_per_number"]) + (
        options["amour"] + options["grosse_colere"])
    assert not [c for c in state["out"] if c.startswith("step-")]
    # hands of at most 5
    assert all(len(hand) <= HAND for hand in state["hands"])
    # suites laid 1..k in order; only a round's winner ever holds a sixth card
    for seat, suite in enumerate(state["suites"]):
        assert all(c.startswith("step-") for c in suite)
        assert [number(c) for c in suite] == list(range(1, len(suite) + 1))
        if len(suite) == 6:
            assert state["phase"] != "play" and state["round_winner"] == seat
    # at most one problem per suite, only on a suite with its Poney
    for seat, problem in enumerate(state["problems"]):
        if problem is None:
            continue
        assert set(problem) == {"card", "amours"}
        assert problem["card"] == "colere" or problem["card"].startswith("problem-")
        assert len(state["suites"][seat]) >= 2
        assert set(problem["amours"]) <= {"amour"}
        assert len(problem["amours"]) < (2 if problem["card"] == "colere" else 1)
    assert 0 <= state["turns"] <= options["max_turns_per_round"]
    assert len(state["results"]) == state["round"] - 1 + (state["phase"] == "finished")
    assert state["totals"] == [
        sum(r["breakdown"][str(s)]["points"] for r in state["results"]) for s in range(players)]
    if state["phase"] == "play":
        seat = state["turn"]
        assert GAME.to_act(state) == [seat] and not GAME.is_scoring(state)
        assert state["draw"] or not state["discard"]  # an empty pile is refilled at once
        legal = GAME.legal_moves(state, seat)
        assert legal  # a seat with nothing to do is passed, never left to act
        if state["stage"] == "draw":
            assert len(state["hands"][seat]) < HAND and state["draw"]
            assert {m["type"] for m in legal} == {"draw_pile"} | (
                {"draw_discard"} if state["discard"] else set())
        else:
            assert state["stage"] == "act"
            # the draw is over: she holds 5 again, or the piles ran out
            assert len(state["hands"][seat]) == HAND or not state["draw"]
            check_actions(state, seat, legal)
        assert all(GAME.legal_moves(state, s) == [] for s in range(players) if s != seat)
    else:
        assert GAME.to_act(state) == [] and state["turn"] is None
        assert all(GAME.legal_moves(state, s) == [] for s in range(players))
        assert GAME.is_scoring(state) == (state["phase"] == "scoring")
    assert (GAME.result(state) is None) == (state["phase"] != "finished")


def check_actions(state: dict, seat: int, legal: list[dict]) -> None:
    """Each legal action agrees with the rules on its own terms."""
    suite, problems, colour = state["suites"][seat], state["problems"], state["colours"][seat]
    top = number(suite[-1]) if suite else 0
    assert {m["type"] for m in legal} <= ACTS
    assert {m["card"] for m in legal} == set(state["hands"][seat])
    assert {m["card"] for m in legal if m["type"] == "discard"} == set(state["hands"][seat])
    for m in legal:
        card = m["card"]
        if m["type"] in ("build", "replace"):
            assert problems[seat] is None and card.startswith("step-")
            if m["type"] == "build":
                assert number(card) == top + 1
            else:  # towards her colour only
                assert number(card) == top and card.split("-")[1] == colour
                assert suite[-1].split("-")[1] != colour
        elif m["type"] == "attack":
            target = m["target"]
            assert target != seat and problems[target] is None
            assert len(state["suites"][target]) >= 2
            assert card == "colere" or card.startswith("problem-")
        elif m["type"] == "defend":
            problem = problems[m["target"]]
            assert problem is not None
            assert card == "amour" or (problem["card"] != "colere"
                                       and number(card) == number(problem["card"]))


def check_step(before: dict, after: dict, seat: int, move: dict, events: list) -> None:
    assert json.loads(json.dumps(events)) == events
    assert after["rng"]["seed"] == before["rng"]["seed"]
    assert after["round"] == before["round"] and after["totals"] == before["totals"]
    if move["type"] in DRAWS:
        assert len(after["hands"][seat]) == len(before["hands"][seat]) + 1
        assert after["turn"] == seat and after["turns"] == before["turns"]
        # card by card until she holds 5 or both piles are empty
        assert after["stage"] == (
            "draw" if len(after["hands"][seat]) < HAND and after["draw"] else "act")
    else:
        assert after["turns"] == before["turns"] + 1
        assert len(after["hands"][seat]) == len(before["hands"][seat]) - 1
        if after["phase"] == "play":
            assert after["turn"] != seat or any(
                e["type"] == "passed" for e in events)


def step_cards(first: dict) -> frozenset:
    """The 36 step cards, from the dealt table."""
    steps = frozenset(c for c in cards_of(first) if c.startswith("step-"))
    assert len(steps) == 36
    return steps


def check_table(state: dict, played) -> None:
    """The invariants, and at the deal the opener the options name, if any."""
    match = played.match
    check_invariants(state, match.players, match.options, step_cards(played.first))
    if state is played.first and match.options["first_player"] is not None:
        assert state["opener"] == state["turn"] == match.options["first_player"]


def check_scoring(before: dict, after: dict) -> None:
    assert after["round"] == before["round"] + (before["round"] < before["players"])


def max_steps(match: Match, first: dict) -> int:
    """A round: an act a turn, and draws, each taking a card the deal or an act left in the
    piles; a scoring step."""
    deck_size = len(cards_of(first))
    return match.players * (2 * match.options["max_turns_per_round"] + deck_size + 1)


def check_end(final: dict, log: list, players: int) -> None:
    for kind in ("reshuffled", "round_won", "round_stopped"):  # coverage statistics
        event(f"{kind}: {any(e['type'] == kind for e in log)}")
    event(f"colere cured: {any(e.get('resolved') and e['card'] == 'amour' for e in log)}")
    event(f"replaced: {any(e['type'] == 'replace' for e in log)}")
    assert final["phase"] == "finished" and len(final["results"]) == players
    assert [e["round"] for e in log if e["type"] == "round_scored"] == list(
        range(1, players + 1))
    result = GAME.result(final)
    assert set(result["winners"]) == {
        s for s in range(players) if final["totals"][s] == max(final["totals"])}


PROPERTIES = GameProperties(
    GAME, matches, check_invariants=check_table,
    check_move=lambda before, after, seat, move, events, played: check_step(
        before, after, seat, move, events),
    check_score=lambda before, after, events, played: check_scoring(before, after),
    check_end=lambda final, log, steps, match: check_end(final, log, match.players),
    candidates=lambda legal, match: candidates(legal, match.eager),
    max_steps=max_steps, play_examples=25, replay_examples=25)


@st.composite
def short_hands(draw):
    """A dealt round reshaped into one where hands are short, as after turns when both piles
    were empty (from a deal the piles then never hold two cards at a turn's start again, since
    an action puts at most one card back and every later hand is short by at least one, so
    several cards are drawn only in such a position): each seat keeps 0..5 of its cards, the
    others, and as many of the draw pile's as drawn (all but one at most), go face up on the
    discard in a drawn order. The seat to act then plays on at random."""
    players, options, seed = draw(tables())
    state, _ = GAME.setup(players, options, seed)
    discard = []
    for seat in range(players):
        kept = draw(st.integers(0, HAND))
        discard += state["hands"][seat][kept:]
        state["hands"][seat] = state["hands"][seat][:kept]
    pile = draw(st.integers(1, len(state["draw"])))
    discard += state["draw"][:-pile]
    state["draw"] = state["draw"][-pile:]
    state["discard"] = draw(st.permutations(discard))
    if not state["hands"][state["turn"]]:  # the seat to act holds a card
        state["hands"][state["turn"]] = [state["discard"].pop()]
    choices = draw(st.lists(st.integers(0, 63), max_size=30))
    return players, options, state, choices, draw(st.integers(0, 2**32 - 1))
