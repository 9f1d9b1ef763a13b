"""The in-process fan-out: one `Feed` per watched match, one `Watch` per waiting reader.

The watches of one match share a `Feed`: the recent events of the match, handed to every
woken reader of the process. The events a notification carries extend it when they follow its
end (so do those the process commits itself: `Notifier.offer`); otherwise, once per
notification, a short XRANGE (through the store's ordinary pool) reads what it lacks. A move
watched by 500 streams costs a process at most one XRANGE, not 500, and never more
connections than its pool.

A notification is only a hint (pub/sub delivers at most once): a reader reads after every
wake-up, and reads Redis itself (not the feed) when it woke without one. A reader whose match
is not subscribed polls Redis every DEGRADED_POLL_S instead of trusting notifications. Events
have consecutive seqs (1, 2, ...), which is what lets the feed know it is complete.
"""

import threading
import time
from typing import TYPE_CHECKING, Protocol

from service.state.fastjson import loads

if TYPE_CHECKING:
    from service.state.notify.cluster import Subscription

DEGRADED_POLL_S = 1.0  # while a match is not subscribed, its readers poll this often
FEED_EVENTS = 512  # recent events a feed keeps
STATUS_REUSE_S = 1.0  # a status read from Redis serves the match's other readers this long


class Fanout(Protocol):
    """What the subscriptions (service/state/notify/listener.py, cluster.py) ask of the
    notifier whose feeds they serve."""

    lock: threading.Lock  # guards the feeds, and the subscriptions of a cluster

    @property
    def stopping(self) -> bool:
        """The notifier stops: the subscriptions end."""

    def announce(self, channel_name, note) -> None:
        """A commit notification as it came: its channel's name and its note."""

    def resync(self) -> None:
        """Notifications may have been lost: every reader of the process reads Redis."""

    def watched(self, feed: "Feed") -> bool:
        """Whether `feed` is still its match's (it has watches; call it holding `lock`)."""


class Watcher(Protocol):
    """What a watch asks of the notifier that made it."""

    def listening(self, feed: "Feed") -> bool:
        """Whether notifications of `feed`'s match can be trusted now (else its readers
        poll)."""

    def unwatch(self, watch: "Watch") -> None:
        """`watch`'s reader is done."""


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
        self.sub: Subscription | None = None  # on a cluster: the SSUBSCRIBE of its channel
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

    def notify(self, watches: "list[Watch]", last_seq: int, status: str,
                 carried: str | None) -> None:
        """A commit notification of the match: wakes `watches` (its watches as they were
        when it came). `carried`: the write's events as JSON, kept if they follow the
        feed's end (parsed only for a watched match)."""
        if carried is not None and last_seq > self.top:  # this process's own commit: kept
            self.offer(loads(carried))
        self.announced = max(self.announced, last_seq)  # before the wake: see Feed.read
        finished = status == "finished"
        self.finished = self.finished or finished
        for watch in watches:
            # `had` 0: its reader says nothing (a stream, a ticket's waiting GET: "0 matched")
            if not watch.had or watch.had < last_seq or finished:
                watch._event.set()

    def resync(self) -> None:
        """Notifications may have been lost: every reader reads Redis itself once more."""
        self.stale = True
        for watch in list(self.watches):
            watch.resync = True
            watch._event.set()


class Watch:
    """One reader's interest in one match. `clear()`, read, then `wait()`: a commit that
    lands after `clear()` makes the next `wait()` return at once, so none is missed."""

    def __init__(self, notifier: Watcher, feed: Feed):
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
        if not self.notifier.listening(self.feed):  # degraded: poll, not trust notifications
            timeout_s = min(timeout_s, DEGRADED_POLL_S)
        return self._event.wait(max(timeout_s, 0))

    def read(self, store, after: int, fresh: bool = False) -> list[dict]:
        """Events with seq > `after`. `fresh`: ask Redis even if no notification came."""
        return self.feed.read(store, after, fresh or not self.notifier.listening(self.feed))

    def __enter__(self) -> "Watch":
        return self

    def __exit__(self, *_exc) -> None:
        self.notifier.unwatch(self)
