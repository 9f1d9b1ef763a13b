"""Rescues matches whose asynchronous work (an AI turn, a scoring) was lost: a job killed
with its worker, failed for good, or never enqueued because the API process died between its
write and the enqueue.

A write that leaves a match waiting for a job notes the match in a sorted set with the time
(in the write's round trip: service/match/runtime.py); the write that ends that work drops it. A
note older than `AI_STALL_S` whose job is not alive gets a new job.
"""

import logging
import time

from rq import Queue
from rq.job import JobStatus

from service.club import matchmaking
from service.integrations.jobs import JOB_TIMEOUT_S, job_id
from service.match.runtime import Runtime
from service.model.play import pending_work
from service.state.connect import REDIS_DOWN
from workers import webhooks

log = logging.getLogger("haras.watchdog")
WAITING = {JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED}
SCAN_LIMIT = 500
HEARTBEAT_S = 2
ALIVE_TTL_S = 6


def alive_key(worker_name: str) -> str:
    return f"haras:alive:{worker_name}"


def heartbeat(conn, worker_name: str) -> None:
    """Every worker says it is alive every HEARTBEAT_S; a SIGKILLed one falls silent, and
    its started job is rescued as soon as the note expires, not after the job timeout."""
    conn.set(alive_key(worker_name), 1, ex=ALIVE_TTL_S)


def _alive(conn, job, now: float) -> bool:
    if job is None:
        return False
    status = job.get_status()
    if status == JobStatus.QUEUED:
        # Queued, yet in no queue: a worker popped it and died before starting it (or a
        # blocked pop of a dead client took it). Nobody will ever run it.
        return conn.lpos(Queue.redis_queue_namespace_prefix + job.origin, job.id) is not None
    if status in WAITING:
        return True
    if status == JobStatus.STARTED and job.started_at is not None:
        if job.worker_name and not conn.exists(alive_key(job.worker_name)):
            return False  # its worker died with it
        return now - job.started_at.timestamp() < JOB_TIMEOUT_S + 15
    return False


def rescue_stalled(rt: Runtime, now: float | None = None) -> list[str]:
    """One pass; returns the ids of the matches it re-enqueued an AI turn for."""
    now = time.time() if now is None else now
    conn = rt.jobs.connection
    due = rt.jobs.notes.zrangebyscore(rt.jobs.due_key, "-inf", now - rt.settings.ai_stall_s,
                                      start=0, num=SCAN_LIMIT)
    rescued = []
    for raw_id in due:
        match_id = raw_id.decode()
        match = rt.store.load(match_id)
        kind = pending_work(match) if match else None
        if kind is None:
            rt.jobs.forget_due(match_id)
            continue
        job = rt.jobs.fetch(job_id(kind, match_id, match["version"]))
        if _alive(conn, job, now):
            rt.jobs.note_due(match_id, at=now)
            continue
        if job is not None:
            job.delete()
        log.warning("rescuing stalled %s of match %s at version %s",
                    kind, match_id, match["version"])
        rt.jobs.note_due(match_id)
        rt.jobs.enqueue(kind, match_id, match["version"])
        rescued.append(match_id)
    return rescued


def run_forever(rt: Runtime, stop, worker_name: str) -> None:
    """Background loop of a worker process (`stop` is a threading.Event): heartbeat, then a
    rescue pass, every HEARTBEAT_S. A Redis that cannot serve is logged once when the passes
    start failing and once when they succeed again, not on every pass."""
    outage = False
    while True:
        try:
            heartbeat(rt.jobs.connection, worker_name)
            rescue_stalled(rt)
            webhooks.rescue_overdue(rt)
            matchmaking.arm_idle(rt)
        except REDIS_DOWN as error:
            if not outage:
                log.warning("watchdog passes fail, redis unavailable: %s", error)
            outage = True
        except Exception:  # not an outage: a fault of ours, with its traceback
            log.exception("watchdog pass failed")
        else:
            if outage:
                log.warning("watchdog passes succeed again: redis answers")
            outage = False
        if stop.wait(HEARTBEAT_S):
            return
