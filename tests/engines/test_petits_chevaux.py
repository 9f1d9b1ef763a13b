"""Rule tests for the Petits Chevaux engine, one group per rule of the Petits Chevaux rules
in docs/games.md.

Positions are built by taking a state from `setup` and overwriting its plain data (`horses`,
`turn`, `phase`, `roll`, `sixes`, `rng`). Horse coordinates are per-horse progress: -1 stable,
0..55 track squares from the horse's own start (55 = foot), 56.. staircase steps, 61 (62 with
`extra_six_to_finish`) home. Absolute squares are computed here independently of the engine:
square = (14 * arm + 1 + progress) mod 56.
"""

import copy
import itertools
import json
import random as pyrandom

import pytest

from engines import rng
from engines.core import InvalidMove, InvalidOptions
from engines.petits_chevaux import GAME

S = -1  # stable
FOOT = 55
HOME = 61  # default: step 6 is the centre
HOME_EXTRA = 62  # with extra_six_to_finish
ROLL = {"type": "roll"}
DEFAULTS = {
    "horses_per_player": 4,
    "horses_to_win": 1,
    "extra_six_to_finish": False,
    "max_sixes_in_a_row": None,
}


# --- helpers -------------------------------------------------------------------------------
def mv(horse: int) -> dict:
    return {"type": "move_horse", "horse": horse}


def abs_square(arm: int, progress: int) -> int:
    assert 0 <= progress <= FOOT
    return (14 * arm + 1 + progress) % 56


def progress_on(arm: int, square: int) -> int:
    """Progress a horse of `arm` has when it stands on absolute `square`."""
    return (square - 14 * arm - 1) % 56


def stable(n: int = 4) -> list[int]:
    return [S] * n


def pad(*progress: int, n: int = 4) -> list[int]:
    return list(progress) + [S] * (n - len(progress))


def make(players=2, horses=None, turn=0, roll=None, phase=None, sixes=0, dice=None, **options):
    """A state from setup with its plain data overwritten.

    `roll` given -> "move" phase with that roll; `dice` -> the next die rolls will be these.
    """
    opts = GAME.resolve_options(options, players)
    state, _ = GAME.begin(players, opts, 12345)
    if horses is not None:
        state["horses"] = [list(h) for h in horses]
    state["turn"] = turn
    state["roll"] = roll
    state["phase"] = phase if phase is not None else ("roll" if roll is None else "move")
    state["sixes"] = sixes
    if dice is not None:
        state["rng"] = rng.new_rng(seed_rolling(*dice))
    return state


_seed_cache: dict = {}


def seed_rolling(*values: int) -> int:
    """The first seed whose first die rolls (from draw 0) are exactly `values`."""
    if values not in _seed_cache:
        for seed in itertools.count():
            stream = rng.new_rng(seed)
            if all(rng.roll_die(stream) == v for v in values):
                _seed_cache[values] = seed
                break
    return _seed_cache[values]


def legal_horses(state: dict, seat: int | None = None) -> list[int]:
    seat = state["turn"] if seat is None else seat
    return [m["horse"] for m in GAME.legal_moves(state, seat) if m["type"] == "move_horse"]


def play(state: dict, move: dict, seat: int | None = None) -> tuple[dict, list]:
    """Apply a move after checking it is legal (apply_move assumes legality)."""
    seat = state["turn"] if seat is None else seat
    assert move in GAME.legal_moves(state, seat), (move, GAME.legal_moves(state, seat))
    return GAME.apply_move(state, seat, move)


def of_type(events: list, kind: str) -> list:
    return [e for e in events if e["type"] == kind]


def kinds(events: list) -> list[str]:
    return [e["type"] for e in events]


# --- leaving the stable --------------------------------------------------------------------
@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5])
def test_stable_horse_cannot_leave_without_a_six(roll):
    state = make(horses=[pad(S, 10, S), stable()], roll=roll)
    assert legal_horses(state) == [1]


@pytest.mark.parametrize("players,seat", [(2, 0), (2, 1), (3, 2), (4, 1), (4, 3)])
def test_a_six_puts_a_stable_horse_on_its_start_square(players, seat):
    state = make(players, horses=[stable()] * players, turn=seat, roll=6)
    assert legal_horses(state) == [0, 1, 2, 3]
    new, events = play(state, mv(2))
    assert new["horses"][seat] == [S, S, 0, S]
    arm = state["arms"][seat]
    (moved,) = of_type(events, "horse_moved")
    assert moved["from"] == S and moved["to"] == 0
    assert moved["square"] == 14 * arm + 1


def test_no_exit_while_own_horse_stands_on_start_square():
    state = make(horses=[pad(0, S, S), stable()], roll=6)
    assert legal_horses(state) == [0]  # only the horse on S may use the 6
    new, _ = play(state, mv(0))
    assert new["horses"][0] == pad(6, S, S)
    new["phase"], new["roll"] = "move", 6  # a 6 again: the start square is free now
    assert legal_horses(new) == [0, 1, 2, 3]


def test_exit_captures_an_opponent_on_the_start_square():
    # 2 players: seat 0 has arm 0 (S = 1), seat 1 has arm 2; its horse stands on square 1.
    victim = progress_on(2, 1)
    state = make(horses=[stable(), pad(10, victim)], roll=6)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(0)
    assert new["horses"][1] == pad(10, S)
    assert of_type(events, "captured") == [
        {"type": "captured", "seat": 1, "horse": 1, "square": 1, "by": 0}
    ]


def test_exit_captures_on_start_square_for_other_arms():
    # 4 players: seat 1 (arm 1, S = 15) leaves onto a seat-3 horse standing on square 15.
    victim = progress_on(3, 15)
    state = make(4, horses=[stable(), stable(), stable(), pad(victim)], turn=1, roll=6)
    new, events = play(state, mv(0))
    assert new["horses"][1] == pad(0)
    assert new["horses"][3] == stable()
    assert [e["square"] for e in of_type(events, "captured")] == [15]


# --- moving on the track, arrival rules ----------------------------------------------------
@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_track_move_advances_by_the_roll(roll):
    state = make(horses=[pad(10), stable()], roll=roll)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(10 + roll)
    assert of_type(events, "horse_moved")[0]["square"] == abs_square(0, 10 + roll)


def test_only_one_horse_moves():
    state = make(horses=[pad(3, 10, 20, S), stable()], roll=4)
    new, _ = play(state, mv(1))
    assert new["horses"][0] == pad(3, 14, 20, S)


def test_capture_on_arrival():
    # seat 0 from progress 10 (square 11) with a 4 lands on square 15, held by seat 1.
    victim = progress_on(2, 15)
    state = make(horses=[pad(10), pad(5, victim)], roll=4)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(14)
    assert new["horses"][1] == pad(5, S)
    assert of_type(events, "captured") == [
        {"type": "captured", "seat": 1, "horse": 1, "square": 15, "by": 0}
    ]


def test_capture_on_arrival_between_any_two_arms():
    # 4 players: seat 3 (arm 3) captures seat 2 (arm 2) on square 40.
    state = make(4, horses=[stable(), stable(), pad(progress_on(2, 40)),
                            pad(progress_on(3, 37))], turn=3, roll=3)
    new, events = play(state, mv(0))
    assert new["horses"][2] == stable()
    assert [(e["seat"], e["by"], e["square"]) for e in of_type(events, "captured")] == [
        (2, 3, 40)
    ]


def test_passing_over_horses_has_no_effect():
    # own horse on 12 and an opponent on progress-13 square are jumped over by a 5.
    opponent = progress_on(2, abs_square(0, 13))
    state = make(horses=[pad(10, 12), pad(opponent)], roll=5)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(15, 12)
    assert new["horses"][1] == pad(opponent)
    assert of_type(events, "captured") == []


def test_stop_behind_own_horse():
    state = make(horses=[pad(10, 13), stable()], roll=3)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(12, 13)
    assert of_type(events, "horse_moved")[0]["to"] == 12


def test_stop_behind_a_chain_of_own_horses():
    state = make(horses=[[8, 13, 12, 11], stable()], roll=5)
    new, _ = play(state, mv(0))
    assert new["horses"][0] == [10, 13, 12, 11]


def test_stop_behind_own_horse_captures_opponent_on_that_square():
    opponent = progress_on(2, abs_square(0, 12))
    state = make(horses=[pad(10, 13), pad(opponent)], roll=3)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(12, 13)
    assert new["horses"][1] == stable()
    assert of_type(events, "captured") == [
        {"type": "captured", "seat": 1, "horse": 0, "square": abs_square(0, 12), "by": 0}
    ]


@pytest.mark.parametrize("horses,roll", [
    (pad(10, 11), 1),  # straight back onto its own square
    ([10, 11, 12, 13], 3),  # the chain runs back to where it started
    ([10, 11, 12, 13], 2),
])
def test_stop_behind_own_horses_is_illegal_when_it_would_end_where_it_started(horses, roll):
    state = make(horses=[horses, stable()], roll=roll)
    assert 0 not in legal_horses(state)


# --- the foot of the staircase -------------------------------------------------------------
@pytest.mark.parametrize("start,roll,end", [
    (52, 1, 53), (52, 2, 54), (52, 3, 55),
    (52, 4, 54),  # the rules' example: 3 from the foot and a 4 -> forward 3, back 1
    (52, 5, 53), (52, 6, None),  # back onto its own square: illegal
    (53, 1, 54), (53, 2, 55), (53, 3, 54), (53, 4, None), (53, 5, 52),
    (53, 6, 51),  # forward 2, back 4: ends behind where it started, still legal
    (54, 1, 55), (54, 2, None), (54, 6, 50),
    (49, 6, 55), (50, 6, 54),
])
def test_bounce_at_the_foot(start, roll, end):
    state = make(horses=[[start], [S]], roll=roll, horses_per_player=1)
    if end is None:
        assert legal_horses(state) == []
    else:
        new, events = play(state, mv(0))
        assert new["horses"][0] == [end]
        assert of_type(events, "horse_moved")[0]["square"] == abs_square(0, end)


def test_bounce_square_captures_an_opponent_but_passing_the_foot_does_not():
    on_bounce = progress_on(2, abs_square(0, 54))
    on_foot = progress_on(2, abs_square(0, FOOT))
    state = make(horses=[pad(52), pad(on_bounce, on_foot)], roll=4)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(54)
    assert new["horses"][1] == pad(S, on_foot)
    assert [e["square"] for e in of_type(events, "captured")] == [abs_square(0, 54)]


def test_bounce_square_held_by_own_horse_stops_behind_it():
    state = make(horses=[pad(52, 54), stable()], roll=4)
    new, _ = play(state, mv(0))
    assert new["horses"][0] == pad(53, 54)


def test_bounce_then_stop_behind_own_horses_back_to_start_is_illegal():
    state = make(horses=[pad(52, 54, 53), stable()], roll=4)
    assert 0 not in legal_horses(state)


@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_from_the_foot_only_climb_with_exactly_one(roll):
    state = make(horses=[[FOOT], [S]], roll=roll, horses_per_player=1)
    if roll == 1:
        new, _ = play(state, mv(0))
        assert new["horses"][0] == [56]
    else:
        assert legal_horses(state) == []  # never goes round again


def test_foot_is_a_track_square_where_captures_happen():
    # arriving on one's own foot captures the opponent there
    on_foot = progress_on(2, abs_square(0, FOOT))
    state = make(horses=[pad(52), pad(on_foot)], roll=3)
    new, events = play(state, mv(0))
    assert new["horses"] == [pad(FOOT), stable()]
    assert [e["square"] for e in of_type(events, "captured")] == [0]
    # and a horse waiting on its foot can be captured by an opponent landing there
    state = make(horses=[pad(FOOT), pad(on_foot - 3)], turn=1, roll=3)
    new, events = play(state, mv(0))
    assert new["horses"] == [stable(), pad(on_foot)]
    assert of_type(events, "captured")[0]["seat"] == 0


# --- the staircase -------------------------------------------------------------------------
@pytest.mark.parametrize("step", [0, 1, 2, 3, 4])
@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_staircase_step_k_needs_exactly_k_plus_one(step, roll):
    state = make(horses=[[FOOT + step], [S]], roll=roll, horses_per_player=1)
    if roll == step + 1:
        new, events = play(state, mv(0))
        assert new["horses"][0] == [FOOT + step + 1]
        assert of_type(events, "horse_moved")[0]["square"] is None
        assert of_type(events, "horse_home") == []
    else:
        assert legal_horses(state) == []


@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_a_six_from_step_five_finishes_by_default(roll):
    state = make(horses=[pad(60, 10), stable()], roll=roll)
    if roll != 6:
        assert 0 not in legal_horses(state)
        return
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(HOME, 10)
    assert {"type": "horse_home", "seat": 0, "horse": 0} in events
    assert new["phase"] == "finished"
    assert GAME.view(new, None)["players"][0]["horses"][0]["zone"] == "home"


def test_a_horse_at_home_never_moves():
    for roll in range(1, 7):
        state = make(horses=[[HOME, 10], [S, S]], roll=roll, horses_per_player=2,
                     horses_to_win=2)
        assert legal_horses(state) == [1]


@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_extra_six_to_finish_adds_a_sixth_step(roll):
    # step 5 + 6 -> step 6 (not home)
    state = make(horses=[pad(60), stable()], roll=6, extra_six_to_finish=True)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(61)
    assert of_type(events, "horse_home") == []
    assert new["phase"] == "roll"
    horse = GAME.view(new, None)["players"][0]["horses"][0]
    assert (horse["zone"], horse["step"]) == ("staircase", 6)
    # step 6 needs an exact 6 to finish
    state = make(horses=[[61], [S]], roll=roll, extra_six_to_finish=True, horses_per_player=1)
    if roll != 6:
        assert legal_horses(state) == []
        return
    new, events = play(state, mv(0))
    assert new["horses"][0] == [HOME_EXTRA]
    assert kinds(events) == ["horse_moved", "horse_home", "match_won"]


@pytest.mark.parametrize("horses,roll,extra", [
    (pad(FOOT, 56), 1, False),  # step 1 taken
    (pad(56, 57), 2, False),  # step 2 taken
    (pad(59, 60, 58, 57), 5, False),  # step 5 taken
    (pad(60, 61), 6, True),  # step 6 taken when it exists
])
def test_climb_onto_an_occupied_step_is_illegal(horses, roll, extra):
    occupied = horses[0] + 1
    assert occupied in horses
    state = make(horses=[horses, stable()], roll=roll, extra_six_to_finish=extra)
    assert 0 not in legal_horses(state)


def test_several_horses_may_share_the_centre():
    state = make(horses=[pad(60, HOME), stable()], roll=6, horses_to_win=2)
    new, events = play(state, mv(0))
    assert new["horses"][0] == pad(HOME, HOME)
    assert new["phase"] == "finished"


def test_nothing_is_captured_on_the_staircase():
    # seat 0 climbs to its step 1 while seat 1 stands on its own step 1: no interaction
    state = make(horses=[pad(FOOT), pad(56)], roll=1)
    new, events = play(state, mv(0))
    assert new["horses"] == [pad(56), pad(56)]
    assert of_type(events, "captured") == []
    # an opponent landing on the foot square does not reach a horse on the staircase above
    on_foot = progress_on(2, abs_square(0, FOOT))
    state = make(horses=[pad(56), pad(on_foot - 2)], turn=1, roll=2)
    new, events = play(state, mv(0))
    assert new["horses"] == [pad(56), pad(on_foot)]
    assert of_type(events, "captured") == []
    assert GAME.view(new, None)["players"][0]["horses"][0]["square"] is None


@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5, 6])
def test_staircase_horses_are_off_the_track(roll):
    """Steps are not track squares: an opponent landing on any square near the foot or the
    start never reaches a horse on the steps, and a climb never captures on the track."""
    on_foot = progress_on(2, abs_square(0, FOOT))
    state = make(horses=[[56, 57, 58, 60], pad(on_foot)], turn=1, roll=roll)
    new, events = play(state, mv(0))
    assert of_type(events, "captured") == []
    assert new["horses"][0] == [56, 57, 58, 60]
    if roll == 6:
        return
    # climbing from step roll-1 to step roll, with an opponent on each square 0..6 in turn
    for sq in range(7):
        opponent = [progress_on(2, sq)]
        state = make(horses=[[FOOT + roll - 1], opponent], roll=roll, horses_per_player=1)
        new, events = play(state, mv(0))
        assert of_type(events, "captured") == [] and new["horses"][1] == opponent


# --- turns ---------------------------------------------------------------------------------
def test_roll_is_an_event_and_opens_the_move_phase():
    state = make(horses=[pad(10), stable()], dice=[4])
    new, events = play(state, ROLL)
    assert events == [{"type": "rolled", "seat": 0, "value": 4}]
    assert (new["phase"], new["roll"], new["turn"]) == ("move", 4, 0)
    assert GAME.legal_moves(new, 0) == [mv(0)]


def test_legal_moves_are_rolls_or_horse_moves_and_only_for_the_seat_to_act():
    state = make(horses=[pad(10), pad(20)])
    assert GAME.to_act(state) == [0]
    assert GAME.legal_moves(state, 0) == [ROLL]
    assert GAME.legal_moves(state, 1) == []
    state = make(horses=[pad(10), pad(20)], roll=3)
    assert GAME.legal_moves(state, 0) == [mv(0)]
    assert GAME.legal_moves(state, 1) == []


@pytest.mark.parametrize("horses", [pad(10), stable(), pad(FOOT - 1)])
def test_a_six_gives_another_roll_after_the_move(horses):
    state = make(horses=[horses, pad(30)], roll=6)
    new, events = play(state, mv(0))
    assert (new["phase"], new["turn"], new["roll"]) == ("roll", 0, None)
    assert GAME.legal_moves(new, 0) == [ROLL]


def test_a_six_gives_another_roll_after_a_capture():
    victim = progress_on(2, abs_square(0, 16))
    state = make(horses=[pad(10), pad(victim)], roll=6)
    new, events = play(state, mv(0))
    assert of_type(events, "captured")
    assert (new["phase"], new["turn"]) == ("roll", 0)


def test_a_six_gives_another_roll_even_when_no_move_was_possible():
    # the only horse waits on the foot: a 6 cannot be used
    state = make(horses=[[FOOT], [S]], dice=[6, 1], horses_per_player=1)
    new, events = play(state, ROLL)
    assert events == [
        {"type": "rolled", "seat": 0, "value": 6},
        {"type": "passed", "seat": 0, "reason": "no_legal_move"},
    ]
    assert (new["phase"], new["turn"], new["roll"]) == ("roll", 0, None)
    new, events = play(new, ROLL)
    assert (new["phase"], new["turn"], new["roll"]) == ("move", 0, 1)


@pytest.mark.parametrize("players,seat", [(p, s) for p in (2, 3, 4) for s in range(p)])
@pytest.mark.parametrize("roll", [1, 2, 3, 4, 5])
def test_a_non_six_passes_the_turn_clockwise(players, seat, roll):
    horses = [stable() for _ in range(players)]
    horses[seat] = pad(10)
    state = make(players, horses=horses, turn=seat, roll=roll)
    new, _ = play(state, mv(0))
    assert (new["phase"], new["turn"], new["roll"]) == ("roll", (seat + 1) % players, None)
    assert GAME.to_act(new) == [(seat + 1) % players]


@pytest.mark.parametrize("horses,roll", [
    (stable(), 3),  # nobody out and no 6
    (pad(FOOT), 4),  # a horse on the foot needs a 1
    (pad(54, FOOT, 56), 1),  # blocked by own horses: on the track and on the steps
    (pad(57), 2),  # on step 2, needs a 3
])
def test_no_legal_move_passes_automatically_with_an_event(horses, roll):
    state = make(3, horses=[horses, stable(), stable()], dice=[roll])
    new, events = play(state, ROLL)
    assert events == [
        {"type": "rolled", "seat": 0, "value": roll},
        {"type": "passed", "seat": 0, "reason": "no_legal_move"},
    ]
    assert (new["phase"], new["turn"], new["roll"]) == ("roll", 1, None)
    assert new["horses"] == state["horses"]


def test_every_six_rolls_again_by_default():
    state = make(horses=[pad(10), stable()], dice=[6], sixes=25)
    new, events = play(state, ROLL)
    assert kinds(events) == ["rolled"]
    assert (new["phase"], new["roll"]) == ("move", 6)


def test_three_sixes_in_a_row_without_limit():
    state = make(horses=[pad(10), stable()], dice=[6, 6, 6, 2])
    for expected in (16, 22, 28):
        state, _ = play(state, ROLL)
        state, _ = play(state, mv(0))
        assert state["horses"][0][0] == expected and state["turn"] == 0
    state, _ = play(state, ROLL)
    state, _ = play(state, mv(0))
    assert state["horses"][0][0] == 30 and state["turn"] == 1


@pytest.mark.parametrize("limit", [1, 2, 3])
def test_max_sixes_in_a_row_one_six_too_many_ends_the_turn_without_moving(limit):
    state = make(horses=[pad(10), stable()], dice=[6] * (limit + 1),
                 max_sixes_in_a_row=limit)
    for i in range(limit):
        state, events = play(state, ROLL)
        assert (state["phase"], state["roll"]) == ("move", 6)
        state, _ = play(state, mv(0))
        assert state["horses"][0][0] == 10 + 6 * (i + 1)
    before = state["horses"]
    state, events = play(state, ROLL)
    assert events == [
        {"type": "rolled", "seat": 0, "value": 6},
        {"type": "turn_forfeited", "seat": 0, "reason": "too_many_sixes"},
    ]
    assert (state["phase"], state["turn"], state["roll"]) == ("roll", 1, None)
    assert state["horses"] == before


def test_max_sixes_counts_only_sixes_in_a_row_of_one_turn():
    # limit 1: seat 0 rolls 6 then 3 (turn over), seat 1 then rolls a 6: a fresh count
    state = make(horses=[pad(10), pad(10)], dice=[6, 3, 6, 6], max_sixes_in_a_row=1)
    state, _ = play(state, ROLL)
    state, _ = play(state, mv(0))
    state, _ = play(state, ROLL)
    state, _ = play(state, mv(0))
    assert state["turn"] == 1
    state, events = play(state, ROLL)
    assert kinds(events) == ["rolled"] and state["phase"] == "move"
    state, _ = play(state, mv(0))
    state, events = play(state, ROLL)  # second 6 in a row for seat 1: one too many
    assert kinds(events) == ["rolled", "turn_forfeited"]
    assert state["turn"] == 0


def test_max_sixes_counts_a_six_that_could_not_be_used():
    state = make(horses=[[FOOT], [S]], dice=[6, 6], horses_per_player=1, max_sixes_in_a_row=1)
    state, events = play(state, ROLL)
    assert kinds(events) == ["rolled", "passed"] and state["turn"] == 0
    state, events = play(state, ROLL)
    assert kinds(events) == ["rolled", "turn_forfeited"] and state["turn"] == 1


# --- setup and options ---------------------------------------------------------------------
@pytest.mark.parametrize("n", [1, 2, 3, 4])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_horses_per_player(n, players):
    opts = GAME.resolve_options({"horses_per_player": n}, players)
    state, _ = GAME.begin(players, opts, 7)
    assert state["horses"] == [[S] * n for _ in range(players)]
    state["phase"], state["roll"] = "move", 6
    assert legal_horses(state) == list(range(n))


def test_horses_to_win_first_home_wins_by_default():
    state = make(3, horses=[pad(60), pad(HOME - 1), stable()], roll=6)
    new, events = play(state, mv(0))
    assert kinds(events) == ["horse_moved", "horse_home", "match_won"]
    assert events[-1] == {"type": "match_won", "seat": 0}
    assert new["phase"] == "finished" and new["winner"] == 0
    assert GAME.to_act(new) == []
    assert all(GAME.legal_moves(new, s) == [] for s in range(3))


def test_horses_to_win_more_than_one():
    state = make(horses=[pad(60, 10), stable()], roll=6, horses_to_win=2)
    new, events = play(state, mv(0))
    assert kinds(events) == ["horse_moved", "horse_home"]
    assert (new["phase"], new["turn"], new["winner"]) == ("roll", 0, None)
    assert GAME.result(new) is None
    state = make(horses=[pad(HOME, 60), stable()], roll=6, horses_to_win=2)
    new, events = play(state, mv(1))
    assert kinds(events) == ["horse_moved", "horse_home", "match_won"]
    assert (new["phase"], new["winner"]) == ("finished", 0)


def test_ranking_with_horses_to_win_orders_others_by_horses_home_then_progress():
    state = make(4, horses=[
        pad(HOME, 60),  # seat 0 wins with this move
        pad(50, 40, 30, 20),  # 0 home, most progress
        pad(HOME, S, S, S),  # 1 home, little progress
        pad(HOME, 10, S, S),  # 1 home, more progress
    ], roll=6, horses_to_win=2)
    new, _ = play(state, mv(1))
    assert GAME.result(new) == {
        "ranking": [0, 3, 2, 1],
        "scores": {"0": 2, "1": 0, "2": 1, "3": 1},
        "winners": [0],
    }


@pytest.mark.parametrize("players,arms", [(2, [0, 2]), (3, [0, 1, 2]), (4, [0, 1, 2, 3])])
def test_seat_arms_and_start_and_foot_squares(players, arms):
    state = make(players)
    assert state["arms"] == arms
    view = GAME.view(state, None)
    colours = ["jaune", "bleu", "rouge", "vert"]
    for seat, arm in enumerate(arms):
        p = view["players"][seat]
        assert (p["seat"], p["arm"], p["colour"]) == (seat, arm, colours[arm])
        assert p["start_square"] == 14 * arm + 1
        assert p["foot_square"] == 14 * arm
    # behaviour: each seat leaves onto 14q+1 and reaches its foot on 14q
    for seat, arm in enumerate(arms):
        horses = [stable() for _ in range(players)]
        horses[seat] = pad(S, 52)
        state = make(players, horses=horses, turn=seat, roll=6)
        _, events = play(state, mv(0))
        assert of_type(events, "horse_moved")[0]["square"] == 14 * arm + 1
        state = make(players, horses=horses, turn=seat, roll=3)
        new, events = play(state, mv(1))
        assert of_type(events, "horse_moved")[0]["square"] == 14 * arm
        horse_view = GAME.view(new, None)["players"][seat]["horses"][1]
        assert (horse_view["zone"], horse_view["square"]) == ("track", 14 * arm)


def test_absolute_squares_wrap_round_the_loop():
    # 4 players: seat 3 (arm 3) from square 54 with a 2 lands on square 0, jaune's foot
    state = make(4, horses=[pad(FOOT), stable(), stable(), pad(progress_on(3, 54))],
                 turn=3, roll=2)
    new, events = play(state, mv(0))
    assert of_type(events, "horse_moved")[0]["square"] == 0
    assert new["horses"][0] == stable()


# --- start player roll-off -----------------------------------------------------------------
def roll_off(players: int, seed: int) -> list[list[tuple[int, int]]]:
    """The rounds of (seat, value) the roll-off must produce, straight from the RNG."""
    stream = rng.new_rng(seed)
    contenders, rounds = list(range(players)), []
    while len(contenders) > 1:
        rolls = [(s, rng.roll_die(stream)) for s in contenders]
        rounds.append(rolls)
        best = max(v for _, v in rolls)
        contenders = [s for s, v in rolls if v == best]
    return rounds


def find_seed(players: int, predicate) -> int:
    return next(s for s in range(100_000) if predicate(roll_off(players, s)))


def check_roll_off(players: int, seed: int) -> list[list[tuple[int, int]]]:
    state, events = GAME.begin(players, dict(DEFAULTS), seed)
    rounds = roll_off(players, seed)
    expected = [{"type": "start_roll", "round": i + 1, "seat": s, "value": v}
                for i, rolls in enumerate(rounds) for s, v in rolls]
    assert events[:-1] == expected
    last = rounds[-1]
    best = max(v for _, v in last)
    (winner,) = [s for s, v in last if v == best]
    assert events[-1] == {"type": "start_player", "seat": winner}
    assert (state["turn"], state["phase"], state["roll"]) == (winner, "roll", None)
    return rounds


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_waits_for_the_table_and_start_takes_the_roll_off(players):
    """A match with open seats sits in setup's state: nobody to act, no die rolled; `start`
    (its table full) rolls off with the seed's first draws, leaving setup's state as it was."""
    for seed in range(20):
        state, events = GAME.setup(players, dict(DEFAULTS), seed)
        assert events == [] and state["phase"] == "roll_off" and state["rng"]["n"] == 0
        assert GAME.to_act(state) == [] and GAME.view(state, None)["phase"] == "roll_off"
        assert all(GAME.legal_moves(state, seat) == [] for seat in range(players))
        before = copy.deepcopy(state)
        started, rolled = GAME.start(state)
        assert state == before
        assert (started, rolled) == GAME.begin(players, dict(DEFAULTS), seed)
        assert rolled[-1] == {"type": "start_player", "seat": started["turn"]}


@pytest.mark.parametrize("players", [2, 3, 4])
def test_roll_off_highest_starts(players):
    for seed in range(60):
        check_roll_off(players, seed)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_roll_off_tie_rolls_again_among_the_tied_only(players):
    def partial_tie(rounds):
        return len(rounds) >= 2 and 2 <= len(rounds[1]) < players

    def tie(rounds):
        return len(rounds) >= 2

    seed = find_seed(players, partial_tie if players > 2 else tie)
    rounds = check_roll_off(players, seed)
    first = rounds[0]
    best = max(v for _, v in first)
    tied = [s for s, v in first if v == best]
    assert len(tied) >= 2
    assert [s for s, _ in rounds[1]] == tied  # only the tied roll again
    state, events = GAME.begin(players, dict(DEFAULTS), seed)
    assert [e["round"] for e in events if e["type"] == "start_roll"].count(2) == len(tied)


def test_roll_off_repeated_ties():
    seed = find_seed(2, lambda rounds: len(rounds) >= 3)
    rounds = check_roll_off(2, seed)
    assert len(rounds) >= 3
    seed = find_seed(4, lambda rounds: len(rounds[0]) == 4 and len(rounds) >= 2
                     and len(set(v for _, v in rounds[0])) == 1)  # all four tie
    rounds = check_roll_off(4, seed)
    assert len(rounds[1]) == 4


def test_roll_off_start_player_then_plays_clockwise():
    def seat_two_starts(rounds):
        return max(rounds[-1], key=lambda roll: roll[1])[0] == 2

    seed = find_seed(3, seat_two_starts)
    state, _ = GAME.begin(3, dict(DEFAULTS), seed)
    assert state["turn"] == 2
    state["rng"] = rng.new_rng(seed_rolling(3))
    new, _ = play(state, ROLL)  # no horse out and no 6: passes to the left
    assert new["turn"] == 0


# --- options validation --------------------------------------------------------------------
@pytest.mark.parametrize("raw", [None, {}])
def test_option_defaults(raw):
    assert GAME.resolve_options(raw, 2) == DEFAULTS
    declared = {o.name: o.default for o in GAME.options}
    assert declared == DEFAULTS


def test_options_accept_valid_values():
    raw = {"horses_per_player": 3, "horses_to_win": 3, "extra_six_to_finish": True,
           "max_sixes_in_a_row": 2}
    assert GAME.resolve_options(raw, 4) == raw
    assert GAME.resolve_options({"horses_per_player": 1}, 3)["horses_to_win"] == 1


def _errors(raw, players=2) -> dict:
    with pytest.raises(InvalidOptions) as info:
        GAME.resolve_options(raw, players)
    return info.value.errors


def test_unknown_option_is_named():
    errors = _errors({"horses": 3})
    assert list(errors) == ["horses"]


def test_options_must_be_an_object():
    assert "options" in _errors([1, 2])


@pytest.mark.parametrize("field,value", [
    ("horses_per_player", "4"), ("horses_per_player", 4.0), ("horses_per_player", True),
    ("horses_per_player", None), ("horses_to_win", False), ("horses_to_win", "1"),
    ("max_sixes_in_a_row", True), ("max_sixes_in_a_row", 2.5), ("max_sixes_in_a_row", "3"),
    ("extra_six_to_finish", 1), ("extra_six_to_finish", "true"), ("extra_six_to_finish", None),
])
def test_wrong_option_types_are_named(field, value):
    errors = _errors({field: value})
    assert list(errors) == [field]


def _maximum(name):
    return next(o.maximum for o in GAME.options if o.name == name)


@pytest.mark.parametrize("field,value", [
    ("horses_per_player", 0), ("horses_per_player", 5), ("horses_per_player", -1),
    ("horses_to_win", 0), ("horses_to_win", 5),
    ("max_sixes_in_a_row", 0), ("max_sixes_in_a_row", -2),
    ("max_sixes_in_a_row", _maximum("max_sixes_in_a_row") + 1),
])
def test_out_of_range_options_are_named(field, value):
    raw = {field: value}
    if field == "horses_to_win":
        raw["horses_per_player"] = 4
    assert list(_errors(raw)) == [field]


def test_horses_to_win_may_not_exceed_horses_per_player():
    errors = _errors({"horses_per_player": 2, "horses_to_win": 3})
    assert list(errors) == ["horses_to_win"]
    assert GAME.resolve_options({"horses_per_player": 2, "horses_to_win": 2}, 2)


def test_several_bad_options_are_all_named():
    errors = _errors({"horses_per_player": 9, "extra_six_to_finish": "no", "x": 1})
    assert set(errors) == {"horses_per_player", "extra_six_to_finish", "x"}


# --- move shape validation -----------------------------------------------------------------
@pytest.mark.parametrize("move", [ROLL, mv(0), mv(3)])
def test_well_formed_moves_pass(move):
    assert GAME.check_move_shape(move) == move


@pytest.mark.parametrize("move,field", [
    ({"type": "jump"}, "move.type"),
    ({"type": "pass"}, "move.type"),
    ({"horse": 0}, "move.type"),
    ({"type": "move_horse"}, "move.horse"),  # missing field
    ({"type": "roll", "horse": 0}, "move.horse"),  # extra field
    ({"type": "move_horse", "horse": 0, "to": 5}, "move.to"),  # extra field
    ({"type": "move_horse", "horse": "0"}, "move.horse"),
    ({"type": "move_horse", "horse": 0.0}, "move.horse"),
    ({"type": "move_horse", "horse": None}, "move.horse"),
    ({"type": "move_horse", "horse": [0]}, "move.horse"),
    ({"type": "move_horse", "horse": True}, "move.horse"),  # bool is not an int here
    ({"type": "move_horse", "horse": False}, "move.horse"),
    ({"type": "move_horse", "horse": -1}, "move.horse"),
    ({"type": "move_horse", "horse": 4}, "move.horse"),
    ("roll", "move"),
    (None, "move"),
])
def test_malformed_moves_raise_invalid_move(move, field):
    with pytest.raises(InvalidMove) as info:
        GAME.check_move_shape(move)
    assert field in info.value.errors


# --- views and result ----------------------------------------------------------------------
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
    opts = GAME.resolve_options({}, 3)
    state, events = GAME.begin(3, opts, SECRET_SEED)
    chooser = pyrandom.Random(3)
    for _ in range(60):
        for viewer in (None, 0, 1, 2):
            view = GAME.view(state, viewer)
            text = json.dumps(view)
            assert not {"rng", "seed", "n"} & set(_keys(view))
            assert str(SECRET_SEED) not in text
            for event in events:
                shown = GAME.event_view(event, viewer)
                assert shown is None or str(SECRET_SEED) not in json.dumps(shown)
        seat = GAME.to_act(state)[0]
        state, events = GAME.apply_move(state, seat, chooser.choice(GAME.legal_moves(state, seat)))


def test_view_describes_the_board():
    state = make(horses=[pad(10, 57, HOME), stable()], roll=2, horses_to_win=4)
    view = GAME.view(state, 1)
    assert (view["phase"], view["turn"], view["roll"], view["winner"]) == ("move", 0, 2, None)
    assert view["home_progress"] == HOME
    zones = [(h["zone"], h["square"], h["step"]) for h in view["players"][0]["horses"]]
    assert zones == [("track", 11, None), ("staircase", None, 2), ("home", None, None),
                     ("stable", None, None)]
    json.dumps(view)


def test_result_is_none_until_finished_then_ranking_scores_winners():
    state = make(3, horses=[pad(10), pad(60, 40), pad(20)], turn=1, roll=6)
    assert GAME.result(state) is None
    new, _ = play(state, mv(0))
    res = GAME.result(new)
    assert set(res) == {"ranking", "scores", "winners"}
    assert res["winners"] == [1]
    assert res["ranking"][0] == 1 and sorted(res["ranking"]) == [0, 1, 2]
    assert res["ranking"] == [1, 2, 0]  # others by progress: seat 2 is further along
    assert res["scores"] == {"0": 0, "1": 1, "2": 0}
    assert json.loads(json.dumps(res)) == res


# --- AI ------------------------------------------------------------------------------------
def _sample_states(per_config: int = 150) -> list[dict]:
    """States reached by random legal play across player counts and options."""
    chooser = pyrandom.Random(99)
    configs = [(2, {}), (3, {"horses_per_player": 2, "horses_to_win": 2}),
               (4, {"extra_six_to_finish": True, "max_sixes_in_a_row": 2})]
    states = []
    for players, raw in configs:
        opts = GAME.resolve_options(raw, players)
        state, _ = GAME.begin(players, opts, chooser.randrange(rng.SEED_LIMIT))
        for _ in range(per_config):
            if not GAME.to_act(state):
                break
            states.append(state)
            seat = GAME.to_act(state)[0]
            state, _ = GAME.apply_move(state, seat, chooser.choice(GAME.legal_moves(state, seat)))
    return states


SAMPLES = _sample_states()


@pytest.mark.parametrize("level", sorted(GAME.ai_levels))
def test_ai_levels_return_legal_deterministic_moves(level):
    assert set(GAME.ai_levels) == {"random", "greedy"}
    ai = GAME.ai_levels[level]
    move_phases = 0
    for state in SAMPLES:
        seat = GAME.to_act(state)[0]
        before = copy.deepcopy(state)
        choice = ai(state, seat)
        assert choice in GAME.legal_moves(state, seat)
        assert ai(copy.deepcopy(state), seat) == choice
        assert state == before
        move_phases += state["phase"] == "move"
    assert move_phases > 50


def test_random_ai_does_not_always_pick_the_same_horse():
    picks = set()
    for state in SAMPLES:
        seat = GAME.to_act(state)[0]
        if len(GAME.legal_moves(state, seat)) > 1:
            picks.add(GAME.ai_levels["random"](state, seat)["horse"])
    assert len(picks) > 1


@pytest.mark.parametrize("horses,roll,best", [
    # capture (horse 0 lands on the seat-1 horse) over a plain advance of the leader
    ([pad(10, 30), pad(progress_on(2, abs_square(0, 14)))], 4, {0}),
    ([pad(30, 10), pad(progress_on(2, abs_square(0, 14)))], 4, {1}),
    # finishing over a plain advance
    ([pad(10, 60, 20, 30), stable()], 6, {1}),
    ([pad(60, 40), stable()], 6, {0}),
    # leaving the stable over a plain advance
    ([pad(20, S, 30, 40), stable()], 6, {1}),
    ([pad(20), stable()], 6, {1, 2, 3}),
])
def test_greedy_prefers_capture_finish_and_leaving_the_stable(horses, roll, best):
    state = make(horses=horses, roll=roll)
    assert len(legal_horses(state)) >= 2
    assert GAME.ai_levels["greedy"](state, 0)["horse"] in best


def test_ai_rolls_in_the_roll_phase():
    state = make(horses=[pad(10), stable()])
    for ai in GAME.ai_levels.values():
        assert ai(state, 0) == ROLL


# --- purity --------------------------------------------------------------------------------
@pytest.mark.parametrize("state,move", [
    (make(horses=[pad(10), stable()], dice=[6]), ROLL),
    (make(horses=[stable(), stable()], dice=[3]), ROLL),  # automatic pass
    (make(horses=[stable(), pad(progress_on(2, 1))], roll=6), mv(0)),  # exit with capture
    (make(horses=[pad(60), stable()], roll=6), mv(0)),  # finishing
    (make(horses=[pad(10), stable()], dice=[6, 6], max_sixes_in_a_row=1, sixes=1), ROLL),
])
def test_apply_move_does_not_mutate_its_input(state, move):
    before = copy.deepcopy(state)
    new, _ = GAME.apply_move(state, state["turn"], move)
    assert state == before
    assert new is not state and new["horses"] is not state["horses"]
    assert new["rng"] is not state["rng"]
