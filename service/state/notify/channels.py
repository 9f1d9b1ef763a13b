"""The channel of a match's commit notifications, and what a notification says.

The commit script (`service/state/store.py`) PUBLISHes `<last seq> <status>` on the match's
channel (`channel()`) with every write, and on a second line the write's events (a JSON array)
unless they are many; on a Redis Cluster it SPUBLISHes instead, on the shard that serves the
channel's slot (`slot()`: the match's).
"""

from redis.crc import key_slot

CHANNEL_PREFIX = "haras:events:"


def channel(match_id: str) -> str:
    """The match's channel: in the hash slot of its keys (`{m:<id>}`), so that on a cluster
    the commit script's SPUBLISH reaches the shard that holds the match."""
    return f"{CHANNEL_PREFIX}{{m:{match_id}}}"


def match_of(channel_name: str) -> str:
    return channel_name[len(CHANNEL_PREFIX) + 3:-1]


def slot(match_id: str) -> int:
    """The cluster hash slot of the match's channel."""
    return key_slot(channel(match_id).encode())


def text(value) -> str:
    """A reply's channel name or note, as read (bytes) or decoded."""
    return value.decode() if isinstance(value, bytes) else str(value)


def parse_note(data) -> tuple[int, str, str | None]:
    """A commit notification: its last seq, the match's status, and the write's events as
    JSON (None when it does not carry them)."""
    head, _, carried = text(data).partition("\n")
    seq, _, status = head.partition(" ")
    return int(seq) if seq.isdigit() else 0, status, carried or None
