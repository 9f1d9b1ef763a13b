"""AI versus AI through the whole service: `python -m bench.full_stack [--quick]`

The same all-`random` matches (same seeds) are played twice:

- in-process, by the engine alone: setup, then the AI's pick (`engines.ai.choose`, as the
  worker calls it), a legality check and the move, or the round's scoring, until the end;
- through the service: each match created by `POST /v1/matches` against gunicorn
  (deploy/gunicorn.conf.py), its AI turns and scorings played by `python -m workers` RQ
  workers, until `GET /v1/matches/{id}` says `finished`. The Redis servers are the bench's
  own, in the recommended layout (deploy/README.md, Queues): the matches on one with production
  persistence (deploy/redis.conf: AOF, fsync always), the job queue on another with AOF
  fsynced once a second (`--one-redis`: the queue beside the matches, every RQ write fsynced).

The timed run is `MATCHES` 4-player Petits Chevaux matches (close to 900 steps each); the
same run first plays one 4-player match of every other game, untimed (it warms both sides
up). For the check, every match must end in the same state both ways (the replay's
`final_state_sha256` from `GET /v1/matches/{id}/replay` equals the digest of the in-process
final state).
Target: the service takes at most 3 times the in-process time.

Both sides play with the same number of processes (`--workers`, default 2, this machine's
cores): that many RQ workers, and that many in-process loops (a process pool) sharing the
matches. The timed matches are played in `ROUNDS` rounds, each the in-process run, the
service's, then the in-process run again, whose mean is the round's baseline; the ratio is
the median of the rounds' (a shared 2-core machine's speed drifts by tens of percent within
minutes: one round of 20 matches, 0.07 s in-process, ranged from 2.3× to 3.1× at one build).
Rate limits are off (RATE_LIMIT_ENABLED=0): the bench's clients poll the matches' status
from one address.
"""

import argparse
import http.client
import json
import multiprocessing
import sys
import time
from concurrent.futures import ThreadPoolExecutor

from bench.stack import Stack
from engines.ai import choose
from engines.registry import GAMES
from engines.replay import state_digest

MATCHES, QUICK_MATCHES = 100, 3
ROUNDS, QUICK_ROUNDS = 3, 1
WORKERS = 2
PLAYERS = 4
SEED = 20261129
TIMED_GAME = "petits-chevaux"
TARGET_RATIO = 3.0
POLL_S = 0.02
TIMEOUT_S = 600


def play_in_process(game_id: str, seed: int) -> tuple[str, int]:
    """One all-`random` match by the engine alone; the digest of its final state, and its
    steps."""
    game = GAMES[game_id]
    state, _ = game.begin(PLAYERS, game.resolve_options({}, PLAYERS), seed)
    steps = 0
    while game.result(state) is None:
        if game.is_scoring(state):
            state, _ = game.score(state)
        else:
            seat = game.to_act(state)[0]
            move = choose(game, "random", state, seat)
            if move not in game.legal_moves(state, seat):
                raise AssertionError(f"{game_id}: random chose an illegal move {move}")
            state, _ = game.apply_move(state, seat, move)
        steps += 1
    return state_digest(state), steps


def _play_one(play: tuple[str, int]) -> tuple[str, int]:
    return play_in_process(*play)


def _in_process(plays: list[tuple[str, int]], pool) -> tuple[float, list[tuple[str, int]]]:
    """Plays the matches in the pool's processes (one each in turn); the seconds that took,
    and each match's (digest, steps)."""
    started = time.perf_counter()
    results = pool.map(_play_one, plays, chunksize=1)
    return time.perf_counter() - started, results


class Api:
    """A keep-alive connection to the API."""

    def __init__(self, port: int):
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=60)

    def call(self, method: str, path: str, body: dict | None = None,
             headers: dict | None = None) -> tuple[int, dict]:
        payload = None if body is None else json.dumps(body)
        headers = dict(headers or {})
        if body is not None:
            headers["Content-Type"] = "application/json"
        self.conn.request(method, path, payload, headers)
        response = self.conn.getresponse()
        return response.status, json.loads(response.read() or b"null")

    def create(self, game_id: str, seed: int) -> tuple[str, int]:
        status, created = self.call("POST", "/v1/matches", {
            "game": game_id, "seed": seed,
            "seats": [{"type": "ai", "ai": {"level": "random"}}] * PLAYERS})
        if status != 201:
            raise RuntimeError(f"create {game_id}: {status} {created}")
        return created["match"]["id"], created["match"]["version"]

    def wait_finished(self, match_id: str, version: int, deadline: float) -> None:
        """Polls the view with `If-None-Match`, as a client should: unchanged, the answer is
        a bodiless 304. (Long-polling it, `?wait=`, answers at once when the match ends but
        cost gunicorn 0.6-1 ms more CPU per match here, in two sessions, for a service time
        no shorter: the listeners it starts get every commit's notification.)"""
        while True:
            status, view = self.call("GET", f"/v1/matches/{match_id}",
                                     headers={"If-None-Match": f'"{version}"'})
            if status == 200:
                if view["status"] == "finished":
                    return
                version = view["version"]
            elif status != 304:
                raise RuntimeError(f"match {match_id}: {status} {view}")
            if time.monotonic() > deadline:
                raise RuntimeError(f"match {match_id} not finished in time")
            time.sleep(POLL_S)

    def final_digest(self, match_id: str) -> str:
        status, replay = self.call("GET", f"/v1/matches/{match_id}/replay")
        if status != 200:
            raise RuntimeError(f"replay of {match_id}: {status} {replay}")
        return replay["final_state_sha256"]


def _through_service(stack: Stack, plays: list[tuple[str, int]],
                     clients: int) -> tuple[float, list[str]]:
    """`clients` clients (as many as the in-process loops), each on its own connection,
    create their share of the matches and wait until those are finished; the seconds that
    took and the match ids, in the order of `plays`."""
    deadline = time.monotonic() + TIMEOUT_S

    def play_share(share: list[tuple[str, int]]) -> list[str]:
        api = Api(stack.port)
        created = [api.create(game_id, seed) for game_id, seed in share]
        for match_id, version in created:
            api.wait_finished(match_id, version, deadline)
        return [match_id for match_id, _ in created]

    shares = [plays[i::clients] for i in range(clients)]
    started = time.perf_counter()
    with ThreadPoolExecutor(clients) as pool:
        done = list(pool.map(play_share, shares))
    elapsed = time.perf_counter() - started
    ids = [""] * len(plays)
    for i, share_ids in enumerate(done):
        ids[i::clients] = share_ids
    return elapsed, ids


def same_final_states(stack: Stack, seed: int = SEED) -> list[dict]:
    """One all-`random` match of every game with `seed` through `stack` (its RQ workers play
    them) and in process: per game, the steps in process and whether the service's final
    state is the same (the replay's digest)."""
    plays = [(game_id, seed) for game_id in GAMES]
    _, ids = _through_service(stack, plays, 1)
    api = Api(stack.port)
    rows = []
    for (game_id, _), match_id in zip(plays, ids, strict=True):
        digest, steps = play_in_process(game_id, seed)
        rows.append({"game": game_id, "steps": steps,
                     "same_result": api.final_digest(match_id) == digest})
    return rows


def measure(quick: bool = False, matches: int | None = None, workers: int = WORKERS,
            production_redis: bool = True, rq_redis: bool = True,
            rounds: int | None = None) -> list[dict]:
    """One row for the timed Petits Chevaux matches, one per other game (untimed)."""
    matches = matches or (QUICK_MATCHES if quick else MATCHES)
    rounds = rounds or (QUICK_ROUNDS if quick else ROUNDS)
    timed = [(TIMED_GAME, SEED + i) for i in range(matches)]
    others = [(game_id, SEED) for game_id in GAMES if game_id != TIMED_GAME]
    measured, checked = [], []  # (ratio, in-process s, (before, after), service s); ids
    with multiprocessing.get_context("spawn").Pool(workers) as pool:
        pool.map(_play_one, others)  # untimed: the processes start and import everything
        with Stack(web_workers=2, rq_workers=workers, env={"RATE_LIMIT_ENABLED": "0"},
                   production_redis=production_redis, rq_redis=rq_redis) as stack:
            # untimed first, as on the in-process side: every process has served a request
            # or run a job (imports, connections, Lua scripts) before the timing starts
            _, other_ids = _through_service(stack, others, workers)
            for _ in range(rounds):
                before_s, local = _in_process(timed, pool)
                service_s, timed_ids = _through_service(stack, timed, workers)
                after_s, _ = _in_process(timed, pool)
                in_process_s = (before_s + after_s) / 2
                measured.append((service_s / in_process_s, in_process_s, (before_s, after_s),
                                 service_s))
                checked += timed_ids
            api = Api(stack.port)
            digests = [api.final_digest(match_id) for match_id in checked + other_ids]
        local_others = pool.map(_play_one, others)
    expected = [digest for digest, _ in local] * rounds + [d for d, _ in local_others]
    same = [digest == local_digest for digest, local_digest in zip(
        digests, expected, strict=True)]
    ratio, in_process_s, runs, service_s = sorted(measured)[len(measured) // 2]
    timed_same = all(same[:len(checked)])
    rows = [{"game": TIMED_GAME, "matches": matches, "timed": True,
             "steps": sum(steps for _, steps in local),
             "in_process_s": in_process_s, "in_process_runs_s": runs,
             "service_s": service_s, "ratio": ratio,
             "rounds": [r for r, *_ in measured], "same_result": timed_same,
             "ok": timed_same and ratio <= TARGET_RATIO}]
    for index, (game_id, _) in enumerate(others):
        rows.append({"game": game_id, "matches": 1, "timed": False,
                     "steps": local_others[index][1], "same_result": same[len(checked) + index],
                     "ok": same[len(checked) + index]})
    return rows


def layout(fsync: bool = True, rq_redis: bool = True) -> str:
    """The Redis layout measured, in words."""
    if not fsync:
        return ("matches and job queue on " + ("two Redis" if rq_redis else "one Redis")
                + " without persistence")
    if rq_redis:
        return "matches on a Redis with AOF fsync always, job queue on one with AOF everysec"
    return "matches and job queue on one Redis with AOF fsync always"


def report(rows: list[dict], workers: int = WORKERS, fsync: bool = True,
           rq_redis: bool = True) -> str:
    lines = [f"{PLAYERS} players, all `random`; in-process: {workers} processes; service: "
             f"gunicorn 2 workers, {workers} RQ workers, {layout(fsync, rq_redis)}, "
             "rate limits off", "",
             "| game | matches | steps | median round: in-process (before, after) | service | "
             "ratio: median of the rounds' | same final state | result |",
             "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        if row["timed"]:
            before, after = row["in_process_runs_s"]
            each = ", ".join(f"{r:.2f}" for r in row["rounds"])
            timing = (f"{row['in_process_s']:.2f} s ({before:.2f}, {after:.2f}) | "
                      f"{row['service_s']:.2f} s | "
                      f"{row['ratio']:.2f}× ({each}; ≤ {TARGET_RATIO:g}×)")
        else:
            timing = "– | – | untimed"
        lines.append(f"| {row['game']} | {row['matches']} | {row['steps']} | {timing} | "
                     f"{'yes' if row['same_result'] else 'NO'} | "
                     f"{'PASS' if row['ok'] else 'FAIL'} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_MATCHES} timed matches instead of {MATCHES}")
    parser.add_argument("--matches", type=int)
    parser.add_argument("--rounds", type=int, help=f"default {ROUNDS}, {QUICK_ROUNDS} quick")
    parser.add_argument("--workers", type=int, default=WORKERS,
                        help="RQ workers, and in-process loops")
    parser.add_argument("--no-fsync", action="store_true",
                        help="Redis without deploy/redis.conf's persistence (AOF, fsync always)")
    parser.add_argument("--one-redis", action="store_true",
                        help="the job queue on the matches' Redis rather than on its own")
    args = parser.parse_args(argv)
    rows = measure(args.quick, args.matches, args.workers, not args.no_fsync,
                   not args.one_redis, args.rounds)
    print(report(rows, args.workers, not args.no_fsync, not args.one_redis))
    return 0 if all(row["ok"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
