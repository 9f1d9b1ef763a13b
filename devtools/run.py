"""`make run`: the whole service on one machine — Redis, the API under gunicorn and two RQ
workers: one for live play (AI turns, scorings, deadlines, webhooks) and one for arenas, so
an arena never delays a live match. Ctrl-C stops everything it started.

Each child runs in a session of its own, so the terminal's Ctrl-C reaches this launcher
alone, which stops the API and the workers first and the Redis they use last (workers whose
Redis is gone print tracebacks as they stop)."""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from devtools.local_redis import LocalRedis, answers
from devtools.processes import stop_groups

CLOSING_LINE = "Haras stopped."


def say(line: str) -> None:
    print(line, flush=True)  # in order with the children's output, which shares the terminal


def main() -> int:
    stopping = False

    def stop(*_):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    env = dict(os.environ)
    url = env.get("REDIS_URL")
    if url and not answers(url):
        print(f"REDIS_URL={url} does not answer", file=sys.stderr)
        return 1
    redis_server, metrics_dir, children = None, None, []
    try:
        if url:
            say(f"Using Redis at {url}")
        else:
            redis_server = LocalRedis.start()
            env["REDIS_URL"] = redis_server.url
            say(f"Started {redis_server.kind} at {redis_server.url} (nothing is saved to disk)")
        # The API's /metrics also shows the workers' AI-turn and scoring latencies.
        if not env.get("PROMETHEUS_MULTIPROC_DIR"):
            env["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir = tempfile.mkdtemp(
                prefix="haras-metrics-")
        if not stopping:
            children = start_children(env)
            say(f"Haras on {address(env)} (the API's page: /docs); Ctrl-C stops it")
        while not stopping and all(child.poll() is None for child in children):
            time.sleep(0.2)
        for child in children:
            if child.poll() is not None:
                say(f"{command_of(child)} exited with status {child.returncode}")
    finally:
        stop_groups(children)
        if redis_server:
            redis_server.stop()
        if metrics_dir:
            shutil.rmtree(metrics_dir, ignore_errors=True)
        say(CLOSING_LINE)
    return 0 if stopping else 1


def start_children(env: dict[str, str]) -> list[subprocess.Popen]:
    """gunicorn (deploy/gunicorn.conf.py) and the live and arena workers."""
    commands = [[sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
                 "service.wsgi:app"],
                *([sys.executable, "-m", "workers", "--role", role] for role in ("live", "arena"))]
    return [subprocess.Popen(command, env=env, start_new_session=True) for command in commands]


def command_of(child: subprocess.Popen) -> str:
    return " ".join(child.args[1:])


def address(env: dict[str, str]) -> str:
    """Where a browser on this machine finds the service (HOST: gunicorn's, 127.0.0.1 unless
    set; on every interface, this machine is still localhost)."""
    host = env.get("HOST", "127.0.0.1")
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    return f"http://{shown}:{env.get('PORT', '8000')}/"


if __name__ == "__main__":
    sys.exit(main())
