"""Finds or starts a Redis for local runs and tests.

Order: a server already answering at the given URL; else a `redis-server` from PATH on a free
port (in a temporary directory, nothing saved, stopped on exit); else the embedded
pure-Python server (devtools.embedded_redis). The server runs in a session of its own, so a
Ctrl-C in the terminal does not stop it before the processes that use it: `stop` does.
"""

import shutil
import socket
import subprocess
import sys
import tempfile
import time

import redis


def answers(url: str) -> bool:
    try:
        return bool(redis.Redis.from_url(url, socket_connect_timeout=0.5,
                                         socket_timeout=0.5).ping())
    except (redis.exceptions.RedisError, OSError):
        return False


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


class LocalRedis:
    """A Redis server process this program started (`kind` is "redis-server" or "embedded")."""

    def __init__(self, kind: str, port: int, process: subprocess.Popen, workdir: str | None):
        self.kind, self.port, self.process, self.workdir = kind, port, process, workdir
        self.url = f"redis://127.0.0.1:{port}/0"

    @classmethod
    def start(cls, prefer_real: bool = True, extra_args: tuple = ()) -> "LocalRedis":
        port = free_port()
        binary = shutil.which("redis-server") if prefer_real else None
        if binary:
            workdir = tempfile.mkdtemp(prefix="haras-redis-")
            process = subprocess.Popen(
                [binary, "--port", str(port), "--bind", "127.0.0.1", "--save", "",
                 "--appendonly", "no", "--dir", workdir, *extra_args],
                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
            server = cls("redis-server", port, process, workdir)
        else:
            process = subprocess.Popen([sys.executable, "-m", "devtools.embedded_redis",
                                        str(port)], start_new_session=True)
            server = cls("embedded", port, process, None)
        server._wait_ready()
        return server

    def _wait_ready(self, timeout_s: float = 15) -> None:
        deadline = time.monotonic() + timeout_s
        while not answers(self.url):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError(f"{self.kind} did not start on port {self.port}")
            time.sleep(0.05)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(5)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        if self.workdir:
            shutil.rmtree(self.workdir, ignore_errors=True)
