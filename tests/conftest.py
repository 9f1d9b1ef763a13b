"""Shared fixtures: a real Redis (the one at REDIS_URL, else one we start), the app, and RQ
worker processes. Tests never stop the Redis they did not start."""

import dataclasses
import os
import socket
import subprocess
import sys
import tempfile
import time
import uuid

import pytest
import redis

from devtools.local_redis import LocalRedis, answers
from devtools.processes import stop_group
from service.app import create_app
from service.config import Settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TEST_REDIS = "redis://127.0.0.1:6379/15"
_started: list[LocalRedis] = []


def pytest_report_header(config):
    url = _redis_url()
    kind = _started[0].kind if _started else "existing server"
    note = ""
    if _started and _started[0].kind == "embedded":
        note = " (no redis-server installed: tests that stop a real server are skipped)"
    return f"redis for tests: {url} [{kind}]{note}"


def _redis_url() -> str:
    if _started:
        return _started[0].url
    url = os.environ.get("REDIS_URL", DEFAULT_TEST_REDIS)
    if answers(url):
        return url
    _started.append(LocalRedis.start())
    return _started[0].url


def pytest_unconfigure(config):
    for server in _started:
        server.stop()


@pytest.fixture(scope="session")
def redis_url() -> str:
    return _redis_url()


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    # A queue of its own, so a worker of another run never takes this run's jobs.
    env = {"REDIS_URL": redis_url, "RQ_QUEUE": f"test-{uuid.uuid4().hex[:12]}",
           "AI_STALL_S": "2", "RATE_LIMIT_ENABLED": "0",  # on in test_limits/test_cors
           "MATCH_TTL_IDLE_S": "3600"}  # test matches do not linger in the shared Redis
    os.environ.update(env)
    return Settings.from_env()


@pytest.fixture(scope="session")
def app(settings):
    return create_app(settings)


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture(scope="session")
def rdb(redis_url) -> redis.Redis:
    return redis.Redis.from_url(redis_url, decode_responses=True)


def start_worker(settings: Settings, **env) -> subprocess.Popen:
    """A worker process in a session of its own (its RQ scheduler child goes with it),
    logging to a file that nothing has to drain."""
    log = tempfile.NamedTemporaryFile(prefix="haras-worker-", suffix=".log", delete=False)
    process = subprocess.Popen(
        [sys.executable, "-m", "workers"], cwd=ROOT, start_new_session=True,
        env={**os.environ, "REDIS_URL": settings.redis_url, "RQ_QUEUE": settings.rq_queue,
             "AI_STALL_S": str(settings.ai_stall_s), "LOG_LEVEL": "WARNING", **env},
        stdout=log, stderr=subprocess.STDOUT)
    process.log_path = log.name
    return process


def stop_process(process: subprocess.Popen) -> None:
    """Stops a process started by start_worker or start_gunicorn, and its whole session."""
    stop_group(process)


@pytest.fixture()
def worker(settings):
    process = start_worker(settings)
    yield process
    stop_process(process)


def wait_for(predicate, timeout_s: float = 20, interval_s: float = 0.05):
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval_s)
    raise AssertionError("condition not reached in time")


def settings_with(settings: Settings, **changes) -> Settings:
    return dataclasses.replace(settings, **changes)


def start_gunicorn(settings: Settings, workers: int = 2, **env) -> tuple[subprocess.Popen, str]:
    """gunicorn with the production configuration (deploy/gunicorn.conf.py) on a free port, in
    a session of its own (stop it with stop_process); returns it and its base URL once it
    answers."""
    import requests

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    log = tempfile.NamedTemporaryFile(prefix="haras-gunicorn-", suffix=".log", delete=False)
    full_env = {**os.environ, "REDIS_URL": settings.redis_url, "RQ_QUEUE": settings.rq_queue,
                "PORT": str(port), "WEB_CONCURRENCY": str(workers), "RATE_LIMIT_ENABLED": "0",
                "XDG_RUNTIME_DIR": tempfile.mkdtemp(prefix="haras-gunicorn-"), **env}
    full_env.pop("RQ_REDIS_URL", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--bind",
         f"127.0.0.1:{port}", "service.wsgi:app"],
        cwd=ROOT, env=full_env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    base = f"http://127.0.0.1:{port}"

    def up():
        try:
            return requests.get(f"{base}/livez", timeout=5).status_code == 200
        except requests.RequestException:  # not listening yet, or workers still booting
            assert process.poll() is None, open(log.name).read()
            return False

    wait_for(up, timeout_s=30, interval_s=0.2)
    return process, base
