"""A live channel's move ids (service/match/move_ids.py): the match record keeps the last
MOVE_IDS_KEPT ids each seat played, each with its move's fingerprint, in a compact string per
seat; records written by older releases (a list of [id, fingerprint] pairs, or bare ids)
still answer."""

import hashlib
import json

import pytest

from service.match.move_ids import (
    MOVE_IDS_KEPT,
    PLAYED_ENTRY,
    AlreadyPlayed,
    fingerprint,
    id_key,
    played,
    stamp,
)
from service.state.fastjson import dumps


def _kept(record: dict, seat: int | None, move_id: str) -> str | None:
    return played(record, seat, move_id, id_key(move_id))


def _play(record: dict, seat: int, move_id: str, move: dict) -> str:
    its_fingerprint = fingerprint(move, None)
    stamp(move_id, its_fingerprint)(record, seat)
    return its_fingerprint


def test_a_played_id_answers_its_fingerprint_for_its_seat_only():
    record = {}
    roll = _play(record, 0, "m1", {"type": "roll"})
    moved = _play(record, 1, "m1", {"type": "move_horse", "horse": 2})
    assert _kept(record, 0, "m1") == roll and _kept(record, 1, "m1") == moved
    assert roll != moved
    assert _kept(record, 0, "m2") is None and _kept(record, None, "m1") is None


def test_an_id_played_again_stops_the_write():
    record = {}
    _play(record, 0, "same", {"type": "roll"})
    with pytest.raises(AlreadyPlayed):
        _play(record, 0, "same", {"type": "roll"})


def test_the_last_ids_are_kept_and_the_oldest_forgotten():
    record = {}
    fingerprints = [_play(record, 0, f"id-{n}", {"type": "roll", "n": n})
                    for n in range(MOVE_IDS_KEPT + 5)]
    assert len(record["played"]["0"]) == MOVE_IDS_KEPT * PLAYED_ENTRY
    for n in range(5):
        assert _kept(record, 0, f"id-{n}") is None
    for n in range(5, MOVE_IDS_KEPT + 5):
        assert _kept(record, 0, f"id-{n}") == fingerprints[n]


def test_an_id_is_matched_only_at_an_entry_s_start():
    """A fingerprint may hold the hex digits of another id's key: only whole entries count."""
    record = {}
    fingerprint = _play(record, 0, "a", {"type": "roll"})
    assert _kept(record, 0, fingerprint[:16]) is None


def test_ids_of_any_length_and_characters_are_kept_in_the_same_room():
    record = {}
    odd = ["\t\n\"é€" * 20, "x" * 128, "{", "0" * 16]
    for move_id in odd:
        _play(record, 0, move_id, {"type": "roll"})
    assert all(_kept(record, 0, move_id) for move_id in odd)
    assert len(record["played"]["0"]) == len(odd) * PLAYED_ENTRY


def test_ids_recorded_by_older_releases_still_answer():
    record = {"move_ids": {"0": [["old", "f" * 24], "older"]}}
    assert _kept(record, 0, "old") == "f" * 24
    assert _kept(record, 0, "older") == ""
    with pytest.raises(AlreadyPlayed):
        _play(record, 0, "old", {"type": "roll"})
    _play(record, 0, "new", {"type": "roll"})
    assert _kept(record, 0, "new") and _kept(record, 0, "old") == "f" * 24


def test_a_seat_s_kept_ids_cost_the_record_a_string_not_a_list_of_pairs():
    record = {}
    for n in range(MOVE_IDS_KEPT):
        _play(record, 0, f"live-move-{n:08d}", {"type": "roll"})
    assert isinstance(record["played"]["0"], str)
    assert len(dumps(record)) < MOVE_IDS_KEPT * PLAYED_ENTRY + 40


@pytest.mark.parametrize("move", [{"type": "roll"}, {"type": "move_horse", "horse": 3},
                                  {"z": [1, {"b": "é", "a": None}], "a": 1.5}])
@pytest.mark.parametrize("version", [None, 0, 17])
def test_a_fingerprint_is_the_one_every_release_stored(move, version):
    """Fingerprints written into records are compared by later releases: the same bytes
    (json.dumps with sorted keys), the same hash."""
    played = json.dumps([move, version], sort_keys=True)
    expected = hashlib.sha256(played.encode()).hexdigest()[:24]
    assert fingerprint(move, version) == expected
