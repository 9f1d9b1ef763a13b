"""Plays one match of every Haras game through the generated Python client, `haras_client`.

    python examples/clients/play.py http://localhost:8000

For each game of the catalog: create a match (seat 0 is "Ana", a human: this script; the other
seats are AIs, as many as the game's minimum), play Ana's seat with legal moves until the match
is finished, long-polling the events while the AIs play, read the public view once as a
spectator, and print the result. A request refused with 429 (a rate limit, a quota, this
client's long-polls) or 503 and a `Retry-After` is sent again after that many seconds. Exits
non-zero on any status it did not expect.

Only the generated client: `Client` (no credentials) and `AuthenticatedClient` (a seat token),
the `api.*` functions and the typed `models`. Type-checked with `mypy --strict`.
"""

from __future__ import annotations

import argparse
import email.utils
import functools
import math
import random
import sys
import time
import uuid
from collections import Counter
from collections.abc import Callable
from datetime import UTC, datetime
from typing import TypeVar

import httpx  # for httpx.Timeout only, the type of the client's `timeout`
from haras_client import AuthenticatedClient, Client
from haras_client.api.games import list_games
from haras_client.api.matches import (
    create_match,
    get_events,
    get_legal_moves,
    get_match,
    play_move,
)
from haras_client.errors import UnexpectedStatus
from haras_client.models import (
    AiSpec,
    AiSpecLevel,
    AmazonesGameOverEvent,
    AmazonesMatchView,
    AmazonesRoundScoredEvent,
    Catalog,
    CreatedMatch,
    CreateMatch,
    CreateMatchGame,
    PetitsChevauxCapturedEvent,
    PetitsChevauxHorseHomeEvent,
    PetitsChevauxMatchView,
    PetitsChevauxMatchWonEvent,
    PetitsChevauxStatePlayersItemHorsesItemZone,
    PoneyMonAmourMatchView,
    PoneyMonAmourOptions,
    PoneyMonAmourRoundScoredEvent,
    PoneyMonAmourRoundStoppedEvent,
    PoneyMonAmourRoundWonEvent,
    PostMove,
    Problem,
    Result,
    RoyalTurfMatchView,
    RoyalTurfOptions,
    RoyalTurfRaceFinishedEvent,
    RoyalTurfRoundScoredEvent,
    SeatSpec,
    SeatSpecType,
)
from haras_client.types import UNSET, Response, Unset

HUMAN = "Ana"
LONG_POLL_S = 25  # `wait` of GET /events: it answers as soon as something happens
TIMEOUT = httpx.Timeout(LONG_POLL_S + 10)
THINK_MS = 10  # the AIs' thinking budget per decision (random and greedy hardly use it)
LAST_EVENTS = 4  # notable events printed per match

MatchView = PetitsChevauxMatchView | RoyalTurfMatchView | AmazonesMatchView | PoneyMonAmourMatchView
Options = RoyalTurfOptions | PoneyMonAmourOptions | Unset
Parsed = TypeVar("Parsed")


class Failed(Exception):
    """The server answered something this script did not expect."""


def failed(answer: Problem | None, what: str) -> Failed:
    """A problem (or no body: a status declared without one) where an answer was expected."""
    if answer is None:
        return Failed(f"{what}: no body")
    return Failed(f"{what}: {answer.status} {answer.code}: {answer.detail}")


def retry_after_s(header: str | None) -> float | None:
    """The seconds a `Retry-After` header asks for (delay-seconds or an HTTP date), if any."""
    if header is None or not header.strip():
        return None
    if header.strip().isdecimal():
        return float(header)
    try:
        when = email.utils.parsedate_to_datetime(header)
    except (TypeError, ValueError):
        return None
    return max(0.0, (when - datetime.now(UTC)).total_seconds())


def retrying(what: str, send: Callable[[], Response[Parsed]]) -> Parsed | None:
    """Sends a request (`send`) until it is not refused for a while: a 429 or 503 with
    `Retry-After` is sent again after that many seconds. Such a request was refused before
    anything ran, so sending it again (with the same Idempotency-Key) is safe."""
    while True:
        response = send()
        seconds = retry_after_s(response.headers.get("Retry-After"))
        if response.status_code not in (429, 503) or seconds is None:
            return response.parsed
        code = response.parsed.code if isinstance(response.parsed, Problem) else "(no body)"
        print(f"{what}: {response.status_code.value} {code}, retrying in {math.ceil(seconds)} s",
              file=sys.stderr)
        time.sleep(seconds)


def options(game: CreateMatchGame) -> Options:
    """Options that keep the example short; the others take their defaults."""
    if game is CreateMatchGame.ROYAL_TURF:
        return RoyalTurfOptions(races=1, track_length=15)
    if game is CreateMatchGame.PONEY_MON_AMOUR:
        return PoneyMonAmourOptions(max_turns_per_round=20)
    return UNSET


def create(public: Client, entry: Catalog, rng: random.Random) -> CreatedMatch:
    game = CreateMatchGame(entry.id)
    ais = [SeatSpec(type_=SeatSpecType.AI,
                    ai=AiSpec(level=rng.choice([AiSpecLevel.RANDOM, AiSpecLevel.GREEDY]),
                              think_ms=THINK_MS))
           for _ in range(entry.min_players - 1)]
    body = CreateMatch(game=game, seats=[SeatSpec(type_=SeatSpecType.HUMAN, name=HUMAN), *ais],
                       options=options(game))
    key = str(uuid.uuid4())  # the same on each try: one match
    created = retrying(f"create a {entry.id} match", lambda: create_match.sync_detailed(
        client=public, body=body, idempotency_key=key))
    if isinstance(created, Problem) or created is None:
        raise failed(created, f"create a {entry.id} match")
    return created


class Follower:
    """The events of a match, read in order (`after` the last seq seen)."""

    def __init__(self) -> None:
        self.last_seq = 0
        self.counts: Counter[str] = Counter()
        self.notable: list[str] = []

    def read(self, seat: AuthenticatedClient, match_id: str, wait: float) -> None:
        page = retrying("events", lambda: get_events.sync_detailed(
            match_id, client=seat, after=self.last_seq, wait=wait))
        if isinstance(page, Problem) or page is None:
            raise failed(page, "events")
        for event in page.events:
            self.counts[event.type_] += 1
            line = describe(event)
            if line is not None:
                self.notable.append(f"#{event.seq} {line}")
        self.last_seq = page.last_seq


def describe(event: object) -> str | None:
    """A line for the events worth telling, typed through each game's event classes."""
    if isinstance(event, PetitsChevauxCapturedEvent):
        return f"seat {event.by} captured seat {event.seat}'s horse {event.horse}"
    if isinstance(event, PetitsChevauxHorseHomeEvent):
        return f"seat {event.seat} brought horse {event.horse} home"
    if isinstance(event, PetitsChevauxMatchWonEvent):
        return f"seat {event.seat} won"
    if isinstance(event, RoyalTurfRaceFinishedEvent):
        return f"race {event.race}: horses {event.finishers} first, horse {event.last} last"
    if isinstance(event, RoyalTurfRoundScoredEvent):
        return f"race {event.race} scored: money {event.money}"
    if isinstance(event, AmazonesGameOverEvent):
        return f"game over ({event.reason})"
    if isinstance(event, AmazonesRoundScoredEvent):
        return f"scored: {event.scores.additional_properties}"
    if isinstance(event, PoneyMonAmourRoundWonEvent):
        return f"round {event.round_} won by seat {event.seat}"
    if isinstance(event, PoneyMonAmourRoundStoppedEvent):
        return f"round {event.round_} stopped ({event.reason})"
    if isinstance(event, PoneyMonAmourRoundScoredEvent):
        return f"round {event.round_} scored: totals {event.totals}"
    return None


def play_seat(seat: AuthenticatedClient, match_id: str, events: Follower,
              rng: random.Random) -> tuple[MatchView, int]:
    """Plays the seat until the match is finished: returns its last view and the moves played."""
    played = 0
    while True:
        legal = retrying("legal moves", lambda: get_legal_moves.sync_detailed(match_id,
                                                                              client=seat))
        if isinstance(legal, Problem) or legal is None:
            raise failed(legal, "legal moves")
        if legal.legal_moves:
            move = legal.legal_moves[rng.randrange(len(legal.legal_moves))]
            answer = retrying("play a move", functools.partial(
                play_move.sync_detailed, match_id, client=seat, body=PostMove(move=move),
                if_match=f'"{legal.version}"', idempotency_key=str(uuid.uuid4())))
            if isinstance(answer, Problem) and answer.status in (409, 412):
                continue  # the match moved on (stale_version, not_your_turn): read it again
            if isinstance(answer, Problem) or answer is None:
                raise failed(answer, "play a move")
            played += 1
            continue
        view = retrying("the seat's view", lambda: get_match.sync_detailed(match_id, client=seat))
        if not isinstance(view, MatchView):  # a Problem (or 304: not asked for here)
            raise failed(view if isinstance(view, Problem) else None, "the seat's view")
        if view.status == "finished":
            events.read(seat, match_id, wait=0)  # the last events
            return view, played
        # Not the seat's turn: sleep until something happens.
        events.read(seat, match_id, wait=LONG_POLL_S)


def result_of(view: MatchView) -> Result:
    if view.result is None:
        raise Failed(f"{view.game}: finished without a result")
    return view.result


def details(view: MatchView) -> str:
    """What the game's own state says at the end, from its typed state."""
    if isinstance(view, PetitsChevauxMatchView):
        home = [sum(horse.zone is PetitsChevauxStatePlayersItemHorsesItemZone.HOME
                    for horse in player.horses) for player in view.state.players]
        return f"horses home by seat {home}"
    if isinstance(view, RoyalTurfMatchView):
        return f"money by seat {view.state.money} after {view.state.races} race(s)"
    if isinstance(view, AmazonesMatchView):
        scores = view.state.scores
        return f"final scores {scores.additional_properties if scores else None}, " \
               f"{view.state.joust} jousts"
    return f"points by seat {view.state.totals} after {view.state.rounds} rounds"


def play(base_url: str, entry: Catalog, rng: random.Random) -> None:
    with Client(base_url=base_url, timeout=TIMEOUT, raise_on_unexpected_status=True) as public:
        created = create(public, entry, rng)
        match_id = created.match.id
        token = created.seat_tokens["0"]
        events = Follower()
        with AuthenticatedClient(base_url=base_url, token=token, timeout=TIMEOUT,
                                 raise_on_unexpected_status=True) as seat:
            view, played = play_seat(seat, match_id, events, rng)
        # What a spectator sees: the public view, without the seat token.
        public_view = retrying("the public view",
                               lambda: get_match.sync_detailed(match_id, client=public))
        if not isinstance(public_view, MatchView):
            raise failed(public_view if isinstance(public_view, Problem) else None,
                         "the public view")
        if public_view.viewer is not None:
            raise Failed(f"the public view is seat {public_view.viewer}'s")
    result = result_of(view)
    scores = {int(seat): result.scores[seat] for seat in result.scores.additional_keys}
    outcome = "won" if 0 in result.winners else "lost"
    kinds = ", ".join(f"{kind} {count}" for kind, count in events.counts.most_common(5))
    print(f"{entry.id}: match {match_id}, {len(view.seats)} seats, {HUMAN} played {played} moves")
    print(f"  events: {events.last_seq} ({kinds}, ...)")
    for line in events.notable[-LAST_EVENTS:]:
        print(f"  {line}")
    print(f"  {details(public_view)}")
    print(f"result {entry.id}: {HUMAN} {outcome}; winners {result.winners}, "
          f"scores {scores}")


def main() -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("base_url", help="e.g. http://localhost:8000")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices")
    args = parser.parse_args()
    base_url: str = args.base_url
    rng = random.Random(args.seed)
    try:
        with Client(base_url=base_url, timeout=TIMEOUT, raise_on_unexpected_status=True) as public:
            catalog = retrying("the catalog", lambda: list_games.sync_detailed(client=public))
        if isinstance(catalog, Problem) or catalog is None:
            raise failed(catalog, "the catalog")
        for entry in catalog:
            play(base_url, entry, rng)
    except Failed as failure:
        print(f"failed: {failure}", file=sys.stderr)
        return 1
    except UnexpectedStatus as unexpected:
        print(f"failed: unexpected status {unexpected.status_code}: {unexpected.content!r}",
              file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
