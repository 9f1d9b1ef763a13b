"""The one checked path by which a move reaches a match, for HTTP clients and AI workers."""

import sys
import time
from collections.abc import Callable, Iterator, Sequence

from engines.core import Game, InvalidMove, Move, State
from engines.registry import GAMES
from service.problems import ApiError


def match_status(game: Game, state: dict) -> str:
    if game.result(state) is not None:
        return "finished"
    return "scoring" if game.is_scoring(state) else "active"


def start_match(match: dict, state: dict, events: list[dict]) -> list[dict]:
    """Fills in a new match record's game fields; returns its numbered setup events. A
    match with open seats waits for players to join."""
    game = GAMES[match["game"]]
    waiting = bool(seats_to_fill(match["seats"]))
    match.update(version=1, event_count=0, state=state, seat_moves={},
                 status="waiting" if waiting else match_status(game, state))
    return number_events(match, events)


def seats_to_fill(seats: list[dict]) -> list[int]:
    """Seats nobody holds yet: open to anyone, or reserved for a rematch's player."""
    return [s["seat"] for s in seats if s.get("open") or s.get("reserved")]


def step(match: dict, changes: dict, events: list[dict]) -> tuple[dict, list[dict]]:
    """A service-level step on a match (a seat joined, resigned...): version +1."""
    new = match.copy()  # copy and update: half the time of dict(match, **changes, ...)
    new.update(changes)
    new["version"], new["updated_at"] = match["version"] + 1, time.time()
    return new, number_events(new, events)


def count_own_move(before: dict, after: dict, seat: int) -> None:
    """Notes in `after` (the record after a move `seat` made itself, not one the AI or a
    timeout made for it) one more step of that seat: `seat_moves`, seat → steps made by its
    holder, tells the rating job whether a match was played or aborted (service/state/
    ratings.py). A record of a release before this one has none: nothing is counted in it."""
    if "seat_moves" in before:
        key = str(seat)
        after["seat_moves"] = {**before["seat_moves"], key: before["seat_moves"].get(key, 0) + 1}


def number_events(match: dict, events: list[dict]) -> list[dict]:
    """Gives `events` the next sequence numbers of `match` (at its version)."""
    numbered = _numbered(events, match["event_count"], match["version"])
    match["event_count"] += len(numbered)
    return numbered


def _numbered(events: list[dict], last_seq: int, version: int) -> list[dict]:
    """`events` as stored: seqs from `last_seq` + 1 on, all at `version`."""
    return [{"seq": last_seq + n, "version": version, **event}
            for n, event in enumerate(events, start=1)]


class StepEvents(Sequence):
    """The events of consecutive steps of a match, each step a version of its own: the
    numbered events that as many play() calls give, kept as each step's own events and
    numbered only when read. A finishing write packs `steps` as they are (service/state/store.py):
    the ~2,000 events of an all-AI match are never copied to be numbered, then again to be
    packed without their numbers."""

    def __init__(self, last_seq: int, last_version: int):
        self.first_seq, self.first_version = last_seq + 1, last_version + 1
        self.steps: list[list[dict]] = []  # unnumbered, one list per version
        self.moves = 0  # steps that are a move (`move_played`)
        self._length = 0
        self._numbered: list[dict] | None = None

    def add_step(self, events: list[dict]) -> None:
        """A step's events; a move's `move_played` comes first (_apply_legal)."""
        self.steps.append(events)
        self.moves += bool(events) and events[0]["type"] == "move_played"
        self._length += len(events)
        self._numbered = None

    def _list(self) -> list[dict]:
        if self._numbered is None:
            numbered, seq = [], self.first_seq
            for version, step in enumerate(self.steps, start=self.first_version):
                numbered += _numbered(step, seq - 1, version)
                seq += len(step)
            self._numbered = numbered
        return self._numbered

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, index):
        return self._list()[index]

    def __iter__(self) -> Iterator[dict]:
        return iter(self._list())

    def __eq__(self, other) -> bool:
        return isinstance(other, Sequence) and self._list() == list(other)

    __hash__ = None


def ai_seats_to_act(match: dict) -> list[int]:
    if match["status"] != "active":
        return []
    to_act = GAMES[match["game"]].to_act(match["state"])
    return [s for s in to_act if match["seats"][s]["type"] == "ai"]


def pending_work(match: dict) -> str | None:
    """The asynchronous work a match waits for: "scoring", "ai_turn", "rating" (a finished
    rated match whose rating changes are not in it yet: service/club/rating.py), or None."""
    if match["status"] == "scoring":
        return "scoring"
    if match["status"] == "finished":
        return "rating" if match.get("rated") and "rating_changes" not in match else None
    return "ai_turn" if ai_seats_to_act(match) else None


def _advance(match: dict, game: Game, state: dict, events: list[dict]) -> tuple[dict, list]:
    return step(match, {"state": state, "status": match_status(game, state)}, events)


def score(match: dict) -> tuple[dict, list[dict]]:
    """Settles the round a match is waiting on (one step: version +1)."""
    game = GAMES[match["game"]]
    state, events = game.score(match["state"])
    return _advance(match, game, state, events)


def play(match: dict, seat: int, move) -> tuple[dict, list[dict]]:
    """Validates `move` by `seat` against the current state and applies it.

    Returns the new match record (version +1) and the step's numbered events; raises ApiError
    with the contract's code otherwise. The input record is left untouched."""
    game = GAMES[match["game"]]
    if match["status"] == "finished":
        raise ApiError(409, "match_finished", "The match is over; no move is accepted.")
    state = match["state"]
    if match["status"] == "waiting":
        raise ApiError(409, "not_your_turn", "The match is waiting for players to join.",
                       to_act=[])
    if match["status"] == "scoring":
        raise ApiError(409, "not_your_turn", "The round is being scored; moves resume when "
                       "the scoring job is done.", to_act=[])
    to_act = game.to_act(state)
    if seat not in to_act:
        raise ApiError(409, "not_your_turn", f"Seat {seat} is not to act now.", to_act=to_act)
    try:
        game.check_move_shape(move)
    except InvalidMove as bad:
        raise ApiError(422, "validation_error", "The move is malformed for this game.",
                       errors=bad.errors) from None
    new_state, events = _apply_legal(game, state, seat, move, game.legal_moves(state, seat))
    return _advance(match, game, new_state, events)


def _apply_legal(game: Game, state: dict, seat: int, move, legal: list) -> tuple[dict, list]:
    """Applies `move` by `seat` if it is among `legal`; the new state and the step's events
    (unnumbered), `move_played` first."""
    if move not in legal:
        raise ApiError(422, "illegal_move", "This move is not legal now.", legal_moves=legal)
    new_state, events = game.apply_move(state, seat, move)
    return new_state, [{"type": "move_played", "seat": seat, "move": move}, *events]


def _with_interned_keys(value):
    """`value` with its dicts' keys interned. A record read back from JSON has key strings
    of its own, so each of the engine's lookups (by literal, interned keys) compares two
    strings instead of two pointers: an AI batch plays 5% slower on such a state. Its copies
    step after step keep the interned keys."""
    if isinstance(value, dict):
        return {sys.intern(key): _with_interned_keys(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_with_interned_keys(item) for item in value]
    return value


def play_ai_steps(match: dict, pick: Callable[[State, int, list[Move]], Move],
                  max_steps: int, deadline: float) -> tuple[dict, StepEvents, int]:
    """Plays the AI seats' moves on an active `match` for as long as an AI seat is to act:
    one step at least, then up to `max_steps` in all while time.monotonic() < `deadline`.
    `pick(state, seat, legal)` is the seat's AI: its move among `legal`.

    Gives what as many `play()` calls give, each step checked alike (the match active, the
    seat to act, the move legal; not the move's shape, a check meant for clients' JSON, where
    1.0 or true would pass for 1) and a version of its own: the record at the last step's
    version, every step's events (numbered when read: StepEvents), and the number of steps
    (0: no AI seat is to act, `match` is returned). The record is built once, not once per
    step (an all-AI match plays ~900 steps in one batch). The input record is left
    untouched."""
    game = GAMES[match["game"]]
    to_act, legal_moves = game.to_act, game.legal_moves  # looked up once, not ~900 times
    is_ai = [seat["type"] == "ai" for seat in match["seats"]]
    state, status = _with_interned_keys(match["state"]), match["status"]
    events = StepEvents(match["event_count"], match["version"])
    steps = 0
    while status == "active" and steps < max_steps and (
            steps == 0 or time.monotonic() < deadline):
        for seat in to_act(state):  # the first AI seat to act in this very state
            if is_ai[seat]:
                break
        else:
            break
        legal = legal_moves(state, seat)
        state, step_events = _apply_legal(game, state, seat, pick(state, seat, legal), legal)
        events.add_step(step_events)
        status = match_status(game, state)
        steps += 1
    if not steps:
        return match, events, 0
    new = match.copy()
    new.update(state=state, status=status, version=match["version"] + steps,
               updated_at=time.time(), event_count=match["event_count"] + len(events))
    return new, events, steps
