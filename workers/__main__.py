"""`python -m workers`: an RQ worker on the Haras queue, with the stalled-turn watchdog."""

import os
import threading

from rq import SimpleWorker, Worker

from service.metrics import serve_worker_metrics
from service.observability import configure_json_logging
from workers import runtime
from workers.watchdog import run_forever


class _EmbeddedRedisTolerance:
    """The embedded Redis (fakeredis) answers CLIENT INFO in a form redis-py cannot parse;
    the worker only wants its own address from it, for display."""

    def _set_ip_address(self, connection) -> None:
        try:
            super()._set_ip_address(connection)
        except ValueError:
            self.ip_address = "unknown"


class HarasSimpleWorker(_EmbeddedRedisTolerance, SimpleWorker):
    pass


class HarasForkingWorker(_EmbeddedRedisTolerance, Worker):
    pass


def main() -> None:
    configure_json_logging(os.environ.get("LOG_LEVEL", "INFO"))
    rt = runtime()
    if port := os.environ.get("METRICS_PORT"):
        serve_worker_metrics(int(port))
    # SimpleWorker runs jobs in-process (~10 ms/job less than forking); FORKING_WORKER=1
    # isolates each job in a child process instead.
    forking = os.environ.get("FORKING_WORKER") == "1"
    worker_class = HarasForkingWorker if forking else HarasSimpleWorker
    # Queues in priority order: AI turns and scoring first, arena matches when idle.
    worker = worker_class([rt.jobs.queue, rt.jobs.arena_queue], connection=rt.jobs.connection,
                          maintenance_interval=int(os.environ.get("RQ_MAINTENANCE_S", 30)))
    stop = threading.Event()
    threading.Thread(target=run_forever, args=(rt, stop, worker.name), daemon=True,
                     name="watchdog").start()
    try:
        worker.work(with_scheduler=True, logging_level=os.environ.get("LOG_LEVEL", "INFO"))
    finally:
        stop.set()


if __name__ == "__main__":
    main()
