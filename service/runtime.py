"""The long-lived objects a process needs (Redis store, job queue), built once from settings."""

from dataclasses import dataclass

from service.config import Settings
from service.jobs import Jobs
from service.store import Store


@dataclass
class Runtime:
    settings: Settings
    store: Store
    jobs: Jobs

    @classmethod
    def from_settings(cls, settings: Settings) -> "Runtime":
        return cls(
            settings=settings,
            store=Store.from_url(settings.redis_url, settings.finished_ttl_s,
                                 settings.idle_ttl_s),
            jobs=Jobs.from_url(settings.rq_redis_url, settings.rq_queue),
        )
