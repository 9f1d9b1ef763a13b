"""A live move's server CPU, this tree against another checkout, on one load:
`python -m bench.releases --against DIR [--rounds 5] [--seconds 10]`

DIR is a checkout of another release, e.g. the one before a change:
`git worktree add --detach /tmp/release-before <commit>` (removed after with `git worktree
remove`); nothing of it is committed here. Two Haras stacks run side by side as bench.peers's
`haras-none` runs (gunicorn with its tree's deploy/gunicorn.conf.py, 2 gevent workers, a Redis
of its own without persistence, rate limits off), each on its own tree's code (on this
interpreter and its packages: the two releases must share their dependencies). Before any
phase each stack is asked where its `service` package is imported from, and the run stops if
that is not its own tree.

bench.peers's Node generator (16 two-seat Petits Chevaux matches over WebSocket, a random
legal move whenever a seat is to act) plays one timed phase on each stack in turn, after one
unmeasured phase each: each round plays both, the old first in even rounds and the new first
in odd ones, so that the machine's drift (tens of percent within minutes on a shared machine)
falls on both alike. The figure is the server's CPU per move, web (gunicorn's master and
workers) and Redis, read from /proc over each window; a round's ratio is new ÷ old, and the
verdict the median of the rounds' ratios, with their spread.
"""

import argparse
import os
import shutil
import statistics
import sys
import tempfile

from bench.peers import (
    HARAS_ENV,
    MATCHES,
    PHASE_WARMUP_S,
    WEB_WORKERS,
    haras_target,
    install,
    node_missing,
    pool_for,
    run_phase,
)
from bench.stack import ROOT, Stack, Unavailable

ROUNDS, SECONDS = 5, 10.0
WARMUP_S = 3.0  # an unmeasured phase of each stack before the rounds
FIRST_GUESS_PER_S = 3000.0  # sizes the first pool of matches, before any rate is known


def measure(against: str, rounds: int = ROUNDS, seconds: float = SECONDS,
            matches: int = MATCHES, warmup_s: float = WARMUP_S,
            phase_warmup_s: float = PHASE_WARMUP_S) -> dict:
    """Starts a stack on `against` (old) and one on this tree (new), runs the rounds; each
    side's phases and the ratios, new ÷ old, of the server CPU per move."""
    missing = node_missing()
    if missing:
        raise Unavailable(missing)
    install()
    trees = {"old": os.path.abspath(against), "new": ROOT}
    if not os.path.isfile(os.path.join(trees["old"], "deploy", "gunicorn.conf.py")):
        raise ValueError(f"{against} is not a Haras checkout (no deploy/gunicorn.conf.py)")
    tmp = tempfile.mkdtemp(prefix="haras-releases-")
    try:
        with Stack(web_workers=WEB_WORKERS, env=HARAS_ENV, production_redis=False,
                   root=trees["old"]) as old, \
                Stack(web_workers=WEB_WORKERS, env=HARAS_ENV, production_redis=False) as new:
            stacks = {"old": old, "new": new}
            served = {side: stack.served_from() for side, stack in stacks.items()}
            for side, directory in served.items():
                if directory != os.path.join(trees[side], "service"):
                    raise RuntimeError(f"the {side} stack imports service from {directory}, "
                                       f"not from {trees[side]}")
            targets = {side: haras_target(f"haras-{side}", stack)
                       for side, stack in stacks.items()}
            phases = _run(targets, rounds, seconds, matches, warmup_s, phase_warmup_s, tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    ratios = [new["cpu_us"]["server+redis"] / old["cpu_us"]["server+redis"]
              for old, new in zip(phases["old"], phases["new"], strict=True)]
    return {"trees": trees, "served": served, "phases": phases, "ratios": ratios,
            "median_ratio": statistics.median(ratios), "rounds_run": rounds,
            "seconds": seconds, "matches": matches}


def _run(targets: dict, rounds: int, seconds: float, matches: int, warmup_s: float,
         phase_warmup_s: float, tmp: str) -> dict[str, list[dict]]:
    rate = dict.fromkeys(targets, FIRST_GUESS_PER_S)

    def phase(side: str, duration_s: float) -> dict:
        made = pool_for(rate[side], duration_s + phase_warmup_s)
        found = run_phase(targets[side], matches, duration_s, 0, made, tmp, phase_warmup_s)
        rate[side] = found["moves_per_s"]
        return found

    if warmup_s > 0:  # the first connections, caches: not measured
        for side in targets:
            phase(side, warmup_s)
    phases = {side: [] for side in targets}
    for index in range(rounds):
        for side in ("old", "new") if index % 2 == 0 else ("new", "old"):
            found = phase(side, seconds)
            phases[side].append(found)
            print(f"  round {index + 1}/{rounds} {side}: {_line(found)}", flush=True)
    return phases


def _line(found: dict) -> str:
    cpu = found["cpu_us"]
    return (f"{found['moves_per_s']:6.0f} moves/s, server CPU µs/move {cpu['server+redis']:.0f}"
            f" (web {cpu['server']:.0f} + Redis {cpu['redis']:.0f}), busy {found['busy']:.0%}"
            + (f", errors {found['errors']}" if found["error_count"] else ""))


def report(result: dict) -> str:
    lines = [f"old: {result['trees']['old']} (service from {result['served']['old']})",
             f"new: {result['trees']['new']} (service from {result['served']['new']})",
             f"{result['matches']} two-seat matches over WebSocket, Redis persistence off, "
             f"{result['rounds_run']} rounds of {result['seconds']:g} s phases, "
             f"{os.cpu_count()} cores shared by every process", "",
             "| round | old µs/move (web + Redis) | new µs/move (web + Redis) | new ÷ old | "
             "old, new moves/s |", "|---" * 5 + "|"]
    for index, (old, new, ratio) in enumerate(zip(result["phases"]["old"],
                                                  result["phases"]["new"], result["ratios"],
                                                  strict=True)):
        lines.append(f"| {index + 1} | {_cpu(old)} | {_cpu(new)} | {ratio:.2f} | "
                     f"{old['moves_per_s']:,.0f}, {new['moves_per_s']:,.0f} |")
    medians = {side: statistics.median(f["cpu_us"]["server+redis"] for f in found)
               for side, found in result["phases"].items()}
    lines += ["", f"median: old {medians['old']:.0f} µs, new {medians['new']:.0f} µs per move; "
                  f"new ÷ old {result['median_ratio']:.2f} (rounds {min(result['ratios']):.2f}"
                  f"-{max(result['ratios']):.2f})"]
    errors = {side: sum(f["error_count"] for f in found)
              for side, found in result["phases"].items()}
    if any(errors.values()):
        lines.append(f"errors: {errors}")
    return "\n".join(lines)


def _cpu(found: dict) -> str:
    cpu = found["cpu_us"]
    return f"{cpu['server+redis']:.0f} ({cpu['server']:.0f} + {cpu['redis']:.0f})"


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--against", required=True,
                        help="a checkout of the other (older) release: its directory")
    parser.add_argument("--rounds", type=int, default=ROUNDS)
    parser.add_argument("--seconds", type=float, default=SECONDS, help="per phase")
    parser.add_argument("--matches", type=int, default=MATCHES)
    args = parser.parse_args(argv)
    try:
        result = measure(args.against, args.rounds, args.seconds, args.matches)
    except Unavailable as missing:
        print(f"releases: not run: {missing}")
        return 0
    print(report(result))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
