"""The per-process notifier: the feeds of the watched matches, the subscriptions that wake
them, and the long-polls that wait on them.

One thread (a greenlet under gevent) per process keeps the subscriptions: on a single node
the pattern listener (service/state/notify/listener.py), on a Redis Cluster the router of the
per-match subscriptions (service/state/notify/cluster.py). A notification wakes the watches
of its match (service/state/notify/feeds.py).

Pub/sub delivers at most once, so a notification is only a hint, and the notifier wakes every
reader when it (re)subscribes. A reader whose match is not subscribed (the listener
reconnecting, a cluster's slot changing hands) polls Redis every DEGRADED_POLL_S instead of
trusting notifications; it is woken, to read, both when its subscription is lost and when it
is confirmed again, so no commit in between goes unread.

The web layer installs `Notifier.admission` (service/live/stream.py): the long-polls below
take their slot (service/state/slots.py) through it, while they wait and only then.
"""

import contextlib
import os
import threading
import time
import weakref
from collections.abc import Callable

import redis

from service.state import connect
from service.state.notify.channels import match_of, parse_note, text
from service.state.notify.cluster import ClusterSubscriptions, Subscription
from service.state.notify.feeds import Feed, Watch
from service.state.notify.listener import PatternListener
from service.state.slots import Slots

READY_WAIT_S = 2.0  # how long a first reader waits for the listener's subscription

_NOTIFIERS: "weakref.WeakSet[Notifier]" = weakref.WeakSet()


def close_all() -> None:
    """The server is stopping: wake every reader of this process and tell it to finish now
    (streams end, and EventSource clients resume on another worker with Last-Event-ID)."""
    for notifier in list(_NOTIFIERS):
        notifier.close()


class Notifier:
    """The per-process listener, the feeds of the watched matches, and the process's slots
    for waiting readers."""

    def __init__(self, client: "redis.Redis | redis.RedisCluster | None" = None,
                 cluster: "Callable[[], redis.RedisCluster] | None" = None):
        """`client`: a Redis (one pub/sub connection, PSUBSCRIBE) or a RedisCluster (SSUBSCRIBE
        per watched match); or `cluster`: what makes that RedisCluster, called when a reader
        first waits (making one connects)."""
        self._sharded = cluster is not None or connect.is_cluster(client)
        self.lock = threading.Lock()
        self._feeds: dict[str, Feed] = {}
        # The subscriptions: of a cluster (`_cluster`), or a single node's (`_listener`).
        self._cluster = ClusterSubscriptions(self, client, cluster) if self._sharded else None
        self._listener = None if self._sharded else PatternListener(self, client)
        self._subscriptions = self._cluster or self._listener  # what the thread runs
        self._thread: threading.Thread | None = None  # the listener, or the cluster's router
        self._pid: int | None = None
        self.stopping = False  # stop() was called: the thread and the shards end
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
            return self._listener.ready.is_set()
        with self.lock:
            return self._thread is not None and not self.stopping and self._cluster.made and \
                all(feed.subscribed for feed in self._feeds.values())

    def subscribed(self, match_id: str) -> bool:
        """Whether the watches of `match_id` are woken by notifications now (else they
        poll)."""
        feed = self._feeds.get(match_id)
        return feed is not None and self.listening(feed)

    def listening(self, feed: Feed) -> bool:
        return feed.subscribed if self._sharded else self._listener.ready.is_set()

    def watch(self, match_id: str) -> Watch:
        """Registers a watch (use it as a context manager so it is removed)."""
        self._ensure_started()
        with self.lock:
            feed = self._feeds.get(match_id)
            if feed is None:
                feed = self._feeds[match_id] = Feed(match_id)
                if self._sharded:
                    feed.sub = Subscription(feed)
                    self._cluster.route(feed.sub)
            watch = Watch(self, feed)
            feed.watches.add(watch)
        if feed.sub is not None:
            # A first reader gives the subscription a moment, as to the listener below; any
            # reader that waits while it is not confirmed polls instead (Watch.wait).
            feed.sub.settled.wait(READY_WAIT_S)
        return watch

    def watching(self) -> int:
        with self.lock:
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

    def unwatch(self, watch: Watch) -> None:
        with self.lock:
            feed = watch.feed
            feed.watches.discard(watch)
            if not feed.watches and self._feeds.get(feed.match_id) is feed:
                del self._feeds[feed.match_id]
                if feed.sub is not None:
                    self._cluster.drop(feed.sub)

    def watched(self, feed: Feed) -> bool:
        return self._feeds.get(feed.match_id) is feed

    def _notify(self, match_id: str, last_seq: int, status: str,
                carried: str | None = None) -> None:
        """`carried`: the write's events as JSON (see `Feed.notify`)."""
        with self.lock:
            feed = self._feeds.get(match_id)
            watches = list(feed.watches) if feed is not None else []
        if feed is None:
            return
        feed.notify(watches, last_seq, status, carried)

    def announce(self, channel_name, note) -> None:
        """A commit notification as it came: its channel's name and its note."""
        self._notify(match_of(text(channel_name)), *parse_note(note))

    def resync(self) -> None:
        with self.lock:
            feeds = list(self._feeds.values())
        for feed in feeds:
            feed.resync()

    def _ensure_started(self) -> None:
        if self._pid == os.getpid() and self._thread is not None:
            return
        with self.lock:
            if self._pid != os.getpid():  # first use, or a forked child: start afresh
                self._feeds, self._thread, self._pid = {}, None, os.getpid()
                self._subscriptions.forget()
            if self._thread is not None:
                return
            self.stopping = False
            self._thread = threading.Thread(target=self._subscriptions.run,
                                            name="haras-notify", daemon=True)
            self._thread.start()
            for feed in self._feeds.values():  # watched across a stop(): subscribe again
                if feed.sub is not None:
                    self._cluster.route(feed.sub)
        if not self._sharded:
            # The first reader gives the listener a moment to subscribe. Any reader that
            # waits while it is not subscribed polls instead (Watch.wait): none misses a
            # commit.
            self._listener.ready.wait(READY_WAIT_S)

    def close(self) -> None:
        self.closing = True
        self.resync()

    def stop(self) -> None:
        """Stops the listener (tests); a later watch() starts it again."""
        with self.lock:
            thread, self.stopping = self._thread, True
            shard_threads = self._cluster.halt() if self._sharded else []
        if thread is not None:
            thread.join(5)
        for shard_thread in shard_threads:
            if shard_thread.ident is not None:
                shard_thread.join(5)
        with self.lock:
            self._thread = None
            if self._sharded:
                self._cluster.halted(self._feeds.values())
            else:
                self._listener.ready.clear()
