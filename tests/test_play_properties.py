"""Service-level invariants of the checked move path, over random legal play."""

import json

from hypothesis import given, settings
from hypothesis import strategies as st

from engines.registry import GAMES
from service.play import play, start_match


@settings(max_examples=25, deadline=None)
@given(seed=st.integers(0, 2**53 - 1), players=st.integers(2, 4), data=st.data())
def test_versions_and_event_numbers_never_skip(seed, players, data):
    game = GAMES["petits-chevaux"]
    options = game.resolve_options({"horses_per_player": 1}, players)
    state, setup_events = game.setup(players, options, seed)
    match = {"id": "m", "game": game.id, "options": options, "seed": seed,
             "seats": [{"seat": s, "type": "human"} for s in range(players)]}
    events = start_match(match, state, setup_events)
    for _ in range(5000):
        if match["status"] == "finished":
            break
        seat = game.to_act(match["state"])[0]
        moves = game.legal_moves(match["state"], seat)
        move = moves[data.draw(st.integers(0, len(moves) - 1)) if len(moves) > 1 else 0]
        before, frozen = match, json.dumps(match, sort_keys=True)
        match, step_events = play(match, seat, move)
        assert json.dumps(before, sort_keys=True) == frozen, "the input record is untouched"
        assert match["version"] == before["version"] + 1
        assert [e["seq"] for e in step_events] == list(
            range(before["event_count"] + 1, match["event_count"] + 1))
        assert all(e["version"] == match["version"] for e in step_events)
        events += step_events
    assert match["status"] == "finished"
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
