"""Shared fixtures: a real Redis (the one at REDIS_URL, else one we start), the app, and RQ
worker processes. Tests never stop the Redis they did not start.

`pytest --redis-cluster`: the match state goes on a real local Redis Cluster this run starts
(devtools/local_cluster.py: 3 primaries, 3 replicas), REDIS_CLUSTER=true, and the job queue
stays on the single Redis (RQ_REDIS_URL), as in a deployment. `make test` runs the tests
marked `cluster` so, after the whole suite on the single Redis."""

import dataclasses
import os
import socket
import subprocess
import sys
import tempfile
import threading
import time
import uuid

import pytest
import redis

from devtools.local_cluster import LocalCluster
from devtools.local_redis import LocalRedis, answers
from devtools.processes import stop_group
from service.app import create_app
from service.config import Settings

pytest_plugins = ["browser"]  # tests/browser.py: Chromium pages against the real service
ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_TEST_REDIS = "redis://127.0.0.1:6379/15"
_started: list[LocalRedis] = []
_cluster: list[LocalCluster] = []


def pytest_addoption(parser):
    parser.addoption("--redis-cluster", action="store_true",
                     help="match state on a local Redis Cluster (tests marked `cluster`)")


def pytest_configure(config):
    if config.getoption("--redis-cluster"):
        _cluster.append(LocalCluster.start())


@pytest.hookimpl(tryfirst=True)  # before `-m` selects on the marks
def pytest_collection_modifyitems(config, items):
    """A test that opens Chromium or uses the service the pages are served by (tests/browser.py)
    is marked `browser`: `make test` runs those in a process of their own. With
    --redis-cluster, only the tests marked `cluster` run."""
    for item in items:
        if {"chromium", "web_settings"} & set(item.fixturenames):
            item.add_marker(pytest.mark.browser)
    if not _cluster:
        return
    kept = [item for item in items if item.get_closest_marker("cluster")]
    config.hook.pytest_deselected(items=[item for item in items if item not in kept])
    items[:] = kept


def pytest_report_header(config):
    if _cluster:
        return f"redis for tests: cluster at {_cluster[0].url}, queue on {_redis_url()}"
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
    for server in [*_started, *_cluster]:
        server.stop()


@pytest.fixture(scope="session")
def redis_url() -> str:
    """The state's Redis (with --redis-cluster: a node of the cluster)."""
    return _cluster[0].url if _cluster else _redis_url()


@pytest.fixture(scope="session")
def cluster() -> LocalCluster:
    """The local cluster of a --redis-cluster run (other runs skip the test)."""
    if not _cluster:
        pytest.skip("needs --redis-cluster (make test runs it)")
    return _cluster[0]


@pytest.fixture(scope="session")
def settings(redis_url) -> Settings:
    # A queue of its own, so a worker of another run never takes this run's jobs.
    env = {"REDIS_URL": redis_url, "RQ_QUEUE": f"test-{uuid.uuid4().hex[:12]}",
           "AI_STALL_S": "2", "RATE_LIMIT_ENABLED": "0",  # on in test_limits/test_cors
           # every test is one client (127.0.0.1): capped in test_stream_limits only
           "STREAMS_PER_CLIENT": "0",
           # every test is one client: the players quota is tested in test_players_api
           "PLAYERS_PER_ADDRESS": "1000000000", "KEY_PLAYERS": "1000000000",
           "MATCH_TTL_IDLE_S": "3600",  # test matches do not linger in the shared Redis
           # each matchmaking test keeps its own pool with options of its own, rated ones too
           "MATCHMAKING_RATED_OPTIONS": "true",
           # workers do not calibrate the AI levels on start (seconds of a worker's time):
           # tests/test_rating_rules.py does, and tests that need anchors write them
           "AI_CALIBRATION": "0",
           "REDIS_CLUSTER": "true" if _cluster else "false",
           "DURABILITY": "replicated" if _cluster else "strict"}
    if _cluster:
        env["RQ_REDIS_URL"] = _redis_url()
    os.environ.update(env)
    return Settings.from_env()


@pytest.fixture(scope="session")
def app(settings):
    return create_app(settings)


@pytest.fixture()
def client(app):
    return app.test_client()


@pytest.fixture()
def base_url(app):
    """The app on a real port of this process (for a subprocess: a bot, a shell's curl)."""
    from werkzeug.serving import make_server

    server = make_server("127.0.0.1", 0, app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_port}"
    server.shutdown()
    thread.join(10)


@pytest.fixture(scope="session")
def rdb(redis_url) -> redis.Redis:
    """The state's Redis, as a client (a RedisCluster with --redis-cluster)."""
    if _cluster:
        return redis.RedisCluster.from_url(redis_url, decode_responses=True)
    return redis.Redis.from_url(redis_url, decode_responses=True)


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


@pytest.fixture()
def worker(settings):
    process = start_worker(settings)
    yield process
    stop_process(process)


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
