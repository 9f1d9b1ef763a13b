"""An external bot for Haras: plays one seat of a match through the generated client, or keeps
a bot on the ladder (rated matches found by the matchmaker) for as long as you like.

    python examples/bot.py http://localhost:8000 <match id> <seat token> [--seed 7]
    python examples/bot.py http://localhost:8000 --ladder petits-chevaux --player-file bot.json

Copy it and replace `pick` with your own strategy. The loop is all a bot needs:

1. `get_legal_moves` (`GET /v1/matches/{id}/legal-moves`, with the seat token): the moves of the
   seat now, and the match `version` they apply to. Every element can be posted back verbatim.
2. Moves to play → `play_move` (`POST /v1/matches/{id}/moves`) with `if_match='"<version>"'`
   and an `idempotency_key`. A 412 (`stale_version`: something happened since) or 409
   (`not_your_turn`) only means the match moved on: read it again.
3. Nothing to play → is the match finished (`get_match`)? Else long-poll `get_events` with
   `after=<last seq>, wait=25` (`GET /v1/matches/{id}/events`), which answers as soon as
   anything happens (or after 25 s with no event), and go back to 1.

On the ladder (`--ladder <game>`) the bot is a player of its own (`bot: true`), created once
and kept in `--player-file` (its id and secret token; or given with `--player-token`); made
again, the old file set aside, when the server no longer knows it (a 401 for its token):

1. `create_ticket` (`POST /v1/matchmaking/tickets`, rated; with `--ai-fill-after S`, AI seats
   of its level complete its match once it has waited S seconds without enough players).
2. `get_ticket` with `wait=25` until the ticket is `matched`: it carries the match and this
   player's seat token, played with the loop above.
3. The match's `rating_changes` awaited (`get_match` with `wait`), the player's rating read
   (`get_player`) and printed; then a ticket again, until `--matches N` or Ctrl-C, which
   cancels a searching ticket (`cancel_ticket`) on the way out.

Only the standard library and the generated client, `haras_client`
(`pip install -e clients/python`). Type-checked with `mypy --strict`.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time
import uuid
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import httpx  # for the client's timeout and transport errors only
from haras_client import AuthenticatedClient, Client
from haras_client.api.matches import get_events, get_legal_moves, get_match, play_move
from haras_client.api.matchmaking import cancel_ticket, create_ticket, get_ticket
from haras_client.api.players import create_player, get_player
from haras_client.models import (
    AmazonesMatchView,
    CreatedPlayer,
    CreatedTicket,
    CreatePlayer,
    CreateTicket,
    CreateTicketGame,
    CreateTicketOptions,
    PetitsChevauxMatchView,
    Player,
    PlayerRating,
    PoneyMonAmourMatchView,
    PostMove,
    Problem,
    ResultRatingChanges,
    RoyalTurfMatchView,
    Ticket,
    TicketStatus,
)
from haras_client.types import Response, Unset

LONG_POLL_S = 25
RATING_WAIT_S = 120  # a finished rated match gets its rating changes well within this
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


class UnknownPlayer(Refused):
    """401 for the player's token: the server does not know that player (any more: a server
    that kept nothing between runs, like `make run`'s, or another server)."""


def refused(what: str, problem: Problem | None) -> Refused:
    """The refusal of a request made with the player's token."""
    return (UnknownPlayer if problem is not None and problem.status == 401 else Refused)(
        what, problem)


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


def rating_changes(view: MatchView) -> ResultRatingChanges | None:
    """A finished rated match's rating changes by seat, once its players are rated."""
    if view.result is None or isinstance(view.result.rating_changes, Unset):
        return None
    return view.result.rating_changes


def bot_player(base_url: str, name: str) -> tuple[str, str]:
    """Creates a bot player of its own: its id and its secret token (shown only once)."""
    with Client(base_url=base_url, raise_on_unexpected_status=True,
                timeout=httpx.Timeout(LONG_POLL_S + 10)) as anyone:
        created = send("player", partial(create_player.sync_detailed, client=anyone,
                                         body=CreatePlayer(name=name, bot=True),
                                         idempotency_key=str(uuid.uuid4())))
    if not isinstance(created, CreatedPlayer) or created.player_token is None:
        raise Refused("player", created if isinstance(created, Problem) else None)
    return created.player.id, created.player_token


class PlayerFile:
    """The bot's player kept between runs, a JSON file readable by its owner only:
    `{"player_id", "player_token", "ticket_id"?}`, the last ticket letting a restarted bot go
    back to the match it is seated in."""

    def __init__(self, path: Path):
        self.path = path

    def read(self) -> dict[str, str]:
        kept: dict[str, str] = json.loads(self.path.read_text())
        return kept

    def write(self, **changes: str) -> None:
        kept = {**(self.read() if self.path.exists() else {}), **changes}
        partial_path = self.path.with_name(self.path.name + ".tmp")
        with os.fdopen(os.open(partial_path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600),
                       "w") as out:
            json.dump(kept, out)
        partial_path.replace(self.path)  # whole or not at all

    def token(self, base_url: str, name: str) -> str:
        """The kept player's token; a new bot player's the first time."""
        if not self.path.exists():
            player_id, token = bot_player(base_url, name)
            self.write(player_id=player_id, player_token=token)
        return self.read()["player_token"]

    def set_aside(self) -> Path:
        """Moves the kept player, which the server does not know, to `<file>.forgotten` (its
        secret is kept: another server may know it); the next `token` makes a new one."""
        aside = self.path.with_name(self.path.name + ".forgotten")
        self.path.replace(aside)
        return aside


@dataclass
class Ladder:
    """A bot player on the ladder of `game`: ticket, play, see its rating move, ticket again."""

    base_url: str
    game: str
    token: str  # the player's
    options: dict[str, Any] = field(default_factory=dict)  # only equal options meet
    ai_fill_after_s: int | None = None
    player_file: PlayerFile | None = None
    log: Callable[[str], object] = print
    name: str = "Ladder bot"  # of a new player, made when the server forgot the file's
    # the ticket searching now: cancelled when the bot is interrupted
    searching: Ticket | None = field(default=None, init=False)

    def play(self, matches: int | None = None, seed: int | None = None) -> list[PlayerRating]:
        """Plays `matches` rated matches (None: until interrupted); the player's rating after
        each. Interrupted (KeyboardInterrupt) while searching, it cancels its ticket first."""
        ratings: list[PlayerRating] = []
        renewed = False  # the player was just made: the server forgetting it again is a fault
        while matches is None or len(ratings) < matches:
            with AuthenticatedClient(base_url=self.base_url, token=self.token,
                                     raise_on_unexpected_status=True,
                                     timeout=httpx.Timeout(LONG_POLL_S + 10)) as me:
                try:
                    ticket = self.until_matched(me, self.ticket(me))
                except KeyboardInterrupt:
                    if self.searching is not None:
                        self.cancel(me, self.searching)
                    raise
                except UnknownPlayer:
                    if self.player_file is None or renewed:
                        raise
                    self.new_player(self.player_file)
                    renewed = True
                    continue
                renewed = False
                if ticket.status == TicketStatus.CANCELLED:
                    self.log(f"ticket {ticket.id} was cancelled elsewhere: stopping")
                    break
                if ticket.status != TicketStatus.MATCHED or not isinstance(ticket.match_id, str) \
                        or not isinstance(ticket.seat_token, str):
                    self.log(f"ticket {ticket.id} {ticket.status}: a new one")
                    continue
                self.log(f"ticket {ticket.id} matched: match {ticket.match_id}, "
                         f"seat {ticket.seat}")
                final = run(self.base_url, ticket.match_id, ticket.seat_token,
                            None if seed is None else seed + len(ratings), self.log)
                rating = self.rating_after(me, final, ticket)
                if rating is not None:
                    ratings.append(rating)
        return ratings

    def new_player(self, player_file: PlayerFile) -> None:
        """Plays as a new bot player from now on, kept in `player_file`, in place of the one
        the server forgot."""
        forgotten = player_file.read()["player_id"]
        aside = player_file.set_aside()
        self.token = player_file.token(self.base_url, self.name)
        self.log(f"the server no longer knows player {forgotten}: now bot player "
                 f"{player_file.read()['player_id']} (the old one kept in {aside})")

    def ticket(self, me: AuthenticatedClient) -> Ticket:
        """A new searching ticket; or the player's ticket still searching (a bot restarted), or
        the matched ticket of the match it is seated in (found in its player file)."""
        body = CreateTicket(game=CreateTicketGame(self.game),
                            options=CreateTicketOptions.from_dict(self.options), rated=True,
                            ai_fill_after_s=self.ai_fill_after_s)
        created = send("ticket", partial(create_ticket.sync_detailed, client=me, body=body))
        if isinstance(created, CreatedTicket):
            self.searching = created.ticket
            if self.player_file is not None:
                self.player_file.write(ticket_id=created.ticket.id)
            self.log(f"ticket {created.ticket.id} searching")
            return created.ticket
        if isinstance(created, Problem) and created.code == "ticket_exists" \
                and isinstance(created.ticket_id, str):
            self.log(f"ticket {created.ticket_id} still searching")
            return self.read_ticket(me, created.ticket_id)
        if isinstance(created, Problem) and created.code == "already_seated" \
                and self.player_file is not None \
                and "ticket_id" in self.player_file.read():
            kept = self.read_ticket(me, self.player_file.read()["ticket_id"])
            if kept.match_id == created.match_id:
                return kept  # back to the match it is seated in
        raise refused("ticket", created if isinstance(created, Problem) else None)

    def read_ticket(self, me: AuthenticatedClient, ticket_id: str, wait: int = 0) -> Ticket:
        ticket = send("ticket", partial(get_ticket.sync_detailed, ticket_id, client=me,
                                        wait=wait))
        if not isinstance(ticket, Ticket):
            raise refused("ticket", ticket)
        return ticket

    def until_matched(self, me: AuthenticatedClient, ticket: Ticket) -> Ticket:
        while ticket.status == TicketStatus.SEARCHING:
            self.searching = ticket
            ticket = self.read_ticket(me, ticket.id, wait=LONG_POLL_S)
        self.searching = None
        return ticket

    def cancel(self, me: AuthenticatedClient, ticket: Ticket) -> None:
        answer = send("cancel", partial(cancel_ticket.sync_detailed, ticket.id, client=me))
        if isinstance(answer, Ticket):
            self.log(f"ticket {ticket.id} {answer.status}")
        elif isinstance(answer, Problem) and answer.code == "ticket_matched":
            self.log(f"ticket {ticket.id} was matched meanwhile: run the bot again with its "
                     f"player file to play that match")
        else:
            raise refused("cancel", answer)

    def rating_after(self, me: AuthenticatedClient, final: MatchView,
                     ticket: Ticket) -> PlayerRating | None:
        """Waits for the finished match's rating changes, then prints the player's rating."""
        view, deadline = final, time.monotonic() + RATING_WAIT_S
        with AuthenticatedClient(base_url=self.base_url, token=str(ticket.seat_token),
                                 raise_on_unexpected_status=True,
                                 timeout=httpx.Timeout(LONG_POLL_S + 10)) as seat:
            while (changes := rating_changes(view)) is None:
                if time.monotonic() > deadline:
                    self.log(f"match {view.id}: not rated yet")
                    return None
                newer = send("match", partial(get_match.sync_detailed, view.id, client=seat,
                                              wait=LONG_POLL_S,
                                              if_none_match=f'"{view.version}"'))
                if isinstance(newer, MatchView):
                    view = newer
                elif newer is not None:  # None: a 304, nothing new yet
                    raise Refused("match", newer if isinstance(newer, Problem) else None)
        player = send("player", partial(get_player.sync_detailed, ticket.player_id, client=me))
        if not isinstance(player, Player) or self.game not in player.ratings:
            raise Refused("player", player if isinstance(player, Problem) else None)
        rating = player.ratings[self.game]
        change = changes[str(ticket.seat)]
        self.log(f"{self.game} rating {rating.rating} ({change.after - change.before:+d}) "
                 f"after {rating.matches} rated matches"
                 f"{', provisional' if rating.provisional else ''}")
        return rating


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("base_url", help="e.g. http://localhost:8000")
    parser.add_argument("match_id", nargs="?")
    parser.add_argument("token", nargs="?",
                        help="the seat token returned when the match was created")
    parser.add_argument("--seed", type=int, default=None, help="seed of the random choices")
    ladder = parser.add_argument_group("the ladder (instead of a match id and seat token)")
    ladder.add_argument("--ladder", metavar="GAME", choices=[g.value for g in CreateTicketGame],
                        help="play rated matches of GAME found by the matchmaker, one after "
                             "the other")
    ladder.add_argument("--player-file", type=Path,
                        help="where the bot's player is kept (created there the first time)")
    ladder.add_argument("--player-token", help="the bot player's token (instead of a file)")
    ladder.add_argument("--name", default="Ladder bot", help="a new bot player's name")
    ladder.add_argument("--ai-fill-after", type=int, metavar="S", default=None,
                        help="let AI seats complete a match after S seconds of waiting")
    ladder.add_argument("--matches", type=int, metavar="N", default=None,
                        help="stop after N rated matches (default: play until Ctrl-C)")
    ladder.add_argument("--options", type=json.loads, default={}, metavar="JSON",
                        help="the game's options; only tickets with equal options meet")
    args = parser.parse_args()
    if args.ladder is None:
        if args.token is None:
            parser.error("give a match id and its seat token, or --ladder GAME")
        run(args.base_url, args.match_id, args.token, args.seed)
        return
    if args.match_id is not None or (args.player_file is None) == (args.player_token is None):
        parser.error("--ladder takes --player-file or --player-token, and no match")
    player_file = None if args.player_file is None else PlayerFile(args.player_file)
    token = args.player_token if player_file is None else \
        player_file.token(args.base_url, args.name)
    try:
        Ladder(args.base_url, args.ladder, token, args.options, args.ai_fill_after,
               player_file, name=args.name).play(args.matches, args.seed)
    except KeyboardInterrupt:
        raise SystemExit(130) from None  # the searching ticket cancelled: a clean stop
    except UnknownPlayer:
        if player_file is not None:
            raise  # a player it has just made, unknown at once: a fault of the server
        raise SystemExit("the server does not know the player of --player-token (a server "
                         "that kept no players, or another server): give another, or a "
                         "--player-file") from None


if __name__ == "__main__":
    main()
