"""The WebSocket frames a server reads and writes (RFC 6455 5), without I/O.

`FrameReader` turns the bytes a client sent into its messages, one at a time and only when
asked: a socket that reads no further than the message it hands on holds at most one
partial frame and one message being assembled, whatever the client sends. It checks what a
server must refuse (an unmasked frame, a reserved bit or opcode: no extension is ever
agreed, a control frame fragmented or over 125 bytes, a continuation out of place, a
length not minimally encoded, text that is not UTF-8, a close code a peer may not send) and
refuses a message over `max_message_size` from the length its frame declares, before its
payload arrives. wsproto's parser checks the same (tests/test_ws_frames.py holds them to
it); this one costs a move's frame a few µs rather than wsproto's ~30.
"""

import struct
from dataclasses import dataclass

FIN = 0x80
CONTINUATION, TEXT, BINARY, CLOSE, PING, PONG = 0x0, 0x1, 0x2, 0x8, 0x9, 0xA
NO_STATUS = 1005  # a close frame without a code (RFC 6455 7.1.5)
PROTOCOL_ERROR, INVALID_DATA, POLICY_VIOLATION, TOO_BIG = 1002, 1007, 1008, 1009
# Close codes a peer may send (RFC 6455 7.4): the defined ones but those only an endpoint
# reports about itself (1005, 1006, 1015), and the registered and private ranges.
_PEER_CLOSE_CODES = frozenset((1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012,
                               1013))
_TWO_BYTES, _EIGHT_BYTES = 126, 127


class ProtocolError(Exception):
    """What the client sent breaks the protocol: close with `code`."""

    def __init__(self, code: int, reason: str):
        super().__init__(reason)
        self.code, self.reason = code, reason


@dataclass(frozen=True)
class Control:
    """A ping or a pong from the client."""

    kind: str  # "ping" or "pong"
    payload: bytes


@dataclass(frozen=True)
class Closing:
    """The client's close frame: its code (NO_STATUS without one) and reason."""

    code: int
    reason: str


def unmask(data: bytes | bytearray, mask: bytes) -> bytes:
    """`data` XOR the repeated 4-byte `mask` (RFC 6455 5.3), as one big-integer XOR."""
    size = len(data)
    key = (mask * (size // 4 + 1))[:size]
    return (int.from_bytes(data, "little") ^ int.from_bytes(key, "little")).to_bytes(
        size, "little")


def frame(opcode: int, payload: bytes) -> bytes:
    """A server's frame (unmasked, final) of `payload`."""
    size = len(payload)
    if size < _TWO_BYTES:
        return bytes((FIN | opcode, size)) + payload
    if size < 1 << 16:
        return struct.pack("!BBH", FIN | opcode, _TWO_BYTES, size) + payload
    return struct.pack("!BBQ", FIN | opcode, _EIGHT_BYTES, size) + payload


def close_frame(code: int, reason: str = "") -> bytes:
    """A close frame; NO_STATUS sends none (the answer to a close without a code)."""
    if code == NO_STATUS:
        return frame(CLOSE, b"")
    return frame(CLOSE, struct.pack("!H", code) + reason.encode()[:123])


class FrameReader:
    def __init__(self, max_message_size: int):
        self.max_message_size = max_message_size
        self.buffer = bytearray()
        self.parts: list[bytes] = []  # of the message being received
        self.size = 0  # its bytes so far
        self.opcode: int | None = None  # its opcode (TEXT or BINARY), None: none started

    def feed(self, data: bytes) -> None:
        self.buffer += data

    def next(self):
        """The next message whole: str (text), bytes (binary), a `Control` or a `Closing`;
        None until more bytes come. Raises ProtocolError."""
        while True:
            parsed = self._frame()
            if parsed is None:
                return None
            opcode, fin, payload = parsed
            if opcode >= CLOSE:
                return _control(opcode, payload)
            self.parts.append(payload)
            if not fin:
                continue
            data = b"".join(self.parts)
            text, self.parts, self.size, self.opcode = self.opcode == TEXT, [], 0, None
            if not text:
                return data
            try:
                return data.decode()
            except UnicodeDecodeError:
                raise ProtocolError(INVALID_DATA, "a text message is not UTF-8") from None

    def _frame(self) -> tuple[int, int, bytes] | None:
        """The next frame's opcode, FIN bit and unmasked payload, once it is all here."""
        buffer = self.buffer
        if len(buffer) < 2:
            return None
        first, second = buffer[0], buffer[1]
        if first & 0x70:
            raise ProtocolError(PROTOCOL_ERROR, "a reserved bit is set (no extension was "
                                "agreed)")
        if not second & 0x80:
            raise ProtocolError(PROTOCOL_ERROR, "a client's frame must be masked")
        opcode, fin, size, start = first & 0x0F, first & FIN, second & 0x7F, 2
        if opcode >= CLOSE:
            if opcode > PONG:
                raise ProtocolError(PROTOCOL_ERROR, "unknown opcode")
            if not fin or size > 125:
                raise ProtocolError(PROTOCOL_ERROR, "a control frame is one frame of at most "
                                    "125 bytes")
        elif opcode > BINARY:
            raise ProtocolError(PROTOCOL_ERROR, "unknown opcode")
        elif (opcode == CONTINUATION) != (self.opcode is not None):
            raise ProtocolError(PROTOCOL_ERROR, "a continuation frame out of place" if opcode
                                == CONTINUATION else "a new message before the last one ended")
        if size == _TWO_BYTES:
            if len(buffer) < 4:
                return None
            size, start = int.from_bytes(buffer[2:4], "big"), 4
            if size < _TWO_BYTES:
                raise ProtocolError(PROTOCOL_ERROR, "a length not minimally encoded")
        elif size == _EIGHT_BYTES:
            if len(buffer) < 10:
                return None
            size, start = int.from_bytes(buffer[2:10], "big"), 10
            if size < 1 << 16 or size >> 63:
                raise ProtocolError(PROTOCOL_ERROR, "a length not minimally encoded")
        if opcode < CLOSE and self.size + size > self.max_message_size:
            raise ProtocolError(TOO_BIG, "Message is too big")
        end = start + 4 + size
        if len(buffer) < end:
            return None
        if opcode < CLOSE:
            self.size += size
            if opcode != CONTINUATION:
                self.opcode = opcode
        payload = unmask(buffer[start + 4:end], bytes(buffer[start:start + 4])) if size \
            else b""
        del buffer[:end]
        return opcode, fin, payload


def _control(opcode: int, payload: bytes) -> Control | Closing:
    if opcode == PING:
        return Control("ping", payload)
    if opcode == PONG:
        return Control("pong", payload)
    if not payload:
        return Closing(NO_STATUS, "")
    if len(payload) == 1:
        raise ProtocolError(PROTOCOL_ERROR, "a close frame with a 1-byte payload")
    code = int.from_bytes(payload[:2], "big")
    if code not in _PEER_CLOSE_CODES and not 3000 <= code <= 4999:
        raise ProtocolError(PROTOCOL_ERROR, "a close code a peer may not send")
    try:
        return Closing(code, payload[2:].decode())
    except UnicodeDecodeError:
        raise ProtocolError(INVALID_DATA, "a close reason is not UTF-8") from None
