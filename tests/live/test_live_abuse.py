"""WebSocket channels under abuse (issue 31), against a real gunicorn gevent worker: a client
that never reads while it floods, pings and pongs against the rate limit, a connection reset
while the server writes. The flooding clients are raw sockets speaking WebSocket through
wsproto, so that they can refuse to read."""

import contextlib
import json
import random
import socket
import threading
import time
from urllib.parse import urlsplit

import pytest
import requests
from websockets.exceptions import InvalidStatus
from websockets.sync.client import connect
from wsproto import ConnectionType, WSConnection
from wsproto.events import AcceptConnection, CloseConnection, RejectConnection, Request, TextMessage

from support.http import HUMANS_2
from support.processes import start_gunicorn, stop_process, wait_for

UNREAD_SOCKETS = 3
FRAME_LIMIT = 60_000  # each flood frame is a move this long (MAX_BODY_BYTES is 64 KiB)
JUNK_FRAMES = 30_000  # their answers, ~6 MB, are more than the kernel buffers hold
FLOOD_BYTES = 48 * 2**20  # per socket, if the server read it all
# What one socket that never reads may cost the worker, at most (docs/guarantees.md): the
# frames it queued unanswered, the one being written, the message being assembled.
RSS_PER_SOCKET = 2 * 2**20


def _address() -> str:
    """An address of its own for a test (TRUST_PROXY): the stream slots of an earlier run's
    clients, still held in Redis for a while, are another client's."""
    return "10." + ".".join(str(random.randrange(256)) for _ in range(3))


def _create(base: str) -> tuple[dict, dict]:
    response = requests.post(f"{base}/v1/matches", timeout=10,
                             json={"game": "petits-chevaux", "seats": HUMANS_2, "seed": 3})
    assert response.status_code == 201, response.text
    return response.json()["match"], response.json()["seat_tokens"]


def _ws_url(base: str, match_id: str, token: str | None = None) -> str:
    query = f"?token={token}" if token else ""
    return base.replace("http", "ws", 1) + f"/v1/matches/{match_id}/ws{query}"


def _worker_pid(master: int) -> int:
    """The one worker process of a `workers=1` gunicorn."""
    with open(f"/proc/{master}/task/{master}/children") as children:
        (pid,) = children.read().split()
    return int(pid)


def _status_kb(pid: int, field: str) -> int:
    with open(f"/proc/{pid}/status") as status:
        line = next(line for line in status if line.startswith(field + ":"))
    return int(line.split()[1])


def _reset_peak(pid: int) -> None:
    """VmHWM starts again from the current RSS (Linux ≥ 4.0), so it is the peak from now."""
    with open(f"/proc/{pid}/clear_refs", "w") as clear:
        clear.write("5")


class Refused(Exception):
    """The upgrade was refused (its status)."""


def _raw(base: str, match_id: str, address: str) -> "RawChannel":
    """A RawChannel, once a stream slot is free (a closed channel's slot is released just
    after its client saw it close)."""

    def opened():
        try:
            return RawChannel(base, match_id, address)
        except Refused as refused:
            assert refused.args == (429,)
            return None

    return wait_for(opened)


class RawChannel:
    """A WebSocket client on a plain socket with a small receive buffer: it reads the
    handshake, then only what the test asks it to."""

    def __init__(self, base: str, match_id: str, address: str, token: str | None = None):
        url = urlsplit(base)
        self.sock = socket.socket()
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        self.sock.settimeout(10)
        self.sock.connect((url.hostname, url.port))
        self.ws = WSConnection(ConnectionType.CLIENT)
        target = f"/v1/matches/{match_id}/ws" + (f"?token={token}" if token else "")
        self.sock.sendall(self.ws.send(Request(
            host=url.netloc, target=target, extra_headers=[("X-Forwarded-For", address)])))
        accepted = None
        while accepted is None:
            self.ws.receive_data(self.sock.recv(4096))
            for event in self.ws.events():
                if isinstance(event, (AcceptConnection, RejectConnection)):
                    accepted = event
                    break
        if isinstance(accepted, RejectConnection):
            raise Refused(accepted.status_code)
        self.sent = 0  # bytes of frames written to the socket

    def flood(self, frames, stall_s: float = 3) -> bool:
        """Writes the frames until one cannot be written for `stall_s` (the server pushes
        back) or the server drops the connection; True if every frame went out."""
        self.sock.settimeout(stall_s)
        for text in frames:
            data = self.ws.send(TextMessage(data=text))
            try:
                self.sock.sendall(data)
            except (TimeoutError, ConnectionError):
                return False
            self.sent += len(data)
        return True

    def reset(self) -> None:
        """Closes with a TCP reset (SO_LINGER 0), as a client that vanishes does."""
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\1\0\0\0\0\0\0\0")
        self.sock.close()

    def read_until_closed(self, timeout_s: float = 60) -> int | None:
        """Reads everything the server sent until it closed the connection; the close
        code it sent, if one came through."""
        self.sock.settimeout(timeout_s)
        code = None
        while True:
            try:
                data = self.sock.recv(65536)
            except ConnectionResetError:
                data = b""
            if not data:
                return code
            self.ws.receive_data(data)
            try:
                for event in self.ws.events():
                    if isinstance(event, CloseConnection):
                        code = event.code
            except Exception:  # a frame cut short by the server's drop
                return code


def _echo_move(n: int) -> str:
    """A move frame of about FRAME_LIMIT bytes, almost all of it unknown field names that an
    `error` frame naming every one would echo back."""
    names = {f"{i:05d}{'x' * 59}": 0 for i in range(FRAME_LIMIT // 68)}
    return json.dumps({"type": "move", "id": f"m{n}", "move": {"type": "roll"}, **names})


def _flood_frames():
    """Junk frames whose `error` answers (~30 times their size) fill the socket's buffers
    until the server's writes wait for the client, then moves of FRAME_LIMIT bytes."""
    yield from ["x"] * JUNK_FRAMES
    sent = 0
    while sent < FLOOD_BYTES:
        yield _echo_move(sent)
        sent += FRAME_LIMIT


def test_a_socket_that_never_reads_costs_a_bounded_memory_and_is_dropped(settings):
    """Issue 31, part 1: clients that never read flood the worker with moves whose `error`
    answers would echo ~60 KB each. The worker stops reading them once a few frames wait
    (TCP pushes back on the senders), its RSS grows by at most RSS_PER_SOCKET each, and a
    client that takes no frame for WS_PING_S is dropped, its stream slot freed. (Before, a
    ping due while the writes waited also stopped the reading: hence a WS_PING_S longer
    than the flood.)"""
    # WS_PING_S: how long a client may leave a frame unread; the flood takes less
    process, base = start_gunicorn(settings, workers=1, WS_PING_S="10", TRUST_PROXY="1",
                                   STREAMS_PER_CLIENT=str(UNREAD_SOCKETS))
    address = _address()
    try:
        match, _ = _create(base)
        pid = _worker_pid(process.pid)
        with connect(_ws_url(base, match["id"]), open_timeout=10,
                     additional_headers={"X-Forwarded-For": address}) as warm:  # lazy imports,
            json.loads(warm.recv(timeout=10))  # first allocations: before the baseline
            warm.send(_echo_move(0))
            assert json.loads(warm.recv(timeout=10))["type"] == "error"
        _reset_peak(pid)
        baseline = _status_kb(pid, "VmRSS")
        clients = [_raw(base, match["id"], address) for _ in range(UNREAD_SOCKETS)]
        finished = [None] * UNREAD_SOCKETS

        def flood(n: int) -> None:
            finished[n] = clients[n].flood(_flood_frames())

        threads = [threading.Thread(target=flood, args=(n,)) for n in range(UNREAD_SOCKETS)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        growth = (_status_kb(pid, "VmHWM") - baseline) * 1024
        sent = [client.sent for client in clients]
        print(f"RSS growth {growth / 2**20:.1f} MiB for {UNREAD_SOCKETS} sockets; "
              f"sent {[round(s / 2**20, 1) for s in sent]} MiB each")
        assert growth <= UNREAD_SOCKETS * RSS_PER_SOCKET, (growth, sent)
        assert finished == [False] * UNREAD_SOCKETS, sent  # the server pushed back
        # dropped for not reading (no close frame can reach them), their slots freed
        wait_for(lambda: _logged(process).count("ended: the client took no data for 10 s")
                 == UNREAD_SOCKETS, timeout_s=120)
        _hold(base, match["id"], address, UNREAD_SOCKETS)
        for client in clients:
            assert client.read_until_closed() is None  # what was sent, then no close frame
    finally:
        stop_process(process)


def _logged(process) -> str:
    with open(process.log_path) as log:
        return log.read()


def _hold(base: str, match_id: str, address: str, count: int) -> None:
    """Opens channels until `count` of them, open together, were each welcomed (each holds
    a stream slot: a refused one is tried again, as a slot may still be on its way back),
    then closes them."""
    with contextlib.ExitStack() as held:

        def one_more() -> bool:
            try:
                channel = held.enter_context(connect(
                    _ws_url(base, match_id), open_timeout=10,
                    additional_headers={"X-Forwarded-For": address}))
            except InvalidStatus as refused:  # 429 too_many_streams
                assert refused.response.status_code == 429
                return False
            return json.loads(channel.recv(timeout=10))["type"] == "welcome"

        for _ in range(count):
            wait_for(one_more)


def test_an_error_frame_never_echoes_unbounded_input(settings):
    """A move with ~900 unknown field names, in the message or inside the move, is refused
    with an `error` naming a few, cut short, and saying how many there were."""
    process, base = start_gunicorn(settings, workers=1)
    try:
        match, tokens = _create(base)
        seat = str(match["to_act"][0])
        with connect(_ws_url(base, match["id"], tokens[seat]), open_timeout=10) as channel:
            assert json.loads(channel.recv(timeout=10))["type"] == "welcome"
            names = {f"{i:05d}{'x' * 59}": 0 for i in range(FRAME_LIMIT // 68)}
            for message in ({"type": "move", "id": "a", "move": {"type": "roll"}, **names},
                            {"type": "move", "id": "b", "move": {"type": "roll", **names}}):
                channel.send(json.dumps(message))
                answer = channel.recv(timeout=10)
                problem = json.loads(answer)["problem"]
                assert problem["code"] == "validation_error"
                assert len(answer) < 2000, len(answer)
                assert len(problem["errors"]) == 8
                assert all(len(name) <= 64 for name in problem["errors"])
                assert f"{len(names)} fields were refused" in problem["detail"]
    finally:
        stop_process(process)


def test_pings_and_pongs_count_against_the_rate_limit(settings):
    """Issue 31, part 2: every frame counts, control frames too. Under RATE_LIMIT=6/60 the
    upgrade and five frames pass (three pings, answered, and two unsolicited pongs); the next
    ping gets the `error` 429 instead of its pong, as a move would. Then the channel reads
    nothing more from the client until the window ends: a flood costs nothing."""
    process, base = start_gunicorn(settings, workers=1, RATE_LIMIT_ENABLED="1",
                                   RATE_LIMIT="6/60")
    try:
        match, tokens = _create(base)
        with connect(_ws_url(base, match["id"], tokens["0"]), open_timeout=10) as channel:
            assert json.loads(channel.recv(timeout=10))["type"] == "welcome"
            for n in range(3):
                assert channel.ping(f"p{n}").wait(timeout=10)
            channel.pong(b"unasked")
            channel.pong(b"unasked too")
            refused = channel.ping("one too many")
            problem = json.loads(channel.recv(timeout=10))["problem"]
            assert problem["code"] == "rate_limited" and 1 <= problem["retry_after"] <= 60
            flood = [channel.ping(f"f{n}") for n in range(2000)]
            channel.send(json.dumps({"type": "move", "id": "m", "move": {"type": "roll"}}))
            with pytest.raises(TimeoutError):  # nothing is read, so nothing is answered
                channel.recv(timeout=2)
            assert not refused.is_set() and not any(pong.is_set() for pong in flood)
            # On close, websockets acknowledges the pings still waiting from two threads at
            # once (its reader's end and close's), which can raise "dictionary changed size
            # during iteration" with 2,000 of them: none is waited for any more.
            channel.pong_waiters.clear()
    finally:
        stop_process(process)


def _close_code(raw: RawChannel, within_s: float) -> int | None:
    """The close code `raw` gets (None if the connection ends without one), reading and
    answering nothing else; fails if it stays open `within_s`."""
    deadline = time.monotonic() + within_s
    raw.sock.settimeout(0.5)
    while time.monotonic() < deadline:
        try:
            data = raw.sock.recv(65536)
        except TimeoutError:
            continue
        except ConnectionResetError:
            return None
        if not data:
            return None
        raw.ws.receive_data(data)
        for event in raw.ws.events():
            if isinstance(event, CloseConnection):
                return event.code
    raise AssertionError(f"still open after {within_s} s")


def test_a_client_that_answers_no_ping_is_closed_one_that_does_stays(settings):
    """WS_PING_S: the server pings while it waits for the client; a client that reads but
    never answers is closed with 1008 by the next ping, one that answers (every WebSocket
    library does) stays open, though it sends nothing else."""
    process, base = start_gunicorn(settings, workers=1, WS_PING_S="1")
    try:
        match, _ = _create(base)
        silent = RawChannel(base, match["id"], _address())
        started = time.monotonic()
        with connect(_ws_url(base, match["id"]), open_timeout=10) as answering:
            assert json.loads(answering.recv(timeout=10))["type"] == "welcome"
            assert _close_code(silent, within_s=20) == 1008
            assert time.monotonic() - started > 1.5  # not before the second ping
            time.sleep(max(0.0, started + 3.5 - time.monotonic()))  # three pings answered
            assert answering.ping().wait(timeout=5)
    finally:
        stop_process(process)


def test_a_reset_while_the_server_writes_is_one_line_at_info(settings):
    """Issue 31, part 8: a client floods frames without reading their answers until the
    server stops reading it (its write is blocked), then resets the connection. The worker
    logs one INFO line, no traceback, no 500."""
    process, base = start_gunicorn(settings, workers=1, TRUST_PROXY="1")
    try:
        match, _ = _create(base)
        client = _raw(base, match["id"], _address())
        pushed_back = not client.flood(_flood_frames())
        client.reset()

        def logged() -> str:
            text = _logged(process)
            return text if "Traceback" in text or "ended: connection lost" in text else ""

        text = wait_for(logged)
        assert "Traceback" not in text and '"status": 500' not in text, text[-3000:]
        (line,) = [line for line in text.splitlines() if "ended: connection lost" in line]
        assert json.loads(line)["level"] == "INFO"
        assert pushed_back  # the server had stopped reading: it was waiting to write
    finally:
        stop_process(process)
