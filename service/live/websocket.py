"""A server WebSocket whose cost is bounded whatever its client does, read by its caller.

There is no reader greenlet: the greenlet that asks for the next message (`receive`) reads
the socket itself, one frame parsed at a time (`service/live/frames.py`), so a move costs one
wake-up, not a reader's and then its caller's (issue 34), and nothing queues between them.

- Incoming: the socket is read only while its caller waits for a message and none is parsed
  yet. While a message is handled the client is not read, so TCP pushes back on the sender:
  the process holds one read (RECEIVE_BYTES), one partial frame and one message being
  assembled, each at most `max_message_size` (issue 31: a client that sends without reading
  made simple-websocket's reader hold 400 MB in 4 s).
- Outgoing: one frame is written at a time, whole, under a lock (pings, pongs and the close
  frame too): at most one frame per writer waits. A write the client does not take within
  `write_timeout_s` (it does not read) drops the connection: no close frame can reach a
  client that does not read, and the frame in flight may be cut. `lost` then says why, as it
  does when the client resets the connection.
- Pings and pongs the client sends are handed on as `Control` messages, for the caller to
  count as frames; it answers a ping with `pong`. While its caller waits, the socket pings
  every `ping_interval`; the pong answering it is not handed on, and none by the next ping
  (with nothing left to read) closes with 1008.
- A close frame from another greenlet (`close`) wakes the one reading, which then raises
  ConnectionClosed (the client's answering close frame is not waited for).
- permessage-deflate is never accepted: frames go uncompressed, a text message one frame.
"""

import socket
import threading
import time

from gevent import Timeout, get_hub
from gevent.monkey import get_original, is_module_patched
from wsproto import ConnectionType, WSConnection
from wsproto.events import AcceptConnection, Request
from wsproto.utilities import RemoteProtocolError

from service.live.frames import (
    NO_STATUS,
    PING,
    POLICY_VIOLATION,
    PONG,
    TEXT,
    Closing,
    Control,
    FrameReader,
    ProtocolError,
    close_frame,
    frame,
)

RECEIVE_BYTES = 4096
_poll = get_original("select", "select")  # the system call, which never waits with 0


class ConnectionClosed(Exception):
    """The connection is over: the close code and reason, as far as they are known."""

    def __init__(self, reason: int, message: str | None = None):
        super().__init__(reason, message)
        self.reason, self.message = reason, message


class HandshakeFailed(Exception):
    """The upgrade could not be completed (the client left, or its request was not one)."""


class BoundedSocket:
    def __init__(self, environ, *, ping_interval: float | None, max_message_size: int,
                 write_timeout_s: float):
        self.sock = environ.get("gunicorn.socket") or environ.get("werkzeug.socket")
        if self.sock is None:
            raise RuntimeError("the WSGI server gives no socket to upgrade")
        self.ping_interval, self.write_timeout_s = ping_interval, write_timeout_s
        self.reader = FrameReader(max_message_size)
        self.write_lock = threading.Lock()
        self.ended = threading.Event()  # set once the connection is over
        self.connected = False
        self.lost: str | None = None  # why the connection was lost, if it was
        self.close_reason, self.close_message = NO_STATUS, None
        self.pong_received = True
        self._handshake(environ)
        # On gevent, a read waits on a watcher of its own (a selector's costs ~3 µs more)
        self._readable = get_hub().loop.io(self.sock.fileno(), 1) \
            if is_module_patched("socket") else None
        self.next_ping = self._next_ping()

    def _handshake(self, environ) -> None:
        """Answers the upgrade request (validated by wsproto) with 101."""
        handshake = WSConnection(ConnectionType.SERVER)
        lines = [b"GET / HTTP/1.1"] + [
            f"{'-'.join(part.capitalize() for part in key[5:].split('_'))}: {value}"
            .encode("latin-1") for key, value in environ.items() if key.startswith("HTTP_")]
        try:
            handshake.receive_data(b"\r\n".join(lines) + b"\r\n\r\n")
            if not any(isinstance(event, Request) for event in handshake.events()):
                raise HandshakeFailed("not a WebSocket upgrade request")
            self.sock.settimeout(self.write_timeout_s)  # reads wait in select, never in recv
            self.sock.sendall(handshake.send(AcceptConnection()))
        except (RemoteProtocolError, OSError) as error:
            raise HandshakeFailed(str(error)) from error
        self.connected = True

    # --- the caller's side ----------------------------------------------------------------
    def receive(self, timeout: float | None = None):
        """The next message (str, bytes or a `Control`); None after `timeout`; raises
        ConnectionClosed once the connection is over."""
        deadline = None if timeout is None else time.monotonic() + timeout
        while True:
            message = self._parsed()
            if message is not None:
                return message
            if not self.connected:
                raise ConnectionClosed(self.close_reason, self.close_message)
            wake = deadline if self.next_ping is None else self.next_ping \
                if deadline is None else min(deadline, self.next_ping)
            if self._read(None if wake is None else max(0.0, wake - time.monotonic())):
                continue
            now = time.monotonic()
            if self.next_ping is not None and now >= self.next_ping:
                self._ping()
            elif deadline is not None and now >= deadline:
                return None

    def wait_closed(self, timeout: float) -> None:
        """Returns once the connection is over, or after `timeout` (the client is not read
        meanwhile)."""
        self.ended.wait(timeout)

    def send_utf8(self, payload: bytes) -> None:
        """Sends a text message already encoded (UTF-8, as orjson writes it)."""
        self._send_frame(frame(TEXT, payload))

    def pong(self, payload: bytes) -> None:
        self._send_frame(frame(PONG, payload))

    def close(self, reason: int, message: str = "") -> None:
        """Sends the close frame; the connection is over (its reader wakes)."""
        self._send_frame(close_frame(reason, message), closing=True)
        try:
            self.sock.shutdown(socket.SHUT_RD)  # wakes the greenlet reading, if another
        except OSError:
            pass

    def release(self) -> None:
        """Frees the socket's resources once its channel is over."""
        self._over()
        if self._readable is not None:
            self._readable.close()
        self.sock.close()

    # --- reading --------------------------------------------------------------------------
    def _parsed(self):
        """The next message already read, None when more bytes are needed."""
        while True:
            try:
                message = self.reader.next()
            except ProtocolError as error:
                self.close_reason, self.close_message = error.code, error.reason
                self._answer_close(error.code, error.reason)
                raise ConnectionClosed(error.code, error.reason) from None
            if isinstance(message, Closing):
                self.close_reason, self.close_message = message.code, message.reason
                self._answer_close(message.code, message.reason)
                raise ConnectionClosed(message.code, message.reason)
            if isinstance(message, Control) and message.kind == "pong" \
                    and not self.pong_received:  # the answer to our ping
                self.pong_received = True
                continue
            return message

    def _read(self, wait: float | None) -> bool:
        """Reads what the client sent, waiting `wait` s at most (None: as long as it takes);
        False if nothing came. Raises ConnectionClosed when the connection ends."""
        try:
            if not self._waited(wait):
                return False
            data = self.sock.recv(RECEIVE_BYTES)
        except OSError as error:  # a reset (or the socket dropped or closed meanwhile)
            if self.connected:
                self.lost = f"connection lost: {error.strerror or error}"
            data = b""
        if not data:
            self._over()
            raise ConnectionClosed(self.close_reason, self.close_message)
        self.reader.feed(data)
        return True

    def _waited(self, wait: float | None) -> bool:
        """Whether the client sent something within `wait` s. A wait that ends as data comes
        may lose the race: a poll then says, so a missing pong is never judged on it."""
        if wait is None or wait > 0:
            if self._readable is None:
                return bool(_poll([self.sock], [], [], wait)[0])
            timer = Timeout.start_new(wait) if wait is not None else None
            try:
                get_hub().wait(self._readable)
                return True
            except Timeout as expired:
                if expired is not timer:
                    raise
            finally:
                if timer is not None:
                    timer.close()
        return bool(_poll([self.sock], [], [], 0)[0])

    def _ping(self) -> None:
        """Pings, unless the last ping had no pong: then closes with 1008."""
        if not self.pong_received:
            self._answer_close(POLICY_VIOLATION, "Ping/Pong timeout")
            raise ConnectionClosed(POLICY_VIOLATION, "Ping/Pong timeout")
        self.pong_received = False
        self._send_frame(frame(PING, b""))
        self.next_ping = self._next_ping()

    def _next_ping(self) -> float | None:
        return time.monotonic() + self.ping_interval if self.ping_interval else None

    def _answer_close(self, code: int, reason: str) -> None:
        """The reader's close frame (the connection is over, whether it went out or not)."""
        try:
            self._send_frame(close_frame(code, reason), closing=True)
        except ConnectionClosed:
            pass
        self._over()

    # --- writing --------------------------------------------------------------------------
    def _send_frame(self, data: bytes, closing: bool = False) -> None:
        """Writes one frame whole (ConnectionClosed when the connection is over, or is lost
        while writing); `closing`: a close frame, which ends the connection."""
        with self.write_lock:
            if not self.connected:
                raise ConnectionClosed(self.close_reason, self.close_message)
            if closing:
                self.connected = False
            self._write(data)
        if closing:
            self._over()
        if self.lost is not None:
            raise ConnectionClosed(self.close_reason, self.lost)

    def _write(self, data: bytes) -> None:
        """Writes `data` whole, or drops the connection (call it holding `write_lock`)."""
        try:
            sent = self.sock.send(data)  # a frame goes whole in one call, but when the
            if sent < len(data):  # client lags: gevent's sendall costs a frame ~4 µs more
                self.sock.sendall(memoryview(data)[sent:])
        except TimeoutError:  # the socket's timeout is write_timeout_s
            self.close_reason = POLICY_VIOLATION
            self._drop(f"the client took no data for {self.write_timeout_s:g} s")
        except OSError as error:
            self._drop(f"connection lost: {error.strerror or error}")

    def _drop(self, why: str) -> None:
        self.lost = why
        self._over()
        try:
            self.sock.shutdown(socket.SHUT_RDWR)  # wakes the reader
        except OSError:
            pass

    def _over(self) -> None:
        self.connected = False
        self.ended.set()
