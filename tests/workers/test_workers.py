"""AI turns through real RQ worker processes, and the watchdog that rescues lost turns."""

import time
import uuid
from datetime import UTC, datetime, timedelta

import pytest
import redis
from rq import Queue
from rq.exceptions import StopRequested
from rq.job import JobStatus
from rq.suspension import resume, suspend

from engines.ai import choose
from engines.registry import GAMES
from service.integrations.jobs import job_id
from service.model.play import play_ai_steps
from service.state.store import VersionConflict
from workers import runtime
from workers.__main__ import HarasSimpleWorker
from workers.ai_turns import play_ai_turns
from workers.watchdog import rescue_stalled

from support.http import CountingConnection, bearer, create, play
from support.processes import start_worker, stop_process, wait_for, worker_log

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

AI = [{"type": "ai", "ai": {"level": "greedy"}}, {"type": "ai", "ai": {"level": "random"}}]


def _finished(client, match_id):
    view = client.get(f"/v1/matches/{match_id}").json
    return view if view["status"] == "finished" else None


def _check_log(client, match_id, final):
    events = client.get(f"/v1/matches/{match_id}/events").json["events"]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    moves = [e for e in events if e["type"] == "move_played"]
    assert final["version"] == len(moves) + 1, "one version per applied step"
    assert [e["version"] for e in moves] == list(range(2, final["version"] + 1))


def test_all_ai_four_player_match_finishes_through_a_worker(client, worker):
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI * 2,
                                               "seed": 2024}).json
    assert created["jobs"][0]["kind"] == "ai_turn"
    final = wait_for(lambda: _finished(client, created["match"]["id"]), timeout_s=30)
    assert final["result"]["winners"] and final["seed"] == 2024
    _check_log(client, created["match"]["id"], final)
    job = client.get(f"/v1/jobs/{created['jobs'][0]['id']}").json
    assert job["status"] == "finished" and job["result"]["outcome"] == "played"


def test_ai_plays_its_turns_then_hands_back_to_the_human(client, worker):
    match, tokens = create(client, seats=[{"type": "human"}, AI[0]], seed=31)
    mid = match["id"]
    for _ in range(200):
        view = wait_for(lambda: (v := client.get(f"/v1/matches/{mid}").json)["to_act"] in
                        ([0], []) and v)
        if view["status"] == "finished":
            break
        moves = client.get(f"/v1/matches/{mid}/legal-moves",
                           headers=bearer(tokens["0"])).json["legal_moves"]
        response = play(client, mid, tokens["0"], moves[0])
        assert response.status_code == 200
        if response.json["match"]["to_act"] == [1]:
            job = response.json["jobs"][0]
            assert job == {"id": job_id("ai_turn", mid, response.json["match"]["version"]),
                           "kind": "ai_turn"}
    events = client.get(f"/v1/matches/{mid}/events").json["events"]
    ai_moves = [e for e in events if e["type"] == "move_played" and e["seat"] == 1]
    assert ai_moves, "the AI seat played"


def test_job_for_an_old_version_changes_nothing(client, settings):
    match, tokens = create(client, seats=[{"type": "human"}, AI[0]], seed=4)
    before = client.get(f"/v1/matches/{match['id']}").json
    assert play_ai_turns(match["id"], 99) == {"outcome": "superseded", "version": 1}
    assert play_ai_turns("AAAAAAAAAAAAAAAAAAAAAA", 1) == {"outcome": "gone"}
    assert client.get(f"/v1/matches/{match['id']}").json == before


def test_enqueued_ai_turns_are_retried_on_failure(client, settings):
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI}).json
    job = runtime().jobs.fetch(created["jobs"][0]["id"])
    assert job.retries_left == 3 and job.get_status() == JobStatus.QUEUED
    # Enqueueing the same turn again is a no-op: a turn is never queued twice.
    again = runtime().jobs.enqueue("ai_turn", created["match"]["id"], 1)
    assert again == created["jobs"][0] and len(runtime().jobs.queue.get_job_ids()) >= 1
    assert runtime().jobs.queue.get_job_ids().count(again["id"]) == 1


def _backdate(match_id: str, seconds: float) -> None:
    runtime().jobs.notes.zadd(runtime().jobs.due_key, {match_id: time.time() - seconds})


def test_watchdog_rescues_lost_dead_and_failed_turns(client, settings):
    rt = runtime()
    lost = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI}).json
    dead = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI}).json
    failed = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI}).json
    waiting = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI}).json
    popped = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI}).json
    rt.jobs.fetch(lost["jobs"][0]["id"]).delete()  # e.g. the API died before enqueueing
    # still "queued", but taken off the queue by a worker that died before starting it
    rt.jobs.connection.lrem(rt.jobs.queue.key, 0, popped["jobs"][0]["id"])
    job = rt.jobs.fetch(dead["jobs"][0]["id"])  # its worker was SIGKILLed long ago
    job.set_status(JobStatus.STARTED)
    job.started_at = datetime.now(UTC) - timedelta(minutes=10)
    job.save()
    rt.jobs.fetch(failed["jobs"][0]["id"]).set_status(JobStatus.FAILED)
    for created in (lost, dead, failed, waiting, popped):
        _backdate(created["match"]["id"], 60)
    rescued = set(rescue_stalled(rt))
    ids = {c["match"]["id"] for c in (lost, dead, failed, popped)}
    assert ids <= rescued and waiting["match"]["id"] not in rescued
    for created in (lost, dead, failed, popped):
        assert rt.jobs.fetch(created["jobs"][0]["id"]).get_status() == JobStatus.QUEUED
        assert created["jobs"][0]["id"] in rt.jobs.queue.job_ids


def test_watchdog_forgets_matches_without_ai_to_act(client, settings):
    match, _ = create(client)
    _backdate(match["id"], 60)
    assert match["id"] not in rescue_stalled(runtime())
    assert runtime().jobs.connection.zscore(runtime().jobs.due_key, match["id"]) is None


def _noted(match_id: str) -> bool:
    return runtime().jobs.notes.zscore(runtime().jobs.due_key, match_id) is not None


def _random_steps(match: dict, steps: int) -> tuple[dict, list[dict], int]:
    game = GAMES[match["game"]]
    return play_ai_steps(match, lambda state, seat, legal: choose(game, "random", state, seat),
                         steps, time.monotonic() + 60)


def test_the_write_that_makes_work_notes_it_and_the_write_that_ends_it_forgets_it(
        client, settings, monkeypatch):
    """The due note goes with the write (one round trip), so it is there before the job is
    enqueued: a create whose enqueue fails leaves a match the watchdog can find."""
    rt = runtime()
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI}).json
    mid = created["match"]["id"]
    assert _noted(mid)
    assert play_ai_turns(mid, 1)["outcome"] == "played"
    assert rt.store.load(mid)["status"] == "finished" and not _noted(mid)

    humans, tokens = create(client, seed=3)  # a human to act: no work, no note
    moves = client.get(f"/v1/matches/{humans['id']}/legal-moves",
                       headers=bearer(tokens["0"])).json["legal_moves"]
    assert play(client, humans["id"], tokens["0"], moves[0]).status_code == 200
    assert not _noted(humans["id"])

    def lost(*args, **kwargs):
        raise redis.exceptions.ConnectionError("the queue's Redis is away")

    noted_before = set(rt.jobs.notes.zrange(rt.jobs.due_key, 0, -1))
    monkeypatch.setattr(client.application.extensions["haras"].jobs.queue, "enqueue",
                        lost)
    response = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI})
    assert response.status_code == 503
    [orphan] = set(rt.jobs.notes.zrange(rt.jobs.due_key, 0, -1)) - noted_before
    assert rt.store.load(orphan.decode())["status"] == "active"


def test_a_write_that_loses_its_race_leaves_the_due_note(client, settings):
    """The note's removal rides the write that ends the work; if that write loses a race,
    the winner may have noted work meanwhile: the note is put back."""
    rt = runtime()
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI * 2,
                                               "seed": 5}).json
    match = rt.store.load(created["match"]["id"])
    finished, events, _ = _random_steps(match, 5000)
    assert finished["status"] == "finished"
    rival, rival_events, _ = _random_steps(match, 1)  # still AI to act: it keeps the note
    rt.commit(rival, match, rival_events)
    try:
        rt.commit(finished, match, events)
    except VersionConflict:
        pass
    else:
        raise AssertionError("the second write at version 1 must be a conflict")
    assert _noted(match["id"])


def test_a_match_whose_turn_was_lost_still_finishes(client, settings):
    rt = runtime()
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI,
                                               "seed": 77}).json
    mid = created["match"]["id"]
    job = rt.jobs.fetch(created["jobs"][0]["id"])
    rt.jobs.queue.remove(job)  # lost before any worker saw it: only the watchdog can help
    job.delete()
    process = start_worker(settings)
    try:
        wait_for(lambda: _finished(client, mid), timeout_s=30)
    finally:
        stop_process(process)


def test_rq_says_nothing_per_job_unless_asked(client, settings):
    """RQ's INFO lines (four per job) are off by default, whatever LOG_LEVEL says;
    RQ_LOG_LEVEL=INFO brings them back."""
    rt = client.application.extensions["haras"]
    for env, said in (({}, False), ({"RQ_LOG_LEVEL": "INFO"}, True)):
        process = start_worker(settings, LOG_LEVEL="INFO", **env)

        def job_ok_said(process=process) -> bool:
            with open(process.log_path, encoding="utf-8") as log:
                return "Job OK" in log.read()

        try:
            created = client.post("/v1/matches", json={"game": "petits-chevaux",
                                                        "seats": AI}).json
            job = rt.jobs.fetch(created["jobs"][0]["id"])
            # RQ marks the job finished, then logs "Job OK": a worker stopped in between
            # (on a loaded machine) never says it, so the line itself is waited for
            if said:
                wait_for(job_ok_said, timeout_s=30, explain=lambda p=process: worker_log(p))
            else:
                wait_for(lambda job=job: job.get_status(refresh=True) == JobStatus.FINISHED,
                         timeout_s=30)
        finally:
            stop_process(process)
        assert job_ok_said() is said, env


def test_a_worker_reaches_redis_seven_times_per_job(settings):
    """Dequeue, fetch, start (two transactions), the job's end (watch, dependents,
    transaction): RQ's own twenty round trips per job are seven (workers/__main__.py)."""
    pool = redis.ConnectionPool.from_url(settings.rq_redis_url,
                                         connection_class=CountingConnection)
    connection = redis.Redis(connection_pool=pool)
    sent = []
    for jobs in (1, 4, 12):  # the same work besides the jobs: a new queue and worker each
        # (the first run opens the pool's connections)
        queue = Queue(f"rt-{uuid.uuid4().hex[:12]}", connection=connection)
        ids = [queue.enqueue("service.integrations.jobs.job_id", "ai_turn", f"m{i}", 1).id
               for i in range(jobs)]
        worker = HarasSimpleWorker([queue], connection=connection,
                                   name=f"rt-{uuid.uuid4().hex[:12]}")
        worker.HEARTBEAT_EVERY_S = 60  # one heartbeat per run, however slow the machine
        CountingConnection.sent = 0
        worker.work(burst=True, logging_level="WARNING")
        sent.append(CountingConnection.sent)
        for index, done in enumerate(ids):
            job = queue.fetch_job(done)
            assert job.get_status() == JobStatus.FINISHED
            assert job.return_value() == f"ai-m{index}-1"
    assert (sent[2] - sent[1]) / 8 == 7


def test_rq_suspend_still_stops_a_worker(settings):
    """`rq suspend` is looked for once a second rather than before every job: a worker
    starting, or a second after its last look, sees it."""
    connection = redis.Redis.from_url(settings.rq_redis_url)
    queue = Queue(f"sus-{uuid.uuid4().hex[:12]}", connection=connection)
    job = queue.enqueue("service.integrations.jobs.job_id", "ai_turn", "m", 1)
    worker = HarasSimpleWorker([queue], connection=connection,
                               name=f"sus-{uuid.uuid4().hex[:12]}")
    suspend(connection)
    try:
        worker.work(burst=True, logging_level="WARNING")  # suspended in burst mode: it stops
        assert job.get_status() == JobStatus.QUEUED
        worker._suspension_checked_at -= worker.HEARTBEAT_EVERY_S  # a second later
        with pytest.raises(StopRequested):
            worker.check_for_suspension(burst=True)
        worker._suspension_checked_at = time.monotonic()  # just looked: not again yet
        worker.check_for_suspension(burst=True)
    finally:
        resume(connection)
    worker.work(burst=True, logging_level="WARNING")
    assert job.get_status() == JobStatus.FINISHED


def test_a_busy_worker_heartbeats_once_a_second(settings):
    """RQ asks for three heartbeats around every job: within a second of the last one,
    none is sent (the worker's key lives a minute at least); one with its own TTL is."""
    connection = redis.Redis.from_url(settings.rq_redis_url)
    worker = HarasSimpleWorker([Queue(settings.rq_queue, connection=connection)],
                               connection=connection, name=f"hb-{uuid.uuid4().hex[:12]}")
    try:
        worker.heartbeat()
        sent = connection.hget(worker.key, "last_heartbeat")
        time.sleep(0.01)
        worker.heartbeat()
        assert connection.hget(worker.key, "last_heartbeat") == sent
        worker.heartbeat(timeout=500)
        assert connection.ttl(worker.key) > 400
        worker._heartbeat_at -= worker.HEARTBEAT_EVERY_S  # a second later
        time.sleep(0.01)
        worker.heartbeat()
        assert connection.hget(worker.key, "last_heartbeat") != sent
        assert 0 < connection.ttl(worker.key) <= worker.worker_ttl + 60
    finally:
        connection.delete(worker.key, worker.executions_key)
