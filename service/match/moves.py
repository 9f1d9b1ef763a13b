"""Every step that moves a match on, whichever door asks: a seat's move (over HTTP or the live
socket), the AI seats' turns and a stand-in's move when a turn's time runs out (jobs), a
round's scoring (a job). Each is checked against the stored record, written by
compare-and-set with its events (`Runtime.commit`), then the work the new record waits for is
queued (`Jobs.queue_work`, with the work the commit found: `pending_work` is asked once). No
request object inside: a door passes the credential and the request's facts as arguments and
turns what comes back into its own answer."""

import logging
import time
from dataclasses import dataclass

from engines.ai import DEFAULT_THINK_MS, Budget, choose
from engines.registry import GAMES
from service.match import access, move_ids
from service.model import seat_tokens
from service.model.play import count_own_move, number_events, play, play_ai_steps, score
from service.model.views import still_viewer
from service.problems import ApiError, not_found
from service.state import quotas
from service.state.connect import REDIS_DOWN
from service.state.store import VersionConflict

log = logging.getLogger("haras.ai")
STAND_IN = "greedy"  # plays a timed-out turn, and a seat timed out too often


@dataclass
class SeatCredential:
    """A seat token as a door received it; `seat` is the seat it opened, noted as soon as it
    is checked (an HTTP door keys its stored answers by it, refusals included)."""
    token: str | None
    seat: int | None = None


@dataclass(frozen=True)
class Outcome:
    """What a job's step did (`result`, the job's return value) in a match of `game` (None:
    the match is gone)."""
    result: dict
    game: str | None = None


@dataclass(frozen=True)
class Played:
    """A seat's move as written: its seat, the record (at the move's version, or the stored
    one when `replayed`), the step's events (none when replayed) and the jobs queued."""
    seat: int
    match: dict
    events: list[dict]
    jobs: list[dict]
    replayed: bool = False


def play_move(rt, match_id: str, move, caller: SeatCredential, expected: int | None = None,
              move_id: str | None = None) -> Played:
    """Plays `move` for the seat `caller`'s token opens and writes it: the one checked path
    of a human move. Raises ApiError with the contract's code (412 `stale_version` when
    `expected` is not the stored version or a concurrent write won).

    With a `move_id` (the live socket's), the id and a fingerprint of the move are written
    with it: a move whose id the seat already played is answered from the stored record
    (`replayed`), and the id with another move is refused, 422 `idempotency_key_reused`."""
    if move_id is None:
        seat, new, events, work = _commit_move(rt, match_id, move, expected, caller, None)
        return Played(seat, new, events, rt.jobs.queue_work(new, work))
    its_fingerprint = move_ids.fingerprint(move, expected)
    try:
        seat, new, events, work = _commit_move(rt, match_id, move, expected, caller,
                                               move_ids.stamp(move_id, its_fingerprint))
    except (ApiError, VersionConflict) as refused:
        error = refused if isinstance(refused, ApiError) else stale(refused.current)
        return _played_before(rt, match_id, caller, move_id, its_fingerprint, error)
    except move_ids.AlreadyPlayed:
        return _played_before(rt, match_id, caller, move_id, its_fingerprint, None)
    return Played(seat, new, events, rt.jobs.queue_work(new, work))


def _commit_move(rt, match_id: str, move, expected: int | None, caller: SeatCredential,
                 stamp) -> tuple[int, dict, list[dict], str | None]:
    """The seat, the record written, the step's events and the work it waits for.
    `stamp(new, seat)` may add to the record before it is written (the move ids)."""
    store = rt.store
    # The version named is the one this process last wrote or read: no need to read it
    # again. The write lands only if that record is still the stored one; anything else
    # (a refusal included) is answered from the stored record, as below.
    remembered = None if expected is None else store.recent(match_id, expected)
    if remembered is not None:
        try:
            seat, new, events = _checked_move(rt, remembered, move, expected, caller, stamp)
            work = rt.commit(new, remembered, events)
        except (ApiError, VersionConflict):
            pass
        else:
            return seat, new, events, work
    match = access.load(rt, match_id)
    seat, new, events = _checked_move(rt, match, move, expected, caller, stamp)
    try:
        work = rt.commit(new, match, events)
    except VersionConflict as conflict:
        raise stale(conflict.current) from None
    return seat, new, events, work


def _checked_move(rt, match: dict, move, expected: int | None, caller: SeatCredential,
                  stamp) -> tuple[int, dict, list[dict]]:
    """The caller's seat, and the record and events after `move` (not written yet)."""
    if caller.token is None:
        raise ApiError(401, "unauthorized", "This needs a seat token.",
                       headers={"WWW-Authenticate": "Bearer"})
    seat = caller.seat = access.seat_of_token(rt, match, caller.token)
    if expected is not None and expected != match["version"]:
        raise stale(match["version"])
    if match["seats"][seat]["type"] == "ai":
        raise ApiError(409, "not_your_turn", "This seat is played by the AI now.", to_act=[])
    new, events = play(match, seat, move)
    count_own_move(match, new, seat)
    if match.get("timeouts", {}).get(str(seat)):
        new["timeouts"] = {**match["timeouts"], str(seat): 0}  # moving in time resets them
    if stamp is not None:
        stamp(new, seat)
    return seat, new, events


def _played_before(rt, match_id: str, caller: SeatCredential, move_id: str,
                   its_fingerprint: str, error: ApiError | None) -> Played:
    """A move the seat already played (a resend) is answered as played, from the stored
    record, and its id with another move is refused, as an Idempotency-Key with another
    request is; another refusal raises its `error`."""
    if error is None or error.status in (409, 412, 422):
        try:
            match = rt.store.load(match_id)
        except REDIS_DOWN:
            match = None
        seat = None if match is None or caller.token is None else still_viewer(
            match, seat_tokens.seat_of(match, caller.token))
        kept = None if seat is None else move_ids.played(match, seat, move_id,
                                                         move_ids.id_key(move_id))
        if kept not in (None, "", its_fingerprint):
            raise ApiError(422, "idempotency_key_reused", "This move id was played with "
                           "another move: a new move needs a new id.")
        if kept is not None:
            return Played(seat, match, [], [], replayed=True)
    raise error or stale(None)


def stale(current: int | None) -> ApiError:
    if current is None:
        return not_found()
    return ApiError(412, "stale_version", "The match has moved on; re-read it and retry.",
                    current_version=current)


def play_ai_turns(rt, match_id: str, version: int) -> Outcome:
    """Plays the AI seats' moves from `version` on, through the same checked path as a seat's
    move. Steps are applied in memory and written in batches by compare-and-set on the
    version, so a job that runs twice (a retry, a rescued job) or races a human changes
    nothing twice: the loser of the race finds the version moved and stops."""
    settings = rt.settings
    match = rt.store.load(match_id)
    if match is None:
        return Outcome({"outcome": "gone"})
    if match["version"] != version:
        return Outcome({"outcome": "superseded", "version": match["version"]}, match["game"])
    quotas.match_going_on(rt, match)  # its think time stays charged while AI turns go on
    game = GAMES[match["game"]]
    deadline = time.monotonic() + settings.ai_job_budget_s
    played, work = 0, None
    # seat -> (level, budget): built once, not per step (seats do not change mid-job)
    players = {seat: (ai["ai_level"], Budget(think_ms=ai["think_ms"]))
               for seat, ai in enumerate(match["seats"]) if ai["type"] == "ai"}

    def pick(state: dict, seat: int, legal: list):
        level, budget = players[seat]
        return choose(game, level, state, seat, budget, legal)

    while time.monotonic() < deadline:
        batch, events, steps = play_ai_steps(match, pick, settings.ai_steps_per_write,
                                             deadline)
        if not steps:
            break
        try:
            work = rt.commit(batch, match, events)
        except VersionConflict as conflict:
            log.info("ai turn for %s superseded at version %s", match_id, conflict.current)
            return Outcome({"outcome": "superseded", "version": conflict.current,
                            "steps": played}, match["game"])
        match, played = batch, played + steps
    # Next: the rest of the AI turns (out of time), the scoring of a finished round, or none.
    quotas.match_ended(rt, match)
    if played:
        rt.jobs.queue_work(match, work)
    else:
        rt.jobs.settle(match)
    return Outcome({"outcome": "played", "steps": played, "version": match["version"]},
                   match["game"])


def play_timed_out_turn(rt, match_id: str, version: int) -> dict:
    """When a human seat lets its time run out at `version`, the greedy AI plays the decision
    for it, marked as such in the events; after `timeouts_to_ai` timeouts in a row the seat
    is handed to the AI for good. The outcome, as the job reports it."""
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
        work = rt.commit(new, match, events + numbered)
    except VersionConflict:
        return {"outcome": "superseded"}
    quotas.match_ended(rt, new)
    rt.jobs.queue_work(new, work)
    return {"outcome": "played", "seat": seat, "version": new["version"]}


def score_round(rt, match_id: str, version: int) -> Outcome:
    """Scores the round `match_id` waits on at `version`, exactly once: the write is a
    compare-and-set on that version, so a retried or rescued job finds it done."""
    match = rt.store.load(match_id)
    if match is None:
        return Outcome({"outcome": "gone"})
    if match["version"] != version or match["status"] != "scoring":
        return Outcome({"outcome": "superseded", "version": match["version"]}, match["game"])
    scored, events = score(match)
    try:
        work = rt.commit(scored, match, events)
    except VersionConflict as conflict:
        return Outcome({"outcome": "superseded", "version": conflict.current}, match["game"])
    quotas.match_ended(rt, scored)
    rt.jobs.queue_work(scored, work)
    return Outcome({"outcome": "scored", "version": scored["version"],
                    "status": scored["status"]}, match["game"])
