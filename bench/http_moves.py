"""HTTP move throughput, per durability mode: `python -m bench.http_moves [--quick]`

gunicorn with its production configuration (deploy/gunicorn.conf.py, gevent workers) over a
state Redis of its own, once per durability mode (`MODES`, DURABILITY in
docs/configuration.md), side by side in one run:

- `none`: one redis-server, deploy/redis.conf without persistence (`appendonly no`, no RDB);
- `strict`: one redis-server with deploy/redis.conf (AOF, `appendfsync always`: every commit
  fsynced before Redis answers), shown beside the fsync latency of the disk under that
  Redis's AOF (`fsync_latency`: small appends each followed by fdatasync, in its directory,
  before the phases);
- `replicated`: a local Redis Cluster (devtools/local_cluster.py: 3 primaries, 3 replicas,
  AOF everysec on every node), REDIS_CLUSTER=true, each commit followed by `WAIT 1` (the job
  queue on a Redis of its own, as a cluster requires; no job runs in these phases);
- `cluster-none`: the same cluster without the WAIT: what the cluster costs by itself.

On the cluster, once the phases are over, an RQ worker joins and one all-AI match of every
game goes through the cluster with a fixed seed; each must end in the state the engine reaches
alone with that seed (bench/full_stack.py `same_final_states`).

Rate limits are off (RATE_LIMIT_ENABLED=0): a client playing as fast as it can would
otherwise be throttled to 600 requests a minute.

`CLIENTS` concurrent clients, each on its own keep-alive connection and playing its own
all-human 2-seat Petits Chevaux match (a finished match is replaced by a new one, untimed),
go through timed phases together, on the same connections throughout (a gevent worker keeps
a connection where it accepted it: baseline and moves are spread over the workers alike):

- `livez`: `GET /livez` back to back: the baseline (a constant JSON, same app and server);
- `moves`: `POST /moves` back to back: the throughput;
  in turn, `livez` first and last (`PHASES`): the machine is shared and its load comes and
  goes, so each figure is the mean of its phases;
- `paced`: moves at `PACED_SHARE` of the mean throughput, each client on a fixed schedule:
  the latency. Back to back, the clients always queue, and their latency is their number ÷
  throughput whatever the server does (Little's law); p50/p99 of those phases are shown too.

The `CPU busy` column is the CPU time of the web processes, Redis and the load generator over
the cores' time in each phase: the baseline's phases keep a 2-core machine 95-99% busy, the
moves phases 89-96% with `strict` (each move waits for its batch's commit to be fsync'd by
Redis: service/state/autopipeline.py). `machine busy` is every process's (/proc/stat): above
the bench's own, other work shared the cores in that phase. With 32 clients (`--clients 32`)
the batches are bigger, a move costs less CPU (web ~1.8 ms instead of ~2.0, Redis ~0.10
instead of ~0.15) and the ratio comes out higher (0.49-0.52 against 0.44-0.49 in the same
session), but the paced phase's p99 worse (44-83 ms against 17-33 ms): the bench stays at
the 16 clients the issue names.

Targets: moves/s at least half the baseline's requests/s with `none`, 0.4 of it with
`replicated` on the cluster; `strict` is bound by the disk (its fsync latency is printed
beside it) and `cluster-none` is a reference, neither has a throughput target; a move's p99
latency at most 25 ms at half its mode's pace, in every mode.

Only `POST /moves` requests are timed and counted. Each client knows its legal moves without
asking: it creates its match with a seed and keeps a replica of it with the engine (every die
comes from the seeded RNG in the state), so the load is moves alone, not moves plus the
reads a client could choose to make. Every response is checked: 200 and the next version in
`ETag` (any other answer stops the bench: the replica would have drifted).

The load comes from `LOAD_PROCESSES` processes of threads (http.client, each request written
in one write: `OneWriteConnection`): one Python process would be held by its GIL at about
one core, so the server would wait for its clients. On a 2-core machine clients and server
share the cores either way: the CPU time per request of the web processes, Redis and the
load generator is printed, so the sharing is visible.
"""

import argparse
import http.client
import json
import multiprocessing
import os
import random
import sys
import threading
import time
from dataclasses import dataclass

from bench import full_stack
from bench.stack import (
    Stack,
    cpu_of,
    cpu_used,
    fsync_latency,
    machine_cpu_seconds,
    start_cluster,
    unpersisted_redis_args,
)
from engines.ai import choose
from engines.registry import GAMES

CLIENTS = 16
LOAD_PROCESSES = 2
SECONDS, QUICK_SECONDS = 6.0, 2.0
WEB_WORKERS = 2
PHASES = ("livez", "moves", "livez", "moves", "livez", "paced")
PACED_SHARE = 0.5
TARGET_RATIO = 0.5  # `none`'s
TARGET_P99_MS = 25.0
IDLE_S = 4.0  # below deploy/gunicorn.conf.py's keepalive (5 s)
GAME = "petits-chevaux"
SEATS = [{"type": "human"}, {"type": "human"}]


@dataclass(frozen=True)
class Mode:
    """A durability mode as the bench sets it up: DURABILITY, where the state lives, and the
    throughput target (moves/s ÷ `/livez` requests/s), None for a figure only reported."""

    name: str
    durability: str
    cluster: bool
    redis: str  # the state's Redis, in words
    target: float | None

    @property
    def label(self) -> str:
        return f"DURABILITY={self.durability}, {'cluster' if self.cluster else 'one Redis'}"


MODES = {mode.name: mode for mode in (
    Mode("none", "none", False, "one redis-server, `appendonly no`", TARGET_RATIO),
    Mode("strict", "strict", False,
         "one redis-server, `appendonly yes`, `appendfsync always` (deploy/redis.conf)", None),
    Mode("replicated", "replicated", True,
         "cluster, 3 primaries + 3 replicas, AOF everysec; `WAIT 1` after each commit", 0.4),
    Mode("cluster-none", "none", True, "the same cluster, no WAIT", None),
)}
FSYNC_WRITES, QUICK_FSYNC_WRITES = 500, 100
OTHERS_WARN = 0.15  # other processes' share of the cores in a phase, above which to warn


class ClientFailed(RuntimeError):
    pass


class Replica:
    """A client's copy of its match: the state the server holds, kept by the same engine."""

    def __init__(self, client: "Client", seed: int):
        self.game = GAMES[GAME]
        body = json.dumps({"game": GAME, "seats": SEATS, "seed": seed})
        response, text = client.call("POST", "/v1/matches", body,
                                     {"Content-Type": "application/json"})
        created = json.loads(text)
        if response.status != 201:
            raise ClientFailed(f"create: {response.status} {created}")
        self.id = created["match"]["id"]
        self.version = created["match"]["version"]
        self.tokens = created["seat_tokens"]
        options = self.game.resolve_options({}, len(SEATS))
        self.state, _ = self.game.begin(len(SEATS), options, seed)
        self.over = False

    def next_request(self) -> tuple[str, bytes, dict, int, dict]:
        """The path, body and headers of the next move, and (seat, move) to apply after."""
        seat = self.game.to_act(self.state)[0]
        move = choose(self.game, "random", self.state, seat)
        headers = {"Content-Type": "application/json",
                   "Authorization": f"Bearer {self.tokens[str(seat)]}",
                   "If-Match": f'"{self.version}"'}
        return (f"/v1/matches/{self.id}/moves", json.dumps({"move": move}).encode(), headers,
                seat, move)

    def applied(self, seat: int, move: dict) -> None:
        """Applies the move the server accepted."""
        self.state, _ = self.game.apply_move(self.state, seat, move)
        self.version += 1
        self.over = self.game.result(self.state) is not None


class OneWriteConnection(http.client.HTTPConnection):
    """http.client writes a request's headers, then its body, in two writes: the server
    wakes for each (one segment each, with TCP_NODELAY), which the baseline's GET never
    pays. Clients that buffer their request (curl, Go's net/http) write a move in one: so
    does the load generator, or it would measure its own habit."""

    def _send_output(self, message_body=None, encode_chunked=False):
        if isinstance(message_body, bytes) and not encode_chunked:
            self._buffer.extend((b"", message_body))  # headers, blank line, body
            request, self._buffer[:] = b"\r\n".join(self._buffer), []
            self.send(request)
            return
        super()._send_output(message_body, encode_chunked)


class Client:
    """One simulated client: a keep-alive connection and a match of its own. It keeps its
    connection through every phase, so the baseline and the moves are served by the same
    gunicorn workers (gevent workers keep a connection where it was accepted)."""

    def __init__(self, port: int, index: int):
        self.conn = OneWriteConnection("127.0.0.1", port, timeout=30)
        self.used_at = time.monotonic()
        self.seeds = iter(range(index * 1_000_000, (index + 1) * 1_000_000))
        self.replica = Replica(self, next(self.seeds))
        self.replaced = 0

    def call(self, method: str, path: str, body=None, headers=None) -> tuple:
        """One request on the kept connection; (response, body). A connection idle for
        longer than gunicorn keeps it (waiting for slower clients to be ready) is closed
        first: http.client opens a new one rather than writing to a closed one."""
        if time.monotonic() - self.used_at > IDLE_S:
            self.conn.close()
        self.conn.request(method, path, body, headers or {})
        response = self.conn.getresponse()
        text = response.read()
        self.used_at = time.monotonic()
        return response, text

    def livez(self) -> bool:
        return self.call("GET", "/livez")[0].status == 200

    def prepare_move(self) -> tuple:
        """Untimed: a new match when the last one is over, then the next move's request."""
        if self.replica.over:
            self.replica = Replica(self, next(self.seeds))
            self.replaced += 1
        return self.replica.next_request()

    def move(self, request: tuple) -> bool:
        path, body, headers, seat, played = request
        response, _ = self.call("POST", path, body, headers)
        expected = f'"{self.replica.version + 1}"'
        if response.status != 200 or response.getheader("ETag") != expected:
            raise ClientFailed(f"move {played} on version {self.replica.version}: "
                               f"{response.status} {response.getheader('ETag')}")
        self.replica.applied(seat, played)
        return True


def _run(client: Client, phase: str, duration_s: float, interval_s: float) -> tuple:
    """Requests back to back for `duration_s` (one every `interval_s` when paced); returns
    the latencies (s) of those that completed in time and the failures. A paced request's
    latency counts from when it was due, so a late server is not hidden by a late client."""
    latencies, errors = [], 0
    now = time.perf_counter()
    end, due = now + duration_s, now + random.random() * interval_s
    while True:
        request = None if phase == "livez" else client.prepare_move()
        if interval_s:
            time.sleep(max(0.0, due - time.perf_counter()))
            started, due = due, due + interval_s
        else:
            started = time.perf_counter()
        ok = client.livez() if phase == "livez" else client.move(request)
        finished = time.perf_counter()
        if finished > end:
            return latencies, errors
        if ok:
            latencies.append(finished - started)
        else:
            errors += 1


def _client_thread(port: int, index: int, clients: int, phases: list[str], duration_s: float,
                   barrier, paced_rate, results) -> None:
    """One client through every phase; after each it puts (phase, latencies, failures,
    matches replaced) on `results`. Any failure breaks the barrier: the bench stops."""
    try:
        client = Client(port, index)
        for phase in phases:
            barrier.wait()
            interval = clients / paced_rate.value if phase == "paced" else 0.0
            replaced = client.replaced
            latencies, errors = _run(client, phase, duration_s, interval)
            results.put((phase, latencies, errors, client.replaced - replaced))
            barrier.wait()
    except threading.BrokenBarrierError:
        return  # another client failed, or the bench gave up: the main process says why
    except BaseException:
        barrier.abort()
        raise


def _load_process(port: int, indexes: list[int], clients: int, phases: list[str],
                  duration_s: float, barrier, paced_rate, results) -> None:
    threads = [threading.Thread(target=_client_thread, args=(
        port, index, clients, phases, duration_s, barrier, paced_rate, results))
        for index in indexes]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def run_phases(stack: Stack, clients: int, processes: int, duration_s: float) -> list[dict]:
    """Every client through PHASES; the figures of each phase, in order."""
    ctx = multiprocessing.get_context("spawn")
    barrier, results = ctx.Barrier(clients + 1), ctx.Queue()
    paced_rate = ctx.Value("d", 1.0)
    load = [ctx.Process(target=_load_process, args=(
        stack.port, list(range(clients))[p::processes], clients, PHASES, duration_s, barrier,
        paced_rate, results)) for p in range(processes)]
    for process in load:
        process.start()
    figures: list[dict] = []
    try:
        for phase in PHASES:
            if phase == "paced":
                paced_rate.value = PACED_SHARE * _mean_rate(figures, "moves")
            barrier.wait(timeout=120)
            before = (stack.cpu_seconds(), {p.pid: cpu_of(p.pid) for p in load},
                      machine_cpu_seconds())
            barrier.wait(timeout=duration_s + 60)
            after = (stack.cpu_seconds(), {p.pid: cpu_of(p.pid) for p in load},
                     machine_cpu_seconds())
            answers = [results.get(timeout=60) for _ in range(clients)]
            figures.append({"phase": phase, **_figures(answers, duration_s, before, after)})
    except BaseException as error:
        barrier.abort()
        raise ClientFailed(f"the load stopped: {error!r} (a failed client's traceback, if "
                           "any, is above)") from error
    finally:
        for process in load:
            process.join(30)
            if process.is_alive():
                process.kill()
    return figures


def _figures(answers: list[tuple], duration_s: float, before: tuple, after: tuple) -> dict:
    latencies = sorted(x for _, lat, _, _ in answers for x in lat)
    done = max(1, len(latencies))
    (server_before, load_before, machine_before), (server_after, load_after, machine_after) = \
        before, after
    used = {**{part: cpu_used(server_before[part], server_after[part])
               for part in server_after},
            "load": cpu_used(load_before, load_after)}  # CPU seconds, by process group
    return {"requests": len(latencies), "per_s": len(latencies) / duration_s,
            "errors": sum(a[2] for a in answers), "replaced": sum(a[3] for a in answers),
            "p50_ms": _percentile(latencies, 50) * 1000,
            "p99_ms": _percentile(latencies, 99) * 1000,
            "busy": sum(used.values()) / (duration_s * (os.cpu_count() or 1)),
            # every process's, the bench's and others' (the machine is shared)
            "machine_busy": (machine_after - machine_before) / (duration_s
                                                                 * (os.cpu_count() or 1)),
            "cpu_us": {part: seconds / done * 1e6 for part, seconds in used.items()}}


def _mean_rate(figures: list[dict], name: str) -> float:
    rates = [f["per_s"] for f in figures if f["phase"] == name]
    return sum(rates) / len(rates)


def _cpu_per_request(figures: list[dict], name: str) -> float:
    """Mean CPU time (µs) a request costs the web processes, Redis and the load generator."""
    phases = [f for f in figures if f["phase"] == name]
    return sum(sum(f["cpu_us"].values()) for f in phases) / len(phases)


def _percentile(ordered: list[float], p: float) -> float:
    if not ordered:
        return float("nan")
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


def measure(quick: bool = False, clients: int = CLIENTS, processes: int = LOAD_PROCESSES,
            web_workers: int = WEB_WORKERS, duration_s: float | None = None,
            mode: str = "strict", cluster=None, check: bool = False) -> dict:
    """The phases against a freshly started stack in durability `mode` (MODES), and the
    verdict. A cluster mode runs on `cluster` (a running devtools LocalCluster), else on one
    it starts and stops. `strict`: the fsync latency of its Redis's directory, measured
    first. `check`: then the same-seed all-AI matches (full_stack.same_final_states)."""
    duration_s = duration_s or (QUICK_SECONDS if quick else SECONDS)
    spec = MODES[mode]
    own_cluster = start_cluster() if spec.cluster and cluster is None else None
    fsync, same = None, None
    try:
        with Stack(web_workers=web_workers, env={"RATE_LIMIT_ENABLED": "0"},
                   redis_args=None if spec.cluster or spec.durability == "strict"
                   else unpersisted_redis_args(),
                   cluster=(cluster or own_cluster) if spec.cluster else None,
                   durability=spec.durability) as stack:
            if spec.durability == "strict":
                aof = os.path.join(stack.redis.workdir, "appendonlydir")  # Redis 7's
                fsync = fsync_latency(aof if os.path.isdir(aof) else stack.redis.workdir,
                                      QUICK_FSYNC_WRITES if quick else FSYNC_WRITES)
            figures = run_phases(stack, clients, processes, duration_s)
            if check:
                stack.add_workers(1)
                same = full_stack.same_final_states(stack)
    finally:
        if own_cluster is not None:
            own_cluster.stop()
    baseline, moves = _mean_rate(figures, "livez"), _mean_rate(figures, "moves")
    paced = next(f for f in figures if f["phase"] == "paced")
    ratio = moves / baseline
    errors = sum(f["errors"] for f in figures)
    ratio_ok = None if spec.target is None else ratio >= spec.target and not errors
    return {"mode": mode, "label": spec.label, "durability": spec.durability,
            "cluster": spec.cluster,
            "redis": spec.redis, "target": spec.target,
            "clients": clients, "load_processes": processes, "web_workers": web_workers,
            "seconds": duration_s, "fsync": fsync, "phases": figures,
            "baseline_per_s": baseline, "moves_per_s": moves, "ratio": ratio,
            "cpu_ratio": _cpu_per_request(figures, "livez") / _cpu_per_request(figures, "moves"),
            "p50_ms": paced["p50_ms"], "p99_ms": paced["p99_ms"], "errors": errors,
            "ratio_ok": ratio_ok, "p99_ok": paced["p99_ms"] <= TARGET_P99_MS,
            "same_final_states": same,
            "ok": ratio_ok is not False and paced["p99_ms"] <= TARGET_P99_MS and not errors
            and (same is None or all(row["same_result"] for row in same))}


def measure_modes(quick: bool = False, modes=tuple(MODES), clients: int = CLIENTS,
                  processes: int = LOAD_PROCESSES, web_workers: int = WEB_WORKERS,
                  duration_s: float | None = None, check: bool = True,
                  progress=None) -> list[dict]:
    """`measure` in each of `modes`, one after the other in this run (the cluster ones on one
    cluster, started when the first needs it); `check`: the same-seed all-AI matches on each
    cluster mode. `progress(row)` is called as each mode is done."""
    rows, cluster = [], None
    try:
        for mode in modes:
            if MODES[mode].cluster and cluster is None:
                cluster = start_cluster()
            rows.append(measure(quick, clients, processes, web_workers, duration_s, mode,
                                cluster, check and MODES[mode].cluster))
            if progress is not None:
                progress(rows[-1])
    finally:
        if cluster is not None:
            cluster.stop()
    return rows


def describe(row: dict) -> str:
    return (f"{row['clients']} clients in {row['load_processes']} load processes, "
            f"{row['web_workers']} gunicorn gevent workers, {row['seconds']:g} s per phase, "
            f"DURABILITY={row['durability']}"
            + (" REDIS_CLUSTER=true" if row["cluster"] else "") + f": {row['redis']}; "
            "rate limits off (RATE_LIMIT_ENABLED=0)")


def fsync_words(fsync: dict) -> str:
    return (f"fdatasync p50 {fsync['p50_ms']:.2f} ms, p99 {fsync['p99_ms']:.2f} ms "
            f"({fsync['writes']} appends)")


def target_words(row: dict) -> str:
    if row["target"] is not None:
        return f"≥ {row['target']:g}"
    if row["fsync"] is not None:
        return f"– (disk: {fsync_words(row['fsync'])})"
    return "– (reference)"


def report(row: dict) -> str:
    """One mode's phases in detail."""
    lines = [f"### {row['mode']}: {describe(row)}", "",
             "| phase | requests | req/s | p50 ms | p99 ms | CPU µs/req: web | Redis | "
             "load generator | CPU busy | machine busy (all processes) |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for f in row["phases"]:
        cpu = f["cpu_us"]
        name = {"livez": "GET /livez", "moves": "POST /moves", "paced": (
            f"POST /moves at {PACED_SHARE:.0%} pace")}[f["phase"]]
        lines.append(f"| {name} | {f['requests']} | {f['per_s']:.0f} | {f['p50_ms']:.1f} | "
                     f"{f['p99_ms']:.1f} | {cpu['web']:.0f} | {cpu['redis']:.0f} | "
                     f"{cpu['load']:.0f} | {f['busy']:.0%} | {f['machine_busy']:.0%} |")
    lines.append("")
    if row["fsync"] is not None:
        lines.append(f"Disk under the AOF ({row['fsync']['directory']}), before the phases: "
                     f"{fsync_words(row['fsync'])}")
    lines.append(f"CPU per /livez ÷ CPU per move (all processes): {row['cpu_ratio']:.2f} (what "
                 "the throughput ratio tends to when the machine is CPU-bound, whatever else "
                 "runs on it)")
    lines.append(f"moves/s ÷ baseline: {row['moves_per_s']:.0f} ÷ {row['baseline_per_s']:.0f} "
                 f"= {row['ratio']:.2f} (target {target_words(row)}); paced p99 "
                 f"{row['p99_ms']:.1f} ms (target ≤ {TARGET_P99_MS:g} ms); "
                 f"{row['errors']} errors: {'PASS' if row['ok'] else 'FAIL'}")
    if row["same_final_states"] is not None:
        lines.append("Same-seed all-AI matches through the cluster, final state as in "
                     "process: " + same_words(row["same_final_states"]))
    return "\n".join(lines)


def same_words(same: list[dict]) -> str:
    return ", ".join(f"{r['game']} {'yes' if r['same_result'] else 'NO'} ({r['steps']} steps)"
                     for r in same)


def report_modes(rows: list[dict]) -> str:
    """The modes side by side: one table."""
    verdict = {True: "PASS", False: "FAIL", None: "–"}
    lines = [f"{rows[0]['clients']} clients in {rows[0]['load_processes']} load processes, "
             f"{rows[0]['web_workers']} gunicorn gevent workers, {rows[0]['seconds']:g} s per "
             "phase, each mode against its own `/livez` baseline; rate limits off. CPU ratio: "
             "CPU per /livez ÷ CPU per move, every process of the bench (what the ratio tends to "
             "on a CPU-bound machine, whatever else runs on it)", "",
             "| mode | state's Redis | GET /livez /s | POST /moves /s | ratio | target | "
             f"paced p50 / p99 ms (≤ {TARGET_P99_MS:g}) | CPU µs per move: web, Redis, load | "
             "CPU ratio | CPU busy (moves): bench, all | result |",
             "|---|---|---|---|---|---|---|---|---|---|---|"]
    for row in rows:
        moves = [f for f in row["phases"] if f["phase"] == "moves"]
        cpu = {part: sum(f["cpu_us"][part] for f in moves) / len(moves)
               for part in ("web", "redis", "load")}
        busy = sum(f["busy"] for f in moves) / len(moves)
        machine = sum(f["machine_busy"] for f in moves) / len(moves)
        result = verdict[row["ratio_ok"]] + ("" if row["p99_ok"] else ", p99 FAIL")
        lines.append(
            f"| {row['label']} | {row['redis']} | {row['baseline_per_s']:.0f} | "
            f"{row['moves_per_s']:.0f} | {row['ratio']:.2f} | {target_words(row)} | "
            f"{row['p50_ms']:.1f} / {row['p99_ms']:.1f} | {cpu['web']:.0f}, "
            f"{cpu['redis']:.0f}, {cpu['load']:.0f} | {row['cpu_ratio']:.2f} | {busy:.0%}, "
            f"{machine:.0%} | {result} |")
    others = max(f["machine_busy"] - f["busy"] for row in rows for f in row["phases"])
    if others > OTHERS_WARN:
        lines.append(f"\nOther work took up to {others:.0%} of the cores in a phase (machine busy "
                     "minus the bench's own): these figures say more about the machine's load "
                     "than about the service; run again at a quiet moment.")
    for row in rows:
        if row["same_final_states"] is not None:
            lines.append(f"\n{row['label']}: same-seed all-AI matches through the cluster end in "
                         "the in-process final states: " + same_words(row["same_final_states"]))
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_SECONDS:g} s per phase instead of {SECONDS:g} s")
    parser.add_argument("--clients", type=int, default=CLIENTS)
    parser.add_argument("--processes", type=int, default=LOAD_PROCESSES,
                        help="load generator processes")
    parser.add_argument("--web-workers", type=int, default=WEB_WORKERS,
                        help="gunicorn workers (WEB_CONCURRENCY)")
    parser.add_argument("--seconds", type=float, help="per phase")
    parser.add_argument("--mode", choices=MODES, action="append",
                        help="durability mode (repeatable); default: all, in this order: "
                             + ", ".join(MODES))
    parser.add_argument("--no-check", action="store_true",
                        help="skip the same-seed all-AI matches on the cluster")
    args = parser.parse_args(argv)
    rows = measure_modes(args.quick, tuple(args.mode or MODES), args.clients, args.processes,
                         args.web_workers, args.seconds, not args.no_check,
                         progress=lambda row: print(report(row), "\n", flush=True))
    print(report_modes(rows))
    return 0 if all(row["ok"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
