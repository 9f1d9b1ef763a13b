"""The job queue on a Redis of its own (RQ_REDIS_URL), as deploy/README.md recommends for
AI-heavy loads, with less persistence than the matches' Redis: the watchdog's due notes stay
on the matches' Redis, so an AI turn whose job the queue's Redis lost is still played."""

import shutil

import pytest
import redis

from devtools.local_redis import LocalRedis
from service.app import create_app
from workers.watchdog import HEARTBEAT_S

from support.processes import settings_with, start_worker, stop_process, wait_for

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None, reason="no "
                                "redis-server on PATH: the queue needs a Redis of its own here")
RANDOMS = [{"type": "ai", "ai": {"level": "random"}}] * 2


@pytest.fixture
def queue_redis():
    server = LocalRedis.start()
    yield server
    server.stop()


def test_a_job_lost_with_the_queue_redis_is_rescued_from_the_state_redis(
        settings, rdb, queue_redis):
    own = settings_with(settings, rq_redis_url=queue_redis.url)
    client = create_app(own).test_client()
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": RANDOMS,
                                               "seed": 11})
    assert created.status_code == 201
    mid = created.json["match"]["id"]
    due_key = f"haras:due:{own.rq_queue}"
    assert rdb.zscore(due_key, mid) is not None, "the due note is on the matches' Redis"
    queue = redis.Redis.from_url(queue_redis.url)
    assert queue.exists(f"rq:job:{created.json['jobs'][0]['id']}")
    assert not queue.exists(due_key)

    queue.flushall()  # the queue's Redis comes back without its last writes: the job is gone
    worker = start_worker(own, RQ_REDIS_URL=queue_redis.url)
    try:
        # rescued once its note is AI_STALL_S old, by a watchdog pass (every HEARTBEAT_S)
        wait_for(lambda: client.get(f"/v1/matches/{mid}").json["status"] == "finished",
                 timeout_s=own.ai_stall_s + 4 * HEARTBEAT_S + 20)
        wait_for(lambda: rdb.zscore(due_key, mid) is None, timeout_s=10)
    finally:
        stop_process(worker)
    events = client.get(f"/v1/matches/{mid}/events").json["events"]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert sum(e["type"] == "move_played" for e in events) == \
        client.get(f"/v1/matches/{mid}").json["version"] - 1, "each step applied once"
