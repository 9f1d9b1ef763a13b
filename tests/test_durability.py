"""DURABILITY=replicated on a single primary with a replica (redis-servers of this test's
own): a move is acknowledged once the replica has it; a primary with no replica at all
acknowledges alone; a replica that does not confirm in time makes the move a 503."""

import os
import signal

import pytest
import redis

from devtools.local_redis import LocalRedis
from service.app import create_app

from conftest import settings_with, wait_for
from helpers import assert_problem, bearer, create


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


def test_a_primary_without_replicas_acknowledges_alone(settings, pair):
    primary, replica, client = pair
    replica.stop()
    wait_for(lambda: client.info("replication").get("connected_slaves", 0) == 0)
    api = _replicated(settings, primary)
    match, tokens = create(api, seed=3)
    moved = _move(api, match, tokens)
    assert moved.status_code == 200, moved.json
