"""The embedded Redis that `make run` and `make test` fall back to serves what Haras needs:
the compare-and-set script, streams, and the RQ queue."""

import secrets

import pytest
import redis

from devtools.local_redis import LocalRedis
from service.integrations.jobs import Jobs
from service.state.store import Store, VersionConflict


@pytest.fixture(scope="module")
def embedded():
    server = LocalRedis.start(prefer_real=False)
    yield server
    server.stop()
    assert server.process.poll() is not None


def test_embedded_server_runs_the_store(embedded):
    assert embedded.kind == "embedded"
    store = Store.from_url(embedded.url, finished_ttl_s=10, idle_ttl_s=100)
    match_id = secrets.token_urlsafe(16)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    store.commit(match, None, [{"seq": 1, "type": "e"}])
    with pytest.raises(VersionConflict):
        store.commit({**match, "version": 2, "event_count": 2}, 5, [{"seq": 2, "type": "e"}])
    store.commit({**match, "version": 2, "event_count": 2}, 1, [{"seq": 2, "type": "e"}])
    assert store.load(match_id)["version"] == 2
    assert [e["seq"] for e in store.read_events(match_id, 0)] == [1, 2]
    assert store.read_events(match_id, 2) == []


def test_embedded_server_takes_rq_jobs(embedded):
    jobs = Jobs.from_url(embedded.url, "embedded-test")
    ref = jobs.enqueue("ai_turn", "AAAAAAAAAAAAAAAAAAAAAA", 1)
    assert jobs.describe(ref["id"])["status"] == "queued"


def test_stopped_server_refuses_connections():
    server = LocalRedis.start(prefer_real=False)
    server.stop()
    with pytest.raises(redis.exceptions.ConnectionError):
        redis.Redis.from_url(server.url, socket_connect_timeout=0.5).ping()
