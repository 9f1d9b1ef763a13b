"""Asynchronous work on the RQ queue, as the service sees it: enqueue, and report status."""

import time
import uuid
from datetime import timedelta

import redis
from rq import Queue, Retry
from rq.exceptions import DuplicateJobError, NoSuchJobError
from rq.job import Job, JobStatus

from service.model.play import pending_work
from service.state import connect

# kind -> (job id prefix, job function): the workers import the functions, the API does not.
JOB_KINDS = {
    "ai_turn": ("ai", "workers.ai_turns.play_ai_turns"),
    "scoring": ("score", "workers.scoring.score_round"),
    "arena_match": ("arena", "workers.arena.play_arena_match"),  # (arena id, match index)
    "deadline": ("deadline", "workers.deadlines.play_timed_out_turn"),
    "webhook": ("webhook", "workers.webhooks.deliver_outbox"),  # (key, subscription, match)
    "rating": ("rating", "workers.rating.rate_match"),
    "matchmaking": ("mm", "workers.matchmaker.match_tickets"),  # (game, job token)
    "calibration": ("calibrate", "workers.calibration.calibrate_ai_levels"),  # (game, version)
}
JOB_ID_PATTERN = r"^[A-Za-z0-9_-]{1,128}$"
JOB_TIMEOUT_S = 60
# How long RQ keeps a job's record once the job is over: its hash and its result stream, ~6.5
# KiB together on Redis 7 (a stream's first node is a 4 KiB allocation). The service itself
# never reads a finished job back (the match, the arena's results and the outbox record what
# a job did); only GET /v1/jobs/{id} does, for a client following a job named in a
# response's `jobs`, and it answers 404 job_not_found for an "unknown or expired" job. A
# minute lets a client that polls once a minute, or after a long-poll of the events (25 s
# at most), see the job `finished` with its result. RQ's hour made the records of the queue's
# last hour most of its memory (bench/memory.py measures both).
FINISHED_TTL_S = 60
# Webhook deliveries are named in no response and their outcome is the outbox's: nothing
# reads them back, so RQ deletes a delivery's record as soon as it succeeds.
WEBHOOK_FINISHED_TTL_S = 0
# A job that failed for good (retries spent) is kept a week, for diagnosis: GET /v1/jobs/{id}
# answers `failed` meanwhile and RQ's failed registry lists it with its traceback.
FAILURE_TTL_S = 7 * 24 * 3600
# Arena matches wait on a queue of their own, served by arena workers (`python -m workers
# --role arena`): a live worker never takes one, so a long arena never delays the AI turns of
# matches people are playing (a worker of role `all` serves it after the others, when idle).
ARENA_QUEUE_SUFFIX = "-arena"
ARENA_RETRY = Retry(max=2, interval=[1, 5])
# Webhook deliveries wait on a queue of their own, served after AI turns and scoring: a slow
# receiver never holds up a live match's turn that is already queued.
WEBHOOK_QUEUE_SUFFIX = "-webhooks"


def job_id(kind: str, match_id: str, version: int) -> str:
    """One job per (kind, match, version): the same work is never queued twice. A match is
    rated once, whatever its version (a rematch link may move it first): `rating-<match>`."""
    if kind == "rating":
        return f"{JOB_KINDS[kind][0]}-{match_id}"
    return f"{JOB_KINDS[kind][0]}-{match_id}-{version}"


class Jobs:
    def __init__(self, connection: redis.Redis, queue_name: str,
                 notes: redis.Redis | None = None):
        self.connection = connection
        self.queue = Queue(queue_name, connection=connection)
        # match id -> when work for it was last handed to this queue (for the watchdog), on
        # `notes`: the state's Redis, whose every write is on disk, so that a queue on a Redis
        # of its own may persist less (a job lost with it is rescued from these notes).
        self.notes = connection if notes is None else notes
        self.due_key = f"haras:due:{queue_name}"
        self.arena_queue = Queue(queue_name + ARENA_QUEUE_SUFFIX, connection=connection)
        self.webhook_queue = Queue(queue_name + WEBHOOK_QUEUE_SUFFIX, connection=connection)

    @classmethod
    def from_url(cls, url: str, queue_name: str, notes_url: str | None = None,
                 notes_cluster: bool = False) -> "Jobs":
        """RQ on the Redis at `url` (one primary); the due notes on the state's Redis at
        `notes_url` (a cluster's node with `notes_cluster`), default the same."""
        # RQ stores pickled payloads: its connection must not decode responses.
        options = {"socket_timeout": 5, "socket_connect_timeout": 2}
        connection = redis.Redis.from_url(url, **options)
        notes = None if notes_url in (None, url) else \
            connect.client(notes_url, notes_cluster, **options)
        return cls(connection, queue_name, notes)

    def note_due(self, match_id: str, pipe=None, at: float | None = None) -> None:
        """Notes that `match_id` waits for queued work, as of `at` (default now; on `pipe`, a
        pipeline of the state's Redis, if given): the watchdog's cue. A write that leaves a
        match waiting for work carries its note (Runtime.commit), so the note is there
        before the job."""
        (self.notes if pipe is None else pipe).zadd(
            self.due_key, {match_id: time.time() if at is None else at})

    def forget_due(self, match_id: str, pipe=None) -> None:
        (self.notes if pipe is None else pipe).zrem(self.due_key, match_id)

    def enqueue(self, kind: str, match_id: str, version: int) -> dict:
        """Queues `kind`'s job for the match at `version`; its due note is the caller's
        (the write that created the work carries it)."""
        ref = {"id": job_id(kind, match_id, version), "kind": kind}
        try:
            self.queue.enqueue(
                JOB_KINDS[kind][1], match_id, version, job_id=ref["id"], unique=True,
                meta={"kind": kind, "match_id": match_id},
                retry=Retry(max=3, interval=[1, 2, 5]), job_timeout=JOB_TIMEOUT_S,
                result_ttl=FINISHED_TTL_S, failure_ttl=FAILURE_TTL_S,
            )
        except DuplicateJobError:
            pass  # already queued for this very version
        return ref

    def enqueue_arena(self, arena_id: str, total: int, timeout_s: int) -> None:
        """One job per match of an arena (`arena-<arena>-<index>`), all in one round trip, on
        the arena queue: every worker that is free takes the next match."""
        kind = "arena_match"
        jobs = [Queue.prepare_data(
            JOB_KINDS[kind][1], args=(arena_id, index), job_id=job_id(kind, arena_id, index),
            meta={"kind": kind, "arena_id": arena_id, "index": index}, retry=ARENA_RETRY,
            timeout=timeout_s, result_ttl=FINISHED_TTL_S, failure_ttl=FAILURE_TTL_S,
        ) for index in range(total)]
        with self.connection.pipeline() as pipe:
            self.arena_queue.enqueue_many(jobs, pipeline=pipe)
            pipe.execute()

    def enqueue_webhook(self, key_id: str, sub_id: str, match_id: str,
                        delay_s: float = 0) -> None:
        """A job delivering the outbox of (subscription, match), now or in `delay_s`. Jobs
        of one outbox take turns by a lease (service/integrations/webhooks.py), so a spare one is
        harmless: the id only needs to be unique."""
        kind = "webhook"
        args = (JOB_KINDS[kind][1], key_id, sub_id, match_id)
        options = {"job_id": f"{kind}-{sub_id}-{match_id}-{uuid.uuid4().hex[:12]}",
                   "meta": {"kind": kind, "match_id": match_id, "subscription": sub_id},
                   "retry": Retry(max=3, interval=[1, 5, 30]), "job_timeout": JOB_TIMEOUT_S,
                   "result_ttl": WEBHOOK_FINISHED_TTL_S, "failure_ttl": FAILURE_TTL_S}
        if delay_s > 0:
            self.webhook_queue.enqueue_in(timedelta(seconds=delay_s), *args, **options)
        else:
            self.webhook_queue.enqueue(*args, **options)

    def enqueue_matchmaker(self, game: str, token: str, delay_s: float = 0) -> None:
        """The matchmaker's job for `game` (service/club/matchmaking.py), now or in `delay_s`: its
        token is the lease it runs under, so a job whose lease was taken over does nothing."""
        kind = "matchmaking"
        args = (JOB_KINDS[kind][1], game, token)
        options = {"job_id": f"{JOB_KINDS[kind][0]}-{token}",
                   "meta": {"kind": kind, "game": game},
                   "retry": Retry(max=3, interval=[1, 2, 5]), "job_timeout": JOB_TIMEOUT_S,
                   "result_ttl": 0, "failure_ttl": FAILURE_TTL_S}
        if delay_s > 0:
            self.queue.enqueue_in(timedelta(seconds=delay_s), *args, **options)
        else:
            self.queue.enqueue(*args, **options)

    def enqueue_calibration(self, game: str, version: str, timeout_s: int) -> None:
        """The calibration of `game`'s AI levels (workers/calibration.py), on the arena
        queue: like an arena match, it never delays a live match's turn."""
        kind = "calibration"
        try:
            self.arena_queue.enqueue(
                JOB_KINDS[kind][1], game, version,
                job_id=f"{JOB_KINDS[kind][0]}-{game}-{version}", unique=True,
                meta={"kind": kind, "game": game}, retry=ARENA_RETRY, job_timeout=timeout_s,
                result_ttl=FINISHED_TTL_S, failure_ttl=FAILURE_TTL_S)
        except DuplicateJobError:
            pass

    def follow_up(self, match: dict) -> list[dict]:
        """Queues what `match` now waits for (an AI turn, a scoring), if anything; or, when
        a human seat is to act and the match has turn deadlines, the deadline."""
        return self.queue_work(match, pending_work(match))

    def queue_work(self, match: dict, kind: str | None) -> list[dict]:
        """`follow_up` for a `match` whose `pending_work` is known to be `kind` (the commit
        that wrote it asked already)."""
        if kind:
            return [self.enqueue(kind, match["id"], match["version"])]
        timeout = match["options"].get("turn_timeout_s")
        if timeout and match["status"] == "active":
            return [self.schedule_deadline(match["id"], match["version"], timeout)]
        return []

    def schedule_deadline(self, match_id: str, version: int, timeout_s: int) -> dict:
        """A job that plays the turn for the seat to act if the match is still at `version`
        when `timeout_s` have passed (run by a worker's scheduler)."""
        ref = {"id": job_id("deadline", match_id, version), "kind": "deadline"}
        try:
            self.queue.enqueue_in(
                timedelta(seconds=timeout_s), JOB_KINDS["deadline"][1], match_id, version,
                job_id=ref["id"], unique=True, meta={"kind": "deadline", "match_id": match_id},
                retry=Retry(max=3, interval=[1, 2, 5]), job_timeout=JOB_TIMEOUT_S,
                result_ttl=FINISHED_TTL_S, failure_ttl=FAILURE_TTL_S)
        except DuplicateJobError:
            pass
        return ref

    def settle(self, match: dict) -> list[dict]:
        """For a job that is done with `match` without writing it: queue what comes next, or
        forget the match (a job's write carries that itself: Runtime.commit)."""
        refs = self.follow_up(match)
        if not refs:
            self.forget_due(match["id"])
        return refs

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
