"""On a Redis Cluster: the pub/sub connection to one primary (`Shard`), which holds the
SSUBSCRIBEs of the watched matches whose slot that primary serves, and is read by a thread
(a greenlet under gevent) of its own. What to subscribe where, and what a reply means, is
the router's (`service/state/notify/cluster.py`): a shard sends, reads, and hands each reply
to it.
"""

import collections
import contextlib
import socket
import threading
import time
from typing import TYPE_CHECKING, Protocol

import redis

from service.state.notify.channels import channel

if TYPE_CHECKING:
    from service.state.notify.cluster import Subscription

# A primary's pub/sub connection outlives its last subscription this long (a match watched
# again soon needs no new connection); a silent one is PINGed this often, and given up when
# the PONG takes longer than PONG_WAIT_S.
SHARD_IDLE_S = 30.0
PING_EVERY_S = 15.0
PONG_WAIT_S = 10.0


class Router(Protocol):
    """What a shard asks of the router that made it."""

    lock: threading.Lock  # the notifier's: held to send, and to change the subscriptions

    @property
    def stopping(self) -> bool:
        """The notifier stops: the shard ends."""

    def connection_to(self, node):
        """A new, unconnected pub/sub connection to `node`."""

    def on_reply(self, shard: "Shard", reply) -> None:
        """A message, or the reply to the oldest command in `shard.sent`."""

    def retire(self, shard: "Shard") -> None:
        """`shard` is idle and ends: the router forgets it (call it holding `lock`)."""

    def shard_ended(self, shard: "Shard", error: Exception | None) -> None:
        """`shard`'s thread ends (`error`: why, if it failed)."""


class Shard:
    """On a cluster: the pub/sub connection to one primary, holding the SSUBSCRIBEs of the
    watched matches whose slot that primary serves, and the thread (a greenlet under gevent)
    that reads it. It ends when the connection fails (its subscriptions go to the router),
    when the notifier stops, or SHARD_IDLE_S after it held its last subscription.

    Commands go out from any thread, under the notifier's lock, straight on the socket (never
    through redis-py's send, which could reconnect from that thread); `sent` pairs each
    reply with its command, replies coming in order. Sharded pub/sub in RESP2: every command
    gets one reply per channel (SSUBSCRIBE: `ssubscribe` or an error such as MOVED), and the
    node may send `sunsubscribe` unasked when the channel's slot leaves it."""

    def __init__(self, router: Router, node):
        self.router, self.node, self.name = router, node, node.name
        self.subs: dict[str, Subscription] = {}  # match id -> its subscription, routed here
        self.connection = None  # set once connected and the subscriptions of `subs` sent
        self.sent: collections.deque[tuple[str, str | None, int]] = collections.deque()
        self.seq = 0
        self.idle_since = time.monotonic()
        self.retired = False  # left the router's shards: ends, its connection closed
        self.thread = threading.Thread(target=self._run, name=f"haras-notify-{node.name}",
                                       daemon=True)

    def send(self, command: str, match_id: str | None = None) -> int:
        """Sends `command` (of `match_id`'s channel) if connected: its seq, else 0 (the
        subscriptions are sent on connection). Call it holding the router's lock."""
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

    def subscribe(self, sub: "Subscription") -> None:
        sub.seq = self.send("SSUBSCRIBE", sub.match_id)

    def _run(self) -> None:
        router, error, connection = self.router, None, None
        try:
            connection = router.connection_to(self.node)
            connection.connect()
            with router.lock:
                if self.retired or router.stopping:
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
            router.shard_ended(self, error)

    def _read(self, connection) -> None:
        router = self.router
        heard, pinged = time.monotonic(), None
        while not router.stopping:
            if connection.can_read(timeout=1.0):
                try:
                    reply = connection.read_response()
                except redis.ResponseError as error:  # an error reply: MOVED, say
                    reply = error
                heard, pinged = time.monotonic(), None
                router.on_reply(self, reply)
                continue
            now = time.monotonic()
            with router.lock:
                if not self.subs and now - self.idle_since >= SHARD_IDLE_S:
                    self.retired = True
                    router.retire(self)
                    return
                if pinged is None and now - heard >= PING_EVERY_S:
                    self.send("PING")
                    pinged = now
            if pinged is not None and now - pinged >= PONG_WAIT_S:
                raise redis.TimeoutError(f"no PONG from {self.name} in {PONG_WAIT_S} s")
