"""The notifier on a real Redis Cluster (sharded pub/sub, service/state/notify/cluster.py): a
commit's SPUBLISH wakes the watches of its match whichever primary serves it; the notifier holds
an SSUBSCRIBE per watched match only, on the primary of its slot, and a connection per primary
only while it holds subscriptions there; it follows the slot when a failover (a killed primary,
or a graceful CLUSTER FAILOVER) or a resharding gives it to another primary, and gives up a
connection whose node stops answering. Run with `pytest --redis-cluster` (`make test` does);
skipped otherwise."""

import contextlib
import secrets
import threading
import uuid

import pytest
import redis

from service.state.notify import Notifier, channel, shard
from service.state.store import Store, match_key

from support.processes import wait_for

pytestmark = pytest.mark.cluster

SLOW_S = 60  # a failover, a refresh of the slots: seconds at most, whatever the machine


@pytest.fixture()
def notifier(cluster):
    """A cluster notifier whose pub/sub connections carry a name of their own."""
    name = f"haras-test-ssub-{uuid.uuid4().hex[:8]}"
    notifier = Notifier.from_url(f"{cluster.url}?client_name={name}", cluster=True)
    notifier.name = name
    yield notifier
    notifier.stop()


@pytest.fixture()
def store(cluster):
    return Store.from_url(cluster.url, 100, 1000, cluster=True)


class Match:
    """A minimal match whose commits add one event each (seq = version)."""

    def __init__(self, store: Store, match_id: str):
        self.store, self.id, self.version = store, match_id, 0

    def commit(self) -> int:
        """One more event, once the store accepts it (while a failover is under way, its
        client may need a few tries and a refresh of the slots); its seq."""
        version = self.version + 1
        record = {"id": self.id, "game": "petits-chevaux", "version": version,
                  "event_count": version, "status": "active"}

        def attempt() -> bool:
            try:
                self.store.commit(record, self.version or None, [{"seq": version}])
            except (redis.RedisError, redis.exceptions.RedisClusterException):
                return False
            return True

        wait_for(attempt, timeout_s=SLOW_S, interval_s=0.2)
        self.version = version
        return version


def _primaries(cluster) -> list[int]:
    return sorted(port for port in cluster.live_ports()
                  if cluster.node(port).execute_command("ROLE")[0] == "master")


def _match_on(cluster, store: Store, port: int) -> Match:
    """A new match whose slot `port` serves, with its first event."""
    for _ in range(1000):
        match_id = secrets.token_urlsafe(16)
        if cluster.primary_of(match_key(match_id)) == port:
            match = Match(store, match_id)
            match.commit()
            return match
    raise AssertionError(f"no match id for {port}")


def _shard_channels(cluster, port: int, match: Match) -> list[str]:
    """The match's channel, if `port` has a subscriber to it."""
    return cluster.node(port).execute_command("PUBSUB", "SHARDCHANNELS", channel(match.id))


def _ssubs(cluster, port: int, notifier: Notifier) -> int:
    """The shard channels the notifier's connections to `port` subscribe."""
    return sum(int(client["ssub"]) for client in cluster.node(port).client_list()
               if client["name"] == notifier.name)


def _notified(watch, store: Store, seq: int) -> None:
    """The notification of `seq` reached `watch` (`announced` comes from notifications
    only) and woke it, and the events read then are exactly that commit's."""
    wait_for(lambda: watch.feed.announced >= seq, timeout_s=SLOW_S)
    assert watch.wait(0)
    assert [e["seq"] for e in watch.read(store, seq - 1)] == [seq]


@contextlib.contextmanager
def _watching(notifier: Notifier, *matches: Match):
    """A watch of each match, once the notifier holds their subscriptions."""
    with contextlib.ExitStack() as stack:
        watches = [stack.enter_context(notifier.watch(match.id)) for match in matches]
        wait_for(lambda: all(notifier.subscribed(match.id) for match in matches),
                 timeout_s=SLOW_S)
        yield watches


def test_a_commit_wakes_the_watches_of_its_match_on_every_shard(cluster, notifier, store):
    primaries = _primaries(cluster)
    assert len(primaries) == 3
    matches = [_match_on(cluster, store, port) for port in primaries]
    with _watching(notifier, *matches) as watches:
        assert notifier.ready
        for watch, match in zip(watches, matches, strict=True):
            watch.clear()
            _notified(watch, store, match.commit())
        # a second reader of a match shares its feed and its subscription
        with notifier.watch(matches[0].id) as second:
            second.clear()
            seq = matches[0].commit()
            _notified(watches[0], store, seq)
            _notified(second, store, seq)
        # a long-poll of a subscribed match (its wait polls at no interval) gets the commit
        match = matches[1]
        later = threading.Timer(0.3, match.commit)
        later.start()
        events = notifier.read_events(store, match.id, match.version, wait_s=SLOW_S)
        later.join()
        assert [e["seq"] for e in events] == [match.version]


def test_subscriptions_are_held_for_watched_matches_only(cluster, notifier, store):
    primaries = _primaries(cluster)
    matches = [_match_on(cluster, store, port) for port in primaries]
    unwatched = _match_on(cluster, store, primaries[0])
    with _watching(notifier, *matches):
        with notifier.watch(matches[0].id):  # two watches, one subscription
            for port, match in zip(primaries, matches, strict=True):
                assert _shard_channels(cluster, port, match) == [channel(match.id)]
                assert _ssubs(cluster, port, notifier) == 1
                for other in primaries:
                    if other != port:
                        assert _shard_channels(cluster, other, match) == []
            assert _shard_channels(cluster, primaries[0], unwatched) == []
        assert _ssubs(cluster, primaries[0], notifier) == 1  # one watch of it left
    wait_for(lambda: all(_ssubs(cluster, port, notifier) == 0 for port in primaries))
    for port, match in zip(primaries, matches, strict=True):
        assert _shard_channels(cluster, port, match) == []
    assert notifier.watching() == 0


def test_a_failover_moves_the_subscription_to_the_promoted_replica(cluster, notifier, store):
    port = _primaries(cluster)[0]
    match = _match_on(cluster, store, port)
    others = [_match_on(cluster, store, p) for p in _primaries(cluster)[1:]]
    try:
        with _watching(notifier, match, *others) as watches:
            cluster.kill(port)  # SIGKILL: the primary of the watched match is gone
            wait_for(lambda: not notifier.subscribed(match.id), timeout_s=SLOW_S)
            assert watches[0].resync  # woken to read, and to poll while unsubscribed
            assert all(notifier.subscribed(other.id) for other in others)
            cluster.wait_healthy()  # a replica took over
            promoted = cluster.primary_of(match_key(match.id))
            assert promoted != port
            wait_for(lambda: notifier.subscribed(match.id), timeout_s=SLOW_S)
            assert _shard_channels(cluster, promoted, match) == [channel(match.id)]
            assert _ssubs(cluster, promoted, notifier) == 1
            watches[0].clear()
            _notified(watches[0], store, match.commit())
            for watch, other in zip(watches[1:], others, strict=True):  # never lost
                watch.clear()
                _notified(watch, store, other.commit())
    finally:
        cluster.start_node(port)  # it rejoins as a replica of the promoted one
        cluster.wait_healthy()
    wait_for(lambda: all(_ssubs(cluster, p, notifier) == 0 for p in _primaries(cluster)))


def _node_id(cluster, port: int) -> str:
    return cluster.node(port).execute_command("CLUSTER", "MYID")


def _move_slot(cluster, slot: int, source: int, target: int) -> None:
    """Gives `slot` and its keys from the primary on `source` to the one on `target`, as
    `redis-cli --cluster reshard` does, for that one slot."""
    source_id, target_id = _node_id(cluster, source), _node_id(cluster, target)
    cluster.node(target).execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", source_id)
    cluster.node(source).execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", target_id)
    while keys := cluster.node(source).execute_command("CLUSTER", "GETKEYSINSLOT", slot, 100):
        cluster.node(source).execute_command("MIGRATE", "127.0.0.1", target, "", 0, 5000,
                                             "KEYS", *keys)
    for port in [target, source, *(p for p in _primaries(cluster) if p not in (source, target))]:
        cluster.node(port).execute_command("CLUSTER", "SETSLOT", slot, "NODE", target_id)


def test_a_resharding_moves_the_subscription_with_its_slot(cluster, notifier, store):
    source, target = _primaries(cluster)[:2]
    match = _match_on(cluster, store, source)
    slot = cluster.node(source).cluster("keyslot", match_key(match.id))
    try:
        with _watching(notifier, match) as (watch,):
            assert _shard_channels(cluster, source, match) == [channel(match.id)]
            _move_slot(cluster, slot, source, target)
            wait_for(lambda: cluster.primary_of(match_key(match.id)) == target)
            # the source dropped the channel with its slot; the notifier subscribed it again
            # on the target, and read what was committed meanwhile
            wait_for(lambda: _shard_channels(cluster, target, match) == [channel(match.id)]
                     and notifier.subscribed(match.id), timeout_s=SLOW_S)
            assert _shard_channels(cluster, source, match) == []
            assert _ssubs(cluster, source, notifier) == 0
            assert watch.resync
            watch.clear()
            _notified(watch, store, match.commit())
    finally:
        if cluster.primary_of(match_key(match.id)) != source:
            _move_slot(cluster, slot, target, source)


def test_a_manual_failover_keeps_the_match_subscribed(cluster, notifier, store):
    """CLUSTER FAILOVER: the primary becomes a replica of its own replica, every connection
    stays open; the subscription ends up on the new primary (or holds on the old one, which
    still hears its shard's messages) and commits still wake the watch."""
    port = _primaries(cluster)[0]
    match = _match_on(cluster, store, port)
    replica = next(p for p in cluster.live_ports()
                   if cluster.node(p).execute_command("ROLE")[0] == "slave"
                   and int(cluster.node(p).execute_command("ROLE")[2]) == port)
    with _watching(notifier, match) as (watch,):
        cluster.node(replica).execute_command("CLUSTER", "FAILOVER")
        wait_for(lambda: cluster.primary_of(match_key(match.id)) == replica, timeout_s=SLOW_S)
        cluster.wait_healthy()
        wait_for(lambda: notifier.subscribed(match.id), timeout_s=SLOW_S)
        # the same store: its commits go on, though the promoted primary never saw the script
        for _ in range(2):
            watch.clear()
            _notified(watch, store, match.commit())


def test_the_connection_to_a_primary_closes_once_it_holds_no_subscription(
        cluster, notifier, store, monkeypatch):
    monkeypatch.setattr(shard, "SHARD_IDLE_S", 0.5)
    port = _primaries(cluster)[0]
    match = _match_on(cluster, store, port)

    def connections() -> int:
        return sum(1 for p in cluster.live_ports() for c in cluster.node(p).client_list()
                   if c["name"] == notifier.name)

    for _ in range(2):  # closed, then opened again for the next watch
        with _watching(notifier, match) as (watch,):
            assert connections() == 1
            watch.clear()
            _notified(watch, store, match.commit())
        wait_for(lambda: connections() == 0)


def test_a_primary_that_stops_answering_is_given_up_then_subscribed_again(
        cluster, notifier, store, monkeypatch):
    """A silent connection is PINGed; a PONG that does not come in time (here: the node's
    clients paused, as a hung or unreachable host would look) gives the connection up, and
    its matches are subscribed again once the node answers."""
    monkeypatch.setattr(shard, "PING_EVERY_S", 0.2)
    monkeypatch.setattr(shard, "PONG_WAIT_S", 0.5)
    port = _primaries(cluster)[0]
    match = _match_on(cluster, store, port)
    with _watching(notifier, match) as (watch,):
        cluster.node(port).execute_command("CLIENT", "PAUSE", 3000, "ALL")
        wait_for(lambda: not notifier.subscribed(match.id), timeout_s=SLOW_S)
        assert watch.resync
        wait_for(lambda: notifier.subscribed(match.id), timeout_s=SLOW_S)
        watch.clear()
        _notified(watch, store, match.commit())


def test_a_primary_killed_for_good_during_play_leaves_no_match_polling(cluster, store, caplog):
    """A primary is SIGKILLed while its matches are played and watched, and never comes back.
    Once a replica took over: every watched match is subscribed again, and a match made on
    the promoted primary afterwards has its commits pushed, not polled, in every process
    (here: two notifiers), also in one that watched nothing on the failed shard, whose
    view of the slots is the one from before the failover."""
    url = cluster.url
    near, far = Notifier.from_url(url, cluster=True), Notifier.from_url(url, cluster=True)
    port = _primaries(cluster)[0]
    doomed = [_match_on(cluster, store, port) for _ in range(3)]
    others = [_match_on(cluster, store, p) for p in _primaries(cluster)[1:]]
    playing = threading.Event()

    def play() -> None:  # commits go on through the failover, as moves do
        while not playing.is_set():
            for match in doomed + others:
                match.commit()

    player = threading.Thread(target=play, daemon=True)
    try:
        with _watching(near, *doomed, *others) as watches, _watching(far, *others):
            player.start()
            cluster.kill(port)
            wait_for(lambda: not any(near.subscribed(m.id) for m in doomed), timeout_s=SLOW_S)
            cluster.wait_healthy()
            promoted = cluster.primary_of(match_key(doomed[0].id))
            assert promoted != port
            wait_for(lambda: all(near.subscribed(m.id) for m in doomed), timeout_s=SLOW_S)
            assert all(near.subscribed(m.id) and far.subscribed(m.id) for m in others)
            playing.set()
            player.join(SLOW_S)
            for watch, match in zip(watches, doomed + others, strict=True):
                watch.clear()
                _notified(watch, store, match.commit())
            caplog.clear()
            new = _match_on(cluster, store, promoted)
            with _watching(near, new) as (first,), _watching(far, new) as (second,):
                for watch in (first, second):
                    watch.clear()
                seq = new.commit()
                _notified(first, store, seq)
                _notified(second, store, seq)
            dead = f"127.0.0.1:{port}"
            assert not [r for r in caplog.records if dead in r.getMessage()]
    finally:
        playing.set()
        near.stop()
        far.stop()
        cluster.start_node(port)  # it rejoins as a replica of the promoted one
        cluster.wait_healthy()
