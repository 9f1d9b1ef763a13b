"""The turn-deadline job: when a human seat lets its time run out, the greedy AI plays the
decision for it, marked as such in the events; after `timeouts_to_ai` timeouts in a row the
seat is handed to the AI for good."""

from engines.ai import DEFAULT_THINK_MS, choose
from engines.registry import GAMES
from service.model.play import number_events, play
from service.state import quotas
from service.state.store import VersionConflict
from workers import runtime

STAND_IN = "greedy"


def play_timed_out_turn(match_id: str, version: int) -> dict:
    rt = runtime()
    match = rt.store.load(match_id)
    if match is None or match["version"] != version or match["status"] != "active":
        return {"outcome": "superseded"}
    game = GAMES[match["game"]]
    humans = [s for s in game.to_act(match["state"]) if match["seats"][s]["type"] == "human"]
    if not humans:
        return {"outcome": "superseded"}
    seat = humans[0]
    move = choose(game, STAND_IN, match["state"], seat)
    new, events = play(match, seat, move)
    count = match.get("timeouts", {}).get(str(seat), 0) + 1
    new["timeouts"] = {**match.get("timeouts", {}), str(seat): count}
    marks = [{"type": "turn_timed_out", "seat": seat, "played_by": STAND_IN,
              "timeouts_in_a_row": count}]
    if count >= match["options"]["timeouts_to_ai"]:
        seats = [dict(s) for s in new["seats"]]
        seats[seat].update(type="ai", ai_level=STAND_IN, think_ms=DEFAULT_THINK_MS)
        new["seats"] = seats
        marks.append({"type": "seat_replaced_by_ai", "seat": seat, "ai_level": STAND_IN})
    numbered = number_events(new, marks)  # with the step they explain, at its version
    try:
        rt.commit(new, match, events + numbered)
    except VersionConflict:
        return {"outcome": "superseded"}
    quotas.match_ended(rt, new)
    rt.jobs.follow_up(new)
    return {"outcome": "played", "seat": seat, "version": new["version"]}
