"""The frames `service/web/websocket.py` writes itself: byte for byte what wsproto writes for
the same text message, at every length encoding (RFC 6455 5.2)."""

import pytest
from wsproto.frame_protocol import FrameProtocol

from service.web.websocket import text_frame


def _wsproto(data: str) -> bytes:
    return bytes(FrameProtocol(client=False, extensions=[]).send_data(data, fin=True))


@pytest.mark.parametrize("size", [0, 1, 125, 126, 127, 65535, 65536, 70000])
def test_a_text_frame_is_the_one_wsproto_writes(size):
    assert text_frame("x" * size) == _wsproto("x" * size)


@pytest.mark.parametrize("size", [42, 63, 64, 30000])
def test_its_length_counts_the_bytes_of_utf8_not_the_characters(size):
    data = "é€" * size  # 5 bytes a pair: 63 pairs are 315 bytes, 30,000 pass 65,535
    assert text_frame(data) == _wsproto(data)
