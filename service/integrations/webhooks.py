"""Webhook subscriptions, the events a commit produces for them, their outboxes and the
delivery log. Deliveries themselves run on the workers (workers/webhooks.py), never in the
request path: announcing a commit is a few Redis writes and, at most, one RQ enqueue per
subscription.

Redis (the store's):
- `haras:wh:subs:<key id>`: hash, subscription id → subscription JSON (its secret too: the
  HMAC needs it). A subscription belongs to one API key and only that key finds it.
- one outbox per (subscription, match), in the match's hash slot `{m:<match>}:wh:<sub>`:
  `:ob` the events not yet delivered, oldest first (the head is the one being delivered);
  `:st` the head's attempts and the time before which it must not be retried; `:lease` the
  token of the one job delivering it. Events enter the outbox in the commit script itself
  (service/state/store.py), so a commit that lands has its webhook events queued, whatever happens
  to the process next. One job at a time and the head first: a match's events reach a
  subscription in order, and an event leaves the outbox only once delivered or given up, so
  a worker that dies mid-delivery loses nothing (at least once).
- `haras:wh:due:<queue>`: sorted set, `<key> <sub> <match>` → when that outbox next needs a
  worker; the workers' watchdog re-enqueues overdue outboxes nobody holds.
- `haras:wh:pending:<sub>`: match ids whose outbox may hold events (to drop them).
- `{whlog:<sub>}:log`: the last LOG_CAP delivery attempts (sorted by their id, a counter in
  `{whlog:<sub>}:seq`).
"""

import hashlib
import hmac
import json
import logging
import secrets
import time
from dataclasses import dataclass

from engines.registry import GAMES
from service.state import apikeys

log = logging.getLogger("haras.webhooks")
EVENT_TYPES = ("match_started", "turn_started", "round_scored", "match_finished",
               "seat_joined", "ticket.matched")
MAX_SUBSCRIPTIONS_PER_KEY = 20
LOG_CAP = 200
LOG_TTL_S = 30 * 24 * 3600
OUTBOX_TTL_S = 3 * 24 * 3600  # longer than the whole default backoff (~23 h)
SIGNATURE_VERSION = "v1"
_dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode

# KEYS: subscriptions hash. ARGV: id, JSON, cap. Adds unless the key has `cap` already; 1 if
# it is there already (the same call sent again by a client's retry after its reply was lost).
_ADD_SUBSCRIPTION = """
if redis.call('HEXISTS', KEYS[1], ARGV[1]) == 1 then return 1 end
if redis.call('HLEN', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 1
"""
# KEYS: outbox list, state hash. ARGV: the head's JSON. Removes the head once it is done
# (delivered or given up), unless the outbox was dropped meanwhile.
_POP_HEAD = """
if redis.call('LINDEX', KEYS[1], 0) ~= ARGV[1] then return 0 end
redis.call('LPOP', KEYS[1])
redis.call('DEL', KEYS[2])
return 1
"""
# KEYS: outbox list, state hash, lease. ARGV: lease token. Ends a job's turn when nothing
# is left: an event pushed after this finds the outbox empty and enqueues a new job.
_FINISH = """
if redis.call('LLEN', KEYS[1]) > 0 then return 0 end
redis.call('DEL', KEYS[2])
if redis.call('GET', KEYS[3]) == ARGV[1] then redis.call('DEL', KEYS[3]) end
return 1
"""
# KEYS: lease. ARGV: token.
_RELEASE = """
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0
"""


def subscriptions_key(key_id: str) -> str:
    return f"haras:wh:subs:{key_id}"


def pending_key(sub_id: str) -> str:
    return f"haras:wh:pending:{sub_id}"


def due_key(queue_name: str) -> str:
    return f"haras:wh:due:{queue_name}"


def log_keys(sub_id: str) -> tuple[str, str]:
    return f"{{whlog:{sub_id}}}:log", f"{{whlog:{sub_id}}}:seq"


def sign(secret: str, timestamp: int, body: bytes) -> str:
    """The `Haras-Webhook-Signature` value: HMAC-SHA256 of `<timestamp>.<body>`."""
    mac = hmac.new(secret.encode(), f"{timestamp}.".encode() + body, hashlib.sha256)
    return f"{SIGNATURE_VERSION}={mac.hexdigest()}"


# --- Subscriptions ----------------------------------------------------------------------------

def public(subscription: dict) -> dict:
    """A subscription as its key sees it: everything but the secret."""
    return {k: v for k, v in subscription.items() if k != "secret"}


def create_subscription(client, key_id: str, url: str, events: list[str]) -> dict | None:
    """A new subscription (with its secret), or None when the key has too many already."""
    subscription = {"id": "wh_" + secrets.token_hex(8), "api_key_id": key_id, "url": url,
                    "events": [t for t in EVENT_TYPES if t in events],
                    "secret": "whsec_" + secrets.token_urlsafe(32), "created_at": time.time()}
    added = client.register_script(_ADD_SUBSCRIPTION)(
        keys=[subscriptions_key(key_id)],
        args=[subscription["id"], _dumps(subscription), MAX_SUBSCRIPTIONS_PER_KEY])
    return subscription if added == 1 else None


def subscriptions_of(client, key_id: str) -> list[dict]:
    found = [json.loads(doc) for doc in client.hvals(subscriptions_key(key_id))]
    return sorted(found, key=lambda s: (s["created_at"], s["id"]))


def follows_tickets(client, key_id: str) -> bool:
    """Whether a subscription of the key takes `ticket.matched` (the key's backend hears of
    its players' tickets without reading them)."""
    return any("ticket.matched" in json.loads(doc)["events"]
               for doc in client.hvals(subscriptions_key(key_id)))


def subscription(client, key_id: str, sub_id: str) -> dict | None:
    doc = client.hget(subscriptions_key(key_id), sub_id)
    return json.loads(doc) if doc is not None else None


def delete_subscription(client, key_id: str, sub_id: str) -> bool:
    """Deletes the subscription, what it still had to deliver, and its delivery log."""
    if not client.hdel(subscriptions_key(key_id), sub_id):
        return False
    for match_id in client.smembers(pending_key(sub_id)):
        Outbox(client, sub_id, match_id).delete()
    client.delete(pending_key(sub_id), *log_keys(sub_id))
    return True


# --- Events -----------------------------------------------------------------------------------

def _to_act(match: dict) -> list[int]:
    if match is None or match["status"] != "active":
        return []
    return GAMES[match["game"]].to_act(match["state"])


def derive(before: dict | None, after: dict, events: list[dict]) -> list[dict]:
    """The webhook events of one commit, from `before` (None: the match is new) to `after`
    with `events`, in order. Ids are stable (`<match>:<seq>:<type>[:<seat>]`): a retry or a
    redelivery carries the same id. Data is public (what the spectator view shows)."""
    game = GAMES[after["game"]]
    created_at = time.time()
    derived = []

    def add(kind: str, seq: int, data: dict, seat: int | None = None) -> None:
        suffix = "" if seat is None else f":{seat}"
        derived.append({"id": f"{after['id']}:{seq}:{kind}{suffix}", "type": kind,
                        "created_at": created_at, "match_id": after["id"],
                        "game": after["game"], "data": {"version": after["version"], **data}})

    for event in events:
        if event["type"] == "seat_joined":
            add("seat_joined", event["seq"], {"seat": event["seat"], "name": event["name"]})
        elif event["type"] == "round_scored":
            shown = game.event_view(event, None)
            if shown is not None:
                add("round_scored", event["seq"],
                    {k: v for k, v in shown.items() if k not in ("type", "version")})
    last_seq = after["event_count"]
    if (before is None or before["status"] == "waiting") and \
            after["status"] in ("active", "scoring"):  # not when it ends before it starts
        add("match_started", last_seq, {"status": after["status"], "to_act": _to_act(after)})
    if after["status"] == "finished":
        if before is None or before["status"] != "finished":
            result = after.get("forfeit") or game.result(after["state"])
            add("match_finished", last_seq, {"result": result})
        return derived
    already = set(_to_act(before))
    for seat in _to_act(after):
        if seat not in already and after["seats"][seat]["type"] == "human":
            add("turn_started", last_seq, {"seat": seat, "to_act": _to_act(after)}, seat)
    return derived


@dataclass
class Announcement:
    """The webhook events of one commit, per subscription, to be written with it."""

    key_id: str
    match_id: str
    batches: dict[str, list[dict]]  # subscription id → its events, in order

    def appends(self, client) -> dict[str, list[str]]:
        """Outbox list → the events to push on it, for Store.commit."""
        return {Outbox(client, sub_id, self.match_id).list_key: [_dumps(e) for e in items]
                for sub_id, items in self.batches.items()}

    def note_due(self, pipe, queue_name: str) -> None:
        """Queued before the commit, in its round trip: if the process dies before it
        enqueues the delivery jobs, the workers' watchdog finds the outboxes by these notes
        (a note whose commit did not land finds an empty outbox and is dropped)."""
        due, now = due_key(queue_name), time.time()
        for sub_id in self.batches:
            pipe.zadd(due, {due_member(self.key_id, sub_id, self.match_id): now}, nx=True)
            pipe.sadd(pending_key(sub_id), self.match_id)
            pipe.expire(pending_key(sub_id), OUTBOX_TTL_S)
        pipe.expire(due, OUTBOX_TTL_S)  # notes of a queue no worker serves any more go too


def announcement(runtime, before: dict | None, after: dict,
                 events: list[dict]) -> Announcement | None:
    """What a commit from `before` to `after` with `events` must queue for the subscriptions
    of the API key that created the match (None: nothing). Read before the commit, so the
    events can be written with it."""
    key_id = after.get("api_key_id")
    if not key_id:
        return None
    derived = derive(before, after, events)
    if not derived:
        return None
    pipe = runtime.store.client.pipeline(transaction=False)
    pipe.hvals(subscriptions_key(key_id))
    pipe.hget(apikeys.record_key(key_id), "revoked_at")
    docs, revoked = pipe.execute()
    if revoked:
        return None
    batches = {}
    for sub in map(json.loads, docs):
        wanted = [e for e in derived if e["type"] in sub["events"]]
        if wanted:
            batches[sub["id"]] = wanted
    return Announcement(key_id, after["id"], batches) if batches else None


def announce_tickets(runtime, key_id: str, game: str, matched: list[tuple]) -> None:
    """Queues `ticket.matched` for the key's subscriptions that take it: one event per ticket
    of one of its players that the matchmaker matched, `matched` = [(ticket, match, seat,
    player)...], in the outbox of (subscription, match). Never raises: the tickets are
    matched whatever happens here (their owners read them)."""
    try:
        pipe = runtime.store.client.pipeline(transaction=False)
        pipe.hvals(subscriptions_key(key_id))
        pipe.hget(apikeys.record_key(key_id), "revoked_at")
        docs, revoked = pipe.execute()
        subs = [sub["id"] for sub in map(json.loads, docs) if "ticket.matched" in sub["events"]]
        if revoked or not subs:
            return
        created_at = time.time()
        by_match: dict[str, list[dict]] = {}
        for ticket_id, match_id, seat, player_id in matched:
            by_match.setdefault(match_id, []).append({
                "id": f"{ticket_id}:matched", "type": "ticket.matched",
                "created_at": created_at, "match_id": match_id, "game": game,
                "data": {"ticket_id": ticket_id, "player_id": player_id, "seat": seat}})
        for match_id, events in by_match.items():
            queue_events(runtime, key_id, match_id, {sub_id: events for sub_id in subs})
    except Exception:
        log.exception("ticket.matched of key %s not queued", key_id)


def dispatch(runtime, announced: Announcement, lengths: list[int]) -> None:
    """After the commit: a delivery job for each outbox that was empty before it (else one
    is on it already, waiting to retry, or due to the watchdog). Never raises: the commit
    stands, and the due notes let the watchdog do this if it fails."""
    try:
        for (sub_id, items), length in zip(announced.batches.items(), lengths, strict=True):
            if length == len(items):
                runtime.jobs.enqueue_webhook(announced.key_id, sub_id, announced.match_id)
    except Exception:
        log.exception("webhook delivery jobs of match %s not enqueued; the watchdog will",
                      announced.match_id)


# --- Outboxes ---------------------------------------------------------------------------------

def due_member(key_id: str, sub_id: str, match_id: str) -> str:
    return f"{key_id} {sub_id} {match_id}"


def queue_events(runtime, key_id: str, match_id: str, batches: dict[str, list[dict]]) -> None:
    """Appends events to the outboxes of (subscription, `match_id`) outside a commit (a
    redelivery); an outbox that was empty gets a delivery job."""
    client = runtime.store.client
    announced = Announcement(key_id, match_id, batches)
    pipe = client.pipeline(transaction=False)
    announced.note_due(pipe, runtime.settings.rq_queue)
    for key, values in announced.appends(client).items():
        pipe.rpush(key, *values)
        pipe.expire(key, OUTBOX_TTL_S)
    replies = pipe.execute()
    dispatch(runtime, announced, replies[-2 * len(batches)::2])


class Outbox:
    """The events one subscription still has to receive from one match."""

    def __init__(self, client, sub_id: str, match_id: str):
        self.client, self.sub_id, self.match_id = client, sub_id, match_id
        prefix = f"{{m:{match_id}}}:wh:{sub_id}"  # the match's slot: the commit script pushes
        self.list_key, self.state_key = f"{prefix}:ob", f"{prefix}:st"
        self.lease_key = f"{prefix}:lease"

    def take_lease(self, token: str, ttl_s: float) -> bool:
        return bool(self.client.set(self.lease_key, token, nx=True, px=int(ttl_s * 1000)))

    def leased(self) -> bool:
        return bool(self.client.exists(self.lease_key))

    def extend_lease(self, ttl_s: float) -> None:
        self.client.pexpire(self.lease_key, int(ttl_s * 1000))

    def release(self, token: str) -> None:
        self.client.register_script(_RELEASE)(keys=[self.lease_key], args=[token])

    def head(self) -> tuple[str, dict] | None:
        raw = self.client.lindex(self.list_key, 0)
        return None if raw is None else (raw, json.loads(raw))

    def state(self) -> tuple[int, float]:
        """The head's failed attempts so far, and when it may be tried again."""
        state = self.client.hgetall(self.state_key)
        return int(state.get("attempts", 0)), float(state.get("not_before", 0))

    def defer(self, attempts: int, not_before: float) -> None:
        with self.client.pipeline(transaction=True) as pipe:
            pipe.hset(self.state_key, mapping={"attempts": attempts, "not_before": not_before})
            pipe.expire(self.state_key, OUTBOX_TTL_S)
            pipe.expire(self.list_key, OUTBOX_TTL_S)
            pipe.execute()

    def pop(self, raw_head: str) -> None:
        self.client.register_script(_POP_HEAD)(keys=[self.list_key, self.state_key],
                                               args=[raw_head])

    def finish(self, token: str) -> bool:
        """True when the outbox is empty and the job's turn ended (lease released)."""
        return self.client.register_script(_FINISH)(
            keys=[self.list_key, self.state_key, self.lease_key], args=[token]) == 1

    def take_all(self) -> list[dict]:
        with self.client.pipeline(transaction=True) as pipe:
            pipe.lrange(self.list_key, 0, -1)
            pipe.delete(self.list_key, self.state_key)
            items, _ = pipe.execute()
        return [json.loads(raw) for raw in items]

    def delete(self) -> None:
        self.client.delete(self.list_key, self.state_key)


def drop_outbox(client, sub: dict, match_id: str, reason: str) -> int:
    """Drops what `sub` still had to receive from `match_id`, each logged as `dropped`."""
    dropped = Outbox(client, sub["id"], match_id).take_all()
    for event in dropped:
        record_attempt(client, sub["id"], event, attempt=0, status="dropped", error=reason)
    client.srem(pending_key(sub["id"]), match_id)
    return len(dropped)


def drop_pending_of_key(client, key_id: str, reason: str) -> int:
    """Drops every delivery still pending for the subscriptions of `key_id` (revocation)."""
    total = 0
    for sub in subscriptions_of(client, key_id):
        count = sum(drop_outbox(client, sub, match_id, reason)
                    for match_id in client.smembers(pending_key(sub["id"])))
        if count:
            log.info("dropped %s pending deliveries of subscription %s: %s", count, sub["id"],
                     reason)
        total += count
    return total


# --- Delivery log -----------------------------------------------------------------------------

def record_attempt(client, sub_id: str, event: dict, attempt: int, status: str,
                   status_code: int | None = None, error: str | None = None,
                   duration_ms: float | None = None, next_attempt_at: float | None = None) -> dict:
    """Logs one delivery attempt (or a drop) of `event`; the log keeps the last LOG_CAP."""
    log_key, seq_key = log_keys(sub_id)
    seq = client.incr(seq_key)
    entry = {"id": str(seq), "event_id": event["id"], "event_type": event["type"],
             "match_id": event["match_id"], "attempt": attempt, "status": status,
             "status_code": status_code, "error": error, "duration_ms": duration_ms,
             "at": time.time(), "next_attempt_at": next_attempt_at, "event": event}
    with client.pipeline(transaction=True) as pipe:
        pipe.zadd(log_key, {_dumps(entry): seq})
        pipe.zremrangebyrank(log_key, 0, -LOG_CAP - 1)
        pipe.expire(log_key, LOG_TTL_S)
        pipe.expire(seq_key, LOG_TTL_S)
        pipe.execute()
    return entry


def deliveries(client, sub_id: str, before: int | None, limit: int) -> tuple[list, int | None]:
    """Newest first: up to `limit` attempts with an id below `before` (None: the newest), and
    the cursor of the next page (None at the end)."""
    upper = "+inf" if before is None else f"({before}"
    raw = client.zrevrangebyscore(log_keys(sub_id)[0], upper, "-inf", start=0, num=limit + 1)
    page = [json.loads(doc) for doc in raw[:limit]]
    return page, int(page[-1]["id"]) if len(raw) > limit else None


def delivery(client, sub_id: str, delivery_id: int) -> dict | None:
    raw = client.zrangebyscore(log_keys(sub_id)[0], delivery_id, delivery_id)
    return json.loads(raw[0]) if raw else None
