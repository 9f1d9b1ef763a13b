"""Rule tests for the Amazones engine, one group per rule of the Amazones rules in
docs/games.md.

Positions are built by taking a state from `setup` and overwriting its plain data (`hands`,
`piles`, `discarded`, `men`, `opener`/`turn`, `phase`). Cards in the state are
`[colour_index, value]` pairs, `{colour, value}` objects in moves and views; a pile is a list
whose top is its LAST element; a man is a dict part -> tile value. Bids are always played
through the engine's own moves (`bid_card` ... `bid_done`, then `add_face_down` /
`take_back` / `keep`).
"""

import copy
import json
import random as pyrandom
from collections import Counter

import pytest

from engines import rng
from engines.amazones import GAME, ai_greedy, ai_random, event_view, final_scores
from engines.core import InvalidOptions

COLOURS = ("rouge", "bleu", "vert", "jaune", "violet")
VALUES = [10, 5, 5, 5, 2, 2, 2, 1, 1, -1, -2]
TILES = [4, 4, 3, 3, 2, 2, 1, 1, -1, -2, -3, -4]
PARTS = ("tete", "torse", "jambes")
DONE = {"type": "bid_done"}
KEEP = {"type": "keep"}
BIDDING = ("first_bid", "second_bid")
DEFAULTS = GAME.resolve_options({}, 3)  # first_player unset: a random opener
# Deep piles with distinct tops (tete 3, torse 4, jambes -1): no pile empties by accident.
PILES = {"tete": [-4, 1, 2, -2, 3], "torse": [-3, 1, 2, -1, 4], "jambes": [-2, 1, 3, 2, -1]}


# --- helpers -------------------------------------------------------------------------------
def card(colour: int, value: int) -> dict:
    return {"colour": COLOURS[colour], "value": value}


def bid_card(colour: int, value: int) -> dict:
    return {"type": "bid_card", **card(colour, value)}


def face_down(colour: int, value: int) -> dict:
    return {"type": "add_face_down", **card(colour, value)}


def take_back(colour: int, value: int) -> dict:
    return {"type": "take_back", **card(colour, value)}


def place(part: str, owner: int, man: int | None = None) -> dict:
    return {"type": "place_tile", "part": part, "owner": owner, "man": man}


def discard(part: str) -> dict:
    return {"type": "discard_tile", "part": part}


def full_hand(colour: int) -> list[list]:
    return sorted([colour, v] for v in VALUES)


def without(colour: int, *values: int) -> list[list]:
    """The full hand of `colour` minus one card of each of `values`."""
    hand = full_hand(colour)
    for value in values:
        hand.remove([colour, value])
    return hand


def man(tete: int, torse: int, jambes: int) -> dict:
    return {"tete": tete, "torse": torse, "jambes": jambes}


def make(players=3, opener=0, hands=None, piles=None, men=None, seed=7) -> dict:
    """A state from setup (first joust, first bid, `opener` to act) with its data overwritten.
    `hands` are lists of (colour, value) pairs."""
    state, _ = GAME.setup(players, DEFAULTS, seed)
    state["opener"] = state["turn"] = opener
    if hands is not None:
        state["hands"] = [sorted([c, v] for c, v in hand) for hand in hands]
    state["piles"] = {part: list((piles or PILES)[part]) for part in PARTS}
    if men is not None:
        state["men"] = [[dict(m) for m in owner] for owner in men]
    return state


def play(state: dict, move: dict, seat: int | None = None) -> tuple[dict, list]:
    """Apply a move after checking it is the acting seat's and legal (apply_move assumes it)."""
    acting = GAME.to_act(state)
    seat = acting[0] if seat is None else seat
    assert acting == [seat], (acting, seat)
    legal = GAME.legal_moves(state, seat)
    assert move in legal, (move, legal)
    return GAME.apply_move(state, seat, GAME.check_move_shape(move))


def run(state: dict, *moves: dict) -> tuple[dict, list]:
    log = []
    for move in moves:
        state, events = play(state, move)
        log += events
    return state, log


def first_bids(state: dict, bids: dict) -> tuple[dict, list]:
    """Each seat in turn lays its (colour, value) cards of `bids` face up (none = pass)."""
    log = []
    assert state["phase"] == "first_bid"
    while state["phase"] == "first_bid":
        seat = state["turn"]
        state, events = run(state, *(bid_card(c, v) for c, v in bids.get(seat, ())), DONE)
        log += events
    return state, log


def second_bids(state: dict, actions: dict | None = None) -> tuple[dict, list]:
    log = []
    assert state["phase"] == "second_bid"
    while state["phase"] == "second_bid":
        state, events = play(state, (actions or {}).get(state["turn"], KEEP))
        log += events
    return state, log


def joust(state: dict, bids: dict, actions: dict | None = None) -> tuple[dict, list]:
    """Both bid rounds; returns the state right after the reveal."""
    state, log = first_bids(state, bids)
    state, more = second_bids(state, actions)
    return state, log + more


def take_tiles(state: dict, *moves: dict) -> tuple[dict, list]:
    assert state["phase"] == "tiles"
    return run(state, *moves)


def of_type(events: list, kind: str) -> list:
    return [e for e in events if e["type"] == kind]


def kinds(events: list) -> list[str]:
    return [e["type"] for e in events]


def all_cards(state: dict) -> list[list]:
    cards = [c for hand in state["hands"] for c in hand]
    cards += [c for bid in state["face_up"] for c in bid]
    cards += [c for c in state["face_down"] if c is not None]
    return sorted(cards)


def mentions(obj, wanted: dict) -> bool:
    """Does a JSON object contain the card object `wanted` anywhere?"""
    if isinstance(obj, dict):
        if obj.get("colour") == wanted["colour"] and obj.get("value") == wanted["value"]:
            return True
        return any(mentions(v, wanted) for v in obj.values())
    if isinstance(obj, list):
        return any(mentions(v, wanted) for v in obj)
    return False


# --- material ------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_each_seat_starts_with_the_eleven_cards_of_its_own_colour(players):
    state, _ = GAME.setup(players, DEFAULTS, 1)
    assert len(state["hands"]) == players
    for seat, hand in enumerate(state["hands"]):
        assert sorted(hand) == sorted([seat, v] for v in VALUES)
        assert sorted(v for _, v in hand) == sorted([10, 5, 5, 5, 2, 2, 2, 1, 1, -1, -2])
    assert len(all_cards(state)) == 11 * players
    assert all(bid == [] for bid in state["face_up"])
    assert state["face_down"] == [None] * players


def test_the_deck_has_five_colours_of_eleven_cards():
    # every colour can be named in a move, and only those five; five players use them all
    for kind in ("bid_card", "add_face_down", "take_back"):
        schema = GAME.move_kind_index[kind].json_schema()["properties"]
        assert schema["colour"]["enum"] == list(COLOURS)
        assert (schema["value"]["minimum"], schema["value"]["maximum"]) == (-2, 10)
    state, _ = GAME.setup(5, DEFAULTS, 3)
    assert Counter(c for c, _ in all_cards(state)) == {c: 11 for c in range(5)}
    assert Counter(v for _, v in all_cards(state)) == {v: 5 * n for v, n in Counter(
        VALUES).items()}


@pytest.mark.parametrize("seed", [0, 1, 99])
def test_thirty_six_tiles_twelve_per_part(seed):
    state, events = GAME.setup(3, DEFAULTS, seed)
    assert sum(len(pile) for pile in state["piles"].values()) == 36
    assert set(state["piles"]) == set(PARTS)
    for part in PARTS:
        assert sorted(state["piles"][part]) == sorted(TILES)
    assert state["men"] == [[], [], []]
    assert state["phase"] == "first_bid"
    assert state["joust"] == 1
    start = of_type(events, "joust_started")
    assert start == [{"type": "joust_started", "joust": 1, "opener": state["opener"],
                      "tops": {p: state["piles"][p][-1] for p in PARTS}}]


def test_piles_are_shuffled_depending_on_the_seed():
    orders = {tuple(tuple(GAME.setup(3, DEFAULTS, seed)[0]["piles"][p]) for p in PARTS)
              for seed in range(20)}
    assert len(orders) == 20  # different seeds, different piles
    same = [GAME.setup(4, DEFAULTS, 12345)[0]["piles"] for _ in range(2)]
    assert same[0] == same[1]  # same seed, same piles
    # each part is shuffled on its own (the three piles are not the same order)
    piles = GAME.setup(3, DEFAULTS, 5)[0]["piles"]
    assert len({tuple(p) for p in piles.values()}) > 1
    tops = Counter(GAME.setup(3, DEFAULTS, seed)[0]["piles"]["tete"][-1] for seed in range(200))
    assert set(tops) == set(TILES)  # any tile may be on top


# --- opener and order ----------------------------------------------------------------------
@pytest.mark.parametrize("players", [3, 4, 5])
def test_first_opener_is_random_and_announced(players):
    openers = set()
    for seed in range(60):
        state, events = GAME.setup(players, DEFAULTS, seed)
        assert events[0] == {"type": "start_player", "seat": state["opener"]}
        assert GAME.to_act(state) == [state["opener"]] == [state["turn"]]
        assert GAME.setup(players, DEFAULTS, seed)[0]["opener"] == state["opener"]
        openers.add(state["opener"])
    assert openers == set(range(players))


# The openers seeds 0..11 drew with 4 players before the option existed: a match without it
# draws the same, so its seed plays the same match.
OPENERS_BY_SEED = [2, 1, 3, 3, 1, 0, 0, 0, 2, 3, 3, 0]


def test_without_first_player_the_opener_is_drawn_as_before_the_option():
    assert DEFAULTS == {"first_player": None}
    assert [GAME.setup(4, DEFAULTS, seed)[0]["opener"] for seed in range(12)] == (
        OPENERS_BY_SEED)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_first_player_opens_the_first_joust(players):
    for first in range(players):
        options = GAME.resolve_options({"first_player": first}, players)
        state, events = GAME.setup(players, options, 11)
        assert events[0] == {"type": "start_player", "seat": first}
        assert events[1]["type"] == "joust_started" and events[1]["opener"] == first
        assert state["opener"] == first and GAME.to_act(state) == [first]
        # the piles are shuffled as without the option: only the opener is chosen
        assert state["piles"] == GAME.setup(players, DEFAULTS, 11)[0]["piles"]


@pytest.mark.parametrize("players, value", [(3, 3), (4, 4), (5, 5), (3, -1), (3, "1"),
                                            (3, True), (3, 1.5)])
def test_a_first_player_that_is_no_seat_is_rejected_naming_the_field(players, value):
    with pytest.raises(InvalidOptions) as info:
        GAME.resolve_options({"first_player": value}, players)
    assert set(info.value.errors) == {"first_player"}


@pytest.mark.parametrize("winners, opener", [([1], 1), ([0], 0), ([2], 2), ([0, 2], None)])
def test_a_rematch_is_opened_by_the_last_matchs_winner(winners, opener):
    """A shared win names no single winner: a random seat opens, as for a first match."""
    result = {"ranking": [*winners, 1], "scores": {}, "winners": winners}
    assert GAME.rematch_options(DEFAULTS, result) == {"first_player": opener}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_both_bid_rounds_go_clockwise_from_the_opener(players):
    for opener in range(players):
        state = make(players, opener=opener)
        expected = [(opener + i) % players for i in range(players)]
        for phase, move in (("first_bid", DONE), ("second_bid", KEEP)):
            order = []
            while state["phase"] == phase:
                seat = state["turn"]
                order.append(seat)
                for other in range(players):
                    if other != seat:
                        assert GAME.legal_moves(state, other) == []
                state, _ = play(state, move, seat)
            assert order == expected


def test_next_joust_is_opened_by_the_winner():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 2)], 1: [(1, 1)], 2: [(2, 10)]})
    assert state["ranking"] == [2, 0, 1]
    state, events = take_tiles(state, place("tete", 2), place("torse", 2), place("jambes", 0))
    assert state["joust"] == 2 and state["opener"] == 2 and state["phase"] == "first_bid"
    assert GAME.to_act(state) == [2]
    assert of_type(events, "joust_started")[-1]["opener"] == 2


def test_winner_who_is_not_first_in_order_opens_next():
    state = make(4, opener=3)
    state, _ = joust(state, {3: [(3, 2)], 0: [(0, 1)], 1: [(1, 5)], 2: [(2, -1)]})
    assert state["ranking"] == [1, 3, 0, 2]
    state, _ = take_tiles(state, place("tete", 1), place("torse", 1), place("jambes", 3))
    assert state["opener"] == 1 and state["turn"] == 1


@pytest.mark.parametrize("bids", [{}, {0: [(0, 5)], 1: [(1, 5)], 2: [(2, 5)]}],
                         ids=["all-pass", "all-tie"])
def test_without_a_winner_the_same_opener_opens_again(bids):
    state = make(opener=1)
    state, events = joust(state, bids)
    assert state["joust"] == 2 and state["opener"] == 1 and GAME.to_act(state) == [1]
    assert "no_winner" in kinds(events)


# --- first bid -----------------------------------------------------------------------------
def test_first_bid_offers_each_distinct_card_of_the_hand_and_bid_done():
    state = make(opener=0)
    legal = GAME.legal_moves(state, 0)
    assert sorted(legal, key=json.dumps) == sorted(
        [bid_card(0, v) for v in set(VALUES)] + [DONE], key=json.dumps)


def test_any_number_of_cards_may_be_laid_even_the_whole_hand():
    state = make(opener=0)
    for value in VALUES:
        state, events = play(state, bid_card(0, value))
        assert events == [{"type": "card_bid", "seat": 0, "card": card(0, value)}]
    assert state["hands"][0] == [] and sorted(state["face_up"][0]) == full_hand(0)
    assert GAME.legal_moves(state, 0) == [DONE]
    state, events = play(state, DONE)
    assert events[0] == {"type": "bid_closed", "seat": 0, "total": sum(VALUES)}
    assert state["turn"] == 1


def test_a_bid_card_moves_from_hand_to_the_face_up_bid():
    state = make(opener=0)
    state, _ = run(state, bid_card(0, 5), bid_card(0, 5))
    assert state["face_up"][0] == [[0, 5], [0, 5]]
    assert Counter(v for _, v in state["hands"][0])[5] == 1
    assert bid_card(0, 5) in GAME.legal_moves(state, 0)  # the third 5 is still there
    state, _ = play(state, bid_card(0, 5))
    assert bid_card(0, 5) not in GAME.legal_moves(state, 0)  # no fourth 5


def test_bid_done_with_no_card_is_a_pass():
    state = make(opener=0)
    state, events = play(state, DONE)
    assert events == [{"type": "bid_closed", "seat": 0, "total": 0}]
    assert state["face_up"][0] == [] and state["hands"][0] == full_hand(0)
    assert state["turn"] == 1 and state["phase"] == "first_bid"


MIXED = [[(0, 10), (0, 2), (1, 5), (1, -1), (3, 1)], [(1, 2)], [(2, 1)]]


@pytest.mark.parametrize("opening", [(0, 10), (1, 5), (3, 1)])
def test_a_mixed_hand_may_open_with_any_colour_then_only_that_one(opening):
    state = make(hands=MIXED, opener=0)
    first = GAME.legal_moves(state, 0)
    assert {m["colour"] for m in first if m["type"] == "bid_card"} == {
        COLOURS[0], COLOURS[1], COLOURS[3]}
    state, _ = play(state, bid_card(*opening))
    colour = opening[0]
    expected = [bid_card(c, v) for c, v in MIXED[0] if c == colour and (c, v) != opening]
    assert sorted(GAME.legal_moves(state, 0), key=json.dumps) == sorted(
        expected + [DONE], key=json.dumps)


# --- second bid ----------------------------------------------------------------------------
def test_second_bid_add_of_face_up_colour_or_take_back_or_keep():
    state = make(hands=MIXED, opener=0)
    state, _ = first_bids(state, {0: [(0, 2)], 1: [(1, 2)], 2: [(2, 1)]})
    assert state["phase"] == "second_bid" and state["turn"] == 0
    legal = GAME.legal_moves(state, 0)
    assert sorted(legal, key=json.dumps) == sorted(
        [face_down(0, 10), take_back(0, 2), KEEP], key=json.dumps)


def test_second_bid_any_colour_face_down_when_nothing_is_face_up():
    state = make(hands=MIXED, opener=0)
    state, _ = first_bids(state, {1: [(1, 2)], 2: [(2, 1)]})
    legal = GAME.legal_moves(state, 0)
    assert sorted(legal, key=json.dumps) == sorted(
        [face_down(c, v) for c, v in MIXED[0]] + [KEEP], key=json.dumps)


def test_second_bid_take_back_offers_each_face_up_card():
    state = make(opener=0)
    state, _ = first_bids(state, {0: [(0, 10), (0, 1), (0, -2)]})
    takes = [m for m in GAME.legal_moves(state, 0) if m["type"] == "take_back"]
    assert sorted(takes, key=json.dumps) == sorted(
        [take_back(0, 10), take_back(0, 1), take_back(0, -2)], key=json.dumps)
    assert not any(m["type"] == "bid_card" for m in GAME.legal_moves(state, 0))


def test_empty_hand_and_empty_bid_can_only_keep():
    state = make(hands=[[], [(1, 2)], [(2, 1)]], opener=0)
    state, _ = first_bids(state, {1: [(1, 2)], 2: [(2, 1)]})
    assert GAME.legal_moves(state, 0) == [KEEP]


def test_add_face_down_moves_one_card_and_ends_the_players_second_bid():
    state = make(opener=0)
    state, _ = first_bids(state, {0: [(0, 1)]})
    state, events = play(state, face_down(0, 10))
    assert events == [{"type": "face_down_added", "seat": 0, "card": card(0, 10)}]
    assert state["face_down"][0] == [0, 10] and [0, 10] not in state["hands"][0]
    assert len(state["hands"][0]) == 9
    # only one action: the turn has moved on and seat 0 has nothing more to do
    assert state["turn"] == 1 and GAME.legal_moves(state, 0) == []
    state, _ = second_bids(state)
    assert state["phase"] == "tiles" and state["face_down"][0] == [0, 10]


def test_take_back_returns_one_card_to_hand():
    state = make(opener=0)
    state, _ = first_bids(state, {0: [(0, 10), (0, 5)]})
    state, events = play(state, take_back(0, 10))
    assert events == [{"type": "card_taken_back", "seat": 0, "card": card(0, 10)}]
    assert state["face_up"][0] == [[0, 5]]
    assert sorted(state["hands"][0]) == without(0, 5)
    assert state["turn"] == 1 and GAME.legal_moves(state, 0) == []


def test_keep_changes_nothing():
    state = make(opener=0)
    state, _ = first_bids(state, {0: [(0, 5)]})
    after, events = play(state, KEEP)
    assert events == [{"type": "bid_kept", "seat": 0}]
    assert after["face_up"] == state["face_up"] and after["hands"] == state["hands"]
    assert after["face_down"] == state["face_down"]


# --- reveal --------------------------------------------------------------------------------
def test_total_is_face_up_plus_face_down():
    state = make(opener=0)
    state, events = joust(state, {0: [(0, 5)], 1: [(1, 10)], 2: [(2, 10)]},
                          {0: face_down(0, 10), 2: face_down(2, 2)})
    revealed = of_type(events, "revealed")[0]
    assert revealed["bids"]["0"] == {"cards": [card(0, 5), card(0, 10)], "total": 15}
    assert revealed["bids"]["1"] == {"cards": [card(1, 10)], "total": 10}
    assert revealed["bids"]["2"] == {"cards": [card(2, 10), card(2, 2)], "total": 12}
    assert state["ranking"] == [0, 2, 1]


def test_passing_then_face_down_only_takes_part():
    state = make(opener=0)
    state, _ = joust(state, {1: [(1, 5)]}, {0: face_down(0, 10)})
    assert state["ranking"] == [0, 1]


@pytest.mark.parametrize("how", ["passed", "took-back"])
def test_empty_bids_take_no_part(how):
    state = make(opener=0)
    bids = {1: [(1, 2)], 2: [(2, 1)]}
    actions = {}
    if how == "took-back":
        bids[0] = [(0, 10)]
        actions[0] = take_back(0, 10)
    state, events = joust(state, bids, actions)
    revealed = of_type(events, "revealed")[0]
    assert "0" not in revealed["bids"] and 0 not in revealed["tied"]
    assert state["ranking"] == [1, 2]
    assert state["hands"][0] == full_hand(0)


def test_two_tie_the_third_wins_alone_without_dauphine():
    state = make(opener=0)
    state, events = joust(state, {0: [(0, 5)], 1: [(1, 5)], 2: [(2, 2)]})
    revealed = of_type(events, "revealed")[0]
    assert revealed["tied"] == [0, 1] and revealed["ranking"] == [2]
    assert state["ranking"] == [2]
    # the tied take their cards back at once
    assert state["hands"][0] == full_hand(0) and state["hands"][1] == full_hand(1)
    assert state["face_up"][0] == [] and state["face_up"][1] == []
    assert state["takers"] == [2, 2]


def test_a_lower_lone_bidder_beats_a_higher_tie():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 2)], 2: [(2, 2)]})
    assert state["ranking"] == [0] and state["takers"] == [0, 0]


def test_all_three_tie_no_winner():
    state = make(opener=2)
    state, events = joust(state, {0: [(0, 5)], 1: [(1, 2), (1, 2), (1, 1)], 2: [(2, 5)]})
    revealed = of_type(events, "revealed")[0]
    assert revealed["tied"] == [0, 1, 2] and revealed["ranking"] == []
    assert "no_winner" in kinds(events)
    assert [state["hands"][s] for s in range(3)] == [full_hand(s) for s in range(3)]
    assert state["men"] == [[], [], []]
    assert state["opener"] == 2 and state["joust"] == 2


def test_ties_with_four_players_leave_the_others_ranked():
    state = make(4, opener=0)
    state, events = joust(state, {0: [(0, 5)], 1: [(1, 5)], 2: [(2, 10)], 3: [(3, 2)]})
    assert of_type(events, "revealed")[0]["tied"] == [0, 1]
    assert state["ranking"] == [2, 3] and state["takers"] == [2, 2, 3]


def test_two_pairs_of_ties_with_five_players():
    state = make(5, opener=0)
    state, _ = joust(state, {0: [(0, 5)], 1: [(1, 5)], 2: [(2, 2)], 3: [(3, 2)], 4: [(4, -1)]})
    assert state["ranking"] == [4] and state["takers"] == [4, 4]


def test_ranking_is_highest_total_first_including_zero_and_negatives():
    state = make(opener=0)
    state, events = joust(state, {0: [(0, -2)], 1: [(1, 1), (1, -1)], 2: [(2, -1)]})
    assert of_type(events, "revealed")[0]["bids"]["1"]["total"] == 0
    assert state["ranking"] == [1, 2, 0]
    assert state["takers"] == [1, 1, 2]


def test_five_players_full_ranking():
    state = make(5, opener=2)
    state, _ = joust(state, {0: [(0, 1)], 1: [(1, 10)], 2: [(2, 2)], 3: [(3, 5)], 4: [(4, -2)]})
    assert state["ranking"] == [1, 3, 2, 0, 4]


def test_one_bidder_wins_takes_two_tiles_and_her_own_cards_back():
    state = make(opener=0)
    state, events = joust(state, {1: [(1, -2)]})
    assert state["ranking"] == [1] and state["takers"] == [1, 1]
    state, events = take_tiles(state, place("tete", 1), place("jambes", 2))
    assert events[-1]["type"] == "joust_started" and state["opener"] == 1
    assert state["hands"][1] == full_hand(1)
    assert state["piles"]["torse"] == PILES["torse"]  # no dauphine: nothing more goes
    assert "tile_discarded" not in kinds(events)
    assert of_type(events, "cards_passed") == [
        {"type": "cards_passed", "from": 1, "to": 1, "count": 1}]


def test_all_pass_discards_the_top_of_every_pile():
    state = make(opener=1)
    before = copy.deepcopy(state)
    state, events = joust(state, {})
    for part in PARTS:
        assert state["piles"][part] == PILES[part][:-1]
    assert of_type(events, "tile_discarded") == [
        {"type": "tile_discarded", "part": p, "value": PILES[p][-1], "uncovered": PILES[p][-2]}
        for p in PARTS]
    assert state["discarded"] == {p: [PILES[p][-1]] for p in PARTS}
    assert state["men"] == [[], [], []] and state["hands"] == before["hands"]
    assert state["opener"] == 1 and state["phase"] == "first_bid" and state["joust"] == 2
    assert of_type(events, "joust_started")[0]["tops"] == {p: PILES[p][-2] for p in PARTS}


def test_no_winner_with_an_empty_pile_discards_the_two_other_tops():
    piles = {"tete": [], "torse": [1, 2, 3], "jambes": [1, -3]}
    state = make(opener=0, piles=piles)
    state, events = joust(state, {0: [(0, 5)], 1: [(1, 5)]})
    assert of_type(events, "tile_discarded") == [
        {"type": "tile_discarded", "part": "torse", "value": 3, "uncovered": 2},
        {"type": "tile_discarded", "part": "jambes", "value": -3, "uncovered": 1}]
    assert state["piles"] == {"tete": [], "torse": [1, 2], "jambes": [1]}
    assert state["phase"] == "first_bid" and state["joust"] == 2


# --- tiles ---------------------------------------------------------------------------------
def test_winner_takes_two_one_at_a_time_then_the_dauphine_one():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)], 2: [(2, 2)]})
    assert state["phase"] == "tiles" and state["takers"] == [0, 0, 1]
    assert GAME.to_act(state) == [0]
    assert {m["part"] for m in GAME.legal_moves(state, 0)} == set(PARTS)
    assert GAME.legal_moves(state, 1) == [] and GAME.legal_moves(state, 2) == []
    state, events = play(state, place("torse", 0))
    assert events == [{"type": "tile_placed", "seat": 0, "part": "torse", "value": 4,
                       "owner": 0, "man": 0, "finished": False, "uncovered": -1}]
    # the tile uncovered under the taken one is visible, and may be taken at once
    assert GAME.to_act(state) == [0]
    assert {m["part"] for m in GAME.legal_moves(state, 0)} == set(PARTS)
    state, events = play(state, place("jambes", 0, 0))
    assert events[0]["uncovered"] == 2
    # the dauphine chooses among the tiles visible then, the two uncovered ones included
    assert GAME.to_act(state) == [1]
    assert {m["part"] for m in GAME.legal_moves(state, 1)} == set(PARTS)
    state, events = play(state, place("jambes", 1))
    assert state["men"] == [[{"torse": 4, "jambes": -1}], [{"jambes": 2}], []]
    assert state["phase"] == "first_bid" and state["joust"] == 2
    assert state["piles"] == {"tete": PILES["tete"], "torse": PILES["torse"][:-1],
                              "jambes": PILES["jambes"][:-2]}
    assert "tile_discarded" not in kinds(events)


def test_the_winner_may_take_two_tiles_of_the_same_part():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)]})
    state, events = take_tiles(state, place("tete", 0), place("tete", 0))
    assert state["men"][0] == [{"tete": 3}, {"tete": -2}]
    assert [e["uncovered"] for e in of_type(events, "tile_placed")] == [-2, 2]
    assert GAME.to_act(state) == [1]
    assert GAME.view(state, 1)["piles"]["tete"] == {"count": 3, "top": 2}
    state, _ = play(state, place("tete", 1))
    assert state["men"][1] == [{"tete": 2}] and state["piles"]["tete"] == [-4, 1]


def test_no_dauphine_nothing_more_is_taken_or_discarded():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 5)], 1: [(1, 5)], 2: [(2, 2)]})
    assert state["takers"] == [2, 2]
    state, events = take_tiles(state, place("tete", 2), place("jambes", 2))
    assert "tile_discarded" not in kinds(events)
    assert state["piles"] == {"tete": PILES["tete"][:-1], "torse": PILES["torse"],
                              "jambes": PILES["jambes"][:-1]}
    assert state["men"] == [[], [], [{"tete": 3}, {"jambes": -1}]]
    assert state["phase"] == "first_bid" and state["opener"] == 2


def test_with_an_empty_pile_the_two_other_tops_are_visible_and_the_dauphine_takes_too():
    piles = {"tete": [], "torse": [1, 2, 3], "jambes": [1, 2, -3]}
    state = make(opener=0, piles=piles)
    state, events = joust(state, {0: [(0, 10)], 1: [(1, 5)], 2: [(2, 2)]})
    assert state["takers"] == [0, 0, 1]
    assert {m["part"] for m in GAME.legal_moves(state, 0)} == {"torse", "jambes"}
    assert GAME.view(state, None)["in_play"] == ["torse", "jambes"]
    state, events = take_tiles(state, place("jambes", 1), place("jambes", 1),
                               place("torse", 2))
    assert state["phase"] == "first_bid" and state["opener"] == 0
    assert state["men"] == [[], [{"jambes": -3}, {"jambes": 2}], [{"torse": 3}]]
    assert state["piles"] == {"tete": [], "torse": [1, 2], "jambes": [1]}


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_tile_may_go_in_front_of_any_player(players):
    state = make(players, opener=0)
    state, _ = joust(state, {0: [(0, 10)]})
    legal = GAME.legal_moves(state, 0)
    assert sorted(legal, key=json.dumps) == sorted(
        [place(p, o) for p in PARTS for o in range(players)], key=json.dumps)
    state, _ = play(state, place("tete", players - 1))
    assert state["men"][players - 1] == [{"tete": 3}]


def test_tile_joins_a_man_lacking_the_part_or_starts_a_new_one():
    men = [[{"tete": 1}, {"jambes": 2}], [man(1, 1, 1)], [{"tete": 2, "torse": 2}]]
    state = make(opener=0, men=men)
    state, _ = joust(state, {0: [(0, 10)]})
    by_part = {p: sorted((m["owner"], m["man"] if m["man"] is not None else -1)
                         for m in GAME.legal_moves(state, 0) if m["part"] == p)
               for p in PARTS}
    # seat 0 has two unfinished men: no new man; a head may go on the legs-only man
    # seat 1's finished man takes nothing; seat 2's man lacks only legs
    assert by_part["tete"] == [(0, 1), (1, -1), (2, -1)]
    assert by_part["torse"] == [(0, 0), (0, 1), (1, -1), (2, -1)]
    assert by_part["jambes"] == [(0, 0), (1, -1), (2, -1), (2, 0)]
    state, events = play(state, place("tete", 0, 1))
    assert state["men"][0] == [{"tete": 1}, {"jambes": 2, "tete": 3}]
    assert events[0]["man"] == 1 and events[0]["finished"] is False
    state, events = play(state, place("jambes", 2, 0))
    assert state["men"][2] == [man(2, 2, -1)] and events[0]["finished"] is True


def test_at_most_two_unfinished_men_finished_ones_do_not_count():
    men = [[man(1, 1, 1), {"tete": 1}, man(2, 2, 2), {"torse": 1}],
           [man(1, 1, 1), man(2, 2, 2), man(3, 3, 3), {"jambes": 4}], []]
    state = make(opener=0, men=men)
    state, _ = joust(state, {0: [(0, 10)]})
    legal = GAME.legal_moves(state, 0)
    assert place("tete", 0) not in legal and place("torse", 0) not in legal
    assert place("tete", 1) in legal and place("tete", 2) in legal
    assert place("tete", 0, 3) in legal and place("tete", 0, 1) not in legal
    for finished in (0, 2):
        assert not any(m.get("owner") == 0 and m.get("man") == finished for m in legal)
    # filling seat 1 up to two unfinished men closes new men for her too
    state, _ = play(state, place("tete", 1))
    assert len([m for m in state["men"][1] if len(m) < 3]) == 2
    assert place("torse", 1) not in GAME.legal_moves(state, 0)
    assert place("torse", 1, 4) in GAME.legal_moves(state, 0)


def test_a_tile_that_fits_nowhere_can_only_be_discarded():
    heads = [[{"tete": 1}, {"tete": 2, "jambes": 1}] for _ in range(3)]
    state = make(opener=0, men=heads)
    state, _ = joust(state, {0: [(0, 10)]})
    legal = GAME.legal_moves(state, 0)
    assert [m for m in legal if m["part"] == "tete"] == [discard("tete")]
    assert discard("torse") not in legal and discard("jambes") not in legal
    assert sum(m["part"] == "torse" for m in legal) == 6
    state, events = play(state, discard("tete"))
    assert events == [{"type": "tile_discarded", "part": "tete", "value": 3, "by": 0,
                       "uncovered": -2}]
    assert state["men"] == heads and state["piles"]["tete"] == PILES["tete"][:-1]
    assert state["discarded"] == {"tete": [3], "torse": [], "jambes": []}
    # the uncovered head fits nowhere either: it too can only be discarded
    assert GAME.to_act(state) == [0]
    legal = GAME.legal_moves(state, 0)
    assert [m for m in legal if m["part"] == "tete"] == [discard("tete")]
    assert GAME.view(state, None)["in_play"] == list(PARTS)


def test_placements_are_final_only_parts_are_added():
    men = [[{"tete": 1}], [man(4, 4, 4)], [{"jambes": -4}]]
    state = make(opener=0, men=men)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)]})
    state, _ = take_tiles(state, place("torse", 2, 0), place("jambes", 0, 0),
                          place("tete", 2, 0))
    assert state["men"] == [[{"tete": 1, "jambes": -1}], [man(4, 4, 4)],
                            [{"jambes": -4, "torse": 4, "tete": 3}]]
    # no move kind can take a tile off a man or move it
    assert {k.type for k in GAME.move_kinds} == {
        "bid_card", "bid_done", "add_face_down", "take_back", "keep", "place_tile",
        "discard_tile"}


# --- cards change hands --------------------------------------------------------------------
def test_cards_pass_down_the_ranking_and_the_last_takes_the_winners():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5), (1, 2)], 2: [(2, 2), (2, 1)]},
                     {2: face_down(2, 5)})
    assert state["ranking"] == [0, 2, 1]  # totals 10, 7, 8
    state, events = take_tiles(state, place("tete", 0), place("torse", 0), place("jambes", 2))
    hands = [sorted(h) for h in state["hands"]]
    rest = {s: [c for c in full_hand(s)] for s in range(3)}
    for c in ([0, 10], [1, 5], [1, 2], [2, 2], [2, 1], [2, 5]):
        rest[c[0]].remove(c)
    assert hands[0] == sorted(rest[0] + [[2, 2], [2, 1], [2, 5]])  # winner: the second's
    assert hands[2] == sorted(rest[2] + [[1, 5], [1, 2]])  # second: the third's
    assert hands[1] == sorted(rest[1] + [[0, 10]])  # last: the winner's
    assert of_type(events, "cards_passed") == [
        {"type": "cards_passed", "from": 2, "to": 0, "count": 3},
        {"type": "cards_passed", "from": 1, "to": 2, "count": 2},
        {"type": "cards_passed", "from": 0, "to": 1, "count": 1}]
    assert all_cards(state) == sorted(c for s in range(3) for c in full_hand(s))
    assert state["face_up"] == [[], [], []] and state["face_down"] == [None] * 3


def test_cards_pass_with_four_ranked_and_a_passer():
    state = make(5, opener=0)
    state, _ = joust(state, {0: [(0, 1)], 1: [(1, 10)], 2: [(2, 5)], 4: [(4, -2)]})
    assert state["ranking"] == [1, 2, 0, 4]
    state, _ = take_tiles(state, place("tete", 1), place("torse", 1), place("jambes", 2))
    hands = state["hands"]
    assert sorted(hands[1]) == sorted(without(1, 10) + [[2, 5]])
    assert sorted(hands[2]) == sorted(without(2, 5) + [[0, 1]])
    assert sorted(hands[0]) == sorted(without(0, 1) + [[4, -2]])
    assert sorted(hands[4]) == sorted(without(4, -2) + [[1, 10]])
    assert hands[3] == full_hand(3)  # passed: takes nothing


def test_tied_players_take_nothing_but_their_own_cards():
    state = make(4, opener=0)
    state, _ = joust(state, {0: [(0, 5)], 1: [(1, 5)], 2: [(2, 10)], 3: [(3, 2)]})
    state, _ = take_tiles(state, place("tete", 2), place("torse", 2), place("jambes", 3))
    assert state["hands"][0] == full_hand(0) and state["hands"][1] == full_hand(1)
    assert sorted(state["hands"][2]) == sorted(without(2, 10) + [[3, 2]])
    assert sorted(state["hands"][3]) == sorted(without(3, 2) + [[2, 10]])


def test_mixed_hands_after_a_joust_can_bid_the_won_colour():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 1)], 1: [(1, 10), (1, 5)]})
    state, _ = take_tiles(state, place("tete", 1), place("torse", 1), place("jambes", 0))
    assert [0, 1] in state["hands"][1]  # the last (seat 0) took the winner's cards
    assert [1, 10] in state["hands"][0] and [1, 5] in state["hands"][0]
    assert state["opener"] == 1
    state, _ = run(state, DONE)  # seat 1 passes
    state, _ = run(state, DONE)  # seat 2 passes
    state, _ = play(state, bid_card(1, 10))  # seat 0 opens with the won colour
    assert all(m["colour"] == COLOURS[1] for m in GAME.legal_moves(state, 0)
               if m["type"] == "bid_card")


def test_cards_are_conserved_over_many_jousts():
    state, _ = GAME.setup(4, DEFAULTS, 2024)
    expected = sorted(c for s in range(4) for c in full_hand(s))
    while not GAME.is_scoring(state):
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply_move(state, seat, ai_greedy(state, seat))
        assert all_cards(state) == expected


# --- end of the game -----------------------------------------------------------------------
def test_one_empty_pile_does_not_end_the_game():
    piles = {"tete": [2, 1], "torse": [1], "jambes": [3, 3, 3]}
    state = make(opener=0, piles=piles)
    state, _ = joust(state, {0: [(0, 10)]})
    state, events = take_tiles(state, place("torse", 0))
    assert state["piles"]["torse"] == [] and state["phase"] == "tiles"
    assert "game_over" not in kinds(events)


def test_game_stops_when_the_second_pile_empties_dauphine_never_takes():
    piles = {"tete": [1], "torse": [4], "jambes": [3, 3, -3]}
    state = make(opener=0, piles=piles)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)], 2: [(2, 2)]},
                     {1: face_down(1, 10)})
    assert state["ranking"] == [1, 0, 2]
    reveal_state = copy.deepcopy(state)
    state, _ = take_tiles(state, place("tete", 1))
    state, events = take_tiles(state, place("torse", 1, 0))
    assert state["piles"] == {"tete": [], "torse": [], "jambes": [3, 3, -3]}
    assert state["phase"] == "scoring" and GAME.is_scoring(state)
    assert GAME.to_act(state) == [] and all(GAME.legal_moves(state, s) == [] for s in range(3))
    assert events[-1] == {"type": "game_over", "reason": "two_piles_empty"}
    assert "cards_passed" not in kinds(events) and "joust_started" not in kinds(events)
    # the dauphine's tile stays on its pile, cards do not change hands
    assert state["men"][0] == [] and state["piles"]["jambes"][-1] == -3
    assert state["hands"] == reveal_state["hands"]
    assert state["face_up"] == reveal_state["face_up"]
    assert state["face_down"] == reveal_state["face_down"]
    assert GAME.result(state) is None


def test_game_stops_on_the_winners_first_tile():
    piles = {"tete": [], "torse": [4], "jambes": [3, 3, -3]}
    state = make(opener=0, piles=piles)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)]})
    state, events = take_tiles(state, place("torse", 2))
    assert state["phase"] == "scoring" and state["takers"] == []
    assert GAME.view(state, None)["in_play"] == []
    assert state["piles"]["jambes"] == [3, 3, -3]
    assert state["men"] == [[], [], [{"torse": 4}]]
    assert kinds(events) == ["tile_placed", "game_over"]
    assert events[0]["uncovered"] is None


def test_game_stops_when_the_winner_empties_a_second_pile_by_taking_twice_from_it():
    piles = {"tete": [], "torse": [1, 2], "jambes": [3, 3, -3]}
    state = make(opener=0, piles=piles)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)]})
    reveal_state = copy.deepcopy(state)
    state, events = take_tiles(state, place("torse", 0))
    assert events[0]["uncovered"] == 1 and state["phase"] == "tiles"
    state, events = take_tiles(state, place("torse", 0))
    assert kinds(events) == ["tile_placed", "game_over"]
    assert state["phase"] == "scoring" and state["men"][0] == [{"torse": 2}, {"torse": 1}]
    assert state["piles"]["jambes"] == [3, 3, -3] and state["hands"] == reveal_state["hands"]


def test_game_stops_when_a_discard_empties_the_second_pile():
    heads = [[{"tete": 1}, {"tete": 2, "jambes": 1}] for _ in range(3)]
    piles = {"tete": [3], "torse": [], "jambes": [3, 3, -3]}
    state = make(opener=0, piles=piles, men=heads)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)]})
    state, events = take_tiles(state, discard("tete"))
    assert kinds(events) == ["tile_discarded", "game_over"]
    assert state["phase"] == "scoring" and state["men"] == heads


def test_game_stops_on_a_discard_when_nobody_wins():
    piles = {"tete": [1], "torse": [2], "jambes": [3, 3, 3]}
    state = make(opener=0, piles=piles)
    state, events = joust(state, {})
    assert state["phase"] == "scoring"
    assert of_type(events, "tile_discarded") == [
        {"type": "tile_discarded", "part": "tete", "value": 1, "uncovered": None},
        {"type": "tile_discarded", "part": "torse", "value": 2, "uncovered": None}]
    assert state["piles"]["jambes"] == [3, 3, 3]  # the game stopped: not discarded
    assert events[-1]["type"] == "game_over"


def test_without_a_dauphine_no_tile_is_left_over_to_end_the_game():
    # the winner empties one pile; no dauphine, so nothing is discarded: the game goes on
    piles = {"tete": [1], "torse": [2, 2], "jambes": [3]}
    state = make(opener=0, piles=piles)
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 10)], 2: [(2, 2)]})
    state, _ = play(state, place("jambes", 2))
    assert state["phase"] == "tiles"
    state, events = play(state, place("torse", 2))
    assert kinds(events) == ["tile_placed", "cards_passed", "joust_started"]
    assert state["phase"] == "first_bid" and state["joust"] == 2
    assert state["piles"] == {"tete": [1], "torse": [2], "jambes": []}


@pytest.mark.parametrize("players,seed", [(3, 1), (4, 2), (5, 3)])
def test_a_full_game_ends_in_scoring(players, seed):
    state, log = GAME.setup(players, DEFAULTS, seed)
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        state, events = GAME.apply_move(state, seat, ai_greedy(state, seat))
        log += events
    assert state["phase"] == "scoring" and log[-1]["type"] == "game_over"
    assert sum(not pile for pile in state["piles"].values()) == 2
    assert kinds(log).count("game_over") == 1
    state, events = GAME.score(state)
    assert state["phase"] == "finished" and GAME.result(state) is not None


# --- final scoring -------------------------------------------------------------------------
def scoring(men: list, players: int | None = None) -> dict:
    state = make(players or len(men), men=men)
    state.update(phase="scoring", turn=None, takers=[])
    return state


def test_only_finished_men_score_and_bonuses_apply():
    state = scoring([[man(4, 4, 4), {"tete": 4, "torse": 4}],
                     [man(1, 1, 1), man(2, 2, -1)],
                     [man(-4, -3, 1), {"tete": -4}]])
    breakdown = final_scores(state)
    assert breakdown["0"] == {"men": [12], "men_total": 12, "best_man": 5, "most_men": 0,
                              "worst_man": 0, "score": 17}
    assert breakdown["1"] == {"men": [3, 3], "men_total": 6, "best_man": 0, "most_men": 5,
                              "worst_man": 0, "score": 11}
    assert breakdown["2"] == {"men": [-6], "men_total": -6, "best_man": 0, "most_men": 0,
                              "worst_man": -5, "score": -11}


def test_two_players_tie_for_best_man_both_get_the_bonus():
    state = scoring([[man(4, 4, 1)], [man(3, 3, 3)], [man(1, 1, 1), man(2, 1, 1)]])
    b = final_scores(state)
    assert [b[s]["best_man"] for s in "012"] == [5, 5, 0]
    assert [b[s]["worst_man"] for s in "012"] == [0, 0, -5]
    assert [b[s]["most_men"] for s in "012"] == [0, 0, 5]
    assert [b[s]["score"] for s in "012"] == [14, 14, 7]


def test_bonus_and_malus_count_per_man():
    """+5 for every best man, -5 for every worst man: two of them in front of one player
    count twice."""
    state = scoring([[man(4, 4, 4), man(4, 4, 4)], [man(-4, -4, -4), man(-4, -4, -4)], []])
    b = final_scores(state)
    assert (b["0"]["best_man"], b["0"]["most_men"], b["0"]["score"]) == (10, 5, 39)
    assert (b["1"]["worst_man"], b["1"]["most_men"], b["1"]["score"]) == (-10, 5, -29)


def test_best_and_worst_men_spread_over_players_count_per_man():
    state = scoring([[man(3, 3, 3), man(3, 3, 3), man(1, 1, -4)],
                     [man(3, 3, 3), man(1, 1, -4), man(1, 1, -4)], [man(1, 1, 1)]])
    b = final_scores(state)
    assert [b[s]["best_man"] for s in "012"] == [10, 5, 0]
    assert [b[s]["worst_man"] for s in "012"] == [-5, -10, 0]
    assert [b[s]["most_men"] for s in "012"] == [5, 5, 0]
    assert [b[s]["score"] for s in "012"] == [18 - 2 + 10 - 5 + 5, 9 - 4 + 5 - 10 + 5, 3]


def test_tie_for_most_men_every_tied_player_gets_the_bonus():
    state = scoring([[man(1, 1, 1), man(2, 2, 2)], [man(3, 3, 3), man(1, 2, 1)],
                     [man(2, 2, 3)], []])
    b = final_scores(state)
    assert [b[s]["most_men"] for s in "0123"] == [5, 5, 0, 0]
    assert b["3"] == {"men": [], "men_total": 0, "best_man": 0, "most_men": 0,
                      "worst_man": 0, "score": 0}


def test_worst_man_tie_and_a_negative_total():
    state = scoring([[man(-4, -4, 2)], [man(-1, -2, -3)], [man(4, 4, 4)]])
    b = final_scores(state)
    assert [b[s]["worst_man"] for s in "012"] == [-5, -5, 0]
    assert b["0"]["score"] == -6 - 5 + 5  # also ties for most men (one each)
    assert b["2"]["score"] == 12 + 5 + 5


def test_the_only_finished_man_is_best_and_worst_and_most():
    state = scoring([[{"tete": 4}], [man(2, 3, -1), {"jambes": 1, "tete": 1}], []])
    b = final_scores(state)
    assert b["1"] == {"men": [4], "men_total": 4, "best_man": 5, "most_men": 5,
                      "worst_man": -5, "score": 9}
    assert b["0"]["score"] == 0 and b["2"]["score"] == 0


def test_no_finished_men_no_bonus():
    state = scoring([[{"tete": 4}], [{"tete": 1, "torse": 2}], []])
    b = final_scores(state)
    for seat in "012":
        assert b[seat] == {"men": [], "men_total": 0, "best_man": 0, "most_men": 0,
                           "worst_man": 0, "score": 0}


def test_score_reports_round_scored_and_finishes():
    state = scoring([[man(4, 4, 4)], [man(1, 1, 1), man(1, 1, 2)], [man(-1, -1, -1)]])
    before = copy.deepcopy(state)
    assert GAME.is_scoring(state) and GAME.result(state) is None
    new, events = GAME.score(state)
    assert state == before  # input untouched
    assert new["phase"] == "finished" and GAME.to_act(new) == [] and not GAME.is_scoring(new)
    assert new["scores"] == {"0": 17, "1": 12, "2": -8}
    assert events == [{"type": "round_scored", "round": "final",
                       "breakdown": final_scores(state), "scores": new["scores"]}]
    assert set(events[0]["breakdown"]) == {"0", "1", "2"}
    assert GAME.result(new) == {"ranking": [0, 1, 2], "scores": {"0": 17, "1": 12, "2": -8},
                                "winners": [0]}
    assert json.loads(json.dumps(new)) == new


def test_result_winners_share_a_tie():
    state = scoring([[man(3, 3, 3)], [man(-1, -1, -1)], [man(3, 3, 3)], [man(2, 2, 2)]])
    new, _ = GAME.score(state)
    result = GAME.result(new)
    assert new["scores"] == {"0": 19, "1": -3, "2": 19, "3": 11}
    assert result["winners"] == [0, 2] and result["ranking"] == [0, 2, 3, 1]


# --- hidden information --------------------------------------------------------------------
def test_hands_are_seen_by_their_owner_only():
    state = make(4, opener=0)
    for viewer in (None, 0, 1, 2, 3):
        view = GAME.view(state, viewer)
        for seat, shown in enumerate(view["hands"]):
            assert shown["seat"] == seat and shown["count"] == 11
            if seat == viewer:
                assert sorted(shown["cards"], key=json.dumps) == sorted(
                    [card(seat, v) for v in VALUES], key=json.dumps)
            else:
                assert shown["cards"] is None


def test_face_down_card_is_its_owners_alone_until_the_reveal():
    state = make(opener=0)
    state, _ = first_bids(state, {0: [(0, 1)], 1: [(1, 2)], 2: [(2, 5)]})
    state, _ = run(state, face_down(0, 10), take_back(1, 2))
    assert state["phase"] == "second_bid"
    for viewer in (None, 0, 1, 2):
        bid = GAME.view(state, viewer)["bids"][0]
        assert bid["face_up"] == [card(0, 1)] and bid["has_face_down"] is True
        assert bid["face_down"] == (card(0, 10) if viewer == 0 else None)
        assert GAME.view(state, viewer)["bids"][1]["has_face_down"] is False
        assert GAME.view(state, viewer)["bids"][1]["face_down"] is None
        assert GAME.view(state, viewer)["bids"][1]["face_up"] == []


def test_face_down_card_is_public_after_the_reveal():
    state = make(opener=0)
    state, _ = joust(state, {0: [(0, 1)], 1: [(1, 5)]}, {0: face_down(0, 10)})
    assert state["phase"] == "tiles"
    for viewer in (None, 0, 1, 2):
        assert GAME.view(state, viewer)["bids"][0]["face_down"] == card(0, 10)


def test_piles_show_only_their_count_and_top():
    state = make(opener=0)
    for viewer in (None, 0, 1):
        view = GAME.view(state, viewer)
        assert view["piles"] == {p: {"count": 5, "top": PILES[p][-1]} for p in PARTS}
    state["piles"]["tete"] = []
    assert GAME.view(state, None)["piles"]["tete"] == {"count": 0, "top": None}


def test_views_show_each_uncovered_top_the_discards_and_what_may_be_taken():
    state = make(opener=0)
    state, _ = joust(state, {})  # nobody bids: the three tops are discarded
    view = GAME.view(state, None)
    assert view["discarded"] == {p: [PILES[p][-1]] for p in PARTS}
    assert view["piles"] == {p: {"count": 4, "top": PILES[p][-2]} for p in PARTS}
    assert view["in_play"] == []  # bidding: no tile may be taken
    state, _ = joust(state, {0: [(0, 10)], 1: [(1, 5)]})
    assert GAME.view(state, 2)["in_play"] == list(PARTS)
    state, _ = play(state, place("torse", 1))  # takes -1, uncovers 2
    for viewer in (None, 0, 1, 2):
        view = GAME.view(state, viewer)
        assert view["piles"]["torse"] == {"count": 3, "top": 2}
        assert view["in_play"] == list(PARTS) and view["takers"] == [0, 1]
        assert view["men"][1]["men"] == [{"tete": None, "torse": -1, "jambes": None,
                                          "finished": False, "value": -1}]


def test_views_carry_no_rng_or_seed():
    seed = 987654321987
    state, _ = GAME.setup(3, DEFAULTS, seed)
    for _ in range(30):
        for viewer in (None, 0, 1, 2):
            view = GAME.view(state, viewer)
            text = json.dumps(view)
            assert "rng" not in text and "seed" not in text and str(seed) not in text
            assert json.loads(text) == view
        seat = GAME.to_act(state)[0]
        state, _ = GAME.apply_move(state, seat, ai_random(state, seat))


def test_event_view_hides_the_face_down_card_from_others():
    state = make(opener=0)
    state, _ = first_bids(state, {0: [(0, 1)]})
    move = face_down(0, 10)
    state, events = play(state, move)
    step = [{"type": "move_played", "seat": 0, "move": move}, *events]
    assert event_view(step[0], 0) == step[0] and event_view(step[1], 0) == step[1]
    for viewer in (None, 1, 2):
        assert event_view(step[0], viewer) == {
            "type": "move_played", "seat": 0,
            "move": {"type": "add_face_down", "colour": None, "value": None}}
        assert event_view(step[1], viewer) == {"type": "face_down_added", "seat": 0,
                                               "card": None}
        assert GAME.event_view(step[1], viewer)["card"] is None
    # the reveal shows it to everybody
    state, events = second_bids(state)
    revealed = of_type(events, "revealed")[0]
    for viewer in (None, 0, 1, 2):
        assert event_view(revealed, viewer)["bids"]["0"]["cards"] == [card(0, 1), card(0, 10)]


def test_event_view_leaves_public_events_alone():
    state = make(opener=0)
    state, events = joust(state, {0: [(0, 1)], 1: [(1, 2)]}, {1: take_back(1, 2)})
    for event in events:
        for viewer in (None, 0, 1, 2):
            assert event_view(event, viewer) == event
    move_played = {"type": "move_played", "seat": 1, "move": take_back(1, 2)}
    assert event_view(move_played, 0) == move_played


def redealt_piles(state: dict, rnd: pyrandom.Random) -> dict:
    """`state` with the tiles under each pile's top in another order (hidden to all)."""
    piles = {}
    for part, pile in state["piles"].items():
        below = pile[:-1]
        rnd.shuffle(below)
        piles[part] = below + pile[-1:]
    return dict(state, piles=piles)


def perturbed(state: dict, seat: int, rnd: pyrandom.Random) -> dict:
    """`state` with `seat`'s secrets changed: another hand of the same size and, before the
    reveal, another face-down card. (The state is otherwise shared, not copied.)"""
    new = dict(state, hands=list(state["hands"]), face_down=list(state["face_down"]))
    pool = [[c, v] for c in range(5) for v in sorted(set(VALUES))]
    hand = new["hands"][seat]
    if hand:
        while True:
            other = sorted(list(rnd.choice(pool)) for _ in hand)
            if other != sorted(hand):
                break
        new["hands"][seat] = other
    down = new["face_down"][seat]
    if down is not None and new["phase"] in BIDDING:
        new["face_down"][seat] = list(rnd.choice([c for c in pool if c != down]))
    return new


def choose(state: dict, seat: int, policy: str, rnd: pyrandom.Random) -> dict:
    if policy == "greedy":
        return ai_greedy(state, seat)
    if policy == "ai-random":
        return ai_random(state, seat)
    return rnd.choice(GAME.legal_moves(state, seat))


def check_face_down_step(state, seat, move, events, rnd) -> None:
    """Differential check: had another card gone face down, nobody else would see a
    difference, in the step's events or in the next state's views."""
    played = [COLOURS.index(move["colour"]), move["value"]]
    bid = state["face_up"][seat]
    colours = [bid[0][0]] if bid else range(5)
    other = list(rnd.choice([[c, v] for c in colours for v in sorted(set(VALUES))
                             if [c, v] != played]))
    alt = copy.deepcopy(state)
    hand = alt["hands"][seat]
    hand[hand.index(played)] = other
    alt_move = face_down(*other)
    assert alt_move in GAME.legal_moves(alt, seat)
    alt_new, alt_events = GAME.apply_move(alt, seat, alt_move)
    new, _ = GAME.apply_move(state, seat, move)
    real = [{"type": "move_played", "seat": seat, "move": move}, *events]
    fake = [{"type": "move_played", "seat": seat, "move": alt_move}, *alt_events]
    assert real != fake
    if "revealed" in kinds(real):  # the last second bid: the reveal follows at once
        real, fake = (real[:kinds(real).index("revealed")],
                      fake[:kinds(fake).index("revealed")])
    for viewer in [None, *range(state["players"])]:
        if viewer != seat:
            assert [event_view(e, viewer) for e in real] == [
                event_view(e, viewer) for e in fake]
            if new["phase"] == "second_bid":
                assert GAME.view(new, viewer) == GAME.view(alt_new, viewer)


def non_interference_match(players: int, seed: int, policies: list, rnd) -> None:
    state, _ = GAME.setup(players, DEFAULTS, seed)
    viewers = [None, *range(players)]
    hidden: dict[int, dict] = {}  # seat -> its face-down card, until the reveal
    while GAME.to_act(state):
        views = {b: GAME.view(state, b) for b in viewers}
        acting = GAME.to_act(state)[0]
        redealt = redealt_piles(state, rnd)
        for b in viewers:
            assert GAME.view(redealt, b) == views[b], b
        assert GAME.legal_moves(redealt, acting) == GAME.legal_moves(state, acting)
        assert ai_greedy(redealt, acting) == ai_greedy(state, acting)
        assert ai_random(redealt, acting) == ai_random(state, acting)
        for a in range(players):
            other = perturbed(state, a, rnd)
            for b in viewers:
                if b != a:
                    assert GAME.view(other, b) == views[b], (a, b)
            acting = GAME.to_act(state)[0]
            if acting != a:
                assert ai_greedy(state, acting) == ai_greedy(other, acting)
                assert ai_random(state, acting) == ai_random(other, acting)
        seat = GAME.to_act(state)[0]
        move = choose(state, seat, policies[seat], rnd)
        new, events = GAME.apply_move(state, seat, move)
        if move["type"] == "add_face_down":
            check_face_down_step(state, seat, move, events, rnd)
            hidden[seat] = {"colour": move["colour"], "value": move["value"]}
        step = [{"type": "move_played", "seat": seat, "move": move}, *events]
        for event in step:
            if event["type"] == "revealed":
                for owner, secret in hidden.items():
                    assert secret in event["bids"][str(owner)]["cards"]
                hidden = {}
                break  # the rest of this step's events come after the reveal
            for owner, secret in hidden.items():
                if event.get("seat", owner) != owner:
                    continue  # another seat's own cards
                for b in viewers:
                    if b != owner:
                        shown = event_view(event, b)
                        assert not mentions(shown, secret), (owner, b, shown)
        state = new


def test_non_interference_of_hidden_information():
    rnd = pyrandom.Random(20240601)
    for match in range(12):
        players = 3 + match % 3
        policies = [rnd.choice(["greedy", "ai-random", "random"]) for _ in range(players)]
        non_interference_match(players, rnd.randrange(rng.SEED_LIMIT), policies, rnd)


# --- AI ------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", ["random", "greedy"])
def test_ai_plays_legal_deterministic_moves_in_every_phase(level):
    ai = GAME.ai_levels[level]
    seen = set()
    for seed in range(6):
        players = 3 + seed % 3
        state, _ = GAME.setup(players, DEFAULTS, seed)
        while GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            snapshot = copy.deepcopy(state)
            move = ai(state, seat)
            assert state == snapshot
            assert move in GAME.legal_moves(state, seat)
            assert ai(copy.deepcopy(state), seat) == move
            assert ai(json.loads(json.dumps(state)), seat) == move
            seen.add((state["phase"], move["type"]))
            state, _ = GAME.apply_move(state, seat, move)
    assert {phase for phase, _ in seen} == {"first_bid", "second_bid", "tiles"}


def test_greedy_ignores_others_hidden_cards():
    state = make(opener=1)
    state, _ = first_bids(state, {1: [(1, 2)], 2: [(2, 1)], 0: [(0, 5)]})
    state, _ = play(state, face_down(1, 10))
    seat = state["turn"]
    assert seat == 2
    twin = copy.deepcopy(state)
    twin["face_down"][1] = [1, -2]
    twin["hands"][0] = sorted([[3, 10]] * len(twin["hands"][0]))
    twin["hands"][1] = sorted([[4, -2]] * len(twin["hands"][1]))
    assert ai_greedy(state, seat) == ai_greedy(twin, seat)
    assert ai_random(state, seat) == ai_random(twin, seat)


def test_greedy_puts_a_negative_tile_on_an_opponent():
    piles = {"tete": [1, -4], "torse": [1, -3], "jambes": [1, -2]}
    state = make(opener=0, piles=piles, men=[[{"torse": 4, "jambes": 4}], [], []])
    state, _ = joust(state, {0: [(0, 10)]})
    for _ in range(2):
        move = ai_greedy(state, 0)
        assert move["type"] == "place_tile" and move["owner"] != 0
        state, _ = play(state, move)


def test_greedy_takes_the_tile_it_uncovered_when_it_is_the_best_visible():
    piles = {"tete": [1, 4, 3], "torse": [-1, 1], "jambes": [-1, 1]}
    state = make(opener=0, piles=piles)
    state, _ = joust(state, {0: [(0, 10)]})
    state, _ = play(state, ai_greedy(state, 0))
    assert state["men"][0] == [{"tete": 3}]
    state, _ = play(state, ai_greedy(state, 0))
    assert state["men"][0] == [{"tete": 3}, {"tete": 4}]


def test_greedy_first_takes_the_top_whose_pile_hides_better_tiles_when_it_picks_again():
    # equal tops (2); what lies under the torso's top is high, under the head's low: public,
    # as every other tile of those parts has been discarded in sight of all
    piles = {"tete": [1, -1, 1, 2], "torse": [3, 4, 4, 2], "jambes": [-1, 1]}
    state = make(opener=0, piles=piles)
    state["discarded"] = {"tete": [4, 4, 3, 3, 2, -2, -3, -4],
                          "torse": [3, 2, 1, 1, -1, -2, -3, -4],
                          "jambes": [4, 4, 3, 3, 2, 2, 1, -2, -3, -4]}
    state, _ = joust(state, {0: [(0, 10)]})
    assert ai_greedy(state, 0) == place("torse", 0)
    # the same position, but the tiles under the tops are unknown to greedy: no peeking
    twin = dict(state, piles={**state["piles"], "torse": [4, 4, 3, 2]})
    assert ai_greedy(twin, 0) == place("torse", 0)


def test_greedy_keeps_a_good_tile_for_itself():
    piles = {"tete": [1, 4], "torse": [1, 3], "jambes": [1, 2]}
    state = make(opener=0, piles=piles)
    state, _ = joust(state, {0: [(0, 10)]})
    move = ai_greedy(state, 0)
    assert move["type"] == "place_tile" and move["owner"] == 0


def test_determinize_deals_under_each_top_exactly_the_tiles_not_yet_seen():
    state, _ = GAME.setup(3, DEFAULTS, 4242)
    stream = rng.new_rng(5)
    orders = set()
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        if state["phase"] == "tiles" and any(state["discarded"].values()):
            view = GAME.view(state, seat)
            for _ in range(10):
                world = GAME.determinize(view, {}, 3, seat, stream)
                assert GAME.view(world, seat) == view
                assert GAME.legal_moves(world, seat) == GAME.legal_moves(state, seat)
                for part in PARTS:
                    assert sorted(world["piles"][part]) == sorted(state["piles"][part])
                    assert world["piles"][part][-1:] == state["piles"][part][-1:]
                orders.add(json.dumps(world["piles"]))
            break
        state, _ = GAME.apply_move(state, seat, ai_random(state, seat))
    assert len(orders) > 5  # the order under the tops is dealt afresh


# --- purity and data -----------------------------------------------------------------------
def test_apply_move_never_mutates_its_input_and_state_stays_json():
    state, log = GAME.setup(4, DEFAULTS, 77)
    assert json.loads(json.dumps(state)) == state
    while GAME.to_act(state):
        seat = GAME.to_act(state)[0]
        for move in GAME.legal_moves(state, seat):
            assert GAME.check_move_shape(move) == move
        snapshot = copy.deepcopy(state)
        new, events = GAME.apply_move(state, seat, ai_random(state, seat))
        assert state == snapshot
        assert json.loads(json.dumps(new)) == new
        assert json.loads(json.dumps(events)) == events
        state = new
    snapshot = copy.deepcopy(state)
    final, _ = GAME.score(state)
    assert state == snapshot
    assert json.loads(json.dumps(final)) == final


def test_game_declaration():
    assert GAME.id == "amazones" and GAME.min_players == 3 and GAME.max_players == 5
    assert [o.name for o in GAME.options] == ["first_player"]
    assert set(GAME.ai_levels) == {"random", "greedy"}
    assert GAME.score is not None
    assert GAME.rules_version == 3  # the option first_player (in every state's options)
