"""Concurrent requests' commands share round trips (service/state/autopipeline.py), against a real
Redis. Greenlets stand for a gevent worker's requests: the batching needs no monkey-patching
to be exercised (unpatched sockets block while a batch is sent, which only orders things).
That gunicorn's gevent workers batch by default is the last test's."""

import secrets
import shutil
from concurrent.futures import ThreadPoolExecutor
from unittest.mock import ANY

import gevent
import pytest
import redis

from devtools.local_redis import LocalRedis, free_port
from service.state import autopipeline
from service.state.autopipeline import AutoPipeline
from service.state.store import Store, VersionConflict

from support.http import HUMANS_2, CountingConnection, bearer
from support.processes import settings_with, start_gunicorn, stop_process


@pytest.fixture()
def counted(redis_url):
    client = redis.Redis(connection_pool=redis.ConnectionPool.from_url(
        redis_url, decode_responses=True, connection_class=CountingConnection))
    yield client
    client.close()


def _round_trips_from_now(sender: AutoPipeline) -> None:
    """Connects the sender (a connection's handshake is round trips of its own), then counts
    from zero."""
    sender.execute_one("PING")
    CountingConnection.sent = 0


def _key() -> str:
    return f"test:autopipeline:{secrets.token_hex(6)}"


def _in_greenlets(*calls) -> list:
    greenlets = [gevent.spawn(call) for call in calls]
    gevent.joinall(greenlets, timeout=10, raise_error=True)
    assert all(g.dead for g in greenlets), "a request was left waiting"
    return [g.value for g in greenlets]


def test_concurrent_requests_share_one_round_trip_and_get_their_own_replies(counted):
    sender = AutoPipeline(counted, batching=True)
    _round_trips_from_now(sender)
    keys = [_key() for _ in range(8)]
    replies = _in_greenlets(*[
        lambda k=k, n=n: sender.execute([("INCRBY", k, n), ("GET", k), ("EXPIRE", k, 60)])
        for n, k in enumerate(keys, start=1)])
    assert replies == [[n, str(n), True] for n in range(1, 9)]  # EXPIRE's reply as redis-py's
    assert CountingConnection.sent == 1


def test_without_batching_each_request_goes_alone(counted):
    sender = AutoPipeline(counted, batching=False)  # as without gevent's patching
    _round_trips_from_now(sender)
    keys = [_key() for _ in range(4)]
    replies = _in_greenlets(*[lambda k=k: sender.execute([("SET", k, 1, "EX", 60)])
                              for k in keys])
    assert replies == [[True]] * 4
    assert CountingConnection.sent == 4


def test_a_request_alone_waits_for_nobody(counted):
    sender = AutoPipeline(counted, batching=True)
    _round_trips_from_now(sender)
    key = _key()
    assert sender.execute_one("SET", key, "x", "EX", 60) is True
    assert sender.execute([("GET", key), ("TTL", key)])[0] == "x"
    assert CountingConnection.sent == 2


def test_a_command_error_is_its_requester_alone(counted, rdb):
    sender = AutoPipeline(counted, batching=True)
    _round_trips_from_now(sender)
    hash_key, counter = _key(), _key()
    rdb.hset(hash_key, "f", "v")
    rdb.expire(hash_key, 60)

    def bad():
        with pytest.raises(redis.ResponseError, match="WRONGTYPE"):
            sender.execute_one("INCR", hash_key)
        return "refused"

    replies = _in_greenlets(bad, lambda: sender.execute([("INCR", counter),
                                                          ("EXPIRE", counter, 60)]))
    assert replies == ["refused", [1, True]]
    assert rdb.hget(hash_key, "f") == "v"
    assert CountingConnection.sent == 1


def test_requests_that_come_while_a_batch_is_on_its_way_go_together_in_the_next(counted,
                                                                                 monkeypatch):
    """One batch at a time: the later requests wait for the replies of the one on its way,
    then go as one batch (a slow round trip that lets other greenlets run stands for the
    wait on Redis of a patched socket)."""
    sender = AutoPipeline(counted, batching=True)
    _round_trips_from_now(sender)
    batches = []
    round_trip = sender._round_trip

    def slow_round_trip(connection, commands):
        batches.append([command[1] for command in commands])
        gevent.sleep(0.1)
        return round_trip(connection, commands)

    monkeypatch.setattr(sender, "_round_trip", slow_round_trip)
    keys = [_key() for _ in range(4)]

    def later(key):
        gevent.sleep(0.03)  # once the first batch is on its way
        return sender.execute([("SET", key, 1, "EX", 60)])

    replies = _in_greenlets(lambda: sender.execute([("SET", keys[0], 1, "EX", 60)]),
                            *[lambda k=k: later(k) for k in keys[1:]])
    assert replies == [[True]] * 4
    assert batches == [keys[:1], keys[1:]]
    assert CountingConnection.sent == 2


def test_a_batch_whose_connection_was_closed_goes_again_on_a_new_one(counted, rdb):
    """The sender keeps its connection: one the server closed (a restart, CLIENT KILL) is
    replaced, and the batch sent again, as the client's own retries would."""
    sender = AutoPipeline(counted, batching=True)
    connection_id = sender.execute_one("CLIENT", "ID")
    rdb.execute_command("CLIENT", "KILL", "ID", connection_id)
    key = _key()
    assert _in_greenlets(lambda: sender.execute([("SET", key, 1, "EX", 60), ("GET", key)]),
                         lambda: sender.execute_one("CLIENT", "ID")) == [[True, "1"], ANY]
    assert sender.execute_one("CLIENT", "ID") != connection_id
    assert rdb.get(key) == "1"


def test_a_failed_connection_fails_every_request_of_the_batch_and_none_hangs():
    down = redis.Redis(port=free_port(), socket_connect_timeout=0.5, retry=None,
                       decode_responses=True)
    sender = AutoPipeline(down, batching=True)

    def attempt():
        with pytest.raises(redis.ConnectionError):
            sender.execute([("GET", "x")])
        return "failed"

    assert _in_greenlets(attempt, attempt, attempt) == ["failed"] * 3


def test_a_leader_killed_while_forming_still_sends_the_others(counted, rdb, monkeypatch):
    monkeypatch.setattr(autopipeline, "sleep", lambda _: gevent.sleep(0.2))  # a wider window
    sender = AutoPipeline(counted, batching=True)
    killed_key, other_key = _key(), _key()
    leader = gevent.spawn(sender.execute, [("SET", killed_key, 1, "EX", 60)])
    follower = gevent.spawn(sender.execute, [("SET", other_key, 2, "EX", 60)])
    gevent.sleep(0.05)  # the leader forms a batch, the follower joins it and waits
    assert not leader.dead and not follower.dead
    leader.kill()
    assert follower.get(timeout=10) == [True]
    assert rdb.get(other_key) == "2" and rdb.get(killed_key) is None


def test_commits_batched_together_keep_their_compare_and_set(redis_url):
    """Two moves on one match in one batch: the first lands, the second is a conflict; other
    matches' commits in the same batch land."""
    store = Store.from_url(redis_url, finished_ttl_s=100, idle_ttl_s=1000)
    store._sender = AutoPipeline(store.client, batching=True)
    ids = [secrets.token_urlsafe(16) for _ in range(3)]
    for match_id in ids:
        store.commit(_match(match_id, 1), None, [{"seq": 1, "type": "started"}])

    def move(match_id: str, mover: str):
        try:
            store.commit({**_match(match_id, 2), "mover": mover}, 1,
                         [{"seq": 2, "type": "moved", "mover": mover}])
            return "landed"
        except VersionConflict as conflict:
            return f"conflict at {conflict.current}"

    outcomes = _in_greenlets(lambda: move(ids[0], "a"), lambda: move(ids[0], "b"),
                             lambda: move(ids[1], "c"), lambda: move(ids[2], "d"))
    assert outcomes == ["landed", "conflict at 2", "landed", "landed"]
    assert store.load(ids[0])["mover"] == "a"
    assert [e.get("mover") for e in store.read_events(ids[0], 0)] == [None, "a"]


def _match(match_id: str, version: int) -> dict:
    return {"id": match_id, "game": "petits-chevaux", "version": version,
            "event_count": version, "status": "active"}


@pytest.fixture()
def own_redis():
    """A redis-server of this test's own: its read counter counts this test's gunicorn alone
    (the shared one also counts every other client of the run, a worker's heartbeats...)."""
    if shutil.which("redis-server") is None:
        pytest.skip("needs a redis-server of its own (INFO stats total_reads_processed)")
    server = LocalRedis.start()
    yield server
    server.stop()


def test_gunicorns_gevent_workers_batch_concurrent_requests(settings, own_redis):
    """End to end: 16 clients at once through gunicorn with the production configuration.
    Each of their requests sends Redis one command (a view or legal moves: a read of the
    match; a move with If-Match: the commit script): Redis reads them in far fewer reads
    (unbatched: a read or more per request, ~1.2 here; batched: 0.2-0.5)."""
    import requests

    rdb = redis.Redis.from_url(own_redis.url, decode_responses=True)
    process, base = start_gunicorn(settings_with(settings, redis_url=own_redis.url,
                                                 rq_redis_url=own_redis.url, redis_cluster=False),
                                   workers=1)
    try:
        matches = []
        for _ in range(16):
            created = requests.post(f"{base}/v1/matches", timeout=10, json={
                "game": "petits-chevaux", "seats": HUMANS_2}).json()
            matches.append((created["match"]["id"], created["seat_tokens"]))

        def play(match_id: str, tokens: dict) -> tuple[int, int]:
            sent = 0
            with requests.Session() as session:
                for _ in range(10):
                    view = session.get(f"{base}/v1/matches/{match_id}", timeout=10).json()
                    sent += 1
                    if view["status"] != "active":
                        break
                    token = tokens[str(view["to_act"][0])]
                    legal = session.get(f"{base}/v1/matches/{match_id}/legal-moves",
                                        headers=bearer(token), timeout=10).json()
                    moved = session.post(
                        f"{base}/v1/matches/{match_id}/moves", timeout=10,
                        json={"move": legal["legal_moves"][0]},
                        headers={**bearer(token), "If-Match": f'"{legal["version"]}"'})
                    assert moved.status_code == 200, moved.text
                    sent += 2
            return view["version"], sent

        before = rdb.info("stats")
        with ThreadPoolExecutor(len(matches)) as pool:
            versions, sent = zip(*pool.map(lambda m: play(*m), matches), strict=True)
        after = rdb.info("stats")
    finally:
        stop_process(process)
    assert min(versions) >= 5
    reads = after["total_reads_processed"] - before["total_reads_processed"]
    assert reads < 0.75 * sum(sent), (reads, sum(sent))
