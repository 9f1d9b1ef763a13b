"""A server WebSocket whose cost is bounded whatever its client does.

simple-websocket's `Server` reads its client in a thread (a greenlet on gevent workers) that
appends every message to a list nothing bounds, while its writes wait as long as the client
takes: a client that sends without reading what it is answered makes the process hold all it
sends (issue 31: 400 MB in 4 s from one socket). `BoundedSocket` keeps simple-websocket's
handshake and replaces its reading loop and its writes:

- Incoming: at most PENDING_FRAMES messages wait to be handled; while they do, the socket is
  not read, so TCP pushes back on the sender (one message is at most `max_message_size`).
- Outgoing: one frame is written at a time, whole, under a lock (pings, pongs and the close
  frame too, which simple-websocket wrote around it): at most one frame per writer waits.
  A write the client does not take within `write_timeout_s` (it does not read) drops the
  connection: no close frame can reach a client that does not read, and the frame in flight
  may be cut. `lost` then says why, as it does when the client resets the connection.
- Pings and pongs the client sends are handed on as `Control` messages, for the caller to
  count as frames; it answers a ping with `pong`. The pong answering the socket's own ping
  (every `ping_interval`: none by the next one closes with 1008) is not handed on.
- permessage-deflate is never accepted: frames go uncompressed. So a text message is one
  frame, written by `text_frame` rather than by wsproto (whose framing, in Python, cost a
  frame out as much as the `send` itself).
"""

import collections
import selectors
import socket
import struct
import threading
import time
from dataclasses import dataclass

from simple_websocket import ConnectionClosed, Server
from wsproto.connection import ConnectionState
from wsproto.events import (
    AcceptConnection,
    BytesMessage,
    CloseConnection,
    Event,
    Ping,
    Pong,
    Request,
    TextMessage,
)
from wsproto.frame_protocol import CloseReason
from wsproto.utilities import LocalProtocolError

PENDING_FRAMES = 4  # messages received and not yet handled, per socket
_TEXT = 0x81  # FIN, opcode 1: a whole text message


def text_frame(data: str) -> bytes:
    """A server's frame of the text message `data` (RFC 6455 5.2: unmasked, one frame, no
    extension)."""
    payload = data.encode()
    size = len(payload)
    if size < 126:
        return bytes((_TEXT, size)) + payload
    if size < 1 << 16:
        return struct.pack("!BBH", _TEXT, 126, size) + payload
    return struct.pack("!BBQ", _TEXT, 127, size) + payload


@dataclass(frozen=True)
class Control:
    """A ping or an unsolicited pong from the client."""

    kind: str  # "ping" or "pong"
    payload: bytes


class BoundedSocket(Server):
    def __init__(self, environ, *, ping_interval: float | None, max_message_size: int,
                 write_timeout_s: float):
        # before Server.__init__: it shakes hands and starts the reader
        self.write_timeout_s = write_timeout_s
        self.write_lock = threading.Lock()
        self.queue_changed = threading.Condition()
        self.pending: collections.deque = collections.deque()
        self.parts: list = []  # of the message being received
        self.paused = False  # the reader waited for room: the client's pong may not be read
        self.lost: str | None = None  # why the connection was lost, if it was
        super().__init__(environ, ping_interval=ping_interval,
                         max_message_size=max_message_size)

    # --- the caller's side ----------------------------------------------------------------
    def receive(self, timeout: float | None = None):
        """The next message (str, bytes or a `Control`); None after `timeout`; raises
        ConnectionClosed once the connection is over and every message was taken."""
        with self.queue_changed:
            if not self.queue_changed.wait_for(lambda: self.pending or not self.connected,
                                               timeout):
                return None
            if self.pending:
                message = self.pending.popleft()
                self.queue_changed.notify_all()  # room for the reader
                return message
        raise ConnectionClosed(self.close_reason, self.close_message)

    def wait_closed(self, timeout: float) -> None:
        """Returns once the connection is over, or after `timeout`."""
        with self.queue_changed:
            self.queue_changed.wait_for(lambda: not self.connected, timeout)

    def send(self, data: str) -> None:
        frame = text_frame(data)
        with self.write_lock:
            if not self.connected or self.ws.state is not ConnectionState.OPEN:
                raise ConnectionClosed(self.close_reason, self.close_message)
            self._write(frame)
        self._after_write()

    def pong(self, payload: bytes) -> None:
        self._send_event(Pong(payload=payload))

    def close(self, reason: int | None = None, message: str | None = None) -> None:
        self._send_event(CloseConnection(reason or CloseReason.NORMAL_CLOSURE, message))

    # --- writing --------------------------------------------------------------------------
    def _send_event(self, event: Event) -> None:
        """Writes one frame whole (ConnectionClosed when the connection is over, or is
        lost while writing); a close frame ends the connection."""
        with self.write_lock:
            if not self.connected:
                raise ConnectionClosed(self.close_reason, self.close_message)
            try:
                data = self.ws.send(event)
            except LocalProtocolError:  # the client's close came first
                raise ConnectionClosed(self.close_reason, self.close_message) from None
            if isinstance(event, CloseConnection):
                self.connected = False
            self._write(data)
        self._after_write()

    def _write(self, data: bytes) -> None:
        """Writes `data` whole, or drops the connection (call it holding `write_lock`)."""
        try:
            self.sock.sendall(data)
        except TimeoutError:  # the socket's timeout is write_timeout_s
            self.close_reason = CloseReason.POLICY_VIOLATION
            self._drop(f"the client took no data for {self.write_timeout_s:g} s")
        except OSError as error:
            self._drop(f"connection lost: {error.strerror or error}")

    def _after_write(self) -> None:
        if not self.connected:
            self._wake_all()
        if self.lost is not None:
            raise ConnectionClosed(self.close_reason, self.lost)

    def _drop(self, why: str) -> None:
        self.lost, self.connected = why, False
        try:
            self.sock.shutdown(socket.SHUT_RDWR)  # wakes the reader
        except OSError:
            pass

    def _wake_all(self) -> None:
        with self.queue_changed:
            self.queue_changed.notify_all()

    # --- reading (simple-websocket's reader thread) ---------------------------------------
    def handshake(self) -> None:
        self.sock.settimeout(self.write_timeout_s)  # reads wait in select, never in recv
        super().handshake()

    def _thread(self) -> None:
        selector = self.selector_class()
        selector.register(self.sock, selectors.EVENT_READ)
        next_ping = self._next_ping()
        try:
            while self.connected:
                wait = None if next_ping is None else max(0.0, next_ping - time.monotonic())
                if not selector.select(wait):
                    if not self.pong_received:
                        self.close(CloseReason.POLICY_VIOLATION, "Ping/Pong timeout")
                        break
                    self.pong_received = False
                    self._send_event(Ping())
                    next_ping = self._next_ping()
                    continue
                data = self.sock.recv(self.receive_bytes)
                if not data:
                    break
                self.ws.receive_data(data)
                self._handle_events()
                if self.paused:  # the client kept the socket busy: a new ping cycle
                    self.paused, self.pong_received = False, True
                    next_ping = self._next_ping()
        except OSError as error:  # a reset (or the socket dropped or closed meanwhile)
            if self.connected:
                self.lost = f"connection lost: {error.strerror or error}"
        except (LocalProtocolError, ConnectionClosed):
            pass
        finally:
            self.connected = False
            self._wake_all()
            selector.close()
            self.sock.close()

    def _next_ping(self) -> float | None:
        return time.monotonic() + self.ping_interval if self.ping_interval else None

    def _handle_events(self) -> bool:
        """Handles what the client sent; False once the connection is over."""
        for event in self.ws.events():
            if isinstance(event, Request):  # the handshake (the reader is not started yet)
                try:
                    self.sock.sendall(self.ws.send(AcceptConnection()))
                except OSError:
                    return False
            elif isinstance(event, CloseConnection):
                self.close_reason, self.close_message = event.code, event.reason
                self._send_event(event.response())
                return False
            elif isinstance(event, Ping):
                self._hand_on(Control("ping", event.payload))
            elif isinstance(event, Pong):
                if self.pong_received:  # not the answer to our ping
                    self._hand_on(Control("pong", event.payload))
                self.pong_received = True
            elif isinstance(event, (TextMessage, BytesMessage)):
                self.incoming_message_len += len(event.data)
                if self.incoming_message_len > self.max_message_size:
                    self.close(CloseReason.MESSAGE_TOO_BIG, "Message is too big")
                    return False
                self.parts.append(event.data)
                if event.message_finished:
                    parts, self.parts, self.incoming_message_len = self.parts, [], 0
                    joiner = "" if isinstance(event, TextMessage) else b""
                    self._hand_on(joiner.join(parts))
        return True

    def _hand_on(self, message) -> None:
        """Queues a message for `receive`, once fewer than PENDING_FRAMES wait; until
        then the client is not read."""
        with self.queue_changed:
            if len(self.pending) >= PENDING_FRAMES:
                self.paused = True
                self.queue_changed.wait_for(
                    lambda: len(self.pending) < PENDING_FRAMES or not self.connected)
            if not self.connected:
                raise ConnectionClosed(self.close_reason, self.close_message)
            self.pending.append(message)
            self.queue_changed.notify_all()
