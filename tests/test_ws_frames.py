"""The frames `service/live/frames.py` reads and writes, held to wsproto as an independent
model: byte for byte what wsproto writes for the same text message, at every length encoding
(RFC 6455 5.2), and for any stream of client frames, cut anywhere, the messages wsproto's
server reads, or the close code it refuses them with."""

import random
import struct

import pytest
from wsproto.frame_protocol import FrameProtocol, Opcode, ParseFailed

from service.live.frames import (
    TEXT,
    Closing,
    Control,
    FrameReader,
    ProtocolError,
    close_frame,
    frame,
    unmask,
)

MAX = 64 * 1024


def _wsproto(data: str) -> bytes:
    return bytes(FrameProtocol(client=False, extensions=[]).send_data(data, fin=True))


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65535, 65536, 70000])
def test_a_text_frame_is_the_one_wsproto_writes(size):
    assert frame(TEXT, b"x" * size) == _wsproto("x" * size)


@pytest.mark.parametrize("size", [42, 63, 64, 30000])
def test_its_length_counts_the_bytes_of_utf8_not_the_characters(size):
    data = "é€" * size  # 5 bytes a pair: 63 pairs are 315 bytes, 30,000 pass 65,535
    assert frame(TEXT, data.encode()) == _wsproto(data)


def test_a_close_frame_is_the_one_wsproto_writes():
    server = FrameProtocol(client=False, extensions=[])
    assert close_frame(1008, "idle") == bytes(server.close(1008, "idle"))
    assert close_frame(1005) == b"\x88\x00"  # the answer to a close without a code


def test_unmasking_is_the_xor_of_the_repeated_key():
    rng = random.Random(1)
    for size in (0, 1, 3, 4, 5, 125, 1000):
        data, mask = rng.randbytes(size), rng.randbytes(4)
        assert unmask(data, mask) == bytes(b ^ mask[i % 4] for i, b in enumerate(data))


def _wsproto_reads(data: bytes) -> list:
    """What wsproto's server reads from `data`: messages as FrameReader hands them on, then
    ("refused", code) if it refuses what follows."""
    server = FrameProtocol(client=False, extensions=[])
    server.receive_bytes(data)
    read, parts = [], []
    try:
        for frame in server.received_frames():
            if frame.opcode is Opcode.PING:
                read.append(Control("ping", bytes(frame.payload)))
            elif frame.opcode is Opcode.PONG:
                read.append(Control("pong", bytes(frame.payload)))
            elif frame.opcode is Opcode.CLOSE:
                code, reason = frame.payload
                read.append(Closing(int(code), reason))
                break
            else:
                parts.append(frame.payload)
                if frame.message_finished:
                    read.append(("" if isinstance(parts[0], str) else b"").join(parts))
                    parts = []
    except ParseFailed as refused:
        read.append(("refused", int(refused.code)))
    return read


def _reads(data: bytes, rng: random.Random, max_size: int = MAX) -> list:
    """What FrameReader reads from `data` fed in random pieces, asked after each piece until
    it needs more."""
    reader, read, at = FrameReader(max_size), [], 0
    try:
        while at < len(data):
            step = rng.choice((1, 2, 7, 64, 4096))
            reader.feed(data[at:at + step])
            at += step
            while (message := reader.next()) is not None:
                read.append(message)
                if isinstance(message, Closing):
                    return read
    except ProtocolError as refused:
        read.append(("refused", refused.code))
    return read


def _client_stream(rng: random.Random) -> bytes:
    """Masked client frames: text (some multi-byte) and binary messages, some fragmented,
    pings and pongs between fragments, maybe a close at the end."""
    client = FrameProtocol(client=True, extensions=[])
    out = bytearray()
    for _ in range(rng.randrange(1, 12)):
        kind = rng.choice(("text", "binary", "ping", "pong"))
        if kind in ("ping", "pong"):
            payload = rng.randbytes(rng.randrange(0, 126))
            out += client.ping(payload) if kind == "ping" else client.pong(payload)
            continue
        size = rng.choice((0, 1, 125, 126, 300, 65535, 65536, 70000))
        payload = "é€x"[rng.randrange(3)] * size if kind == "text" else rng.randbytes(size)
        cuts = sorted(rng.sample(range(1, size), min(size - 1, rng.randrange(0, 4)))) \
            if size > 1 else []
        # text is cut between characters: wsproto's client sends str pieces whole
        pieces = [payload[a:b] for a, b in zip([0, *cuts], [*cuts, size], strict=True)]
        for index, piece in enumerate(pieces):
            out += client.send_data(piece, fin=index == len(pieces) - 1)
            if rng.random() < 0.3:
                out += client.ping(b"between")
    if rng.random() < 0.5:
        out += client.close(rng.choice((1000, 1001, 3000, 4999)), "bye é")
    return bytes(out)


@pytest.mark.parametrize("seed", range(60))
def test_any_stream_of_client_frames_reads_as_wsproto_reads_it(seed):
    rng = random.Random(seed)
    data = _client_stream(rng)
    assert _reads(data, rng, max_size=10**6) == _wsproto_reads(data)


def _masked(first: int, payload: bytes, length: bytes | None = None,
            masked: bool = True) -> bytes:
    """A client frame with the first byte `first`, by hand (`length`: the length field as
    sent, to write one not minimally encoded)."""
    mask = b"\x01\x02\x03\x04"
    if length is None:
        length = bytes((len(payload),)) if len(payload) < 126 else \
            b"\x7e" + struct.pack("!H", len(payload))
    length = bytes((length[0] | (0x80 if masked else 0),)) + length[1:]
    return bytes((first,)) + length + (mask + unmask(payload, mask) if masked else payload)


REFUSED = {
    "unmasked": _masked(0x81, b"hi", masked=False),
    "reserved bit": _masked(0xC1, b"hi"),
    "unknown data opcode": _masked(0x83, b"hi"),
    "unknown control opcode": _masked(0x8B, b""),
    "fragmented ping": _masked(0x09, b"x"),
    "long ping": _masked(0x89, b"x" * 126),
    "continuation first": _masked(0x80, b"hi"),
    "new message mid-way": _masked(0x01, b"a") + _masked(0x81, b"b"),
    "two-byte length for 100": _masked(0x81, b"x" * 100, b"\x7e\x00\x64"),
    "eight-byte length for 1000": _masked(0x82, b"x" * 1000,
                                          b"\x7f" + struct.pack("!Q", 1000)),
    "text not UTF-8": _masked(0x81, b"\xff\xfe"),
    "text cut mid-character": _masked(0x01, "é".encode()[:1]) + _masked(0x80, b"!"),
    "close of one byte": _masked(0x88, b"\x03"),
    "close code 999": _masked(0x88, struct.pack("!H", 999)),
    "close code 1004": _masked(0x88, struct.pack("!H", 1004)),
    "close code 1005": _masked(0x88, struct.pack("!H", 1005)),
    "close code 1006": _masked(0x88, struct.pack("!H", 1006)),
    "close code 1015": _masked(0x88, struct.pack("!H", 1015)),
    "close code 2999": _masked(0x88, struct.pack("!H", 2999)),
    "close code 5000": _masked(0x88, struct.pack("!H", 5000)),
    "close reason not UTF-8": _masked(0x88, struct.pack("!H", 1000) + b"\xff"),
}


@pytest.mark.parametrize("case", sorted(REFUSED))
def test_what_wsproto_refuses_is_refused_with_its_close_code(case):
    expected = _wsproto_reads(REFUSED[case])
    assert expected[-1][0] == "refused", expected
    assert _reads(REFUSED[case], random.Random(0))[-1] == expected[-1]


@pytest.mark.parametrize("code", [1000, 1001, 1002, 1003, 1007, 1008, 1009, 1010, 1011, 1012,
                                  1013, 3000, 4999])
def test_the_close_codes_a_peer_may_send_are_read(code):
    data = _masked(0x88, struct.pack("!H", code) + b"ok")
    assert _reads(data, random.Random(0)) == _wsproto_reads(data) == [Closing(code, "ok")]


def test_a_message_over_the_limit_is_refused_from_its_header_before_its_payload():
    reader = FrameReader(1000)
    reader.feed(b"\x82\xfe" + struct.pack("!H", 1001))  # the header alone
    with pytest.raises(ProtocolError) as refused:
        reader.next()
    assert refused.value.code == 1009


def test_fragments_count_together_against_the_limit():
    reader = FrameReader(1000)
    reader.feed(_masked(0x02, b"x" * 600))
    assert reader.next() is None  # the first fragment, held
    reader.feed(_masked(0x80, b"x" * 401)[:4])
    with pytest.raises(ProtocolError) as refused:
        reader.next()
    assert refused.value.code == 1009


def test_messages_are_parsed_one_at_a_time_as_asked():
    reader = FrameReader(MAX)
    frames = b"".join(_masked(0x81, f"m{i}".encode()) for i in range(10))
    reader.feed(frames)
    assert reader.next() == "m0"
    assert len(reader.buffer) == len(frames) * 9 // 10  # the rest waits, unparsed
    assert [reader.next() for _ in range(9)] == [f"m{i}" for i in range(1, 10)]
    assert reader.next() is None
