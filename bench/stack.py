"""The service as production runs it, started privately for a benchmark: a `redis-server` of
its own (never the shared one), gunicorn with deploy/gunicorn.conf.py and `python -m workers`
processes. `with Stack(...) as stack:` starts it all; leaving the block stops it all."""

import http.client
import os
import shutil
import subprocess
import sys
import tempfile
import time

from devtools.local_redis import LocalRedis, free_port
from devtools.processes import stop_group

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
REDIS_CONF = os.path.join(ROOT, "deploy", "redis.conf")


class Unavailable(RuntimeError):
    """The benchmark cannot run here (no redis-server binary)."""


def production_redis_args() -> list[str]:
    """deploy/redis.conf's directives as command-line arguments (they override
    LocalRedis's own), so the bench's Redis persists every write as production does."""
    args = []
    with open(REDIS_CONF, encoding="utf-8") as conf:
        for line in conf:
            words = line.split("#", 1)[0].split()
            if words:
                args += [f"--{words[0]}", *words[1:]]
    return args


# The job queue's Redis in the recommended layout (deploy/README.md): deploy/redis.conf but
# AOF fsynced once a second; a queue write lost in a crash is rescued by the watchdog from
# the due notes on the state's Redis.
QUEUE_REDIS_ARGS = ("--appendfsync", "everysec")


def start_redis(production: bool = True, queue: bool = False) -> LocalRedis:
    if shutil.which("redis-server") is None:
        raise Unavailable("no redis-server on PATH: the benches measure a real Redis")
    args = (*production_redis_args(), *(QUEUE_REDIS_ARGS if queue else ())) if production else ()
    return LocalRedis.start(extra_args=args)


class Stack:
    """Redis + gunicorn (`web_workers` gevent processes) + `rq_workers` RQ workers.
    `env` adds settings for the API and the workers alike. `production_redis`: Redis with
    deploy/redis.conf's persistence; `rq_redis`: the job queue on a second Redis of its own
    (RQ_REDIS_URL), rather than beside the matches, with that persistence but AOF fsynced
    once a second (QUEUE_REDIS_ARGS), or none without `production_redis`."""

    def __init__(self, web_workers: int = 2, rq_workers: int = 0, env: dict | None = None,
                 production_redis: bool = True, rq_redis: bool = False):
        self.web_workers, self.rq_workers = web_workers, rq_workers
        self.extra_env, self.production_redis = env or {}, production_redis
        self.separate_rq_redis = rq_redis
        self.processes: list[subprocess.Popen] = []
        self.redis: LocalRedis | None = None
        self.rq_redis: LocalRedis | None = None
        self.tmp = tempfile.mkdtemp(prefix="haras-bench-")

    def __enter__(self) -> "Stack":
        try:
            self._start()
        except BaseException:
            self.__exit__(None, None, None)
            raise
        return self

    def _start(self) -> None:
        self.redis = start_redis(self.production_redis)
        self.port = free_port()
        metrics_dir = os.path.join(self.tmp, "metrics")
        os.mkdir(metrics_dir)
        self.env = {**os.environ, "REDIS_URL": self.redis.url, "RQ_QUEUE": "bench",
                    "PORT": str(self.port), "WEB_CONCURRENCY": str(self.web_workers),
                    "XDG_RUNTIME_DIR": self.tmp,
                    "PROMETHEUS_MULTIPROC_DIR": metrics_dir, **self.extra_env}
        self.env.pop("RQ_REDIS_URL", None)
        if self.separate_rq_redis:
            self.rq_redis = start_redis(self.production_redis, queue=True)
            self.env["RQ_REDIS_URL"] = self.rq_redis.url
        self.processes.append(self._spawn(
            [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--bind",
             f"127.0.0.1:{self.port}", "service.wsgi:app"], "gunicorn"))
        for index in range(self.rq_workers):
            self.processes.append(self._spawn([sys.executable, "-m", "workers"],
                                              f"worker-{index}"))
        self._wait_until_serving()

    def _spawn(self, argv: list[str], name: str) -> subprocess.Popen:
        log = open(os.path.join(self.tmp, f"{name}.log"), "wb")  # noqa: SIM115 (kept open)
        with log:
            return subprocess.Popen(argv, cwd=ROOT, env=self.env, stdout=log,
                                    stderr=subprocess.STDOUT, start_new_session=True)

    def _wait_until_serving(self, timeout_s: float = 60) -> None:
        deadline = time.monotonic() + timeout_s
        while time.monotonic() < deadline:
            for process in self.processes:
                if process.poll() is not None:
                    raise RuntimeError(f"{process.args[2]} exited: {self.logs()}")
            try:
                conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=5)
                conn.request("GET", "/livez")
                if conn.getresponse().status == 200:
                    conn.close()
                    return
            except OSError:
                pass  # not listening yet
            time.sleep(0.2)
        raise RuntimeError(f"gunicorn did not serve /livez in {timeout_s} s: {self.logs()}")

    def cpu_seconds(self) -> dict[str, dict[int, float]]:
        """CPU time used so far by each web process (gunicorn's master and workers) and by
        Redis, from /proc (Linux): what requests cost the server, whoever else runs. Compare
        two readings with `cpu_used`."""
        web = [self.processes[0].pid, *_children(self.processes[0].pid)]
        return {"web": {pid: cpu_of(pid) for pid in web},
                "redis": {self.redis.process.pid: cpu_of(self.redis.process.pid)}}

    def logs(self, tail_chars: int = 2000) -> str:
        text = []
        for name in sorted(os.listdir(self.tmp)):
            if name.endswith(".log"):
                with open(os.path.join(self.tmp, name), errors="replace") as log:
                    text.append(f"--- {name}\n{log.read()[-tail_chars:]}")
        return "\n".join(text)

    def __exit__(self, *exc) -> None:
        for process in reversed(self.processes):
            stop_group(process, grace_s=15)
        self.processes = []
        for server in (self.redis, self.rq_redis):
            if server is not None:
                server.stop()
        self.redis = self.rq_redis = None
        shutil.rmtree(self.tmp, ignore_errors=True)


def cpu_used(before: dict[int, float], after: dict[int, float]) -> float:
    """CPU seconds used between two readings of the same processes: a process that started
    meanwhile counts in full, one that ended (gunicorn recycles its workers every
    `max_requests`) loses only its last moments."""
    return sum(seconds - before.get(pid, 0.0) for pid, seconds in after.items())


def cpu_of(pid: int) -> float:
    """CPU seconds (user + system) a process has used, from /proc (Linux)."""
    try:
        with open(f"/proc/{pid}/stat") as stat:
            fields = stat.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0  # gone (a recycled gunicorn worker): its time is lost to both phases alike
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")  # utime + stime


def _children(pid: int) -> list[int]:
    found = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                with open(f"/proc/{entry}/stat") as stat:
                    if int(stat.read().rsplit(")", 1)[1].split()[1]) == pid:
                        found.append(int(entry))
            except OSError:
                continue
    return found
