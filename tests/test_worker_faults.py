"""A worker SIGKILLed in the middle of an AI turn or of a scoring job: another worker finishes
the work within 30 s, and every step is applied exactly once."""

import os
import signal
import time
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest
from rq.job import JobStatus
from rq.registry import StartedJobRegistry

from service.app import create_app
from service.integrations.jobs import job_id
from service.match.runtime import Runtime
from service.state.store import events_key, match_key
from workers import runtime

from conftest import settings_with, start_worker, stop_process, wait_for
from helpers import HoldingProxy

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

EXPERTS = [{"type": "ai", "ai": {"level": "expert", "think_ms": 2500}}] * 2


def test_a_turn_lost_with_its_worker_is_finished_by_another(client, settings):
    rt = runtime()
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": EXPERTS,
                                               "seed": 3}).json
    mid, job_ref = created["match"]["id"], created["jobs"][0]
    try:
        _kill_in_a_turn_and_recover(client, settings, rt, mid, job_ref)
    finally:
        # An all-expert match would go on for minutes, 10 s per job, in the queue every
        # later test of this run shares: end it (its next job finds it gone).
        rt.store.client.delete(match_key(mid), events_key(mid))


def _kill_in_a_turn_and_recover(client, settings, rt, mid, job_ref):
    first = start_worker(settings)
    try:
        job = rt.jobs.fetch(job_ref["id"])
        wait_for(lambda: job.get_status(refresh=True) == JobStatus.STARTED, timeout_s=30)
        time.sleep(0.5)  # in the middle of the turn: an expert thinks 2.5 s a move
        os.killpg(first.pid, signal.SIGKILL)
        killed_at = time.monotonic()
    finally:
        stop_process(first)
    version = client.get(f"/v1/matches/{mid}").json["version"]
    second = start_worker(settings)
    try:
        wait_for(lambda: client.get(f"/v1/matches/{mid}").json["version"] > version,
                 timeout_s=40)
        recovered_in = time.monotonic() - killed_at
    finally:
        stop_process(second)
    print(f"recovered in {recovered_in:.1f} s after SIGKILL")
    assert recovered_in < 30, f"recovered in {recovered_in:.1f} s"
    events = client.get(f"/v1/matches/{mid}/events").json["events"]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    moves = [e for e in events if e["type"] == "move_played"]
    final = client.get(f"/v1/matches/{mid}").json
    assert final["version"] == len(moves) + 1, "each step applied once"


# --- a worker SIGKILLed inside a scoring job ---------------------------------------------
# A scoring job is a few milliseconds of work, too short to catch from outside by polling
# the started registry. Instead the doomed worker reaches Redis through a proxy that holds
# it at the scoring's own write (the commit carrying the `round_scored` event): the worker
# is provably inside the job, blocked like a hung one, when it is killed.
SCORED_EVENT = b'"type":"round_scored"'
AI_3 = [{"type": "ai", "ai": {"level": level}} for level in ("greedy", "random", "random")]


@pytest.mark.parametrize("held_at", ["before_the_write", "after_the_write"])
def test_a_scoring_lost_with_its_worker_is_finished_by_another(settings, rdb, held_at):
    """before_the_write: the round is not scored when the worker dies, another worker must
    score it. after_the_write: it is scored but the dead worker never queued what follows
    (the next race's AI turn); another must go on without scoring it twice."""
    if settings.redis_cluster:
        pytest.skip("proxies a single Redis of its own")
    own = settings_with(settings, rq_queue=f"{settings.rq_queue}-scoring-{uuid.uuid4().hex[:6]}")
    client = create_app(own).test_client()
    rt = Runtime.from_settings(own)
    url = urlsplit(own.redis_url)
    proxy = HoldingProxy((url.hostname, url.port or 6379), SCORED_EVENT,
                         deliver=held_at == "after_the_write")
    proxied = urlunsplit(url._replace(netloc=f"127.0.0.1:{proxy.port}"))
    created = client.post("/v1/matches", json={"game": "royal-turf", "seats": AI_3,
                                               "seed": 5}).json
    mid = created["match"]["id"]
    doomed = start_worker(own, REDIS_URL=proxied, RQ_REDIS_URL=proxied)
    try:
        assert proxy.held.wait(60), "the worker never reached the scoring's write"
        match = rt.store.load(mid)
        scoring_version = match["version"] - (held_at == "after_the_write")
        scoring = job_id("scoring", mid, scoring_version)
        assert scoring in StartedJobRegistry(queue=rt.jobs.queue).get_job_ids()
        assert match["status"] == ("scoring" if held_at == "before_the_write" else "active")
        os.killpg(doomed.pid, signal.SIGKILL)
        killed_at = time.monotonic()
    finally:
        stop_process(doomed)
        proxy.close()
    rescuer = start_worker(own)
    try:
        wait_for(lambda: rt.store.load(mid)["version"] > match["version"], timeout_s=40)
        rescued_in = time.monotonic() - killed_at
        final = wait_for(lambda: (m := rt.store.load(mid))["status"] == "finished" and m,
                         timeout_s=60)
    finally:
        stop_process(rescuer)
        rt.jobs.connection.delete(rt.jobs.due_key)
    print(f"scoring held {held_at.replace('_', ' ')}: the match went on {rescued_in:.1f} s "
          f"after SIGKILL")
    assert rescued_in < 30, f"went on {rescued_in:.1f} s after SIGKILL"
    events = rt.store.read_events(mid, 0)
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert sorted({e["version"] for e in events}) == list(range(1, final["version"] + 1))
    assert [e["race"] for e in events if e["type"] == "round_scored"] == [1, 2, 3]
