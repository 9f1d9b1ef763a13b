"""While Redis is unavailable every request that needs it answers 503. The log says so once
per outage and process, and once when a request is served again: a failover or an outage
under load would otherwise write a line per request (hundreds a second)."""

import logging
import time

log = logging.getLogger("haras")


class OutageLog:
    def __init__(self):
        self._since: float | None = None  # when this outage's first request failed
        self._failed = 0

    @property
    def ongoing(self) -> bool:
        return self._since is not None

    def failed(self, error: Exception) -> None:
        self._failed += 1
        if self._since is None:
            self._since = time.monotonic()
            log.warning("redis unavailable: %s; answering 503 until it is back", error)
        else:
            log.debug("redis still unavailable: %s", error)

    def served(self) -> None:
        """A request that needs Redis was answered without a server error."""
        if self._since is None:
            return
        log.warning("redis available again after %.1f s; %d requests answered 503 meanwhile",
                    time.monotonic() - self._since, self._failed)
        self._since, self._failed = None, 0
