"""The long-lived objects a process needs (Redis store, job queue, commit notifications),
built once from settings."""

from dataclasses import dataclass, field

from service import webhooks
from service.config import Settings
from service.jobs import Jobs
from service.notify import Notifier
from service.store import Store


@dataclass
class Runtime:
    settings: Settings
    store: Store
    jobs: Jobs
    notifier: Notifier | None = field(default=None)  # None: one for settings.redis_url

    def __post_init__(self):
        if self.notifier is None:  # opens no connection until a reader waits
            self.notifier = Notifier.from_url(self.settings.redis_url)

    def commit(self, match: dict, before: dict | None, events: list[dict]) -> None:
        """Writes a step of a match by compare-and-set on `before`'s version (None: `match`
        is new; VersionConflict otherwise), with its webhook events in the same atomic
        write, then enqueues their delivery. Every write of a match goes through here, so
        webhook subscribers miss no step."""
        expected = None if before is None else before["version"]
        announced = webhooks.announcement(self, before, match, events)
        if announced is None:
            self.store.commit(match, expected, events)
            return
        lengths = self.store.commit(
            match, expected, events, appends=announced.appends(self.store.client),
            appends_ttl_s=webhooks.OUTBOX_TTL_S,
            prelude=lambda pipe: announced.note_due(pipe, self.settings.rq_queue))
        if lengths:
            webhooks.dispatch(self, announced, lengths)

    @classmethod
    def from_settings(cls, settings: Settings) -> "Runtime":
        return cls(
            settings=settings,
            store=Store.from_url(settings.redis_url, settings.finished_ttl_s,
                                 settings.idle_ttl_s),
            jobs=Jobs.from_url(settings.rq_redis_url, settings.rq_queue,
                               notes_url=settings.redis_url),
        )
