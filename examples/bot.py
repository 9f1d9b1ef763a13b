"""An external bot for Haras: plays one seat of a match through the generated client.

    python examples/bot.py http://localhost:8000 <match id> <seat token> [--seed 7]

Copy it and replace `pick` with your own strategy. The loop is all a bot needs:

1. `get_legal_moves` (`GET /v1/matches/{id}/legal-moves`, with the seat token): the moves of the
   seat now, and the match `version` they apply to. Every element can be posted back verbatim.
2. Moves to play → `play_move` (`POST /v1/matches/{id}/moves`) with `if_match='"<version>"'`
   and an `idempotency_key`. A 412 (`stale_version`: something happened since) or 409
   (`not_your_turn`) only means the match moved on: read it again.
3. Nothing to play → is the match finished (`get_match`)? Else long-poll `get_events` with
   `after=<last seq>, wait=25` (`GET /v1/matches/{id}/events`), which answers as soon as
   anything happens (or after 25 s with no event), and go back to 1.

Only the standard library and the generated client, `haras_client`
(`pip install -e clients/python`). Type-checked with `mypy --strict`.
"""

from __future__ import annotations

import argparse
import random
import time
import uuid
from collections.abc import Callable, Sequence
from functools import partial
from typing import TypeVar

import httpx  # for the client's timeout and transport errors only
from haras_client import AuthenticatedClient
from haras_client.api.matches import get_events, get_legal_moves, get_match, play_move
from haras_client.models import (
    AmazonesMatchView,
    PetitsChevauxMatchView,
    PoneyMonAmourMatchView,
    PostMove,
    Problem,
    RoyalTurfMatchView,
)
from haras_client.types import Response

LONG_POLL_S = 25
RETRIES = 5  # for 429 `rate_limited` / 503 `unavailable` (honouring Retry-After) and
# dropped connections or timeouts (a move is retried with the same Idempotency-Key)
DROPPED = (httpx.NetworkError, httpx.RemoteProtocolError, httpx.TimeoutException)

MatchView = PetitsChevauxMatchView | RoyalTurfMatchView | AmazonesMatchView | PoneyMonAmourMatchView
T = TypeVar("T")
M = TypeVar("M")


class Refused(Exception):
    """An answer the bot cannot get past: a wrong token or match id (401/403/404: give up), an
    illegal move (422)... `problem` is the server's explanation, when it sent one."""

    def __init__(self, what: str, problem: Problem | None):
        super().__init__(f"{what}: no body" if problem is None else
                         f"{what}: {problem.status} {problem.code}: {problem.detail}")
        self.problem = problem


def send(what: str, request: Callable[[], Response[T]]) -> T | None:
    """Sends the request (again after a dropped connection or a 429/503): the typed answer."""
    for attempt in range(RETRIES):
        try:
            response = request()
        except DROPPED:
            time.sleep(2 ** attempt)
            continue
        if response.status_code not in (429, 503):
            return response.parsed
        time.sleep(float(response.headers.get("Retry-After", 2 ** attempt)))
    raise RuntimeError(f"{what}: the server stayed unavailable")


def pick(moves: Sequence[M], rng: random.Random) -> M:
    """The strategy: here, any legal move at random. `moves` are the game's typed moves (for
    Petits Chevaux, `PetitsChevauxRoll | PetitsChevauxMoveHorse`): tell them with isinstance."""
    return rng.choice(moves)


def run(base_url: str, match_id: str, token: str, seed: int | None = None,
        log: Callable[[str], object] = print) -> MatchView:
    """Plays the token's seat until the match is finished; returns the final match view."""
    rng = random.Random(seed)
    last_seq = 0
    with AuthenticatedClient(base_url=base_url, token=token, raise_on_unexpected_status=True,
                             timeout=httpx.Timeout(LONG_POLL_S + 10)) as seat:
        while True:
            legal = send("legal moves", partial(
                get_legal_moves.sync_detailed, match_id, client=seat))
            if isinstance(legal, Problem) or legal is None:
                raise Refused("legal moves", legal)  # 401/403/404: a wrong token or match id
            if legal.legal_moves:
                answer = send("move", partial(
                    play_move.sync_detailed, match_id, client=seat,
                    body=PostMove(move=pick(legal.legal_moves, rng)),
                    if_match=f'"{legal.version}"',
                    idempotency_key=str(uuid.uuid4())))  # the same for each retry
                if isinstance(answer, Problem) and answer.status in (409, 412):
                    continue  # the match moved on (or ended): read it again
                if isinstance(answer, Problem) or answer is None:
                    raise Refused("move", answer)
                continue
            match = send("match", partial(get_match.sync_detailed, match_id, client=seat))
            if not isinstance(match, MatchView):  # a problem (a 304 needs If-None-Match)
                raise Refused("match", match if isinstance(match, Problem) else None)
            if match.status == "finished":
                if match.result is None:
                    raise RuntimeError("the match finished without a result")
                result = match.result
                outcome = "won" if legal.seat in result.winners else "lost"
                log(f"seat {legal.seat} {outcome}: winners {result.winners}, "
                    f"scores {result.scores.additional_properties}")
                return match
            # Not our turn: sleep until something happens. Events are numbered; asking for
            # those after the last one seen never misses one, even if it happened before this
            # call.
            page = send("events", partial(get_events.sync_detailed, match_id, client=seat,
                                          after=last_seq, wait=LONG_POLL_S))
            if isinstance(page, Problem) or page is None:
                raise Refused("events", page)
            last_seq = page.last_seq


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("base_url", help="e.g. http://localhost:8000")
    parser.add_argument("match_id")
    parser.add_argument("token", help="the seat token returned when the match was created")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices")
    args = parser.parse_args()
    run(args.base_url, args.match_id, args.token, args.seed)


if __name__ == "__main__":
    main()
