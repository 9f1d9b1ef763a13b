"""Rule tests for the Royal Turf engine, one group per rule of the Royal Turf rules in
docs/games.md.

Positions are built by taking a state from `setup` and overwriting its plain data
(`phase`, `turn`, `roll`, `positions`, `cards`, `moved`, `finishers`, `last`, `bets`,
`tokens`, `race`, `money`, `rng`). Card values are read from the data module (the figures may
be replaced); the data tests check the constraints the rules put on them. The payout figures
expected here are the rules' table, written out independently of the engine.
"""

import copy
import itertools
import json
import random as pyrandom
import re

import pytest

from engines import rng
from engines.core import InvalidMove, InvalidOptions
from engines.royal_turf import GAME, race_payouts
from engines.royal_turf_data import (
    BLUFF_TOKEN,
    CARDS,
    DIE_FACES,
    FINAL_RACE_MULTIPLIER,
    HORSES,
    LAST_HORSE_PENALTY,
    PAYOUT_TABLE,
    START_SQUARES,
    TOKENS,
)

H = 7  # horses
SYMBOLS = ("tete", "fer", "bombe", "selle")
ROLL = {"type": "roll"}
LINE = 33
RULES_TABLE = [  # the rules' default payout per unit: rows 1, 2, 3, 4, 5+ units; 1st/2nd/3rd
    [1000, 600, 400],
    [600, 400, 200],
    [400, 300, 200],
    [300, 200, 100],
    [200, 100, 100],
]
DEFAULTS = {
    "races": 3,
    "track_length": 33,
    "hidden_bets": False,
    "payout_table": RULES_TABLE,
    "last_horse_penalty": 100,
    "final_race_multiplier": 2,
}
SEED = 12345


# --- helpers -------------------------------------------------------------------------------
def mv(horse: int) -> dict:
    return {"type": "move_horse", "horse": horse}


def bet(horse: int, token: int) -> dict:
    return {"type": "bet", "horse": horse, "token": token}


def fresh(players: int = 2, seed: int = SEED, **raw) -> tuple[dict, list]:
    return GAME.setup(players, GAME.resolve_options(raw, players), seed)


def bets_of(*triples) -> list[dict]:
    return [{"seat": s, "horse": h, "token": t} for s, h, t in triples]


def full_bets(players: int, hidden: bool = False) -> list[dict]:
    """A complete, legal set of bets: seat s puts 1, 1, 2 (and 0) on horses s, s+1, s+2 (s+3)."""
    triples = []
    for s in range(players):
        values = [1, 1, 2] + ([0] if hidden else [])
        triples += [(s, (s + i) % H, t) for i, t in enumerate(values)]
    return bets_of(*triples)


def racing(players: int = 2, positions=None, cards=None, moved=(), finishers=(), turn=0,
           roll=None, bets=None, seed: int = SEED, **raw) -> dict:
    """A racing-phase state (betting over) with its plain data overwritten."""
    state, _ = fresh(players, seed, **raw)
    hidden = state["options"]["hidden_bets"]
    state.update(
        phase="racing", turn=turn, roll=roll, last=None,
        positions=list(positions) if positions is not None else [0, -1, -2, -3, -4, -5, -6],
        cards=list(cards) if cards is not None else [0] * H,
        moved=[h in moved for h in range(H)],
        finishers=list(finishers),
        bets=bets if bets is not None else full_bets(players, hidden),
        tokens=[[] for _ in range(players)],
    )
    return state


def scoring(triples, finishers=(0, 1, 2), last=6, players=3, race=1, money=None,
            first_player=0, **raw) -> dict:
    """A state whose race just ended: `finishers` in crossing order, `last` furthest back."""
    state = racing(players, bets=bets_of(*triples), **raw)
    line = state["options"]["track_length"]
    positions = [0] * H
    for i, h in enumerate(finishers):
        positions[h] = line + 3 - i
    behind = [h for h in range(H) if h not in finishers and h != last]
    for i, h in enumerate(behind):
        positions[h] = line - 5 - 4 * i
    positions[last] = -3
    state.update(phase="scoring", turn=None, finishers=list(finishers), last=last,
                 positions=positions, race=race, first_player=first_player,
                 money=list(money) if money is not None else [0] * players)
    return state


def play(state: dict, move: dict, seat: int | None = None) -> tuple[dict, list]:
    """Apply a move after checking it is legal (apply_move assumes legality)."""
    seat = state["turn"] if seat is None else seat
    assert move in GAME.legal_moves(state, seat), (move, GAME.legal_moves(state, seat))
    return GAME.apply_move(state, seat, GAME.check_move_shape(move))


def of_type(events: list, kind: str) -> list:
    return [e for e in events if e["type"] == kind]


def kinds(events: list) -> list[str]:
    return [e["type"] for e in events]


def legal_horses(state: dict) -> list[int]:
    return [m["horse"] for m in GAME.legal_moves(state, state["turn"])
            if m["type"] == "move_horse"]


def a_move(horse: int = 0, min_value: int = 5) -> tuple[int, str, int]:
    """(card index, symbol, value) of one of `horse`'s cards with a value >= min_value.
    Every card averages 5 a move, so some value of each card is at least 5."""
    for c, card in enumerate(CARDS[horse]):
        for symbol in SYMBOLS:
            if card[symbol] >= min_value:
                return c, symbol, card[symbol]
    raise AssertionError("no such card")


def cards_with(horse: int, card: int) -> list[int]:
    cards = [0] * H
    cards[horse] = card
    return cards


def run_match(players: int, seed: int, chooser_seed: int = 0, **raw):
    """Random legal play, scoring whenever the engine waits for it, to the end."""
    state, log = fresh(players, seed, **raw)
    chooser = pyrandom.Random(chooser_seed)
    for _ in range(20_000):
        if GAME.is_scoring(state):
            state, events = GAME.score(state)
        elif acting := GAME.to_act(state):
            seat = acting[0]
            state, events = GAME.apply_move(state, seat,
                                            chooser.choice(GAME.legal_moves(state, seat)))
        else:
            return state, log
        log.extend(events)
    raise AssertionError("match did not end")


# --- material: horses, cards, die, tokens --------------------------------------------------
def test_seven_horses_with_names_colours_and_ascii_kebab_ids():
    assert len(HORSES) == H
    ids = [h["id"] for h in HORSES]
    assert all(re.fullmatch(r"[a-z0-9]+(-[a-z0-9]+)*", i) for i in ids)
    assert len(set(ids)) == H
    for key in ("name", "colour"):
        values = [h[key] for h in HORSES]
        assert all(isinstance(v, str) and v.strip() for v in values)
        assert len(set(values)) == H
    assert "Sahara Wind" in [h["name"] for h in HORSES]  # the seed's example horse


def test_twenty_one_cards_three_per_horse_over_the_four_symbols():
    assert len(CARDS) == H
    assert all(len(cards) == 3 for cards in CARDS)
    assert sum(len(cards) for cards in CARDS) == 21
    for cards in CARDS:
        for card in cards:
            assert set(card) == set(SYMBOLS)


@pytest.mark.parametrize("horse,index", [(h, c) for h in range(H) for c in range(3)])
def test_every_card_averages_five_squares_a_move(horse, index):
    card = CARDS[horse][index]
    assert 3 * card["tete"] + card["fer"] + card["bombe"] + card["selle"] == 30
    for value in card.values():
        assert isinstance(value, int) and not isinstance(value, bool)
        assert 0 <= value <= 20
    # the die's expectation: tete on 3 faces of 6
    assert sum(card[face] for face in DIE_FACES) / len(DIE_FACES) == 5


@pytest.mark.parametrize("horse", range(H))
def test_a_horses_three_cards_differ(horse):
    a, b, c = CARDS[horse]
    assert a != b and b != c and a != c


def test_the_card_set_mixes_steady_and_risky_cards():
    cards = [card for cards in CARDS for card in cards]
    steady = [c for c in cards if max(c.values()) - min(c.values()) <= 2]
    risky_low_head = [c for c in cards if c["tete"] == 1 and max(c.values()) >= 9]
    assert steady and risky_low_head
    assert len(steady) < len(cards)


def test_the_die_has_six_faces_with_tete_on_three():
    assert len(DIE_FACES) == 6
    assert {s: DIE_FACES.count(s) for s in SYMBOLS} == {"tete": 3, "fer": 1, "bombe": 1,
                                                          "selle": 1}


def test_tokens_start_squares_and_default_figures():
    assert sorted(TOKENS) == [1, 1, 2]
    assert BLUFF_TOKEN == 0
    assert list(START_SQUARES) == [0, -1, -2, -3, -4, -5, -6]
    assert [list(row) for row in PAYOUT_TABLE] == RULES_TABLE
    assert LAST_HORSE_PENALTY == 100
    assert FINAL_RACE_MULTIPLIER == 2


# --- preparation (chance) ------------------------------------------------------------------
@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("players", [2, 5])
def test_preparation_places_horses_in_drawn_order_and_deals_one_card_each(seed, players):
    state, events = fresh(players, seed)
    assert kinds(events) == ["start_player", "race_started", "horses_placed", "cards_dealt"]
    (placed,) = of_type(events, "horses_placed")
    order = placed["order"]
    assert sorted(order) == list(range(H))
    # first drawn in front on square 0, the next on -1, ...
    assert [state["positions"][h] for h in order] == [0, -1, -2, -3, -4, -5, -6]
    (dealt,) = of_type(events, "cards_dealt")
    assert [c["horse"] for c in dealt["cards"]] == list(range(H))
    for h, shown in enumerate(dealt["cards"]):
        assert shown["card_index"] == state["cards"][h] in (0, 1, 2)
        assert shown["card"] == CARDS[h][state["cards"][h]]
    (started,) = of_type(events, "race_started")
    assert started == {"type": "race_started", "race": 1,
                       "first_player": state["first_player"]}
    assert (state["phase"], state["race"], state["finishers"], state["moved"]) == (
        "betting", 1, [], [False] * H)
    # the view shows every card face up
    view = GAME.view(state, None)
    assert [h["card"] for h in view["horses"]] == [CARDS[h][state["cards"][h]]
                                                    for h in range(H)]


def test_preparation_is_random_but_replays_from_the_seed():
    orders, cards = set(), set()
    for seed in range(60):
        state, events = fresh(3, seed)
        again, events_again = fresh(3, seed)
        assert (state, events) == (again, events_again)
        orders.add(tuple(of_type(events, "horses_placed")[0]["order"]))
        cards.update((h, c) for h, c in enumerate(state["cards"]))
    assert len(orders) > 50
    assert cards == {(h, c) for h in range(H) for c in range(3)}  # every card gets dealt
    fronts = {next(h for h in range(H) if fresh(2, s)[0]["positions"][h] == 0)
              for s in range(60)}
    assert fronts == set(range(H))


# --- betting -------------------------------------------------------------------------------
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
@pytest.mark.parametrize("hidden", [False, True])
def test_betting_rounds_go_clockwise_from_the_first_player(players, hidden):
    state, _ = fresh(players, 7 + players, hidden_bets=hidden)
    first = state["first_player"]
    initial = [0, 1, 1, 2] if hidden else [1, 1, 2]
    assert state["phase"] == "betting" and state["turn"] == first
    assert all(sorted(t) == initial for t in state["tokens"])
    rounds = len(initial)
    chooser = pyrandom.Random(players)
    seats = []
    for i in range(rounds * players):
        assert state["phase"] == "betting"
        seat = state["turn"]
        assert GAME.to_act(state) == [seat]
        assert all(GAME.legal_moves(state, s) == [] for s in range(players) if s != seat)
        seats.append(seat)
        state, events = play(state, chooser.choice(GAME.legal_moves(state, seat)))
        assert of_type(events, "bet_placed")[0]["seat"] == seat
        if i < rounds * players - 1:
            assert kinds(events) == ["bet_placed"]
    assert seats == [(first + i) % players for i in range(rounds * players)]
    # one token per turn: each round every player placed exactly one
    for r in range(rounds):
        assert sorted(seats[r * players:(r + 1) * players]) == list(range(players))
    for s in range(players):
        assert sorted(b["token"] for b in state["bets"] if b["seat"] == s) == initial
    # betting closes into racing, the race's first player to act (and roll)
    assert kinds(events) == ["bet_placed", "betting_closed"]
    assert (state["phase"], state["turn"], state["roll"]) == ("racing", first, None)
    assert state["tokens"] == [[] for _ in range(players)]
    assert GAME.legal_moves(state, first) == [ROLL]


def test_bet_moves_offer_each_token_value_on_each_horse_not_yet_bet_by_that_player():
    state, _ = fresh(3, 1)
    seat = state["turn"]
    assert GAME.legal_moves(state, seat) == [bet(h, t) for t in (1, 2) for h in range(H)]
    state, events = play(state, bet(4, 1))
    assert events == [{"type": "bet_placed", "seat": seat, "horse": 4, "token": 1,
                       "face_down": False}]
    assert sorted(state["tokens"][seat]) == [1, 2]
    assert state["bets"] == bets_of((seat, 4, 1))
    # the next players may bet on the same horse
    for _ in range(2):
        assert bet(4, 2) in GAME.legal_moves(state, state["turn"])
        state, _ = play(state, bet(4, 2))
    assert [b["horse"] for b in state["bets"]] == [4, 4, 4]
    # but the first player may not put a second token on it
    assert state["turn"] == seat
    legal = GAME.legal_moves(state, seat)
    assert {m["horse"] for m in legal} == set(range(H)) - {4}
    assert {m["token"] for m in legal} == {1, 2}
    state, _ = play(state, bet(0, 2))
    state, _ = play(state, bet(0, 1))
    state, _ = play(state, bet(1, 1))
    assert state["turn"] == seat
    assert GAME.legal_moves(state, seat) == [bet(h, 1) for h in (1, 2, 3, 5, 6)]


def test_hidden_bets_add_a_zero_token_and_a_fourth_round():
    state, _ = fresh(2, 3, hidden_bets=True)
    assert all(sorted(t) == [0, 1, 1, 2] for t in state["tokens"])
    seat = state["turn"]
    assert {m["token"] for m in GAME.legal_moves(state, seat)} == {0, 1, 2}
    state, events = play(state, bet(2, 0))
    assert events[0]["face_down"] is True and events[0]["token"] == 0
    assert sorted(state["tokens"][seat]) == [1, 1, 2]
    state, _ = play(state, bet(2, 1))  # the other player may use the same horse
    # the bluff token also takes up a horse for its owner, and is spent
    assert state["turn"] == seat
    assert 2 not in {m["horse"] for m in GAME.legal_moves(state, seat)}
    assert {m["token"] for m in GAME.legal_moves(state, seat)} == {1, 2}
    rounds = 1
    while state["phase"] == "betting":
        if state["turn"] == seat:
            rounds += 1
        state, _ = play(state, GAME.legal_moves(state, state["turn"])[0])
    assert rounds == 4 and len(state["bets"]) == 8


@pytest.mark.parametrize("hidden", [False, True])
def test_a_players_tokens_always_end_on_different_horses(hidden):
    for seed in range(20):
        state, _ = fresh(4, seed, hidden_bets=hidden)
        chooser = pyrandom.Random(seed)
        while state["phase"] == "betting":
            state, _ = play(state, chooser.choice(GAME.legal_moves(state, state["turn"])))
        for s in range(4):
            horses = [b["horse"] for b in state["bets"] if b["seat"] == s]
            assert len(horses) == len(set(horses)) == (4 if hidden else 3)


# --- racing: roll then choose --------------------------------------------------------------
def test_racing_starts_with_a_roll_then_a_choice_of_horse():
    state = racing(3, turn=1, moved={2, 5})
    assert GAME.to_act(state) == [1]
    assert GAME.legal_moves(state, 1) == [ROLL]
    assert GAME.legal_moves(state, 0) == [] and GAME.legal_moves(state, 2) == []
    new, events = play(state, ROLL)
    assert new["roll"] in SYMBOLS
    assert events == [{"type": "rolled", "seat": 1, "symbol": new["roll"]}]
    assert new["turn"] == 1 and new["phase"] == "racing"  # the roller now chooses
    assert new["positions"] == state["positions"]
    assert GAME.legal_moves(new, 1) == [mv(h) for h in (0, 1, 3, 4, 6)]


def test_the_roll_comes_from_the_match_rng_with_tete_on_half_the_faces():
    state = racing()
    counts = dict.fromkeys(SYMBOLS, 0)
    for n in range(1200):
        state["rng"] = {"seed": 777, "n": n}
        new, events = GAME.apply_move(state, 0, ROLL)
        expected = DIE_FACES[rng.draw({"seed": 777, "n": n}, 6)]
        assert new["roll"] == expected == events[0]["symbol"]
        assert new["rng"]["n"] > n
        counts[new["roll"]] += 1
    assert 540 <= counts["tete"] <= 660
    for symbol in ("fer", "bombe", "selle"):
        assert 150 <= counts[symbol] <= 250


@pytest.mark.parametrize("symbol", SYMBOLS)
@pytest.mark.parametrize("horse,index", [(h, c) for h in range(H) for c in range(3)])
def test_a_horse_moves_by_its_card_value_for_the_rolled_symbol(horse, index, symbol):
    # the moving horse in front on 0, all others behind it
    positions = [-1 - ((h - horse) % H) for h in range(H)]
    positions[horse] = 0
    state = racing(positions=positions, cards=cards_with(horse, index), roll=symbol)
    value = CARDS[horse][index][symbol]
    new, events = play(state, mv(horse))
    assert new["positions"][horse] == value
    assert [p for h, p in enumerate(new["positions"]) if h != horse] == [
        p for h, p in enumerate(positions) if h != horse]
    (moved,) = of_type(events, "horse_moved")
    assert (moved["horse"], moved["symbol"], moved["value"], moved["from"], moved["to"]) == (
        horse, symbol, value, 0, value)
    assert new["moved"][horse] and new["roll"] is None


def test_the_card_dealt_to_the_horse_is_the_one_used():
    horse = 4
    for index in range(3):
        for symbol in SYMBOLS:
            state = racing(positions=[-1, -2, -3, -4, 0, -5, -6],
                           cards=cards_with(horse, index), roll=symbol)
            new, _ = play(state, mv(horse))
            assert new["positions"][horse] == CARDS[horse][index][symbol]


# --- racing: one horse per square ----------------------------------------------------------
def test_an_occupied_target_stops_the_horse_on_the_first_free_square_behind():
    card, symbol, v = a_move(0, 5)
    # horse 0 from 0: target v is occupied, so is v-1: it stops on v-2
    state = racing(positions=[0, v, v - 1, 20, 21, -5, -6], cards=cards_with(0, card),
                   roll=symbol)
    new, events = play(state, mv(0))
    assert new["positions"][0] == v - 2
    assert of_type(events, "horse_moved")[0]["to"] == v - 2
    assert new["positions"][1:] == state["positions"][1:]


def test_a_free_target_is_reached_whatever_lies_on_the_way():
    card, symbol, v = a_move(0, 5)
    state = racing(positions=[0, 1, 2, v - 1, v + 1, -5, -6], cards=cards_with(0, card),
                   roll=symbol)
    new, _ = play(state, mv(0))
    assert new["positions"][0] == v


@pytest.mark.parametrize("players,seat", [(2, 1), (3, 2)])
def test_a_blocked_horse_stays_in_place_and_still_counts_as_moved(players, seat):
    card, symbol, v = a_move(0, 5)
    positions = [10] + [10 + i for i in range(1, H)]  # 11..16 all taken
    assert v <= 6
    state = racing(players, positions=positions, cards=cards_with(0, card), roll=symbol,
                   turn=seat)
    new, events = play(state, mv(0))
    assert new["positions"] == positions
    (moved,) = of_type(events, "horse_moved")
    assert (moved["from"], moved["to"], moved["value"]) == (10, 10, v)
    assert new["moved"][0] is True
    assert new["turn"] == (seat + 1) % players
    new["roll"] = symbol
    assert 0 not in legal_horses(new)


def test_a_zero_value_keeps_the_horse_in_place_and_counts_as_moved():
    zero = [(h, c, s) for h in range(H) for c in range(3) for s in SYMBOLS
            if CARDS[h][c][s] == 0]
    if not zero:
        pytest.skip("no card has a 0")
    horse, index, symbol = zero[0]
    positions = [-1 - h for h in range(H)]
    positions[horse] = 5
    state = racing(positions=positions, cards=cards_with(horse, index), roll=symbol)
    new, _ = play(state, mv(horse))
    assert new["positions"][horse] == 5 and new["moved"][horse]


def test_horses_behind_the_mover_do_not_block_it():
    card, symbol, v = a_move(0, 5)
    state = racing(positions=[3, 2, 1, 0, -1, -2, -3], cards=cards_with(0, card),
                   roll=symbol)
    new, _ = play(state, mv(0))
    assert new["positions"][0] == 3 + v


# --- racing: cycles ------------------------------------------------------------------------
def test_only_horses_not_yet_moved_this_cycle_and_not_finished_may_move():
    state = racing(positions=[40, 20, 36, 10, 5, 0, 1], finishers=[2, 0], moved={1, 4},
                   roll="tete")
    assert legal_horses(state) == [3, 5, 6]


def test_a_new_cycle_starts_when_every_horse_has_moved():
    card, symbol, v = a_move(3, 1)
    state = racing(positions=[10, 11, 12, 0, 14, 15, 16], cards=cards_with(3, card),
                   moved={0, 1, 2, 4, 5, 6}, roll=symbol)
    new, events = play(state, mv(3))
    assert new["moved"] == [False] * H
    assert kinds(events) == ["horse_moved", "cycle_started"]
    new["roll"] = "tete"
    assert legal_horses(new) == list(range(H))


def test_no_new_cycle_while_a_horse_has_not_moved():
    card, symbol, v = a_move(3, 1)
    state = racing(positions=[10, 11, 12, 0, 14, 15, 16], cards=cards_with(3, card),
                   moved={0, 1, 2, 4, 5}, roll=symbol)
    new, events = play(state, mv(3))
    assert kinds(events) == ["horse_moved"]
    assert new["moved"] == [True, True, True, True, True, True, False]
    new["roll"] = "tete"
    assert legal_horses(new) == [6]


def test_finished_horses_do_not_hold_up_the_new_cycle():
    card, symbol, v = a_move(3, 1)
    state = racing(positions=[35, 11, 12, 0, 14, 15, 16], cards=cards_with(3, card),
                   finishers=[0], moved={1, 2, 4, 5, 6}, roll=symbol)
    state["moved"][0] = False  # a finished horse whose flag was cleared by a cycle
    new, events = play(state, mv(3))
    assert kinds(events) == ["horse_moved", "cycle_started"]
    new["roll"] = "tete"
    assert legal_horses(new) == [1, 2, 3, 4, 5, 6]


def test_a_horse_that_finishes_also_ends_the_cycle_when_last_to_move():
    card, symbol, v = a_move(3, 1)
    state = racing(positions=[10, 11, 12, LINE - v, 14, 15, 16], cards=cards_with(3, card),
                   moved={0, 1, 2, 4, 5, 6}, roll=symbol)
    new, events = play(state, mv(3))
    assert new["finishers"] == [3]
    assert kinds(events) == ["horse_moved", "cycle_started"]
    new["roll"] = "tete"
    assert legal_horses(new) == [0, 1, 2, 4, 5, 6]


# --- racing: turns -------------------------------------------------------------------------
@pytest.mark.parametrize("players,seat", [(p, s) for p in (2, 3, 4, 5, 6) for s in range(p)])
def test_the_turn_passes_clockwise_after_each_horse_move(players, seat):
    state = racing(players, turn=seat)
    state, _ = play(state, ROLL)
    assert state["turn"] == seat
    state, events = play(state, mv(3))
    assert state["turn"] == (seat + 1) % players
    assert (state["phase"], state["roll"]) == ("racing", None)
    assert GAME.to_act(state) == [(seat + 1) % players]
    assert GAME.legal_moves(state, state["turn"]) == [ROLL]


# --- racing: the line and the end of the race ----------------------------------------------
@pytest.mark.parametrize("track_length", [10, 20, 33, 50, 200])
def test_a_horse_finishes_on_reaching_track_length_or_beyond(track_length):
    card, symbol, v = a_move(2, 5)
    base = [-1, -2, 0, -3, -4, -5, -6]

    def moved_from(start):
        positions = list(base)
        positions[2] = start
        state = racing(positions=positions, cards=cards_with(2, card), roll=symbol,
                       track_length=track_length)
        return play(state, mv(2))

    new, events = moved_from(track_length - v)  # exactly on the line
    assert new["finishers"] == [2] and new["positions"][2] == track_length
    assert of_type(events, "horse_moved")[0]["place"] == 1
    new, events = moved_from(track_length - v + 2)  # beyond the line
    assert new["finishers"] == [2] and new["positions"][2] == track_length + 2
    new, events = moved_from(track_length - v - 1)  # one short
    assert new["finishers"] == [] and new["positions"][2] == track_length - 1
    assert "place" not in of_type(events, "horse_moved")[0]


def test_finishers_are_ranked_in_crossing_order_not_by_distance():
    card, symbol, v = a_move(5, 5)
    positions = [10, 11, 12, 13, LINE + 1, LINE - v, 0]
    state = racing(positions=positions, cards=cards_with(5, card), finishers=[4],
                   moved={4}, roll=symbol)
    new, events = play(state, mv(5))
    assert new["finishers"] == [4, 5]
    assert of_type(events, "horse_moved")[0]["place"] == 2
    assert new["phase"] == "racing"
    # a horse crossing far beyond the line afterwards still ranks after both
    card2, symbol2, v2 = a_move(1, 5)
    new["positions"][1] = LINE - 1
    new["cards"][1] = card2
    new["roll"] = symbol2
    new2, events = play(new, mv(1))
    assert new2["finishers"] == [4, 5, 1]
    assert new2["positions"][1] > new2["positions"][4] > new2["positions"][5] == LINE
    assert of_type(events, "horse_moved")[0]["place"] == 3


def test_a_crossing_horse_is_not_held_back_by_a_finished_horse():
    card, symbol, v = a_move(0, 5)
    state = racing(positions=[LINE - v, 10, LINE, 5, 6, 7, 8], cards=cards_with(0, card),
                   finishers=[2], moved={2}, roll=symbol)
    new, _ = play(state, mv(0))
    assert new["finishers"] == [2, 0] and new["positions"][0] == LINE


@pytest.mark.parametrize("hidden", [False, True])
def test_the_race_ends_when_the_third_horse_finishes(hidden):
    card, symbol, v = a_move(3, 5)
    # horse 6 is furthest back among the unfinished: it is last
    positions = [LINE + 4, 12, LINE, LINE - v, 3, 20, -2]
    state = racing(3, positions=positions, cards=cards_with(3, card), finishers=[2, 0],
                   moved={0, 2, 5}, roll=symbol, turn=2, hidden_bets=hidden)
    new, events = play(state, mv(3))
    assert new["finishers"] == [2, 0, 3]
    assert new["last"] == 6
    assert new["phase"] == "scoring" and GAME.is_scoring(new)
    assert GAME.to_act(new) == []
    assert all(GAME.legal_moves(new, s) == [] for s in range(3))
    assert GAME.result(new) is None
    expected = ["horse_moved", "race_finished"] + (["bets_revealed"] if hidden else [])
    assert kinds(events) == expected
    assert of_type(events, "horse_moved")[0]["place"] == 3
    assert of_type(events, "race_finished")[0] == {
        "type": "race_finished", "race": 1, "finishers": [2, 0, 3], "last": 6}
    if hidden:
        assert of_type(events, "bets_revealed")[0]["bets"] == state["bets"]


@pytest.mark.parametrize("last", range(H))
def test_last_is_the_unfinished_horse_furthest_back(last):
    finishing = (last + 1) % H
    card, symbol, v = a_move(finishing, 5)
    others = [h for h in range(H) if h not in (last, finishing)]
    positions = [0] * H
    positions[finishing] = LINE - v
    positions[others[0]], positions[others[1]] = LINE + 1, LINE + 3
    for i, h in enumerate(others[2:]):
        positions[h] = 2 + 7 * i
    positions[last] = 1
    state = racing(positions=positions, cards=cards_with(finishing, card),
                   finishers=others[:2], moved=set(others[:2]), roll=symbol)
    new, events = play(state, mv(finishing))
    assert new["phase"] == "scoring"
    assert new["last"] == last
    assert of_type(events, "race_finished")[0]["last"] == last


def test_two_finishers_do_not_end_the_race():
    card, symbol, v = a_move(3, 5)
    state = racing(positions=[LINE, 10, 11, LINE - v, 12, 13, 14], cards=cards_with(3, card),
                   finishers=[0], moved={0}, roll=symbol)
    new, events = play(state, mv(3))
    assert new["finishers"] == [0, 3]
    assert new["phase"] == "racing" and new["last"] is None
    assert of_type(events, "race_finished") == []


# --- payout --------------------------------------------------------------------------------
def _fill(horse: int, units: int) -> list[tuple[int, int, int]]:
    """Seat 0 puts a 1 on `horse`, seats 1.. make the table's total `units`."""
    triples, rest, seat = [(0, horse, 1)], units - 1, 1
    while rest:
        token = 2 if rest >= 2 else 1
        triples.append((seat, horse, token))
        rest -= token
        seat += 1
    return triples


@pytest.mark.parametrize("units", [1, 2, 3, 4, 5, 6, 7])
@pytest.mark.parametrize("place", [1, 2, 3])
def test_payout_per_unit_by_place_and_units_on_the_horse(units, place):
    finishers = (4, 1, 5)
    horse = finishers[place - 1]
    triples = _fill(horse, units)
    state = scoring(triples, finishers=finishers, last=0, players=6)
    per_unit = RULES_TABLE[min(units, 5) - 1][place - 1]
    payouts = race_payouts(state)
    assert payouts["payouts"]["0"] == per_unit
    for seat, _, token in triples:
        assert payouts["payouts"][str(seat)] == token * per_unit
    new, _ = GAME.score(state)
    assert new["money"][0] == per_unit
    assert sum(new["money"]) == units * per_unit


def test_a_two_token_counts_twice_and_a_zero_token_nothing():
    # horse 0 wins: seat 0's 2 alone is 2 units (row 2: 600 a unit)
    state = scoring([(0, 0, 2), (1, 3, 1)], players=2, last=6)
    assert race_payouts(state)["payouts"] == {"0": 1200, "1": 0}
    # a 0 token adds no unit and earns nothing: seat 1's 1 stays alone on the winner
    state = scoring([(0, 0, 0), (1, 0, 1)], players=2, last=6, hidden_bets=True)
    payouts = race_payouts(state)
    assert payouts["payouts"] == {"0": 0, "1": 1000}
    assert payouts["breakdown"]["1"][0]["units_on_horse"] == 1
    # and a 0 token on the last horse costs nothing
    state = scoring([(0, 6, 0), (1, 6, 2)], players=2, last=6, hidden_bets=True)
    assert race_payouts(state)["payouts"] == {"0": 0, "1": -200}


def test_each_unit_on_the_last_horse_costs_the_penalty_and_money_may_go_negative():
    state = scoring([(0, 6, 2), (0, 3, 1), (1, 6, 1), (2, 4, 1)], last=6,
                    money=[50, 0, 0])
    payouts = race_payouts(state)
    assert payouts["payouts"] == {"0": -200, "1": -100, "2": 0}
    new, _ = GAME.score(state)
    assert new["money"] == [-150, -100, 0]


@pytest.mark.parametrize("horse", [3, 4, 5])
def test_horses_fourth_to_sixth_pay_nothing(horse):
    state = scoring([(0, horse, 2), (1, horse, 1), (2, horse, 1)], last=6)
    assert race_payouts(state)["payouts"] == {"0": 0, "1": 0, "2": 0}


@pytest.mark.parametrize("race,multiplier", [(1, 1), (2, 1), (3, 2)])
def test_the_final_race_is_doubled_by_default(race, multiplier):
    triples = [(0, 0, 1), (1, 6, 2), (2, 1, 2), (2, 2, 1)]
    state = scoring(triples, last=6, race=race, races=3)
    payouts = race_payouts(state)
    assert payouts["multiplier"] == multiplier
    assert payouts["payouts"] == {"0": 1000 * multiplier, "1": -200 * multiplier,
                                  "2": (2 * 400 + 400) * multiplier}


def test_custom_table_penalty_and_multiplier_are_used():
    table = [[10 * r + c + 1 for c in range(3)] for r in range(5)]  # 1..3, 11..13, ... 41..43
    raw = {"payout_table": table, "last_horse_penalty": 7, "final_race_multiplier": 3}
    triples = [(0, 0, 2), (0, 1, 1), (0, 6, 1), (1, 1, 2), (1, 2, 1), (1, 6, 2),
               (2, 2, 2), (2, 0, 1), (2, 5, 1)]
    # units: horse 0 -> 3 (row 3), horse 1 -> 3, horse 2 -> 3, horse 6 (last) -> 3
    expected = {"0": 2 * 21 + 1 * 22 - 7, "1": 2 * 22 + 1 * 23 - 2 * 7,
                "2": 2 * 23 + 1 * 21}
    state = scoring(triples, last=6, race=1, **raw)
    assert race_payouts(state)["payouts"] == expected
    state = scoring(triples, last=6, race=3, **raw)
    assert race_payouts(state)["payouts"] == {s: 3 * v for s, v in expected.items()}
    state = scoring(triples, last=6, race=2, races=2, **raw)  # the final race of two
    assert race_payouts(state)["multiplier"] == 3
    state = scoring([(0, 0, 1)], last=6, race=3, final_race_multiplier=1)
    assert race_payouts(state)["payouts"]["0"] == 1000


def test_round_scored_event_breaks_down_each_token_and_gives_money_after():
    triples = [(0, 0, 2), (0, 6, 1), (0, 3, 1),  # seat 0: winner, last, 4th
               (1, 6, 1), (1, 1, 1), (1, 2, 2),  # seat 1: last, 2nd, 3rd
               (2, 0, 1)]  # seat 2: winner; seat 3 bet nothing
    state = scoring(triples, finishers=(0, 1, 2), last=6, players=4, money=[100, 0, -50, 7])
    new, events = GAME.score(state)
    scored = events[0]
    assert scored["type"] == "round_scored"
    assert (scored["race"], scored["multiplier"], scored["finishers"], scored["last"]) == (
        1, 1, [0, 1, 2], 6)

    def items(seat):
        return [(i["horse"], i["token"], i["amount"]) for i in scored["breakdown"][str(seat)]]

    # horse 0: 3 units (400 a unit); horse 1: 1 unit (600); horse 2: 2 units (200); last: 2
    assert items(0) == [(0, 2, 800), (6, 1, -100), (3, 1, 0)]
    assert items(1) == [(6, 1, -100), (1, 1, 600), (2, 2, 400)]
    assert items(2) == [(0, 1, 400)]
    assert items(3) == []
    assert scored["breakdown"]["0"][0] == {"horse": 0, "token": 2, "units_on_horse": 3,
                                                "place": 1, "last": False, "amount": 800}
    assert scored["breakdown"]["0"][1]["last"] is True
    assert scored["breakdown"]["0"][2]["place"] is None
    assert scored["payouts"] == {"0": 700, "1": 900, "2": 400, "3": 0}
    assert scored["money"] == [800, 900, 350, 7] == new["money"]
    assert new["results"] == state["results"] + [{k: v for k, v in scored.items()
                                                  if k != "type"}]


def test_scoring_prepares_the_next_race_with_the_player_to_the_left():
    state = scoring([(0, 0, 1)], players=3, race=1, first_player=2)
    new, events = GAME.score(state)
    assert kinds(events) == ["round_scored", "race_started", "horses_placed", "cards_dealt"]
    assert (new["race"], new["first_player"], new["turn"], new["phase"]) == (
        2, 0, 0, "betting")
    assert new["bets"] == [] and new["finishers"] == [] and new["last"] is None
    assert new["moved"] == [False] * H and new["roll"] is None
    assert all(sorted(t) == [1, 1, 2] for t in new["tokens"])
    order = of_type(events, "horses_placed")[0]["order"]
    assert [new["positions"][h] for h in order] == [0, -1, -2, -3, -4, -5, -6]
    assert new["money"] == [1000, 0, 0]
    assert of_type(events, "race_started")[0] == {"type": "race_started", "race": 2,
                                                  "first_player": 0}


def test_scoring_the_last_race_finishes_the_match():
    state = scoring([(0, 0, 1), (1, 6, 1)], players=2, race=3, money=[10, 20])
    new, events = GAME.score(state)
    assert kinds(events) == ["round_scored"]
    assert new["phase"] == "finished" and new["money"] == [2010, -180]
    assert GAME.to_act(new) == [] and not GAME.is_scoring(new)
    assert GAME.result(new) == {"ranking": [0, 1], "scores": {"0": 2010, "1": -180},
                                "winners": [0]}


# --- the game ------------------------------------------------------------------------------
@pytest.mark.parametrize("races", [1, 2, 3])
@pytest.mark.parametrize("players", [2, 4, 6])
def test_the_match_runs_the_number_of_races_then_has_a_result(races, players):
    final, log = run_match(players, 100 + races + players, races=races)
    assert final["phase"] == "finished"
    assert len(of_type(log, "round_scored")) == races
    assert len(of_type(log, "race_finished")) == races
    started = of_type(log, "race_started")
    assert [e["race"] for e in started] == list(range(1, races + 1))
    first = of_type(log, "start_player")[0]["seat"]
    # each next race starts with the player to the left of the previous one's first player
    assert [e["first_player"] for e in started] == [(first + i) % players
                                                    for i in range(races)]
    # everyone starts at 0: the money is the sum of the races' payouts
    for s in range(players):
        assert final["money"][s] == sum(e["payouts"][str(s)] for e in of_type(log,
                                                                             "round_scored"))
    res = GAME.result(final)
    assert res["scores"] == {str(s): m for s, m in enumerate(final["money"])}
    best = max(final["money"])
    assert res["winners"] == [s for s in range(players) if final["money"][s] == best]


def test_each_race_betting_and_racing_start_with_that_races_first_player():
    state, log = fresh(3, 41)
    chooser = pyrandom.Random(5)
    firsts = []
    while state["phase"] != "finished":
        if GAME.is_scoring(state):
            state, _ = GAME.score(state)
            continue
        if state["phase"] == "betting" and not state["bets"]:
            firsts.append(("betting", state["race"], state["turn"], state["first_player"]))
        seat = state["turn"]
        new, events = GAME.apply_move(state, seat, chooser.choice(GAME.legal_moves(state,
                                                                                   seat)))
        if of_type(events, "betting_closed"):
            firsts.append(("racing", new["race"], new["turn"], new["first_player"]))
        state = new
    f = of_type(log, "start_player")[0]["seat"]
    assert [(p, r, t) for p, r, t, _ in firsts] == [
        (phase, r, (f + r - 1) % 3) for r in (1, 2, 3) for phase in ("betting", "racing")]


def test_the_start_player_is_drawn_at_random_and_recorded():
    seen = set()
    for seed in range(80):
        state, events = fresh(4, seed)
        assert events[0] == {"type": "start_player", "seat": state["first_player"]}
        assert state["turn"] == state["first_player"]
        assert fresh(4, seed)[0]["first_player"] == state["first_player"]
        seen.add(state["first_player"])
    assert seen == {0, 1, 2, 3}
    assert {fresh(6, s)[0]["first_player"] for s in range(120)} == set(range(6))


def test_everyone_starts_at_zero():
    for players in range(2, 7):
        assert fresh(players)[0]["money"] == [0] * players


@pytest.mark.parametrize("money,ranking,winners", [
    ([300, 1200, -100], [1, 0, 2], [1]),
    ([500, 500, 100], [0, 1, 2], [0, 1]),
    ([-100, -300, -100, -100], [0, 2, 3, 1], [0, 2, 3]),
    ([0, 0], [0, 1], [0, 1]),
])
def test_the_richest_wins_and_equal_money_shares_the_win(money, ranking, winners):
    state = racing(len(money))
    state.update(phase="finished", turn=None, money=money)
    res = GAME.result(state)
    assert res == {"ranking": ranking, "scores": {str(s): m for s, m in enumerate(money)},
                   "winners": winners}


def test_result_is_none_until_the_match_is_finished():
    state, _ = fresh(2)
    assert GAME.result(state) is None
    assert GAME.result(racing()) is None
    assert GAME.result(scoring([(0, 0, 1)], race=3)) is None


# --- options validation --------------------------------------------------------------------
@pytest.mark.parametrize("raw", [None, {}])
def test_option_defaults(raw):
    assert GAME.resolve_options(raw, 3) == DEFAULTS
    assert {o.name: o.default for o in GAME.options} == DEFAULTS


def test_options_accept_valid_values():
    raw = {"races": 1, "track_length": 20, "hidden_bets": True,
           "payout_table": [[5, 4, 3]] * 5, "last_horse_penalty": 0,
           "final_race_multiplier": 1}
    assert GAME.resolve_options(raw, 6) == raw
    for races in (1, 2, 3):
        assert GAME.resolve_options({"races": races}, 2)["races"] == races


def _errors(raw, players=3) -> dict:
    with pytest.raises(InvalidOptions) as info:
        GAME.resolve_options(raw, players)
    return info.value.errors


@pytest.mark.parametrize("field,value", [
    ("races", 4), ("races", 0), ("races", -1),
    ("track_length", 0), ("track_length", -33),
    ("last_horse_penalty", -1), ("final_race_multiplier", 0),
])
def test_out_of_range_options_are_named(field, value):
    assert list(_errors({field: value})) == [field]


@pytest.mark.parametrize("field,value", [
    ("races", True), ("races", "3"), ("races", 2.0), ("races", None),
    ("track_length", False), ("track_length", 33.5),
    ("last_horse_penalty", True), ("final_race_multiplier", True),
    ("hidden_bets", 1), ("hidden_bets", "true"), ("hidden_bets", None),
])
def test_wrong_option_types_are_named(field, value):
    assert list(_errors({field: value})) == [field]


@pytest.mark.parametrize("table", [
    RULES_TABLE[:4],  # four rows
    RULES_TABLE + [[100, 50, 10]],  # six rows
    [row[:2] for row in RULES_TABLE],  # two columns
    [row + [0] for row in RULES_TABLE],  # four columns
    [[1000, 600, 400], [600, 400], [400, 300, 200], [300, 200, 100], [200, 100, 100]],
    [[1000, "600", 400]] + RULES_TABLE[1:],  # a string cell
    [[1000, 600.0, 400]] + RULES_TABLE[1:],  # a float cell
    [[1000, True, 400]] + RULES_TABLE[1:],  # a bool cell
    [[1000, None, 400]] + RULES_TABLE[1:],
    RULES_TABLE[:4] + [[200, -100, 100]],  # a negative cell
    "table", 1000, {"1": [1000, 600, 400]}, None, [],
    [1000, 600, 400, 300, 200],  # rows that are not lists
])
def test_malformed_payout_tables_are_named(table):
    assert list(_errors({"payout_table": table})) == ["payout_table"]


def test_unknown_option_is_named():
    assert list(_errors({"horses": 7})) == ["horses"]
    assert "options" in _errors([1, 2, 3])


def test_several_bad_options_are_all_named():
    errors = _errors({"races": 9, "hidden_bets": "no", "payout_table": [], "x": 1})
    assert set(errors) == {"races", "hidden_bets", "payout_table", "x"}


@pytest.mark.parametrize("move", [bet(0, 0), bet(6, 2), ROLL, mv(0), mv(6)])
def test_well_formed_moves_pass(move):
    assert GAME.check_move_shape(move) == move


@pytest.mark.parametrize("move,field", [
    ({"type": "bet", "horse": 7, "token": 1}, "move.horse"),
    ({"type": "bet", "horse": 0, "token": 3}, "move.token"),
    ({"type": "bet", "horse": 0}, "move.token"),
    ({"type": "bet", "horse": 0, "token": True}, "move.token"),
    ({"type": "move_horse", "horse": -1}, "move.horse"),
    ({"type": "move_horse"}, "move.horse"),
    ({"type": "roll", "symbol": "tete"}, "move.symbol"),
    ({"type": "pass"}, "move.type"),
])
def test_malformed_moves_raise_invalid_move(move, field):
    with pytest.raises(InvalidMove) as info:
        GAME.check_move_shape(move)
    assert field in info.value.errors


# --- hidden bets: views and events ---------------------------------------------------------
def _hidden_betting_state():
    """3 players, hidden bets: the first player put a 2 on horse 0, the next a 0 on horse 0,
    the third a 1 on horse 1."""
    state, _ = fresh(3, 9, hidden_bets=True)
    f = state["first_player"]
    log = []
    for move in (bet(0, 2), bet(0, 0), bet(1, 1)):
        log.append({"type": "move_played", "seat": state["turn"], "move": move})
        state, events = play(state, move)
        log.extend(events)
    return state, f, log


def test_hidden_bets_show_where_tokens_lie_but_only_their_owner_sees_values():
    state, f, _ = _hidden_betting_state()
    seats = [f, (f + 1) % 3, (f + 2) % 3]
    values = {seats[0]: 2, seats[1]: 0, seats[2]: 1}
    for viewer in (0, 1, 2, None):
        view = GAME.view(state, viewer)
        assert [(b["seat"], b["horse"]) for b in view["bets"]] == [
            (seats[0], 0), (seats[1], 0), (seats[2], 1)]
        for b in view["bets"]:
            assert b["token"] == (values[b["seat"]] if b["seat"] == viewer else None)
        for left in view["tokens_left"]:
            assert left["count"] == 3  # counts are public
            if left["seat"] == viewer:
                assert sorted(left["values"]) == sorted(state["tokens"][viewer])
            else:
                assert left["values"] is None
    # racing phase: still hidden
    state = racing(3, hidden_bets=True)
    for viewer in (0, None):
        view = GAME.view(state, viewer)
        assert all(b["token"] is None for b in view["bets"] if b["seat"] != viewer)
    assert all(b["token"] is not None for b in GAME.view(state, 0)["bets"] if b["seat"] == 0)


@pytest.mark.parametrize("phase", ["scoring", "finished"])
def test_hidden_bets_are_revealed_once_the_race_has_ended(phase):
    state = scoring([(0, 0, 2), (1, 0, 0), (2, 6, 1)], hidden_bets=True)
    if phase == "finished":
        state = GAME.score(scoring([(0, 0, 2), (1, 0, 0), (2, 6, 1)], race=3,
                                   hidden_bets=True))[0]
    for viewer in (0, 1, 2, None):
        assert [b["token"] for b in GAME.view(state, viewer)["bets"]] == [2, 0, 1]


def test_open_bets_are_visible_to_everyone():
    state, _ = fresh(3, 9)
    for move in (bet(0, 2), bet(0, 1), bet(1, 1)):
        state, events = play(state, move)
        for viewer in (0, 1, 2, None):
            assert GAME.event_view(events[0], viewer) == events[0]
            assert events[0]["token"] == move["token"] and events[0]["face_down"] is False
    for viewer in (0, 1, 2, None):
        view = GAME.view(state, viewer)
        assert [b["token"] for b in view["bets"]] == [2, 1, 1]
        assert [sorted(t["values"]) for t in view["tokens_left"]] == [
            sorted(t) for t in state["tokens"]]


def test_event_view_redacts_face_down_bets_and_posted_bet_moves_but_for_their_owner():
    state, f, log = _hidden_betting_state()
    for event in log:
        owner = event["seat"]
        for viewer in (0, 1, 2, None):
            shown = GAME.event_view(event, viewer)
            if viewer == owner:
                assert shown == event
                continue
            if event["type"] == "bet_placed":
                assert shown == {**event, "token": None}
            else:
                assert shown == {"type": "move_played", "seat": owner,
                                 "move": {**event["move"], "token": None}}
            assert event["type"] in ("bet_placed", "move_played")
    # the log itself is untouched
    assert [e["token"] for e in of_type(log, "bet_placed")] == [2, 0, 1]


def test_event_view_leaves_public_events_alone():
    state = racing(2, roll="tete", hidden_bets=True)
    _, events = play(state, mv(0))
    posted = {"type": "move_played", "seat": 0, "move": mv(0)}
    for event in [*events, posted, {"type": "betting_closed"},
                  {"type": "start_player", "seat": 1}]:
        for viewer in (0, 1, None):
            assert GAME.event_view(event, viewer) == event


def test_bets_are_revealed_by_an_event_when_a_hidden_race_ends():
    card, symbol, v = a_move(3, 5)
    bets = full_bets(2, hidden=True)
    state = racing(2, positions=[LINE, LINE + 1, 5, LINE - v, 1, 2, 3], finishers=[0, 1],
                   cards=cards_with(3, card), moved={0, 1}, roll=symbol, bets=bets,
                   hidden_bets=True)
    _, events = play(state, mv(3))
    assert of_type(events, "bets_revealed") == [{"type": "bets_revealed", "bets": bets}]


# --- AI ------------------------------------------------------------------------------------
def _sample_states() -> list[dict]:
    chooser = pyrandom.Random(99)
    configs = [(2, {}), (4, {"hidden_bets": True}),
               (6, {"hidden_bets": True, "track_length": 15, "races": 2}),
               (3, {"hidden_bets": True})]
    states = []
    for players, raw in configs:
        state, _ = fresh(players, chooser.randrange(rng.SEED_LIMIT), **raw)
        for _ in range(400):
            if GAME.is_scoring(state):
                state, _ = GAME.score(state)
                continue
            if not GAME.to_act(state):
                break
            states.append(state)
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply_move(state, seat, chooser.choice(GAME.legal_moves(state,
                                                                                   seat)))
    return states


SAMPLES = _sample_states()


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_ai_levels_return_legal_deterministic_moves_in_every_phase(level):
    assert set(GAME.ai_levels) == {"random", "greedy"}
    ai = GAME.ai_levels[level]
    phases = set()
    for state in SAMPLES:
        seat = GAME.to_act(state)[0]
        before = copy.deepcopy(state)
        choice = ai(state, seat)
        assert choice in GAME.legal_moves(state, seat)
        assert ai(copy.deepcopy(state), seat) == choice
        assert state == before
        phases.add((state["phase"], state["roll"] is None))
    assert phases == {("betting", True), ("racing", True), ("racing", False)}


def test_random_ai_varies_its_choices():
    picks = {GAME.ai_levels["random"](s, s["turn"])["horse"] for s in SAMPLES
             if s["phase"] == "racing" and s["roll"] is not None}
    assert len(picks) > 3


def _reshuffle_hidden_values(state: dict, me: int, chooser) -> dict:
    """The same state but other seats' face-down token values dealt differently among
    their placed and unplaced tokens (what seat `me` cannot see)."""
    new = copy.deepcopy(state)
    for s in range(state["players"]):
        if s == me:
            continue
        placed = [i for i, b in enumerate(new["bets"]) if b["seat"] == s]
        values = [new["bets"][i]["token"] for i in placed] + new["tokens"][s]
        chooser.shuffle(values)
        for i, value in zip(placed, values, strict=False):
            new["bets"][i]["token"] = value
        new["tokens"][s] = sorted(values[len(placed):])
    return new


@pytest.mark.parametrize("level", ["random", "greedy"])
def test_ai_never_reads_other_seats_face_down_values(level):
    ai = GAME.ai_levels[level]
    chooser = pyrandom.Random(4)
    compared = 0
    for state in SAMPLES:
        if not state["options"]["hidden_bets"] or state["phase"] not in ("betting", "racing"):
            continue
        me = state["turn"]
        if len(GAME.legal_moves(state, me)) < 2:
            continue
        for _ in range(3):
            other = _reshuffle_hidden_values(state, me, chooser)
            if other == state:
                continue
            # what `me` may see is the same in both
            assert GAME.view(other, me) == GAME.view(state, me)
            assert ai(other, me) == ai(state, me)
            compared += 1
    assert compared > 200


def test_greedy_does_not_see_through_a_constructed_face_down_bet():
    """Two states identical but for another seat's face-down token values."""
    base = racing(2, roll="tete", moved=set(), hidden_bets=True,
                  bets=bets_of((0, 0, 1), (0, 1, 1), (0, 2, 2), (0, 3, 0),
                               (1, 4, 2), (1, 5, 0), (1, 6, 1), (1, 3, 1)))
    swapped = copy.deepcopy(base)
    swapped["bets"][4]["token"], swapped["bets"][5]["token"] = 0, 2
    for roll in SYMBOLS:
        for moved in ({0}, {1, 2}, set(), {0, 1, 2, 3}):
            for state in (base, swapped):
                state["roll"] = roll
                state["moved"] = [h in moved for h in range(H)]
            assert GAME.ai_levels["greedy"](base, 0) == GAME.ai_levels["greedy"](swapped, 0)
    # betting: seat 1 to bet, seat 0's two placed tokens dealt two ways
    state, _ = fresh(2, 3, hidden_bets=True)
    state.update(turn=1, bets=bets_of((0, 2, 2), (0, 5, 0)), tokens=[[1, 1], [0, 1, 1, 2]])
    twin = copy.deepcopy(state)
    twin["bets"] = bets_of((0, 2, 0), (0, 5, 2))
    assert GAME.ai_levels["greedy"](state, 1) == GAME.ai_levels["greedy"](twin, 1)


# --- purity, plain data, secrets -----------------------------------------------------------
def _purity_cases():
    card, symbol, v = a_move(3, 5)
    betting, _ = fresh(3, 5, hidden_bets=True)
    yield betting, bet(2, 0)
    last_bet = copy.deepcopy(betting)
    last_bet["tokens"] = [[], [], []]
    last_bet["tokens"][last_bet["turn"]] = [1]
    yield last_bet, bet(6, 1)
    yield racing(3, turn=2), ROLL
    yield racing(roll="tete", moved={1, 2, 3, 4, 5, 6}), mv(0)  # new cycle
    yield racing(positions=[LINE, LINE + 1, 5, LINE - v, 1, 2, 3], finishers=[0, 1],
                 cards=cards_with(3, card), moved={0, 1}, roll=symbol), mv(3)  # race ends


@pytest.mark.parametrize("case", range(5))
def test_apply_move_does_not_mutate_its_input(case):
    state, move = list(_purity_cases())[case]
    before = copy.deepcopy(state)
    new, events = GAME.apply_move(state, state["turn"], move)
    assert state == before
    assert new is not state and new["rng"] is not state["rng"]
    assert json.loads(json.dumps(new)) == new
    assert json.loads(json.dumps(events)) == events


@pytest.mark.parametrize("race", [1, 3])
def test_score_does_not_mutate_its_input(race):
    state = scoring([(0, 0, 2), (1, 6, 1), (2, 1, 1)], race=race)
    before = copy.deepcopy(state)
    new, events = GAME.score(state)
    assert state == before
    assert json.loads(json.dumps(new)) == new
    assert json.loads(json.dumps(events)) == events
    race_payouts(state)
    assert state == before
    assert GAME.resolve_options({}, 2)["payout_table"] == RULES_TABLE


def test_state_and_events_are_plain_json_through_a_whole_match():
    state, log = fresh(4, 2024, hidden_bets=True)
    assert json.loads(json.dumps(state)) == state
    final, log = run_match(4, 2024, hidden_bets=True)
    assert json.loads(json.dumps(final)) == final
    assert json.loads(json.dumps(log)) == log


SECRET_SEED = 8_765_432_109_876


def _keys(value):
    if isinstance(value, dict):
        for k, v in value.items():
            yield k
            yield from _keys(v)
    elif isinstance(value, list):
        for v in value:
            yield from _keys(v)


def test_views_never_contain_the_rng_or_seed():
    state, events = fresh(3, SECRET_SEED, hidden_bets=True)
    chooser = pyrandom.Random(3)
    for _ in itertools.count():
        for viewer in (None, 0, 1, 2):
            view = GAME.view(state, viewer)
            assert json.loads(json.dumps(view)) == view
            assert not {"rng", "seed"} & set(_keys(view))
            assert str(SECRET_SEED) not in json.dumps(view)
            for event in events:
                shown = GAME.event_view(event, viewer)
                assert shown is None or str(SECRET_SEED) not in json.dumps(shown)
        if GAME.is_scoring(state):
            state, events = GAME.score(state)
        elif GAME.to_act(state):
            seat = GAME.to_act(state)[0]
            state, events = GAME.apply_move(state, seat,
                                            chooser.choice(GAME.legal_moves(state, seat)))
        else:
            break
    assert state["phase"] == "finished"


def test_view_describes_horses_cards_and_places():
    state = racing(2, positions=[LINE, 3, 12, 4, 5, 6, 7], cards=[2, 1, 0, 0, 0, 0, 0],
                   finishers=[0], moved={0, 3}, roll="selle", turn=1)
    view = GAME.view(state, 0)
    assert (view["phase"], view["turn"], view["roll"], view["race"], view["races"]) == (
        "racing", 1, "selle", 1, 3)
    assert view["track_length"] == LINE and view["finishers"] == [0]
    for h, horse in enumerate(view["horses"]):
        assert {k: horse[k] for k in ("id", "name", "colour")} == HORSES[h]
        assert horse["position"] == state["positions"][h]
        assert horse["card"] == CARDS[h][state["cards"][h]]
    assert [h["moved_this_cycle"] for h in view["horses"]] == state["moved"]
    assert [h["place"] for h in view["horses"]] == [1, None, None, None, None, None, None]
