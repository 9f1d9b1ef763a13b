"""Royal Turf's properties (tests/support/properties.py plays them): random legal play of Royal
Turf (player count, options, seed and the choice among legal moves all drawn by hypothesis),
scoring each race whenever the engine waits for it, always ends, keeps the race's invariants at
every step, moves money only when a race is scored (by exactly the race's payouts), keeps the
state plain JSON, and replays exactly."""

import json

from hypothesis import strategies as st

from engines import rng
from engines.royal_turf import GAME, race_payouts

from support.properties import SCORE, GameProperties, Match

H = 7
MAX_STEPS = 20_000  # a match takes a few hundred steps; this never binds
PHASES = {"betting", "racing", "scoring", "finished"}


@st.composite
def matches(draw):
    players = draw(st.integers(2, 6))
    raw = {
        "races": draw(st.integers(1, 3)),
        "hidden_bets": draw(st.booleans()),
        "track_length": draw(st.sampled_from([10, 12, 20, 33, 45])),
    }
    options = GAME.resolve_options(raw, players)
    seed = draw(st.integers(0, rng.SEED_LIMIT - 1))
    choices = draw(st.lists(st.integers(0, 27), max_size=150))
    return Match(players, options, seed, tuple(choices), draw(st.integers(0, 2**32 - 1)))


def initial_tokens(options: dict) -> list[int]:
    return [0, 1, 1, 2] if options["hidden_bets"] else [1, 1, 2]


def check_invariants(state: dict, players: int, options: dict) -> None:
    assert json.loads(json.dumps(state)) == state
    assert state["players"] == players and state["options"] == options
    assert state["phase"] in PHASES
    assert 1 <= state["race"] <= options["races"]
    line = options["track_length"]
    finishers = state["finishers"]
    # finishers: at most three, distinct, past the line; the others before it, one a square
    assert len(finishers) <= 3 and len(set(finishers)) == len(finishers)
    assert all(state["positions"][h] >= line for h in finishers)
    running = [state["positions"][h] for h in range(H) if h not in finishers]
    assert all(-6 <= p < line for p in running)
    assert len(running) == len(set(running))
    assert len(state["moved"]) == H and len(state["cards"]) == H
    assert all(c in (0, 1, 2) for c in state["cards"])
    # bets: each seat's on distinct horses, tokens conserved
    for s in range(players):
        horses = [b["horse"] for b in state["bets"] if b["seat"] == s]
        assert len(horses) == len(set(horses))
        placed = [b["token"] for b in state["bets"] if b["seat"] == s]
        assert sorted(placed + state["tokens"][s]) == initial_tokens(options)
    # whose turn, and what they may do
    acting = GAME.to_act(state)
    if state["phase"] in ("betting", "racing"):
        assert acting == [state["turn"]] and 0 <= state["turn"] < players
        legal = GAME.legal_moves(state, state["turn"])
        assert legal
        for other in range(players):
            if other != state["turn"]:
                assert GAME.legal_moves(state, other) == []
        assert state["last"] is None and len(finishers) < 3
        if state["phase"] == "betting":
            assert all(m["type"] == "bet" for m in legal)
        elif state["roll"] is None:
            assert legal == [{"type": "roll"}]
            assert all(t == [] for t in state["tokens"])
        else:
            assert legal and all(m["type"] == "move_horse" for m in legal)
            assert all(not state["moved"][m["horse"]] and m["horse"] not in finishers
                       for m in legal)
    else:
        assert acting == []
        assert all(GAME.legal_moves(state, s) == [] for s in range(players))
        assert len(finishers) == 3
        last = state["last"]
        assert last not in finishers
        assert state["positions"][last] == min(running)
    assert GAME.is_scoring(state) == (state["phase"] == "scoring")
    assert (GAME.result(state) is not None) == (state["phase"] == "finished")
    # the money is what the races scored so far paid
    for s in range(players):
        assert state["money"][s] == sum(r["payouts"][str(s)] for r in state["results"])


def check_move_step(before: dict, after: dict, seat: int, move: dict, events: list) -> None:
    assert json.loads(json.dumps(events)) == events
    assert after["money"] == before["money"]  # only scoring moves money
    assert after["results"] == before["results"]
    assert after["race"] == before["race"]
    if move["type"] == "bet":
        assert after["bets"] == before["bets"] + [{"seat": seat, **{k: move[k] for k in
                                                                      ("horse", "token")}}]
        assert after["positions"] == before["positions"]
    elif move["type"] == "roll":
        assert after["turn"] == seat and after["roll"] is not None
        assert after["positions"] == before["positions"]
    else:
        changed = [h for h in range(H) if after["positions"][h] != before["positions"][h]]
        assert changed in ([], [move["horse"]])
        assert after["positions"][move["horse"]] >= before["positions"][move["horse"]]
        assert after["rng"] == before["rng"]  # moving draws nothing
        if after["phase"] == "racing":
            assert after["turn"] == (seat + 1) % before["players"]


def check_score_step(before: dict, after: dict, events: list) -> None:
    assert json.loads(json.dumps(events)) == events
    expected = race_payouts(before)
    for s in range(before["players"]):
        paid = expected["payouts"][str(s)]
        assert paid == sum(i["amount"] for i in expected["breakdown"][str(s)])
        assert after["money"][s] == before["money"][s] + paid
    scored = events[0]
    assert scored["type"] == "round_scored" and scored["money"] == after["money"]
    assert scored["payouts"] == expected["payouts"]
    if before["race"] < before["options"]["races"]:
        assert after["race"] == before["race"] + 1 and after["phase"] == "betting"
        assert after["first_player"] == (before["first_player"] + 1) % before["players"]
    else:
        assert after["phase"] == "finished"


def check_end(final: dict, log: list, steps: list, options: dict, players: int) -> None:
    assert final["phase"] == "finished"
    assert steps.count(SCORE) == options["races"] == len(final["results"])
    assert sum(e["type"] == "race_finished" for e in log) == options["races"]
    result = GAME.result(final)
    assert sorted(result["ranking"]) == list(range(players))
    best = max(final["money"])
    assert result["winners"] == [s for s in range(players) if final["money"][s] == best]


PROPERTIES = GameProperties(
    GAME, matches,
    check_invariants=lambda state, played: check_invariants(
        state, played.match.players, played.match.options),
    check_move=lambda before, after, seat, move, events, played: check_move_step(
        before, after, seat, move, events),
    check_score=lambda before, after, events, played: check_score_step(before, after, events),
    check_end=lambda final, log, steps, match: check_end(
        final, log, steps, match.options, match.players),
    max_steps=lambda match, first: MAX_STEPS, play_examples=30, replay_examples=10)
