"""Rescues matches whose AI turn was lost: a job killed with its worker, failed for good,
or never enqueued because the API process died between its write and the enqueue.

Every enqueued AI turn is noted in a sorted set with the time; the note is dropped once no AI
seat is left to act. A note older than `AI_STALL_S` whose job is not alive gets a new job.
"""

import logging
import time

from rq.job import JobStatus

from service.jobs import AI_DUE_KEY, AI_JOB_TIMEOUT_S, ai_job_id
from service.play import ai_seats_to_act
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
        return now - job.started_at.timestamp() < AI_JOB_TIMEOUT_S + 15
    return False


def rescue_stalled(rt: Runtime, now: float | None = None) -> list[str]:
    """One pass; returns the ids of the matches it re-enqueued an AI turn for."""
    now = time.time() if now is None else now
    conn = rt.jobs.connection
    due = conn.zrangebyscore(AI_DUE_KEY, "-inf", now - rt.settings.ai_stall_s,
                             start=0, num=SCAN_LIMIT)
    rescued = []
    for raw_id in due:
        match_id = raw_id.decode()
        match = rt.store.load(match_id)
        if match is None or not ai_seats_to_act(match):
            rt.jobs.ai_turns_done(match_id)
            continue
        job = rt.jobs.fetch(ai_job_id(match_id, match["version"]))
        if _alive(job, now):
            conn.zadd(AI_DUE_KEY, {match_id: now})
            continue
        if job is not None:
            job.delete()
        log.warning("rescuing stalled AI turn of match %s at version %s",
                    match_id, match["version"])
        rt.jobs.enqueue_ai_turn(match_id, match["version"])
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
