"""Asynchronous work on the RQ queue, as the service sees it: enqueue, and report status."""

import time

import redis
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.job import Job, JobStatus

AI_TURN_JOB = "workers.ai_turns.play_ai_turns"
AI_DUE_KEY = "haras:ai-due"  # match id -> when an AI turn was last handed to the queue
JOB_ID_PATTERN = r"^[A-Za-z0-9_-]{1,128}$"
AI_JOB_TIMEOUT_S = 60


def ai_job_id(match_id: str, version: int) -> str:
    """One job per (match, version): the same turn is never queued twice."""
    return f"ai-{match_id}-{version}"


class Jobs:
    def __init__(self, connection: redis.Redis, queue_name: str):
        self.connection = connection
        self.queue = Queue(queue_name, connection=connection)

    @classmethod
    def from_url(cls, url: str, queue_name: str) -> "Jobs":
        # RQ stores pickled payloads: its connection must not decode responses.
        return cls(redis.Redis.from_url(url, socket_timeout=5, socket_connect_timeout=2),
                   queue_name)

    def enqueue_ai_turn(self, match_id: str, version: int) -> dict:
        job_id = ai_job_id(match_id, version)
        self.connection.zadd(AI_DUE_KEY, {match_id: time.time()})
        try:
            self.queue.enqueue(
                AI_TURN_JOB, match_id, version, job_id=job_id, unique=True,
                meta={"kind": "ai_turn", "match_id": match_id},
                retry=Retry(max=3, interval=[1, 2, 5]), job_timeout=AI_JOB_TIMEOUT_S,
                result_ttl=3600, failure_ttl=7 * 24 * 3600,
            )
        except DuplicateJobError:
            pass  # already queued for this very version
        return {"id": job_id, "kind": "ai_turn"}

    def ai_turns_done(self, match_id: str) -> None:
        self.connection.zrem(AI_DUE_KEY, match_id)

    def fetch(self, job_id: str) -> Job | None:
        try:
            return Job.fetch(job_id, connection=self.connection)
        except NoSuchJobError:
            return None

    def describe(self, job_id: str) -> dict | None:
        job = self.fetch(job_id)
        if job is None:
            return None
        status = job.get_status()
        described = {"id": job.id, "kind": job.meta.get("kind", "unknown"),
                     "status": str(status.value if hasattr(status, "value") else status)}
        if status == JobStatus.FINISHED:
            described["result"] = job.return_value()
        elif status == JobStatus.FAILED:
            # The public sees that it failed and will be retried or rescued, never a traceback.
            described["error"] = "The job failed; it is retried automatically."
        return described
