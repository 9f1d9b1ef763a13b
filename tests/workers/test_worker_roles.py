"""Worker roles and arena cancellation, on real worker processes (issue 21): live play is
never starved by batch work, and a cancelled arena frees its workers within seconds.

Waits are measured from RQ's own timestamps (a job's enqueue, start and end), not around
HTTP calls, and bounded generously: the bugs they guard against cost tens of seconds."""

import os
import subprocess
import sys
import time
from datetime import UTC, datetime

import pytest
from rq import Worker

from service.app import create_app
from service.integrations.jobs import job_id
from service.state.arenas import Arenas

from support.processes import ROOT, settings_with, start_worker, stop_process, wait_for

# An expert at 10 s thinks its full budget on each of Royal Turf's first decisions.
EXPERT_10S = {"level": "expert", "think_ms": 10_000}
RANDOM_VS_RANDOM = [{"type": "ai", "ai": {"level": "random"}}] * 2
LIVE_SAMPLES = 6
MAX_LIVE_WAIT_S = 1.0
MAX_STOP_S = 3.0  # cancel → the match being played has stopped (its think_ms is 10 s)


@pytest.fixture()
def app(settings):
    """The tests' app on the workers' queue, quotas off (tests/api/test_quotas.py has them)."""
    app = create_app(settings_with(settings, quotas_enabled=False))
    yield app
    jobs = app.extensions["haras"].jobs
    jobs.arena_queue.empty()
    app.extensions["haras"].notifier.stop()


def _stamp(moment: datetime) -> float:
    return moment.replace(tzinfo=UTC).timestamp() if moment.tzinfo is None else \
        moment.timestamp()


def _expert_arena(client, matches: int) -> dict:
    response = client.post("/v1/arena", json={"game": "royal-turf", "matches": matches,
                                              "players": [EXPERT_10S, EXPERT_10S]})
    assert response.status_code == 202, response.json
    return response.json


def _started(jobs, arena_id: str, index: int):
    job = jobs.fetch(job_id("arena_match", arena_id, index))
    return job if job is not None and job.get_status(refresh=True) == "started" else None


def _workers(settings, jobs, **roles) -> list:
    """Worker processes of the given roles (role=count), once each is registered."""
    processes = [start_worker(settings, LOG_LEVEL="WARNING", WORKER_ROLE=role)
                 for role, count in roles.items() for _ in range(count)]
    for process in processes:
        try:
            wait_for(lambda process=process: _registered(jobs, process), timeout_s=30)
        except AssertionError:
            for started in processes:
                stop_process(started)
            raise
    return processes


def _registered(jobs, process) -> Worker | None:
    """RQ's record of the worker of `process`, once it has registered."""
    return next((w for w in Worker.all(connection=jobs.connection) if w.pid == process.pid),
                None)


def test_a_live_ai_turn_is_taken_within_a_second_while_an_expert_arena_runs(app, settings):
    client, jobs = app.test_client(), app.extensions["haras"].jobs
    processes = _workers(settings, jobs, live=1, arena=1)
    arena = None
    try:
        arena = _expert_arena(client, matches=4)
        wait_for(lambda: _started(jobs, arena["id"], 0), timeout_s=30)
        waits = []
        for seed in range(LIVE_SAMPLES):
            created = client.post("/v1/matches", json={"game": "petits-chevaux", "seed": seed,
                                                       "seats": RANDOM_VS_RANDOM})
            assert created.status_code == 201, created.json
            (ref,) = created.json["jobs"]
            job = jobs.fetch(ref["id"])
            wait_for(lambda job=job: job.get_status(refresh=True) == "finished", timeout_s=30)
            job.refresh()
            waits.append(_stamp(job.started_at) - _stamp(job.enqueued_at))
        still = _started(jobs, arena["id"], 0)
        assert still is not None, "the expert arena ran all along"
        print(f"\nlive AI turn queue wait while an expert arena runs: "
              f"max {max(waits) * 1000:.0f} ms over {len(waits)} turns "
              f"({', '.join(f'{w * 1000:.0f}' for w in waits)} ms)")
        assert max(waits) < MAX_LIVE_WAIT_S, waits
    finally:
        if arena is not None:
            client.delete(f"/v1/arena/{arena['id']}")
        for process in processes:
            stop_process(process)


def test_a_live_worker_never_serves_the_arena_queue(app, settings):
    client, jobs = app.test_client(), app.extensions["haras"].jobs
    (process,) = _workers(settings, jobs, live=1)
    try:
        live = [jobs.queue.name, jobs.webhook_queue.name]
        assert _registered(jobs, process).queue_names() == live
        arena = client.post("/v1/arena", json={"game": "petits-chevaux", "matches": 2,
                                               "players": [{"level": "greedy"},
                                                           {"level": "random"}]}).json
        match = client.post("/v1/matches", json={"game": "petits-chevaux", "seed": 1,
                                                 "seats": RANDOM_VS_RANDOM}).json["match"]
        wait_for(lambda: client.get(f"/v1/matches/{match['id']}").json["status"] == "finished",
                 timeout_s=30)
        assert jobs.arena_queue.count == 2, "the arena's matches are left to arena workers"
        client.delete(f"/v1/arena/{arena['id']}")
    finally:
        stop_process(process)


def test_cancelling_an_expert_arena_frees_its_worker_within_seconds(app, settings, rdb):
    client, jobs = app.test_client(), app.extensions["haras"].jobs
    (process,) = _workers(settings, jobs, arena=1)
    try:
        assert _registered(jobs, process).queue_names() == [jobs.arena_queue.name]
        arena = _expert_arena(client, matches=3)
        first = wait_for(lambda: _started(jobs, arena["id"], 0), timeout_s=30)
        # a second into the match: its first decision has ~9 s of thinking left
        time.sleep(max(0.0, _stamp(first.started_at) + 1.0 - time.time()))
        cancelled_at = time.time()
        cancelled = client.delete(f"/v1/arena/{arena['id']}")
        assert cancelled.status_code == 200 and cancelled.json["status"] == "cancelled"
        ends = []
        for index in range(3):
            job = jobs.fetch(job_id("arena_match", arena["id"], index))
            wait_for(lambda job=job: job.get_status(refresh=True) == "finished", timeout_s=30)
            job.refresh()
            assert job.return_value()["outcome"] == "cancelled", job.return_value()
            ends.append(_stamp(job.ended_at) - cancelled_at)
        print(f"\ncancel → the expert match stopped in {ends[0]:.2f} s, the worker had ended "
              f"the arena's queued jobs {ends[-1]:.2f} s after the cancel")
        assert ends[0] < MAX_STOP_S, ends
        assert ends[-1] < MAX_STOP_S + 2, "the worker took the next jobs at once"
        loaded = Arenas(rdb).load(arena["id"])
        assert loaded is not None and loaded[2] == {}, "a stopped match records nothing"
    finally:
        stop_process(process)


def test_an_unknown_role_is_refused_at_start():
    for args, env in ((["--role", "batch"], {}), ([], {"WORKER_ROLE": "everything"})):
        ended = subprocess.run([sys.executable, "-m", "workers", *args], cwd=ROOT,
                               capture_output=True, text=True, timeout=60,
                               env={**os.environ, **env})
        assert ended.returncode == 2, ended.stderr
        assert "live" in ended.stderr and "arena" in ended.stderr


def test_make_run_starts_a_live_and_an_arena_worker(monkeypatch):
    """(tests/project/test_make_run.py runs `make run`'s launcher whole.)"""
    from devtools import run

    started = []
    monkeypatch.setattr(run.subprocess, "Popen",
                        lambda args, **how: started.append((args, how)))
    run.start_children({})
    workers = [args[args.index("workers") + 1:] for args, _ in started if "workers" in args]
    assert workers == [["--role", "live"], ["--role", "arena"]]
    # each in a session of its own: a terminal's Ctrl-C reaches the launcher only
    assert all(how["start_new_session"] for _, how in started)
