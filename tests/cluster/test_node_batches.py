"""Redis Cluster batches (service/state/node_batches.py) and the commit path on a cluster, in
the states a resharding or a failover leaves: against the real local cluster."""

import secrets

import gevent
import pytest

from service.state.node_batches import NodeBatches
from service.state.store import events_key, match_key

from support.http import store_of

pytestmark = pytest.mark.cluster


def _match(match_id: str, version: int) -> dict:
    return {"id": match_id, "game": "petits-chevaux", "version": version,
            "event_count": version, "status": "active", "seats": []}


def test_a_commit_asked_to_an_importing_node_without_the_script_lands(cluster, settings):
    """Mid-resharding the match's keys already moved to the importing node (ASK), which never
    ran the commit script (a node just added, or its cache flushed): the commit loads it there
    and lands, rather than failing with NOSCRIPT."""
    store = store_of(settings, replication_wait_ms=None)
    match_id = secrets.token_urlsafe(16)
    store.commit(_match(match_id, 1), None, [{"seq": 1, "version": 1, "type": "started"}])
    source = cluster.primary_of(match_key(match_id))
    target = next(p for p in cluster.primaries() if p != source)
    slot = cluster.node(source).cluster("keyslot", match_key(match_id))
    source_id, target_id = cluster.node_id(source), cluster.node_id(target)
    cluster.node(target).execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", source_id)
    cluster.node(source).execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", target_id)
    try:
        cluster.node(source).execute_command("MIGRATE", "127.0.0.1", target, "", 0, 5000,
                                             "KEYS", match_key(match_id), events_key(match_id))
        cluster.node(target).script_flush()
        store.commit(_match(match_id, 2), 1, [{"seq": 2, "version": 2, "type": "moved"}])
    finally:
        for port in cluster.primaries():
            cluster.node(port).execute_command("CLUSTER", "SETSLOT", slot, "NODE", target_id)
    assert store.load(match_id)["version"] == 2


def _keys_on_two_nodes(cluster) -> list[str]:
    keys, ports = [], set()
    while len(keys) < 2:
        key = f"nb:{secrets.token_urlsafe(8)}"
        port = cluster.primary_of(key)
        if port not in ports:
            ports.add(port)
            keys.append(key)
    return keys


def test_a_sender_killed_mid_batch_leaves_no_greenlet_on_the_nodes_connections(
        cluster, settings, monkeypatch):
    """Under gevent a batch goes to its nodes in greenlets, each on its node's connection of
    its own: the sender killed meanwhile (a request's timeout) must not leave them running,
    or the next batch would use the same connections at the same time (replies read by the
    wrong greenlet)."""
    nodes = NodeBatches(store_of(settings).client, None, concurrent=True)
    real, busy, overlaps = nodes._round_trip, set(), []

    def slow_round_trip(node, client, commands):
        if node.name in busy:
            overlaps.append(node.name)
        busy.add(node.name)
        try:
            gevent.sleep(0.1)  # the round trip on its way
            return real(node, client, commands)
        finally:
            busy.discard(node.name)

    monkeypatch.setattr(nodes, "_round_trip", slow_round_trip)
    commands = [("SET", key, "1", "EX", 60) for key in _keys_on_two_nodes(cluster)]
    sender = gevent.spawn(nodes.send, commands, [False, False])
    gevent.sleep(0.01)
    sender.kill()
    assert nodes.send(commands, [False, False]) == [True, True]
    assert overlaps == []


def test_a_moved_slot_is_learned_from_the_first_redirection(cluster, settings):
    """Once a slot has moved, the first MOVED teaches the client its new owner: later batches
    go straight there (not to the old owner, then redirected, every time)."""
    store = store_of(settings)
    match_id = secrets.token_hex(8)
    key = match_key(match_id)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    store.commit(match, None, [{"seq": 1}])
    source = cluster.primary_of(key)
    target = next(p for p in cluster.primaries() if p != source)
    cluster.move_slot(key, target)
    store.commit({**match, "version": 2, "event_count": 2}, 1, [{"seq": 2}])
    assert store.client.get_node_from_key(key).port == target
