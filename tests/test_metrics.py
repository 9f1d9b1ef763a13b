"""`/metrics`: Prometheus text with request counts and latency by route, moves by game, AI-turn
and scoring latency, queue depth and active matches — summed over gunicorn's processes."""

import os
import tempfile
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests
from prometheus_client.parser import text_string_to_metric_families

from devtools.local_redis import LocalRedis
from service.app import create_app
from service.telemetry import metrics

from conftest import settings_with, start_gunicorn, start_worker, stop_process, wait_for
from helpers import bearer, create, play

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

ALL_AI = [{"type": "ai", "ai": {"level": "random"}}] * 2


def samples(text: str) -> dict[tuple, float]:
    """{(sample name, ((label, value), ...)): value} of a Prometheus text page."""
    found = {}
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            found[(sample.name, tuple(sorted(sample.labels.items())))] = sample.value
    return found


def value(page: dict, name: str, **labels) -> float:
    return page.get((name, tuple(sorted(labels.items()))), 0.0)


def scrape(client) -> dict:
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.headers["Content-Type"].startswith("text/plain; version=0.0.4")
    return samples(response.get_data(as_text=True))


def test_requests_are_counted_by_route_template_and_status(client):
    before = scrape(client)
    match, _ = create(client)
    client.get(f"/v1/matches/{match['id']}")
    client.get("/v1/matches/no-such-match")
    client.get("/definitely/not/a/route/12345")
    after = scrape(client)
    route = "/v1/matches/<string:match_id>"
    for labels, delta in [({"method": "POST", "route": "/v1/matches", "status": "201"}, 1),
                          ({"method": "GET", "route": route, "status": "200"}, 1),
                          ({"method": "GET", "route": route, "status": "404"}, 1),
                          ({"method": "GET", "route": "unmatched", "status": "404"}, 1)]:
        name = "haras_http_requests_total"
        assert value(after, name, **labels) - value(before, name, **labels) == delta, labels
    latency = "haras_http_request_duration_seconds_count"
    assert value(after, latency, method="POST", route="/v1/matches") > \
        value(before, latency, method="POST", route="/v1/matches")
    assert not any("12345" in str(labels) for _, labels in after)  # no raw paths as labels


@pytest.fixture(scope="module")
def private_client(settings):
    """An app on a Redis of its own: the gauges read Redis-wide figures, which other tests'
    matches and jobs would move meanwhile on the shared one."""
    server = LocalRedis.start()
    try:
        yield create_app(settings_with(settings, redis_url=server.url,
                                       rq_redis_url=server.url)).test_client()
    finally:
        server.stop()


def test_moves_active_matches_and_queue_depth(private_client, settings):
    client = private_client
    before = scrape(client)
    match, tokens = create(client, seed=5)
    assert value(scrape(client), "haras_active_matches", game="petits-chevaux") == \
        value(before, "haras_active_matches", game="petits-chevaux") + 1
    seat = client.get(f"/v1/matches/{match['id']}").json["to_act"][0]
    assert play(client, match["id"], tokens[str(seat)], {"type": "roll"}).status_code == 200
    moved = scrape(client)
    assert value(moved, "haras_moves_applied_total", game="petits-chevaux") == \
        value(before, "haras_moves_applied_total", game="petits-chevaux") + 1
    # Resigning ends a two-player match: it leaves the active matches.
    resigned = client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["0"]))
    assert resigned.status_code == 200
    assert client.get(f"/v1/matches/{match['id']}").json["status"] == "finished"
    assert value(scrape(client), "haras_active_matches", game="petits-chevaux") == \
        value(before, "haras_active_matches", game="petits-chevaux")
    # No worker serves this run's queue here: an AI seat's turn waits in it.
    queued = value(before, "haras_queue_depth", queue=settings.rq_queue)
    create(client, seats=ALL_AI)
    assert value(scrape(client), "haras_queue_depth", queue=settings.rq_queue) == queued + 1


def test_a_match_score_is_refreshed_at_most_every_refresh_interval(private_client,
                                                                   monkeypatch):
    """The active-matches score (last write) is what ages idle matches out: refreshed on a
    match's first write, then by a process at most every ACTIVE_REFRESH_S."""
    client = private_client
    rdb = client.application.extensions["haras"].store.client
    match, tokens = create(client, seed=5)
    key = metrics.active_key("petits-chevaux")
    created = rdb.zscore(key, match["id"])
    assert created is not None
    seat = match["to_act"][0]
    assert play(client, match["id"], tokens[str(seat)], {"type": "roll"}).status_code == 200
    assert rdb.zscore(key, match["id"]) == created
    monkeypatch.setattr(metrics, "ACTIVE_REFRESH_S", 0)
    seat = client.get(f"/v1/matches/{match['id']}").json["to_act"][0]
    moved = client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens[str(seat)]))
    assert moved.status_code == 200
    assert rdb.zscore(key, match["id"]) is None  # finished: out at once, whenever refreshed
    other, other_tokens = create(client, seed=6)
    before = rdb.zscore(key, other["id"])
    seat = other["to_act"][0]
    assert play(client, other["id"], other_tokens[str(seat)], {"type": "roll"}).status_code == 200
    assert rdb.zscore(key, other["id"]) > before


@pytest.fixture(scope="module")
def served(settings):
    """gunicorn with 3 processes and an RQ worker sharing one metrics directory."""
    metrics_dir = tempfile.mkdtemp(prefix="haras-metrics-test-")
    server, base = start_gunicorn(settings, workers=3, PROMETHEUS_MULTIPROC_DIR=metrics_dir)
    worker = start_worker(settings, PROMETHEUS_MULTIPROC_DIR=metrics_dir)
    try:
        yield base, metrics_dir
    finally:
        stop_process(worker)
        stop_process(server)


@pytest.mark.slow
def test_counts_are_summed_over_gunicorn_processes_and_workers(served):
    base, metrics_dir = served
    page = lambda: samples(requests.get(f"{base}/metrics", timeout=10).text)  # noqa: E731
    before = page()

    def probe(_):  # a new connection each time, so the processes share the load
        assert requests.get(f"{base}/livez", timeout=10).status_code == 200

    def pids() -> set[str]:
        return {name.rsplit("_", 1)[-1] for name in os.listdir(metrics_dir)
                if name.startswith("counter_")}

    n = 0
    with ThreadPoolExecutor(max_workers=12) as pool:
        # Which process accepts a connection is the kernel's choice: probe until at least
        # two have served some (else the sum below would prove nothing).
        while n < 3000 and (n == 0 or len(pids()) < 2):
            list(pool.map(probe, range(60)))
            n += 60
    assert len(pids()) >= 2, f"the load reached only {pids()}"
    labels = {"method": "GET", "route": "/livez", "status": "200"}
    for _ in range(5):  # whichever process answers the scrape, it reports every process
        assert value(page(), "haras_http_requests_total", **labels) - \
            value(before, "haras_http_requests_total", **labels) == n

    # The RQ worker's figures show up too: AI turns and a scored round (Royal Turf).
    session = requests.Session()
    ids = []
    for game in ("petits-chevaux", "royal-turf"):
        created = session.post(f"{base}/v1/matches", timeout=10,
                               json={"game": game, "seats": ALL_AI, "seed": 7})
        assert created.status_code == 201, created.text
        ids.append(created.json()["match"]["id"])
    wait_for(lambda: all(session.get(f"{base}/v1/matches/{i}", timeout=10).json()["status"]
                         == "finished" for i in ids), timeout_s=60, interval_s=0.3)
    after = page()
    for game in ("petits-chevaux", "royal-turf"):
        assert value(after, "haras_ai_turn_latency_seconds_count", game=game) > \
            value(before, "haras_ai_turn_latency_seconds_count", game=game)
        assert value(after, "haras_moves_applied_total", game=game) > \
            value(before, "haras_moves_applied_total", game=game)
    assert value(after, "haras_scoring_latency_seconds_count", game="royal-turf") >= 3


def test_a_worker_serves_its_own_metrics_port(settings):
    """In a cluster workers share no directory with the API: each serves METRICS_PORT."""
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    worker = start_worker(settings, METRICS_PORT=str(port), PROMETHEUS_MULTIPROC_DIR="")
    try:
        def answers():
            try:
                return requests.get(f"http://127.0.0.1:{port}/metrics", timeout=2)
            except requests.RequestException:
                return None

        page = wait_for(answers, timeout_s=30, interval_s=0.2)
        assert "haras_ai_turn_latency_seconds" in page.text
    finally:
        stop_process(worker)

