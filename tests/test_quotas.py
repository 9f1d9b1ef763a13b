"""Quotas on AI work per client (service/state/quotas.py): the attacks of issue 21 are refused
with 429 `quota_exceeded` and change nothing; charges end with their match or arena, or
lapse; API keys have quotas of their own, other credentials buy none."""

import threading
import time
import uuid

import pytest
import redis

from service.app import create_app
from service.state import quotas
from service.state.arenas import Arenas, arena_key
from service.state.connect import is_cluster
from workers import ai_turns
from workers import arena as arena_job

from conftest import settings_with
from helpers import HUMANS_2, api_keys, assert_problem, bearer, reply_lost_once

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

GREEDY_VS_RANDOM = [{"level": "greedy"}, {"level": "random"}]
EXPERT_10S = {"level": "expert", "think_ms": 10_000}


def _ai(level: str = "expert", think_ms: int = 10_000) -> dict:
    return {"type": "ai", "ai": {"level": level, "think_ms": think_ms}}


@pytest.fixture()
def quota_app(settings, rdb, request, monkeypatch):
    """An app whose quotas count in a namespace of its own (its queue's name), with the
    settings a test asks for (`@pytest.mark.parametrize("quota_app", [{...}], indirect=True)`);
    its queues, arenas and quota keys are deleted afterwards."""
    queue = f"{settings.rq_queue}-q{uuid.uuid4().hex[:8]}"
    app = create_app(settings_with(settings, rq_queue=queue, **getattr(request, "param", {})))
    written = []
    create = Arenas.create

    def spy(self, doc):
        written.append(doc["id"])
        create(self, doc)

    monkeypatch.setattr(Arenas, "create", spy)
    try:
        yield app
    finally:
        rt = app.extensions["haras"]
        for queue in (rt.jobs.queue, rt.jobs.arena_queue):
            queue.empty()
        for arena_id in written:
            Arenas(rdb).delete(arena_id)
        for key in _quota_keys(rdb, app):
            rdb.delete(key)
        rt.notifier.stop()


def _quota_keys(rdb, app) -> list[str]:
    return list(rdb.scan_iter(f"haras:quota:{{q:{app.extensions['haras'].settings.rq_queue}:*",
                              count=1000))


def _arena(client, players=None, matches=4, headers=None, **body):
    return client.post("/v1/arena", headers=headers or {}, json={
        "game": "petits-chevaux", "players": players or GREEDY_VS_RANDOM, "matches": matches,
        **body})


def _match(client, seats, headers=None):
    return client.post("/v1/matches", json={"game": "petits-chevaux", "seats": seats},
                       headers=headers or {})


def _arena_jobs(app) -> int:
    return app.extensions["haras"].jobs.arena_queue.count


def _refused(response, quota: str, limit: int, in_use, requested: int) -> dict:
    problem = assert_problem(response, 429, "quota_exceeded")
    assert (problem["quota"], problem["limit"], problem["in_use"], problem["requested"]) == \
        (quota, limit, in_use, requested), problem
    return problem


# --- arenas ------------------------------------------------------------------------------------

def test_the_issues_arena_is_refused_and_nothing_is_stored(quota_app, rdb):
    """1000 matches of two experts at 10 s each, unauthenticated: 1000 × 20,000 think-ms."""
    client = quota_app.test_client()
    queued = _arena_jobs(quota_app)
    response = _arena(client, players=[EXPERT_10S, EXPERT_10S], matches=1000)
    problem = _refused(response, "arena_think_ms", 200_000, None, 20_000_000)
    assert "10 matches" in problem["detail"]
    assert _arena_jobs(quota_app) == queued
    assert _quota_keys(rdb, quota_app) == []
    # what fits is accepted
    assert _arena(client, players=[EXPERT_10S, EXPERT_10S], matches=10).status_code == 202


def test_an_anonymous_client_runs_one_arena_at_a_time(quota_app):
    client = quota_app.test_client()
    first = _arena(client)
    assert first.status_code == 202, first.json
    queued = _arena_jobs(quota_app)
    problem = _refused(_arena(client), "arenas", 1, 1, 1)
    assert "DELETE" in problem["detail"]
    assert _arena_jobs(quota_app) == queued
    # cancelling frees the slot at once
    assert client.delete(f"/v1/arena/{first.json['id']}").json["status"] == "cancelled"
    assert _arena(client).status_code == 202


def test_concurrent_creations_never_overshoot(quota_app):
    answers, start = [], threading.Barrier(6)

    def create():
        client = quota_app.test_client()
        start.wait()
        answers.append(_arena(client).status_code)

    threads = [threading.Thread(target=create) for _ in range(6)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [202, 429, 429, 429, 429, 429]


def _held_after_its_charge(monkeypatch, owner, name: str, create) -> tuple:
    """`owner.name` made to stop, for the first creation only, between the quota's charge
    and the record's write until released: (charged, release) events."""
    charged, release = threading.Event(), threading.Event()
    original = getattr(owner, name)

    def held(*args, **kwargs):
        if not charged.is_set():
            charged.set()
            release.wait(30)
        return original(*args, **kwargs)

    monkeypatch.setattr(owner, name, held)
    first: list = []
    thread = threading.Thread(target=lambda: first.append(create()))
    thread.start()
    assert charged.wait(30)
    return first, release, thread


def test_an_arena_charged_but_not_stored_yet_is_not_taken_as_ended(quota_app):
    """The refused creation looks for charges whose arena ended unseen: one whose request
    has charged it and not yet stored it is being created, not gone (so both were accepted,
    two arenas against a quota of one, when the timing let them meet)."""
    with pytest.MonkeyPatch.context() as patch:
        first, release, thread = _held_after_its_charge(
            patch, Arenas, "create", lambda: _arena(quota_app.test_client()).status_code)
        try:
            _refused(_arena(quota_app.test_client()), "arenas", 1, 1, 1)
        finally:
            release.set()
            thread.join()
    assert first == [202]


def test_a_match_charged_but_not_stored_yet_is_not_taken_as_ended(quota_app):
    rt = quota_app.extensions["haras"]
    with pytest.MonkeyPatch.context() as patch:
        first, release, thread = _held_after_its_charge(
            patch, type(rt), "commit",
            lambda: _match(quota_app.test_client(), [_ai()] * 4).status_code)
        try:
            _refused(_match(quota_app.test_client(), [_ai()] * 4), "ai_think_ms", 40_000,
                     40_000, 40_000)
        finally:
            release.set()
            thread.join()
    assert first == [201]


def test_a_charge_sent_again_after_its_reply_was_lost_counts_once(quota_app, monkeypatch):
    """A cluster client's retry sends a script again when its connection fails after the
    script ran (its reply lost): the charge is found held, not added twice, and the arena
    quota still holds. (The single-Redis client does not retry: the creation fails, 503, and
    its charge is released by the next refusal once CREATING_S has passed.)"""
    rt = quota_app.extensions["haras"]
    counted = quotas.Quotas(rt.store.client, rt.settings)
    limits = quotas.limits_for(rt.settings, None)
    rt.store.client.script_load(quotas._CHARGE)  # sent once, found (no NOSCRIPT first)
    with reply_lost_once(monkeypatch) as sent:
        try:
            counted.charge("1.2.3.4", "a:one", 200, 60, limits, arenas_limit=1)
        except redis.exceptions.ConnectionError:
            assert not is_cluster(rt.store.client), "a cluster client sends it again"
    assert len(sent) == (2 if is_cluster(rt.store.client) else 1)
    assert counted.in_use("1.2.3.4") == {"ai_think_ms": 200, "arenas": 1,
                                         "charges": {"a:one": 200}}
    assert counted.charge("1.2.3.4", "a:two", 200, 60, limits, arenas_limit=1) == \
        (False, "arenas", 1)
    counted.release("1.2.3.4", "a:one")


def test_an_arena_whose_last_match_is_played_frees_its_slot(quota_app, monkeypatch):
    client = quota_app.test_client()
    monkeypatch.setattr(arena_job, "runtime", lambda: quota_app.extensions["haras"])
    arena = _arena(client, matches=2).json
    assert _arena(client).status_code == 429
    assert arena_job.play_arena_match(arena["id"], 0)["outcome"] == "recorded"
    assert _arena(client).status_code == 429, "one match still to play"
    assert arena_job.play_arena_match(arena["id"], 1)["outcome"] == "recorded"
    assert _arena(client).status_code == 202


def test_an_arena_that_ended_unseen_is_found_before_a_refusal(quota_app, rdb, monkeypatch):
    client = quota_app.test_client()
    arena = _arena(client).json
    monkeypatch.setattr(quotas, "CREATING_S", 0)  # its creation is long over
    rdb.delete(arena_key(arena["id"]))  # expired, or lost with its jobs
    assert _arena(client).status_code == 202


# --- live matches: AI think time in flight -------------------------------------------------

def test_all_expert_live_matches_are_bounded_by_think_time_in_flight(quota_app, rdb,
                                                                    monkeypatch):
    """Four experts at 10 s: 40,000 think-ms in flight, an anonymous client's whole budget;
    a second such match is refused, matches without AI are not charged."""
    client = quota_app.test_client()
    first = _match(client, [_ai()] * 4)
    assert first.status_code == 201, first.json
    _refused(_match(client, [_ai()] * 4), "ai_think_ms", 40_000, 40_000, 40_000)
    _refused(_match(client, [HUMANS_2[0], _ai("expert", 10)]), "ai_think_ms", 40_000, 40_000,
             10)
    assert _match(client, HUMANS_2).status_code == 201
    # levels that decide at once think no time: not charged, whatever think_ms they say
    for level in ("greedy", "random"):
        assert _match(client, [_ai(level, 10_000)] * 4).status_code == 201
    # the match ends unseen (a human's last move, its record expired): found before refusing
    monkeypatch.setattr(quotas, "CREATING_S", 0)  # its creation is long over
    rdb.delete(f"{{m:{first.json['match']['id']}}}:match")
    assert _match(client, [_ai()] * 4).status_code == 201


@pytest.mark.parametrize("quota_app", [{"quota_ai_think_ms": 20}], indirect=True)
def test_a_match_the_ai_finishes_releases_its_charge(quota_app, monkeypatch):
    client = quota_app.test_client()
    rt = quota_app.extensions["haras"]
    monkeypatch.setattr(ai_turns, "runtime", lambda: rt)
    created = _match(client, [_ai("expert", 10), _ai("random")])
    assert created.status_code == 201
    _refused(_match(client, [HUMANS_2[0], _ai("expert", 11)]), "ai_think_ms", 20, 10, 11)
    match_id = created.json["match"]["id"]
    for _ in range(50):  # a job plays up to AI_JOB_BUDGET_S; random moves finish in one
        match = rt.store.load(match_id)
        if match["status"] == "finished":
            break
        ai_turns.play_ai_turns(match_id, match["version"])
    assert rt.store.load(match_id)["status"] == "finished"
    client_id = rt.store.load(match_id)[quotas.FIELD]
    assert quotas.Quotas(rt.store.client, rt.settings).in_use(client_id)["ai_think_ms"] == 0
    assert _match(client, [_ai("expert", 10)] * 2).status_code == 201


@pytest.mark.parametrize("quota_app", [{"quota_lease_s": 1}], indirect=True)
def test_a_lapsed_lease_frees_its_budget(quota_app):
    """A match nobody plays on (no AI turn) stops counting QUOTA_LEASE_S after its last AI
    turn: a crashed worker or an abandoned match never holds budget for long."""
    client = quota_app.test_client()
    assert _match(client, [HUMANS_2[0], *[_ai()] * 3]).status_code == 201
    assert _match(client, [HUMANS_2[0], _ai(), _ai()]).status_code == 429
    time.sleep(1.2)
    assert _match(client, [HUMANS_2[0], _ai(), _ai()]).status_code == 201


def test_an_ai_turn_of_a_lapsed_match_charges_it_again(quota_app, monkeypatch):
    rt = quota_app.extensions["haras"]
    client = quota_app.test_client()
    created = _match(client, [_ai("expert", 10_000)] * 2).json["match"]
    match = rt.store.load(created["id"])
    keeper = quotas.Quotas(rt.store.client, rt.settings)
    client_id = match[quotas.FIELD]
    keeper.release(client_id, "m:" + match["id"])  # as if lapsed
    assert keeper.in_use(client_id)["ai_think_ms"] == 0
    match["created_at"] -= rt.settings.quota_lease_s  # a lease ago
    quotas.match_going_on(rt, match)
    assert keeper.in_use(client_id)["ai_think_ms"] == 20_000
    quotas.match_going_on(rt, match)  # renewed once per third of a lease, not every job
    assert keeper.in_use(client_id)["charges"] == {"m:" + match["id"]: 20_000}


# --- who is charged ----------------------------------------------------------------------------

@pytest.mark.parametrize("quota_app", [{"key_quota_arenas": 2}], indirect=True)
def test_api_keys_have_quotas_of_their_own(quota_app, rdb):
    client = quota_app.test_client()
    assert _arena(client).status_code == 202  # the address's one arena
    with api_keys(quota_app, rdb) as make:
        key = {"X-API-Key": make()["key"]}
        assert _arena(client, headers=key).status_code == 202
        assert _arena(client, headers=key).status_code == 202
        _refused(_arena(client, headers=key), "arenas", 2, 2, 1)
        other = {"X-API-Key": make()["key"]}
        assert _arena(client, headers=other).status_code == 202
        big = _arena(client, headers=other, players=[EXPERT_10S, EXPERT_10S], matches=100)
        assert big.status_code == 202, "2,000,000 think-ms fit an API key's arena"


def test_an_api_key_may_be_given_quotas_of_its_own(quota_app, rdb):
    """`keys create --quota NAME=N`: this key's limits, the others' keep the defaults."""
    client = quota_app.test_client()
    with api_keys(quota_app, rdb) as make:
        small = make("small", quotas={"ai_think_ms": 500, "arenas": 1})
        assert "quotas: ai_think_ms=500, arenas=1" in small["output"]
        roomy = {"X-API-Key": make("roomy", quotas={"arena_think_ms": 9_000_000})["key"]}
        small = {"X-API-Key": small["key"]}
        _refused(_match(client, [HUMANS_2[0], _ai(think_ms=600)], small), "ai_think_ms", 500,
                 0, 600)
        assert _match(client, [HUMANS_2[0], _ai(think_ms=400)], small).status_code == 201
        assert _arena(client, headers=small).status_code == 202
        _refused(_arena(client, headers=small), "arenas", 1, 1, 1)
        big = _arena(client, headers=roomy, players=[EXPERT_10S, EXPERT_10S], matches=400)
        assert big.status_code == 202, "8,000,000 think-ms fit this key's own arena quota"
        assert _match(client, [HUMANS_2[0], _ai(think_ms=600)], roomy).status_code == 201


@pytest.mark.parametrize("bad", ["ai_think_ms", "ai_think_ms=", "speed=5", "arenas=-1",
                                 "arenas=x", "arenas=0"])
def test_a_bad_quota_is_refused_by_the_cli(quota_app, bad):
    result = quota_app.test_cli_runner().invoke(args=["keys", "create", "--name", "x",
                                                      "--quota", bad])
    assert result.exit_code == 2 and "Invalid value for '--quota'" in result.output


def test_credentials_other_than_an_api_key_buy_no_quota(quota_app):
    """A seat token is free to mint, an X-Forwarded-For is the client's to write (without
    TRUST_PROXY): neither is a client of its own."""
    client = quota_app.test_client()
    assert _arena(client).status_code == 202
    token = _match(client, HUMANS_2).json["seat_tokens"]["0"]
    for headers in (bearer(token), bearer("x" * 40), {"X-Forwarded-For": "203.0.113.9"}):
        _refused(_arena(client, headers=headers), "arenas", 1, 1, 1)


def test_bad_input_is_still_a_422_and_still_changes_nothing_over_quota(quota_app):
    client = quota_app.test_client()
    assert _arena(client).status_code == 202
    queued = _arena_jobs(quota_app)
    for body in ({"matches": 0}, {"players": [{"level": "godlike"}] * 2}, {"game": "chess"}):
        response = client.post("/v1/arena", json={"game": "petits-chevaux", "matches": 2,
                                                  "players": GREEDY_VS_RANDOM, **body})
        assert response.status_code == 422, response.json
    assert _arena_jobs(quota_app) == queued


@pytest.mark.parametrize("quota_app", [{"quotas_enabled": False}], indirect=True)
def test_quotas_can_be_turned_off(quota_app):
    client = quota_app.test_client()
    assert [_arena(client).status_code for _ in range(3)] == [202] * 3
    assert _match(client, [_ai()] * 4).status_code == 201
    assert _match(client, [_ai()] * 4).status_code == 201


def test_a_rematch_raced_by_one_client_stays_charged(quota_app, monkeypatch):
    """The attack: call the rematch of a match with an expert seat twice at once (one seat
    retrying, or two seats behind one address). The call that lost the race to store the new
    match released the charge, which is also the winner's (one client, one match id): the
    new match's expert ran uncharged."""
    from service.match import rematch

    client = quota_app.test_client()
    created = _match(client, [HUMANS_2[0], _ai("expert", 1_000)])
    old, token = created.json["match"]["id"], created.json["seat_tokens"]["0"]
    assert client.post(f"/v1/matches/{old}/resign", headers=bearer(token)).status_code == 200
    record = rematch._rematch_record
    answers = []

    def raced(*args):
        monkeypatch.setattr(rematch, "_rematch_record", record)
        answers.append(quota_app.test_client().post(f"/v1/matches/{old}/rematch",
                                                    headers=bearer(token)))
        return record(*args)  # the other call stored the new match meanwhile

    monkeypatch.setattr(rematch, "_rematch_record", raced)
    answers.append(client.post(f"/v1/matches/{old}/rematch", headers=bearer(token)))
    assert [a.status_code for a in answers] == [201, 409]
    new = answers[0].json["match"]["id"]
    rt = quota_app.extensions["haras"]
    charged_to = rt.store.load(new)[quotas.FIELD]
    in_use = quotas.Quotas(rt.store.client, rt.settings).in_use(charged_to)
    assert in_use["charges"].get("m:" + new) == 1_000
