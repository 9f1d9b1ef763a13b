"""Matchmaking: opening tickets, and the matchmaker that turns groups of them into matches.
No HTTP request inside: the API opens tickets, the workers run the matchmaker (an RQ job per
game, workers/matchmaker.py). Storage and the grouping script: service/state/tickets.py.

The matchmaker of a game is woken when a ticket arrives, not by a clock: the ticket's write
arms a job unless one is running (which then looks again before it stops). While tickets
wait, for their rating window to widen or for their AI fill, the job queues itself again
every MATCHMAKING_RESCAN_S; a job whose lease ran out (its worker died) is replaced by the
next ticket's or by the workers' watchdog (`arm_idle`).

Pools: tickets of equal options (given at their default or not: `canonical_options`) and
`rated` meet. A rated ticket plays the game's default options: a pool of options of one's
own would let a player pick its rated opponents (its own throwaway accounts);
MATCHMAKING_RATED_OPTIONS allows any (a deployment whose players are all known; the tests,
whose pools are their own). A matchmade match always has turn deadlines
(MATCHMAKING_TURN_TIMEOUT_S unless the options set one): a seated player who stops playing
cannot hold the others, kept out of new tickets of that game while they sit there, for the
match's whole idle life.

Pairing (the grouping script): tickets of one pool meet, between the
tightest `min` and `max` of the group, the closest ratings first. A ticket accepts ratings
within MATCHMAKING_WINDOW_MU of its own `mu` (OpenSkill's mean, 25 for a new player), the
window widening by MATCHMAKING_WIDEN_MU_PER_S per second of waiting; the oldest ticket leads.
A group short of players whose members have waited their `ai_fill_after_s` gets AI seats of
the level whose rating is nearest the humans' mean.

Tickets leave with their player: a ticket whose owner stopped following it (a waiting GET,
a plain GET: `Tickets.follow`) for MATCHMAKING_KEEPALIVE_S ends `expired` in the very script
that would group it, so nobody is matched with someone who left. A ticket of an API key
whose webhooks take `ticket.matched` is followed by them: it keeps its whole TTL. A revoked
key's searching tickets are cancelled (`cancel_key_tickets`), and the grouping script never
groups a ticket of a revoked key, one opened in a race with the revocation too. A deployment
may require a signed-in player (or an API key's) for a rated ticket: RATED_REQUIRES_SIGN_IN.

A group's match is created with the plan fixed in Redis first (match id, seat order, seat
tokens): whoever finishes a group, this job or a later one after a crash (groups forming
for more than FORMING_STALE_S), creates the same match, once (a match id is written once).

A player whose last matchmade match of a game is unfinished and who still holds its seat
(not resigned, not handed to the AI) gets no new ticket of that game: `AlreadySeated`.
"""

import functools
import hashlib
import json
import logging
import secrets
import time
from concurrent.futures import ThreadPoolExecutor

from engines.ai import DEFAULT_THINK_MS, levels
from engines.core import InvalidOptions
from engines.registry import GAMES
from service.integrations import webhooks
from service.match.creation import new_match, store_new_match
from service.model import match_options
from service.model import seat_tokens as auth
from service.state import players, ratings
from service.state.quotas import Requester
from service.state.store import VersionConflict
from service.state.tickets import RECORD_KEEP_S, Seated, Tickets, new_id

log = logging.getLogger("haras.matchmaking")
LEASE_MS = 30_000  # a running job's lease, renewed at each pass
JOB_BUDGET_S = 5.0  # a job hands over to a fresh one after this long (live workers serve AI)
ANCHORS_PER_CALL = 200  # one grouping script call looks at this many tickets at most
CANDIDATES_PER_SIDE = 64  # ...and at this many candidates above and below each one's rating
CREATORS = 32  # matches created at once by one job
BATCHES = 4  # groups of grouping calls whose matches are created at once
FORMING_STALE_S = 20.0  # a group forming this long lost its job: another one finishes it


class AlreadySeated(Exception):
    """The player sits in an unfinished matchmade match of that game (`match_id`)."""

    def __init__(self, match_id: str):
        super().__init__("already seated")
        self.match_id = match_id


class SignInRequired(Exception):
    """RATED_REQUIRES_SIGN_IN: a guest asked for a rated ticket."""


class KeyTicketsExceeded(Exception):
    def __init__(self, limit: int):
        super().__init__("too many searching tickets")
        self.limit = limit


def ai_player_id(game: str, level: str) -> str:
    return f"ai:{game}:{level}"


def canonical_options(game, options: dict) -> dict:
    """`options` less those given at their default: `{}` and `{"turn_timeout_s": null}` ask
    for the same match, and meet."""
    defaults = {name: spec.get("default") for name, spec in
                match_options.options_json_schema(game)["properties"].items()}
    return {name: value for name, value in options.items()
            if name not in defaults or value != defaults[name]}


def check_options(game, options: dict, bounds: tuple[int, int], rated: bool,
                  rated_options: bool = False) -> None:
    """InvalidOptions unless `options` are valid for every player count within `bounds`,
    and the game's defaults for a rated ticket (unless `rated_options`:
    MATCHMAKING_RATED_OPTIONS, for a deployment whose players are all known)."""
    for count in range(bounds[0], bounds[1] + 1):
        match_options.resolve(game, options, count)
    if rated and not rated_options and (chosen := canonical_options(game, options)):
        raise InvalidOptions({name: ["A rated ticket plays the game's default options."]
                              for name in chosen})


def pool_of(game: str, options: dict, rated: bool) -> str:
    """The pool of tickets that may meet: one per (canonical options, rated) of a game."""
    canonical = json.dumps([options, rated], sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(canonical.encode()).hexdigest()[:16]


def tickets_of(rt) -> Tickets:
    found = getattr(rt, "_tickets", None)
    if found is None or found.client is not rt.store.client:
        found = rt._tickets = Tickets(rt.store.client)
    return found


# --- Opening a ticket ---------------------------------------------------------------------------

def open_ticket(rt, player: dict, game, bounds: tuple[int, int], options: dict, rated: bool,
                ai_fill_after_s: int | None, key_id: str | None) -> dict:
    """A new searching ticket of `player` (a stored player) for `game`, its matchmaker woken.
    `options` as the client gave them, valid for every player count of `bounds`
    (`check_options`): a pool is the tickets of equal canonical options and `rated`. Raises
    TicketExists, AlreadySeated, KeyTicketsExceeded (the caller's key, `key_id`, has
    MATCHMAKING_KEY_TICKETS searching tickets), KeyRevoked (revoked meanwhile),
    SignInRequired (a rated ticket of a guest where RATED_REQUIRES_SIGN_IN)."""
    settings, tickets = rt.settings, tickets_of(rt)
    if rated and settings.rated_requires_sign_in and not (
            player.get("signed_in") or player.get("owner_key")):
        raise SignInRequired()
    now = time.time()
    now_ms = int(now * 1000)
    ttl_s = settings.matchmaking_ticket_ttl_s
    options = canonical_options(game, options)
    ticket = {"id": new_id(game.id), "game": game.id, "player_id": player["id"],
              "owner_key": player.get("owner_key"), "origin": player.get("origin"),
              "created_at": now, "expires_at": now + ttl_s,
              "players": {"min": bounds[0], "max": bounds[1]}, "options": options,
              "rated": rated, "ai_fill_after_s": ai_fill_after_s}
    rated_now = ratings.current(rt.store.client, [player["id"]], game.id)[player["id"]]
    mu = rated_now["mu"]
    ticket["mu"] = mu  # its rating when it was opened: what it is paired by
    ticket["rating"] = rated_now["rating"]  # the same, as displayed (its owner's view says it)
    fields = {"mu": mu, "min": bounds[0], "max": bounds[1], "created_ms": now_ms,
              "expires_ms": now_ms + ttl_s * 1000,
              "ai_ms": -1 if ai_fill_after_s is None else ai_fill_after_s * 1000,
              "keepalive_ms": _keepalive_ms(rt, key_id),
              "pool": pool_of(game.id, options, rated)}
    if key_id is not None and not tickets.charge_key(
            key_id, ticket["id"], fields["expires_ms"], settings.matchmaking_key_tickets,
            now_ms):
        raise KeyTicketsExceeded(settings.matchmaking_key_tickets)
    try:
        while True:
            try:
                token, ended = tickets.create(ticket, fields, ttl_s + RECORD_KEEP_S,
                                              secrets.token_hex(8), LEASE_MS)
                break
            except Seated as seated:
                _forget_if_over(rt, game.id, player["id"], seated.match_id)
    except BaseException:
        if key_id is not None:
            tickets.release_key(key_id, [ticket["id"]])
        raise
    if ended and key_id is not None:
        tickets.release_key(key_id, [ended])
    if token:
        rt.jobs.enqueue_matchmaker(game.id, token)
    ticket.update(status="searching", pool=fields["pool"])
    return ticket


def _keepalive_ms(rt, key_id: str | None) -> int:
    """How long a new ticket searches once its owner stops following it, in ms; -1: until
    its TTL (MATCHMAKING_KEEPALIVE_S is 0, or the ticket's API key follows its tickets by a
    webhook subscription to `ticket.matched`)."""
    keepalive_s = rt.settings.matchmaking_keepalive_s
    if not keepalive_s or (key_id is not None and webhooks.follows_tickets(rt.store.client,
                                                                           key_id)):
        return -1
    return keepalive_s * 1000


def cancel_key_tickets(rt, key_id: str) -> int:
    """The revoked key's players stop searching: no ticket of theirs is opened or grouped
    from now on (a ticket opened while this runs too: the scripts check), and their searching
    tickets are cancelled. Returns how many this call cancelled."""
    tickets = tickets_of(rt)
    for game_id in GAMES:
        tickets.bar_key(game_id, key_id)
    ids = tickets.key_tickets(key_id)
    now_ms = int(time.time() * 1000)
    cancelled = 0
    for ticket in [tickets.load(ticket_id) for ticket_id in ids]:
        if ticket is not None and tickets.cancel(ticket, now_ms) == "cancelled":
            cancelled += 1
    tickets.release_key(key_id, ids)
    return cancelled


def _forget_if_over(rt, game: str, player_id: str, match_id: str) -> None:
    """AlreadySeated while the player holds its seat in `match_id`, a matchmade match of
    `game` not finished; else the note is forgotten (the match ended, expired, or the
    player resigned it)."""
    match = rt.store.load(match_id)
    if match is not None and match["status"] != "finished" and any(
            seat["type"] == "human" and seat.get("player", {}).get("id") == player_id
            for seat in match["seats"]):
        raise AlreadySeated(match_id)
    tickets_of(rt).unseat(game, player_id, match_id)


# --- The matchmaker job ---------------------------------------------------------------------

def run(rt, game_id: str, token: str) -> dict:
    """One matchmaker job for `game_id`, under the lease `token`: passes until no ticket came
    since the last one; then, if tickets wait, the next job in MATCHMAKING_RESCAN_S."""
    tickets, settings = tickets_of(rt), rt.settings
    if game_id not in GAMES:
        return {"outcome": "unknown game"}
    if not tickets.claim(game_id, token, LEASE_MS):
        return {"outcome": "superseded"}
    started = time.monotonic()
    formed = 0
    while True:
        formed += run_pass(rt, game_id)
        hand_over = time.monotonic() - started > JOB_BUDGET_S
        next_token = secrets.token_hex(8)
        delay_s = 0 if hand_over else settings.matchmaking_rescan_s
        outcome = tickets.end(game_id, token, next_token, LEASE_MS, int(delay_s * 1000),
                              hand_over)
        if outcome == "again":
            continue
        if outcome == "later":
            rt.jobs.enqueue_matchmaker(game_id, next_token, delay_s)
        return {"outcome": outcome, "matches": formed}


def run_pass(rt, game_id: str) -> int:
    """Expires what is due, finishes groups left by a dead job, groups every pool (ending
    the tickets left by their owners or of revoked keys); returns the matches created."""
    tickets = tickets_of(rt)
    now_ms = int(time.time() * 1000)
    ended = tickets.sweep(game_id, now_ms)
    stale = {gid: group for gid, group in tickets.forming(game_id).items()
             if now_ms - group["at"] > FORMING_STALE_S * 1000}
    formed = 0
    if stale:
        ids = [t for group in stale.values() for t in group["tickets"]]
        docs = dict(zip(ids, tickets.ticket_docs(game_id, ids), strict=True))
        formed += create_matches(rt, game_id, [
            {"id": gid, "ai": group["ai"], "tickets": [docs[t] for t in group["tickets"]
                                                       if docs[t] is not None]}
            for gid, group in stale.items()])
    window = (rt.settings.matchmaking_window_mu, rt.settings.matchmaking_widen_mu_per_s)
    batches = []  # the next groups are formed while the last ones' matches are created
    for pool in tickets.pools(game_id):
        cursor = "-"
        while cursor:
            cursor, groups, left = tickets.group(game_id, pool, cursor,
                                                 int(time.time() * 1000), window,
                                                 ANCHORS_PER_CALL, CANDIDATES_PER_SIDE)
            ended += left
            if groups:
                batches.append(_batches().submit(create_matches, rt, game_id, groups))
    if ended:
        _release_keys(rt, game_id, ended)
    return formed + sum(batch.result() for batch in batches)


def create_matches(rt, game_id: str, groups: list[dict]) -> int:
    """Creates the match of each group (taken out of its pool by the grouping script) and
    marks its tickets matched; returns how many this call finished."""
    game = GAMES[game_id]
    tickets, client = tickets_of(rt), rt.store.client
    humans = players.load_many(client, [t["player_id"] for g in groups for t in g["tickets"]])
    levels_rated = None
    proposals = {}
    for group in groups:
        if group["ai"] and levels_rated is None:
            ids = [ai_player_id(game_id, level) for level in levels(game)]
            levels_rated = ratings.current(client, ids, game_id)
        proposals[group["id"]] = _plan(game, group, humans, levels_rated)
    plans = tickets.plan(game_id, proposals)

    def create(group: dict) -> tuple | None:
        plan = plans[group["id"]]
        if plan is None:
            return None  # finished by another job meanwhile
        try:
            _create(rt, game, group, plan)
        except VersionConflict:
            pass  # created by another job already: its tickets are finished below
        seated = [(s["ticket"], s["seat"], s["token"], s["player"]["id"])
                  for s in plan["seats"] if s.get("ticket")]
        return group["id"], plan["match_id"], seated

    # A match's creation is a few round trips: many at once keep Redis, not the wait, busy.
    finished = [row for row in _creators().map(create, groups) if row is not None]
    done = tickets.finish(game_id, finished, int(time.time() * 1000))
    matched = [(gid, match_id, seated) for gid, match_id, seated in finished if gid in done]
    _announce(rt, game_id, groups, matched)
    return len(matched)


@functools.cache
def _creators() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(CREATORS, thread_name_prefix="matchmaker")


@functools.cache
def _batches() -> ThreadPoolExecutor:
    return ThreadPoolExecutor(BATCHES, thread_name_prefix="matchmaker-batch")


def _plan(game, group: dict, humans: dict, levels_rated: dict | None) -> dict:
    """The match of a group, fixed before it is created: id, seats in a random order (each
    human seat with its ticket and token), AI seats of the level rated nearest the humans."""
    match_id = secrets.token_urlsafe(16)
    seats = []
    for ticket in group["tickets"]:
        player = humans.get(ticket["player_id"]) or {"id": ticket["player_id"],
                                                     "name": "Player", "bot": False}
        seats.append({"ticket": ticket["id"], "player": players.seat_binding(player, game.id),
                      "token": auth.new_seat_token(match_id)[0]})
    if group["ai"]:
        mean = sum(t.get("mu", ratings.MODEL.mu) for t in group["tickets"]) / len(group["tickets"])
        level = min(levels_rated, key=lambda pid: abs(levels_rated[pid]["mu"] - mean))
        binding = {"id": level, "name": f"AI ({level.rsplit(':', 1)[1]})", "bot": True}
        if levels_rated[level]["rating"] is not None:
            binding["rating"] = levels_rated[level]["rating"]
        seats += [{"ai_level": level.rsplit(":", 1)[1], "player": binding}] * group["ai"]
    secrets.SystemRandom().shuffle(seats)
    for index, seat in enumerate(seats):
        seats[index] = {**seat, "seat": index}
    return {"match_id": match_id, "seats": seats}


def _create(rt, game, group: dict, plan: dict) -> None:
    """Stores the planned match (VersionConflict when it is there already): seed drawn by the
    server, every seat bound, `rated` when the tickets are. AI seats are charged, unchecked,
    to the client that created the leading ticket's player (each player has one matchmade
    match of a game at a time: that is its bound)."""
    first = group["tickets"][0]
    seats, hashes = [], {}
    for seat in plan["seats"]:
        if seat.get("ticket"):
            seats.append({"seat": seat["seat"], "type": "human", "name": seat["player"]["name"],
                          "player": seat["player"]})
            hashes[str(seat["seat"])] = auth.token_hash(seat["token"])
        else:
            seats.append({"seat": seat["seat"], "type": "ai", "ai_level": seat["ai_level"],
                          "think_ms": DEFAULT_THINK_MS, "name": seat["player"]["name"],
                          "player": seat["player"]})
    owners = {t.get("owner_key") for t in group["tickets"]}
    key_id = owners.pop() if len(owners) == 1 else None
    engine_options, service_options = match_options.resolve(game, first["options"], len(seats))
    if service_options["turn_timeout_s"] is None:
        service_options = {**service_options,
                           "turn_timeout_s": rt.settings.matchmaking_turn_timeout_s}
    resolved = (engine_options, service_options)
    links = {"rated": True} if first["rated"] else {}
    match, events = new_match(game, plan["match_id"], seats, hashes, resolved, key_id,
                               **links)
    store_new_match(rt, match, events,
                    lambda: Requester(first.get("origin") or "matchmaking", None))


def _announce(rt, game_id: str, groups: list[dict], matched: list[tuple]) -> None:
    """After the tickets are matched: wakes their long-polls, frees their API keys' count,
    and queues `ticket.matched` for the keys' webhook subscriptions."""
    tickets = tickets_of(rt)
    docs = {t["id"]: t for g in groups for t in g["tickets"]}
    ids = [row[0] for _, _, seated in matched for row in seated]
    try:
        tickets.notify(ids)
    except Exception:
        log.exception("long-polls of %d matched tickets not woken (they poll)", len(ids))
    by_key: dict[str, list] = {}
    for _, match_id, seated in matched:
        for ticket_id, seat, _token, player_id in seated:
            doc = docs.get(ticket_id)
            if doc is not None and doc.get("owner_key"):
                by_key.setdefault(doc["owner_key"], []).append(
                    (ticket_id, match_id, seat, player_id))
    for key_id, rows in by_key.items():
        tickets.release_key(key_id, [row[0] for row in rows])
        webhooks.announce_tickets(rt, key_id, game_id, rows)


def _release_keys(rt, game_id: str, ticket_ids: list[str]) -> None:
    by_key: dict[str, list[str]] = {}
    for doc in tickets_of(rt).ticket_docs(game_id, ticket_ids):
        if doc is not None and doc.get("owner_key"):
            by_key.setdefault(doc["owner_key"], []).append(doc["id"])
    for key_id, ids in by_key.items():
        tickets_of(rt).release_key(key_id, ids)


def arm_idle(rt) -> list[str]:
    """For the workers' watchdog: the games whose tickets wait with no job on them get one."""
    armed = []
    for game_id in GAMES:
        token = secrets.token_hex(8)
        if tickets_of(rt).arm(game_id, token, LEASE_MS):
            rt.jobs.enqueue_matchmaker(game_id, token)
            armed.append(game_id)
    return armed
