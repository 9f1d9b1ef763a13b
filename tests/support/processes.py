"""The service's processes as the tests run them: RQ workers and gunicorn in sessions of their
own, logging to files; waiting for a condition; settings changed for one test."""

import contextlib
import dataclasses
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass

import pytest
import redis

from devtools.local_redis import answers, free_port
from devtools.processes import stop_group
from service.config import Settings

from support.http import request

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def start_worker(settings: Settings, **env) -> subprocess.Popen:
    """A worker process in a session of its own (its RQ scheduler child goes with it),
    logging to a file that nothing has to drain."""
    log = tempfile.NamedTemporaryFile(prefix="haras-worker-", suffix=".log", delete=False)
    process = subprocess.Popen(
        [sys.executable, "-m", "workers"], cwd=ROOT, start_new_session=True,
        env={**os.environ, **_redis_env(settings), "AI_STALL_S": str(settings.ai_stall_s),
             "LOG_LEVEL": "WARNING", **env},
        stdout=log, stderr=subprocess.STDOUT)
    process.log_path = log.name
    return process


def _redis_env(settings: Settings) -> dict[str, str]:
    """Where a process of this run finds its Redis and its queue (on a single Redis, the
    queue's is REDIS_URL's unless a test says otherwise)."""
    env = {"REDIS_URL": settings.redis_url, "RQ_QUEUE": settings.rq_queue,
           "REDIS_CLUSTER": "true" if settings.redis_cluster else "false",
           "DURABILITY": settings.durability}
    if settings.redis_cluster:
        env["RQ_REDIS_URL"] = settings.rq_redis_url
    return env


def stop_process(process: subprocess.Popen) -> None:
    """Stops a process started by start_worker or start_gunicorn, and its whole session."""
    stop_group(process)


def wait_for(predicate, timeout_s: float = 20, interval_s: float = 0.05, explain=None):
    """`predicate()`'s first truthy value; fails after `timeout_s`, with what `explain()`
    returns (e.g. a worker's log) when given."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        value = predicate()
        if value:
            return value
        time.sleep(interval_s)
    raise AssertionError("condition not reached in time" +
                         (f"\n{explain()}" if explain else ""))


def worker_log(process: subprocess.Popen, last_lines: int = 60) -> str:
    """The end of a start_worker process's log."""
    with open(process.log_path, encoding="utf-8", errors="replace") as log:
        return "worker log:\n" + "".join(log.readlines()[-last_lines:])


def settings_with(settings: Settings, **changes) -> Settings:
    if settings.redis_cluster and "redis_url" in changes:
        pytest.skip("runs on a single Redis of its own")
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
    full_env = {**os.environ, **_redis_env(settings), "PORT": str(port),
                "WEB_CONCURRENCY": str(workers), "RATE_LIMIT_ENABLED": "0",
                "XDG_RUNTIME_DIR": tempfile.mkdtemp(prefix="haras-gunicorn-"), **env}
    if not settings.redis_cluster:
        full_env.pop("RQ_REDIS_URL", None)
    process = subprocess.Popen(
        [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--bind",
         f"127.0.0.1:{port}", "service.wsgi:app"],
        cwd=ROOT, env=full_env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    process.log_path = log.name
    base = f"http://127.0.0.1:{port}"

    def up():
        try:
            return requests.get(f"{base}/livez", timeout=5).status_code == 200
        except requests.RequestException:  # not listening yet, or workers still booting
            assert process.poll() is None, open(log.name).read()
            return False

    wait_for(up, timeout_s=30, interval_s=0.2)
    return process, base


@dataclass
class Gunicorn:
    base: str
    port: int
    process: subprocess.Popen
    log_path: str

    def log(self) -> str:
        with open(self.log_path, encoding="utf-8", errors="replace") as log:
            return log.read()

    def worker_pids(self) -> set[int]:
        children = f"/proc/{self.process.pid}/task/{self.process.pid}/children"
        with open(children) as listing:
            return {int(pid) for pid in listing.read().split()}


@contextlib.contextmanager
def gunicorn(env: dict, workers: int, access_log_format: str | None = None):
    """gunicorn with deploy/gunicorn.conf.py in a session of its own, logging to a file,
    on a free port; the whole group is stopped afterwards."""
    port = free_port()
    log = tempfile.NamedTemporaryFile(prefix="haras-gunicorn-", suffix=".log", delete=False)
    runtime_dir = tempfile.mkdtemp(prefix="haras-gunicorn-")  # its control socket goes here
    args = [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py",
            "--bind", f"127.0.0.1:{port}"]
    if access_log_format:
        args += ["--access-logformat", access_log_format]
    full_env = {**os.environ, "PORT": str(port), "WEB_CONCURRENCY": str(workers),
                "XDG_RUNTIME_DIR": runtime_dir, "LOG_LEVEL": "WARNING",
                "PYTHONUNBUFFERED": "1", **env}  # the log is read while gunicorn runs
    process = subprocess.Popen(args + ["service.wsgi:app"], cwd=ROOT, env=full_env,
                               stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
    server = Gunicorn(f"http://127.0.0.1:{port}", port, process, log.name)

    def booted():
        assert process.poll() is None, server.log()
        if len(server.worker_pids()) < workers:
            return False
        try:
            return request(port, "GET", "/livez", timeout_s=5)[0] == 200
        except OSError:  # not listening yet
            return False

    try:
        wait_for(booted, timeout_s=60, interval_s=0.2)
        yield server
    finally:
        stop_process(process)
        shutil.rmtree(runtime_dir, ignore_errors=True)
        os.unlink(log.name)


REDIS_SERVER = shutil.which("redis-server")


class PrivateRedis:
    """redis-server with deploy/redis.conf on one port and data directory, which can be
    crashed, shut down and started again on the same AOF."""

    def __init__(self):
        self.port = free_port()
        self.dir = tempfile.mkdtemp(prefix="haras-redis-faults-")
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.process: subprocess.Popen | None = None

    def start(self) -> None:
        log = open(os.path.join(self.dir, "redis.log"), "ab")
        self.process = subprocess.Popen(
            [REDIS_SERVER, os.path.join(ROOT, "deploy", "redis.conf"), "--port",
             str(self.port), "--bind", "127.0.0.1", "--dir", self.dir],
            stdout=log, stderr=subprocess.STDOUT)
        log.close()
        wait_for(lambda: answers(self.url) or self.process.poll() is not None, timeout_s=30)
        assert self.process.poll() is None, self.log()

    def crash(self) -> None:
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(10)

    def shutdown(self) -> None:
        redis.Redis.from_url(self.url).shutdown(nosave=True)  # AOF is still flushed
        self.process.wait(10)

    def log(self) -> str:
        with open(os.path.join(self.dir, "redis.log"), errors="replace") as log:
            return log.read()

    def remove(self) -> None:
        if self.process and self.process.poll() is None:
            self.process.kill()
            self.process.wait(10)
        shutil.rmtree(self.dir, ignore_errors=True)
