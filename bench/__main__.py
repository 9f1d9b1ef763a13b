"""`python -m bench [--quick]` (`make bench`): every service benchmark, then one table.

Sections: engine speed (bench/engine_speed.py), HTTP move throughput in each durability mode,
on one Redis and on a local Redis Cluster (bench/http_moves.py), AI versus AI through the
whole service (bench/full_stack.py), WebSocket play before a primary kill and after the
failover on a local Redis Cluster (bench/failover.py), Redis memory per finished match
(bench/memory.py), Haras over WebSocket against boardgame.io (bench/peers.py: needs node
and npm), the matchmaker (bench/matchmaking.py), sign-in with an ID token
(bench/sign_in.py). Each compares with a baseline measured in the same run (or, for
sign-in, the CPU it costs) and prints its own details; the summary table comes last. The
AI strength bench (bench/strength.py) is separate: it takes about 20 minutes. Exit status 1
if any target is missed.
"""

import argparse
import importlib
import sys
import time

from bench import failover, full_stack, http_moves, matchmaking, memory, peers, sign_in
from bench.stack import Unavailable

SECTIONS = ("engine speed", "HTTP moves", "full stack", "failover", "memory", "peers",
            "matchmaking", "sign-in")


def _engine_speed(quick: bool) -> list[dict]:
    try:  # written alongside this bench: say so rather than fail while it is not there
        engine_speed = importlib.import_module("bench.engine_speed")
    except ImportError:
        return [{"section": "engine speed", "what": "bench/engine_speed.py",
                 "figure": "not available", "target": "", "ok": None}]
    rows = engine_speed.measure(quick)
    return [{"section": "engine speed", "what": row["game"],
             "figure": f"{row['steps_per_s']:,} steps/s ({row['floor_ratio']:.2f}× the floor)",
             "target": f"≥ {row['target']:,} steps/s", "ok": row["ok"]} for row in rows]


def _http_moves(quick: bool) -> list[dict]:
    rows = http_moves.measure_modes(
        quick, progress=lambda row: print(http_moves.report(row), "\n", flush=True))
    print(http_moves.report_modes(rows), "\n", flush=True)
    return http_moves_verdicts(rows)


def http_moves_verdicts(rows: list[dict]) -> list[dict]:
    """Per durability mode: its ratio (with its target, or beside the disk's fsync latency,
    or as a reference), its latency at half its pace, and on the cluster whether same-seed
    all-AI matches ended in the in-process final states."""
    out = []
    for row in rows:
        mode = row["label"]
        out.append({"section": "HTTP moves", "what": f"{mode}: POST /moves ÷ GET /livez",
                    "figure": f"{row['moves_per_s']:.0f} ÷ {row['baseline_per_s']:.0f} req/s "
                              f"= {row['ratio']:.2f}" + (f", {row['errors']} errors"
                                                        if row["errors"] else ""),
                    "target": http_moves.target_words(row),
                    "ok": False if row["errors"] else row["ratio_ok"]})
        out.append({"section": "HTTP moves",
                    "what": f"{mode}: move latency at {http_moves.PACED_SHARE:.0%} of its pace",
                    "figure": f"p50 {row['p50_ms']:.1f} ms, p99 {row['p99_ms']:.1f} ms",
                    "target": f"p99 ≤ {http_moves.TARGET_P99_MS:g} ms", "ok": row["p99_ok"]})
        if row["same_final_states"] is not None:
            same = all(r["same_result"] for r in row["same_final_states"])
            out.append({"section": "HTTP moves",
                        "what": f"{mode}: same-seed all-AI matches of the "
                                f"{len(row['same_final_states'])} games, final state as in "
                                "process",
                        "figure": "yes" if same else "NO: " + ", ".join(
                            r["game"] for r in row["same_final_states"]
                            if not r["same_result"]),
                        "target": "yes", "ok": same})
    return out


def _full_stack(quick: bool) -> list[dict]:
    rows = full_stack.measure(quick)
    print(full_stack.report(rows), "\n", flush=True)
    out = []
    for row in rows:
        if row["timed"]:
            out.append({"section": "full stack",
                        "what": f"{row['matches']} × {row['game']}: service ÷ in-process",
                        "figure": f"{row['service_s']:.2f} s ÷ {row['in_process_s']:.2f} s = "
                                  f"{row['ratio']:.2f}×",
                        "target": f"≤ {full_stack.TARGET_RATIO:g}×", "ok": row["ok"]})
        out.append({"section": "full stack", "what": f"{row['game']}: same final state",
                    "figure": "yes" if row["same_result"] else "NO", "target": "yes",
                    "ok": row["same_result"]})
    return out


def _failover(quick: bool) -> list[dict]:
    result = failover.measure(quick)
    print(failover.report(result), "\n", flush=True)
    return failover.verdicts(result)


def _memory(quick: bool) -> list[dict]:
    rows = memory.measure(quick)
    print(memory.report(rows), "\n", flush=True)
    return [{"section": "memory", "what": f"{row['game']} per finished match",
             "figure": f"median {row['median_bytes'] / 1024:.1f} KiB, "
                       f"max {row['max_bytes'] / 1024:.1f} KiB",
             "target": f"median ≤ {row['target_bytes'] // 1024} KiB", "ok": row["ok"]}
            for row in rows]


def _peers(quick: bool) -> list[dict]:
    try:
        result = peers.measure(quick)
    except Unavailable as missing:
        print(f"peers: not run: {missing}", flush=True)
        raise
    print(peers.report(result), "\n", flush=True)
    return peers.verdicts(result)


def _matchmaking(quick: bool) -> list[dict]:
    result = matchmaking.measure(quick)
    print(matchmaking.report(result), "\n", flush=True)
    return matchmaking.verdicts(result)


def _sign_in(quick: bool) -> list[dict]:
    result = sign_in.measure(quick)
    print(sign_in.report(result), "\n", flush=True)
    return sign_in.verdicts(result)


RUNNERS = {"engine speed": _engine_speed, "HTTP moves": _http_moves,
           "full stack": _full_stack, "failover": _failover, "memory": _memory, "peers": _peers,
           "matchmaking": _matchmaking, "sign-in": _sign_in}


def run(quick: bool, sections=SECTIONS) -> list[dict]:
    rows = []
    for section in sections:
        started = time.perf_counter()
        print(f"## {section}", flush=True)
        try:
            found = RUNNERS[section](quick)
        except Unavailable as missing:
            found = [{"section": section, "what": "", "figure": f"not run: {missing}",
                      "target": "", "ok": None}]
        print(f"({section}: {time.perf_counter() - started:.0f} s)\n", flush=True)
        rows.extend(found)
    return rows


def table(rows: list[dict]) -> str:
    verdict = {True: "PASS", False: "FAIL", None: "–"}
    lines = ["| section | what | measured | target | result |", "|---|---|---|---|---|"]
    lines += [f"| {r['section']} | {r['what']} | {r['figure']} | {r['target']} | "
              f"{verdict[r['ok']]} |" for r in rows]
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="short runs (about a minute)")
    parser.add_argument("--only", choices=SECTIONS, action="append",
                        help="run this section (repeatable); default: all")
    args = parser.parse_args(argv)
    rows = run(args.quick, args.only or SECTIONS)
    print(table(rows))
    return 1 if any(row["ok"] is False for row in rows) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
