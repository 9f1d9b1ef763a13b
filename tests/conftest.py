"""Shared fixtures: a real Redis (the one at REDIS_URL, else one we start), the app, and RQ
worker processes. Tests never stop the Redis they did not start.

`pytest --redis-cluster`: the match state goes on a real local Redis Cluster this run starts
(devtools/local_cluster.py: 3 primaries, 3 replicas), REDIS_CLUSTER=true, and the job queue
stays on the single Redis (RQ_REDIS_URL), as in a deployment. `make test` runs the tests
marked `cluster` so, in a process beside the single-Redis one (Makefile).

What tests share that is not a fixture (starting workers and gunicorn, waiting, HTTP helpers,
the browser's pages) is in tests/support/."""

import os
import threading
import uuid

import pytest
import redis

from devtools.local_cluster import LocalCluster
from devtools.local_redis import LocalRedis, answers
from service.app import create_app
from service.config import Settings

from support.processes import start_worker, stop_process

# tests/support/browser.py: Chromium pages against the real service
pytest_plugins = ["support.browser"]
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
    """A test that opens Chromium or uses the service the pages are served by
    (tests/support/browser.py) is marked `browser`: `make test` runs those in a process of
    their own. With --redis-cluster, only the tests marked `cluster` run."""
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
           # tests/players/test_rating_rules.py does, and tests that need anchors write them
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


@pytest.fixture()
def worker(settings):
    process = start_worker(settings)
    yield process
    stop_process(process)
