"""`make run`: the whole service on one machine — Redis, the API under gunicorn and two RQ
workers: one for live play (AI turns, scorings, deadlines, webhooks) and one for arenas, so
an arena never delays a live match. Ctrl-C stops everything it started."""

import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

from devtools.local_redis import LocalRedis, answers


def main() -> int:
    env = dict(os.environ)
    redis_server = None
    url = env.get("REDIS_URL")
    if url:
        if not answers(url):
            print(f"REDIS_URL={url} does not answer", file=sys.stderr)
            return 1
        print(f"Using Redis at {url}")
    else:
        redis_server = LocalRedis.start()
        env["REDIS_URL"] = url = redis_server.url
        print(f"Started {redis_server.kind} at {url} (nothing is saved to disk)")
    port = env.setdefault("PORT", "8000")
    # The API's /metrics also shows the workers' AI-turn and scoring latencies: one directory.
    metrics_dir = None
    if not env.get("PROMETHEUS_MULTIPROC_DIR"):
        env["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir = tempfile.mkdtemp(prefix="haras-metrics-")
    children = [
        subprocess.Popen([sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
                          "service.wsgi:app"], env=env),
        *(subprocess.Popen([sys.executable, "-m", "workers", "--role", role], env=env)
          for role in ("live", "arena")),
    ]
    print(f"Haras on http://127.0.0.1:{port} (docs: /docs); Ctrl-C stops it")
    stopping = False

    def stop(*_):
        nonlocal stopping
        stopping = True

    signal.signal(signal.SIGINT, stop)
    signal.signal(signal.SIGTERM, stop)
    try:
        while not stopping and all(c.poll() is None for c in children):
            time.sleep(0.2)
    finally:
        for child in children:
            if child.poll() is None:
                child.send_signal(signal.SIGTERM)
        for child in children:
            try:
                child.wait(10)
            except subprocess.TimeoutExpired:
                child.kill()
        if redis_server:
            redis_server.stop()
        if metrics_dir:
            shutil.rmtree(metrics_dir, ignore_errors=True)
    return 0 if stopping else 1


if __name__ == "__main__":
    sys.exit(main())
