"""A worker SIGKILLed in the middle of an AI turn: another worker finishes the turn within
30 s, and every step is applied exactly once."""

import os
import signal
import time

from rq.job import JobStatus

from workers import runtime

from conftest import start_worker, stop_process, wait_for

EXPERTS = [{"type": "ai", "ai": {"level": "expert", "think_ms": 2500}}] * 2


def test_a_turn_lost_with_its_worker_is_finished_by_another(client, settings):
    rt = runtime()
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": EXPERTS,
                                               "seed": 3}).json
    mid, job_ref = created["match"]["id"], created["jobs"][0]
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
