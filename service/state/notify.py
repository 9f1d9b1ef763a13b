"""Commit notifications: one Redis pub/sub listener per process wakes every waiting reader.

The commit script (`service/state/store.py`) PUBLISHes `<last seq> <status>` on the match's
channel (`channel()`) with every write, and on a second line the write's events (a JSON array)
unless they are many. Each web process runs one listener thread (a greenlet
under gevent) holding one pub/sub connection (`PSUBSCRIBE haras:events:*`); it wakes the
in-process `Watch`es of that match. Open streams and long-polls hold no Redis connection
while they wait: a process uses its store pool plus this one, however many clients it serves.

On a Redis Cluster (REDIS_CLUSTER=true) the script SPUBLISHes instead: a shard channel
reaches only the subscribers of the node that serves its slot (the match's), so the cluster
does not carry every notification to every node, and there is no pattern subscription for
shard channels. The notifier then SSUBSCRIBEs the channel of each match it watches, when its
first watch is made, on the primary that serves the channel's slot, and SUNSUBSCRIBEs when
the last one goes: a process holds one pub/sub connection per primary that serves a watched
match, each read by a thread (greenlet) of its own, and a subscription only for the matches
its readers wait on. Whether notifications can be trusted is then known per match (a feed is
`subscribed` once its SSUBSCRIBE is confirmed), not per process. The slots move: a failover
kills a primary's connection, a resharding makes the node drop the shard channels of the slot
it gave away (an unsolicited `sunsubscribe`; SSUBSCRIBE to a node that does not serve the
slot answers MOVED). Either way the lost subscriptions are sent again, by one router thread,
to whoever serves the slot after a refresh of the cluster's slots (quickly at first, then
backing off to RESUBSCRIBE_MAX_S while the cluster elects a new primary).

The watches of one match share a `Feed`: the recent events of the match, handed to every
woken reader of the process. The events a notification carries extend it when they follow its
end (so do those the process commits itself: `Notifier.offer`); otherwise, once per
notification, a short XRANGE (through the store's ordinary pool) reads what it lacks. A move
watched by 500 streams costs a process at most one XRANGE, not 500, and never more
connections than its pool.

Pub/sub delivers at most once (nothing is replayed across a reconnect), so a notification is
only a hint: a reader reads after every wake-up, reads Redis itself (not the feed) when it
woke without one, and the listener wakes every reader when it (re)subscribes. A reader whose
match is not subscribed (the listener reconnecting, a cluster's slot changing hands) polls
Redis every DEGRADED_POLL_S instead of trusting notifications; it is woken, to read, both
when its subscription is lost and when it is confirmed again, so no commit in between goes
unread. Events have consecutive seqs (1, 2, ...), which is what lets the feed know it is
complete.

The web layer installs `Notifier.admission` (service/live/stream.py): the long-polls below
take their slot (service/state/slots.py) through it, while they wait and only then.
"""

import collections
import contextlib
import logging
import os
import socket
import threading
import time
import weakref
from collections.abc import Callable

import redis
from redis._parsers.hiredis import NOT_ENOUGH_DATA
from redis.backoff import NoBackoff
from redis.crc import key_slot
from redis.retry import Retry

from service.state import connect
from service.state.fastjson import loads
from service.state.slots import Slots

log = logging.getLogger("haras.notify")
CHANNEL_PREFIX = "haras:events:"
DEGRADED_POLL_S = 1.0  # while a match is not subscribed, its readers poll this often
READY_WAIT_S = 2.0  # how long a first reader waits for the listener's subscription
FEED_EVENTS = 512  # recent events a feed keeps
STATUS_REUSE_S = 1.0  # a status read from Redis serves the match's other readers this long
WARN_EVERY_S = 10.0  # while Redis fails, one warning per process this often
# On a cluster: the longest pause between two tries to resubscribe lost channels (each try
# reads the cluster's slots again); a primary's pub/sub connection outlives its last
# subscription this long (a match watched again soon needs no new connection); a silent one
# is PINGed this often, and given up when the PONG takes longer than PONG_WAIT_S.
RESUBSCRIBE_MAX_S = 0.5
# A node that said a channel's slot is no longer its own (an unasked `sunsubscribe`, MOVED) is
# believed this long over slots read meanwhile that still name it: those may come from a
# node that has not heard of the change yet, and a demoted primary would accept the
# SSUBSCRIBE as a replica, whose shard's messages may not reach it yet.
LEFT_TRUST_S = 10.0
SHARD_IDLE_S = 30.0
PING_EVERY_S = 15.0
PONG_WAIT_S = 10.0
# Options of a cluster node's pool that its own connections (redis-py's) need, not ours.
_NODE_POOL_ONLY = ("redis_connect_func", "maint_notifications_config", "himport_registry",
                   "oss_cluster_maint_notifications_handler", "orig_host_address",
                   "orig_socket_timeout", "orig_socket_connect_timeout", "cache")


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


def _text(value) -> str:
    return value.decode() if isinstance(value, bytes) else str(value)


def parse_note(data) -> tuple[int, str, str | None]:
    """A commit notification: its last seq, the match's status, and the write's events as
    JSON (None when it does not carry them)."""
    head, _, carried = _text(data).partition("\n")
    seq, _, status = head.partition(" ")
    return int(seq) if seq.isdigit() else 0, status, carried or None


def _slot(match_id: str) -> int:
    return key_slot(channel(match_id).encode())


def _answers(command: str | None, kind: str | None, reply) -> bool:
    """Whether `reply` (of type `kind`, if a pub/sub message) can answer `command`."""
    if command is None:
        return False
    if isinstance(reply, Exception) or kind == command.lower():
        return True
    return command == "PING" and (kind == "pong" or _text(reply).upper() == "PONG")


def _next_message(pubsub, timeout_s: float) -> dict | None:
    """The next message of a subscribed `pubsub`, or None after `timeout_s` (or for the
    answer to its health check), as `get_message(timeout)` would give it, at half the CPU:
    get_message first asks whether the socket is readable, then whether it is closed (two
    polls and a peeking recv per message); this reads, and a closed socket fails the read."""
    pubsub.check_health()  # a PING once the connection was idle for its interval
    try:
        response = pubsub.connection.read_response(disconnect_on_error=False,
                                                   push_request=True, timeout=timeout_s)
    except redis.TimeoutError:
        return None
    if pubsub.is_health_check_response(response):
        pubsub.health_check_response_counter -= 1
        return None
    return pubsub.handle_message(response)


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
        self.sub: _Sub | None = None  # on a cluster: the SSUBSCRIBE of its channel
        self.subscribed = False  # on a cluster: that SSUBSCRIBE is confirmed and holds

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
        """Events this process just committed, or a notification carried: kept if they
        follow the feed's end, so that its readers here need not read them from Redis."""
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

    def resync(self) -> None:
        """Notifications may have been lost: every reader reads Redis itself once more."""
        self.stale = True
        for watch in list(self.watches):
            watch.resync = True
            watch._event.set()


class Watch:
    """One reader's interest in one match. `clear()`, read, then `wait()`: a commit that
    lands after `clear()` makes the next `wait()` return at once, so none is missed."""

    def __init__(self, notifier: "Notifier", feed: Feed):
        self.notifier, self.feed, self.match_id = notifier, feed, feed.match_id
        self._event = threading.Event()
        self.resync = False  # woken by a (re)subscription, not by a commit
        # The last seq its reader has, if it says (a live channel's `moved` frame takes the
        # events its own move committed): a notification of no later event wakes it only to
        # say the match finished.
        self.had = 0

    @property
    def finished(self) -> bool:
        """A notification announced the match as finished (its last events are stored)."""
        return self.feed.finished

    def clear(self) -> None:
        self._event.clear()

    def wait(self, timeout_s: float) -> bool:
        """True when woken, False after `timeout_s` without a notification."""
        if not self.notifier._listening(self.feed):  # degraded: poll, not trust notifications
            timeout_s = min(timeout_s, DEGRADED_POLL_S)
        return self._event.wait(max(timeout_s, 0))

    def read(self, store, after: int, fresh: bool = False) -> list[dict]:
        """Events with seq > `after`. `fresh`: ask Redis even if no notification came."""
        return self.feed.read(store, after, fresh or not self.notifier._listening(self.feed))

    def __enter__(self) -> "Watch":
        return self

    def __exit__(self, *_exc) -> None:
        self.notifier._unwatch(self)


class _Sub:
    """On a cluster: the SSUBSCRIBE of one watched match's channel, on the shard (primary)
    that serves its slot (`shard`; None while it has none: lost, or not routed yet)."""

    def __init__(self, feed: Feed):
        self.feed, self.match_id = feed, feed.match_id
        self.slot = _slot(feed.match_id)
        self.shard: _Shard | None = None
        self.seq = 0  # the SSUBSCRIBE whose confirmation it waits for on `shard` (0: unsent)
        self.settled = threading.Event()  # confirmed, or failed, at least once
        self.left: tuple[str, float] | None = None  # (node, until): see LEFT_TRUST_S


class _Shard:
    """On a cluster: the pub/sub connection to one primary, holding the SSUBSCRIBEs of the
    watched matches whose slot that primary serves, and the thread (a greenlet under gevent)
    that reads it. It ends when the connection fails (its subscriptions go to the router),
    when the notifier stops, or SHARD_IDLE_S after it held its last subscription.

    Commands go out from any thread, under the notifier's lock, straight on the socket (never
    through redis-py's send, which could reconnect from that thread); `sent` pairs each
    reply with its command, replies coming in order. Sharded pub/sub in RESP2: every command
    gets one reply per channel (SSUBSCRIBE: `ssubscribe` or an error such as MOVED), and the
    node may send `sunsubscribe` unasked when the channel's slot leaves it."""

    def __init__(self, notifier: "Notifier", node):
        self.notifier, self.node, self.name = notifier, node, node.name
        self.subs: dict[str, _Sub] = {}  # match id -> its subscription, routed here
        self.connection = None  # set once connected and the subscriptions of `subs` sent
        self.sent: collections.deque[tuple[str, str | None, int]] = collections.deque()
        self.seq = 0
        self.idle_since = time.monotonic()
        self.retired = False  # left the notifier's shards: ends, its connection closed
        self.thread = threading.Thread(target=self._run, name=f"haras-notify-{node.name}",
                                       daemon=True)

    def send(self, command: str, match_id: str | None = None) -> int:
        """Sends `command` (of `match_id`'s channel) if connected: its seq, else 0 (the
        subscriptions are sent on connection). Call it holding the notifier's lock."""
        connection = self.connection
        sock = connection._sock if connection is not None else None
        if sock is None:
            return 0
        self.seq += 1
        self.sent.append((command, match_id, self.seq))
        args = (command,) if match_id is None else (command, channel(match_id))
        try:
            sock.sendall(b"".join(connection.pack_command(*args)))
        except OSError:  # the reader finds the connection broken and gives its channels on
            with contextlib.suppress(OSError):
                sock.shutdown(socket.SHUT_RDWR)
        return self.seq

    def subscribe(self, sub: _Sub) -> None:
        sub.seq = self.send("SSUBSCRIBE", sub.match_id)

    def _run(self) -> None:
        notifier, error, connection = self.notifier, None, None
        try:
            connection = notifier._pubsub_connection(self.node)
            connection.connect()
            with notifier._lock:
                if self.retired or notifier._stopping:
                    return
                self.connection = connection
                for sub in list(self.subs.values()):
                    self.subscribe(sub)
            self._read(connection)
        except Exception as failure:  # Redis failed, or a bug: the router takes over
            error = failure
        finally:
            if connection is not None:
                with contextlib.suppress(Exception):
                    connection.disconnect()
            notifier._shard_ended(self, error)

    def _read(self, connection) -> None:
        notifier = self.notifier
        heard, pinged = time.monotonic(), None
        while not notifier._stopping:
            if connection.can_read(timeout=1.0):
                try:
                    reply = connection.read_response()
                except redis.ResponseError as error:  # an error reply: MOVED, say
                    reply = error
                heard, pinged = time.monotonic(), None
                notifier._on_reply(self, reply)
                continue
            now = time.monotonic()
            with notifier._lock:
                if not self.subs and now - self.idle_since >= SHARD_IDLE_S:
                    self.retired = True
                    if notifier._shards.get(self.name) is self:
                        del notifier._shards[self.name]
                    return
                if pinged is None and now - heard >= PING_EVERY_S:
                    self.send("PING")
                    pinged = now
            if pinged is not None and now - pinged >= PONG_WAIT_S:
                raise redis.TimeoutError(f"no PONG from {self.name} in {PONG_WAIT_S} s")


class Notifier:
    """The per-process listener, the feeds of the watched matches, and the process's slots
    for waiting readers."""

    def __init__(self, client: "redis.Redis | redis.RedisCluster | None" = None,
                 cluster: "Callable[[], redis.RedisCluster] | None" = None):
        """`client`: a Redis (one pub/sub connection, PSUBSCRIBE) or a RedisCluster (SSUBSCRIBE
        per watched match); or `cluster`: what makes that RedisCluster, called when a reader
        first waits (making one connects)."""
        self.client = client  # single node: only for the pub/sub connection
        self._cluster = cluster
        self._made = False  # on a cluster: the client has read the slots once (_refresh)
        self._sharded = cluster is not None or connect.is_cluster(client)
        self._lock = threading.Lock()
        self._feeds: dict[str, Feed] = {}
        self._ready = threading.Event()
        self._thread: threading.Thread | None = None  # the listener, or the cluster's router
        self._pid: int | None = None
        self._stopping = False
        # On a cluster: a shard per primary with subscriptions (by node name), the
        # subscriptions that have none and wait for the router, what wakes it, and its pause
        # before the next try (0 after a subscription is confirmed: the cluster is well).
        self._shards: dict[str, _Shard] = {}
        self._homeless: dict[str, _Sub] = {}
        self._wake = threading.Event()
        self._delay = 0.0
        self._warned_at = -float("inf")
        self.closing = False  # the server is stopping: readers should finish
        self.slots = Slots()
        # What a long-poll holds while it waits: a context manager, taken before the wait
        # (it may refuse, raising). The web layer installs one that takes a slot.
        self.admission = contextlib.nullcontext
        _NOTIFIERS.add(self)

    @classmethod
    def from_url(cls, url: str, cluster: bool = False) -> "Notifier":
        options = {"socket_timeout": 10, "socket_connect_timeout": 2, "max_connections": 2}
        if cluster:  # any node of the cluster: the slots say which primaries to listen to
            return cls(cluster=lambda: connect.client(url, True, **options))
        # health checks PING the idle pub/sub connection, so a dead one is noticed and
        # replaced; RESP2: redis-py's RESP3 passes each message through its push handlers
        # first (~10 µs a notification, read by every process)
        return cls(redis.Redis.from_url(url, health_check_interval=15, protocol=2, **options))

    @property
    def ready(self) -> bool:
        """Notifications can be trusted: the listener is subscribed (on a cluster: it runs,
        it has read the cluster's slots, and the channel of every watched match is
        subscribed)."""
        if not self._sharded:
            return self._ready.is_set()
        with self._lock:
            return self._thread is not None and not self._stopping and self._made and \
                all(feed.subscribed for feed in self._feeds.values())

    def subscribed(self, match_id: str) -> bool:
        """Whether the watches of `match_id` are woken by notifications now (else they
        poll)."""
        feed = self._feeds.get(match_id)
        return feed is not None and self._listening(feed)

    def _listening(self, feed: Feed) -> bool:
        return feed.subscribed if self._sharded else self._ready.is_set()

    def watch(self, match_id: str) -> Watch:
        """Registers a watch (use it as a context manager so it is removed)."""
        self._ensure_started()
        with self._lock:
            feed = self._feeds.get(match_id)
            if feed is None:
                feed = self._feeds[match_id] = Feed(match_id)
                if self._sharded:
                    feed.sub = _Sub(feed)
                    self._route(feed.sub)
            watch = Watch(self, feed)
            feed.watches.add(watch)
        if feed.sub is not None:
            # A first reader gives the subscription a moment, as to the listener below; any
            # reader that waits while it is not confirmed polls instead (Watch.wait).
            feed.sub.settled.wait(READY_WAIT_S)
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
                if feed.sub is not None:
                    self._drop(feed.sub)

    def _notify(self, match_id: str, last_seq: int, status: str,
                carried: str | None = None) -> None:
        """`carried`: the write's events as JSON, kept by the feed if they follow its end
        (parsed only for a watched match)."""
        with self._lock:
            feed = self._feeds.get(match_id)
            watches = list(feed.watches) if feed is not None else []
        if feed is None:
            return
        if carried is not None and last_seq > feed.top:  # this process's own commit: kept
            feed.offer(loads(carried))
        feed.announced = max(feed.announced, last_seq)  # before the wake: see Feed.read
        finished = status == "finished"
        feed.finished = feed.finished or finished
        for watch in watches:
            # `had` 0: its reader says nothing (a stream, a ticket's waiting GET: "0 matched")
            if not watch.had or watch.had < last_seq or finished:
                watch._event.set()

    def _announce(self, channel_name, note) -> None:
        """A commit notification as it came: its channel's name and its note."""
        self._notify(match_of(_text(channel_name)), *parse_note(note))

    def _resync(self) -> None:
        with self._lock:
            feeds = list(self._feeds.values())
        for feed in feeds:
            feed.resync()

    def _ensure_started(self) -> None:
        if self._pid == os.getpid() and self._thread is not None:
            return
        with self._lock:
            if self._pid != os.getpid():  # first use, or a forked child: start afresh
                self._feeds, self._thread, self._pid = {}, None, os.getpid()
                self._ready = threading.Event()
                self._shards, self._homeless, self._wake = {}, {}, threading.Event()
            if self._thread is not None:
                return
            self._stopping = False
            self._thread = threading.Thread(
                target=self._route_lost if self._sharded else self._listen,
                name="haras-notify", daemon=True)
            self._thread.start()
            for feed in self._feeds.values():  # watched across a stop(): subscribe again
                if feed.sub is not None:
                    self._route(feed.sub)
        if not self._sharded:
            # The first reader gives the listener a moment to subscribe. Any reader that
            # waits while it is not subscribed polls instead (Watch.wait): none misses a
            # commit.
            self._ready.wait(READY_WAIT_S)

    def close(self) -> None:
        self.closing = True
        self._resync()

    def stop(self) -> None:
        """Stops the listener (tests); a later watch() starts it again."""
        with self._lock:
            thread, self._stopping = self._thread, True
            shards = list(self._shards.values())
            self._wake.set()
        if thread is not None:
            thread.join(5)
        for shard in shards:
            if shard.thread.ident is not None:
                shard.thread.join(5)
        with self._lock:
            self._thread = None
            self._ready.clear()
            self._shards, self._homeless = {}, {}
            for feed in self._feeds.values():
                feed.subscribed = False
                if feed.sub is not None:
                    feed.sub.shard, feed.sub.seq = None, 0

    def _listen(self) -> None:
        backoff = 0.1
        while not self._stopping:
            pubsub = self.client.pubsub()
            try:
                pubsub.psubscribe(CHANNEL_PREFIX + "*")
                while not self._stopping:
                    message = _next_message(pubsub, timeout_s=1.0)
                    if message is not None:
                        self._handle(message)
                        backoff = 0.1
                    self._drain(pubsub)
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

    def _drain(self, pubsub) -> None:
        """Handles the replies read with the last message (the notifications of a batch of
        commits arrive together), a notification without redis-py's handling of a message
        (~3 µs rather than ~10, in every process, for every commit)."""
        reader = getattr(pubsub.connection._parser, "_reader", None)  # hiredis's
        while reader is not None and (reply := reader.gets()) is not NOT_ENOUGH_DATA:
            if isinstance(reply, Exception):
                raise reply
            if isinstance(reply, list) and len(reply) == 4 and reply[0] == b"pmessage":
                self._announce(reply[2], reply[3])
                continue
            message = pubsub.handle_message(reply)
            if message is not None:
                self._handle(message)

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        if kind == "psubscribe":
            self._ready.set()
            self._resync()  # anything committed while nobody listened is read again
        elif kind == "pmessage":
            self._announce(message["channel"], message["data"])

    # --- on a cluster: a subscription per watched match, on the primary of its slot --------
    def _route(self, sub: _Sub, fresh: bool = False) -> None:
        """Subscribes `sub` on the primary that serves its slot, as far as this process
        knows, or leaves it to the router (call it holding `_lock`). A primary this process
        holds no connection to is trusted only from slots read just now (`fresh`: by the
        router): slots read long ago may name a primary that died since, which nothing here
        noticed while no subscription was on it."""
        node = None
        if self._made and not self._stopping:
            with contextlib.suppress(Exception):  # a slot nobody serves (yet)
                node = self.client.nodes_manager.get_node_from_slot(sub.slot)
        if node is not None and sub.left is not None and sub.left[0] == node.name \
                and time.monotonic() < sub.left[1]:
            node = None  # slots read from a node that has not heard of the change yet
        if node is not None and not fresh and node.name not in self._shards:
            node = None  # the router reads the slots first
        if node is None:
            self._homeless[sub.match_id] = sub
            self._wake.set()
            return
        self._homeless.pop(sub.match_id, None)
        shard = self._shards.get(node.name)
        if shard is None:
            shard = self._shards[node.name] = _Shard(self, node)
            shard.thread.start()
        shard.subs[sub.match_id] = sub
        sub.shard = shard
        shard.subscribe(sub)

    def _drop(self, sub: _Sub) -> None:
        """The last watch of `sub`'s match went: SUNSUBSCRIBE (call it holding `_lock`)."""
        self._homeless.pop(sub.match_id, None)
        shard, sub.shard = sub.shard, None
        if shard is not None and shard.subs.get(sub.match_id) is sub:
            del shard.subs[sub.match_id]
            if not shard.subs:
                shard.idle_since = time.monotonic()
            shard.send("SUNSUBSCRIBE", sub.match_id)

    def _lose(self, sub: _Sub, left: bool = False) -> None:
        """`sub` no longer holds on its shard: its readers read now and then poll, until the
        router has it subscribed again (call it holding `_lock`). `left`: the shard's node
        said its slot is no longer its own."""
        shard, sub.shard, sub.seq = sub.shard, None, 0
        if left and shard is not None:
            sub.left = (shard.name, time.monotonic() + LEFT_TRUST_S)
        if shard is not None and shard.subs.get(sub.match_id) is sub:
            del shard.subs[sub.match_id]
            if not shard.subs:
                shard.idle_since = time.monotonic()
        sub.feed.subscribed = False
        sub.settled.set()
        sub.feed.resync()
        if self._feeds.get(sub.match_id) is sub.feed and not self._stopping:
            self._homeless[sub.match_id] = sub
            self._wake.set()

    def _on_reply(self, shard: _Shard, reply) -> None:
        """A message, or the reply to the oldest command still unanswered, read on `shard`'s
        connection. A reply that fits no command breaks the connection (the router
        subscribes its channels again)."""
        kind = _text(reply[0]).lower() if isinstance(reply, list) and reply else None
        if kind == "smessage":
            self._announce(reply[1], reply[2])
            return
        match_id = match_of(_text(reply[1])) if kind in ("ssubscribe", "sunsubscribe") \
            else None
        with self._lock:
            command, sent_for, seq = shard.sent[0] if shard.sent else (None, None, 0)
            if kind == "sunsubscribe" and (command, sent_for) != ("SUNSUBSCRIBE", match_id):
                # Unasked: the slot left this node (a resharding, a failover that demoted it).
                sub = shard.subs.get(match_id)
                if sub is not None:
                    log.info("events of %s: channel left %s; resubscribing", match_id,
                             shard.name)
                    self._lose(sub, left=True)
                return
            if isinstance(reply, redis.exceptions.AskError) and (
                    sent_for is None or _slot(sent_for) != reply.slot_id):
                # The MOVED of a SUNSUBSCRIBE sent as its slot left: the node's own
                # `sunsubscribe` of that channel was taken for its answer already.
                return
            if not _answers(command, kind, reply) or match_id not in (None, sent_for):
                raise redis.ConnectionError(f"{shard.name} answered {reply!r} to {command}")
            shard.sent.popleft()
            sub = shard.subs.get(sent_for) if command == "SSUBSCRIBE" else None
            if sub is None or sub.seq != seq:
                return  # an answer to a subscription sent again since, or dropped
            if isinstance(reply, Exception):  # MOVED: the slot is elsewhere now
                log.info("events of %s: %s answered %s; resubscribing", sent_for, shard.name,
                         reply)
                self._lose(sub, left=isinstance(reply, redis.exceptions.AskError))
                return
            log.debug("events of %s: subscribed on %s", sent_for, shard.name)
            sub.left = None
            sub.feed.subscribed = True
            sub.settled.set()
            self._delay = 0.0  # the cluster answers: the next loss is retried at once
            sub.feed.resync()  # anything committed before the subscription is read now

    def _shard_ended(self, shard: _Shard, error: Exception | None) -> None:
        """`shard`'s thread ends: its subscriptions, if any, go to the router."""
        with self._lock:
            lost = shard.connection is not None
            shard.connection = None
            if self._shards.get(shard.name) is shard:
                del self._shards[shard.name]
            subs = list(shard.subs.values())
            for sub in subs:
                self._lose(sub)
        if error is None or not subs:
            return
        if isinstance(error, (redis.RedisError, OSError)):
            now = time.monotonic()
            if lost or now - self._warned_at >= WARN_EVERY_S:
                self._warned_at = now
                log.warning("event listener lost %s: %s; resubscribing %d matches", shard.name,
                            error, len(subs))
        else:
            log.error("event listener of %s failed; resubscribing", shard.name,
                      exc_info=error)

    def _pubsub_connection(self, node):
        """A connection of its own to `node` (never one of the cluster client's pools),
        with the client's options (address, credentials, TLS, name): RESP2, no retries and
        no health checks of redis-py's (the reader PINGs)."""
        pool = self.client.get_redis_connection(node).connection_pool
        options = {k: v for k, v in pool.connection_kwargs.items() if k not in _NODE_POOL_ONLY}
        options.update(health_check_interval=0, protocol=2, retry=Retry(NoBackoff(), 0))
        return pool.connection_class(**options)

    def _route_lost(self) -> None:
        """The router (cluster): subscribes the lost subscriptions again, on whoever serves
        their slot after a refresh of the slots, pausing more between tries while they fail
        (a failover: the dead primary's slots are its own until a replica takes over)."""
        while True:
            self._wake.wait(5.0)
            with self._lock:
                if self._stopping:
                    return
                self._wake.clear()
                if not self._homeless:
                    continue
                delay, self._delay = self._delay, min(max(self._delay * 2, 0.1),
                                                      RESUBSCRIBE_MAX_S)
            if delay:
                time.sleep(delay)
            self._refresh()
            with self._lock:
                if self._stopping:
                    return
                for sub in list(self._homeless.values()):
                    self._route(sub, fresh=True)
                for sub in self._homeless.values():
                    sub.settled.set()  # its first reader waits no longer: it polls
                if self._homeless:
                    self._wake.set()  # again, after the next pause

    def _refresh(self) -> None:
        """Reads the cluster's slots again (the first time: makes the cluster client, which
        reads them, here rather than under the lock)."""
        try:
            if self._made:
                self.client.nodes_manager.initialize()
            else:
                client = self.client if self.client is not None else self._cluster()
                client.nodes_manager  # noqa: B018 - a lazy client is made as it is used
                self.client, self._made = client, True
        except Exception as error:  # no node answered: the next try asks again
            now = time.monotonic()
            if now - self._warned_at >= WARN_EVERY_S:
                self._warned_at = now
                log.warning("event listener cannot read the cluster's slots: %s", error)
