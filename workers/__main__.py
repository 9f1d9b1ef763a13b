"""`python -m workers [--role live|arena|all]`: an RQ worker on the Haras queues, with the
stalled-turn watchdog.

Roles (WORKER_ROLE when no --role is given; default `all`):
- `live`: AI turns, scorings, turn deadlines, then webhook deliveries: what people wait for.
  It never takes an arena job, so an arena, however long, never delays a live match.
- `arena`: arena matches only (batch work: one job may think for minutes).
- `all`: both, live work first: one process for small setups and tests. A worker busy on an
  arena match serves nothing else meanwhile: run `live` and `arena` workers apart wherever
  live play must not wait (`make run` and the deploy manifests do).
"""

import argparse
import gc
import logging
import os
import signal
import threading
import time

import redis
from rq import SimpleWorker, Worker
from rq.utils import now
from rq.worker import WorkerStatus

from service.club import rating as club_rating
from service.telemetry.logs import configure_json_logging
from service.telemetry.metrics import serve_worker_metrics
from workers import calibration, runtime
from workers.watchdog import run_forever

log = logging.getLogger("haras.worker")
_STOP = threading.Event()  # SIGTERM or SIGINT: the process ends
RESTART_PAUSE_S = 2
ROLES = ("live", "arena", "all")


def queues_for(role: str, jobs) -> list:
    """The queues a worker of `role` serves, in priority order."""
    live = [jobs.queue, jobs.webhook_queue]
    return {"live": live, "arena": [jobs.arena_queue], "all": [*live, jobs.arena_queue]}[role]


def parse_role(argv: list[str] | None = None) -> str:
    parser = argparse.ArgumentParser(prog="python -m workers", description=__doc__.split(
        "\n\n")[0], formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--role", choices=ROLES, default=os.environ.get("WORKER_ROLE", "all"),
                        help="which queues to serve (default: WORKER_ROLE, else all)")
    role = parser.parse_args(argv).role
    if role not in ROLES:  # a WORKER_ROLE of the environment, not checked by argparse
        parser.error(f"WORKER_ROLE must be one of {', '.join(ROLES)}, not {role!r}")
    return role


class _EmbeddedRedisTolerance:
    """The embedded Redis (fakeredis) answers CLIENT INFO in a form redis-py cannot parse;
    the worker only wants its own address from it, for display."""

    def _set_ip_address(self, connection) -> None:
        try:
            super()._set_ip_address(connection)
        except ValueError:
            self.ip_address = "unknown"


class _RedisOutages:
    """RQ's work() returns alike when asked to stop and when it gives up on a Redis error,
    so the request is remembered (see main). While Redis is away an idle worker retries it
    with a backoff that RQ lets grow to 60 s: capped lower, AI turns resume within seconds
    of Redis coming back."""

    max_connection_wait_time = 5.0

    def request_stop(self, signum, frame):
        _STOP.set()
        super().request_stop(signum, frame)


class _FewerRoundTrips:
    """RQ 3.0 sends a worker's heartbeat as three separate commands, three times per job
    besides the one that goes with the job's start, writes its idle state twice per job,
    beats a job once more after it ran and looks for `rq suspend` before every job. Each is a
    round trip, and a disk wait where the queue's Redis fsyncs every write
    (deploy/redis.conf). A heartbeat goes as one pipeline, and not at all within
    HEARTBEAT_EVERY_S of the last one (jobs following one another: the worker's key lives
    worker_ttl + 60 s at least), nor does the check for `rq suspend`; a state the worker
    already has is not written again, and the idle state rides the transaction that ends the
    job. Twenty round trips per job become seven (tests/workers/test_workers.py counts them)."""

    HEARTBEAT_EVERY_S = 1.0
    _heartbeat_at = float("-inf")  # time.monotonic() of the last heartbeat sent
    _suspension_checked_at = float("-inf")

    def check_for_suspension(self, burst):
        """`rq suspend` takes effect within HEARTBEAT_EVERY_S: it is looked for (with a
        heartbeat) at most that often, not before every job."""
        if time.monotonic() - self._suspension_checked_at < self.HEARTBEAT_EVERY_S:
            return
        super().check_for_suspension(burst)
        self._suspension_checked_at = time.monotonic()

    def heartbeat(self, timeout=None, pipeline=None):
        if pipeline is not None:
            self._heartbeat_at = time.monotonic()
            return super().heartbeat(timeout, pipeline)
        if timeout is None and time.monotonic() - self._heartbeat_at < self.HEARTBEAT_EVERY_S:
            return
        with self.connection.pipeline(transaction=False) as pipe:
            super().heartbeat(timeout, pipe)
            pipe.execute()
        self._heartbeat_at = time.monotonic()

    def set_state(self, state, pipeline=None):
        if pipeline is None and state == self.get_state():
            return
        super().set_state(state, pipeline)

    def cleanup_execution(self, job, pipeline, execution=None):
        """The job is done (or failed): the worker's idle state goes in this transaction,
        not in a round trip of its own right after it."""
        super().cleanup_execution(job, pipeline, execution)
        self.set_state(WorkerStatus.IDLE, pipeline=pipeline)

    def handle_execution_ended(self, job, queue, heartbeat_ttl):
        """RQ beats a job once more after it ran, so that its success or failure callback
        has time to run; a job without callbacks needs no beat."""
        if job.success_callback is not None or job.failure_callback is not None:
            return super().handle_execution_ended(job, queue, heartbeat_ttl)
        job.ended_at = now()


class HarasSimpleWorker(_RedisOutages, _FewerRoundTrips, _EmbeddedRedisTolerance,
                        SimpleWorker):
    pass


class HarasForkingWorker(_RedisOutages, _FewerRoundTrips, _EmbeddedRedisTolerance, Worker):
    pass


def main(argv: list[str] | None = None) -> None:
    role = parse_role(argv)
    configure_json_logging(os.environ.get("LOG_LEVEL", "INFO"))
    rt = runtime()
    if port := os.environ.get("METRICS_PORT"):
        serve_worker_metrics(int(port))
    try:  # the AI levels' anchors, once per deployment (workers/calibration.py)
        if rt.settings.ai_calibration and (queued := calibration.queue_missing(rt)):
            log.info("AI calibration queued: %s", ", ".join(queued))
    except redis.exceptions.RedisError as error:  # the next worker to start queues it
        log.warning("AI calibration not queued, redis failed: %s", error)
    try:  # boards listed by another LEADERBOARD_MIN_MATCHES, once per value
        if relisted := club_rating.relist_boards(rt.store.client, rt.settings):
            log.info("leaderboards relisted from %d matches: %s",
                     rt.settings.leaderboard_min_matches, relisted)
    except redis.exceptions.RedisError as error:  # the next worker to start does it
        log.warning("leaderboards not relisted, redis failed: %s", error)
    # What is loaded by now (modules, engines, clients) lives as long as the process: out of
    # the collector's sight, the full collections that a match's ~2,000 events trigger every
    # ~20 matches scan only what jobs allocate (~1 ms less per job).
    gc.freeze()
    # SimpleWorker runs jobs in-process (~10 ms/job less than forking); FORKING_WORKER=1
    # isolates each job in a child process instead.
    forking = os.environ.get("FORKING_WORKER") == "1"
    worker_class = HarasForkingWorker if forking else HarasSimpleWorker
    # Queues in priority order: AI turns and scoring first, then webhook deliveries, arena
    # matches when idle (role `all`).
    queues = queues_for(role, rt.jobs)
    log.info("worker role %s: queues %s", role, ", ".join(q.name for q in queues))
    # RQ's scheduler process (turn deadlines, retry intervals) exits when Redis fails; the
    # worker starts it again in its maintenance pass, which an idle worker reaches only when
    # its blocking dequeue times out (worker_ttl - 15 s: 405 s by default). This worker_ttl
    # wakes it every maintenance interval, so deadlines resume within about two intervals
    # of Redis coming back.
    maintenance_s = int(os.environ.get("RQ_MAINTENANCE_S", 30))
    # RQ retries a Redis failure met while it waits for a job, but quits on one met anywhere
    # else (in a job, a heartbeat after it, a maintenance pass; OOM from a full Redis): the
    # process goes on with a new worker rather than leave the queue unserved.
    while not _STOP.is_set():
        try:
            worker = worker_class(queues, connection=rt.jobs.connection,
                                  maintenance_interval=maintenance_s,
                                  worker_ttl=maintenance_s + 15)
            _work(rt, worker)
        except redis.exceptions.RedisError as error:
            log.warning("worker stopped, redis failed: %s", error)
        if not _STOP.is_set():
            log.warning("the RQ worker stopped unasked; a new one starts in %s s",
                        RESTART_PAUSE_S)
            for signum in (signal.SIGINT, signal.SIGTERM):
                signal.signal(signum, lambda *_: _STOP.set())
            _STOP.wait(RESTART_PAUSE_S)


def _work(rt, worker) -> None:
    """Runs `worker` until it stops, with a watchdog that heartbeats under its name."""
    stop = threading.Event()
    threading.Thread(target=run_forever, args=(rt, stop, worker.name), daemon=True,
                     name="watchdog").start()
    try:
        # RQ's own lines (a job's start, its success, how long its result is kept) say at
        # INFO what metrics and GET /v1/jobs tell: four lines per job cost ~0.5 ms of CPU, a
        # twentieth of an all-AI match's job. Its warnings and errors are logged.
        worker.work(with_scheduler=True,
                    logging_level=os.environ.get("RQ_LOG_LEVEL", "WARNING"))
    finally:
        stop.set()
        if worker.pubsub_thread:  # RQ's teardown leaves it retrying when Redis failed
            worker.pubsub_thread.stop()


if __name__ == "__main__":
    main()
