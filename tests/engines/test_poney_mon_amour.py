"""Rule tests for the Poney Mon Amour engine, one group per rule of the Poney Mon Amour
rules in docs/games.md.

Positions are built by taking a state from `setup` and overwriting its plain data (`hands`,
`suites`, `problems`, `draw`, `discard`, `out`, `turn`, `stage`, `turns`, ...).
Cards are id strings: `step-<suite>-<n>`, `problem-<n>`, `solution-<n>`, `amour`, `colere`.
Piles are lists whose top is the LAST element. Expected values (deck composition, bonus
table, card numbers) are computed here from the rules, not taken from the engine.
"""

import copy
import json
import random as pyrandom
from collections import Counter

import pytest

from engines import rng
from engines.core import InvalidOptions
from engines.poney_mon_amour import GAME, card_view, round_breakdown

COLOURS = ("etoile", "spirale", "fleur", "note")
HAND = 5
SEED = 12345
AMOUR = "amour"
COLERE = "colere"
DRAW_PILE = {"type": "draw_pile"}
DRAW_DISCARD = {"type": "draw_discard"}
BONUS = {0: 0, 1: 1, 2: 1, 3: 2, 4: 3, 5: 5, 6: 8}  # own-colour cards in one's suite -> points
DEFAULTS = {"problems_per_number": 2, "solutions_per_number": 2, "amour": 5,
            "grosse_colere": 3, "max_turns_per_round": 400, "first_player": None}
COUNT_OPTIONS = ("problems_per_number", "solutions_per_number", "amour", "grosse_colere")


# --- helpers -------------------------------------------------------------------------------
def step(suite: str, n: int) -> str:
    return f"step-{suite}-{n}"


def prob(n: int) -> str:
    return f"problem-{n}"


def sol(n: int) -> str:
    return f"solution-{n}"


def number(card: str) -> int:
    return int(card.rsplit("-", 1)[1])


def suite_of(card: str) -> str:
    assert card.startswith("step-")
    return card.split("-")[1]


def line(suite: str, k: int) -> list[str]:
    """The cards 1..k of one suite, as a suite laid in order."""
    return [step(suite, n) for n in range(1, k + 1)]


def build(card):
    return {"type": "build", "card": card}


def replace(card):
    return {"type": "replace", "card": card}


def attack(card, target):
    return {"type": "attack", "card": card, "target": target}


def defend(card, target):
    return {"type": "defend", "card": card, "target": target}


def discard(card):
    return {"type": "discard", "card": card}


def all_step_cards() -> list[str]:
    state, _ = GAME.setup(2, GAME.resolve_options({}, 2), SEED)
    return sorted(c for c in cards_of(state) if c.startswith("step-"))


def neutral_suites() -> list[str]:
    return sorted({suite_of(c) for c in all_step_cards()} - set(COLOURS))


def make(players=2, *, turn=0, stage="act", hands=None, suites=None, problems=None,
         draw=None, discard=None, out=None, colours=None, turns=0, opener=None,
         seed=SEED, **options):
    """A state from setup with its plain data overwritten.

    `problems` items are None, a card, or (card, number_of_amours).
    """
    opts = GAME.resolve_options(options, players)
    state, _ = GAME.setup(players, opts, seed)
    state.update(turn=turn, stage=stage, turns=turns)
    if opener is not None:
        state["opener"] = opener
    if hands is not None:
        state["hands"] = [sorted(h) for h in hands]
    if suites is not None:
        state["suites"] = [list(s) for s in suites]
    if problems is not None:
        state["problems"] = [None if p is None else
                             {"card": p, "amours": []} if isinstance(p, str) else
                             {"card": p[0], "amours": [AMOUR] * p[1]} for p in problems]
    if draw is not None:
        state["draw"] = list(draw)
    if discard is not None:
        state["discard"] = list(discard)
    if out is not None:
        state["out"] = list(out)
    if colours is not None:
        state["colours"] = list(colours)
    return state


def legal(state: dict, seat: int | None = None) -> list[dict]:
    seat = state["turn"] if seat is None else seat
    return GAME.legal_moves(state, seat)


def of_kind(state: dict, kind: str, seat: int | None = None) -> list[dict]:
    return [m for m in legal(state, seat) if m["type"] == kind]


def play(state: dict, move: dict, seat: int | None = None) -> tuple[dict, list]:
    """Apply a move after checking it is legal (apply_move assumes legality)."""
    seat = state["turn"] if seat is None else seat
    assert move in GAME.legal_moves(state, seat), (move, GAME.legal_moves(state, seat))
    GAME.check_move_shape(move)
    return GAME.apply_move(state, seat, move)


def of_type(events: list, kind: str) -> list:
    return [e for e in events if e["type"] == kind]


def kinds(events: list) -> list[str]:
    return [e["type"] for e in events]


def cards_of(state: dict) -> list[str]:
    """Every card of the round, wherever it lies."""
    cards = list(state["draw"]) + list(state["discard"]) + list(state["out"])
    for hand in state["hands"]:
        cards += hand
    for suite in state["suites"]:
        cards += suite
    for problem in state["problems"]:
        if problem is not None:
            cards += [problem["card"], *problem["amours"]]
    return cards


NEUTRAL_A, NEUTRAL_B = neutral_suites()
# a hand with nothing to build on an empty suite
FILLER = [step(NEUTRAL_B, 6), step("note", 6), step("fleur", 5), step(NEUTRAL_A, 5)]


def expected_non_steps(problems=2, solutions=2, amour=5, colere=3) -> Counter:
    counts = Counter()
    for n in range(1, 7):
        counts[prob(n)] += problems
        counts[sol(n)] += solutions
    counts[AMOUR] += amour
    counts[COLERE] += colere
    return +counts


def clone(state: dict) -> dict:
    return json.loads(json.dumps(state))


def keys_of(value) -> set:
    if isinstance(value, dict):
        return set(value) | {k for v in value.values() for k in keys_of(v)}
    if isinstance(value, list):
        return {k for v in value for k in keys_of(v)}
    return set()


def walk(players: int, seed: int, chooser: pyrandom.Random, **options):
    """A random legal match, scoring each round when the engine waits for it. Yields
    (state, seat, move) before each step; `seat`/`move` are None for a scoring step."""
    state, _ = GAME.setup(players, GAME.resolve_options(options, players), seed)
    for _ in range(20_000):
        if state["phase"] == "finished":
            return
        if GAME.is_scoring(state):
            yield state, None, None
            state, _ = GAME.score(state)
            continue
        (seat,) = GAME.to_act(state)
        move = chooser.choice(GAME.legal_moves(state, seat))
        yield state, seat, move
        state, _ = GAME.apply_move(state, seat, move)
    raise AssertionError("match did not end")


def finish_with(players: int, seed: int, level: str = "greedy", **options):
    """A whole match played by one AI level; returns the final state and every event."""
    state, log = GAME.setup(players, GAME.resolve_options(options, players), seed)
    log = list(log)
    for _ in range(20_000):
        if state["phase"] == "finished":
            return state, log
        if GAME.is_scoring(state):
            state, events = GAME.score(state)
        else:
            (seat,) = GAME.to_act(state)
            state, events = GAME.apply_move(state, seat, GAME.ai_levels[level](state, seat))
        log += events
    raise AssertionError("match did not end")


# --- material: the deck and its options ----------------------------------------------------
def test_default_deck_has_68_cards():
    state, _ = GAME.setup(2, GAME.resolve_options({}, 2), SEED)
    cards = cards_of(state)
    assert len(cards) == 68
    steps = [c for c in cards if c.startswith("step-")]
    assert len(steps) == 36 and len(set(steps)) == 36
    assert Counter(c for c in cards if not c.startswith("step-")) == expected_non_steps()


def test_six_suites_of_steps_numbered_one_to_six():
    by_suite: dict = {}
    for card in all_step_cards():
        by_suite.setdefault(suite_of(card), []).append(number(card))
    assert len(by_suite) == 6
    assert all(sorted(numbers) == [1, 2, 3, 4, 5, 6] for numbers in by_suite.values())
    assert set(COLOURS) <= set(by_suite)  # four rider colours, two neutral suites
    assert len(neutral_suites()) == 2


def test_coloured_and_neutral_cards():
    names = ["Licol", "Poney", "Pansage", "Filet", "Tapis", "Selle"]
    for card in all_step_cards():
        shown = card_view(card)
        suite = suite_of(card)
        assert shown["kind"] == "step" and shown["number"] == number(card)
        assert shown["name"] == names[number(card) - 1]
        assert shown["colour"] == (suite if suite in COLOURS else None)
    coloured = [c for c in all_step_cards() if card_view(c)["colour"] is not None]
    assert len(coloured) == 24
    assert card_view(COLERE)["name"] == "Grosse Colère"
    assert card_view(prob(1))["name"] == "Boue" and card_view(sol(1))["name"] == "Brosse"
    assert card_view(prob(6))["colour"] is None and card_view(AMOUR)["colour"] is None


@pytest.mark.parametrize("counts", [
    (0, 0, 0, 0), (1, 2, 5, 3), (2, 1, 0, 6), (4, 4, 10, 6), (3, 0, 7, 1), (2, 2, 5, 0),
])
@pytest.mark.parametrize("players", [2, 4])
def test_count_options_change_the_deck(counts, players):
    p, s, a, c = counts
    raw = dict(zip(COUNT_OPTIONS, counts, strict=True))
    state, _ = GAME.setup(players, GAME.resolve_options(raw, players), SEED)
    cards = cards_of(state)
    assert len(cards) == 36 + 6 * p + 6 * s + a + c
    assert sorted(c for c in cards if c.startswith("step-")) == all_step_cards()
    assert Counter(x for x in cards if not x.startswith("step-")) == expected_non_steps(
        p, s, a, c)


def test_option_defaults_are_the_rules_defaults():
    assert GAME.resolve_options({}, 3) == DEFAULTS
    schema = GAME.options_json_schema()["properties"]
    assert {name: schema[name]["default"] for name in DEFAULTS} == DEFAULTS


@pytest.mark.parametrize("field,value", [
    *[(name, bad) for name in COUNT_OPTIONS for bad in (-1, 1000, "2", True, 1.5, None)],
    ("max_turns_per_round", 0), ("max_turns_per_round", -1),
    ("max_turns_per_round", 10**9), ("max_turns_per_round", "400"),
    ("max_turns_per_round", None),
    *[("first_player", bad) for bad in (-1, 4, "1", True, 1.5)],
])
def test_out_of_range_options_are_rejected_naming_the_field(field, value):
    with pytest.raises(InvalidOptions) as info:
        GAME.resolve_options({field: value}, 2)
    assert set(info.value.errors) == {field}


def test_unknown_option_is_rejected():
    with pytest.raises(InvalidOptions) as info:
        GAME.resolve_options({"jokers": 2}, 2)
    assert set(info.value.errors) == {"jokers"}


@pytest.mark.parametrize("field", COUNT_OPTIONS)
def test_zero_of_a_special_card_is_allowed(field):
    assert GAME.resolve_options({field: 0}, 4)[field] == 0


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_player_must_be_a_seat_of_the_match(players):
    for seat in [None, *range(players)]:
        assert GAME.resolve_options({"first_player": seat}, players)["first_player"] == seat
    for seat in range(players, 4):
        with pytest.raises(InvalidOptions) as info:
            GAME.resolve_options({"first_player": seat}, players)
        assert set(info.value.errors) == {"first_player"}
        assert str(players - 1) in info.value.errors["first_player"][0]


# --- setup -----------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_riders_get_distinct_colours_at_random(players):
    opts = GAME.resolve_options({}, players)
    seen = set()
    per_seat = [set() for _ in range(players)]
    for seed in range(120):
        state, events = GAME.setup(players, opts, seed)
        colours = state["colours"]
        assert len(colours) == players and len(set(colours)) == players
        assert set(colours) <= set(COLOURS)
        assert of_type(events, "riders_drawn") == [{"type": "riders_drawn",
                                                    "colours": colours}]
        seen.add(tuple(colours))
        for seat, colour in enumerate(colours):
            per_seat[seat].add(colour)
    assert len(seen) > 5  # seed-dependent
    assert all(found == set(COLOURS) for found in per_seat)  # every colour at every seat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_opener_is_random(players):
    opts = GAME.resolve_options({}, players)
    openers = Counter()
    for seed in range(200):
        state, events = GAME.setup(players, opts, seed)
        assert of_type(events, "start_player") == [{"type": "start_player",
                                                    "seat": state["opener"]}]
        assert state["turn"] == state["opener"] and GAME.to_act(state) == [state["opener"]]
        openers[state["opener"]] += 1
    assert set(openers) == set(range(players))
    assert min(openers.values()) > 200 / players / 3


# the random opener of seeds 0..11 before `first_player` existed: seeds keep their meaning
OPENERS_BY_SEED = {2: [1, 1, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1],
                   3: [1, 2, 0, 0, 2, 1, 2, 0, 1, 1, 2, 0],
                   4: [1, 1, 2, 0, 1, 2, 0, 2, 2, 0, 2, 1]}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_null_first_player_draws_the_opener_as_before(players):
    opts = GAME.resolve_options({"first_player": None}, players)
    assert [GAME.setup(players, opts, seed)[0]["opener"] for seed in range(12)] == (
        OPENERS_BY_SEED[players])


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_player_opens_round_one(players):
    for seat in range(players):
        opts = GAME.resolve_options({"first_player": seat}, players)
        for seed in range(10):
            state, events = GAME.setup(players, opts, seed)
            assert state["opener"] == seat and state["turn"] == seat
            assert GAME.to_act(state) == [seat] and state["stage"] == "act"
            assert of_type(events, "start_player") == [{"type": "start_player", "seat": seat}]
            assert of_type(events, "round_started")[0]["opener"] == seat


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_given_first_player_takes_no_random_draw(players):
    """The seat given, no opener is drawn: the riders and the deal of a seed are the same
    whoever opens, and the riders are those of the random opener's setup."""
    random_open, _ = GAME.setup(players, GAME.resolve_options({}, players), SEED)
    setups = [GAME.setup(players, GAME.resolve_options({"first_player": s}, players), SEED)[0]
              for s in range(players)]
    for state in setups:
        assert state["colours"] == random_open["colours"]
        assert (state["hands"], state["draw"], state["rng"]) == (
            setups[0]["hands"], setups[0]["draw"], setups[0]["rng"])
    assert setups[0]["rng"]["n"] < random_open["rng"]["n"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_later_rounds_rotate_from_the_first_player(players):
    first = players - 1
    _, log = finish_with(players, SEED, first_player=first)
    assert [e["opener"] for e in of_type(log, "round_started")] == [
        (first + k) % players for k in range(players)]


def test_setup_is_a_pure_function_of_the_seed():
    opts = GAME.resolve_options({}, 3)
    assert GAME.setup(3, opts, 99) == GAME.setup(3, opts, 99)
    assert GAME.setup(3, opts, 99)[0]["draw"] != GAME.setup(3, opts, 100)[0]["draw"]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_deal_five_each_and_the_rest_is_the_draw_pile(players):
    opts = GAME.resolve_options({}, players)
    state, events = GAME.setup(players, opts, SEED + players)
    assert [len(h) for h in state["hands"]] == [HAND] * players
    assert len(state["draw"]) == 68 - HAND * players
    assert state["discard"] == [] and state["out"] == []
    assert state["suites"] == [[]] * players and state["problems"] == [None] * players
    assert (state["phase"], state["round"], state["stage"], state["turns"]) == (
        "play", 1, "act", 0)
    assert Counter(cards_of(state)) == Counter(all_step_cards()) + expected_non_steps()
    (started,) = of_type(events, "round_started")
    assert started["round"] == 1 and started["opener"] == state["opener"]
    assert started["draw_pile"] == len(state["draw"])


def test_deal_is_shuffled():
    opts = GAME.resolve_options({}, 2)
    hands = {tuple(GAME.setup(2, opts, seed)[0]["hands"][0]) for seed in range(30)}
    assert len(hands) == 30


# --- a turn: drawing ---------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4])
def test_no_draw_on_a_players_first_turn_of_the_round(players):
    state, _ = GAME.setup(players, GAME.resolve_options({}, players), SEED)
    opener = state["opener"]
    for k in range(players):
        seat = (opener + k) % players
        assert GAME.to_act(state) == [seat]
        assert state["stage"] == "act" and len(state["hands"][seat]) == HAND
        moves = legal(state)
        assert moves and not [m for m in moves if m["type"].startswith("draw")]
        state, _ = play(state, discard(state["hands"][seat][0]))
    # everyone has acted: the opener's second turn starts with one draw, to hold 5 again
    assert state["turn"] == opener and state["stage"] == "draw"
    assert len(state["hands"][opener]) == HAND - 1
    assert sorted(m["type"] for m in legal(state)) == ["draw_discard", "draw_pile"]
    state, _ = play(state, DRAW_PILE)
    assert len(state["hands"][opener]) == HAND and state["stage"] == "act"


def test_draw_from_the_pile_takes_its_top_card():
    hand = [step("etoile", 3), prob(2), sol(4), AMOUR]
    state = make(stage="draw", hands=[hand, FILLER],
                 draw=[prob(5), step("note", 1), COLERE], discard=[sol(1)])
    new, events = play(state, DRAW_PILE)
    assert sorted(new["hands"][0]) == sorted(hand + [COLERE])
    assert new["draw"] == [prob(5), step("note", 1)] and new["discard"] == [sol(1)]
    assert new["stage"] == "act" and new["turn"] == 0 and new["turns"] == 0
    assert events == [{"type": "drew", "seat": 0, "source": "pile", "card": COLERE}]


def test_draw_from_the_discard_takes_exactly_its_top_card():
    hand = [step("etoile", 3), prob(2), sol(4), AMOUR]
    state = make(stage="draw", hands=[hand, FILLER], draw=[prob(5), COLERE],
                 discard=[sol(1), step("fleur", 2), prob(6)])
    new, events = play(state, DRAW_DISCARD)
    assert sorted(new["hands"][0]) == sorted(hand + [prob(6)])
    assert new["discard"] == [sol(1), step("fleur", 2)]
    assert new["draw"] == [prob(5), COLERE]
    assert new["stage"] == "act"
    assert events == [{"type": "drew", "seat": 0, "source": "discard", "card": prob(6)}]


def test_draw_stage_allows_only_drawing():
    state = make(stage="draw", hands=[[step("etoile", 1), prob(1), sol(1), AMOUR], FILLER],
                 draw=[COLERE], discard=[prob(3)])
    assert sorted(m["type"] for m in legal(state)) == ["draw_discard", "draw_pile"]
    assert legal(state, 1) == []
    no_discard = make(stage="draw", hands=[[AMOUR], FILLER], draw=[COLERE], discard=[])
    assert legal(no_discard) == [DRAW_PILE]


def test_act_stage_allows_no_drawing():
    state = make(hands=[[step("etoile", 1), prob(1)], FILLER], draw=[COLERE], discard=[prob(3)])
    assert not [m for m in legal(state) if m["type"].startswith("draw")]


def test_a_later_turn_starts_with_a_draw():
    state = make(hands=[[step("etoile", 1), prob(1)], FILLER], draw=[COLERE], discard=[])
    new, _ = play(state, discard(prob(1)))
    assert new["turn"] == 1 and new["stage"] == "draw"
    assert sorted(m["type"] for m in legal(new)) == ["draw_discard", "draw_pile"]


def test_a_turn_draws_until_the_hand_holds_five():
    """After a turn when both piles were empty she holds fewer than 4: she draws card by
    card, choosing the source of each, until she holds 5; the draws are not actions."""
    hand = [AMOUR, sol(4)]
    state = make(stage="draw", hands=[hand, FILLER],
                 draw=[prob(5), step("note", 1), COLERE], discard=[sol(1), prob(6)])
    state, events = play(state, DRAW_DISCARD)
    assert events == [{"type": "drew", "seat": 0, "source": "discard", "card": prob(6)}]
    assert (state["turn"], state["stage"]) == (0, "draw")
    assert sorted(m["type"] for m in legal(state)) == ["draw_discard", "draw_pile"]
    state, _ = play(state, DRAW_PILE)
    assert (state["turn"], state["stage"]) == (0, "draw")
    state, _ = play(state, DRAW_DISCARD)  # the card that lay under the first one taken
    assert state["hands"][0] == sorted(hand + [prob(6), COLERE, sol(1)])
    assert (state["turn"], state["stage"], state["turns"]) == (0, "act", 0)
    assert state["draw"] == [prob(5), step("note", 1)] and state["discard"] == []
    assert not [m for m in legal(state) if m["type"].startswith("draw")]


def test_a_short_hand_is_filled_at_the_start_of_the_next_turn():
    state = make(hands=[[step("etoile", 1), COLERE], [AMOUR, sol(2)]],
                 draw=[prob(1), prob(2), prob(3), prob(4)], discard=[])
    state, _ = play(state, discard(COLERE))
    draws = 0
    while state["stage"] == "draw":
        assert state["turn"] == 1 and len(state["hands"][1]) < HAND
        state, _ = play(state, DRAW_PILE)
        draws += 1
    assert draws == 3 and state["turn"] == 1 and len(state["hands"][1]) == HAND
    assert state["draw"] == [prob(1)] and state["discard"] == [COLERE]


def test_a_seat_without_cards_draws_five():
    state = make(stage="draw", hands=[[], FILLER], draw=[prob(n) for n in range(1, 7)])
    for _ in range(HAND):
        assert state["stage"] == "draw"
        state, _ = play(state, DRAW_PILE)
    assert state["hands"][0] == sorted(prob(n) for n in range(2, 7))
    assert state["stage"] == "act" and state["draw"] == [prob(1)]


def test_when_both_piles_run_out_she_keeps_what_she_drew():
    state = make(stage="draw", hands=[[AMOUR], FILLER], draw=[COLERE, prob(2)], discard=[])
    state, _ = play(state, DRAW_PILE)
    assert state["stage"] == "draw"
    state, events = play(state, DRAW_PILE)
    assert of_type(events, "reshuffled") == []
    assert state["hands"][0] == sorted([AMOUR, COLERE, prob(2)])
    assert (state["turn"], state["stage"]) == (0, "act") and state["draw"] == []


def test_the_draw_pile_is_refilled_as_soon_as_it_is_empty():
    """The rules: "When the draw pile is empty, the discard pile is shuffled into a new draw
    pile", at once, even when the card that emptied it completes the hand."""
    old_discard = [sol(1), step("fleur", 2), prob(6), AMOUR, step("note", 5)]
    hand = [step("etoile", 3), prob(2), sol(4), AMOUR]
    state = make(stage="draw", hands=[hand, FILLER], draw=[COLERE], discard=old_discard)
    new, events = play(state, DRAW_PILE)
    assert kinds(events) == ["drew", "reshuffled"] and events[1]["draw_pile"] == 5
    assert Counter(new["draw"]) == Counter(old_discard) and new["discard"] == []
    assert new["rng"]["n"] > state["rng"]["n"]
    assert Counter(cards_of(new)) == Counter(cards_of(state))
    assert (new["turn"], new["stage"]) == (0, "act")


def test_a_reshuffle_between_two_draws_leaves_only_the_new_pile():
    """The pile runs out in the middle of a draw: the discard, its top included, becomes the
    new pile at once, so the next cards can only come from that pile."""
    old_discard = [sol(1), step("fleur", 2), prob(6)]
    state = make(stage="draw", hands=[[AMOUR, sol(4)], FILLER], draw=[COLERE],
                 discard=old_discard)
    state, events = play(state, DRAW_PILE)
    assert kinds(events) == ["drew", "reshuffled"] and events[1]["draw_pile"] == 3
    assert state["stage"] == "draw" and legal(state) == [DRAW_PILE]
    for _ in range(2):
        state, events = play(state, DRAW_PILE)
        assert events[0]["card"] in old_discard
    assert len(state["hands"][0]) == HAND and state["stage"] == "act"
    assert len(state["draw"]) == 1 and state["discard"] == []


def test_a_card_laid_on_empty_piles_becomes_the_new_draw_pile():
    state = make(hands=[[step("etoile", 1), COLERE], FILLER], draw=[], discard=[])
    new, events = play(state, discard(COLERE))
    (reshuffled,) = of_type(events, "reshuffled")
    assert reshuffled["draw_pile"] == 1
    assert new["draw"] == [COLERE] and new["discard"] == []
    assert new["turn"] == 1 and new["stage"] == "draw" and legal(new) == [DRAW_PILE]
    _, events = play(new, DRAW_PILE)
    assert events[0]["card"] == COLERE


def test_reshuffle_order_comes_from_the_rng():
    old_discard = [sol(1), step("fleur", 2), prob(6), AMOUR, step("note", 5), prob(1)]
    orders = set()
    for seed in range(12):
        state = make(stage="draw", hands=[[step("etoile", 1), COLERE], FILLER],
                     draw=[prob(2)], discard=old_discard, seed=seed)
        new, _ = play(state, DRAW_PILE)
        orders.add(tuple(new["draw"]))
        again, _ = play(state, DRAW_PILE)
        assert again == new  # the same state reshuffles the same way
    assert len(orders) > 6


def test_no_reshuffle_while_the_draw_pile_has_cards():
    state = make(hands=[[step("etoile", 1), COLERE], FILLER], draw=[prob(4)],
                 discard=[sol(1), prob(6)])
    new, events = play(state, discard(COLERE))
    assert of_type(events, "reshuffled") == []
    assert new["draw"] == [prob(4)] and new["discard"] == [sol(1), prob(6), COLERE]


def test_no_draw_when_both_piles_are_empty():
    state = make(hands=[[step("etoile", 1), COLERE], [step("note", 6), sol(3), AMOUR]],
                 draw=[], discard=[])
    new, events = play(state, build(step("etoile", 1)))
    assert new["turn"] == 1 and new["stage"] == "act"
    assert of_type(events, "reshuffled") == [] and of_type(events, "passed") == []
    moves = legal(new)
    assert moves and not [m for m in moves if m["type"].startswith("draw")]
    assert sorted(m["card"] for m in of_kind(new, "discard")) == sorted(
        [step("note", 6), sol(3), AMOUR])


def test_a_seat_without_cards_still_draws_when_it_can():
    state = make(hands=[[step("etoile", 1), COLERE], []], draw=[prob(2)], discard=[])
    new, events = play(state, build(step("etoile", 1)))
    assert of_type(events, "passed") == []
    assert new["turn"] == 1 and new["stage"] == "draw" and legal(new) == [DRAW_PILE]


def test_a_seat_without_cards_and_nothing_to_draw_is_passed():
    state = make(3, hands=[[step("etoile", 1), COLERE], [], [sol(3), AMOUR]],
                 draw=[], discard=[])
    new, events = play(state, build(step("etoile", 1)))
    assert of_type(events, "passed") == [{"type": "passed", "seat": 1,
                                          "reason": "no_legal_move"}]
    assert new["turn"] == 2 and new["stage"] == "act" and new["phase"] == "play"
    assert GAME.to_act(new) == [2]


def test_when_every_seat_is_passed_the_round_stops():
    state = make(hands=[[step("etoile", 1)], []], draw=[], discard=[])
    new, events = play(state, build(step("etoile", 1)))
    assert [e["seat"] for e in of_type(events, "passed")] == [1, 0]
    assert of_type(events, "round_stopped") == [
        {"type": "round_stopped", "round": 1, "reason": "no_cards"}]
    assert new["phase"] == "scoring" and GAME.is_scoring(new) and GAME.to_act(new) == []
    assert new["round_winner"] is None
    assert legal(new, 0) == [] and legal(new, 1) == []


# --- build and replace -------------------------------------------------------------------------
@pytest.mark.parametrize("top", range(6))
@pytest.mark.parametrize("n", range(1, 7))
def test_build_only_the_next_number(top, n):
    card = step("fleur", n)
    state = make(hands=[[card], FILLER], suites=[line("etoile", top), []])
    assert (build(card) in legal(state)) == (n == top + 1)


@pytest.mark.parametrize("suite", ["etoile", "spirale", "fleur", "note", "neutral_a",
                                   "neutral_b"])
def test_a_licol_of_any_suite_starts_the_suite(suite):
    suite = {"neutral_a": NEUTRAL_A, "neutral_b": NEUTRAL_B}.get(suite, suite)
    card = step(suite, 1)
    state = make(hands=[[card, step(suite, 2), step(suite, 3)], FILLER])
    assert of_kind(state, "build") == [build(card)]
    new, events = play(state, build(card))
    assert new["suites"][0] == [card]
    assert sorted(new["hands"][0]) == sorted([step(suite, 2), step(suite, 3)])
    assert events[0] == {"type": "build", "seat": 0, "card": card}
    assert new["discard"] == state["discard"]


def test_build_on_a_suite_of_mixed_colours():
    suite = [step("etoile", 1), step(NEUTRAL_A, 2), step("note", 3)]
    hand = [step("spirale", 4), step("fleur", 4), step(NEUTRAL_B, 4), step("etoile", 5)]
    state = make(hands=[hand, FILLER], suites=[suite, []])
    assert sorted(m["card"] for m in of_kind(state, "build")) == sorted(hand[:3])
    new, _ = play(state, build(step(NEUTRAL_B, 4)))
    assert new["suites"][0] == suite + [step(NEUTRAL_B, 4)]
    assert new["turns"] == state["turns"] + 1


def test_no_number_out_of_order():
    hand = [step("etoile", n) for n in (2, 3, 4, 5, 6)]
    state = make(hands=[hand, FILLER])
    assert of_kind(state, "build") == [] and of_kind(state, "replace") == []
    state = make(hands=[hand, FILLER], suites=[line("fleur", 2), []])
    assert of_kind(state, "build") == [build(step("etoile", 3))]


OTHER_SUITES = ["spirale", "fleur", "note", "neutral_a", "neutral_b"]  # not etoile


def suite_named(name: str) -> str:
    return {"neutral_a": NEUTRAL_A, "neutral_b": NEUTRAL_B}.get(name, name)


@pytest.mark.parametrize("top_suite", OTHER_SUITES)
def test_replace_a_top_not_of_her_colour_by_the_same_number_of_her_colour(top_suite):
    """The top is neutral or of another rider's colour (note is seat 1's here)."""
    suite = [step("fleur", 1), step("note", 2), step(suite_named(top_suite), 3)]
    card = step("etoile", 3)
    state = make(hands=[[card, AMOUR], FILLER], suites=[suite, []], discard=[prob(1)],
                 colours=["etoile", "note"])
    assert of_kind(state, "replace") == [replace(card)]
    new, events = play(state, replace(card))
    assert new["suites"][0] == suite[:2] + [card]
    assert new["discard"] == [prob(1), suite[2]]  # the replaced card, on top
    assert new["hands"][0] == [AMOUR]
    assert events[0] == {"type": "replace", "seat": 0, "card": card, "replaced": suite[2]}
    assert new["turn"] == 1
    assert Counter(cards_of(new)) == Counter(cards_of(state))
    assert round_breakdown(new)["0"]["own_colour_cards"] == (
        round_breakdown(state)["0"]["own_colour_cards"] + 1)  # "pour augmenter son bonus"


@pytest.mark.parametrize("card_suite", OTHER_SUITES)
def test_no_replace_by_a_card_not_of_her_colour(card_suite):
    """Neither a neutral card nor another rider's: the replacement must add her colour."""
    card = step(suite_named(card_suite), 4)
    for top_suite in ["etoile", *OTHER_SUITES]:
        top = step(suite_named(top_suite), 4)
        if top == card:
            continue
        state = make(hands=[[card], FILLER], suites=[line("fleur", 3) + [top], []],
                     colours=["etoile", "note"])
        assert of_kind(state, "replace") == [], top


def test_no_replace_of_a_top_already_of_her_colour():
    hand = [step(suite_named(s), 3) for s in OTHER_SUITES]
    state = make(hands=[hand, FILLER], suites=[line("etoile", 3), []],
                 colours=["etoile", "note"])
    assert of_kind(state, "replace") == []


def test_no_replace_by_a_card_of_the_same_suite():
    state = make(hands=[[step("etoile", 3)], FILLER], suites=[line("etoile", 3), []])
    assert of_kind(state, "replace") == []


@pytest.mark.parametrize("n", [1, 2, 5, 6])
def test_no_replace_by_another_number(n):
    state = make(hands=[[step("fleur", n)], FILLER], suites=[line("etoile", 3), []],
                 colours=["fleur", "note"])
    assert of_kind(state, "replace") == []


def test_only_the_top_card_can_be_replaced():
    state = make(hands=[[step("fleur", 1), step("fleur", 2)], FILLER],
                 suites=[line("etoile", 3), []], colours=["fleur", "note"])
    assert of_kind(state, "replace") == []


def test_nothing_to_replace_on_an_empty_suite():
    state = make(hands=[[step("fleur", 1)], FILLER], colours=["fleur", "note"])
    assert of_kind(state, "replace") == [] and of_kind(state, "build") != []


@pytest.mark.parametrize("problem", [prob(1), prob(4), COLERE, (COLERE, 1)])
def test_a_problem_on_ones_suite_blocks_building_and_replacing(problem):
    hand = [step("fleur", 3), step("fleur", 4), AMOUR, prob(2)]
    state = make(hands=[hand, FILLER], suites=[line("etoile", 3), line("note", 2)],
                 problems=[problem, None], colours=["fleur", "note"])
    assert of_kind(state, "build") == [] and of_kind(state, "replace") == []
    assert sorted(m["card"] for m in of_kind(state, "discard")) == sorted(hand)
    assert attack(prob(2), 1) in legal(state)
    assert defend(AMOUR, 0) in legal(state)
    # an Amour cures it (a fresh Grosse Colère needs a second one): then building is back
    cured, _ = play(state, defend(AMOUR, 0))
    cured.update(turn=0, stage="act")
    if problem == COLERE:
        assert cured["problems"][0] == {"card": COLERE, "amours": [AMOUR]}
        assert of_kind(cured, "build") == [] and of_kind(cured, "replace") == []
    else:
        assert cured["problems"][0] is None
        assert of_kind(cured, "build") == [build(step("fleur", 4))]
        assert of_kind(cured, "replace") == [replace(step("fleur", 3))]


def test_a_problem_on_another_suite_does_not_block_building():
    state = make(hands=[[step("fleur", 4)], FILLER], suites=[line("etoile", 3), line("note", 2)],
                 problems=[None, prob(3)])
    assert of_kind(state, "build") == [build(step("fleur", 4))]


# --- attack ------------------------------------------------------------------------------------
@pytest.mark.parametrize("length", range(6))
@pytest.mark.parametrize("card", [prob(1), prob(6), COLERE])
def test_attack_needs_the_targets_poney(length, card):
    state = make(hands=[[card], FILLER], suites=[[], line("spirale", length)])
    expected = [attack(card, 1)] if length >= 2 else []
    assert of_kind(state, "attack") == expected


@pytest.mark.parametrize("card", [prob(3), COLERE])
def test_attack_lays_the_card_on_the_opponents_suite(card):
    state = make(hands=[[card, AMOUR], FILLER], suites=[[], line("spirale", 2)],
                 discard=[sol(2)])
    new, events = play(state, attack(card, 1))
    assert new["problems"] == [None, {"card": card, "amours": []}]
    assert new["hands"][0] == [AMOUR] and new["discard"] == [sol(2)]
    assert new["suites"][1] == line("spirale", 2)
    assert events[0] == {"type": "attack", "seat": 0, "card": card, "target": 1}
    assert new["turn"] == 1
    assert of_kind({**new, "turn": 1, "stage": "act"}, "build", 1) == []


@pytest.mark.parametrize("existing", [prob(3), prob(5), COLERE, (COLERE, 1)])
@pytest.mark.parametrize("card", [prob(3), prob(1), COLERE])
def test_problems_never_stack(existing, card):
    state = make(hands=[[card], FILLER], suites=[[], line("spirale", 4)],
                 problems=[None, existing])
    assert of_kind(state, "attack") == []


def test_no_attack_on_oneself():
    state = make(hands=[[prob(1), COLERE], FILLER], suites=[line("etoile", 4), []])
    assert of_kind(state, "attack") == []


def test_attack_targets_are_exactly_the_eligible_opponents():
    state = make(4, turn=2, hands=[FILLER, FILLER, [prob(2), COLERE], FILLER],
                 suites=[line("etoile", 2), line("note", 1), line("fleur", 5),
                         line("spirale", 3)],
                 problems=[None, None, None, None])
    assert sorted((m["card"], m["target"]) for m in of_kind(state, "attack")) == [
        (COLERE, 0), (COLERE, 3), (prob(2), 0), (prob(2), 3)]
    state["problems"][3] = {"card": prob(4), "amours": []}
    assert {m["target"] for m in of_kind(state, "attack")} == {0}


# --- defend and help -----------------------------------------------------------------------
@pytest.mark.parametrize("n", range(1, 7))
def test_solution_n_only_on_problem_n(n):
    for m in range(1, 7):
        state = make(hands=[[sol(n)], FILLER], suites=[line("etoile", 2), []],
                     problems=[prob(m), None])
        assert (defend(sol(n), 0) in legal(state)) == (n == m)
        assert [x for x in of_kind(state, "defend") if x != defend(sol(n), 0)] == []


@pytest.mark.parametrize("n", range(1, 7))
def test_matching_solution_resolves_and_leaves_the_round(n):
    state = make(hands=[[sol(n), AMOUR], FILLER], suites=[line("etoile", 2), []],
                 problems=[prob(n), None], discard=[step("note", 1)], out=[])
    new, events = play(state, defend(sol(n), 0))
    assert new["problems"] == [None, None]
    assert sorted(new["out"]) == sorted([prob(n), sol(n)])
    assert new["discard"] == [step("note", 1)]  # not the discard
    assert new["hands"][0] == [AMOUR]
    assert events[0] == {"type": "defend", "seat": 0, "card": sol(n), "target": 0,
                         "resolved": True}
    assert Counter(cards_of(new)) == Counter(cards_of(state))


@pytest.mark.parametrize("n", range(1, 7))
def test_amour_cures_any_problem(n):
    state = make(hands=[[AMOUR, sol((n % 6) + 1)], FILLER], suites=[line("etoile", 3), []],
                 problems=[prob(n), None], out=[prob(1), sol(1)])
    assert of_kind(state, "defend") == [defend(AMOUR, 0)]
    new, events = play(state, defend(AMOUR, 0))
    assert new["problems"][0] is None
    assert Counter(new["out"]) == Counter([prob(1), sol(1), prob(n), AMOUR])
    assert AMOUR not in new["discard"] and prob(n) not in new["discard"]
    assert events[0]["resolved"] is True


@pytest.mark.parametrize("amours", [0, 1])
def test_a_solution_never_cures_a_grosse_colere(amours):
    state = make(hands=[[sol(n) for n in range(1, 6)], FILLER],
                 suites=[line("etoile", 3), []], problems=[(COLERE, amours), None])
    assert of_kind(state, "defend") == []


def test_grosse_colere_needs_two_amours_on_two_turns():
    state = make(hands=[[AMOUR, AMOUR, step("fleur", 4)], [AMOUR, step("note", 1)]],
                 suites=[line("etoile", 3), []], problems=[COLERE, None],
                 draw=[prob(1), prob(2), prob(3)], discard=[])
    new, events = play(state, defend(AMOUR, 0))
    assert events[0] == {"type": "defend", "seat": 0, "card": AMOUR, "target": 0,
                         "resolved": False}
    assert new["problems"][0] == {"card": COLERE, "amours": [AMOUR]}
    assert new["out"] == state["out"] and new["discard"] == []
    assert new["turn"] == 1  # one card per turn: the turn is over
    assert Counter(cards_of(new)) == Counter(cards_of(state))
    # still unresolved: still blocks building and still no second attack on it
    blocked = {**new, "turn": 0, "stage": "act"}
    assert of_kind(blocked, "build", 0) == []
    # the second Amour (here laid by the opponent, helping, once her hand holds 5) resolves it
    for _ in range(3):
        new, _ = play(new, DRAW_PILE)
    new, events = play(new, defend(AMOUR, 0))
    assert events[0]["resolved"] is True and events[0]["seat"] == 1
    assert new["problems"][0] is None
    assert Counter(new["out"]) == Counter(state["out"]) + Counter([COLERE, AMOUR, AMOUR])
    assert Counter(cards_of(new)) == Counter(cards_of(state))
    new.update(turn=0, stage="act")
    assert of_kind(new, "build") == [build(step("fleur", 4))]


def test_helping_an_opponent_is_legal():
    state = make(3, hands=[[sol(2), AMOUR, step("fleur", 6)], FILLER, FILLER],
                 suites=[[], line("note", 2), line("spirale", 4)],
                 problems=[None, prob(2), prob(5)])
    assert sorted((m["card"], m["target"]) for m in of_kind(state, "defend")) == [
        (AMOUR, 1), (AMOUR, 2), (sol(2), 1)]
    new, events = play(state, defend(sol(2), 1))
    assert new["problems"] == [None, None, {"card": prob(5), "amours": []}]
    assert sorted(new["out"]) == sorted(state["out"] + [prob(2), sol(2)])
    assert events[0]["seat"] == 0 and events[0]["target"] == 1
    assert new["turn"] == 1  # it takes the helper's turn


def test_no_defence_without_a_problem():
    state = make(hands=[[sol(n) for n in range(1, 5)] + [AMOUR], FILLER],
                 suites=[line("etoile", 3), line("note", 3)])
    assert of_kind(state, "defend") == []


# --- discard ---------------------------------------------------------------------------------
@pytest.mark.parametrize("card", [step("etoile", 1), step(NEUTRAL_A, 6), prob(3), sol(5),
                                  AMOUR, COLERE])
def test_any_card_may_be_discarded(card):
    state = make(hands=[[card, step("note", 4)], FILLER], suites=[line("fleur", 3), []],
                 problems=[prob(1), None], discard=[prob(2)])
    assert discard(card) in legal(state)
    new, events = play(state, discard(card))
    assert new["discard"] == [prob(2), card]
    assert new["hands"][0] == [step("note", 4)]
    assert events[0] == {"type": "discard", "seat": 0, "card": card}
    assert new["turn"] == 1 and new["turns"] == 1


def test_every_card_in_hand_has_a_discard_move():
    state, _ = GAME.setup(4, GAME.resolve_options({}, 4), SEED)
    for seat in range(4):
        state.update(turn=seat, stage="act")
        assert sorted(m["card"] for m in of_kind(state, "discard")) == sorted(
            set(state["hands"][seat]))


def test_only_the_seat_to_act_has_moves():
    state, _ = GAME.setup(3, GAME.resolve_options({}, 3), SEED)
    for seat in range(3):
        assert (legal(state, seat) != []) == (seat == state["turn"])


# --- end of round ------------------------------------------------------------------------------
def test_laying_the_selle_ends_the_round_at_once():
    state = make(3, turn=1, hands=[FILLER, [step("fleur", 6), prob(1)], FILLER],
                 suites=[line("etoile", 2), line("note", 5), []])
    new, events = play(state, build(step("fleur", 6)))
    assert new["suites"][1] == line("note", 5) + [step("fleur", 6)]
    assert new["phase"] == "scoring" and GAME.is_scoring(new)
    assert GAME.to_act(new) == [] and new["round_winner"] == 1
    assert of_type(events, "round_won") == [{"type": "round_won", "seat": 1, "round": 1}]
    assert all(legal(new, s) == [] for s in range(3))
    assert GAME.result(new) is None


def test_replacing_ones_selle_is_not_possible_before_the_round_ends():
    state = make(hands=[[step("fleur", 6), step("fleur", 5)], FILLER],
                 suites=[line("note", 5), []], colours=["fleur", "etoile"])
    assert of_kind(state, "build") == [build(step("fleur", 6))]
    assert of_kind(state, "replace") == [replace(step("fleur", 5))]
    new, events = play(state, replace(step("fleur", 5)))
    assert new["phase"] == "play" and of_type(events, "round_won") == []


def test_max_turns_per_round_ends_the_round_without_winner():
    state = make(hands=[[COLERE, step("etoile", 2)], FILLER],
                 suites=[line("etoile", 1), []], colours=["etoile", "note"],
                 turns=9, max_turns_per_round=10)
    new, events = play(state, discard(COLERE))
    assert of_type(events, "round_stopped") == [
        {"type": "round_stopped", "round": 1, "reason": "max_turns_per_round"}]
    assert new["phase"] == "scoring" and GAME.to_act(new) == []
    assert new["round_winner"] is None and new["turns"] == 10
    scored, events = GAME.score(new)
    (summary,) = of_type(events, "round_scored")
    assert summary["winner"] is None
    assert summary["breakdown"]["0"]["colour_bonus"] == 1  # bonuses still scored
    assert summary["breakdown"]["0"]["selle"] == 0
    assert scored["totals"] == [1, 0]


def test_turns_count_actions_and_the_safety_net_waits_for_the_limit():
    state = make(stage="draw", hands=[[COLERE], FILLER], draw=[AMOUR],
                 turns=8, max_turns_per_round=10)
    new, _ = play(state, DRAW_PILE)
    assert new["turns"] == 8  # a draw is part of the turn
    new, events = play(new, discard(COLERE))
    assert new["turns"] == 9 and new["phase"] == "play" and of_type(events, "round_stopped") == []


# --- end-of-round scoring ----------------------------------------------------------------------
def six_with(own: int, colour: str, other: str) -> list[str]:
    """A full suite with `own` cards of `colour` and the rest from `other`."""
    return [step(colour if n <= own else other, n) for n in range(1, 7)]


@pytest.mark.parametrize("own", range(7))
def test_colour_bonus_table(own):
    state = make(suites=[six_with(own, "spirale", NEUTRAL_A), []],
                 colours=["spirale", "fleur"], stage=None, turn=None)
    state["phase"] = "scoring"
    item = round_breakdown(state)["0"]
    assert item["own_colour_cards"] == own
    assert item["colour_bonus"] == BONUS[own] and item["points"] == BONUS[own]
    scored, _ = GAME.score(state)
    assert scored["totals"] == [BONUS[own], 0]


@pytest.mark.parametrize("own", range(7))
def test_colour_bonus_of_the_selle_layer_adds_five(own):
    state = make(suites=[[], six_with(own, "note", "etoile")], colours=["etoile", "note"])
    state.update(phase="scoring", round_winner=1, turn=None, stage=None)
    breakdown = round_breakdown(state)
    assert breakdown["1"] == {"colour": "note", "own_colour_cards": own,
                              "colour_bonus": BONUS[own], "selle": 5, "points": BONUS[own] + 5}
    assert breakdown["0"]["points"] == 0 and breakdown["0"]["selle"] == 0


@pytest.mark.parametrize("k", range(1, 6))
def test_partial_suites_score_their_colour_too(k):
    state = make(3, suites=[line("fleur", k), line("etoile", k), line(NEUTRAL_B, k)],
                 colours=["fleur", "note", "spirale"])
    breakdown = round_breakdown(state)
    assert [breakdown[s]["points"] for s in "012"] == [BONUS[k], 0, 0]


def test_neutral_cards_count_for_nobody():
    suite = [step(NEUTRAL_A, 1), step(NEUTRAL_B, 2), step(NEUTRAL_A, 3), step(NEUTRAL_B, 4)]
    state = make(4, suites=[suite, suite, suite, suite],
                 colours=["etoile", "spirale", "fleur", "note"])
    assert all(item["own_colour_cards"] == 0 and item["points"] == 0
               for item in round_breakdown(state).values())


def test_other_riders_colours_count_nothing():
    state = make(suites=[line("fleur", 5), line("etoile", 2)], colours=["etoile", "fleur"])
    breakdown = round_breakdown(state)
    assert breakdown["0"]["own_colour_cards"] == 0 and breakdown["0"]["points"] == 0
    assert breakdown["1"]["own_colour_cards"] == 0 and breakdown["1"]["points"] == 0
    mixed = [step("etoile", 1), step("fleur", 2), step(NEUTRAL_A, 3), step("etoile", 4),
             step("note", 5)]
    state = make(suites=[mixed, []], colours=["etoile", "fleur"])
    assert round_breakdown(state)["0"]["own_colour_cards"] == 2


def test_round_scored_event_and_totals_accumulate():
    state = make(3, suites=[six_with(3, "note", NEUTRAL_B), line("etoile", 4), []],
                 colours=["note", "etoile", "fleur"])
    state.update(phase="scoring", round_winner=0, turn=None, stage=None, totals=[4, 1, 7])
    breakdown = round_breakdown(state)
    new, events = GAME.score(state)
    (scored,) = of_type(events, "round_scored")
    assert scored == {"type": "round_scored", "round": 1, "winner": 0,
                      "breakdown": breakdown, "totals": [4 + 5 + 2, 1 + 3, 7]}
    assert new["totals"] == [11, 4, 7]
    assert new["results"] == [{k: v for k, v in scored.items() if k != "type"}]
    assert state["totals"] == [4, 1, 7]  # the input is untouched


# --- the game ------------------------------------------------------------------------------
def test_scoring_a_round_deals_the_next_one():
    state = make(3, suites=[line("note", 6), line("etoile", 3), []],
                 problems=[None, prob(2), None], out=[prob(1), sol(1)], discard=[AMOUR],
                 opener=2)
    state.update(phase="scoring", round_winner=0, turn=None, stage=None)
    new, events = GAME.score(state)
    assert kinds(events) == ["round_scored", "round_started"]
    assert (new["round"], new["opener"], new["phase"]) == (2, 0, "play")  # 2 + 1 mod 3
    assert new["turn"] == 0 and new["stage"] == "act" and GAME.to_act(new) == [0]
    assert new["suites"] == [[], [], []] and new["problems"] == [None] * 3
    assert new["out"] == [] and new["discard"] == [] and new["turns"] == 0
    assert new["round_winner"] is None
    assert [len(h) for h in new["hands"]] == [HAND] * 3
    assert Counter(cards_of(new)) == Counter(all_step_cards()) + expected_non_steps()
    assert new["colours"] == state["colours"]  # riders keep their colour


def test_scoring_the_last_round_finishes_the_match():
    state = make(2, suites=[line("note", 6), line("etoile", 3)], colours=["note", "etoile"])
    state.update(phase="scoring", round_winner=0, turn=None, stage=None, round=2,
                 totals=[3, 9])
    new, events = GAME.score(state)
    assert kinds(events) == ["round_scored"]
    assert new["phase"] == "finished" and GAME.to_act(new) == []
    assert new["totals"] == [3 + 5 + 8, 9 + 2]
    assert GAME.result(new) == {"ranking": [0, 1], "scores": {"0": 16, "1": 11},
                                "winners": [0]}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_as_many_rounds_as_players_openers_rotate(players):
    final, log = finish_with(players, SEED + 7 * players)
    starts = of_type(log, "round_started")
    assert [e["round"] for e in starts] == list(range(1, players + 1))
    first = of_type(log, "start_player")[0]["seat"]
    assert [e["opener"] for e in starts] == [(first + k) % players for k in range(players)]
    scored = of_type(log, "round_scored")
    assert [e["round"] for e in scored] == list(range(1, players + 1))
    totals = [0] * players
    for event in scored:
        for seat, item in event["breakdown"].items():
            totals[int(seat)] += item["points"]
        assert event["totals"] == totals
    assert final["totals"] == totals and final["phase"] == "finished"
    result = GAME.result(final)
    best = max(totals)
    assert result["winners"] == [s for s in range(players) if totals[s] == best]
    assert sorted(result["ranking"]) == list(range(players))
    assert [totals[s] for s in result["ranking"]] == sorted(totals, reverse=True)


def test_rounds_are_won_by_laying_the_selle_in_real_play():
    _, log = finish_with(3, 5)
    for won in of_type(log, "round_won"):
        assert won["seat"] in range(3)
    scored = of_type(log, "round_scored")
    assert any(e["winner"] is not None for e in scored)
    for event in scored:
        for seat, item in event["breakdown"].items():
            assert item["selle"] == (5 if event["winner"] == int(seat) else 0)


def test_ties_share_the_win():
    state = make(4, colours=["etoile", "spirale", "fleur", "note"])
    state.update(phase="finished", turn=None, stage=None, totals=[6, 9, 2, 9])
    result = GAME.result(state)
    assert result["winners"] == [1, 3]
    assert result["ranking"][:2] == [1, 3] and result["ranking"][2:] == [0, 2]
    assert result["scores"] == {"0": 6, "1": 9, "2": 2, "3": 9}


def test_no_result_before_the_end():
    state = make(2)
    assert GAME.result(state) is None
    state.update(phase="scoring", turn=None, stage=None)
    assert GAME.result(state) is None


# --- hidden information ------------------------------------------------------------------------
def test_hands_are_seen_by_their_owner_only():
    state, _ = GAME.setup(3, GAME.resolve_options({}, 3), SEED)
    for viewer in (None, 0, 1, 2):
        shown = GAME.view(state, viewer)["hands"]
        for seat, item in enumerate(shown):
            assert item["seat"] == seat and item["count"] == len(state["hands"][seat])
            if seat == viewer:
                assert [c["card"] for c in item["cards"]] == state["hands"][seat]
            else:
                assert item["cards"] is None


def test_draw_pile_shows_only_its_count_and_the_discard_top_is_public():
    state = make(hands=[[AMOUR], FILLER], draw=[prob(1), sol(2), COLERE],
                 discard=[step("note", 1), step(NEUTRAL_A, 4)])
    for viewer in (None, 0, 1):
        shown = GAME.view(state, viewer)
        assert shown["draw_pile"] == 3 and shown["discard_pile"] == 2
        assert shown["discard_top"]["card"] == step(NEUTRAL_A, 4)
        assert "draw" not in shown
    state["discard"] = []
    assert GAME.view(state, None)["discard_top"] is None


def test_suites_and_problems_are_public():
    state = make(suites=[line("note", 3), line("etoile", 2)], problems=[None, (COLERE, 1)])
    for viewer in (None, 0, 1):
        shown = GAME.view(state, viewer)["suites"]
        assert [c["card"] for c in shown[0]["cards"]] == line("note", 3)
        assert shown[0]["problem"] is None
        assert shown[1]["problem"]["card"] == COLERE and shown[1]["problem"]["amours"] == 1


def test_a_card_drawn_from_the_pile_is_shown_only_to_the_drawer():
    state = make(3, stage="draw", hands=[[AMOUR], FILLER, FILLER], draw=[COLERE])
    _, events = play(state, DRAW_PILE)
    (drew,) = events
    assert GAME.event_view(drew, 0)["card"] == COLERE
    for viewer in (None, 1, 2):
        assert GAME.event_view(drew, viewer) == {"type": "drew", "seat": 0, "source": "pile",
                                                 "card": None}
    assert drew["card"] == COLERE  # redaction copies, it does not mutate


def test_a_card_taken_from_the_discard_is_public():
    state = make(3, stage="draw", hands=[[AMOUR], FILLER, FILLER], draw=[COLERE],
                 discard=[sol(3)])
    _, events = play(state, DRAW_DISCARD)
    for viewer in (None, 0, 1, 2):
        assert GAME.event_view(events[0], viewer)["card"] == sol(3)


def swap_hand(state: dict, seat: int, chooser: pyrandom.Random) -> dict:
    """`seat` holds a different hand of the same size (drawn from her hand and the pile, or
    arbitrary cards when that cannot differ), and the draw pile is permuted."""
    new = clone(state)
    hand = new["hands"][seat]
    pool = hand + new["draw"]
    for _ in range(20):
        chooser.shuffle(pool)
        if Counter(pool[:len(hand)]) != Counter(hand):
            new["hands"][seat], new["draw"] = sorted(pool[:len(hand)]), pool[len(hand):]
            break
    else:
        new["hands"][seat] = sorted(chooser.choice([AMOUR, COLERE, prob(1)])
                                    for _ in hand)
        if hand:
            assert new["hands"][seat] != hand or hand.count(hand[0]) == len(hand)
        chooser.shuffle(new["draw"])
    return new


def redeal_hidden(state: dict, keep: set, chooser: pyrandom.Random) -> dict:
    """Every hand outside `keep` redealt from the hidden cards (those hands and the pile),
    sizes kept, and the pile permuted: a state those in `keep` cannot tell apart."""
    new = clone(state)
    others = [s for s in range(state["players"]) if s not in keep]
    pool = new["draw"] + [c for s in others for c in new["hands"][s]]
    chooser.shuffle(pool)
    for s in others:
        k = len(new["hands"][s])
        new["hands"][s], pool = sorted(pool[:k]), pool[k:]
    new["draw"] = pool
    return new


@pytest.mark.parametrize("players,seed", [(2, 1), (2, 2), (3, 3), (3, 4), (4, 5), (4, 6)])
def test_non_interference_of_hands_and_pile_order(players, seed):
    """What B (or the public) sees never depends on A's hand nor on the pile order: neither
    in views, nor in the events of any step, however the hidden cards lie."""
    chooser = pyrandom.Random(seed)
    viewers = [*range(players), None]
    steps = changed = 0
    for state, mover, move in walk(players, seed, chooser, max_turns_per_round=30):
        steps += 1
        for a in range(players):
            other = swap_hand(state, a, chooser)
            changed += other["hands"][a] != state["hands"][a]
            for b in viewers:
                if b != a:
                    assert GAME.view(other, b) == GAME.view(state, b)
        if mover is None:
            continue
        new, events = GAME.apply_move(state, mover, move)
        for event in events:
            if event["type"] == "drew" and event["source"] == "pile":
                for b in viewers:
                    if b != event["seat"]:
                        assert GAME.event_view(event, b)["card"] is None
        for b in viewers:
            if b == mover:
                continue
            twin = redeal_hidden(state, {mover, b}, chooser)
            twin_new, twin_events = GAME.apply_move(twin, mover, move)
            assert [GAME.event_view(e, b) for e in twin_events] == [
                GAME.event_view(e, b) for e in events]
            assert GAME.view(twin_new, b) == GAME.view(new, b)
    assert steps > 100 and changed > steps


# --- AI ----------------------------------------------------------------------------------------
@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_ai_moves_are_legal_deterministic_and_blind_to_hidden_cards(players, seed):
    chooser = pyrandom.Random(seed)
    for state, seat, _ in walk(players, seed, chooser, max_turns_per_round=40):
        if seat is None:
            continue
        moves = GAME.legal_moves(state, seat)
        twin = redeal_hidden(state, {seat}, chooser)
        for level, ai in GAME.ai_levels.items():
            move = ai(state, seat)
            assert move in moves, level
            assert ai(clone(state), seat) == move  # deterministic per state
            assert ai(twin, seat) == move  # others' hands, pile order: not looked at
        assert GAME.ai_levels["greedy"](state, seat) == GAME.ai_levels["greedy"](
            swap_hand(state, (seat + 1) % players, chooser), seat)


def test_ai_levels_are_random_and_greedy():
    assert set(GAME.ai_levels) == {"random", "greedy"}


def greedy_over_rng(state: dict, seat: int = 0) -> list[dict]:
    """Greedy's choice in `state` under several rng counters (its tie-breaks vary)."""
    return [GAME.ai_levels["greedy"]({**state, "rng": rng.new_rng(seed)}, seat)
            for seed in range(8)]


def test_greedy_builds_when_it_can():
    state = make(hands=[[step("fleur", 2), prob(1), COLERE, step("note", 1), sol(4)], FILLER],
                 suites=[line("etoile", 1), line("note", 5)], colours=["spirale", "note"])
    assert all(move == build(step("fleur", 2)) for move in greedy_over_rng(state))


def test_greedy_cures_its_own_problem():
    state = make(hands=[[sol(3), prob(1), step("etoile", 6), AMOUR, step("fleur", 5)], FILLER],
                 suites=[line("etoile", 2), line("note", 5)], problems=[prob(3), None])
    for move in greedy_over_rng(state):
        assert move["type"] == "defend" and move["target"] == 0


def test_greedy_does_not_help_opponents():
    state = make(3, hands=[[sol(2), AMOUR, step("note", 6), step("spirale", 4),
                            step("fleur", 5)], FILLER, FILLER],
                 suites=[[], line("note", 3), line("etoile", 2)],
                 problems=[None, prob(2), COLERE])
    for move in greedy_over_rng(state):
        assert move["type"] != "defend"


def test_greedy_attacks_the_opponent_with_the_longest_suite():
    state = make(4, hands=[[prob(1), COLERE, step("note", 6), step("spirale", 4),
                            step("fleur", 5)], FILLER, FILLER, FILLER],
                 suites=[[], line("note", 2), line("etoile", 5), line("fleur", 3)])
    for move in greedy_over_rng(state):
        assert move["type"] == "attack" and move["target"] == 2


def test_greedy_takes_a_useful_discard_top():
    state = make(stage="draw", hands=[[prob(1), COLERE, sol(2), sol(3)], FILLER],
                 suites=[line("etoile", 2), []], draw=[AMOUR], discard=[step("note", 3)])
    assert GAME.ai_levels["greedy"](state, 0) == DRAW_DISCARD
    state["discard"] = [step("note", 5)]
    assert GAME.ai_levels["greedy"](state, 0) == DRAW_PILE


def test_greedy_chooses_the_source_of_each_card_of_a_long_draw():
    state = make(stage="draw", hands=[[prob(1), COLERE], FILLER],
                 suites=[[step("fleur", 1), step(NEUTRAL_A, 2)], []], colours=["etoile", "note"],
                 draw=[AMOUR, sol(5), sol(6)],
                 discard=[step("spirale", 6), step("etoile", 2), step("note", 3)])
    taken = []
    while state["stage"] == "draw":
        move = GAME.ai_levels["greedy"](state, 0)
        state, events = play(state, move)
        taken.append((move["type"], events[0]["card"]))
    # the next step, then the recolouring own-colour card it uncovers, then the pile
    assert taken == [("draw_discard", step("note", 3)), ("draw_discard", step("etoile", 2)),
                     ("draw_pile", sol(6))]


# --- purity, JSON, secrets -------------------------------------------------------------------
@pytest.mark.parametrize("players,seed", [(2, 21), (3, 22), (4, 23)])
def test_apply_move_and_score_never_mutate_their_input(players, seed):
    chooser = pyrandom.Random(seed)
    secret = 4_503_599_627_370_000 + seed  # long enough not to appear by chance
    for state, seat, move in walk(players, secret, chooser, max_turns_per_round=60):
        before = clone(state)
        assert before == state  # plain JSON data
        if seat is None:
            new, events = GAME.score(state)
        else:
            new, events = GAME.apply_move(state, seat, move)
        assert state == before
        assert json.loads(json.dumps(new)) == new
        assert json.loads(json.dumps(events)) == events
        for viewer in [*range(players), None]:
            shown = GAME.view(new, viewer)
            assert json.loads(json.dumps(shown)) == shown
            assert not {"rng", "seed", "draw", "options"} & keys_of(shown)
            assert str(secret) not in json.dumps(shown)
            for event in events:
                json.dumps(GAME.event_view(event, viewer))


@pytest.mark.parametrize("problem,card", [(prob(2), AMOUR), (COLERE, AMOUR),
                                          ((COLERE, 1), AMOUR), (prob(2), sol(2))])
def test_remedies_do_not_mutate_the_input(problem, card):
    state = make(hands=[[card, AMOUR], FILLER], suites=[line("etoile", 2), []],
                 problems=[problem, None])
    before = copy.deepcopy(state)
    new, _ = play(state, defend(card, 0))
    assert state == before
    assert Counter(cards_of(state)) == Counter(cards_of(new))


def test_views_never_contain_the_rng_or_seed():
    secret = 987654321987
    state, events = GAME.setup(3, GAME.resolve_options({}, 3), secret)
    for viewer in (None, 0, 1, 2):
        shown = GAME.view(state, viewer)
        assert not {"rng", "seed"} & keys_of(shown)
        assert str(secret) not in json.dumps(shown)
        for event in events:
            assert str(secret) not in json.dumps(GAME.event_view(event, viewer))


@pytest.mark.parametrize("winners, opener", [([1], 1), ([0], 0), ([2], 2), ([0, 2], None)])
def test_a_rematch_is_opened_by_the_last_games_winner(winners, opener):
    """"Le joueur ayant gagné la dernière partie … est désigné Premier Cavalier"; a shared
    win names no single winner: a random seat opens, as for a first game."""
    options = GAME.resolve_options({"amour": 3}, 3)
    result = {"ranking": [*winners, 1], "scores": {}, "winners": winners}
    assert GAME.rematch_options(options, result) == {**options, "first_player": opener}
