"""`GET /v1/matches/{id}/stream` (Server-Sent Events) and the commit notifications behind it
and the long-poll, over real HTTP against a real Redis: a werkzeug server in a thread, and
gunicorn with the production configuration for the many-streams test."""

import contextlib
import json
import random
import secrets
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
import redis
import requests
from werkzeug.serving import make_server

from service.app import create_app
from service.state import connect
from service.state.notify import Notifier, channel
from service.state.notify.feeds import DEGRADED_POLL_S
from service.state.store import Store

from support.http import (
    HUMANS_2,
    SSE,
    assert_problem,
    bearer,
    create,
    play_until_finished,
    random_step,
)
from support.processes import settings_with, start_gunicorn, stop_process, wait_for

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

HUMANS_3 = [{"type": "human"}, {"type": "human"}, {"type": "human"}]
QUICK = {"horses_per_player": 1, "horses_to_win": 1}  # a short petits-chevaux match
KEEPALIVE_S = 0.4




def _serve(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    return server, thread


@pytest.fixture(scope="module")
def stream_app(settings):
    return create_app(settings_with(settings, sse_keepalive_s=KEEPALIVE_S))


@pytest.fixture(scope="module")
def live(stream_app):
    server, thread = _serve(stream_app)
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(10)


@pytest.fixture()
def client(stream_app):
    return stream_app.test_client()


def _events(client, match_id: str, after: int = 0, token: str | None = None) -> list[dict]:
    headers = bearer(token) if token else {}
    return client.get(f"/v1/matches/{match_id}/events?after={after}",
                      headers=headers).json["events"]


def _play_steps(client, match_id: str, tokens: dict, steps: int, seed: int = 1) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if random_step(client, match_id, tokens, rng)["match"]["status"] != "active":
            return


# --- (1) setup events, then live moves, redacted for the viewer ------------------------------
def test_seat_stream_gets_setup_then_moves_and_never_another_seats_draw(live, client):
    match, tokens = create(client, game="poney-mon-amour", seats=HUMANS_2, seed=21)
    mid = match["id"]
    setup = _events(client, mid, token=tokens["0"])
    stream = SSE(live, f"/v1/matches/{mid}/stream", bearer(tokens["0"]))
    try:
        assert stream.status == 200
        assert stream.response.getheader("Content-Type").startswith("text/event-stream")
        assert stream.response.getheader("Cache-Control") == "no-store"
        assert stream.events(len(setup)) == setup
        assert stream.retry == 3000
        _play_steps(client, mid, tokens, 40)  # another client plays while the stream is open
        expected = _events(client, mid, after=setup[-1]["seq"], token=tokens["0"])
        assert len(expected) > 40
        live_events = stream.events(len(expected))
    finally:
        stream.close()
    assert live_events == expected
    assert [e["seq"] for e in live_events] == list(
        range(setup[-1]["seq"] + 1, setup[-1]["seq"] + 1 + len(live_events)))
    pile_draws = [e for e in live_events if e["type"] == "drew" and e["source"] == "pile"]
    assert any(e["seat"] == 1 for e in pile_draws) and any(e["seat"] == 0 for e in pile_draws)
    for event in pile_draws:
        assert (event["card"] is not None) == (event["seat"] == 0), event


def test_public_stream_of_amazones_never_shows_a_face_down_card(live, client):
    match, tokens = create(client, game="amazones", seats=HUMANS_3, seed=21)
    mid = match["id"]
    stream = SSE(live, f"/v1/matches/{mid}/stream")
    try:
        setup = stream.events(len(_events(client, mid)))
        _play_steps(client, mid, tokens, 120, seed=3)
        expected = _events(client, mid, after=setup[-1]["seq"])
        received = stream.events(len(expected))
    finally:
        stream.close()
    assert received == expected
    hidden = [e for e in received if e["type"] == "face_down_added"]
    assert hidden and all(e["card"] is None for e in hidden)
    for event in received:
        if event["type"] == "move_played" and event["move"]["type"] == "add_face_down":
            assert event["move"]["value"] is None and event["move"]["colour"] is None
    # the owner's stream does show her own face-down card
    owner = hidden[0]["seat"]
    mine = SSE(live, f"/v1/matches/{mid}/stream?token={tokens[str(owner)]}")
    try:
        own = [e for e in mine.events(expected[-1]["seq"])
               if e["type"] == "face_down_added" and e["seat"] == owner]
    finally:
        mine.close()
    assert own and all(e["card"] is not None for e in own)


# --- (2) resume ------------------------------------------------------------------------------
def test_resume_after_a_dropped_connection_loses_and_repeats_nothing(live, client):
    match, tokens = create(client, seed=5)
    mid = match["id"]
    first = SSE(live, f"/v1/matches/{mid}/stream")
    seen = first.events(2)
    first.close()  # dropped mid-stream
    _play_steps(client, mid, tokens, 10)
    last_id = seen[-1]["seq"]
    everything = _events(client, mid)
    for path, headers in [
            (f"/v1/matches/{mid}/stream", {"Last-Event-ID": str(last_id)}),
            (f"/v1/matches/{mid}/stream?after={last_id}", {}),
            (f"/v1/matches/{mid}/stream?after=1", {"Last-Event-ID": str(last_id)})]:
        again = SSE(live, path, headers)
        try:
            resumed = again.events(len(everything) - last_id)
        finally:
            again.close()
        assert seen + resumed == everything, path
        assert [e["seq"] for e in seen + resumed] == list(range(1, len(everything) + 1))


# --- (3) auth and errors before the stream ---------------------------------------------------
def test_token_as_query_parameter_opens_the_seat_stream(live, client):
    match, tokens = create(client, game="poney-mon-amour", seats=HUMANS_2, seed=8)
    mid = match["id"]
    _play_steps(client, mid, tokens, 6)
    for seat in ("0", "1"):
        stream = SSE(live, f"/v1/matches/{mid}/stream?token={tokens[seat]}")
        try:
            expected = _events(client, mid, token=tokens[seat])
            assert stream.events(len(expected)) == expected
        finally:
            stream.close()
    assert _events(client, mid, token=tokens["0"]) != _events(client, mid, token=tokens["1"])


def test_errors_come_before_the_stream_as_problems(live, client):
    match, tokens = create(client, seed=3)
    other, other_tokens = create(client, seed=4)
    url = f"/v1/matches/{match['id']}/stream"
    assert_problem(client.get(f"{url}?token=nope"), 401, "unauthorized")
    assert_problem(client.get(f"{url}?token={tokens['0']}x"), 401, "unauthorized")
    assert_problem(client.get(url, headers={"Authorization": "Basic x"}), 401, "unauthorized")
    assert_problem(client.get(url, headers=bearer(other_tokens["0"])), 403, "forbidden")
    assert_problem(client.get(f"{url}?token={other_tokens['0']}"), 403, "forbidden")
    assert_problem(client.get(f"/v1/matches/{'A' * 22}/stream"), 404, "match_not_found")
    assert_problem(client.get("/v1/matches/nope/stream"), 404, "match_not_found")
    for bad in ("x", "-1", "1.5", "²", "9" * 17):
        assert_problem(client.get(url, headers={"Last-Event-ID": bad}), 422, "validation_error")
    for query in ("after=-1", "after=x", f"after={2**53 + 1}", "token="):
        assert_problem(client.get(f"{url}?{query}"), 422, "validation_error")
    # the same over a real connection: a problem body, never an event stream
    response = requests.get(f"{live}{url}?token={other_tokens['0']}", timeout=5)
    assert response.status_code == 403
    assert response.headers["Content-Type"].startswith("application/problem+json")
    assert response.json()["code"] == "forbidden"


# --- (4) keep-alive --------------------------------------------------------------------------
def test_idle_stream_sends_keep_alive_comments(live, client):
    match, _ = create(client, seed=6)
    stream = SSE(live, f"/v1/matches/{match['id']}/stream")
    try:
        stream.events(len(_events(client, match["id"])))
        started = time.monotonic()
        reader = threading.Thread(target=_read_until_closed, args=(stream,), daemon=True)
        reader.start()
        wait_for(lambda: stream.comments.count("keep-alive") >= 3, timeout_s=10)
        elapsed = time.monotonic() - started
    finally:
        stream.close()
    assert 2 * KEEPALIVE_S <= elapsed <= 3 * KEEPALIVE_S + 2


def _read_until_closed(stream: SSE) -> None:
    """Blocks (no event comes) until the test closes the stream under it."""
    with contextlib.suppress(AttributeError, ValueError, OSError):
        stream.message()


# --- the end of a match ----------------------------------------------------------------------
def test_stream_ends_when_the_match_is_finished_and_then_answers_204(live, client):
    match, tokens = create(client, seed=7, options=QUICK)
    mid = match["id"]
    stream = SSE(live, f"/v1/matches/{mid}/stream?token={tokens['1']}")
    try:
        player = threading.Thread(target=play_until_finished,
                                  args=(client.application.test_client(), mid, tokens))
        player.start()
        received, end = stream.until_end()
        player.join(60)
    finally:
        stream.close()
    everything = _events(client, mid, token=tokens["1"])
    assert received == everything
    assert end == {"status": "finished", "last_seq": everything[-1]["seq"]}
    again = SSE(live, f"/v1/matches/{mid}/stream", {"Last-Event-ID": str(end["last_seq"])})
    assert again.status == 204  # EventSource stops reconnecting
    again.close()
    late = SSE(live, f"/v1/matches/{mid}/stream", {"Last-Event-ID": "2"})
    try:
        rest, _ = late.until_end()  # a late reader gets the rest, then the end
    finally:
        late.close()
    assert rest == _events(client, mid, after=2)


# --- the notifier and the commit script ------------------------------------------------------
def _store(settings) -> Store:
    return Store.from_url(settings.redis_url, finished_ttl_s=100, idle_ttl_s=1000,
                          cluster=settings.redis_cluster)


def _notifier(url: str, cluster: bool, **options) -> Notifier:
    """A notifier of its own: on one Redis (PSUBSCRIBE), or on any node of a cluster
    (SSUBSCRIBE per watched match: service/state/notify/cluster.py)."""
    return Notifier(connect.client(url, cluster, **options))


def _nodes(rdb) -> list[redis.Redis]:
    """The state's Redis: each node of a cluster."""
    if isinstance(rdb, redis.RedisCluster):
        return [rdb.get_redis_connection(node) for node in rdb.get_nodes()]
    return [rdb]


def _clients(rdb, name: str) -> list[tuple[redis.Redis, dict]]:
    """The connections named `name` (CLIENT LIST), each with a client of its node."""
    return [(node, client) for node in _nodes(rdb) for client in node.client_list()
            if client.get("name") == name]


def test_every_commit_publishes_its_last_seq_status_and_events(settings, rdb):
    store = _store(settings)
    match_id = secrets.token_urlsafe(16)
    pubsub = _subscribed(rdb, match_id)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 2,
             "status": "active"}
    store.commit(match, None, [{"seq": 1}, {"seq": 2}])
    done = {**match, "version": 2, "event_count": 3, "status": "finished"}
    store.commit(done, 1, [{"seq": 3}])
    store.commit(done, 1, [{"seq": 3}])  # a retried write changes nothing, announces nothing
    messages = []
    deadline = time.monotonic() + 1.5  # long enough for a third message, were there one
    while time.monotonic() < deadline:
        message = pubsub.get_message(timeout=0.5)
        if message:
            messages.append(message["data"])
    pubsub.close()
    assert messages == ['2 active\n[{"seq":1},{"seq":2}]', '3 finished\n[{"seq":3}]']


def test_a_notification_carries_no_events_past_its_bound(settings, rdb):
    """A write of many events (a run of AI moves) announces its last seq alone: the readers
    read the events."""
    store = _store(settings)
    match_id = secrets.token_urlsafe(16)
    pubsub = _subscribed(rdb, match_id)
    many = [{"seq": seq, "text": "x" * 1000} for seq in range(1, 10)]
    store.commit({"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 9,
                  "status": "active"}, None, many)
    message = wait_for(lambda: pubsub.get_message(timeout=0.5))
    pubsub.close()
    assert message["data"] == "9 active"


def _subscribed(rdb, match_id: str):
    if isinstance(rdb, redis.RedisCluster):  # SPUBLISH: heard on the match's primary only
        node = rdb.get_node_from_key(channel(match_id))
        pubsub = redis.Redis(host=node.host, port=node.port, decode_responses=True).pubsub(
            ignore_subscribe_messages=True)
        pubsub.ssubscribe(channel(match_id))
    else:
        pubsub = rdb.pubsub(ignore_subscribe_messages=True)
        pubsub.subscribe(channel(match_id))
    return pubsub


class CountingStore:
    """A store whose event reads are counted (the Redis reads a feed makes)."""

    def __init__(self, store: Store):
        self.store, self.reads = store, 0

    def read_events(self, match_id: str, after: int) -> list[dict]:
        self.reads += 1
        return self.store.read_events(match_id, after)


def _step(store: Store, match: dict, events: list[dict]) -> dict:
    new = {**match, "version": match["version"] + 1,
           "event_count": match["event_count"] + len(events)}
    store.commit(new, match["version"], events)
    return new


def test_a_notification_with_events_gives_the_readers_what_a_redis_read_would(settings):
    """Events committed by another process reach this one's readers in the notification:
    the same events as the stream holds, without a read."""
    notifier = _notifier(settings.redis_url, settings.redis_cluster)
    writer, reader = _store(settings), CountingStore(_store(settings))  # two processes
    match_id = secrets.token_urlsafe(16)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    writer.commit(match, None, [{"seq": 1, "version": 1, "type": "setup"}])
    try:
        with notifier.watch(match_id) as watch:
            assert [e["seq"] for e in watch.read(reader, 0, fresh=True)] == [1]
            # again: a feed marked stale when its subscription was confirmed (on a cluster)
            # reads Redis once more; the carried events are what is checked from here
            assert [e["seq"] for e in watch.read(reader, 0, fresh=True)] == [1]
            reads = reader.reads
            for step in range(2, 5):
                watch.clear()
                match = _step(writer, match, [{"seq": step, "version": step, "type": "moved",
                                               "detail": {"roll": step, "é": [None, 1.5]}}])
                assert watch.wait(10)
                events = watch.read(reader, step - 1)
                assert events == writer.read_events(match_id, step - 1)
            assert reader.reads == reads
    finally:
        notifier.stop()


def test_a_notification_wakes_only_the_readers_that_lack_its_events(settings):
    """A live channel's `moved` frame takes the events of its own move (`Watch.had`): the
    notification of that move does not wake its pusher for nothing, but wakes every other
    reader, and every reader once the match is finished."""
    notifier = _notifier(settings.redis_url, settings.redis_cluster)
    writer = _store(settings)
    match_id = secrets.token_urlsafe(16)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    writer.commit(match, None, [{"seq": 1, "version": 1}])
    try:
        with notifier.watch(match_id) as mover, notifier.watch(match_id) as other:
            # subscribed first: on a cluster its confirmation wakes every watch of the match,
            # under the notifier's lock, once `subscribed` is true
            wait_for(lambda: notifier.subscribed(match_id))
            with notifier.lock:
                pass
            mover.read(writer, 0, fresh=True)
            for watch in (mover, other):
                watch.clear()
            mover.had = 2  # its `moved` frame took seq 2
            match = _step(writer, match, [{"seq": 2, "version": 2}])
            assert other.wait(10)
            wait_for(lambda: mover.feed.announced == 2)
            assert not mover.wait(0.2)
            match = _step(writer, match, [{"seq": 3, "version": 3}])
            assert mover.wait(10)  # a later event wakes it
            mover.clear()
            mover.had = 4
            _step(writer, {**match, "status": "finished"}, [{"seq": 4, "version": 4}])
            assert mover.wait(10)  # the end wakes everyone
    finally:
        notifier.stop()


def test_a_burst_of_notifications_read_together_wakes_every_reader(settings, rdb):
    """Notifications that arrive in one read (the commits of a batch) are handled past
    redis-py's per-message path (`PatternListener._drain`): each reaches its match's readers."""
    if settings.redis_cluster:
        pytest.skip("a cluster's shards are read by their own loop")
    notifier = _notifier(settings.redis_url, False)
    listener = notifier._listener
    drained = []
    drain, notify = listener._drain, notifier._notify

    def counting_drain(pubsub):
        notifier._notify = lambda *note: (drained.append(note[0]), notify(*note))
        try:
            drain(pubsub)
        finally:
            notifier._notify = notify

    listener._drain = counting_drain
    matches = [secrets.token_urlsafe(16) for _ in range(100)]
    try:
        with contextlib.ExitStack() as stack:
            watches = [stack.enter_context(notifier.watch(m)) for m in matches]
            pipe = rdb.pipeline(transaction=False)
            for match_id in matches:
                pipe.publish(channel(match_id), "1 active")
            pipe.execute()
            for watch in watches:
                assert watch.wait(10)
            wait_for(lambda: all(watch.feed.announced == 1 for watch in watches))
        assert drained and set(drained) <= set(matches)
    finally:
        notifier.stop()


def test_events_after_a_missed_notification_are_read_from_redis(settings):
    """A notification whose events do not follow what the feed holds (one was missed) does
    not fill the gap: the readers read Redis, and get every event once."""
    notifier = _notifier(settings.redis_url, settings.redis_cluster)
    writer, reader = _store(settings), CountingStore(_store(settings))
    match_id = secrets.token_urlsafe(16)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    writer.commit(match, None, [{"seq": 1, "version": 1}])
    try:
        with notifier.watch(match_id) as watch:
            watch.read(reader, 0, fresh=True)
            watch.feed.base = None  # as if the process forgot the match meanwhile
            match = _step(writer, match, [{"seq": 2, "version": 2}])
            wait_for(lambda: watch.feed.announced == 2)  # heard, and its events not kept
            watch.feed.base, watch.feed.tail = 0, [{"seq": 1, "version": 1}]
            watch.clear()
            match = _step(writer, match, [{"seq": 3, "version": 3}])  # 2's was lost
            assert watch.wait(10)
            reads = reader.reads
            events = watch.read(reader, 1)
            assert [e["seq"] for e in events] == [2, 3] and reader.reads == reads + 1
    finally:
        notifier.stop()


def test_notifier_wakes_waiters_and_survives_a_lost_connection(settings, rdb):
    name = f"haras-test-notify-{uuid.uuid4().hex[:8]}"
    notifier = _notifier(settings.redis_url, settings.redis_cluster, client_name=name,
                         socket_timeout=10, health_check_interval=15)
    store = _store(settings)
    match_id = secrets.token_urlsafe(16)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    store.commit(match, None, [{"seq": 1}])
    # On a cluster the notifier is connected while a match is watched (SSUBSCRIBE per match):
    # one more watch, held throughout, keeps it so across the reads.
    held = notifier.watch(match_id) if settings.redis_cluster else contextlib.nullcontext()
    try:
        with held:
            for version in (2, 3):
                if version == 3:  # drop the listener's connection: it must come back
                    listener = _clients(rdb, name)
                    assert len(listener) == 1
                    node, old = listener[0]
                    node.client_kill_filter(_id=old["id"])
                    gone = (old["laddr"], old["id"])  # ids are per node
                    wait_for(lambda gone=gone: notifier.ready and any(
                        (c["laddr"], c["id"]) != gone for _, c in _clients(rdb, name)))
                nxt = {**match, "version": version, "event_count": version}
                timer = threading.Timer(0.3, store.commit,
                                        (nxt, version - 1, [{"seq": version}]))
                started = time.monotonic()
                timer.start()
                events = notifier.read_events(store, match_id, version - 1, wait_s=10)
                timer.join()
                assert [e["seq"] for e in events] == [version]
                assert time.monotonic() - started < 0.9  # woken, not polled
                assert notifier.watching() == (1 if settings.redis_cluster else 0)
        assert notifier.read_events(store, match_id, 3, wait_s=0.2) == []
    finally:
        notifier.stop()
    assert not _clients(rdb, name)


def test_an_idle_listener_checks_its_connection_and_keeps_it(settings, rdb):
    """The listener PINGs its idle connection (health checks) and takes the answers for what
    they are: the same connection then carries the next notification."""
    if settings.redis_cluster:
        pytest.skip("on a cluster each shard's connection PINGs by itself (PING_EVERY_S)")
    name = f"haras-test-idle-{uuid.uuid4().hex[:8]}"
    notifier = _notifier(settings.redis_url, False, client_name=name, health_check_interval=0.2)
    store = _store(settings)
    match_id = secrets.token_urlsafe(16)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    store.commit(match, None, [{"seq": 1}])
    try:
        with notifier.watch(match_id) as watch:
            watch.read(store, 0, fresh=True)
            [(_, listener)] = _clients(rdb, name)
            wait_for(lambda: [c["cmd"] for _, c in _clients(rdb, name)] == ["ping"])
            watch.clear()
            _step(store, match, [{"seq": 2}])
            assert watch.wait(10)
            assert [e["seq"] for e in watch.read(store, 1)] == [2]
            assert [c["id"] for _, c in _clients(rdb, name)] == [listener["id"]]
    finally:
        notifier.stop()


def test_readers_poll_when_the_listener_cannot_subscribe(settings):
    """No pub/sub (a Redis that refuses it, a listener that is reconnecting): long-polls and
    streams still get every event, by polling the store about once a second."""
    notifier = _notifier("redis://127.0.0.1:1/0", settings.redis_cluster,
                         socket_connect_timeout=1)
    store = _store(settings)
    match_id = secrets.token_urlsafe(16)
    match = {"id": match_id, "game": "petits-chevaux", "version": 1, "event_count": 1,
             "status": "active"}
    store.commit(match, None, [{"seq": 1}])
    nxt = {**match, "version": 2, "event_count": 2}
    timer = threading.Timer(2.5, store.commit, (nxt, 1, [{"seq": 2}]))  # after READY_WAIT_S
    try:
        started = time.monotonic()
        timer.start()
        events = notifier.read_events(store, match_id, 1, wait_s=10)
        assert [e["seq"] for e in events] == [2] and not notifier.ready
        assert time.monotonic() - started < 2.5 + DEGRADED_POLL_S + 1
    finally:
        timer.join()
        notifier.stop()


def test_a_stopping_server_ends_its_streams_at_once(settings):
    """gunicorn's graceful stop calls notify.close_all() (deploy/gunicorn.conf.py): open
    streams end (the client resumes elsewhere) instead of holding the worker."""
    app = create_app(settings_with(settings, sse_keepalive_s=30))
    server, thread = _serve(app)
    try:
        base = f"http://127.0.0.1:{server.server_port}"
        match, _ = create(app.test_client(), seed=2)
        stream = SSE(base, f"/v1/matches/{match['id']}/stream")
        stream.events(len(_events(app.test_client(), match["id"])))
        started = time.monotonic()
        app.extensions["haras"].notifier.close()
        assert stream.message() is None  # closed, with no `end`: the match is not over
        assert time.monotonic() - started < 2
        stream.close()
    finally:
        server.shutdown()
        thread.join(10)


# --- (5) many streams against gunicorn with the production configuration ---------------------
@pytest.fixture(scope="module")
def gunicorn(settings):
    """gunicorn with deploy/gunicorn.conf.py (gevent workers); every Redis connection its
    processes open carries one client name, so CLIENT LIST counts exactly theirs. Its many
    streams all come from one address: no cap per client (tests/live/test_stream_limits.py)."""
    name = f"haras-sse-{uuid.uuid4().hex[:8]}"
    sep = "&" if "?" in settings.redis_url else "?"
    workers = 2
    process, base = start_gunicorn(settings, workers=workers, SSE_KEEPALIVE_S="5",
                                   STREAMS_PER_CLIENT="0",
                                   REDIS_URL=f"{settings.redis_url}{sep}client_name={name}")
    yield base, name, workers
    stop_process(process)


POOL_CONNECTIONS = 32  # Store.from_url's pool, per process


def _connections(rdb, name: str) -> int:
    return len(_clients(rdb, name))



@pytest.mark.slow
def test_many_open_streams_share_a_few_redis_connections_per_process(gunicorn, rdb):
    base, name, workers = gunicorn
    n_streams = 200
    session = requests.Session()
    created = session.post(f"{base}/v1/matches", timeout=10, json={
        "game": "petits-chevaux", "seats": HUMANS_2, "seed": 11, "options": QUICK}).json()
    mid, tokens = created["match"]["id"], created["seat_tokens"]
    setup = session.get(f"{base}/v1/matches/{mid}/events", timeout=10).json()["events"]
    warm = [SSE(base, f"/v1/matches/{mid}/stream") for _ in range(4 * workers)]
    for stream in warm:
        stream.events(len(setup))
    few = _connections(rdb, name)

    def open_one(i):
        stream = SSE(base, f"/v1/matches/{mid}/stream"
                     + (f"?token={tokens[str(i % 2)]}" if i % 3 == 0 else ""))
        assert stream.status == 200
        assert stream.events(len(setup)) == setup
        return stream

    started = time.monotonic()
    with ThreadPoolExecutor(max_workers=50) as pool:
        streams = warm + list(pool.map(open_one, range(n_streams - len(warm))))
    opened_s = time.monotonic() - started
    many = _connections(rdb, name)
    try:
        # every open stream gets the next move at once
        seat = str(session.get(f"{base}/v1/matches/{mid}").json()["to_act"][0])
        moved = session.post(f"{base}/v1/matches/{mid}/moves", json={"move": {"type": "roll"}},
                             headers=bearer(tokens[seat]), timeout=10).json()
        n_new = len(moved["events"])
        started = time.monotonic()
        for stream in streams:
            assert [e["seq"] for e in stream.events(n_new)] == [
                e["seq"] for e in moved["events"]]
        delivered_s = time.monotonic() - started
        woken = _connections(rdb, name)
        # ... and ends once the match is finished
        _play_to_the_end(session, base, mid, tokens)
        total = session.get(f"{base}/v1/matches/{mid}/events", timeout=10).json()["events"]
        for stream in streams:
            rest, end = stream.until_end()
            assert len(rest) == len(total) - len(setup) - n_new
            assert end["last_seq"] == total[-1]["seq"]
    finally:
        for stream in streams:
            stream.close()
    print(f"\n{n_streams} streams over {workers} gevent workers: {few} Redis connections with "
          f"{len(warm)} streams, {many} with {n_streams} open (opened in {opened_s:.1f} s), "
          f"{woken} after waking them all (delivered in {delivered_s:.2f} s)")
    per_process = 32 + 3  # the store's pool, the listener, the job queue, the rate limiter
    assert many <= workers * per_process and woken <= workers * per_process
    assert many - few < n_streams // 4  # not one per stream


def _play_to_the_end(session, base: str, mid: str, tokens: dict) -> None:
    for _ in range(2000):
        view = session.get(f"{base}/v1/matches/{mid}", timeout=10).json()
        if view["status"] == "finished":
            return
        seat = str(view["to_act"][0])
        moves = session.get(f"{base}/v1/matches/{mid}/legal-moves", headers=bearer(tokens[seat]),
                            timeout=10).json()["legal_moves"]
        response = session.post(f"{base}/v1/matches/{mid}/moves", json={"move": moves[-1]},
                                headers=bearer(tokens[seat]), timeout=10)
        assert response.status_code == 200, response.text
    raise AssertionError("match did not finish")


def test_long_poll_holds_no_redis_connection_while_waiting(gunicorn, rdb):
    """More long-polls wait than the processes' Redis pools hold connections (32 each), and a
    view is still served meanwhile: were a waiting poll to hold a connection, the pools would
    be exhausted and the view (and the last polls) would fail their 5 s checkout with 503.
    No connection blocks in Redis either. (Counting connections instead measured how many
    the arrival burst opened, which varies with the machine's load.)"""
    base, name, workers = gunicorn
    waiters = workers * POOL_CONNECTIONS + 36
    created = requests.post(f"{base}/v1/matches", timeout=10, json={
        "game": "petits-chevaux", "seats": HUMANS_2, "seed": 12}).json()
    mid = created["match"]["id"]
    last = requests.get(f"{base}/v1/matches/{mid}/events", timeout=10).json()["last_seq"]
    with ThreadPoolExecutor(max_workers=waiters) as pool:
        polls = [pool.submit(requests.get, f"{base}/v1/matches/{mid}/events?after={last}&wait=20",
                             timeout=30) for _ in range(waiters)]
        time.sleep(2)
        assert not any(p.done() for p in polls), "a long-poll answered before any move"
        blocked = sum(1 for _, c in _clients(rdb, name)
                      if c.get("cmd") in ("xread", "blpop", "brpop"))
        view = requests.get(f"{base}/v1/matches/{mid}", timeout=10)
        seat = str(created["match"]["to_act"][0])
        play_response = requests.post(f"{base}/v1/matches/{mid}/moves", timeout=10,
                                      json={"move": {"type": "roll"}},
                                      headers=bearer(created["seat_tokens"][seat]))
        assert play_response.status_code == 200
        results = [p.result() for p in polls]
    assert view.status_code == 200 and blocked == 0
    assert all(r.status_code == 200 for r in results)
    assert all(r.json()["events"][0]["seq"] == last + 1 for r in results)
    assert _connections(rdb, name) <= workers * (POOL_CONNECTIONS + 4)  # pools + listeners


def test_contract_documents_the_stream():
    from devtools.openapi import generate

    path = json.loads(generate())["paths"]["/v1/matches/{match_id}/stream"]
    responses = path["get"]["responses"]
    assert list(responses["200"]["content"]) == ["text/event-stream"]
    assert {"204", "401", "403", "404", "422", "503"} <= set(responses)
    assert {p["name"] for p in path["get"]["parameters"]} == {"after", "token"}
    assert "Last-Event-ID" in {p["name"] for p in path["parameters"]}
