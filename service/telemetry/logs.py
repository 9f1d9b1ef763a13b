"""Request ids and structured logs.

Every request gets an id — the caller's `X-Request-ID` when it is sane, else a new one — sent
back in the response and carried by every log line of that request. Log lines are JSON
objects (one per line). The request line names the path without its query string, so a
token passed as `?token=` (EventSource) never reaches the logs.
"""

import json
import logging
import re
import time
import uuid

from flask import Flask, g, has_request_context, request

from service.telemetry import metrics

HEADER = "X-Request-ID"
_SANE_ID = re.compile(r"^[A-Za-z0-9._:-]{1,128}$")
log = logging.getLogger("haras.http")


def request_id() -> str | None:
    return g.get("request_id") if has_request_context() else None


class JsonFormatter(logging.Formatter):
    def format(self, record: logging.LogRecord) -> str:
        line = {"ts": round(record.created, 3), "level": record.levelname,
                "logger": record.name, "msg": record.getMessage()}
        if (rid := getattr(record, "request_id", None) or request_id()) is not None:
            line["request_id"] = rid
        line.update(getattr(record, "fields", {}))
        if record.exc_info:
            line["exc"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False)


def configure_json_logging(level: str = "INFO") -> None:
    """For the processes we run (gunicorn's app, workers): JSON lines on stderr."""
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)


def register(app: Flask) -> None:
    @app.before_request
    def assign_request_id():
        given = request.headers.get(HEADER, "")
        g.request_id = given if _SANE_ID.match(given) else uuid.uuid4().hex
        g.started = time.perf_counter()

    @app.after_request
    def log_request(response):
        rid = g.get("request_id") or uuid.uuid4().hex  # a request refused before the hook
        response.headers[HEADER] = rid
        started = g.get("started")
        fields = {"method": request.method, "path": request.path,
                  "status": response.status_code,
                  "duration_ms": round((time.perf_counter() - started) * 1000, 2)
                  if started else None}
        log.info("request", extra={"request_id": rid, "fields": fields})
        # By route template, never the raw path: garbage paths must not mint new series.
        route = request.url_rule.rule if request.url_rule else "unmatched"
        metrics.HTTP_REQUESTS.labels(request.method, route, str(response.status_code)).inc()
        if started:
            metrics.HTTP_LATENCY.labels(request.method, route).observe(
                time.perf_counter() - started)
        return response
