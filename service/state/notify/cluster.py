"""On a Redis Cluster (REDIS_CLUSTER=true): a subscription per watched match, on the primary
that serves its slot.

The commit script SPUBLISHes there: a shard channel reaches only the subscribers of the node
that serves its slot (the match's), so the cluster does not carry every notification to
every node, and there is no pattern subscription for shard channels. The notifier then
SSUBSCRIBEs the channel of each match it watches, when its first watch is made, on the
primary that serves the channel's slot, and SUNSUBSCRIBEs when the last one goes: a process
holds one pub/sub connection per primary that serves a watched match (a `Shard`, each read by
a thread, a greenlet under gevent, of its own), and a subscription only for the matches its
readers wait on. Whether notifications can be trusted is then known per match (a feed is
`subscribed` once its SSUBSCRIBE is confirmed), not per process.

The slots move: a failover kills a primary's connection, a resharding makes the node drop the
shard channels of the slot it gave away (an unsolicited `sunsubscribe`; SSUBSCRIBE to a node
that does not serve the slot answers MOVED). Either way the lost subscriptions are sent
again, by one router thread, to whoever serves the slot after a refresh of the cluster's
slots (quickly at first, then backing off to RESUBSCRIBE_MAX_S while the cluster elects a new
primary). A match's readers are woken, to read, both when its subscription is lost and when
it is confirmed again, so no commit in between goes unread.
"""

import contextlib
import logging
import threading
import time
from collections.abc import Callable

import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from service.state.notify.channels import match_of, slot, text
from service.state.notify.feeds import Fanout, Feed
from service.state.notify.shard import Shard

log = logging.getLogger("haras.notify")
WARN_EVERY_S = 10.0  # while Redis fails, one warning per process this often
# The longest pause between two tries to resubscribe lost channels (each try reads the
# cluster's slots again).
RESUBSCRIBE_MAX_S = 0.5
# A node that said a channel's slot is no longer its own (an unasked `sunsubscribe`, MOVED) is
# believed this long over slots read meanwhile that still name it: those may come from a
# node that has not heard of the change yet, and a demoted primary would accept the
# SSUBSCRIBE as a replica, whose shard's messages may not reach it yet.
LEFT_TRUST_S = 10.0
# Options of a cluster node's pool that its own connections (redis-py's) need, not ours.
_NODE_POOL_ONLY = ("redis_connect_func", "maint_notifications_config", "himport_registry",
                   "oss_cluster_maint_notifications_handler", "orig_host_address",
                   "orig_socket_timeout", "orig_socket_connect_timeout", "cache")


def _answers(command: str | None, kind: str | None, reply) -> bool:
    """Whether `reply` (of type `kind`, if a pub/sub message) can answer `command`."""
    if command is None:
        return False
    if isinstance(reply, Exception) or kind == command.lower():
        return True
    return command == "PING" and (kind == "pong" or text(reply).upper() == "PONG")


class Subscription:
    """The SSUBSCRIBE of one watched match's channel, on the shard (primary) that serves its
    slot (`shard`; None while it has none: lost, or not routed yet)."""

    def __init__(self, feed: Feed):
        self.feed, self.match_id = feed, feed.match_id
        self.slot = slot(feed.match_id)
        self.shard: Shard | None = None
        self.seq = 0  # the SSUBSCRIBE whose confirmation it waits for on `shard` (0: unsent)
        self.settled = threading.Event()  # confirmed, or failed, at least once
        self.left: tuple[str, float] | None = None  # (node, until): see LEFT_TRUST_S


class ClusterSubscriptions:
    """The subscriptions of a notifier's watched matches, routed to the shards of the
    primaries that serve their slots, and the router (`run`, the notifier's thread) that
    subscribes again those that lost their shard."""

    def __init__(self, fanout: Fanout, client: "redis.RedisCluster | None",
                 cluster: "Callable[[], redis.RedisCluster] | None"):
        """`client`: the RedisCluster, or `cluster`: what makes it, called when the router
        first reads the slots (making one connects)."""
        self.fanout, self.lock = fanout, fanout.lock
        self.client = client
        self._cluster = cluster
        self.made = False  # the client has read the slots once (_refresh)
        # A shard per primary with subscriptions (by node name), the subscriptions that have
        # none and wait for the router, what wakes it, and its pause before the next try (0
        # after a subscription is confirmed: the cluster is well).
        self._shards: dict[str, Shard] = {}
        self._homeless: dict[str, Subscription] = {}
        self._wake = threading.Event()
        self._delay = 0.0
        self._warned_at = -float("inf")

    @property
    def stopping(self) -> bool:
        return self.fanout.stopping

    def forget(self) -> None:
        """A forked child starts afresh: none of its parent's shards is its own."""
        self._shards, self._homeless, self._wake = {}, {}, threading.Event()

    def halt(self) -> list[threading.Thread]:
        """The notifier stops: wakes the router to end; the threads of the shards, which
        end too (call it holding `lock`)."""
        shards = list(self._shards.values())
        self._wake.set()
        return [shard.thread for shard in shards]

    def halted(self, feeds) -> None:
        """The notifier stopped: no subscription holds (call it holding `lock`)."""
        self._shards, self._homeless = {}, {}
        for feed in feeds:
            feed.subscribed = False
            if feed.sub is not None:
                feed.sub.shard, feed.sub.seq = None, 0

    def route(self, sub: Subscription, fresh: bool = False) -> None:
        """Subscribes `sub` on the primary that serves its slot, as far as this process
        knows, or leaves it to the router (call it holding `lock`). A primary this process
        holds no connection to is trusted only from slots read just now (`fresh`: by the
        router): slots read long ago may name a primary that died since, which nothing here
        noticed while no subscription was on it."""
        node = None
        if self.made and not self.stopping:
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
            shard = self._shards[node.name] = Shard(self, node)
            shard.thread.start()
        shard.subs[sub.match_id] = sub
        sub.shard = shard
        shard.subscribe(sub)

    def drop(self, sub: Subscription) -> None:
        """The last watch of `sub`'s match went: SUNSUBSCRIBE (call it holding `lock`)."""
        self._homeless.pop(sub.match_id, None)
        shard, sub.shard = sub.shard, None
        if shard is not None and shard.subs.get(sub.match_id) is sub:
            del shard.subs[sub.match_id]
            if not shard.subs:
                shard.idle_since = time.monotonic()
            shard.send("SUNSUBSCRIBE", sub.match_id)

    def _lose(self, sub: Subscription, left: bool = False) -> None:
        """`sub` no longer holds on its shard: its readers read now and then poll, until the
        router has it subscribed again (call it holding `lock`). `left`: the shard's node
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
        if self.fanout.watched(sub.feed) and not self.stopping:
            self._homeless[sub.match_id] = sub
            self._wake.set()

    def on_reply(self, shard: Shard, reply) -> None:
        """A message, or the reply to the oldest command still unanswered, read on `shard`'s
        connection. A reply that fits no command breaks the connection (the router
        subscribes its channels again)."""
        kind = text(reply[0]).lower() if isinstance(reply, list) and reply else None
        if kind == "smessage":
            self.fanout.announce(reply[1], reply[2])
            return
        match_id = match_of(text(reply[1])) if kind in ("ssubscribe", "sunsubscribe") \
            else None
        with self.lock:
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
                    sent_for is None or slot(sent_for) != reply.slot_id):
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

    def retire(self, shard: Shard) -> None:
        """`shard` held no subscription for SHARD_IDLE_S and ends (call it holding `lock`)."""
        if self._shards.get(shard.name) is shard:
            del self._shards[shard.name]

    def shard_ended(self, shard: Shard, error: Exception | None) -> None:
        """`shard`'s thread ends: its subscriptions, if any, go to the router."""
        with self.lock:
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

    def connection_to(self, node):
        """A connection of its own to `node` (never one of the cluster client's pools),
        with the client's options (address, credentials, TLS, name): RESP2, no retries and
        no health checks of redis-py's (the reader PINGs)."""
        pool = self.client.get_redis_connection(node).connection_pool
        options = {k: v for k, v in pool.connection_kwargs.items() if k not in _NODE_POOL_ONLY}
        options.update(health_check_interval=0, protocol=2, retry=Retry(NoBackoff(), 0))
        return pool.connection_class(**options)

    def run(self) -> None:
        """The router: subscribes the lost subscriptions again, on whoever serves their slot
        after a refresh of the slots, pausing more between tries while they fail (a
        failover: the dead primary's slots are its own until a replica takes over)."""
        while True:
            self._wake.wait(5.0)
            with self.lock:
                if self.stopping:
                    return
                self._wake.clear()
                if not self._homeless:
                    continue
                delay, self._delay = self._delay, min(max(self._delay * 2, 0.1),
                                                      RESUBSCRIBE_MAX_S)
            if delay:
                time.sleep(delay)
            self._refresh()
            with self.lock:
                if self.stopping:
                    return
                for sub in list(self._homeless.values()):
                    self.route(sub, fresh=True)
                for sub in self._homeless.values():
                    sub.settled.set()  # its first reader waits no longer: it polls
                if self._homeless:
                    self._wake.set()  # again, after the next pause

    def _refresh(self) -> None:
        """Reads the cluster's slots again (the first time: makes the cluster client, which
        reads them, here rather than under the lock)."""
        try:
            if self.made:
                self.client.nodes_manager.initialize()
            else:
                client = self.client if self.client is not None else self._cluster()
                client.nodes_manager  # noqa: B018 - a lazy client is made as it is used
                self.client, self.made = client, True
        except Exception as error:  # no node answered: the next try asks again
            now = time.monotonic()
            if now - self._warned_at >= WARN_EVERY_S:
                self._warned_at = now
                log.warning("event listener cannot read the cluster's slots: %s", error)
