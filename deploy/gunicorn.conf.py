"""gunicorn settings for Haras (`gunicorn -c deploy/gunicorn.conf.py service.wsgi:app`).

Why gevent workers: an SSE stream (`/stream`) stays open for a whole match and a long-poll
(`/events?wait=`) for up to 25 s, and both spend that time waiting. A gevent worker serves
each connection in a greenlet (a few KB), up to `worker_connections` per process, so 500 open
streams cost 500 greenlets rather than 500 OS threads (gthread would need `threads` ≥ the
number of open streams per worker, each with its own stack, and a stream would starve
ordinary requests once the threads are taken). Waiting costs no Redis connection either: each
process has one pub/sub listener (service/state/notify/; on a Redis Cluster one per primary
whose matches it watches) that wakes its waiting streams, which then read through the store's
bounded pool (32 connections per process and node). Per process, Redis sees at most that pool
+ the listeners + the RQ connection, whatever the number of streams.

The worker monkey-patches the standard library before it imports the app, so the listener
thread is a greenlet and redis-py's sockets and locks are cooperative. The request handlers
are short and do no heavy computation (the AI runs on the RQ workers), so a greenlet never
holds the loop long.

Measured (`make bench`, 2-core machine): the API is CPU-bound, so one worker process per
core (`WEB_CONCURRENCY`, default 2): more processes only share the same cores (3: 1,660
moves/s, 2: 1,750-1,850), fewer leave a core to the rest (1: 1,450 moves/s; its ratio to
/livez, 0.60, is higher only because /livez loses more), and an async worker needs no spare
processes to hide blocking I/O. gevent also lets the requests a process serves together
share their Redis round trips (service/state/autopipeline.py). gthread workers (8 threads) gave a
lower move throughput relative to /livez (0.40-0.41, against 0.52-0.56 for gevent), and
cannot hold 1000 open streams on 2 processes, which gevent does with 13 Redis connections.
"""

import json
import os
import re
import shutil
import tempfile
from http import HTTPStatus

from gunicorn import util
from gunicorn.glogging import Logger

# Localhost unless HOST says otherwise: `make run` keeps the API to the developer's machine;
# the image sets HOST=0.0.0.0 (deploy/Dockerfile), as a container must listen outside itself.
bind = f"{os.environ.get('HOST', '127.0.0.1')}:{os.environ.get('PORT', '8000')}"
workers = int(os.environ.get("WEB_CONCURRENCY", 2))
worker_class = "gevent"
# Streams and waiting long-polls may take all of these but STREAM_RESERVE (20%): the rest is
# kept for /livez, moves and views (service/state/slots.py); beyond, 503 stream_capacity.
worker_connections = int(os.environ.get("GUNICORN_WORKER_CONNECTIONS", 1000))
timeout = 60  # gevent workers heartbeat from their own greenlet: long streams are fine
graceful_timeout = 30  # open streams are cut after this on a restart; clients resume
keepalive = 5
# Recycling a worker cuts every stream it holds and costs ~0.6 s of CPU to boot the app; at
# 1000 requests/s per worker, 10,000 requests meant a recycle every ~10 s. No leak calls for
# it: off unless GUNICORN_MAX_REQUESTS asks for it.
max_requests = int(os.environ.get("GUNICORN_MAX_REQUESTS", 0))
max_requests_jitter = max_requests // 10
accesslog = "-"
# What gunicorn reads of a request before the app (its defaults, named for the problems
# below). It holds up to limit_request_fields x limit_request_field_size bytes of headers per
# connection (~820 KB, for each of `worker_connections`): raising the bounds raises that.
# The app's own bounds are smaller (an Idempotency-Key is at most 255 characters).
limit_request_line = 4094
limit_request_fields = 100
limit_request_field_size = 8190
control_socket_disable = True  # gunicorn 27's control socket: unused, and HOME is read-only

# /metrics sums the counters of every worker process (prometheus_client's multiprocess mode:
# each process writes its values to files in this directory). It must be set before a worker
# imports the app, and be empty when gunicorn starts (a Kubernetes emptyDir, or ours below).
_own_metrics_dir = not os.environ.get("PROMETHEUS_MULTIPROC_DIR")
if _own_metrics_dir:
    os.environ["PROMETHEUS_MULTIPROC_DIR"] = tempfile.mkdtemp(prefix="haras-metrics-")


def on_starting(server):
    """Files left by processes of an earlier run (a restarted container keeps its emptyDir)
    would be summed with ours: drop those whose process is gone."""
    directory = os.environ["PROMETHEUS_MULTIPROC_DIR"]
    os.makedirs(directory, exist_ok=True)
    for name in os.listdir(directory):
        pid = name.rsplit("_", 1)[-1].removesuffix(".db")
        if pid.isdigit() and not _alive(int(pid)):
            os.remove(os.path.join(directory, name))


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def child_exit(server, worker):
    from prometheus_client import multiprocess
    multiprocess.mark_process_dead(worker.pid)


def on_exit(server):
    if _own_metrics_dir:
        shutil.rmtree(os.environ["PROMETHEUS_MULTIPROC_DIR"], ignore_errors=True)


def post_worker_init(worker):
    """The app is loaded: what it holds by now (modules, schemas, clients) lives as long as
    the process, out of the garbage collector's sight (its full collections would scan it
    all again and again, as on the RQ workers).

    When a graceful stop begins (a deploy, `max_requests`, Ctrl-C), end the worker's open
    streams at once rather than after `graceful_timeout`: their clients reconnect to another
    worker with `Last-Event-ID` and lose nothing.

    Tells the app its connection slots, of which streams and long-polls may hold all but
    STREAM_RESERVE; a reserve that leaves them none stops gunicorn."""
    import gc
    import sys
    import threading
    import time

    from service.config import Settings
    from service.state import slots

    connections = worker.worker_connections
    try:
        left = connections - slots.reserved(Settings.from_env().stream_reserve, connections)
    except ValueError as error:
        left, problem = 0, str(error)
    else:
        problem = f"STREAM_RESERVE leaves no slot for streams of {connections} connections"
    if left < 1:
        worker.log.error(problem)
        sys.exit(3)  # gunicorn's WORKER_BOOT_ERROR: the arbiter halts instead of respawning
    slots.serve_connections(connections)
    gc.freeze()
    if os.environ.get("HARAS_CPU_PROFILE"):  # bench/live_profile.py (devtools: not deployed)
        from devtools.cpu_sampler import Sampler
        Sampler(os.environ["HARAS_CPU_PROFILE"]).install()

    def end_streams_on_stop():
        while worker.alive:
            time.sleep(0.5)
        from service.state.notify import close_all
        close_all()

    threading.Thread(target=end_streams_on_stop, name="haras-stop", daemon=True).start()


def pre_request(worker, req):
    """An event stream's connection is not kept alive after it: its response ends when the
    stream ends or is refused (429, 503 when the worker holds all the streams it may), and
    an idle kept-alive connection would hold one of the worker's `worker_connections` slots
    for `keepalive` s more. Closed at once, it frees the slot for `/livez` and moves."""
    if req.path.endswith("/stream"):
        req.must_close = True


class TokenRedactingLogger(Logger):
    """`/stream?token=<seat token>`: a seat token must not end up in the access log."""

    def atoms(self, resp, req, environ, request_time):
        atoms = super().atoms(resp, req, environ, request_time)
        for key in ("r", "q"):
            if "token=" in (atoms.get(key) or ""):
                atoms[key] = _redact(atoms[key])
        return atoms


def _redact(text: str) -> str:
    return re.sub(r"(token=)[^&\s]*", r"\1[redacted]", text)


logger_class = TokenRedactingLogger


def _write_problem(sock, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn answers a request it cannot read (a header or request line over the bounds
    above, a malformed one) itself, before the app: with this problem, as the app answers
    every error, instead of its HTML page. Its workers' `handle_error` writes that answer
    through `gunicorn.util.write_error` (its only caller), which has no setting of its own."""
    from service.problems import problem

    details = {
        414: f"The request line is over {limit_request_line} bytes.",
        431: f"A header is over {limit_request_field_size} bytes, or there are over "
             f"{limit_request_fields} headers.",
    }
    phrase = HTTPStatus(status_int).phrase
    code = "internal_error" if status_int == 500 else re.sub(r"\W+", "_", phrase.lower())
    detail = details.get(status_int) or mesg[:200] or phrase
    body = json.dumps(problem(status_int, code, detail)).encode()
    head = (f"HTTP/1.1 {status_int} {phrase}\r\nConnection: close\r\n"
            f"Content-Type: application/problem+json\r\nContent-Length: {len(body)}\r\n\r\n")
    util.write_nonblock(sock, head.encode() + body)


util.write_error = _write_problem
