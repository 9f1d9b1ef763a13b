"""Liveness and readiness probes, and the Prometheus metrics."""

from flask import Response
from flask_smorest import Blueprint
from rq import Worker

from engines.registry import GAMES
from service.http.access import runtime
from service.http.openapi import PUBLIC, errors
from service.http.schemas.health import Health
from service.problems import ApiError
from service.telemetry import metrics

METRICS_TYPE = "text/plain; version=0.0.4"
blp = Blueprint("health", __name__, description="Probes and metrics for orchestrators.")


@blp.route("/livez")
@blp.doc(operationId="livez", security=PUBLIC)
@blp.response(200, Health)
def livez():
    """The process is up.

    Liveness only: no dependency (Redis, workers) is checked. Not rate limited."""
    return {"status": "ok"}


@blp.route("/readyz")
@blp.doc(operationId="readyz", security=PUBLIC)
@blp.response(200, Health)
@errors(blp, 503)
def readyz():
    """Redis answers and at least one worker is alive.

    503 `unavailable` (with `Retry-After`) otherwise. Not rate limited."""
    rt = runtime()
    rt.store.ping()  # a Redis failure becomes 503 in the app's error handler
    workers = Worker.count(connection=rt.jobs.connection, queue=rt.jobs.queue)
    if workers == 0:
        raise ApiError(503, "unavailable", "No worker is serving the job queue.",
                       headers={"Retry-After": "5"})
    return {"status": "ok", "redis": True, "workers": workers}


@blp.route("/metrics")
@blp.doc(operationId="metrics", security=PUBLIC)
@blp.doc(responses={"200": {
    "description": "Prometheus text format: HTTP requests and latency by route, moves applied "
                   "by game, AI-turn and scoring latency, queue depth, active matches.",
    "content": {METRICS_TYPE: {"schema": {"type": "string"}}}}})
@errors(blp, 503)
def metrics_page():
    """Prometheus metrics of the API and the cluster's queues.

    Summed over the API's processes, in the Prometheus text format. Not rate limited."""
    body, content_type = metrics.exposition(runtime(), list(GAMES))
    return Response(body, content_type=content_type)
