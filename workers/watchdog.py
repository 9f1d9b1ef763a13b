"""Rescues matches whose asynchronous work (an AI turn, a scoring) was lost: a job killed
with its worker, failed for good, or never enqueued because the API process died between its
write and the enqueue.

Every enqueued job notes its match in a sorted set with the time; the note is dropped once
the match waits for nothing. A note older than `AI_STALL_S` whose job is not alive gets a new
job.
"""

import logging
import time

from rq.job import JobStatus

from service.jobs import DUE_KEY, JOB_TIMEOUT_S, job_id
from service.play import pending_work
from service.runtime import Runtime

log = logging.getLogger("haras.watchdog")
WAITING = {JobStatus.QUEUED, JobStatus.SCHEDULED, JobStatus.DEFERRED}
SCAN_LIMIT = 500


def _alive(job, now: float) -> bool:
    if job is None:
        return False
    status = job.get_status()
    if status in WAITING:
        return True
    if status == JobStatus.STARTED and job.started_at is not None:
        return now - job.started_at.timestamp() < JOB_TIMEOUT_S + 15
    return False


def rescue_stalled(rt: Runtime, now: float | None = None) -> list[str]:
    """One pass; returns the ids of the matches it re-enqueued an AI turn for."""
    now = time.time() if now is None else now
    conn = rt.jobs.connection
    due = conn.zrangebyscore(DUE_KEY, "-inf", now - rt.settings.ai_stall_s,
                             start=0, num=SCAN_LIMIT)
    rescued = []
    for raw_id in due:
        match_id = raw_id.decode()
        match = rt.store.load(match_id)
        kind = pending_work(match) if match else None
        if kind is None:
            conn.zrem(DUE_KEY, match_id)
            continue
        job = rt.jobs.fetch(job_id(kind, match_id, match["version"]))
        if _alive(job, now):
            conn.zadd(DUE_KEY, {match_id: now})
            continue
        if job is not None:
            job.delete()
        log.warning("rescuing stalled %s of match %s at version %s",
                    kind, match_id, match["version"])
        rt.jobs.enqueue(kind, match_id, match["version"])
        rescued.append(match_id)
    return rescued


def run_forever(rt: Runtime, stop) -> None:
    """Background loop of a worker process; `stop` is a threading.Event."""
    interval = max(1.0, rt.settings.ai_stall_s / 2)
    while not stop.wait(interval):
        try:
            rescue_stalled(rt)
        except Exception:  # a Redis blip must not kill the loop
            log.exception("watchdog pass failed")
