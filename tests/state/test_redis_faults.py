"""Redis stopped under load, twice (a crash: SIGKILL; a clean stop: SHUTDOWN NOSAVE), then
full (maxmemory reached under noeviction), with gunicorn (production configuration, 2
processes) and one RQ worker busy with an AI match, in front of a private redis-server
running deploy/redis.conf (AOF, appendfsync always, noeviction).

While Redis is down every API answer is 503 `unavailable` with `Retry-After`, fast; `/readyz`
fails and `/livez` does not; while it is full, writes are 503 and reads go on. When Redis
comes back (same port, same AOF) everything recovers by itself, no process is restarted,
the AI match goes on with every step applied once, and every acknowledged move is in the
stored event log.
"""

import logging
import threading
import time
import uuid
from dataclasses import dataclass, field

import pytest
import redis
from rq import Worker
from rq.worker import WorkerStatus

from service.app import create_app
from workers import watchdog

from support.http import HUMANS_2, bearer, request
from support.processes import (
    REDIS_SERVER,
    PrivateRedis,
    gunicorn,
    settings_with,
    start_worker,
    stop_process,
    wait_for,
)

pytestmark = pytest.mark.skipif(REDIS_SERVER is None, reason="no redis-server on PATH: this "
                                "test stops and restarts a real Redis server")
CLIENTS = 4
DOWN_S = 4
# A request may wait 5 s for a pooled connection, then 2 s to connect and 5 s per socket
# read (service/state/store.py); with Redis refusing connections none should come near that.
REQUEST_BOUND_S = 10
QUICK = {"horses_per_player": 1, "horses_to_win": 1}
# The worker's maintenance pass (RQ_MAINTENANCE_S, 30 s in production), shorter here.
MAINTENANCE_S = 5




@dataclass
class Answer:
    started: float
    ended: float
    what: str
    status: int | None  # None: no HTTP answer at all
    code: str | None = None
    retry_after: str | None = None
    content_type: str | None = None


@dataclass
class Load:
    """Client threads, each playing its own all-human match with If-Match, recording every
    answer and every acknowledged move."""

    port: int
    stop: threading.Event = field(default_factory=threading.Event)
    answers: list[Answer] = field(default_factory=list)
    # (match id, seat token, version after the move, the move's events as answered)
    acked: list[tuple[str, str, int, list[dict]]] = field(default_factory=list)

    def call(self, what: str, method: str, path: str, body=None, headers=None):
        started = time.monotonic()
        try:
            status, head, data = request(self.port, method, path, body, headers)
        except OSError:
            self.answers.append(Answer(started, time.monotonic(), what, None))
            return None, {}
        self.answers.append(Answer(started, time.monotonic(), what, status, data.get("code"),
                                   head.get("Retry-After"), head.get("Content-Type")))
        return status, data

    def play(self, seed: int) -> None:
        match = None
        while not self.stop.is_set():
            if match is None:
                status, created = self.call("create", "POST", "/v1/matches", {
                    "game": "petits-chevaux", "seats": HUMANS_2, "seed": seed,
                    "options": QUICK})
                if status != 201:
                    time.sleep(0.1)
                    continue
                match, tokens = created["match"], created["seat_tokens"]
            mid = match["id"]
            token = tokens[str(match["to_act"][0])]
            status, legal = self.call("legal-moves", "GET", f"/v1/matches/{mid}/legal-moves",
                                      headers=bearer(token))
            if status == 200 and legal["legal_moves"]:  # else the view seen is stale
                status, played = self.call(
                    "move", "POST", f"/v1/matches/{mid}/moves",
                    {"move": legal["legal_moves"][0]},
                    {**bearer(token), "If-Match": f'"{legal["version"]}"'})
                if status == 200:
                    self.acked.append((mid, token, played["match"]["version"],
                                       played["events"]))
                    match = None if played["match"]["status"] == "finished" else \
                        played["match"]
                    continue
            time.sleep(0.1)  # Redis is away: what the client saw may be stale, re-read it
            status, view = self.call("view", "GET", f"/v1/matches/{mid}")
            if status == 200:
                match = view

    def probe(self) -> None:
        while not self.stop.is_set():
            for path in ("/readyz", "/livez"):
                self.call(path, "GET", path)
            time.sleep(0.2)

    def acks_since(self, moment: float) -> int:
        return sum(1 for a in self.answers if a.what == "move" and a.status == 200
                   and a.started > moment)


@pytest.fixture()
def private_redis():
    server = PrivateRedis()
    server.start()
    try:
        yield server
    finally:
        server.remove()


def test_redis_outages_under_load_answer_503_and_recover_without_losing_a_move(
        settings, private_redis):
    url = private_redis.url
    queue = f"faults-{uuid.uuid4().hex[:8]}"
    env = {"REDIS_URL": url, "RQ_REDIS_URL": url, "RQ_QUEUE": queue,
           "RATE_LIMIT_ENABLED": "1", "RATE_LIMIT": "1000000/60"}  # counted, never refused
    # The worker writes after every AI step, so each outage finds it in the middle of a job.
    worker = start_worker(settings_with(settings, redis_url=url, rq_redis_url=url,
                                        rq_queue=queue), RQ_REDIS_URL=url,
                          RQ_MAINTENANCE_S=str(MAINTENANCE_S), AI_STEPS_PER_WRITE="1")
    figures = {}
    try:
        with gunicorn(env, workers=2) as api:
            load = Load(api.port)
            wait_for(lambda: load.call("readyz", "GET", "/readyz")[0] == 200, timeout_s=30)
            ai_match = _start_a_long_ai_match(api.port)
            threads = [threading.Thread(target=load.play, args=(seed,), daemon=True)
                       for seed in range(CLIENTS)] + \
                      [threading.Thread(target=load.probe, daemon=True)]
            for thread in threads:
                thread.start()
            try:
                wait_for(lambda: load.acks_since(0) >= 10 * CLIENTS, timeout_s=30)
                for how in ("SIGKILL", "SHUTDOWN NOSAVE"):
                    figures[how] = _outage(load, private_redis, how)
                    assert worker.poll() is None, f"the RQ worker died with Redis ({how})"
                    figures[how]["AI turns resume after"] = _ai_resumes(api.port, ai_match)
                freed_at = _memory_full(load, private_redis)
                assert worker.poll() is None, "the RQ worker died when Redis was full"
                figures["OOM"] = {"AI turns resume after": _ai_resumes(api.port, ai_match,
                                                                       freed_at)}
            finally:
                load.stop.set()
                for thread in threads:
                    thread.join(40)
            _check_no_acknowledged_move_was_lost(load, api.port)
            assert not [a for a in load.answers if a.status is None], "a connection failed"
            assert not [a for a in load.answers if a.status is not None and a.status >= 500
                        and a.status != 503], "a 5xx other than 503"
            ai_version = _check_gapless(api.port, ai_match)
    finally:
        stop_process(worker)
    for how, figure in figures.items():
        print(f"\n{how}: " + ", ".join(f"{k} {v:.2f} s" for k, v in figure.items()), end="")
    print(f"\n{len(load.acked)} moves acknowledged, all stored; the AI match reached "
          f"version {ai_version}")


def _start_a_long_ai_match(port: int) -> str:
    """Four expert seats thinking 500 ms a choice: close to 900 steps, longer than the test."""
    seats = [{"type": "ai", "ai": {"level": "expert", "think_ms": 500}}] * 4
    status, _, created = request(port, "POST", "/v1/matches", {
        "game": "petits-chevaux", "seats": seats, "seed": 8})
    assert status == 201, created
    return created["match"]["id"]


def _ai_resumes(port: int, match_id: str, since: float | None = None) -> float:
    """Seconds from `since` (default: now, Redis being back) until the AI plays a step."""
    since = time.monotonic() if since is None else since
    version = wait_for(lambda: (r := request(port, "GET", f"/v1/matches/{match_id}"))[0] == 200
                       and r[2]["version"])
    wait_for(lambda: request(port, "GET", f"/v1/matches/{match_id}")[2]["version"] > version,
             timeout_s=30, interval_s=0.2)
    return time.monotonic() - since


def _check_gapless(port: int, match_id: str) -> int:
    """Every step the AI wrote around the outages was applied once: no gap, no repeat. The
    match is still playing: the view and the events are taken at one version (read again
    while an AI step lands between the two reads)."""
    for _ in range(20):
        view = request(port, "GET", f"/v1/matches/{match_id}")[2]
        events = request(port, "GET", f"/v1/matches/{match_id}/events")[2]["events"]
        if request(port, "GET", f"/v1/matches/{match_id}")[2]["version"] == view["version"]:
            break
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert sorted({e["version"] for e in events}) == list(range(1, view["version"] + 1))
    return view["version"]


def _outage(load: Load, server: PrivateRedis, how: str) -> dict:
    """Stops Redis for DOWN_S under load, checks every answer meanwhile, starts it again and
    waits for the recovery; returns the measured figures."""
    (server.crash if how == "SIGKILL" else server.shutdown)()
    down_at = time.monotonic()
    time.sleep(DOWN_S)
    restart_at = time.monotonic()
    server.start()
    up_at = time.monotonic()
    wait_for(lambda: load.acks_since(up_at) >= CLIENTS, timeout_s=30)

    during = [a for a in load.answers if down_at < a.started and a.ended < restart_at]
    assert during, "no request was made while Redis was down"
    api = [a for a in during if a.what not in ("/readyz", "/livez")]
    assert api and all(a.status == 503 and a.code == "unavailable" and a.retry_after and
                       a.content_type.startswith("application/problem+json") for a in api), \
        {(a.what, a.status, a.code, a.retry_after) for a in api}
    readyz = [a for a in during if a.what == "/readyz"]
    livez = [a for a in during if a.what == "/livez"]
    assert readyz and {a.status for a in readyz} == {503}
    assert livez and {a.status for a in livez} == {200}
    slowest = max(a.ended - a.started for a in load.answers
                  if a.started < restart_at and a.ended > down_at)
    assert slowest < REQUEST_BOUND_S, f"a request took {slowest:.1f} s while Redis was down"

    first_503 = min(a.ended for a in load.answers if a.status == 503 and a.ended > down_at)
    first_ok = min(a.ended for a in load.answers if a.what == "move" and a.status == 200
                   and a.started > up_at)
    wait_for(lambda: any(a.what == "/readyz" and a.status == 200 and a.started > up_at
                         for a in load.answers), timeout_s=30)
    ready_again = min(a.ended for a in load.answers
                      if a.what == "/readyz" and a.status == 200 and a.started > up_at)
    return {"first 503 after": first_503 - down_at, "slowest request": slowest,
            "first move after restart": first_ok - up_at,
            "/readyz 200 after restart": ready_again - up_at}


def _memory_full(load: Load, server: PrivateRedis) -> float:
    """Redis at its maxmemory with noeviction for DOWN_S: every write is refused (503), reads
    go on; returns when memory was freed."""
    admin = redis.Redis.from_url(server.url)
    admin.config_set("maxmemory", 1)
    full_at = time.monotonic()
    try:
        time.sleep(DOWN_S)
        wait_for(lambda: sum(1 for a in load.answers if a.what == "move" and
                             a.started > full_at) >= 2 * CLIENTS, timeout_s=30)
    finally:
        # stamped before the command: a move that ends while it is on its way may land
        freeing_at = time.monotonic()
        admin.config_set("maxmemory", 0)
    freed_at = time.monotonic()
    during = [a for a in load.answers if full_at < a.started and a.ended < freeing_at]
    writes = [a for a in during if a.what == "move"]
    assert all(a.status == 503 and a.code == "unavailable" and a.retry_after
               for a in writes), {(a.status, a.code) for a in writes}
    assert {a.status for a in during if a.what in ("view", "legal-moves")} == {200}
    wait_for(lambda: load.acks_since(freed_at) >= CLIENTS, timeout_s=30)
    return freed_at


def _check_no_acknowledged_move_was_lost(load: Load, port: int) -> None:
    stored: dict[str, tuple[int, dict]] = {}
    for mid, token, version, events in load.acked:
        if mid not in stored:
            view = request(port, "GET", f"/v1/matches/{mid}", headers=bearer(token))[2]
            log = request(port, "GET", f"/v1/matches/{mid}/events", headers=bearer(token))[2]
            stored[mid] = view["version"], {e["seq"]: e for e in log["events"]}
        current, by_seq = stored[mid]
        assert current >= version, (mid, current, version)
        for event in events:
            assert by_seq.get(event["seq"]) == event, f"acknowledged event lost: {event}"


def test_turn_deadlines_resume_after_redis_returns_to_an_idle_worker(settings, private_redis):
    """Turn deadlines are jobs RQ's scheduler process enqueues when due. That process exits
    when Redis fails; its worker starts it again in a maintenance pass, which an idle worker
    reaches only when its blocking wait for a job times out (workers/__main__.py sets that
    wait to the maintenance interval; RQ's default is 405 s)."""
    url = private_redis.url
    own = settings_with(settings, redis_url=url, rq_redis_url=url,
                        rq_queue=f"deadlines-{uuid.uuid4().hex[:8]}")
    worker = start_worker(own, RQ_REDIS_URL=url, RQ_MAINTENANCE_S=str(MAINTENANCE_S))
    app = create_app(own)
    client = app.test_client()
    queue = app.extensions["haras"].jobs.queue
    try:
        # idle: waiting for a job, where RQ itself rides out a Redis failure
        wait_for(lambda: any(w.get_state() == WorkerStatus.IDLE
                             for w in Worker.all(queue=queue)), timeout_s=30)
        private_redis.crash()  # long enough for the scheduler's next heartbeat to fail
        time.sleep(2)
        private_redis.start()
        up_at = time.monotonic()
        match = client.post("/v1/matches", json={
            "game": "petits-chevaux", "seats": HUMANS_2,
            "options": {**QUICK, "turn_timeout_s": 1}}).json["match"]
        path = f"/v1/matches/{match['id']}/events"
        wait_for(lambda: any(e["type"] == "turn_timed_out"
                             for e in client.get(path).json["events"]),
                 timeout_s=1 + 4 * MAINTENANCE_S, interval_s=0.2)
        fired_in = time.monotonic() - up_at
        assert worker.poll() is None
    finally:
        stop_process(worker)
    print(f"\na 1 s turn deadline fired {fired_in:.1f} s after Redis came back "
          f"(maintenance every {MAINTENANCE_S} s)")


def test_an_outage_is_logged_once_when_it_starts_and_once_when_it_ends(
        settings, private_redis, caplog):
    """A failover or an outage under load makes every request fail: one log line per
    request would be hundreds a second."""
    url = private_redis.url
    client = create_app(settings_with(settings, redis_url=url, rq_redis_url=url)).test_client()
    assert client.get("/v1/matches?status=waiting").status_code == 200
    private_redis.crash()
    with caplog.at_level(logging.INFO, logger="haras"):
        answers = [client.get("/v1/matches?status=waiting").status_code for _ in range(20)]
        assert client.get("/livez").status_code == 200  # needs no Redis: ends nothing
        assert answers == [503] * 20
        private_redis.start()
        wait_for(lambda: client.get("/v1/matches?status=waiting").status_code == 200,
                 timeout_s=30)
        assert client.get("/v1/matches?status=waiting").status_code == 200
    lines = [r.getMessage() for r in caplog.records if r.name == "haras"
             and r.levelno >= logging.WARNING and "redis" in r.getMessage()]
    assert len(lines) == 2, lines
    assert lines[0].startswith("redis unavailable: ")
    assert lines[1].startswith("redis available again after ")
    assert "answered 503 meanwhile" in lines[1]


def test_the_watchdog_says_once_that_redis_is_down_and_once_that_it_is_back(
        settings, private_redis, monkeypatch, caplog):
    """Its passes fail while Redis is down: one line when they start failing, one when they
    succeed again, no traceback (it was a traceback on every pass)."""
    rt = create_app(settings_with(settings, redis_url=private_redis.url,
                                  rq_redis_url=private_redis.url)).extensions["haras"]
    passes: list[bool] = []  # each heartbeat: whether it reached Redis
    beat = watchdog.heartbeat

    def counted(conn, name):
        try:
            beat(conn, name)
        except redis.exceptions.RedisError:
            passes.append(False)
            raise
        passes.append(True)

    monkeypatch.setattr(watchdog, "heartbeat", counted)
    monkeypatch.setattr(watchdog, "HEARTBEAT_S", 0.05)
    caplog.set_level(logging.INFO, logger="haras.watchdog")
    stop = threading.Event()
    loop = threading.Thread(target=watchdog.run_forever, args=(rt, stop, "w-test"), daemon=True)
    loop.start()
    try:
        wait_for(lambda: passes.count(True) >= 2)
        private_redis.crash()
        wait_for(lambda: passes.count(False) >= 5)
        private_redis.start()
        wait_for(lambda: passes[-3:] == [True] * 3)
    finally:
        stop.set()
        loop.join(10)
    lines = [r for r in caplog.records if r.name == "haras.watchdog"]
    assert [r.getMessage().split(":")[0] for r in lines] == [
        "watchdog passes fail, redis unavailable", "watchdog passes succeed again"]
    assert not any(r.exc_info for r in lines)
