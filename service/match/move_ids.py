"""Move ids: a live client's idempotency keys for its moves.

The match record keeps the last MOVE_IDS_KEPT ids each seat played, each with a fingerprint
of its move and the version it was based on, written in the same compare-and-set as the move:
a move resent after a reconnect is answered as played and never applied twice, and its id
with another move is refused (`idempotency_key_reused`)."""

import hashlib
import json

MOVE_IDS_KEPT = 32  # per seat, in the match record
# Each kept as one entry of a string per seat (`played`): 16 hex digits of its id's SHA-256,
# then the move's fingerprint (24). A list of [id, fingerprint] pairs was 70% of a record's
# JSON, and most of the time every process spent decoding one.
PLAYED_ID_HEX, FINGERPRINT_HEX = 16, 24
PLAYED_ENTRY = PLAYED_ID_HEX + FINGERPRINT_HEX
_CANONICAL = json.JSONEncoder(sort_keys=True)  # made once: json.dumps makes one a call


class AlreadyPlayed(Exception):
    """The seat already played a move with this id."""


def fingerprint(move, expected: int | None) -> str:
    """What a move id stands for: the move and the version it is based on (json.dumps's
    bytes with sorted keys: fingerprints stored by any release compare)."""
    played = _CANONICAL.encode([move, expected])
    return hashlib.sha256(played.encode()).hexdigest()[:FINGERPRINT_HEX]


def id_key(move_id: str) -> str:
    return hashlib.sha256(move_id.encode()).hexdigest()[:PLAYED_ID_HEX]


def played(match: dict, seat: int | None, move_id: str, key: str) -> str | None:
    """The fingerprint of the seat's move `move_id` (`key`: its `id_key`; "" when recorded
    without one, by an older release), None if the seat played no move with that id."""
    if seat is None:
        return None
    kept = match.get("played", {}).get(str(seat), "")
    at = kept.find(key)
    while at != -1:
        if at % PLAYED_ENTRY == 0:
            return kept[at + len(key):at + PLAYED_ENTRY]
        at = kept.find(key, at + 1)
    for entry in match.get("move_ids", {}).get(str(seat), ()):  # written by older releases
        played_id, its_fingerprint = entry if isinstance(entry, list) else (entry, "")
        if played_id == move_id:
            return its_fingerprint
    return None


def stamp(move_id: str, its_fingerprint: str):
    """Records `move_id` and its fingerprint in the record the move writes; an id the seat
    already played stops the move (the record checked is the one the compare-and-set
    writes over)."""

    key = id_key(move_id)  # hashed once, for the check and the entry

    def stamp_record(new: dict, seat: int) -> None:
        if played(new, seat, move_id, key) is not None:
            raise AlreadyPlayed()
        kept_ids = new.get("played", {})
        kept = kept_ids.get(str(seat), "")[-(MOVE_IDS_KEPT - 1) * PLAYED_ENTRY:]
        new["played"] = {**kept_ids, str(seat): kept + key + its_fingerprint}

    return stamp_record
