"""Haras against a peer, boardgame.io: `python -m bench.peers [--quick]`

Three systems, each played by a Node load generator with one socket per seat and 16
concurrent 2-seat matches (a finished match is replaced by a new one), in timed phases that
alternate within one run (the machine's speed drifts by tens of percent within minutes, so
only ratios taken in the same round mean something):

- `bgio`: boardgame.io (bench/peers/package.json pins 0.50.2, on Node) serving a dice race
  (bench/peers/bgio_server.js) from its default in-memory storage: nothing is persisted. Its
  generator (bgio_load.js) makes each match through the lobby REST API (create, one join per
  seat) and plays through socket.io exactly what boardgame.io's `Client` sends (`sync`, then
  `update` with a `MAKE_MOVE` action and the state id);
- `haras-none`: Haras (gunicorn with deploy/gunicorn.conf.py, 2 gevent workers) over
  WebSocket (`GET /v1/matches/{id}/ws`), 2-seat Petits Chevaux, on a Redis without
  persistence; its generator (haras_ws_load.js, the `ws` package) makes each match with
  `POST /v1/matches` and plays a random legal move whenever its seat is to act;
- `haras-always`: the same on a Redis of its own with deploy/redis.conf (AOF, `appendfsync
  always`: every move on disk before it is answered), as production runs.

Both generators share their harness (bench/peers/load_common.js): the same pool of matches
made before each phase, the same window, the same measure. A move's latency runs from its
send to the mover's answer: for boardgame.io, the `update` whose state id is past the one
sent; for Haras, `moved`. The handover (a figure, no target): from that answer until the
next mover, when it is the other seat, learns that it is to act (boardgame.io sends its
update to both seats at once; Haras sends the other seat a `view`); the frames and bytes the
generator receives per move; the time to open a replacing match's sockets (`open`, within
the window; a paced match's schedule restarts once it is open).

The dice race's track (TRACK squares) makes a 2-player race last as many moves as a 2-seat
Petits Chevaux match played by random legal moves, as the Haras generator (and
bench/http_moves.py) plays (`roll` and `move_horse` alike): both replace their matches as
often. `python -m bench.peers --calibrate` measures the one and solves for the
other (PC_MOVES, TRACK).

Each round plays the three in turn (`ROUNDS` rounds of `SECONDS` s); the figures are the
medians of the rounds, a ratio the median of the rounds' ratios (Haras ÷ boardgame.io within
the round). Then each system plays once at `PACED_SHARE` of its median rate (moves paced per
match, latency counted from when a move was due): the latency figure. CPU per move is read
from /proc over each window: the server's processes (gunicorn's master and workers, or
node), Redis, the load generator.

Targets: Haras ≥ 1.2× boardgame.io's moves/s with Redis persistence off, ≥ 1.0× with
`appendfsync always`; Haras's p99 ≤ 25 ms at half its pace; Haras's server CPU per move (web
and Redis together, `server+redis`) ≤ 400 µs.

Needs node and npm (the pinned packages are installed by `npm ci --ignore-scripts` into
bench/peers/node_modules on first use, again when package.json or the lockfile change);
without them the section says so and is not run. While the Haras endpoint is missing (the
WebSocket upgrade is refused), only boardgame.io is measured.
"""

import argparse
import base64
import contextlib
import http.client
import json
import os
import queue
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading

from bench.stack import ROOT, Stack, Unavailable, cpu_of, cpu_used
from devtools.local_redis import free_port
from devtools.processes import stop_group

PEERS = os.path.join(ROOT, "bench", "peers")
STAMP = os.path.join(PEERS, "node_modules", ".installed")
MATCHES = 16
SECONDS, QUICK_SECONDS = 10.0, 3.0
ROUNDS, QUICK_ROUNDS = 6, 2
WARMUP_S, QUICK_WARMUP_S = 3.0, 1.0  # a phase of each, unmeasured, before the rounds
PHASE_WARMUP_S, QUICK_PHASE_WARMUP_S = 1.0, 0.5  # each phase's untimed play before its window
WEB_WORKERS = 2
PACED_SHARE = 0.5
TARGET_RATIO = {"haras-none": 1.2, "haras-always": 1.0}
TARGET_P99_MS = 25.0
TARGET_SERVER_US = 400.0  # Haras's CPU per move, web and Redis together
# `--calibrate`: 2-seat Petits Chevaux by random legal moves, seeds 0-11,999: 453.7 moves
# (sd 113; by first legal moves: 202); a race to 808 lasts 453.8 on average (exact). TRACK is
# also bench/peers/bgio_server.js's default.
PC_MOVES = 453.7
TRACK = 808
CALIBRATION_MATCHES = 12_000
FIRST_GUESS_PER_S = 3000.0  # sizes the first pool of matches, before any rate is known
SYSTEMS = ("bgio", "haras-none", "haras-always")
LABEL = {"bgio": "boardgame.io 0.50.2, in memory",
         "haras-none": "Haras WS, Redis persistence off",
         "haras-always": "Haras WS, AOF appendfsync always"}
# Rate limits off, and no per-client cap on open channels: every socket comes from 127.0.0.1.
HARAS_ENV = {"RATE_LIMIT_ENABLED": "0", "STREAMS_PER_CLIENT": "100000"}


def node_missing() -> str | None:
    """Why the Node side cannot run here, or None: node, and npm unless the pinned packages
    are installed already."""
    for tool in ("node",) if _installed() else ("node", "npm"):
        if shutil.which(tool) is None:
            return f"no {tool} on PATH: the peers bench runs boardgame.io and its load " \
                   "generators on Node"
    return None


def _installed() -> bool:
    sources = [os.path.join(PEERS, name) for name in ("package.json", "package-lock.json")]
    return os.path.exists(STAMP) and all(os.path.getmtime(STAMP) >= os.path.getmtime(source)
                                         for source in sources)


def install() -> None:
    """`npm ci --ignore-scripts` into bench/peers/node_modules unless its stamp is newer
    than package.json and the lockfile (make's rule, done here)."""
    if _installed():
        return
    done = subprocess.run(["npm", "ci", "--ignore-scripts", "--no-audit", "--no-fund"],
                          cwd=PEERS, capture_output=True, text=True)
    if done.returncode != 0:
        raise Unavailable(f"npm ci in bench/peers failed: {done.stderr.strip()[-500:]}")
    with open(STAMP, "w"):
        pass


class Lines:
    """A child's stdout, line by line, read by a thread: `get(timeout)` or TimeoutError."""

    def __init__(self, process: subprocess.Popen):
        self.process, self.queue = process, queue.Queue()
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self) -> None:
        for line in self.process.stdout:
            self.queue.put(line)
        self.queue.put(None)

    def get(self, timeout: float) -> dict:
        """The next JSON line (boardgame.io's own INFO lines, with NODE_ENV=development,
        are passed over)."""
        while True:
            try:
                line = self.queue.get(timeout=timeout)
            except queue.Empty:
                raise TimeoutError(f"no line from {self.process.args[1]} in {timeout:g} s") \
                    from None
            if line is None:
                raise RuntimeError(f"{self.process.args[1]} exited ({self.process.wait()})")
            if line.startswith(b"{"):
                return json.loads(line)


class BgioServer:
    """bench/peers/bgio_server.js on a port of its own. NODE_ENV=production, as a Node
    server is deployed: boardgame.io then skips its development checks (a serializability
    walk of the state after every move) and INFO logs. Warmed up, that measured 0-20% faster
    than with NODE_ENV unset (`--bgio-node-env development`); cold, up to 1.7 times."""

    def __init__(self, tmp: str, node_env: str = "production"):
        self.port, self.tmp, self.node_env = free_port(), tmp, node_env

    def __enter__(self) -> "BgioServer":
        self.log = os.path.join(self.tmp, "bgio-server.log")
        with open(self.log, "wb") as log:
            self.process = subprocess.Popen(
                ["node", "bgio_server.js", "--port", str(self.port), "--track", str(TRACK)],
                cwd=PEERS, env={**os.environ, "NODE_ENV": self.node_env}, stdout=subprocess.PIPE,
                stderr=log, start_new_session=True)
        try:
            Lines(self.process).get(timeout=60)
        except BaseException:
            self.__exit__()
            raise
        return self

    def cpu_seconds(self) -> dict[str, dict[int, float]]:
        return {"server": {self.process.pid: cpu_of(self.process.pid)}}

    def __exit__(self, *exc) -> None:
        stop_group(self.process, grace_s=5)
        self.process.stdout.close()


class Target:
    """A system under load: its generator script, its URL and how to read its CPU."""

    def __init__(self, name: str, script: str, url: str, cpu_seconds):
        self.name, self.script, self.url, self.cpu_seconds = name, script, url, cpu_seconds


def haras_target(name: str, stack: Stack) -> Target:
    def cpu_seconds():
        found = stack.cpu_seconds()
        return {"server": found["web"], "redis": found["redis"]}
    return Target(name, "haras_ws_load.js", f"http://127.0.0.1:{stack.port}", cpu_seconds)


def haras_ws_refusal(port: int) -> str | None:
    """Why Haras does not take a WebSocket on `/v1/matches/{id}/ws`, or None when it does
    (101 Switching Protocols for a new match's seat)."""
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    body = json.dumps({"game": "petits-chevaux", "seats": [{"type": "human", "name": "A"},
                                                            {"type": "human", "name": "B"}]})
    conn.request("POST", "/v1/matches", body, {"Content-Type": "application/json"})
    response = conn.getresponse()
    created = json.loads(response.read())
    if response.status != 201:
        return f"POST /v1/matches answered {response.status}"
    path = f"/v1/matches/{created['match']['id']}/ws?token={created['seat_tokens']['0']}"
    conn.request("GET", path, headers={
        "Connection": "Upgrade", "Upgrade": "websocket", "Sec-WebSocket-Version": "13",
        "Sec-WebSocket-Key": base64.b64encode(os.urandom(16)).decode()})
    status = conn.getresponse().status
    conn.close()
    return None if status == 101 else f"GET /v1/matches/{{id}}/ws answered {status}, not 101"


def run_phase(target: Target, matches: int, seconds: float, rate: float, pool: int,
              tmp: str, warmup_s: float, window=contextlib.nullcontext) -> dict:
    """One timed window of `target`'s generator (after `warmup_s` of untimed play); its
    result line with the CPU per move (µs) of each process group over the window.
    `window()`: a context manager held over the window (bench/live_profile.py's profiler)."""
    log_path = os.path.join(tmp, f"{target.name}-load.log")
    argv = ["node", target.script, "--url", target.url, "--matches", str(matches),
            "--seconds", str(seconds), "--rate", str(rate), "--pool", str(pool),
            "--warmup", str(warmup_s)]
    with open(log_path, "ab") as log:
        load = subprocess.Popen(argv, cwd=PEERS, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                stderr=log, start_new_session=True)
    try:
        lines = Lines(load)
        lines.get(timeout=120)  # ready: the pool made, the first matches' sockets open
        load.stdin.write(b"go\n")
        load.stdin.flush()
        lines.get(timeout=warmup_s + 60)  # start: warmed up, the window begins
        with window():
            before = target.cpu_seconds(), cpu_of(load.pid)
            lines.get(timeout=seconds + 60)  # done: the window is over
            after = target.cpu_seconds(), cpu_of(load.pid)
        result = lines.get(timeout=60)
        load.wait(30)
    except BaseException as error:
        with open(log_path, errors="replace") as log:
            raise RuntimeError(f"{target.name} load generator: {error}\n{log.read()[-2000:]}") \
                from error
    finally:
        stop_group(load, grace_s=2)
        load.stdin.close()
        load.stdout.close()
    moves = max(1, result["moves"])
    cpu = {part: cpu_used(before[0][part], after[0][part]) for part in after[0]}
    cpu["load"] = after[1] - before[1]
    result["cpu_us"] = {part: used / moves * 1e6 for part, used in cpu.items()}
    # what the server side costs a move, whatever its processes: web (or node) and Redis
    result["cpu_us"]["server+redis"] = result["cpu_us"]["server"] + \
        result["cpu_us"].get("redis", 0.0)
    result["busy"] = sum(cpu.values()) / (seconds * (os.cpu_count() or 1))
    result["error_count"] = sum(result["errors"].values())
    return result


def pool_for(rate: float, seconds: float) -> int:
    """Matches to make before a phase of `seconds` (its warm-up included), beyond the first
    ones: its expected replacements and a fifth more (a shortfall is made as it plays, and
    counted)."""
    return int(rate * seconds / PC_MOVES * 1.2) + 2


def measure(quick: bool = False, matches: int = MATCHES, seconds: float | None = None,
            rounds: int | None = None, warmup_s: float | None = None,
            paced: bool = True, bgio_node_env: str = "production",
            phase_warmup_s: float | None = None) -> dict:
    """Starts the three systems, runs the rounds and the paced phases; the figures."""
    missing = node_missing()
    if missing:
        raise Unavailable(missing)
    install()
    seconds = seconds or (QUICK_SECONDS if quick else SECONDS)
    rounds = rounds or (QUICK_ROUNDS if quick else ROUNDS)
    warmup_s = (QUICK_WARMUP_S if quick else WARMUP_S) if warmup_s is None else warmup_s
    if phase_warmup_s is None:
        phase_warmup_s = QUICK_PHASE_WARMUP_S if quick else PHASE_WARMUP_S
    tmp = tempfile.mkdtemp(prefix="haras-peers-")
    try:
        with BgioServer(tmp, bgio_node_env) as bgio, \
                Stack(web_workers=WEB_WORKERS, env=HARAS_ENV, production_redis=False) as none, \
                Stack(web_workers=WEB_WORKERS, env=HARAS_ENV, production_redis=True) as always:
            targets = [Target("bgio", "bgio_load.js", f"http://127.0.0.1:{bgio.port}",
                              bgio.cpu_seconds)]
            refusal = haras_ws_refusal(none.port)
            if refusal is None:
                targets += [haras_target("haras-none", none), haras_target("haras-always", always)]
            result = _run(targets, matches, seconds, rounds, (warmup_s, phase_warmup_s), paced,
                          tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    result.update({"matches": matches, "seconds": seconds, "rounds_run": rounds,
                   "haras_missing": refusal, "web_workers": WEB_WORKERS,
                   "bgio_node_env": bgio_node_env})
    return result


def _run(targets: list[Target], matches: int, seconds: float, rounds: int,
         warmups: tuple[float, float], paced: bool, tmp: str) -> dict:
    """`warmups`: the unmeasured phase of each system before the rounds (s, 0: none) and
    every phase's untimed play before its window."""
    warmup_s, phase_warmup_s = warmups
    rate = {target.name: FIRST_GUESS_PER_S for target in targets}

    def phase(target: Target, duration_s: float, pace: float = 0) -> dict:
        made = pool_for(pace or rate[target.name], duration_s + phase_warmup_s)
        return run_phase(target, matches, duration_s, pace, made, tmp, phase_warmup_s)

    if warmup_s > 0:  # JIT, caches, the first connections: not measured
        for target in targets:
            rate[target.name] = phase(target, warmup_s)["moves_per_s"]
    phases: dict[str, list[dict]] = {target.name: [] for target in targets}
    for index in range(rounds):
        for target in targets:
            found = phase(target, seconds)
            found["round"] = index
            phases[target.name].append(found)
            rate[target.name] = found["moves_per_s"]
            print(f"  round {index + 1}/{rounds} {target.name:12} {_line(found)}", flush=True)
    systems = {name: _summary(found) for name, found in phases.items()}
    if paced:
        for target in targets:
            pace = PACED_SHARE * systems[target.name]["moves_per_s"]
            found = phase(target, seconds, pace)
            print(f"  paced at {pace:.0f}/s {target.name:12} {_line(found)}", flush=True)
            systems[target.name]["paced"] = found
    ratios = {}
    for name in systems:
        if name != "bgio":
            per_round = [mine["moves_per_s"] / theirs["moves_per_s"]
                         for mine, theirs in zip(phases[name], phases["bgio"], strict=True)]
            ratios[name] = {"rounds": per_round, "median": statistics.median(per_round)}
    return {"phases": phases, "systems": systems, "ratios": ratios}


def _line(found: dict) -> str:
    cpu = found["cpu_us"]
    return (f"{found['moves_per_s']:7.0f} moves/s  p50 {found['p50_ms']:5.1f} ms  p99 "
            f"{found['p99_ms']:5.1f} ms  handover p50 {found['handover_p50_ms'] or 0:4.1f} ms  "
            f"open p50 {found['open_p50_ms'] or 0:5.1f} ms  {found['frames_per_move']:.1f} "
            f"frames {found['bytes_per_move']:,.0f} B/move  CPU µs/move " +
            " ".join(f"{part} {us:.0f}" for part, us in cpu.items()) +
            f"  busy {found['busy']:.0%}" +
            (f"  errors {found['errors']}" if found["error_count"] else ""))


def _summary(found: list[dict]) -> dict:
    def median(key):
        return statistics.median(f[key] for f in found)
    parts = found[0]["cpu_us"].keys()
    return {"moves_per_s": median("moves_per_s"), "p50_ms": median("p50_ms"),
            "p99_ms": median("p99_ms"), "busy": median("busy"),
            **{key: statistics.median(f[key] or 0 for f in found) for key in (
                "handover_p50_ms", "handover_p99_ms", "open_p50_ms", "frames_per_move",
                "bytes_per_move")},
            "cpu_us": {part: statistics.median(f["cpu_us"][part] for f in found)
                       for part in parts},
            "errors": sum(f["error_count"] for f in found),
            "created_in_window": sum(f["created_in_window"] for f in found),
            "finished": sum(f["finished"] for f in found)}


def pc_match_moves(matches: int = CALIBRATION_MATCHES) -> tuple[float, float]:
    """Mean and standard deviation of a 2-seat Petits Chevaux match's moves (every `roll` and
    `move_horse`), each seat playing random legal moves (engines.ai's `random` level), over
    `matches` seeds."""
    from engines.ai import choose
    from engines.registry import GAMES
    game = GAMES["petits-chevaux"]
    counts = []
    for seed in range(matches):
        state, _ = game.begin(2, game.resolve_options({}, 2), seed)
        moves = 0
        while game.result(state) is None:
            seat = game.to_act(state)[0]
            state, _ = game.apply_move(state, seat, choose(game, "random", state, seat))
            moves += 1
        counts.append(moves)
    return statistics.mean(counts), statistics.pstdev(counts)


def race_moves(track: int) -> float:
    """The exact mean length (moves) of bgio_server.js's 2-player race to `track`: player 0
    rolls on odd moves, player 1 on even ones, each a fair D6, until one reaches `track`."""
    alive, rolls = [1.0] + [0.0] * (track - 1), [0.0]  # rolls[k]: P(a token needs k rolls)
    while sum(alive) > 1e-15:
        prefix = [0.0]
        for p in alive:
            prefix.append(prefix[-1] + p)
        after = [(prefix[p] - prefix[max(0, p - 6)]) / 6 for p in range(track)]
        rolls.append(sum(alive) - sum(after))
        alive = after
    tail = [0.0] * (len(rolls) + 1)  # tail[k]: P(k rolls or more)
    for k in range(len(rolls) - 1, -1, -1):
        tail[k] = tail[k + 1] + rolls[k]
    # player 0 wins on move 2k-1 if player 1 needs k or more; player 1 on 2k if 0 needs more
    return sum(p * ((2 * k - 1) * tail[k] + 2 * k * tail[k + 1]) for k, p in enumerate(rolls))


def track_for(moves: float) -> int:
    """The race track whose mean length is nearest `moves`."""
    guess = round(moves * 3.5 / 2)
    return min(range(guess - 20, guess + 40), key=lambda track: abs(race_moves(track) - moves))


def verdicts(result: dict) -> list[dict]:
    """The summary table's rows (bench/__main__.py)."""
    systems, ratios = result["systems"], result["ratios"]
    bgio = systems["bgio"]
    rows = [{"section": "peers", "what": f"{LABEL['bgio']}: moves/s (the reference)",
             "figure": f"{bgio['moves_per_s']:,.0f} moves/s, p50 {bgio['p50_ms']:.1f} ms, "
                       f"p99 {bgio['p99_ms']:.1f} ms",
             "target": "", "ok": None if not bgio["errors"] else False}]
    if result["haras_missing"]:
        return rows + [{"section": "peers", "what": "Haras over WebSocket",
                        "figure": f"not run: {result['haras_missing']}", "target": "",
                        "ok": None}]
    for name in ("haras-none", "haras-always"):
        mine, target = systems[name], TARGET_RATIO[name]
        ratio = ratios[name]["median"]
        rows.append({"section": "peers", "what": f"{LABEL[name]} ÷ boardgame.io",
                     "figure": f"{mine['moves_per_s']:,.0f} ÷ {bgio['moves_per_s']:,.0f} "
                               f"moves/s = {ratio:.2f}× (median of {len(ratios[name]['rounds'])}"
                               " rounds)",
                     "target": f"≥ {target:g}×",
                     "ok": ratio >= target and not mine["errors"]})
    for name in ("haras-none", "haras-always"):
        cpu = systems[name]["cpu_us"]
        rows.append({"section": "peers", "what": f"{LABEL[name]}: server CPU per move",
                     "figure": f"{cpu['server+redis']:.0f} µs (web {cpu['server']:.0f} + "
                               f"Redis {cpu['redis']:.0f}; boardgame.io "
                               f"{bgio['cpu_us']['server']:.0f})",
                     "target": f"≤ {TARGET_SERVER_US:g} µs",
                     "ok": cpu["server+redis"] <= TARGET_SERVER_US})
    for name in ("haras-none", "haras-always"):
        paced = result["systems"][name].get("paced")
        if paced:
            rows.append({"section": "peers",
                         "what": f"{LABEL[name]}: latency at {PACED_SHARE:.0%} of its pace",
                         "figure": f"p50 {paced['p50_ms']:.1f} ms, p99 {paced['p99_ms']:.1f} ms",
                         "target": f"p99 ≤ {TARGET_P99_MS:g} ms",
                         "ok": paced["p99_ms"] <= TARGET_P99_MS and not paced["error_count"]})
    return rows


def describe(result: dict) -> str:
    return (f"{result['matches']} concurrent 2-seat matches, one socket per seat; "
            f"boardgame.io with NODE_ENV={result['bgio_node_env']}; "
            f"{result['rounds_run']} rounds of {result['seconds']:g} s phases; Haras: "
            f"{result['web_workers']} gunicorn gevent workers, rate limits off; "
            f"{os.cpu_count()} cores shared by every process")


def report(result: dict) -> str:
    lines = [describe(result), "",
             "| system | moves/s | p50 ms | p99 ms | handover p50 / p99 ms | frames, bytes "
             "in / move | CPU µs/move: server + Redis | server | Redis | load generator | "
             "CPU busy | Haras ÷ bgio (rounds) |", "|---" * 12 + "|"]
    for name, found in result["systems"].items():
        ratio = result["ratios"].get(name)
        rows = [(LABEL[name], found, ratio and f"{ratio['median']:.2f}× (" +
                 ", ".join(f"{r:.2f}" for r in ratio["rounds"]) + ")")]
        if found.get("paced"):
            rows.append((f"{LABEL[name]}, paced at {PACED_SHARE:.0%}", found["paced"], None))
        for label, f, compared in rows:
            cpu = f["cpu_us"]
            redis_us = f"{cpu['redis']:.0f}" if "redis" in cpu else "–"
            lines.append(f"| {label} | {f['moves_per_s']:,.0f} | {f['p50_ms']:.1f} | "
                         f"{f['p99_ms']:.1f} | {f['handover_p50_ms'] or 0:.1f} / "
                         f"{f['handover_p99_ms'] or 0:.1f} | {f['frames_per_move']:.1f}, "
                         f"{f['bytes_per_move']:,.0f} | {cpu['server+redis']:.0f} | "
                         f"{cpu['server']:.0f} | {redis_us} | "
                         f"{cpu['load']:.0f} | {f['busy']:.0%} | {compared or ''} |")
    lines.append("")
    if result["haras_missing"]:
        lines.append(f"Haras not measured: {result['haras_missing']}.")
    for row in verdicts(result)[1:]:
        if row["ok"] is not None:
            lines.append(f"{row['what']}: {row['figure']} (target {row['target']}): "
                         f"{'PASS' if row['ok'] else 'FAIL'}")
    errors = {name: found["errors"] for name, found in result["systems"].items()
              if found["errors"]}
    if errors:
        lines.append(f"errors: {errors}")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_ROUNDS} rounds of {QUICK_SECONDS:g} s instead of "
                             f"{ROUNDS} of {SECONDS:g} s")
    parser.add_argument("--matches", type=int, default=MATCHES)
    parser.add_argument("--seconds", type=float, help="per phase")
    parser.add_argument("--rounds", type=int)
    parser.add_argument("--no-paced", action="store_true", help="skip the paced phases")
    parser.add_argument("--bgio-node-env", default="production",
                        help="boardgame.io's NODE_ENV (production: as deployed)")
    parser.add_argument("--calibrate", action="store_true",
                        help="measure Petits Chevaux's match length and the race track to match")
    args = parser.parse_args(argv)
    if args.calibrate:
        mean, sd = pc_match_moves()
        track = track_for(mean)
        print(f"2-seat Petits Chevaux, random legal moves, {CALIBRATION_MATCHES:,} matches: "
              f"{mean:.1f} moves (sd {sd:.0f}); race track {track}: {race_moves(track):.1f} "
              f"moves (in use: PC_MOVES {PC_MOVES}, TRACK {TRACK}: {race_moves(TRACK):.1f})")
        return 0
    try:
        result = measure(args.quick, args.matches, args.seconds, args.rounds,
                         paced=not args.no_paced, bgio_node_env=args.bgio_node_env)
    except Unavailable as missing:
        print(f"peers: not run: {missing}")
        return 0
    print(report(result))
    return 1 if any(row["ok"] is False for row in verdicts(result)) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
