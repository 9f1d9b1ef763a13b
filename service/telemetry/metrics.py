"""Prometheus metrics, for the API and the workers.

Under gunicorn every worker process counts on its own; with `PROMETHEUS_MULTIPROC_DIR` set
(deploy/gunicorn.conf.py sets it) prometheus_client keeps each process's values in files of
that directory and `/metrics` sums them, whichever process answers. The RQ workers count the
same way: on one machine they may share the API's directory (`make run` does), in a cluster
each worker serves its own `METRICS_PORT`.

Queue depth and active matches are not counted by anyone: they are read from Redis when
`/metrics` is scraped, so every API process reports the same, cluster-wide figures.
"""

import os
import time
from collections import OrderedDict

from prometheus_client import (
    CONTENT_TYPE_PLAIN_0_0_4,
    REGISTRY,
    CollectorRegistry,
    Counter,
    Histogram,
    generate_latest,
    multiprocess,
)
from prometheus_client.core import GaugeMetricFamily

# prometheus_client picks its value store when imported: decide once, as it did.
MULTIPROCESS = bool(os.environ.get("PROMETHEUS_MULTIPROC_DIR"))
_LATENCY_BUCKETS = (0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30)
_JOB_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300)

HTTP_REQUESTS = Counter("haras_http_requests", "HTTP requests answered.",
                        ["method", "route", "status"])
HTTP_LATENCY = Histogram("haras_http_request_duration_seconds",
                         "Time to produce an HTTP response (a stream: until its first byte).",
                         ["method", "route"], buckets=_LATENCY_BUCKETS)
MOVES_APPLIED = Counter("haras_moves_applied", "Moves applied to matches (humans and AIs).",
                        ["game"])
_MOVES_BY_GAME: dict = {}  # game -> its MOVES_APPLIED child
AI_TURN_LATENCY = Histogram(
    "haras_ai_turn_latency_seconds",
    "From an AI-turn job's enqueueing to its last write (queue wait + thinking + writes).",
    ["game"], buckets=_JOB_BUCKETS)
SCORING_LATENCY = Histogram(
    "haras_scoring_latency_seconds",
    "From a scoring job's enqueueing to the round scored (queue wait + scoring + write).",
    ["game"], buckets=_JOB_BUCKETS)

# Active matches: one sorted set per game, member = match id, score = last write (unix s);
# a finished match leaves it, an abandoned one ages out with its TTL. A process refreshes a
# match's score at most every ACTIVE_REFRESH_S (the TTL is hours: an idle match ages out of
# the gauge at most that much before its key expires), so most moves skip the ZADD.
ACTIVE_PREFIX = "haras:active:"
ACTIVE_REFRESH_S = 60
_ACTIVE_REFRESHED_CAPACITY = 4096
_active_refreshed: OrderedDict[str, float] = OrderedDict()  # match id -> when, this process


def active_key(game: str) -> str:
    return ACTIVE_PREFIX + game


def active_update(match: dict):
    """A commit's active-matches bookkeeping, as a function that queues it on a pipeline
    (sent with the commit itself: no extra round trip; a lost race only refreshes a
    timestamp), or None when there is nothing to send."""
    key, match_id = active_key(match["game"]), match["id"]
    if match["status"] == "finished":
        _active_refreshed.pop(match_id, None)
        return lambda pipe: pipe.zrem(key, match_id)
    now = time.time()
    if now - _active_refreshed.get(match_id, 0.0) < ACTIVE_REFRESH_S:
        return None
    _active_refreshed[match_id] = now
    _active_refreshed.move_to_end(match_id)
    if len(_active_refreshed) > _ACTIVE_REFRESHED_CAPACITY:
        _active_refreshed.popitem(last=False)
    return lambda pipe: pipe.zadd(key, {match_id: now})


def moves_in(events: list[dict]) -> int:
    return [event.get("type") for event in events].count("move_played")


def count_moves(match: dict, moves: int) -> None:
    if moves:
        counter = _MOVES_BY_GAME.get(match["game"])
        if counter is None:  # `labels` validates and locks on every call: once per game
            counter = _MOVES_BY_GAME[match["game"]] = MOVES_APPLIED.labels(match["game"])
        counter.inc(moves)


def since_enqueued(job) -> float | None:
    """Seconds since the RQ job running now was enqueued (None outside a job)."""
    if job is None or job.enqueued_at is None:
        return None
    return max(0.0, time.time() - job.enqueued_at.timestamp())


class RedisGauges:
    """Cluster-wide gauges read at scrape time: queue depths and active matches."""

    def __init__(self, runtime, games: list[str]):
        self.runtime, self.games = runtime, games

    def collect(self):
        jobs, client = self.runtime.jobs, self.runtime.store.client
        depth = GaugeMetricFamily("haras_queue_depth", "Jobs waiting in an RQ queue.",
                                  labels=["queue"])
        for queue in (jobs.queue, jobs.arena_queue):
            depth.add_metric([queue.name], queue.count)
        yield depth
        idle_ttl = self.runtime.settings.idle_ttl_s
        active = GaugeMetricFamily("haras_active_matches",
                                   "Matches not finished and not expired, by game.",
                                   labels=["game"])
        pipe = client.pipeline(transaction=False)
        for game in self.games:
            pipe.zremrangebyscore(active_key(game), "-inf", time.time() - idle_ttl)
            pipe.zcard(active_key(game))
        counts = pipe.execute()[1::2]
        for game, count in zip(self.games, counts, strict=True):
            active.add_metric([game], count)
        yield active


def exposition(runtime, games: list[str]) -> tuple[bytes, str]:
    """The text `/metrics` answers: this process's (or all processes') counters, plus the
    Redis gauges."""
    registry = CollectorRegistry()
    if MULTIPROCESS:
        multiprocess.MultiProcessCollector(registry)
        registry.register(RedisGauges(runtime, games))
        return generate_latest(registry), CONTENT_TYPE_PLAIN_0_0_4
    registry.register(RedisGauges(runtime, games))
    return generate_latest(REGISTRY) + generate_latest(registry), CONTENT_TYPE_PLAIN_0_0_4


def serve_worker_metrics(port: int) -> None:
    """A worker's own `/metrics` (for clusters, where workers share no directory with the
    API)."""
    from prometheus_client import start_http_server

    if MULTIPROCESS:
        registry = CollectorRegistry()
        multiprocess.MultiProcessCollector(registry)
        start_http_server(port, registry=registry)
    else:
        start_http_server(port)
