"""On a single Redis node: one pub/sub listener per process wakes every waiting reader.

Each web process runs one listener thread (a greenlet under gevent) holding one pub/sub
connection (`PSUBSCRIBE haras:events:*`); it hands every commit notification to the
notifier, which wakes the in-process watches of that match. Open streams and long-polls hold
no Redis connection while they wait: a process uses its store pool plus this one, however
many clients it serves.

Pub/sub delivers at most once (nothing is replayed across a reconnect), so the listener makes
every reader read Redis again when it (re)subscribes, and while it is not subscribed
(`ready` clear) the readers poll.
"""

import logging
import threading
import time

import redis
from redis._parsers.hiredis import NOT_ENOUGH_DATA

from service.state.notify.channels import CHANNEL_PREFIX
from service.state.notify.feeds import Fanout

log = logging.getLogger("haras.notify")


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


class PatternListener:
    """The pattern subscription of every match's channel on one Redis node, and its reader
    (`run`, the notifier's thread)."""

    def __init__(self, fanout: Fanout, client: redis.Redis):
        self.fanout, self.client = fanout, client
        self.ready = threading.Event()  # subscribed: notifications can be trusted

    def forget(self) -> None:
        """A forked child starts afresh: its parent's subscription is not its own."""
        self.ready = threading.Event()

    def run(self) -> None:
        backoff = 0.1
        while not self.fanout.stopping:
            pubsub = self.client.pubsub()
            try:
                pubsub.psubscribe(CHANNEL_PREFIX + "*")
                while not self.fanout.stopping:
                    message = _next_message(pubsub, timeout_s=1.0)
                    if message is not None:
                        self._handle(message)
                        backoff = 0.1
                    self._drain(pubsub)
            except Exception as error:  # Redis down, or a bug: never let the listener die
                if isinstance(error, redis.RedisError):
                    if self.ready.is_set():
                        log.warning("event listener lost Redis: %s; reconnecting", error)
                else:
                    log.exception("event listener failed; restarting it")
                self.ready.clear()
                self.fanout.resync()  # readers read Redis, then poll until resubscribed
                time.sleep(backoff)
                backoff = min(backoff * 2, 5.0)
            finally:
                try:
                    pubsub.close()
                except Exception:  # pragma: no cover - closing a dead connection
                    pass
        self.ready.clear()

    def _drain(self, pubsub) -> None:
        """Handles the replies read with the last message (the notifications of a batch of
        commits arrive together), a notification without redis-py's handling of a message
        (~3 µs rather than ~10, in every process, for every commit)."""
        reader = getattr(pubsub.connection._parser, "_reader", None)  # hiredis's
        while reader is not None and (reply := reader.gets()) is not NOT_ENOUGH_DATA:
            if isinstance(reply, Exception):
                raise reply
            if isinstance(reply, list) and len(reply) == 4 and reply[0] == b"pmessage":
                self.fanout.announce(reply[2], reply[3])
                continue
            message = pubsub.handle_message(reply)
            if message is not None:
                self._handle(message)

    def _handle(self, message: dict) -> None:
        kind = message["type"]
        if kind == "psubscribe":
            self.ready.set()
            self.fanout.resync()  # anything committed while nobody listened is read again
        elif kind == "pmessage":
            self.fanout.announce(message["channel"], message["data"])
