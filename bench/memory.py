"""Redis memory per finished match, the state's and the job queue's: `python -m bench.memory
[--quick]`

The matches are created through the API (the Flask app in-process) and played to their end
by the real jobs (AI turns and scorings, run by the service's own RQ worker class,
`HarasSimpleWorker`, in this process), against two Redis servers of the bench's own: the
state's (REDIS_URL) and the job queue's (RQ_REDIS_URL), as deploy/README.md recommends. For
every game:

- `MATCHES` all-`random` 4-player matches;
- `HUMAN_MATCHES` matches of one human seat (the bench plays its first legal move) against
  `random` AIs, the game's fewest seats: one AI-turn job per human move, the job-heaviest
  kind of match.

State, `MEMORY USAGE <key> SAMPLES 0` of what a finished match keeps (7 days): its hash
`{m:<id>}:match` (version and record: options, seats, state) and its events `{m:<id>}:events`.
The shared indexes (lobby, active matches, the watchdog's due set) drop a match once it is
finished: the bench checks it is in none of them. Target: median ≤ 32 KiB per match for every
game, so a million finished matches fit in 32 GiB.

Queue, what the match's jobs left on the queue's Redis: their records (`rq:job:<id>` and the
result stream `rq:results:<id>`, MEMORY USAGE), kept FINISHED_TTL_S after each job
(service/integrations/jobs.py; the bench checks none is kept longer), and the growth of the
queue Redis's `used_memory` (INFO) over the game's matches, records, registries and the
allocator's share included. No target: this memory comes back a minute after the jobs.
"""

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time

import redis
import yaml

from bench.stack import ROOT, start_redis
from devtools.local_redis import LocalRedis

MATCHES, QUICK_MATCHES = 20, 2
HUMAN_MATCHES, QUICK_HUMAN_MATCHES = 4, 1
PLAYERS = 4
SEED = 20261129
TARGET_BYTES = 32 * 1024
MAX_HUMAN_MOVES = 5000  # a human-vs-AI match that has not ended by then is a bench defect


def queue_redis_args() -> tuple[str, ...]:
    """What the job queue's own Redis runs with beyond deploy/redis.conf, as deploy/compose.yaml
    starts it (`rq-redis`, profile `cluster`; deploy/k8s/cluster likewise): small encodings
    for RQ's job records, AOF fsynced once a second."""
    with open(os.path.join(ROOT, "deploy", "compose.yaml"), encoding="utf-8") as compose:
        command = yaml.safe_load(compose)["services"]["rq-redis"]["command"]
    return tuple(command[2:])


def _start_queue_redis(default_encodings: bool) -> LocalRedis:
    if default_encodings or shutil.which("redis-server") is None:
        return start_redis(production=False)  # (Unavailable without a redis-server)
    return LocalRedis.start(extra_args=queue_redis_args())


def _ai_match(client, game, index: int) -> str:
    players = min(PLAYERS, game.max_players)
    created = client.post("/v1/matches", json={
        "game": game.id, "seed": SEED + index,
        "seats": [{"type": "ai", "ai": {"level": "random"}}] * players})
    if created.status_code != 201:
        raise RuntimeError(f"create {game.id}: {created.status_code} {created.json}")
    return created.json["match"]["id"]


def _human_match(client, game, index: int) -> tuple[str, str]:
    created = client.post("/v1/matches", json={
        "game": game.id, "seed": SEED + index,
        "seats": [{"type": "human", "name": "Bench"},
                  *[{"type": "ai", "ai": {"level": "random"}}] * (game.min_players - 1)]})
    if created.status_code != 201:
        raise RuntimeError(f"create {game.id}: {created.status_code} {created.json}")
    return created.json["match"]["id"], created.json["seat_tokens"]["0"]


def _play_human(client, match_id: str, token: str, run_jobs) -> int:
    """Plays the human seat's first legal move whenever it is to act, the queued jobs (AI
    turns, scorings) in between, until the match ends; the number of moves played."""
    headers = {"Authorization": f"Bearer {token}"}
    for moves in range(MAX_HUMAN_MOVES):
        run_jobs()
        view = client.get(f"/v1/matches/{match_id}", headers=headers).json
        if view["status"] == "finished":
            return moves
        if 0 not in view["to_act"]:
            raise RuntimeError(f"match {match_id} waits for {view['to_act']} with no job left")
        played = client.post(f"/v1/matches/{match_id}/moves",
                             json={"move": view["legal_moves"][0]}, headers=headers)
        if played.status_code != 200:
            raise RuntimeError(f"move in {match_id}: {played.status_code} {played.json}")
    raise RuntimeError(f"match {match_id} not finished after {MAX_HUMAN_MOVES} human moves")


def _queue_records(queue: redis.Redis, match_id: str) -> tuple[int, int]:
    """(jobs, bytes) of the records the match's jobs left on the queue's Redis; each must
    expire within FINISHED_TTL_S."""
    from service.integrations.jobs import FINISHED_TTL_S

    jobs, used = 0, 0
    for key in queue.scan_iter(f"rq:*{match_id}*", count=1000):
        ttl = queue.ttl(key)
        if not 0 < ttl <= FINISHED_TTL_S:
            raise RuntimeError(f"{key.decode()} kept for {ttl} s, not ≤ {FINISHED_TTL_S} s")
        jobs += key.startswith(b"rq:job:")
        used += _usage(queue, key)
    return jobs, used


def _usage(client: redis.Redis, key) -> int:
    return client.memory_usage(key, samples=0) or 0


def _used_memory(client: redis.Redis) -> int:
    return client.info("memory")["used_memory"]


def _play_game(client, worker, queue: redis.Redis, game, matches: int,
               human_matches: int) -> dict:
    """Creates and finishes the game's matches, all-AI then human against AIs: for each
    kind, the match ids, what each one's jobs left on the queue's Redis, and the queue
    Redis's growth over them."""
    from service.integrations.jobs import FINISHED_TTL_S

    def run_jobs():
        worker.work(burst=True, logging_level="WARNING", with_scheduler=False)

    def finished(match_id: str) -> str:
        status = client.get(f"/v1/matches/{match_id}").json["status"]
        if status != "finished":
            raise RuntimeError(f"{game.id} match {match_id} is {status}")
        return match_id

    def counted_in_time(started: float) -> None:
        if time.monotonic() - started > FINISHED_TTL_S / 2:
            raise RuntimeError(f"{game.id}: the first jobs' records may be gone before they "
                               "were counted: fewer matches")

    played = {}
    for kind, count in (("ai", matches), ("human", human_matches)):
        before, ids, records = _used_memory(queue), [], []
        if kind == "ai":
            started = time.monotonic()
            ids = [_ai_match(client, game, index) for index in range(count)]
            run_jobs()
            ids = [finished(match_id) for match_id in ids]
            records = [_queue_records(queue, match_id) for match_id in ids]
            counted_in_time(started)
        else:
            for index in range(count):
                started = time.monotonic()
                match_id, token = _human_match(client, game, index)
                _play_human(client, match_id, token, run_jobs)
                ids.append(finished(match_id))
                records.append(_queue_records(queue, match_id))
                counted_in_time(started)
        played[kind] = {"ids": ids, "records": records,
                        "queue_growth": _used_memory(queue) - before}
    return played


def _state_row(state: redis.Redis, match_ids: list[str], game_id: str, due_key: str) -> dict:
    from service.state.lobby import LOBBY_KEY
    from service.state.store import events_key, match_key
    from service.telemetry.metrics import active_key

    kept, steps = [], []
    for match_id in match_ids:
        kept.append(sum(_usage(state, key) for key in (match_key(match_id),
                                                        events_key(match_id))))
        steps.append(int(state.hget(match_key(match_id), "v")) - 1)
        indexed = [key for key in (LOBBY_KEY, f"{LOBBY_KEY}:{game_id}", active_key(game_id),
                                   due_key) if state.zscore(key, match_id) is not None]
        if indexed:
            raise RuntimeError(f"finished match {match_id} still in {indexed}")
    return {"kept": kept, "steps": steps}


def measure(quick: bool = False, matches: int | None = None,
            human_matches: int | None = None, default_encodings: bool = False,
            games: list[str] | None = None) -> list[dict]:
    """One row per game: bytes per finished match on the state's Redis (median, max) and
    on the queue's (its jobs' records, and INFO used_memory's growth), all-AI and human
    against AIs. The queue's Redis runs as deployed on its own (`queue_redis_args`), or with
    Redis's default encodings (`default_encodings`: a queue sharing the state's Redis)."""
    from engines.registry import GAMES

    matches = matches or (QUICK_MATCHES if quick else MATCHES)
    if human_matches is None:
        human_matches = min(matches, QUICK_HUMAN_MATCHES if quick else HUMAN_MATCHES)
    # What is stored does not depend on fsync: neither Redis persists.
    state_server = start_redis(production=False)
    queue_server = None
    saved_env = dict(os.environ)
    try:
        queue_server = _start_queue_redis(default_encodings)
        with tempfile.TemporaryDirectory(prefix="haras-bench-metrics-") as metrics_dir:
            os.environ.update(REDIS_URL=state_server.url, RQ_REDIS_URL=queue_server.url,
                              RQ_QUEUE="bench-memory", RATE_LIMIT_ENABLED="0",
                              PROMETHEUS_MULTIPROC_DIR=metrics_dir)
            # imported here: the app and the jobs read their settings from the environment
            from service.app import create_app
            from service.config import Settings
            from workers import runtime
            from workers.__main__ import HarasSimpleWorker

            runtime.cache_clear()
            client = create_app(Settings.from_env()).test_client()
            jobs = runtime().jobs
            worker = _burst_worker(HarasSimpleWorker)([jobs.queue],
                                                      connection=jobs.connection,
                                                      name="bench-memory")
            state = redis.Redis.from_url(state_server.url)
            queue = redis.Redis.from_url(queue_server.url)
            # What the first jobs make once for all (the worker's own keys, the queue's
            # registries, RQ's scripts) is not a match's: one match first, not counted.
            _ai_match(client, next(iter(GAMES.values())), -1)
            worker.work(burst=True, logging_level="WARNING", with_scheduler=False)
            rows = []
            for game_id in games or GAMES:
                game = GAMES[game_id]
                played = _play_game(client, worker, queue, game, matches, human_matches)
                ai, human = played["ai"], played["human"]
                row = _state_row(state, ai["ids"], game_id, jobs.due_key)
                # human-vs-AI matches must leave the indexes too (their size is not the
                # target's: a human's moves are not a random AI's)
                _state_row(state, human["ids"], game_id, jobs.due_key)
                median = statistics.median(row["kept"])
                rows.append({
                    "game": game_id, "matches": len(row["kept"]),
                    "median_steps": statistics.median(row["steps"]),
                    "median_bytes": median, "max_bytes": max(row["kept"]),
                    "target_bytes": TARGET_BYTES, "ok": median <= TARGET_BYTES,
                    "queue": {
                        "ai": _queue_summary(ai["records"], ai["queue_growth"]),
                        "human": _queue_summary(human["records"], human["queue_growth"]),
                        "settings": "Redis's defaults" if default_encodings
                        else " ".join(queue_redis_args()),
                    }})
        return rows
    finally:
        os.environ.clear()
        os.environ.update(saved_env)
        from workers import runtime

        runtime.cache_clear()  # built for the bench's Redis, which is going away
        state_server.stop()
        if queue_server is not None:
            queue_server.stop()


def _burst_worker(worker_class):
    """The service's worker class without RQ's command channel (`rq` stop and kill
    commands): the bench runs a burst after each human move, and each burst would wait up to
    a second for that channel's thread to end. It keeps nothing in Redis."""
    class BurstWorker(worker_class):
        def subscribe(self):
            pass

    return BurstWorker


def _queue_summary(records: list[tuple[int, int]], growth: int) -> dict:
    if not records:
        return {"matches": 0}
    jobs = sum(count for count, _ in records)
    used = sum(size for _, size in records)
    return {"matches": len(records),
            "median_jobs": statistics.median(count for count, _ in records),
            "median_record_bytes": statistics.median(size for _, size in records),
            "bytes_per_job": used / jobs if jobs else 0,
            "growth_per_match": growth / len(records)}


def report(rows: list[dict]) -> str:
    from service.integrations.jobs import FINISHED_TTL_S

    lines = [f"State: {PLAYERS} players, all `random`, finished; MEMORY USAGE … SAMPLES 0", "",
             "| game | matches | median steps | per match: median | max | target | result |",
             "|---|---|---|---|---|---|---|"]
    for row in rows:
        lines.append(
            f"| {row['game']} | {row['matches']} | {row['median_steps']:g} | "
            f"{row['median_bytes'] / 1024:.1f} KiB | {row['max_bytes'] / 1024:.1f} KiB | "
            f"≤ {row['target_bytes'] // 1024} KiB | {'PASS' if row['ok'] else 'FAIL'} |")
    settings = rows[0]["queue"]["settings"] if rows else ""
    lines += ["", f"Queue (RQ's Redis, {settings}): what a match's jobs leave there, kept "
              f"{FINISHED_TTL_S} s after each job; growth: INFO used_memory over the matches",
              "",
              "| game | matches | jobs per match | records per match | per job | "
              "growth per match |", "|---|---|---|---|---|---|"]
    for row in rows:
        for kind, label in (("ai", "all AI"), ("human", "1 human vs AI")):
            queue = row["queue"][kind]
            if not queue["matches"]:
                continue
            lines.append(
                f"| {row['game']}, {label} | {queue['matches']} | {queue['median_jobs']:g} | "
                f"{queue['median_record_bytes'] / 1024:.1f} KiB | "
                f"{queue['bytes_per_job'] / 1024:.2f} KiB | "
                f"{queue['growth_per_match'] / 1024:.1f} KiB |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_MATCHES} matches per game instead of {MATCHES}")
    parser.add_argument("--matches", type=int, help="all-AI matches per game")
    parser.add_argument("--human-matches", type=int, help="human-vs-AI matches per game")
    parser.add_argument("--default-encodings", action="store_true",
                        help="the queue's Redis with Redis's default encodings (a queue "
                             "sharing the state's Redis) instead of compose's rq-redis settings")
    args = parser.parse_args(argv)
    rows = measure(args.quick, args.matches, args.human_matches, args.default_encodings)
    print(report(rows))
    return 0 if all(row["ok"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
