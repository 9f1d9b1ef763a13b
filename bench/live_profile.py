"""Where a live WebSocket move's server CPU goes: `python -m bench.live_profile`.

Runs Haras as bench/peers.py does (gunicorn with deploy/gunicorn.conf.py, 2 gevent workers,
Redis without persistence) under bench/peers's Haras load (16 two-seat matches, one socket
per seat), with devtools/cpu_sampler.py in both workers (HARAS_CPU_PROFILE) sampling their
CPU time over the window. The web CPU per move, read from /proc over the same window, is
split by where each sample was (CONTEXTS: the greenlet's job) and what it was doing there
(KINDS: the innermost function named on its stack); Redis's CPU per move is measured beside
it.
`--raw FILE` keeps the collapsed stacks (py-spy's raw format: flame graph tools read it).

An outside sampler does not do here: py-spy counts a thread that is runnable but waiting
for a core as busy, and on a loaded machine a sender preempted in `send` (the loopback wakes
its receiver) looked like 40% of the work, 2.7 times the CPU the workers used.
"""

import argparse
import collections
import os
import shutil
import signal
import sys
import tempfile
import time

from bench.peers import HARAS_ENV, WEB_WORKERS, haras_target, install, pool_for, run_phase
from bench.stack import Stack

SECONDS = 15.0
MATCHES = 16

# Where a sample was: the first context with a frame on its stack (the greenlet's job).
CONTEXTS = [
    ("frame in (read by the channel's greenlet)", "BoundedSocket.receive"),
    ("notification (the pub/sub listener)", "PatternListener.run"),
    ("the mover's socket: its move, answered", "Channel._answer"),
    ("each other socket: its `events` frame", "Channel._push"),
    ("each socket: its channel greenlet, waking for a frame", "Channel.run"),
    ("set-up: match creation, upgrade, welcome", "Flask.wsgi_app"),
    ("set-up: match creation, upgrade, welcome", "GeventWorker.handle"),
]
HUB = "gevent hub (loop, switches)"
# What it was doing: the innermost of these functions on its stack.
KINDS = {
    "loads": "JSON in", "fingerprint": "checks, fingerprint",
    "_move_problems": "checks, fingerprint", "Channel._count": "rate limit",
    "seat_of_caller": "authorisation", "seat_of_token": "authorisation",
    "viewer_of": "authorisation",
    "play": "engine", "queue_work": "AI follow-up check",
    "Runtime.commit": "compare-and-set (Redis round trip, bookkeeping)",
    "Store.recent": "record read (decode)", "Store.load": "record read (Redis, decode)",
    "load_match": "record read (Redis, decode)",
    "Watch.read": "feed read (XRANGE)", "Store.read_events": "feed read (XRANGE)",
    "Feed.current_status": "status read",
    "match_view": "view", "events_view": "redaction", "hands_over": "redaction",
    "Channel._send": "frame JSON", "BoundedSocket._send_frame": "frame out",
    "Watch.wait": "wait and wake (switches, locks)",
    "BoundedSocket.receive": "wait and wake (switches, locks)",
    "LockType.acquire": "wait and wake (switches, locks)",
    "Condition.wait": "wait and wake (switches, locks)",
    "FrameReader.next": "parse, unmask",
    "PubSub.get_message": "pub/sub read", "_next_message": "pub/sub read",
    "PatternListener._drain": "pub/sub read",
    "Notifier._notify": "wake the watches", "Feed.notify": "wake the watches",
}
# JSON encoding under these is the record's (the write), not a frame's.
RECORD_JSON = ("Store.commit", "Store._final_block")


def classify(stack: str) -> tuple[str, str]:
    """(context, kind) of a sample's stack."""
    names = [frame.split(" (", 1)[0] for frame in stack.split(";")]
    context = next((name for name, frame in CONTEXTS if frame in names), HUB)
    for depth in range(len(names) - 1, -1, -1):
        name = names[depth]
        if name == "dumps" and any(outer in names[:depth] for outer in RECORD_JSON):
            return context, "record to JSON"
        if name == "recv" and context == CONTEXTS[0][0]:
            return context, "recv"
        if name in KINDS:
            return context, KINDS[name]
    return context, ""


def stacks(files: list[str]) -> collections.Counter:
    counted: collections.Counter = collections.Counter()
    for path in files:
        with open(path, encoding="utf-8") as raw:
            for line in raw:
                stack, _, count = line.rstrip("\n").rpartition(" ")
                counted[stack] += int(count)
    return counted


def table(counted: collections.Counter, web_us: float) -> list[tuple[str, str, float]]:
    """(context, kind, µs per move): the web CPU per move split as the samples are."""
    total = sum(counted.values())
    split: collections.Counter = collections.Counter()
    for stack, count in counted.items():
        split[classify(stack)] += count
    order = [name for name, _ in CONTEXTS] + [HUB]
    return [(context, kind, web_us * count / total) for (context, kind), count in
            sorted(split.items(), key=lambda item: (order.index(item[0][0]), -item[1]))]


def signal_all(pids: list[int]) -> None:
    for pid in pids:
        os.kill(pid, signal.SIGUSR2)


def profile(seconds: float, matches: int = MATCHES) -> tuple[dict, collections.Counter]:
    """The load's result over a window of `seconds` (its `cpu_us` per move) and the workers'
    collapsed stacks over the same window, weighted by CPU µs."""
    install()
    tmp = tempfile.mkdtemp(prefix="haras-live-profile-")
    try:
        with Stack(web_workers=WEB_WORKERS, env={**HARAS_ENV, "HARAS_CPU_PROFILE": tmp},
                   production_redis=False) as stack:
            target = haras_target("haras-none", stack)
            run_phase(target, matches, 3.0, 0, pool_for(2000, 4), tmp, 1.0)  # warm-up
            workers = sorted(set(stack.cpu_seconds()["web"]) - {stack.processes[0].pid})
            files = [os.path.join(tmp, f"{pid}.txt") for pid in workers]

            class Window:
                def __enter__(self):
                    signal_all(workers)

                def __exit__(self, *exc):
                    signal_all(workers)

            result = run_phase(target, matches, seconds, 0, pool_for(2000, seconds + 1), tmp,
                               1.0, Window)
            deadline = time.monotonic() + 30
            while not all(map(os.path.exists, files)) and time.monotonic() < deadline:
                time.sleep(0.1)
        return result, stacks(files)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=SECONDS)
    parser.add_argument("--raw", help="write the collapsed stacks here")
    args = parser.parse_args(argv)
    result, counted = profile(args.seconds)
    if args.raw:
        with open(args.raw, "w", encoding="utf-8") as out:
            for stack_, count in counted.most_common():
                out.write(f"{stack_} {count}\n")
    cpu = result["cpu_us"]
    print(f"{result['moves_per_s']:.0f} moves/s; CPU µs per move: web {cpu['server']:.0f}, "
          f"Redis {cpu['redis']:.0f}, load generator {cpu['load']:.0f}\n")
    print("| where | what | web µs/move |\n|---|---|---|")
    for context, kind, us in table(counted, cpu["server"]):
        if us >= 0.5:
            print(f"| {context} | {kind or '(its own code)'} | {us:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
