"""Redis memory per finished match: `python -m bench.memory [--quick]`

`MATCHES` all-`random` 4-player matches of every game are created through the API (the Flask
app in-process) and played to their end by the real jobs (AI turns and scorings, run by an RQ
`SimpleWorker` in this process), all against a Redis of its own. Then `MEMORY USAGE <key>
SAMPLES 0` of every key a match keeps:

- kept as long as the match (7 days once finished): its hash `{m:<id>}:match` (version and
  record: options, seats, state) and its events `{m:<id>}:events`;
- kept for a while after a job (RQ's job hash and result, up to `result_ttl` = 1 hour): every
  other key naming the match, found by SCAN; shown apart, not counted in the target.

The shared indexes (lobby, active matches, the watchdog's due set) drop a match once it is
finished: the bench checks it is in none of them. Target: median ≤ 32 KiB per match for every
game, so a million finished matches fit in 32 GiB.
"""

import argparse
import os
import statistics
import sys
import tempfile

import redis

from bench.stack import start_redis

MATCHES, QUICK_MATCHES = 20, 2
PLAYERS = 4
SEED = 20261129
TARGET_BYTES = 32 * 1024


def _play_all(redis_url: str, matches: int) -> tuple[dict[str, list[str]], str]:
    """Creates and finishes `matches` matches of every game; their ids by game, and the
    watchdog's set of matches waiting for a job."""
    queue = "bench-memory"
    os.environ.update(REDIS_URL=redis_url, RQ_QUEUE=queue, RATE_LIMIT_ENABLED="0")
    os.environ.pop("RQ_REDIS_URL", None)
    # imported here: the app and the jobs read their settings from the environment
    from rq import SimpleWorker

    from engines.registry import GAMES
    from service.app import create_app
    from service.config import Settings
    from workers import runtime

    runtime.cache_clear()
    client = create_app(Settings.from_env()).test_client()
    ids: dict[str, list[str]] = {}
    for game_id in GAMES:
        for index in range(matches):
            created = client.post("/v1/matches", json={
                "game": game_id, "seed": SEED + index,
                "seats": [{"type": "ai", "ai": {"level": "random"}}] * PLAYERS})
            if created.status_code != 201:
                raise RuntimeError(f"create {game_id}: {created.status_code} {created.json}")
            ids.setdefault(game_id, []).append(created.json["match"]["id"])
    jobs = runtime().jobs
    worker = SimpleWorker([jobs.queue], connection=jobs.connection)
    worker.work(burst=True, logging_level="WARNING", with_scheduler=False)
    for game_id, match_ids in ids.items():
        for match_id in match_ids:
            view = client.get(f"/v1/matches/{match_id}").json
            if view["status"] != "finished":
                raise RuntimeError(f"{game_id} match {match_id} is {view['status']}")
    return ids, jobs.due_key


def _usage(client: redis.Redis, key: str) -> int:
    return client.memory_usage(key, samples=0) or 0


def measure(quick: bool = False, matches: int | None = None) -> list[dict]:
    """One row per game: bytes per finished match, median and max."""
    from engines.registry import GAMES
    from service.integrations.metrics import active_key
    from service.state.lobby import LOBBY_KEY
    from service.state.store import events_key, match_key

    matches = matches or (QUICK_MATCHES if quick else MATCHES)
    server = start_redis(production=False)  # what is stored does not depend on fsync
    saved_env = dict(os.environ)
    try:
        with tempfile.TemporaryDirectory(prefix="haras-bench-metrics-") as metrics_dir:
            os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
            ids, due_key = _play_all(server.url, matches)
        client = redis.Redis.from_url(server.url)
        rows = []
        for game_id in GAMES:
            kept, transient, steps = [], [], []
            for match_id in ids[game_id]:
                durable = {match_key(match_id), events_key(match_id)}
                kept.append(sum(_usage(client, key) for key in durable))
                others = [key.decode() for key in client.scan_iter(f"*{match_id}*", count=1000)
                          if key.decode() not in durable]
                transient.append(sum(_usage(client, key) for key in others))
                steps.append(int(client.hget(match_key(match_id), "v")) - 1)
                indexed = [key for key in (LOBBY_KEY, f"{LOBBY_KEY}:{game_id}",
                                           active_key(game_id), due_key)
                           if client.zscore(key, match_id) is not None]
                if indexed:
                    raise RuntimeError(f"finished match {match_id} still in {indexed}")
            median = statistics.median(kept)
            rows.append({"game": game_id, "matches": len(kept),
                         "median_steps": statistics.median(steps),
                         "median_bytes": median, "max_bytes": max(kept),
                         "median_transient_bytes": statistics.median(transient),
                         "target_bytes": TARGET_BYTES, "ok": median <= TARGET_BYTES})
        return rows
    finally:
        os.environ.clear()
        os.environ.update(saved_env)
        from workers import runtime

        runtime.cache_clear()  # built for the bench's Redis, which is going away
        server.stop()


def report(rows: list[dict]) -> str:
    lines = [f"{PLAYERS} players, all `random`, finished; MEMORY USAGE … SAMPLES 0", "",
             "| game | matches | median steps | per match: median | max | "
             "+ RQ jobs (≤ 1 h): median | target | result |",
             "|---|---|---|---|---|---|---|---|"]
    for row in rows:
        lines.append(
            f"| {row['game']} | {row['matches']} | {row['median_steps']:g} | "
            f"{row['median_bytes'] / 1024:.1f} KiB | {row['max_bytes'] / 1024:.1f} KiB | "
            f"{row['median_transient_bytes'] / 1024:.1f} KiB | "
            f"≤ {row['target_bytes'] // 1024} KiB | {'PASS' if row['ok'] else 'FAIL'} |")
    return "\n".join(lines)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_MATCHES} matches per game instead of {MATCHES}")
    parser.add_argument("--matches", type=int, help="per game")
    args = parser.parse_args(argv)
    rows = measure(args.quick, args.matches)
    print(report(rows))
    return 0 if all(row["ok"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
