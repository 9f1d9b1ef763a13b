"""RQ jobs that orchestrate engines and the store: AI turns (and, later, scoring)."""

from functools import cache

from service.config import Settings
from service.match.runtime import Runtime


@cache
def runtime() -> Runtime:
    """One store and queue connection per worker process, built on first use."""
    return Runtime.from_settings(Settings.from_env())
