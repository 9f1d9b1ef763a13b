"""The memory bench's job-queue figures (bench/memory.py): what a finished match's jobs leave
on the queue's own Redis, run as deploy/compose.yaml runs it, and that none of it is kept
longer than FINISHED_TTL_S (the bench raises otherwise)."""

import shutil

import pytest

from bench import memory

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None,
                                reason="the bench starts a redis-server of its own")


def test_the_memory_bench_measures_the_queues_share_per_match():
    (row,) = memory.measure(matches=2, human_matches=1, games=["petits-chevaux"])
    ai, human = row["queue"]["ai"], row["queue"]["human"]
    assert (ai["matches"], human["matches"]) == (2, 1)
    assert ai["median_jobs"] == 1  # an all-AI match is one job
    assert human["median_jobs"] > 10  # one per human move, and the AIs' turns between
    for queue in (ai, human):
        assert 0 < queue["bytes_per_job"] < 3 * 1024  # the rq-redis encodings
        assert queue["median_record_bytes"] == pytest.approx(
            queue["median_jobs"] * queue["bytes_per_job"], rel=0.05)
    assert row["queue"]["settings"] == " ".join(memory.queue_redis_args())
    report = memory.report([row])
    assert "| petits-chevaux, all AI | 2 | 1 |" in report
    assert "| petits-chevaux, 1 human vs AI | 1 |" in report
