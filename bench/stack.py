"""The service as production runs it, started privately for a benchmark: a `redis-server` of
its own (never the shared one), or a local Redis Cluster (devtools/local_cluster.py), gunicorn
with deploy/gunicorn.conf.py and `python -m workers` processes. `with Stack(...) as stack:`
starts it all; leaving the block stops it all (but a cluster it was given)."""

import http.client
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

from devtools.local_cluster import LocalCluster
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


def unpersisted_redis_args() -> tuple[str, ...]:
    """deploy/redis.conf without persistence: no AOF, no RDB snapshots (DURABILITY=none)."""
    return (*production_redis_args(), "--appendonly", "no", "--save", "")


def start_redis(production: bool = True, queue: bool = False,
                args: tuple | None = None) -> LocalRedis:
    """A redis-server of the bench's own: with deploy/redis.conf's directives (`production`;
    `queue`: the job queue's AOF fsynced once a second), else LocalRedis's (no persistence);
    `args`, when given, instead of either."""
    if shutil.which("redis-server") is None:
        raise Unavailable("no redis-server on PATH: the benches measure a real Redis")
    if args is None:
        args = (*production_redis_args(), *(QUEUE_REDIS_ARGS if queue else ())) \
            if production else ()
    return LocalRedis.start(extra_args=tuple(args))


def start_cluster() -> LocalCluster:
    """A local Redis Cluster (3 primaries, 3 replicas, AOF everysec on every node, as
    deploy/redis-cluster.conf asks of a real one)."""
    if shutil.which("redis-server") is None or shutil.which("redis-cli") is None:
        raise Unavailable("no redis-server or redis-cli on PATH: the cluster bench needs both")
    return LocalCluster.start(appendfsync="everysec")


def fsync_latency(directory: str, writes: int = 200, size: int = 256) -> dict:
    """How long the disk under `directory` takes to make a small append durable, as Redis's
    AOF does under `appendfsync always`: `writes` times os.write of `size` bytes then
    os.fdatasync, on a file of its own there (removed after). Median and p99, in ms."""
    path = os.path.join(directory, f"fsync-probe-{os.getpid()}")
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o600)
    block, took = b"x" * size, []
    try:
        for _ in range(writes):
            started = time.perf_counter()
            os.write(fd, block)
            os.fdatasync(fd)
            took.append(time.perf_counter() - started)
    finally:
        os.close(fd)
        os.unlink(path)
    took.sort()
    return {"directory": directory, "writes": writes,
            "p50_ms": statistics.median(took) * 1000,
            "p99_ms": took[min(len(took) - 1, round(0.99 * (len(took) - 1)))] * 1000}


class Stack:
    """Redis + gunicorn (`web_workers` gevent processes) + `rq_workers` RQ workers.
    `env` adds settings for the API and the workers alike. `production_redis`: Redis with
    deploy/redis.conf's persistence; `redis_args`: the state Redis's arguments instead
    (e.g. unpersisted_redis_args()). `rq_redis`: the job queue on a second Redis of its own
    (RQ_REDIS_URL), rather than beside the matches, with that persistence but AOF fsynced
    once a second (QUEUE_REDIS_ARGS), or none without `production_redis`.

    `cluster`: the match state on that running local cluster instead (REDIS_CLUSTER=true; the
    job queue then on a Redis of its own, as a cluster requires); the stack leaves it running.
    DURABILITY is `durability`, else the service's default for the layout.

    `root`: the checkout whose code the stack runs (its gunicorn.conf.py, its `service` and
    `workers` packages, on this interpreter), e.g. another release's worktree to compare with
    (bench/releases.py); `served_from()` says where its `service` package is imported from."""

    def __init__(self, web_workers: int = 2, rq_workers: int = 0, env: dict | None = None,
                 production_redis: bool = True, rq_redis: bool = False,
                 redis_args: tuple | None = None, cluster: LocalCluster | None = None,
                 durability: str | None = None, root: str = ROOT):
        self.root = os.path.abspath(root)
        self.web_workers, self.rq_workers = web_workers, rq_workers
        self.extra_env, self.production_redis = env or {}, production_redis
        self.redis_args, self.cluster, self.durability = redis_args, cluster, durability
        self.separate_rq_redis = rq_redis or cluster is not None
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
        if self.cluster is None:
            self.redis = start_redis(self.production_redis, args=self.redis_args)
        state_url = self.cluster.url if self.cluster is not None else self.redis.url
        self.port = free_port()
        metrics_dir = os.path.join(self.tmp, "metrics")
        os.mkdir(metrics_dir)
        clustered = self.cluster is not None
        self.env = {**os.environ, "REDIS_URL": state_url, "RQ_QUEUE": "bench",
                    "REDIS_CLUSTER": "true" if clustered else "false",
                    "DURABILITY": self.durability or ("replicated" if clustered else "strict"),
                    "PORT": str(self.port), "WEB_CONCURRENCY": str(self.web_workers),
                    "XDG_RUNTIME_DIR": self.tmp,
                    "PROMETHEUS_MULTIPROC_DIR": metrics_dir, "PYTHONPATH": self.root,
                    **self.extra_env}
        self.env.pop("RQ_REDIS_URL", None)
        if self.separate_rq_redis:
            self.rq_redis = start_redis(self.production_redis, queue=True)
            self.env["RQ_REDIS_URL"] = self.rq_redis.url
        self.processes.append(self._spawn(
            [sys.executable, "-m", "gunicorn", "-c", "deploy/gunicorn.conf.py", "--bind",
             f"127.0.0.1:{self.port}", "service.wsgi:app"], "gunicorn"))
        self.add_workers(self.rq_workers)
        self._wait_until_serving()

    def add_workers(self, count: int) -> None:
        """`count` more `python -m workers` RQ workers (e.g. once a timed phase that wanted
        none is over)."""
        started = sum(1 for p in self.processes if p.args[-1] == "workers")
        for index in range(started, started + count):
            self.processes.append(self._spawn([sys.executable, "-m", "workers"],
                                              f"worker-{index}"))

    def _spawn(self, argv: list[str], name: str) -> subprocess.Popen:
        log = open(os.path.join(self.tmp, f"{name}.log"), "wb")  # noqa: SIM115 (kept open)
        with log:
            return subprocess.Popen(argv, cwd=self.root, env=self.env, stdout=log,
                                    stderr=subprocess.STDOUT, start_new_session=True)

    def served_from(self) -> str:
        """The `service` package's directory as the stack's processes import it: asked of
        this interpreter with their working directory and environment (gunicorn and
        `python -m workers` put that directory first on sys.path, as `-c` does)."""
        return subprocess.run(
            [sys.executable, "-c", "import os, service; "
             "print(os.path.dirname(os.path.abspath(service.__file__)))"],
            cwd=self.root, env=self.env, capture_output=True, text=True, check=True).stdout.strip()

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
                "redis": {pid: cpu_of(pid) for pid in self.redis_pids()}}

    def redis_pids(self) -> list[int]:
        """Every Redis process the stack uses: the state's (each node of a cluster) and the
        job queue's, if apart."""
        if self.cluster is not None:
            pids = [p.pid for p in self.cluster.processes.values() if p.poll() is None]
        else:
            pids = [self.redis.process.pid]
        return pids + ([self.rq_redis.process.pid] if self.rq_redis is not None else [])

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


def machine_cpu_seconds() -> float:
    """CPU seconds every process on the machine has used since boot (all cores; /proc/stat,
    Linux): compared with the bench's own processes, what others took meanwhile."""
    with open("/proc/stat") as stat:  # cpu user nice system idle iowait irq softirq ...
        fields = [int(x) for x in stat.readline().split()[1:8]]
    return (sum(fields[:3]) + fields[5] + fields[6]) / os.sysconf("SC_CLK_TCK")


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
