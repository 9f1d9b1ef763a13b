"""The service benchmarks still run and produce well-formed rows (bench/). Their quickest
form, on a Redis they start themselves; no timing is asserted: the figures are for
`make bench` to print, on a machine that is not running a test suite."""

import shutil

import pytest

from bench import full_stack, http_moves, memory
from bench.__main__ import table
from engines.registry import GAMES

pytestmark = pytest.mark.skipif(shutil.which("redis-server") is None,
                                reason="the benches start a redis-server of their own")


def test_memory_bench_measures_every_game():
    rows = memory.measure(matches=1)
    assert [row["game"] for row in rows] == list(GAMES)
    for row in rows:
        assert row["matches"] == 1 and row["median_steps"] > 0
        assert 0 < row["median_bytes"] <= row["max_bytes"]
        assert row["ok"] == (row["median_bytes"] <= memory.TARGET_BYTES)
    assert "| petits-chevaux | 1 |" in memory.report(rows)


def test_full_stack_bench_reaches_the_in_process_results():
    rows = full_stack.measure(matches=1, workers=1, rounds=3)
    assert [row["game"] for row in rows] == [full_stack.TIMED_GAME] + [
        game for game in GAMES if game != full_stack.TIMED_GAME]
    assert all(row["same_result"] and row["steps"] > 0 for row in rows)
    timed = rows[0]
    assert timed["timed"] and timed["in_process_s"] > 0 and timed["service_s"] > 0
    assert timed["ratio"] == pytest.approx(timed["service_s"] / timed["in_process_s"])
    assert len(timed["rounds"]) == 3 and timed["ratio"] == sorted(timed["rounds"])[1]
    summary = table([{"section": "full stack", "what": row["game"], "figure": "x",
                      "target": "y", "ok": row["ok"]} for row in rows])
    assert summary.count("\n") == len(rows) + 1


def test_http_moves_bench_plays_checked_moves_through_gunicorn():
    row = http_moves.measure(clients=2, processes=1, duration_s=0.5)
    assert [f["phase"] for f in row["phases"]] == list(http_moves.PHASES)
    assert row["errors"] == 0 and row["moves_per_s"] > 0 and row["baseline_per_s"] > 0
    assert all(f["requests"] > 0 for f in row["phases"])
    assert "moves/s ÷ baseline" in http_moves.report(row)


def test_the_load_generator_writes_a_move_in_one_write_and_a_get_as_before():
    writes = []
    conn = http_moves.OneWriteConnection("127.0.0.1", 1)
    conn.send = writes.append
    conn.request("POST", "/v1/matches/x/moves", b'{"move":{"type":"roll"}}',
                 {"Content-Type": "application/json"})
    assert len(writes) == 1
    head, _, body = writes[0].partition(b"\r\n\r\n")
    assert head.startswith(b"POST /v1/matches/x/moves HTTP/1.1\r\n")
    assert b"Content-Length: 24" in head.split(b"\r\n") and body == b'{"move":{"type":"roll"}}'
    conn._HTTPConnection__state = "Idle"  # as after reading the response
    writes.clear()
    conn.request("GET", "/livez")
    assert len(writes) == 1 and writes[0].endswith(b"\r\n\r\n")
