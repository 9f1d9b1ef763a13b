"""The long-lived objects a process needs (Redis store, job queue, commit notifications),
built once from settings."""

import logging
from dataclasses import dataclass, field

import redis

from service.config import Settings
from service.integrations import webhooks
from service.integrations.jobs import Jobs
from service.model.play import pending_work
from service.problems import ApiError
from service.state.notify import Notifier
from service.state.store import MatchFinished, Store

log = logging.getLogger("haras.runtime")


def _finished() -> ApiError:
    return ApiError(409, "match_finished", "The match is over; nothing changes it.")


@dataclass
class Runtime:
    settings: Settings
    store: Store
    jobs: Jobs
    notifier: Notifier | None = field(default=None)  # None: one for settings.redis_url

    def __post_init__(self):
        if self.notifier is None:  # opens no connection until a reader waits
            self.notifier = Notifier.from_url(self.settings.redis_url,
                                              cluster=self.settings.redis_cluster)

    def commit(self, match: dict, before: dict | None, events: list[dict],
               linking_finished: bool = False) -> str | None:
        """Writes a step of a match by compare-and-set on `before`'s version (None: `match`
        is new; VersionConflict otherwise), with its webhook events in the same atomic
        write, then enqueues their delivery. Every write of a match goes through here, so
        webhook subscribers miss no step.

        A finished match is final: a step from a finished `before` raises 409
        `match_finished`, whatever its caller checked, and so does the write itself when
        the stored match is finished; the links to its rematch and to its rating changes
        (service/club/rating.py) are the exceptions (`linking_finished`).

        The match's due note (service/integrations/jobs.py) changes in the same round trip:
        noted when the write leaves it waiting for queued work (its job is enqueued after the
        write), forgotten when the write ends the work it waited for."""
        if before is not None and before["status"] == "finished" and not linking_finished:
            raise _finished()
        expected = None if before is None else before["version"]
        announced = webhooks.announcement(self, before, match, events)
        work = pending_work(match)
        noting = work is not None
        forgetting = not noting and before is not None and pending_work(before) is not None
        prelude = None
        if noting or forgetting or announced is not None:
            def prelude(pipe) -> None:
                if noting:
                    self.jobs.note_due(match["id"], pipe)
                elif forgetting:
                    self.jobs.forget_due(match["id"], pipe)
                if announced is not None:
                    announced.note_due(pipe, self.settings.rq_queue)
        try:
            lengths = self.store.commit(
                match, expected, events,
                appends=None if announced is None else announced.appends(self.store.client),
                appends_ttl_s=webhooks.OUTBOX_TTL_S, prelude=prelude,
                finished_may_change=linking_finished)
        except Exception as failure:
            if forgetting:  # the note went, with a write that did not land (or may not have)
                self._restore_due_note(match["id"])
            if isinstance(failure, MatchFinished):
                raise _finished() from None
            raise
        self.notifier.offer(match["id"], events)  # this process's readers have them now
        if lengths:
            webhooks.dispatch(self, announced, lengths)
        return work

    def _restore_due_note(self, match_id: str) -> None:
        """Puts back a due note that went with a failed write: whoever won the race may have
        noted work meanwhile. A note of a match that waits for nothing is dropped by the
        watchdog's next look at it."""
        try:
            self.jobs.note_due(match_id)
        except redis.exceptions.RedisError as error:
            log.warning("due note of %s not restored: %s", match_id, error)

    @classmethod
    def from_settings(cls, settings: Settings) -> "Runtime":
        return cls(
            settings=settings,
            store=Store.from_url(settings.redis_url, settings.finished_ttl_s,
                                 settings.idle_ttl_s, cluster=settings.redis_cluster,
                                 replication_wait_ms=settings.replication_wait_ms
                                 if settings.durability == "replicated" else None),
            jobs=Jobs.from_url(settings.rq_redis_url, settings.rq_queue,
                               notes_url=settings.redis_url,
                               notes_cluster=settings.redis_cluster),
        )
