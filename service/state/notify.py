"""Commit notifications: one Redis pub/sub listener per process wakes every waiting reader.

The commit script (`service/state/store.py`) PUBLISHes `<last seq> <status>` on
`haras:events:<match id>` with every write. Each web process runs one listener thread (a
greenlet under gevent) holding one pub/sub connection (`PSUBSCRIBE haras:events:*`); it wakes
the in-process `Watch`es of that match. Open streams and long-polls hold no Redis connection
while they wait: a process uses its store pool plus this one, however many clients it serves.

The watches of one match share a `Feed`: the recent events of the match, read once per
notification with a short XRANGE (through the store's ordinary pool) and handed to every
woken reader of the process. A move watched by 500 streams costs a process one XRANGE, not
500, and never more connections than its pool.

Pub/sub delivers at most once (nothing is replayed across a reconnect), so a notification is
only a hint: a reader reads after every wake-up, reads Redis itself (not the feed) when it
woke without one, and the listener wakes every reader when it (re)subscribes. Events have
consecutive seqs (1, 2, ...), which is what lets the feed know it is complete.

Slots. Every open stream and every long-poll that waits holds a slot (`Slots.take`), so
waiting readers can neither crowd out the requests that must always be answered nor pile up
per client:
- Per process, at most `capacity` of them: under gunicorn that is the worker's
  `worker_connections` less a reserve (STREAM_RESERVE), since a gevent worker serves at most
  `worker_connections` connections and stops accepting beyond (the next connection, `/livez`
  or a move, would wait unanswered until a stream ends). Beyond: `StreamCapacity` (503). A
  count in the process is the right one here: the slots are the process's own.
- Per client (the rate limiter's identity), at most `per_client` across every process and
  replica: counted in Redis, or a client would get that many per process (2 workers × N
  pods). One sorted set per client, `haras:streams:<identity>`, holds a lease per slot
  (member: a random id, score: when it expires, by Redis's clock); taking one first drops the
  expired leases, in one script. A slot is given back when its stream or long-poll ends (the
  WSGI server closes the response, also when the client went away: noticed at the stream's
  next write, its keep-alive at the latest); a process that dies without giving back its
  slots leaves leases that expire `LEASE_S` later (streams renew theirs while open; a
  long-poll waits at most 25 s, less than a lease). Beyond: `TooManyStreams` (429). When
  Redis fails the per-client count is skipped (the stream itself will need Redis anyway).
The web layer installs `Notifier.admission` (service/api/stream.py): the long-polls below
take their slot through it, while they wait and only then.
"""

import contextlib
import logging
import os
import re
import secrets
import threading
import time
import weakref

import redis

log = logging.getLogger("haras.notify")
CHANNEL_PREFIX = "haras:events:"
DEGRADED_POLL_S = 1.0  # while the listener is not subscribed, readers poll this often
READY_WAIT_S = 2.0  # how long a first reader waits for the listener's subscription
FEED_EVENTS = 512  # recent events a feed keeps
STATUS_REUSE_S = 1.0  # a status read from Redis serves the match's other readers this long
SLOTS_PREFIX = "haras:streams:"
LEASE_S = 60.0  # a slot's lease in Redis: a stream renews it every third of this
WARN_EVERY_S = 10.0  # while Redis fails, one warning per process this often


_NOTIFIERS: "weakref.WeakSet[Notifier]" = weakref.WeakSet()


def channel(match_id: str) -> str:
    """The match's channel: in the hash slot of its keys (`{m:<id>}`), so that on a cluster
    the commit script's SPUBLISH reaches the shard that holds the match."""
    return f"{CHANNEL_PREFIX}{{m:{match_id}}}"


def match_of(channel_name: str) -> str:
    return channel_name[len(CHANNEL_PREFIX) + 3:-1]


def close_all() -> None:
    """The server is stopping: wake every reader of this process and tell it to finish now
    (streams end, and EventSource clients resume on another worker with Last-Event-ID)."""
    for notifier in list(_NOTIFIERS):
        notifier.close()


class Feed:
    """The recent events of one watched match: `tail` holds every event with
    base < seq <= base + len(tail)."""

    def __init__(self, match_id: str):
        self.match_id = match_id
        self.lock = threading.Lock()  # one Redis read at a time per match and process
        self.watches: set[Watch] = set()
        self.base: int | None = None  # None: nothing read yet
        self.tail: list[dict] = []
        self.announced = 0  # the highest last seq a notification announced
        self.finished = False  # a notification announced the match as finished
        self.stale = False  # the listener (re)subscribed: notifications may have been lost
        self.status: tuple[float, str | None] | None = None  # (when read, status)

    @property
    def top(self) -> int:
        return (self.base or 0) + len(self.tail)

    def read(self, store, after: int, fresh: bool) -> list[dict]:
        with self.lock:
            covered = self.base is not None and self.base <= after <= self.top
            if covered and not fresh and not self.stale and self.top >= self.announced:
                return self.tail[after - self.base:]  # all this process knows of: no I/O
            if covered:  # read on from the feed's end and keep the new events
                self.stale = False
                self.tail.extend(store.read_events(self.match_id, self.top))
                events = self.tail[after - self.base:]
            else:
                events = store.read_events(self.match_id, after)
                if self.base is None or after > self.top:  # newer than the feed: restart it
                    self.base, self.tail = after, list(events)
            self._trim()
            return events

    def offer(self, events: list[dict]) -> None:
        """Events this process just committed: kept if they follow the feed's end, so that
        its readers here need not read them back when the notification comes."""
        with self.lock:
            if self.base is None or not events or events[0]["seq"] != self.top + 1:
                return
            self.tail.extend(events)
            self._trim()

    def _trim(self) -> None:
        """Keeps the last FEED_EVENTS events (call it holding `lock`)."""
        drop = len(self.tail) - FEED_EVENTS
        if drop > 0:
            self.base, self.tail = self.base + drop, self.tail[drop:]

    def current_status(self, store) -> str | None:
        """The match's status read from Redis (None: the match is gone), shared for a
        moment between the readers of this process."""
        with self.lock:
            now = time.monotonic()
            if self.status is None or now - self.status[0] > STATUS_REUSE_S:
                match = store.load(self.match_id)
                self.status = (now, match["status"] if match is not None else None)
            return self.status[1]


class Watch:
    """One reader's interest in one match. `clear()`, read, then `wait()`: a commit that
    lands after `clear()` makes the next `wait()` return at once, so none is missed."""

    def __init__(self, notifier: "Notifier", feed: Feed):
        self.notifier, self.feed, self.match_id = notifier, feed, feed.match_id
        self._event = threading.Event()
        self.resync = False  # woken by a (re)subscription, not by a commit

    @property
    def finished(self) -> bool:
        """A notification announced the match as finished (its last events are stored)."""
        return self.feed.finished

    def clear(self) -> None:
        self._event.clear()

    def wait(self, timeout_s: float) -> bool:
        """True when woken, False after `timeout_s` without a notification."""
        if not self.notifier.ready:  # degraded: poll rather than trust notifications
            timeout_s = min(timeout_s, DEGRADED_POLL_S)
        return self._event.wait(max(timeout_s, 0))

    def read(self, store, after: int, fresh: bool = False) -> list[dict]:
        """Events with seq > `after`. `fresh`: ask Redis even if no notification came."""
        return self.feed.read(store, after, fresh or not self.notifier.ready)

    def __enter__(self) -> "Watch":
        return self

    def __exit__(self, *_exc) -> None:
        self.notifier._unwatch(self)


class Notifier:
    """The per-process listener, the feeds of the watched matches, and the process's slots
    for waiting readers."""

    def __init__(self, client: redis.Redis):
        self.client = client  # only for the pub/sub connection
        self._lock = threading.Lock()
        self._feeds: dict[str, Feed] = {}
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None
        self._pid: int | None = None
        self._stopping = False
        self.closing = False  # the server is stopping: readers should finish
        self.slots = Slots()
        # What a long-poll holds while it waits: a context manager, taken before the wait
        # (it may refuse, raising). The web layer installs one that takes a slot.
        self.admission = contextlib.nullcontext
        _NOTIFIERS.add(self)

    @classmethod
    def from_url(cls, url: str) -> "Notifier":
        # health checks PING the idle pub/sub connection, so a dead one is noticed and replaced
        return cls(redis.Redis.from_url(url, socket_timeout=10, socket_connect_timeout=2,
                                        health_check_interval=15, max_connections=2))

    @property
    def ready(self) -> bool:
        return self._ready.is_set()

    def watch(self, match_id: str) -> Watch:
        """Registers a watch (use it as a context manager so it is removed)."""
        self._ensure_started()
        with self._lock:
            feed = self._feeds.get(match_id)
            if feed is None:
                feed = self._feeds[match_id] = Feed(match_id)
            watch = Watch(self, feed)
            feed.watches.add(watch)
        return watch

    def watching(self) -> int:
        with self._lock:
            return sum(len(feed.watches) for feed in self._feeds.values())

    def read_events(self, store, match_id: str, after: int, wait_s: float) -> list[dict]:
        """Events with seq > `after`; waits up to `wait_s` for one (the long-poll)."""
        deadline = time.monotonic() + wait_s
        woken = False
        with self.admission(), self.watch(match_id) as watch:
            while True:
                watch.clear()
                events = watch.read(store, after, fresh=not woken or watch.resync)
                remaining = deadline - time.monotonic()
                if events or remaining <= 0 or self.closing:
                    return events
                woken = watch.wait(remaining)

    def wait_for_version(self, store, match_id: str, seen: int, wait_s: float) -> dict | None:
        """The match once its version is no longer `seen`, or as it is after `wait_s` (the
        long-poll of a view); None if it is gone."""
        deadline = time.monotonic() + wait_s
        with self.admission(), self.watch(match_id) as watch:
            while True:
                watch.clear()  # a write landing after this wakes the wait below at once
                match = store.load(match_id)
                remaining = deadline - time.monotonic()
                if match is None or match["version"] != seen or remaining <= 0 \
                        or self.closing:
                    return match
                watch.wait(remaining)

    def offer(self, match_id: str, events: list[dict]) -> None:
        """Events of `match_id` this process committed (see `Feed.offer`)."""
        feed = self._feeds.get(match_id)
        if feed is not None:
            feed.offer(events)

    def _unwatch(self, watch: Watch) -> None:
        with self._lock:
            feed = watch.feed
            feed.watches.discard(watch)
            if not feed.watches and self._feeds.get(feed.match_id) is feed:
                del self._feeds[feed.match_id]

    def _notify(self, match_id: str, last_seq: int, status: str) -> None:
        with self._lock:
            feed = self._feeds.get(match_id)
            watches = list(feed.watches) if feed is not None else []
        if feed is None:
            return
        feed.announced = max(feed.announced, last_seq)  # before the wake: see Feed.read
        feed.finished = feed.finished or status == "finished"
        for watch in watches:
            watch._event.set()

    def _resync(self) -> None:
        with self._lock:
            feeds = list(self._feeds.values())
        for feed in feeds:
            feed.stale = True
            for watch in list(feed.watches):
                watch.resync = True
                watch._event.set()

    def _ensure_started(self) -> None:
        if self._pid == os.getpid() and self._thread is not None:
            return
        with self._lock:
            if self._pid != os.getpid():  # first use, or a forked child: start afresh
                self._feeds, self._thread, self._pid = {}, None, os.getpid()
                self._ready = threading.Event()
            if self._thread is not None:
                return
            self._stopping = False
            self._thread = threading.Thread(target=self._listen, name="haras-notify",
                                            daemon=True)
            self._thread.start()
        # The first reader gives the listener a moment to subscribe. Any reader that waits
        # while it is not subscribed polls instead (see Watch.wait), so none misses a commit.
        self._ready.wait(READY_WAIT_S)

    def close(self) -> None:
        self.closing = True
        self._resync()

    def stop(self) -> None:
        """Stops the listener (tests); a later watch() starts it again."""
        with self._lock:
            thread, self._stopping = self._thread, True
        if thread is not None:
            thread.join(5)
        with self._lock:
            self._thread = None
            self._ready.clear()

    def _listen(self) -> None:
        backoff = 0.1
        while not self._stopping:
            pubsub = self.client.pubsub()
            try:
                pubsub.psubscribe(CHANNEL_PREFIX + "*")
                while not self._stopping:
                    message = pubsub.get_message(timeout=1.0)
                    if message is not None:
                        self._handle(message)
                        backoff = 0.1
            except Exception as error:  # Redis down, or a bug: never let the listener die
                if isinstance(error, redis.RedisError):
                    if self._ready.is_set():
                        log.warning("event listener lost Redis: %s; reconnecting", error)
                else:
                    log.exception("event listener failed; restarting it")
                self._ready.clear()
                self._resync()  # readers read Redis, then poll until resubscribed
                time.sleep(backoff)
                backoff = min(backoff * 2, 5.0)
            finally:
                try:
                    pubsub.close()
                except Exception:  # pragma: no cover - closing a dead connection
                    pass
        self._ready.clear()

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        if kind == "psubscribe":
            self._ready.set()
            self._resync()  # anything committed while nobody listened is read again
        elif kind == "pmessage":
            name, data = message["channel"], message["data"]
            if isinstance(name, bytes):
                name, data = name.decode(), data.decode()
            seq, _, status = data.partition(" ")
            self._notify(match_of(name), int(seq) if seq.isdigit() else 0, status)


# --- Slots: how many readers may wait (see the module's docstring) ---------------------------
_server_connections: int | None = None  # the gunicorn worker's worker_connections, if any

_TAKE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local held = redis.call('ZCARD', KEYS[1])
if held >= tonumber(ARGV[2]) then
  return {0, held}
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return {1, held + 1}
"""
_RENEW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
"""


def serve_connections(connections: int) -> None:
    """The server's connection slots per process (gunicorn's `worker_connections`, told by
    deploy/gunicorn.conf.py once the worker has loaded the app). Without it, as under a
    threaded development server, there is no per-process capacity."""
    global _server_connections
    _server_connections = connections


def reserved(spec: str, connections: int) -> int:
    """The slots STREAM_RESERVE keeps for other requests: `"N"`, or `"N%"` of
    `connections` (rounded up)."""
    found = re.fullmatch(r"\s*(\d{1,9})\s*(%?)\s*", spec)
    if found is None or (found.group(2) and int(found.group(1)) > 100):
        raise ValueError(f"STREAM_RESERVE reads 'N' or 'N%' (N% at most 100%), not {spec!r}")
    if found.group(2):
        return -(-connections * int(found.group(1)) // 100)
    return int(found.group(1))


def capacity(reserve: str) -> int | None:
    """Streams and long-polls this process may hold (None: no limit known)."""
    if _server_connections is None:
        return None
    return _server_connections - reserved(reserve, _server_connections)


class TooManyStreams(Exception):
    """The client holds its `per_client` slots already."""


class StreamCapacity(Exception):
    """The process holds its `capacity` slots already."""


class Lease:
    """One slot: the process's count and, with a client, a lease in Redis. `release()` gives
    both back (idempotent); a stream calls `renew()` now and then while it is open."""

    def __init__(self, slots: "Slots", client, key: str | None, member: str):
        self.slots, self.client, self.key, self.member = slots, client, key, member
        self.renewed = time.monotonic()
        self.released = False

    @property
    def renew_by(self) -> float:
        """When a reader should wake up to renew at the latest (monotonic clock)."""
        return self.renewed + self.slots.lease_s / 2 if self.key else float("inf")

    def renew(self) -> None:
        """Extends the lease in Redis when a third of it has passed."""
        now = time.monotonic()
        if self.key is None or self.released or now - self.renewed < self.slots.lease_s / 3:
            return
        self.renewed = now
        try:
            self.slots._script(self.client, _RENEW)(
                keys=[self.key], args=[self.member, int(self.slots.lease_s * 1000)])
        except redis.RedisError as error:
            self.slots._warn("stream slot not renewed, redis failed: %s", error)

    def release(self) -> None:
        with self.slots._lock:
            if self.released:
                return
            self.released = True
            self.slots.held -= 1
        if self.key is not None:
            try:
                self.client.zrem(self.key, self.member)
            except redis.RedisError as error:  # the lease expires by itself
                self.slots._warn("stream slot not released, redis failed: %s", error)

    def __enter__(self) -> "Lease":
        return self

    def __exit__(self, *_exc) -> None:
        self.release()


class Slots:
    """The slots of one process (see the module's docstring)."""

    def __init__(self, prefix: str = SLOTS_PREFIX, lease_s: float = LEASE_S):
        self.prefix, self.lease_s = prefix, lease_s
        self.held = 0  # slots taken in this process and not given back
        self._lock = threading.Lock()
        self._scripts: dict[tuple[int, str], object] = {}
        self._warned_at = -float("inf")

    def take(self, client, who: str | None, per_client: int,
             capacity: int | None) -> Lease:
        """A slot for a reader of client `who` (None or `per_client` 0: no per-client cap),
        on Redis `client`; `capacity`: the process's (None: no limit)."""
        with self._lock:
            if capacity is not None and self.held >= capacity:
                raise StreamCapacity(capacity)
            self.held += 1
        lease = Lease(self, client, None, secrets.token_hex(8))
        if who is None or per_client <= 0:
            return lease
        key = self.prefix + who
        try:
            taken, held = self._script(client, _TAKE)(
                keys=[key], args=[lease.member, per_client, int(self.lease_s * 1000)])
        except redis.RedisError as error:
            self._warn("stream slots per client not counted, redis failed: %s", error)
            return lease
        if not taken:
            lease.release()
            raise TooManyStreams(held)
        lease.key = key
        return lease

    def _script(self, client, source: str):
        script = self._scripts.get((id(client), source))
        if script is None:
            script = self._scripts[(id(client), source)] = client.register_script(source)
        return script

    def _warn(self, message: str, error: Exception) -> None:
        now = time.monotonic()
        if now - self._warned_at >= WARN_EVERY_S:
            self._warned_at = now
            log.warning(message, error)
