"""The Redis store's compare-and-set, against a real Redis."""

import secrets
import threading

import pytest

from service.model.play import StepEvents
from service.state.store import (
    KEPT_ENTRIES,
    MatchFinished,
    Store,
    VersionConflict,
    _pack,
    _unpack,
    events_key,
    match_key,
)
from service.telemetry.metrics import MOVES_APPLIED

from helpers import store_of

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster


@pytest.fixture()
def store(settings):
    return store_of(settings)


def _match(version: int, count: int, status: str = "active") -> dict:
    return {"id": _match.id, "game": "petits-chevaux", "version": version, "event_count": count,
            "status": status}


def _events(first: int, n: int) -> list[dict]:
    return [{"seq": first + i, "type": "e"} for i in range(n)]


def test_keys_share_one_hash_tag():
    assert match_key("abc").startswith("{m:abc}") and events_key("abc").startswith("{m:abc}")


def test_commit_is_compare_and_set(store, rdb):
    _match.id = secrets.token_urlsafe(16)
    store.commit(_match(1, 2), None, _events(1, 2))
    with pytest.raises(VersionConflict) as created_twice:
        store.commit({**_match(1, 2), "other": True}, None, _events(1, 2))
    assert created_twice.value.current == 1
    store.commit(_match(2, 3), 1, _events(3, 1))
    with pytest.raises(VersionConflict) as stale:
        store.commit(_match(2, 4), 1, _events(4, 1))
    assert stale.value.current == 2
    assert store.load(_match.id)["version"] == 2
    assert [e["seq"] for e in store.read_events(_match.id, 0)] == [1, 2, 3]
    assert [e["seq"] for e in store.read_events(_match.id, 2)] == [3]


def test_the_write_itself_refuses_to_change_a_finished_match(store, rdb):
    """Whatever its caller checked, a step based on a finished record is refused inside the
    atomic write; the link to its rematch is the one write a finished match takes."""
    _match.id = secrets.token_urlsafe(16)
    store.commit(_match(1, 1), None, _events(1, 1))
    store.commit(_match(2, 2, "finished"), 1, _events(2, 1))
    stored = rdb.hgetall(match_key(_match.id)), rdb.xrange(events_key(_match.id))
    for status in ("active", "finished"):
        with pytest.raises(MatchFinished):
            store.commit(_match(3, 3, status), 2, _events(3, 1))
    assert (rdb.hgetall(match_key(_match.id)), rdb.xrange(events_key(_match.id))) == stored
    store.commit({**_match(3, 3, "finished"), "rematch": "x"}, 2, _events(3, 1),
                 finished_may_change=True)
    assert store.load(_match.id)["rematch"] == "x"


def test_a_retried_commit_lands_once(store):
    """redis-py may resend a script after a timeout: the second arrival must be a no-op."""
    _match.id = secrets.token_urlsafe(16)
    store.commit(_match(1, 1), None, _events(1, 1))
    store.commit(_match(2, 3), 1, _events(2, 2))
    store.commit(_match(2, 3), 1, _events(2, 2))  # the same write again
    assert [e["seq"] for e in store.read_events(_match.id, 0)] == [1, 2, 3]


def test_a_process_remembers_the_records_it_read_or_wrote(settings, store):
    _match.id = secrets.token_urlsafe(16)
    store.commit(_match(1, 1), None, _events(1, 1))
    assert store.recent(_match.id, 1) == _match(1, 1)
    assert store.recent(_match.id, 2) is None  # only the version it knows
    other = store_of(settings)
    assert other.recent(_match.id, 1) is None
    assert other.load(_match.id) == _match(1, 1)
    assert other.recent(_match.id, 1) == _match(1, 1)
    mine = store.recent(_match.id, 1)
    mine["version"] = 99  # a caller's own copy
    assert store.recent(_match.id, 1)["version"] == 1


def test_remembered_records_are_bounded(store):
    store = Store(store.client, finished_ttl_s=100, idle_ttl_s=1000, recent_capacity=2)
    ids = []
    for _ in range(3):
        _match.id = secrets.token_urlsafe(16)
        ids.append(_match.id)
        store.commit(_match(1, 1), None, _events(1, 1))
    assert store.recent(ids[0], 1) is None
    assert store.recent(ids[1], 1) is not None and store.recent(ids[2], 1) is not None


def test_a_commit_lands_only_on_the_very_record_it_was_based_on(settings, store, rdb):
    """History lost and written again (a failover): the same version, another write. A
    commit based on the record this process remembers must not land on the other one."""
    _match.id = secrets.token_urlsafe(16)
    store.commit(_match(1, 1), None, _events(1, 1))
    store.commit(_match(2, 2), 1, _events(2, 1))
    rewritten = {**_match(2, 2), "rewritten": True}
    rdb.delete(match_key(_match.id))
    other = store_of(settings)
    other.commit(_match(1, 1), None, [])
    other.commit(rewritten, 1, [])
    with pytest.raises(VersionConflict) as conflict:
        store.commit(_match(3, 3), 2, _events(3, 1))
    assert conflict.value.current == 2
    assert store.load(_match.id) == rewritten
    assert store.recent(_match.id, 2) == rewritten  # what it read: the next commit lands
    store.commit(_match(3, 3), 2, _events(3, 1))
    assert store.load(_match.id)["version"] == 3


def test_a_resent_write_found_done_is_forgotten(store):
    """Its write id may not be the stored one: the next commit compares versions alone."""
    _match.id = secrets.token_urlsafe(16)
    store.commit(_match(1, 1), None, _events(1, 1))
    store.commit(_match(2, 2), 1, _events(2, 1))
    store.commit(_match(2, 2), 1, _events(2, 1))  # found done
    assert store.recent(_match.id, 2) is None
    store.commit(_match(3, 3), 2, _events(3, 1))
    assert store.load(_match.id)["version"] == 3


def test_missing_match_conflicts_with_no_version(store):
    _match.id = secrets.token_urlsafe(16)
    with pytest.raises(VersionConflict) as missing:
        store.commit(_match(2, 1), 1, _events(1, 1))
    assert missing.value.current is None


def test_ttls_follow_the_status(store, rdb):
    _match.id = secrets.token_urlsafe(16)
    store.commit(_match(1, 1), None, _events(1, 1))
    assert 900 < rdb.ttl(match_key(_match.id)) <= 1000
    assert 900 < rdb.ttl(events_key(_match.id)) <= 1000
    store.commit(_match(2, 2, "finished"), 1, _events(2, 1))
    assert 0 < rdb.ttl(match_key(_match.id)) <= 100
    assert 0 < rdb.ttl(events_key(_match.id)) <= 100


def _step_events(first: int, version: int, n: int) -> list[dict]:
    return [{"seq": first + i, "version": version, "type": "moved", "seat": i % 2,
             "to": {"square": first + i, "name": "Zoé"}} for i in range(n)]


def test_the_write_that_finishes_a_match_keeps_its_events_as_one_block(store, rdb):
    """Every event reads back exactly as written, from any point, once the stream's entries
    (more than KEPT_ENTRIES) are replaced by a compressed block; a retry of that write
    changes nothing."""
    _match.id = secrets.token_urlsafe(16)
    written = _step_events(1, 1, 3)
    store.commit(_match(1, 3), None, written)
    top = 2 + KEPT_ENTRIES // 2
    for version in range(2, top):
        step = _step_events(len(written) + 1, version, 2)
        store.commit(_match(version, len(written) + 2), version - 1, step)
        written += step
    assert len(written) > KEPT_ENTRIES
    last = _step_events(len(written) + 1, top + 1, 3)  # versions may jump
    store.commit(_match(top + 1, len(written) + 3, "finished"), top - 1, last)
    store.commit(_match(top + 1, len(written) + 3, "finished"), top - 1, last)  # again
    written += last
    assert rdb.xlen(events_key(_match.id)) == 1
    read = store.read_events(_match.id, 0)
    assert read == written and [list(e) for e in read] == [list(e) for e in written]
    assert store.read_events(_match.id, 9) == written[9:]
    assert store.read_events(_match.id, len(written)) == []
    assert 0 < rdb.ttl(events_key(_match.id)) <= 100


def test_a_finishing_write_after_a_few_entries_packs_only_its_own_events(store, rdb):
    """A match played to its end in one write after its setup events (an all-AI match):
    the setup entries stay, the block of the write's events follows them, and every event
    reads back exactly as written, from any point; a retry of that write changes nothing."""
    _match.id = secrets.token_urlsafe(16)
    written = _step_events(1, 1, KEPT_ENTRIES)
    store.commit(_match(1, KEPT_ENTRIES), None, written)
    last = [event for version in range(2, 40)
            for event in _step_events(len(written) + 3 * (version - 2) + 1, version, 3)]
    store.commit(_match(39, len(written) + len(last), "finished"), 1, last)
    store.commit(_match(39, len(written) + len(last), "finished"), 1, last)
    written += last
    assert rdb.xlen(events_key(_match.id)) == KEPT_ENTRIES + 1
    read = store.read_events(_match.id, 0)
    assert read == written and [list(e) for e in read] == [list(e) for e in written]
    for after in (KEPT_ENTRIES - 1, KEPT_ENTRIES, KEPT_ENTRIES + 5, len(written)):
        assert store.read_events(_match.id, after) == written[after:]


def _moves_counted() -> float:
    return MOVES_APPLIED.labels("petits-chevaux")._value.get()


def test_a_batch_of_steps_is_written_as_the_numbered_events_it_stands_for(store, rdb):
    """An AI batch's events (StepEvents: each step's own events, numbered when read) read
    back numbered, whether the write that finishes the match packs them alone (after a few
    entries), with the stored ones (after many) or does not finish it; its moves count."""
    for stored, status in ((3, "finished"), (KEPT_ENTRIES + 4, "finished"), (3, "active")):
        _match.id = secrets.token_urlsafe(16)
        written = _step_events(1, 1, stored)
        store.commit(_match(1, stored), None, written)
        batch = StepEvents(stored, 1)
        for version in range(2, 30):
            batch.add_step([{"type": "move_played", "seat": version % 2},
                            {"type": "rolled", "value": version % 6 + 1}])
        assert batch[0] == {"seq": stored + 1, "version": 2, "type": "move_played", "seat": 0}
        assert batch[-1]["seq"] == stored + len(batch) == stored + 56
        counted = _moves_counted()
        store.commit(_match(29, stored + len(batch), status), 1, batch)
        assert _moves_counted() == counted + 28
        assert store.read_events(_match.id, 0) == written + list(batch)
        assert store.read_events(_match.id, stored + 7) == list(batch)[7:]


def test_only_events_that_read_back_the_same_are_packed():
    """A block implies its events' seqs (1..n) and versions (never going back): events
    that do not fit stay one per entry."""
    fitting = [{"seq": 1, "version": 1, "type": "a"}, {"seq": 2, "version": 1, "type": "b"},
               {"seq": 3, "version": 4, "type": "c", "to": {"square": 3}}]
    assert _unpack(_pack(fitting), 3) == fitting
    assert _unpack(_pack(fitting[1:], 2), 3) == fitting[1:]  # a block that follows entries
    for unfit in ([{"seq": 2, "version": 1}], [{"seq": 1, "version": 1}, {"seq": 3, "version": 1}],
                  [{"version": 1}], [{"seq": 1}], [{"seq": 1, "version": "1"}],
                  [{"seq": 1, "version": 2}, {"seq": 2, "version": 1}]):
        assert _pack(unfit) is None, unfit


def test_more_concurrent_commands_than_connections_wait_for_one(settings):
    """Hundreds of streams of a process, woken by one move, read at once through a pool of a
    few connections: they wait for a free one rather than fail (on a cluster too)."""
    store = store_of(settings, max_connections=2)
    failures = []

    def slow_read():
        try:
            store.client.execute_command("BLPOP", "{m:pool-test}:none", 0.2)  # one node
        except Exception as error:  # a pool that refuses: MaxConnectionsError
            failures.append(error)

    readers = [threading.Thread(target=slow_read) for _ in range(10)]  # 5 rounds of 2
    for reader in readers:
        reader.start()
    for reader in readers:
        reader.join()
    assert failures == []
