"""The service benchmarks still run and produce well-formed rows (bench/). Their quickest
form, on a Redis they start themselves; no timing is asserted: the figures are for
`make bench` to print, on a machine that is not running a test suite."""

import os
import shutil

import pytest

from bench import (
    farming,
    full_stack,
    http_moves,
    live_profile,
    matchmaking,
    memory,
    peers,
    releases,
    sign_in,
)
from bench.__main__ import http_moves_verdicts, table
from bench.stack import ROOT, Unavailable
from engines.registry import GAMES
from service.state import ratings

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
    assert row["mode"] == "strict" and row["target"] is None and row["ratio_ok"] is None
    assert [f["phase"] for f in row["phases"]] == list(http_moves.PHASES)
    assert row["errors"] == 0 and row["moves_per_s"] > 0 and row["baseline_per_s"] > 0
    assert all(f["requests"] > 0 for f in row["phases"])
    assert 0 < row["fsync"]["p50_ms"] <= row["fsync"]["p99_ms"]  # the disk under its AOF
    assert "moves/s ÷ baseline" in http_moves.report(row)
    assert "fdatasync p50" in http_moves.report(row)


@pytest.mark.skipif(shutil.which("redis-cli") is None, reason="a local cluster needs redis-cli")
def test_http_moves_bench_measures_durability_modes_side_by_side():
    """A mode on one Redis and one on the local cluster, in one run: each against its own
    baseline, the cluster's with the same-seed all-AI matches checked."""
    rows = http_moves.measure_modes(modes=("none", "replicated"), clients=2, processes=1,
                                    duration_s=0.3)
    assert [(r["durability"], r["cluster"]) for r in rows] == [("none", False),
                                                               ("replicated", True)]
    for row in rows:
        assert row["errors"] == 0 and row["moves_per_s"] > 0 and row["baseline_per_s"] > 0
        assert row["ratio_ok"] == (row["ratio"] >= http_moves.MODES[row["mode"]].target)
        assert row["fsync"] is None
    assert rows[0]["same_final_states"] is None
    assert [r["game"] for r in rows[1]["same_final_states"]] == list(GAMES)
    assert all(r["same_result"] for r in rows[1]["same_final_states"])
    side_by_side = http_moves.report_modes(rows)
    assert side_by_side.count("| DURABILITY=") == 2 and "cluster" in side_by_side
    verdicts = http_moves_verdicts(rows)
    assert len(verdicts) == 2 + 3 and verdicts[-1]["ok"] is True
    assert table(verdicts).count("\n") == len(verdicts) + 1


def test_sign_in_bench_signs_in_through_gunicorn():
    result = sign_in.measure(tokens=40)
    assert result["ok"] == 40 and result["errors"] == 0
    assert result["per_s"] > 0 and result["web_cpu_ms"] > 0
    assert result["per_core_s"] == pytest.approx(1000 / result["web_cpu_ms"])
    rows = sign_in.verdicts(result)
    assert len(rows) == 1 and rows[0]["ok"] == (result["per_core_s"] >= sign_in.TARGET_PER_S)
    assert "sign-ins (RS256, keys held)" in sign_in.report(result)


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


@pytest.mark.skipif(peers.node_missing() is not None, reason=str(peers.node_missing()))
def test_peers_bench_plays_boardgame_io_and_haras_over_sockets():
    try:
        result = peers.measure(matches=2, seconds=1, rounds=1, warmup_s=0, phase_warmup_s=0.2)
    except Unavailable as missing:  # npm ci could not install the pinned packages here
        pytest.skip(str(missing))
    names = ["bgio"] + ([] if result["haras_missing"] else ["haras-none", "haras-always"])
    assert list(result["systems"]) == names
    for name in names:
        found = result["systems"][name]
        assert found["moves_per_s"] > 0 and found["errors"] == 0
        cpu = found["cpu_us"]
        assert set(cpu) == ({"server", "load", "server+redis"} if name == "bgio"
                            else {"server", "redis", "load", "server+redis"})
        assert cpu["server+redis"] == pytest.approx(cpu["server"] + cpu.get("redis", 0))
        assert found["paced"]["moves"] > 0 and found["paced"]["rate"] > 0
        assert result["phases"][name][0]["p50_ms"] <= result["phases"][name][0]["p99_ms"]
    rows = peers.verdicts(result)
    assert table(rows).count("\n") == len(rows) + 1
    assert len(rows) == (2 if result["haras_missing"] else 7)
    assert "boardgame.io 0.50.2" in peers.report(result)


@pytest.mark.skipif(peers.node_missing() is not None, reason=str(peers.node_missing()))
def test_the_releases_bench_plays_both_trees_in_turn():
    """This tree against itself as the other checkout: two stacks, each serving from the
    tree it was given, a phase of each per round and the ratio of their CPU per move."""
    try:
        result = releases.measure(ROOT, rounds=2, seconds=1, matches=2, warmup_s=0,
                                  phase_warmup_s=0.2)
    except Unavailable as missing:  # npm ci could not install the pinned packages here
        pytest.skip(str(missing))
    assert result["served"] == {"old": os.path.join(ROOT, "service"),
                                "new": os.path.join(ROOT, "service")}
    for side in ("old", "new"):
        assert [f["moves"] > 0 and f["error_count"] == 0 for f in result["phases"][side]] == \
            [True, True]
    assert len(result["ratios"]) == 2 and result["median_ratio"] > 0
    text = releases.report(result)
    assert text.count("\n| 1 |") == 1 and text.count("\n| 2 |") == 1 and "new ÷ old" in text


@pytest.mark.skipif(peers.node_missing() is not None, reason=str(peers.node_missing()))
def test_the_live_profile_splits_the_workers_cpu_by_the_part_of_a_move():
    """The samples add up to the CPU /proc says the workers used over the window, and they
    fall in the parts of a live move: both sockets', the listener's, the commit's."""
    result, counted = live_profile.profile(seconds=2, matches=4)
    assert result["moves"] > 0 and result["error_count"] == 0
    # /proc counts in clock ticks and is read a moment apart from the workers' own window
    web_s = result["cpu_us"]["server"] * result["moves"] / 1e6  # gunicorn's master too
    assert 0.5 * web_s <= sum(counted.values()) / 1e6 <= 1.1 * web_s
    parts = {(context, kind) for context, kind, _ in
             live_profile.table(counted, result["cpu_us"]["server"])}
    for part in [("the mover's socket: its move, answered",
                  "compare-and-set (Redis round trip, bookkeeping)"),
                 ("the mover's socket: its move, answered", "engine"),
                 ("each other socket: its `events` frame", "frame out"),
                 ("notification (the pub/sub listener)", "pub/sub read")]:
        assert part in parts


def test_the_dice_race_lasts_as_long_as_a_petits_chevaux_match():
    with open(os.path.join(peers.PEERS, "bgio_server.js")) as server:
        assert f"const TRACK = {peers.TRACK};" in server.read()
    assert peers.track_for(peers.PC_MOVES) == peers.TRACK
    assert abs(peers.race_moves(peers.TRACK) - peers.PC_MOVES) < 1
    mean, _ = peers.pc_match_moves(matches=200)  # the bench's figure is over 12,000
    assert abs(mean - peers.PC_MOVES) < 40


def test_matchmaking_bench_drains_a_pool_and_times_arrivals():
    result = matchmaking.measure(tickets_waiting=200, arrivals_s=1, players_counted=50)
    assert result["drain"]["matched"] == 200 and result["drain"]["bytes_per_ticket"] > 0
    assert result["arrivals"]["matches"] == 100
    assert 0 < result["players"]["unrated"] < result["players"]["rated"]
    rows = matchmaking.verdicts(result)
    assert [row["section"] for row in rows] == ["matchmaking"] * 4
    assert "|" not in matchmaking.report(result)


def test_farming_bench_runs_every_attack_and_none_pays():
    """Two throwaways a run, against the real app and a worker: aborts rate nobody, the
    booster gains no more than honest wins give, the AI levels do not move."""
    result = farming.measure(feeders=2, key_matches=ratings.Rules().pair_matches + 1)
    assert result["honest_gain"] > 0
    at_once, after_moves, one_key = result["boosters"]
    assert at_once["aborted"] == at_once["matches"] == 2 and not at_once["on_board"]
    # rated, but against provisional opponents: none counts among the booster's matches
    assert after_moves["aborted"] == 0 and after_moves["rated_matches"] == 0
    assert one_key["aborted"] == 0 and one_key["rated_matches"] == 0
    rows = farming.verdicts(result)
    assert len(rows) == 5 and all(row["ok"] for row in rows), rows
    assert "|" not in farming.report(result)
