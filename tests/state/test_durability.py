"""DURABILITY=replicated on a single primary with a replica (redis-servers of this test's
own): a move is acknowledged once the replica has it; a primary with no replica at all, or
whose replicas all still sync, acknowledges alone (logged once when it starts, once when it
ends); a replica that does not confirm in time makes the move a 503."""

import logging
import os
import random
import signal

import pytest
import redis

from devtools.local_redis import LocalRedis
from service.app import create_app
from service.state import replication
from service.state.autopipeline import NODE

from support.http import assert_problem, bearer, create, random_step
from support.processes import settings_with, wait_for


@pytest.fixture()
def pair():
    primary = LocalRedis.start()
    replica = LocalRedis.start(extra_args=("--replicaof", "127.0.0.1", str(primary.port)))
    client = redis.Redis.from_url(primary.url, decode_responses=True)
    try:
        yield primary, replica, client
    finally:
        if replica.process.poll() is None:
            os.kill(replica.process.pid, signal.SIGCONT)
        replica.stop()
        primary.stop()


def _replicated(settings, primary) -> object:
    own = settings_with(settings, redis_url=primary.url, rq_redis_url=primary.url,
                        durability="replicated", replication_wait_ms=300)
    return create_app(own).test_client()


def _waits(client) -> int:
    return int(client.info("commandstats").get("cmdstat_wait", {}).get("calls", 0))


def _move(client, match, tokens):
    seat = str(match["to_act"][0])
    return client.post(f"/v1/matches/{match['id']}/moves", json={"move": {"type": "roll"}},
                       headers={**bearer(tokens[seat]), "If-Match": f'"{match["version"]}"'})


def _synced(client) -> bool:
    info = client.info("replication")
    return info.get("connected_slaves", 0) == 1 and "online" in str(info.get("slave0", ""))


def _alone_lines(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "haras.replication"]


def test_a_move_is_acknowledged_once_the_replica_has_it(settings, pair):
    primary, replica, client = pair
    wait_for(lambda: _synced(client))
    api = _replicated(settings, primary)
    match, tokens = create(api, seed=3)
    before = _waits(client)
    moved = _move(api, match, tokens)
    assert moved.status_code == 200, moved.json
    assert _waits(client) > before  # the commit waited for the replica
    replica_client = redis.Redis.from_url(replica.url, decode_responses=True)
    wait_for(lambda: replica_client.hget(f"{{m:{match['id']}}}:match", "v") is not None)
    assert int(replica_client.hget(f"{{m:{match['id']}}}:match", "v")) == \
        moved.json["match"]["version"]


def test_a_replica_that_does_not_confirm_makes_the_move_unavailable(settings, pair):
    primary, replica, client = pair
    wait_for(lambda: _synced(client))
    api = _replicated(settings, primary)
    match, tokens = create(api, seed=3)
    os.kill(replica.process.pid, signal.SIGSTOP)  # connected, but answers nothing
    moved = _move(api, match, tokens)
    assert_problem(moved, 503, "unavailable")
    assert moved.headers["Retry-After"]
    os.kill(replica.process.pid, signal.SIGCONT)


def test_a_primary_without_replicas_acknowledges_alone(settings, pair, caplog, monkeypatch):
    primary, replica, client = pair
    replica.stop()
    wait_for(lambda: client.info("replication").get("connected_slaves", 0) == 0)
    monkeypatch.setattr(replication, "ALONE_RECHECK_S", 0)  # every write asks again
    caplog.set_level(logging.INFO, logger="haras.replication")
    api = _replicated(settings, primary)
    match, tokens = create(api, seed=3)  # its WAIT finds no replica: the node is alone
    before = _waits(client)
    rng = random.Random(3)
    for _ in range(4):
        random_step(api, match["id"], tokens, rng)  # each 200
    assert len(_alone_lines(caplog)) == 1, "said once, not on every write"
    # Each write asked again (ALONE_RECHECK_S = 0) with INFO, not with a WAIT: one would hold
    # the whole batch for REPLICATION_WAIT_MS (the p99 of a promoted shard's live moves).
    assert _waits(client) == before


def test_a_replica_still_syncing_is_not_waited_for(settings, pair, caplog, monkeypatch):
    """A replica restarted empty full-resyncs; meanwhile it is connected but not `online`:
    the primary acknowledges alone (it said so once), and waits for it again once in sync."""
    primary, replica, client = pair
    wait_for(lambda: _synced(client))
    monkeypatch.setattr(replication, "ALONE_RECHECK_S", 0)  # every write asks again
    replica.stop()
    client.config_set("repl-diskless-sync", "yes")
    client.config_set("repl-diskless-sync-delay", 3600)  # the resync is held until released
    fresh = LocalRedis.start(extra_args=("--replicaof", "127.0.0.1", str(primary.port)))
    try:
        wait_for(lambda: "wait_bgsave" in str(client.info("replication").get("slave0", "")))
        api = _replicated(settings, primary)
        match, tokens = create(api, seed=3)
        rng = random.Random(3)
        caplog.set_level(logging.INFO, logger="haras.replication")
        for _ in range(4):
            random_step(api, match["id"], tokens, rng)  # 200, not a 503 per move
        assert _alone_lines(caplog) == [f"{NODE} has no replica in sync: its "
                                        "writes are acknowledged on it alone"]
        client.config_set("repl-diskless-sync-delay", 0)  # the resync goes on
        wait_for(lambda: _synced(client))
        before = _waits(client)
        random_step(api, match["id"], tokens, rng)
        assert _waits(client) > before
        assert _alone_lines(caplog)[1:] == [f"{NODE} has a replica in sync "
                                            "again: its writes wait for it"]
    finally:
        fresh.stop()
