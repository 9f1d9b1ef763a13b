"""How long the job queue keeps a job's record (service/integrations/jobs.py): a finished job
FINISHED_TTL_S (GET /v1/jobs/{id} answers `finished` with its result meanwhile, then 404
job_not_found, as the contract says of an expired job), a webhook delivery not at all once it
succeeded, a job that failed for good FAILURE_TTL_S (for diagnosis)."""

import uuid

import pytest
import redis
from rq.results import Result

from service.integrations import jobs as jobs_module
from service.integrations.jobs import (
    FAILURE_TTL_S,
    FINISHED_TTL_S,
    WEBHOOK_FINISHED_TTL_S,
    Jobs,
    job_id,
)
from workers.__main__ import HarasSimpleWorker

from support.http import assert_problem
from support.processes import wait_for

pytestmark = pytest.mark.cluster  # also run with the state on a local Redis Cluster
AI = [{"type": "ai", "ai": {"level": "random"}}] * 2


@pytest.fixture
def jobs(settings) -> Jobs:
    own = Jobs.from_url(settings.rq_redis_url, settings.rq_queue)
    yield own
    for queue in (own.queue, own.arena_queue, own.webhook_queue):
        for registry in (queue.scheduled_job_registry, queue.failed_job_registry,
                         queue.finished_job_registry):
            for stale in registry.get_job_ids():
                own.connection.delete(f"rq:job:{stale}", Result.get_key(stale))
            own.connection.delete(registry.key)
        queue.delete(delete_jobs=True)


def _run_queued(jobs: Jobs, *queues) -> None:
    worker = HarasSimpleWorker(list(queues) or [jobs.queue], connection=jobs.connection,
                               name=f"retention-{uuid.uuid4().hex[:12]}")
    worker.work(burst=True, logging_level="WARNING", with_scheduler=False)


def _records(connection: redis.Redis, id_: str) -> dict[str, int]:
    """The job's keys on the queue's Redis that exist, with their TTL in seconds."""
    keys = (f"rq:job:{id_}", Result.get_key(id_))
    return {key: connection.ttl(key) for key in keys if connection.exists(key)}


def test_every_kind_of_job_carries_the_retention_of_its_kind(jobs):
    refs = [jobs.enqueue("ai_turn", "retention-m", 1)["id"],
            jobs.enqueue("scoring", "retention-m", 2)["id"],
            jobs.schedule_deadline("retention-m", 3, 30)["id"]]
    jobs.enqueue_arena("retention-a", 2, timeout_s=60)
    refs += [job_id("arena_match", "retention-a", index) for index in (0, 1)]
    for id_ in refs:
        job = jobs.fetch(id_)
        assert (job.result_ttl, job.failure_ttl) == (FINISHED_TTL_S, FAILURE_TTL_S), id_
        assert jobs.connection.ttl(job.key) == -1, "no expiry while it waits"
    jobs.enqueue_webhook("k", "s", "retention-m")
    jobs.enqueue_webhook("k", "s", "retention-m", delay_s=30)
    webhook_ids = [*jobs.webhook_queue.get_job_ids(),
                   *jobs.webhook_queue.scheduled_job_registry.get_job_ids()]
    assert len(webhook_ids) == 2
    for id_ in webhook_ids:
        job = jobs.fetch(id_)
        assert (job.result_ttl, job.failure_ttl) == (WEBHOOK_FINISHED_TTL_S, FAILURE_TTL_S)
    # A minute for a client following a job, a week for a failure: never RQ's defaults.
    assert WEBHOOK_FINISHED_TTL_S == 0 < FINISHED_TTL_S <= 60 < FAILURE_TTL_S


def test_a_finished_job_answers_finished_for_a_minute_then_404(client, settings, worker,
                                                               monkeypatch):
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI,
                                               "seed": 8}).json
    (ref,) = created["jobs"]
    answered = wait_for(lambda: (j := client.get(f"/v1/jobs/{ref['id']}").json)
                        ["status"] == "finished" and j, timeout_s=30)
    assert answered == {"id": ref["id"], "kind": "ai_turn", "status": "finished",
                        "result": answered["result"]}
    assert answered["result"]["outcome"] == "played"
    connection = redis.Redis.from_url(settings.rq_redis_url)
    records = _records(connection, ref["id"])
    assert set(records) == {f"rq:job:{ref['id']}", Result.get_key(ref["id"])}
    assert all(0 < ttl <= FINISHED_TTL_S for ttl in records.values()), records

    # The same once its minute has passed (here a second): gone, 404 as for an unknown job.
    monkeypatch.setattr(jobs_module, "FINISHED_TTL_S", 1)
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": AI,
                                               "seed": 9}).json
    (ref,) = created["jobs"]
    assert client.get(f"/v1/jobs/{ref['id']}").status_code == 200
    wait_for(lambda: client.get(f"/v1/matches/{created['match']['id']}").json["status"]
             == "finished", timeout_s=30)
    wait_for(lambda: client.get(f"/v1/jobs/{ref['id']}").status_code == 404, timeout_s=10)
    assert_problem(client.get(f"/v1/jobs/{ref['id']}"), 404, "job_not_found")
    assert _records(connection, ref["id"]) == {}


def test_a_webhook_delivery_leaves_no_record_once_it_succeeded(jobs, monkeypatch):
    import workers.webhooks

    done, deliver = [], workers.webhooks.deliver_outbox
    monkeypatch.setattr(workers.webhooks, "deliver_outbox",
                        lambda *args: done.append(deliver(*args)) or done[-1])
    jobs.enqueue_webhook(f"k{uuid.uuid4().hex[:8]}", "no-such-subscription", "retention-m")
    (id_,) = jobs.webhook_queue.get_job_ids()
    _run_queued(jobs, jobs.webhook_queue)
    assert done == [{"outcome": "dropped", "events": 0}]  # its subscription is gone: done
    assert _records(jobs.connection, id_) == {}
    assert jobs.webhook_queue.failed_job_registry.get_job_ids() == []
    assert jobs.describe(id_) is None


def test_a_job_that_failed_for_good_is_kept_a_week(client, settings, jobs, monkeypatch):
    import workers.ai_turns

    def broken(match_id: str, version: int) -> dict:
        raise RuntimeError("a defect in the job")

    monkeypatch.setattr(workers.ai_turns, "play_ai_turns", broken)
    ref = jobs.enqueue("ai_turn", f"retention-{uuid.uuid4().hex[:8]}", 1)
    job = jobs.fetch(ref["id"])
    job.retries_left = 0  # its retries spent: this failure is the last
    job.save()
    _run_queued(jobs)
    records = _records(jobs.connection, ref["id"])
    assert set(records) == {f"rq:job:{ref['id']}", Result.get_key(ref["id"])}
    assert all(FINISHED_TTL_S < ttl <= FAILURE_TTL_S for ttl in records.values()), records
    assert ref["id"] in jobs.queue.failed_job_registry.get_job_ids()
    assert "a defect in the job" in jobs.fetch(ref["id"]).latest_result().exc_string
    answered = client.get(f"/v1/jobs/{ref['id']}").json
    assert answered["status"] == "failed" and "defect" not in answered["error"]
