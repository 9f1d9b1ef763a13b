"""Streams and long-polls under abuse (issue 21): a cap per client, a reserve of connection
slots for ordinary requests, and a maximum lifetime for a stream. Each at a small size."""

import contextlib
import json
import random
import threading
import time
import uuid
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from test_stream import SSE
from websockets.sync.client import connect
from werkzeug.serving import make_server

from service.app import create_app
from service.live.stream import LIFETIME_JITTER
from service.state.connect import is_cluster
from service.state.slots import (
    _TAKE,
    SEAT_SHARE_PER_CLIENT,
    Capacity,
    Slots,
    StreamCapacity,
    TooManyStreams,
    reserved,
)

from conftest import settings_with, start_gunicorn, stop_process, wait_for
from helpers import HUMANS_2, bearer, create, random_step, reply_lost_once, store_of

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

WORKER_CONNECTIONS = 12
RESERVE = 4
CAPACITY = WORKER_CONNECTIONS - RESERVE  # streams and long-polls per process


def _create(base: str, **body) -> tuple[dict, dict]:
    response = requests.post(f"{base}/v1/matches", timeout=10, json={
        "game": "petits-chevaux", "seats": HUMANS_2, **body})
    assert response.status_code == 201, response.text
    return response.json()["match"], response.json()["seat_tokens"]


def _open(base: str, path: str, headers: dict | None = None, timeout_s: float = 10,
          source: str | None = None):
    """An SSE stream, or "no answer" when the server answered nothing in `timeout_s`."""
    try:
        return SSE(base, path, headers, timeout_s=timeout_s, source=source)
    except TimeoutError:
        return "no answer"


def _status(opened) -> int | str:
    return opened if isinstance(opened, str) else opened.status


# --- the reserve: streams never take the slots /livez and moves need --------------------------
@pytest.fixture(scope="module")
def small_gunicorn(settings):
    """One gevent worker with 12 connection slots, 4 of them reserved; no per-client cap (every
    stream of this test comes from one address), no seat share (they are spectators)."""
    process, base = start_gunicorn(settings, workers=1,
                                   GUNICORN_WORKER_CONNECTIONS=str(WORKER_CONNECTIONS),
                                   STREAM_RESERVE=str(RESERVE), STREAM_SEAT_SHARE="0",
                                   STREAMS_PER_CLIENT="0",
                                   SSE_KEEPALIVE_S="0.5")
    yield base
    stop_process(process)


def test_streams_beyond_capacity_get_503_while_livez_and_moves_answer(small_gunicorn):
    base = small_gunicorn
    match, tokens = _create(base, seed=3)
    mid = match["id"]
    n_setup = requests.get(f"{base}/v1/matches/{mid}/events", timeout=10).json()["last_seq"]
    with ThreadPoolExecutor(max_workers=WORKER_CONNECTIONS + 4) as pool:
        opened = list(pool.map(lambda _: _open(base, f"/v1/matches/{mid}/stream"),
                               range(WORKER_CONNECTIONS + 4)))
    streams = [s for s in opened if _status(s) == 200]
    try:
        # what hung before: with every slot taken by a stream, nothing else was answered
        livez = requests.get(f"{base}/livez", timeout=10)
        assert livez.status_code == 200
        statuses = sorted(_status(s) for s in opened)
        assert statuses == [200] * CAPACITY + [503] * (len(opened) - CAPACITY), statuses
        refused = next(s for s in opened if _status(s) == 503)
        assert refused.response.getheader("Content-Type").startswith(
            "application/problem+json")
        assert int(refused.response.getheader("Retry-After")) >= 1
        body = refused.response.read()
        assert b'"code":"stream_capacity"' in body.replace(b" ", b"")
        # a move is answered, and every open stream gets it
        seat = str(match["to_act"][0])
        moved = requests.post(f"{base}/v1/matches/{mid}/moves", timeout=10,
                              json={"move": {"type": "roll"}}, headers=bearer(tokens[seat]))
        assert moved.status_code == 200, moved.text
        new = [e["seq"] for e in moved.json()["events"]]
        for stream in streams:
            assert [e["seq"] for e in stream.events(n_setup + len(new))][n_setup:] == new
        # a long-poll needs a slot as well
        poll = requests.get(f"{base}/v1/matches/{mid}/events?after={new[-1]}&wait=5",
                            timeout=10)
        assert poll.status_code == 503 and poll.json()["code"] == "stream_capacity"
        # a stream that ends gives its slot back
        streams.pop().close()

        def reopened():
            again = _open(base, f"/v1/matches/{mid}/stream")
            if _status(again) == 200:
                streams.append(again)
                return True
            again.close()
            return False

        wait_for(reopened, timeout_s=20, interval_s=0.2)
    finally:
        for stream in opened + streams:
            if not isinstance(stream, str):
                stream.close()


# --- per client: STREAMS_PER_CLIENT, counted in Redis across processes -----------------------
def _app(settings, **changes):
    """An app with `changes`, counting its slots under a key prefix of its own (other test
    runs share this Redis and this address)."""
    app = create_app(settings_with(settings, **changes))
    app.extensions["haras"].notifier.slots.prefix = f"haras:streams:test-{uuid.uuid4().hex}:"
    return app


def _slot_keys(rdb, app) -> list[str]:
    return list(rdb.scan_iter(app.extensions["haras"].notifier.slots.prefix + "*"))


@contextlib.contextmanager
def _served(app):
    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_port}"
    finally:
        server.shutdown()
        thread.join(10)
        store = app.extensions["haras"].store
        for key in _slot_keys(store.client, app):
            store.client.delete(key)


def _assert_refused(response, status: int, code: str) -> None:
    """A refusal over a real connection (an SSE or a requests response)."""
    if isinstance(response, SSE):
        assert response.status == status
        headers, body = response.response, json.loads(response.response.read())
        content_type, retry = headers.getheader("Content-Type"), headers.getheader("Retry-After")
    else:
        assert response.status_code == status, response.text
        body, content_type = response.json(), response.headers["Content-Type"]
        retry = response.headers["Retry-After"]
    assert content_type.startswith("application/problem+json")
    assert body["code"] == code and body["status"] == status and int(retry) >= 1


def test_a_client_holds_at_most_its_streams_and_long_polls(settings, rdb):
    app = _app(settings, streams_per_client=2, sse_keepalive_s=0.3)
    client = app.test_client()
    match, tokens = create(client, seed=4)
    mid, t0 = match["id"], tokens["0"]
    last = client.get(f"/v1/matches/{mid}/events").json["last_seq"]
    version = match["version"]
    with _served(app) as base:
        first = SSE(base, f"/v1/matches/{mid}/stream?token={t0}")
        second = SSE(base, f"/v1/matches/{mid}/stream", bearer(t0))  # the same client
        others = SSE(base, f"/v1/matches/{mid}/stream", bearer(tokens["1"]), source="127.0.0.2")
        try:
            assert (first.status, second.status, others.status) == (200, 200, 200)
            for third in (SSE(base, f"/v1/matches/{mid}/stream?token={t0}"),
                          SSE(base, f"/v1/matches/{mid}/stream?token={tokens['1']}")):
                _assert_refused(third, 429, "too_many_streams")  # another seat: the same client
                third.close()
            # a long-poll that must wait needs a slot too, one that answers at once does not
            url = f"{base}/v1/matches/{mid}"
            _assert_refused(requests.get(f"{url}/events?after={last}&wait=5",
                                         headers=bearer(t0), timeout=10),
                            429, "too_many_streams")
            _assert_refused(requests.get(f"{url}?wait=5", timeout=10, headers={
                **bearer(t0), "If-None-Match": f'"{version}"'}), 429, "too_many_streams")
            assert requests.get(f"{url}/events?after=0&wait=5", headers=bearer(t0),
                                timeout=10).status_code == 200
            # a stream that ends (here: its client went away) gives its slot back
            first.close()

            def reopened():
                again = SSE(base, f"/v1/matches/{mid}/stream", bearer(t0))
                if again.status == 200:
                    return again
                again.close()
                return None

            first = wait_for(reopened, timeout_s=20, interval_s=0.1)
        finally:
            for stream in (first, second, others):
                stream.close()
        # every slot is given back once the streams are gone
        wait_for(lambda: not _slot_keys(rdb, app)
                 and app.extensions["haras"].notifier.slots.held == 0, timeout_s=20)


def test_the_cap_per_client_holds_across_processes(settings, rdb):
    """Two apps (two processes' worth of slots) on one Redis: a client's streams count
    together, wherever they are served."""
    one = _app(settings, streams_per_client=2)
    other = create_app(settings_with(settings, streams_per_client=2))
    other.extensions["haras"].notifier.slots.prefix = one.extensions[
        "haras"].notifier.slots.prefix
    match, tokens = create(one.test_client(), seed=5)
    path = f"/v1/matches/{match['id']}/stream?token={tokens['0']}"
    with _served(one) as base_one, _served(other) as base_other:
        streams = [SSE(base_one, path), SSE(base_one, path)]
        try:
            assert [s.status for s in streams] == [200, 200]
            refused = SSE(base_other, path)
            _assert_refused(refused, 429, "too_many_streams")
            refused.close()
            assert one.extensions["haras"].notifier.slots.held == 2
            assert other.extensions["haras"].notifier.slots.held == 0
        finally:
            for stream in streams:
                stream.close()


def test_slots_of_a_dead_process_expire_and_open_streams_renew_theirs(settings, rdb):
    prefix = f"haras:streams:test-{uuid.uuid4().hex}:"
    dead = Slots(prefix=prefix, lease_s=1)
    store = store_of(settings)
    held = [dead.take(store.client, "seat:x", 2, None) for _ in range(2)]  # never released
    alive = Slots(prefix=prefix, lease_s=1)
    with pytest.raises(TooManyStreams):
        alive.take(store.client, "seat:x", 2, None)
    assert 0 < rdb.pttl(prefix + "seat:x") <= 1000
    lease = wait_for(lambda: _try_take(alive, store, "seat:x"), timeout_s=10)
    lease.release()
    assert held and not rdb.exists(prefix + "seat:x")
    # an open stream renews its lease while it is open
    app = _app(settings, streams_per_client=2, sse_keepalive_s=0.2)
    app.extensions["haras"].notifier.slots.lease_s = 1
    match, tokens = create(app.test_client(), seed=6)
    with _served(app) as base:
        stream = SSE(base, f"/v1/matches/{match['id']}/stream?token={tokens['0']}")
        try:
            [key] = _slot_keys(rdb, app)
            [(member, first)] = rdb.zrange(key, 0, -1, withscores=True)
            wait_for(lambda: rdb.zscore(key, member) > first + 200, timeout_s=10)
        finally:
            stream.close()


def test_a_slot_taken_again_after_its_reply_was_lost_is_held_once(settings, rdb, monkeypatch):
    """A cluster client sends a script again when its connection fails after the script ran:
    at the client's last free slot, the resent take finds its own lease (not a full set),
    so the stream opens and holds one slot."""
    prefix = f"haras:streams:test-{uuid.uuid4().hex}:"
    slots, store = Slots(prefix=prefix), store_of(settings)
    first = slots.take(store.client, "addr:x", 2, None)
    store.client.script_load(_TAKE)  # found at once (no NOSCRIPT round first)
    with reply_lost_once(monkeypatch) as sent:
        try:
            last = slots.take(store.client, "addr:x", 2, None)
        except TooManyStreams:
            pytest.fail("the resent take counted its own lease as another's")
    assert rdb.zcard(prefix + "addr:x") == 2
    if is_cluster(store.client):
        assert len(sent) == 2 and last.key is not None
        last.release()
        first.release()
        assert not rdb.exists(prefix + "addr:x")
    else:  # not sent again: the stream opens uncounted, its lease expires by itself
        assert len(sent) == 1 and last.key is None


def test_the_seat_share_serves_seated_readers_a_few_per_client():
    slots = Slots()
    room = Capacity(total=8, seat_share=6)  # 2 slots for anyone, then 6 for seats only
    anyone = [slots.take(None, "c", 0, room) for _ in range(2)]
    with pytest.raises(StreamCapacity):
        slots.take(None, "c", 0, room)  # no seat token
    first = [slots.take(None, "a", 0, room, seated=True) for _ in range(SEAT_SHARE_PER_CLIENT)]
    with pytest.raises(StreamCapacity):
        slots.take(None, "a", 0, room, seated=True)  # its part of the share is taken
    second = [slots.take(None, "b", 0, room, seated=True) for _ in range(2)]
    with pytest.raises(StreamCapacity):
        slots.take(None, "b", 0, room, seated=True)  # the share is full
    first.pop().release()
    second.append(slots.take(None, "b", 0, room, seated=True))
    anyone.pop().release()
    anyone.append(slots.take(None, "c", 0, room))  # a free slot for anyone goes to anyone
    assert slots.held == 8 and slots.shared == {"a": 3, "b": 3}
    for lease in anyone + first + second:
        lease.release()
    assert slots.held == 0 and not slots.shared


def _try_take(slots, store, who: str):
    try:
        return slots.take(store.client, who, 2, None)
    except TooManyStreams:
        return None


def test_a_malformed_reserve_fails_at_start(settings):
    assert reserved("20%", 1000) == 200 and reserved("20%", 12) == 3 and reserved("4", 12) == 4
    for bad in ("", "x", "-1", "101%", "1.5"):
        with pytest.raises(ValueError):
            create_app(settings_with(settings, stream_reserve=bad))


# --- per person: seat tokens are free to mint, the client is its API key else its address ----
FLOOD_CONNECTIONS, FLOOD_RESERVE = 24, 4  # 20 slots for streams...
SEAT_SHARE = 10  # ...the last 10 of them for seats only, at most SEAT_SHARE_PER_CLIENT each
FLOOD_PER_CLIENT = 6
HUMANS_4 = [{"type": "human", "name": n} for n in ("Ana", "Bo", "Cy", "Di")]


class _From(requests.adapters.HTTPAdapter):
    """Connects from `address`: another loopback address is another client to the server."""

    def __init__(self, address: str):
        self.address = address
        super().__init__()

    def init_poolmanager(self, *args, **kwargs):
        super().init_poolmanager(*args, source_address=(self.address, 0), **kwargs)


def _session(address: str) -> requests.Session:
    session = requests.Session()
    session.mount("http://", _From(address))
    return session


@pytest.fixture(scope="module")
def flooded_gunicorn(settings):
    process, base = start_gunicorn(settings, workers=1,
                                   GUNICORN_WORKER_CONNECTIONS=str(FLOOD_CONNECTIONS),
                                   STREAM_RESERVE=str(FLOOD_RESERVE),
                                   STREAM_SEAT_SHARE=str(SEAT_SHARE),
                                   STREAMS_PER_CLIENT=str(FLOOD_PER_CLIENT),
                                   SSE_KEEPALIVE_S="0.5")
    yield base
    stop_process(process)


def _ws(base: str, match_id: str, token: str, address: str):
    url = base.replace("http", "ws", 1) + f"/v1/matches/{match_id}/ws?token={token}"
    return connect(url, open_timeout=10, source_address=(address, 0))


def test_a_new_match_connects_its_seats_while_addresses_flood_the_slots(flooded_gunicorn):
    """The flood of issue 31 at a small size: an address creates four-human matches and
    opens a stream with each seat token (each token was a client of its own: one address
    took every slot). Now an address holds STREAMS_PER_CLIENT, whatever tokens it sends;
    more addresses fill the process, but its seat share keeps a new match's seats room."""
    base = flooded_gunicorn
    net = f"127.{random.randint(1, 254)}.{random.randint(1, 254)}."  # clients of this run only
    flooders, player, stranger = [net + str(n) for n in (2, 3, 4)], net + "5", net + "6"
    held, statuses = [], []
    try:
        for address in flooders:
            session = _session(address)
            tokens = []
            for _ in range(2):
                created = session.post(f"{base}/v1/matches", timeout=10, json={
                    "game": "petits-chevaux", "seats": HUMANS_4})
                assert created.status_code == 201, created.text
                mid = created.json()["match"]["id"]
                tokens += [(mid, t) for t in created.json()["seat_tokens"].values()]
            opened = [_open(base, f"/v1/matches/{mid}/stream?token={t}", source=address)
                      for mid, t in tokens]
            statuses.append(sorted(_status(s) for s in opened))
            held += [s for s in opened if _status(s) == 200]
            for refused in (s for s in opened if _status(s) != 200):
                refused.close()
        # one address: its STREAMS_PER_CLIENT, then 429, for any number of seat tokens; the
        # second takes the last general slots and some of the seat share; the third, at most
        # its part of the share, then 503
        assert statuses == [[200] * 6 + [429] * 2, [200] * 6 + [429] * 2,
                            [200] * 4 + [503] * 4], statuses
        public = _open(base, f"/v1/matches/{tokens[0][0]}/stream", source=stranger)
        _assert_refused(public, 503, "stream_capacity")  # the general slots are all taken
        public.close()
        # a new match: both its seats connect, over /ws and /stream, and wait on /events
        session = _session(player)
        created = session.post(f"{base}/v1/matches", timeout=10, json={
            "game": "petits-chevaux", "seats": HUMANS_2, "seed": 3})
        assert created.status_code == 201, created.text
        match, seat_tokens = created.json()["match"], created.json()["seat_tokens"]
        mid = match["id"]
        sockets = [_ws(base, mid, seat_tokens[s], player) for s in ("0", "1")]
        held += sockets
        for seat, socket in enumerate(sockets):
            welcome = json.loads(socket.recv(timeout=10))
            assert (welcome["type"], welcome["viewer"]) == ("welcome", seat)
        stream = _open(base, f"/v1/matches/{mid}/stream?token={seat_tokens['1']}",
                       source=player)
        held.append(stream)
        assert _status(stream) == 200
        last = session.get(f"{base}/v1/matches/{mid}/events", timeout=10).json()["last_seq"]
        poll = session.get(f"{base}/v1/matches/{mid}/events?after={last}&wait=1", timeout=10,
                           headers=bearer(seat_tokens["0"]))
        assert poll.status_code == 200 and poll.json()["events"] == [], poll.text
        # and play: a move over the socket reaches the other seat's stream
        seat = str(match["to_act"][0])
        sockets[int(seat)].send(json.dumps({"type": "move", "id": "m1",
                                            "move": {"type": "roll"}}))
        assert stream.events(last + 1)[-1]["seq"] == last + 1
    finally:
        for opened in held:
            opened.close()


# --- lifetime: STREAM_MAX_S, then the client resumes -----------------------------------------
def test_a_stream_ends_after_its_lifetime_and_resuming_misses_nothing(settings):
    app = _app(settings, stream_max_s=1.0, sse_keepalive_s=0.3)
    client = app.test_client()
    match, tokens = create(client, game="poney-mon-amour", seats=HUMANS_2, seed=9)
    mid = match["id"]
    done = threading.Event()

    def play():  # moves land while streams are open and between them
        player, rng = app.test_client(), random.Random(2)
        for _ in range(30):
            random_step(player, mid, tokens, rng)
            time.sleep(0.1)
        done.set()

    thread = threading.Thread(target=play)
    received, lifetimes, last_id = [], [], None
    with _served(app) as base:
        thread.start()
        while True:
            finished = done.is_set()
            headers = {**bearer(tokens["0"]), **({"Last-Event-ID": last_id} if last_id else {})}
            started = time.monotonic()  # before the request: a lower bound whatever the load
            stream = SSE(base, f"/v1/matches/{mid}/stream", headers)
            try:
                assert stream.status == 200
                while (message := stream.message()) is not None:
                    assert message["event"] == "message", message  # never `end`: not over
                    received.append(message["data"])
                    last_id = message["id"]
            finally:
                stream.close()
            lifetimes.append(time.monotonic() - started)
            if finished:
                break
        thread.join(30)
    expected = client.get(f"/v1/matches/{mid}/events", headers=bearer(tokens["0"])).json
    assert received == expected["events"]  # no gap, no duplicate, across every reconnection
    assert len(lifetimes) >= 3 and min(lifetimes) >= 0.9 * (1 - LIFETIME_JITTER)
