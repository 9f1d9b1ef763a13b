"""A finished match step by step (GET /v1/matches/{id}/replay/steps/{step}): the public view
as it stood after each step of its replay, with the public events of that step.

The states are re-simulated from the seed with the registry's generic functions, as replay
verification does (engines/replay.py): nothing here knows a game's rules. Only public things
are kept or shown: the view and events for viewer None, the game's own redaction applied.

Step k's events run from the first event of the k-th step's version (step 0: from the log's
start) to the next step's, so the service's own events between two steps (a seat joining, a
resignation handing a seat to the AI, the rematch link) belong to the step before them, and
step k's view is the match as it stood just before step k + 1: at the version before that
step's, its seats and status as they were then; the last step's view is the finished match's.
A view's `updated_at` is the match's last update: the log keeps no time per step.

Cost: the first request for a finished match (at its version) reads its whole log, as GET
/replay does, and re-plays it (~40 ms of CPU for a 3,000-step match); what it keeps (the state
every CHECKPOINT_EVERY steps, each step's public events as JSON, when seats changed hands)
serves the next requests, for the matches last asked in this process up to REPLAY_CACHED_STEPS
steps in all, at the price of at most CHECKPOINT_EVERY - 1 engine steps and one view. Requests
are rate limited as any other read; a build is also charged to its client against a budget of
its own (REPLAY_BUILD_RATE, service/http/limits.py), and a process builds one timeline per
match at a time: the other requests for it wait for that build.
"""

import threading
from collections import OrderedDict
from dataclasses import dataclass

from engines.core import Game
from engines.registry import GAMES
from engines.replay import apply_step, first_state, state_digest, step_of
from service.model.play import match_status, seats_to_fill
from service.model.views import HANDED_TO_AI, events_view, match_view
from service.problems import ApiError
from service.state.fastjson import dumps, loads

CHECKPOINT_EVERY = 32


class ReplayDiverged(Exception):
    """Re-playing the log did not end in the stored state: a bug, never the client's."""


@dataclass(frozen=True)
class Timeline:
    """What a finished match's steps need, computed once from its record and log."""

    steps: tuple[dict, ...]  # the replay's steps; step k (1..N) is steps[k - 1]
    checkpoints: tuple[dict, ...]  # the state after step i * CHECKPOINT_EVERY
    events: tuple[str, ...]  # per step 0..N, its public events as a JSON list
    versions: tuple[int, ...]  # per step 0..N, the match's version its view shows
    handed_to_ai: tuple[tuple[int, int], ...]  # (step, seat): the seat resigned or timed out
    forfeited_at: int | None  # the step whose resignation ended the match
    rematch_at: int | None  # the step whose events link the rematch

    def state_at(self, game: Game, step: int) -> dict:
        base = step // CHECKPOINT_EVERY
        state = self.checkpoints[base]
        for taken in self.steps[base * CHECKPOINT_EVERY:step]:
            state = apply_step(game, state, taken)
        return state


def build_timeline(match: dict, events: list[dict]) -> Timeline:
    """`match`'s timeline from its full (unredacted) log `events`."""
    game = GAMES[match["game"]]
    first_of_version: dict[int, int] = {}
    steps, starts = [], []
    for index, event in enumerate(events):
        first_of_version.setdefault(event["version"], index)
        taken = step_of(event)
        if taken is not None:
            steps.append(taken)
            starts.append(first_of_version[event["version"]])
    bounds = [0, *starts, len(events)]
    step_events = [events[bounds[k]:bounds[k + 1]] for k in range(len(steps) + 1)]
    versions = [events[start]["version"] - 1 for start in starts] + [match["version"]]

    handed, forfeited_at, rematch_at = [], None, None
    for step, chunk in enumerate(step_events):
        for event in chunk:
            if event["type"] in HANDED_TO_AI:
                handed.append((step, event["seat"]))
            elif event["type"] == "match_forfeited":
                forfeited_at = step
            elif event["type"] == "rematch_created":
                rematch_at = step

    options = game.resolve_options(match["state"]["options"], len(match["seats"]))
    state = first_state(game, len(match["seats"]), options, match["seed"], steps,
                        state_digest(match["state"]))
    checkpoints = [state]
    for number, taken in enumerate(steps, start=1):
        state = apply_step(game, state, taken)
        if number % CHECKPOINT_EVERY == 0:
            checkpoints.append(state)
    if state_digest(state) != state_digest(match["state"]):
        raise ReplayDiverged(f"match {match['id']}: re-played, its log ends in another state")
    return Timeline(
        steps=tuple(steps), checkpoints=tuple(checkpoints),
        # as str: orjson's bytes keep a 4 KiB buffer each, a short str only its text
        events=tuple(dumps(events_view(match, chunk, None)).decode() for chunk in step_events),
        versions=tuple(versions), handed_to_ai=tuple(handed), forfeited_at=forfeited_at,
        rematch_at=rematch_at)


class _Flight:
    """A timeline being built: the requests that want it (its builder among them) take `lock`
    in turn; the first builds, the others find `timeline` built."""

    __slots__ = ("lock", "users", "timeline")

    def __init__(self):
        # Looked up now, per build: under gevent's monkey-patching (gunicorn's gevent workers,
        # which may patch after this module is imported) a lock whose waits go through the
        # hub, so the builder's greenlet runs on while others wait; a thread's lock otherwise.
        self.lock = threading.Lock()
        self.users = 0
        self.timeline: Timeline | None = None


class Timelines:
    """The timelines of the matches last asked, up to `budget` steps in all (the last one
    asked always), per process (REPLAY_CACHED_STEPS: ~0.5 KiB a step; a default 4-player Poney
    Mon Amour match has ~3,000). Keyed by match id and version: a finished match changes only
    by its rematch link (a new version). One build per key at a time."""

    def __init__(self, budget: int):
        self.budget = budget
        self._kept: OrderedDict[tuple[str, int], Timeline] = OrderedDict()
        self._steps = 0
        self._flights: dict[tuple[str, int], _Flight] = {}
        self._lock = threading.Lock()  # held for no I/O, never across a build

    def get(self, match: dict, read_events, before_build=None) -> Timeline:
        """`match`'s timeline, kept or built from `read_events()`; `before_build()` runs
        first when this request is the one that builds it (it may raise to refuse)."""
        check_rules(match)
        key = (match["id"], match["version"])
        with self._lock:
            found = self._kept.get(key)
            if found is not None:
                self._kept.move_to_end(key)
                return found
            flight = self._flights.get(key)
            if flight is None:
                flight = self._flights[key] = _Flight()
            flight.users += 1
        try:
            with flight.lock:
                if flight.timeline is None:  # the first, or the one before it failed
                    if before_build is not None:
                        before_build()
                    flight.timeline = build_timeline(match, read_events())
                    self._keep(key, flight.timeline)
                return flight.timeline
        finally:
            with self._lock:
                flight.users -= 1
                if flight.users == 0:
                    del self._flights[key]

    def _keep(self, key: tuple[str, int], timeline: Timeline) -> None:
        with self._lock:
            self._kept[key] = timeline
            self._steps += len(timeline.steps)
            while self._steps > self.budget and len(self._kept) > 1:
                _, dropped = self._kept.popitem(last=False)
                self._steps -= len(dropped.steps)


def check_rules(match: dict) -> None:
    """409 `other_rules` for a match played under rules these engines no longer play: its
    steps cannot be re-played here (GET /replay still lists them)."""
    made_under, played = match.get("rules_version", 1), GAMES[match["game"]].rules_version
    if made_under != played:
        raise ApiError(409, "other_rules", f"This match was played under rules version "
                       f"{made_under}; this server plays version {played}.")


def replay_step(match: dict, timeline: Timeline, step: int) -> dict:
    """The body of GET /replay/steps/{step}: the public view after `step` steps, the public
    events of that step, the number of steps. 404 `step_not_found` out of range."""
    last = len(timeline.steps)
    if step > last:
        raise ApiError(404, "step_not_found", f"This replay has steps 0 to {last}.", steps=last)
    game = GAMES[match["game"]]
    state = timeline.state_at(game, step)
    seats = [dict(seat) for seat in match["seats"]]
    for at, seat in timeline.handed_to_ai:
        if at > step:  # not yet: the seat was still its human player's
            seats[seat] = {"seat": seat, "type": "human", "name": seats[seat]["name"]}
    forfeited = timeline.forfeited_at is not None and timeline.forfeited_at <= step
    record = {**match, "state": state, "version": timeline.versions[step], "seats": seats,
              "status": "finished" if forfeited else
              "waiting" if seats_to_fill(seats) else match_status(game, state)}
    if not forfeited:
        record.pop("forfeit", None)
    if timeline.rematch_at is None or timeline.rematch_at > step:
        record["rematch"] = None
    return {"game": match["game"], "step": step, "steps": last,
            "match": match_view(record, None), "events": loads(timeline.events[step])}
