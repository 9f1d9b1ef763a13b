"""Webhooks: subscriptions per API key, events derived from every commit, delivered by real
worker processes to a real local HTTP receiver (allowlisted), signed as docs/webhooks.md says,
retried in order, logged, redelivered, stopped by revocation; URLs that would reach the
service's own network are refused."""

import json
import os
import re
import signal
import socket
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
import redis
from redis.backoff import NoBackoff
from redis.retry import Retry

from engines.registry import GAMES
from service.app import create_app
from service.integrations import webhooks
from service.integrations.webhook_urls import UnsafeUrl, UrlPolicy
from service.match.runtime import Runtime
from service.model import match_options
from service.model.play import play, score, start_match, step
from workers.webhooks import deliver, lease_s, rescue_overdue

from conftest import settings_with, start_worker, stop_process, wait_for
from helpers import HUMANS_2, added_about, api_keys, assert_problem, bearer, keys, reply_lost_once
from helpers import play as post_move

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

WEBHOOKS_DOC = Path(__file__).parent.parent / "docs" / "webhooks.md"
LOCAL = ("127.0.0.1/32",)
BACKOFF = "0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2,0.2"
READ_TIMEOUT_S = 1.5
ALL_EVENTS = list(webhooks.EVENT_TYPES)


class Receiver:
    """An HTTP server on 127.0.0.1 recording every request. Per path: `scripts[path] = [500,
    500]` answers those statuses first, then 200; `hangs[path] = n` makes the first n
    requests wait `hang_s` before answering, as every request to a path starting with /hang
    does; /endless sends a 200 with a body that never ends."""

    def __init__(self):
        self.requests: list[dict] = []
        self.scripts: dict[str, list[int]] = {}
        self.hangs: dict[str, int] = {}
        self.hang_s = 4.0
        self.endless_sent: dict[str, int] = {}
        self.lock = threading.Lock()
        receiver = self

        class Handler(BaseHTTPRequestHandler):
            def do_POST(self):
                body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
                with receiver.lock:
                    receiver.requests.append({"path": self.path, "headers": dict(self.headers),
                                              "body": body, "at": time.monotonic()})
                    script = receiver.scripts.get(self.path)
                    status = script.pop(0) if script else 200
                    hang = self.path.startswith("/hang") or receiver.hangs.get(self.path, 0)
                    if receiver.hangs.get(self.path):
                        receiver.hangs[self.path] -= 1
                if hang:
                    time.sleep(receiver.hang_s)
                if self.path.startswith("/endless"):
                    return self._endless()
                self.send_response(status)
                self.send_header("Content-Length", "2")
                self.end_headers()
                self.wfile.write(b"ok")

            def _endless(self):
                self.send_response(200)
                self.send_header("Content-Length", str(10**9))
                self.end_headers()
                sent = 0
                try:
                    while sent < 10**8:
                        self.wfile.write(b"x" * 1024)
                        self.wfile.flush()
                        sent += 1024
                        time.sleep(0.005)
                except OSError:
                    pass
                receiver.endless_sent[self.path] = sent

            def log_message(self, *args):
                pass

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def url(self, path: str) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}{path}"

    def at(self, path: str) -> list[dict]:
        with self.lock:
            return [r for r in self.requests if r["path"] == path]


@pytest.fixture(scope="module")
def receiver():
    server = Receiver()
    yield server
    server.server.shutdown()
    server.server.server_close()


@pytest.fixture(scope="module")
def hook_settings(settings):
    return settings_with(settings, webhook_allowlist=LOCAL, webhook_allow_http=True,
                         webhook_backoff_s=tuple(float(d) for d in BACKOFF.split(",")),
                         webhook_read_timeout_s=READ_TIMEOUT_S, webhook_connect_timeout_s=1.0)


@pytest.fixture(scope="module")
def hook_app(hook_settings):
    return create_app(hook_settings)


@pytest.fixture()
def client(hook_app):
    return hook_app.test_client()


WORKER_ENV = {"WEBHOOK_ALLOWLIST": ",".join(LOCAL), "WEBHOOK_ALLOW_HTTP": "true",
              "WEBHOOK_BACKOFF_S": BACKOFF, "WEBHOOK_READ_TIMEOUT_S": str(READ_TIMEOUT_S),
              "WEBHOOK_CONNECT_TIMEOUT_S": "1"}


@pytest.fixture(scope="module")
def delivery_worker(hook_settings):
    process = start_worker(hook_settings, **WORKER_ENV)
    yield process
    stop_process(process)


@pytest.fixture()
def make_key(hook_app, rdb):
    with api_keys(hook_app, rdb) as make:
        yield make


def _path() -> str:
    return f"/hook-{uuid.uuid4().hex[:10]}"


def _subscribe(client, raw_key: str, url: str, events=None) -> dict:
    response = client.post("/v1/webhooks", json={"url": url, "events": events or ALL_EVENTS},
                           headers={"X-API-Key": raw_key})
    assert response.status_code == 201, response.json
    return response.json


def _match(client, raw_key: str | None, seats=None) -> tuple[dict, dict]:
    headers = {"X-API-Key": raw_key} if raw_key else {}
    response = client.post("/v1/matches", json={"game": "petits-chevaux",
                                                "seats": seats or HUMANS_2}, headers=headers)
    assert response.status_code == 201, response.json
    return response.json["match"], response.json["seat_tokens"]


def _bodies(requests: list[dict]) -> list[dict]:
    return [json.loads(r["body"]) for r in requests]


def _deliveries(client, raw_key: str, sub_id: str, **query) -> list[dict]:
    response = client.get(f"/v1/webhooks/{sub_id}/deliveries", query_string=query,
                          headers={"X-API-Key": raw_key})
    assert response.status_code == 200, response.json
    return response.json["deliveries"]


def _documented_verify():
    """The `verify` function of the verification snippet in docs/webhooks.md, as published."""
    text = WEBHOOKS_DOC.read_text()
    snippet = re.search(r"```python\n(.*?def verify\(.*?)```", text, re.S).group(1)
    scope = {}
    exec(snippet, scope)  # noqa: S102 - our own documentation's code
    return scope["verify"]


# --- Subscriptions --------------------------------------------------------------------------

def test_webhook_crud_is_per_key_and_hides_the_secret(client, make_key, rdb, receiver):
    owner, stranger = make_key("owner"), make_key("stranger")
    mine = {"X-API-Key": owner["key"]}
    theirs = {"X-API-Key": stranger["key"]}
    created = client.post("/v1/webhooks", json={"url": receiver.url("/crud"),
                                                "events": ["match_finished", "turn_started"]},
                          headers=mine)
    assert created.status_code == 201
    sub = created.json
    assert re.fullmatch(r"whsec_[A-Za-z0-9_-]{43}", sub["secret"])
    assert sub["events"] == ["turn_started", "match_finished"] and sub["api_key_id"] == owner["id"]
    assert created.headers["Location"].endswith(f"/v1/webhooks/{sub['id']}")
    listed = client.get("/v1/webhooks", headers=mine).json["webhooks"]
    assert [s["id"] for s in listed] == [sub["id"]] and "secret" not in listed[0]
    one = client.get(f"/v1/webhooks/{sub['id']}", headers=mine)
    assert one.status_code == 200 and "secret" not in one.json
    assert sub["secret"] not in one.get_data(as_text=True)
    # Another key sees nothing of it: 404, not 403.
    assert client.get("/v1/webhooks", headers=theirs).json["webhooks"] == []
    for method, path in (("get", ""), ("delete", ""), ("get", "/deliveries"),
                         ("post", "/deliveries/1/redeliver")):
        response = getattr(client, method)(f"/v1/webhooks/{sub['id']}{path}", headers=theirs)
        assert_problem(response, 404, "webhook_not_found")
    assert_problem(client.get("/v1/webhooks"), 401, "unauthorized")
    assert_problem(client.get("/v1/webhooks/wh_nope", headers=mine), 404, "webhook_not_found")
    assert_problem(client.post(f"/v1/webhooks/{sub['id']}/deliveries/999/redeliver",
                               headers=mine), 404, "delivery_not_found")
    assert client.delete(f"/v1/webhooks/{sub['id']}", headers=mine).status_code == 204
    assert_problem(client.get(f"/v1/webhooks/{sub['id']}", headers=mine), 404,
                   "webhook_not_found")
    assert rdb.hlen(webhooks.subscriptions_key(owner["id"])) == 0


def test_bad_webhook_requests_are_clear_4xx_and_store_nothing(client, make_key, rdb, receiver):
    key = make_key()
    headers = {"X-API-Key": key["key"]}
    before = keys(rdb)
    url = receiver.url("/bad-" + uuid.uuid4().hex[:10])
    for body in ({"url": url}, {"events": ["turn_started"]}, {"url": url, "events": []},
                 {"url": url, "events": ["move_played"]}, {"url": 7, "events": ["turn_started"]},
                 {"url": url, "events": ["turn_started"], "secret": "mine"}):
        assert_problem(client.post("/v1/webhooks", json=body, headers=headers), 422,
                       "validation_error")
    # Without a key, the body is not even read.
    assert_problem(client.post("/v1/webhooks", json={}), 401, "unauthorized")
    assert added_about(rdb, before, key["id"]) == set()
    for _ in range(webhooks.MAX_SUBSCRIPTIONS_PER_KEY):
        _subscribe(client, key["key"], url)
    assert_problem(client.post("/v1/webhooks", json={"url": url, "events": ["turn_started"]},
                               headers=headers), 422, "too_many_webhooks")


REFUSED = [
    "http://1.1.1.1/hook",  # plain http in production
    "https://127.0.0.1/hook", "https://10.1.2.3/hook", "https://172.16.0.1/",
    "https://192.168.1.1/", "https://169.254.169.254/latest/meta-data/", "https://[::1]/hook",
    "https://[fe80::1]/", "https://[fd00::1]/", "https://localhost/hook",
    "https://[::ffff:127.0.0.1]/hook", "https://[::ffff:a9fe:a9fe]/", "https://2130706433/",
    "https://0.0.0.0/", "https://100.64.0.1/", "https://user:pass@1.1.1.1/",
    "https://1.1.1.1/#fragment", "ftp://1.1.1.1/", "https://no-such-host.invalid/",
    "https:///nohost", "https://1.1.1.1:99999/",
]


def test_ssrf_targets_are_refused_without_the_allowlist(app, rdb, make_key):
    client = app.test_client()  # the production defaults: no allowlist, https only
    key = make_key()
    headers = {"X-API-Key": key["key"]}
    before = keys(rdb)
    for url in REFUSED:
        response = client.post("/v1/webhooks", json={"url": url, "events": ["turn_started"]},
                               headers=headers)
        body = assert_problem(response, 422, "invalid_webhook_url")
        assert body["errors"]["url"], url
    assert added_about(rdb, before, key["id"]) == set()
    accepted = client.post("/v1/webhooks", json={"url": "https://1.1.1.1/hook",
                                                 "events": ["turn_started"]}, headers=headers)
    assert accepted.status_code == 201
    # http stays refused with WEBHOOK_ALLOW_HTTP for targets that are not allowlisted.
    lax = create_app(settings_with(app.extensions["haras"].settings, webhook_allow_http=True))
    assert_problem(lax.test_client().post("/v1/webhooks", json={
        "url": "http://1.1.1.1/", "events": ["turn_started"]}, headers=headers), 422,
        "invalid_webhook_url")


def test_url_policy_checks_every_resolved_address_and_wrapped_ipv4():
    policy = UrlPolicy.parse((), allow_http=False)

    def resolving(*addresses):
        return lambda host, port, type: [(socket.AF_INET6 if ":" in a else socket.AF_INET,
                                          type, 6, "", (a, port)) for a in addresses]

    assert policy.check("https://hooks.example/x?y=1", resolving("1.1.1.1")).path == "/x?y=1"
    for addresses in (("1.1.1.1", "10.0.0.1"), ("64:ff9b::7f00:1",), ("2002:7f00:1::1",),
                      ("::7f00:1",), ("ff02::1",), ("224.0.0.1",)):
        with pytest.raises(UnsafeUrl):
            policy.check("https://hooks.example/", resolving(*addresses))
    listed = UrlPolicy.parse(("10.0.0.0/8", "internal.example"), allow_http=True)
    assert listed.check("https://a.example/", resolving("10.2.3.4", "1.1.1.1")).addresses == (
        "10.2.3.4", "1.1.1.1")
    assert listed.check("http://internal.example/", resolving("127.0.0.1")).port == 80
    with pytest.raises(UnsafeUrl):  # http only when every address is allowlisted
        listed.check("http://b.example/", resolving("1.1.1.1"))
    with pytest.raises(ValueError):
        UrlPolicy.parse(("10.0.0.0/33",), allow_http=False)


def _new_match(game_id: str, seats: list[dict]) -> tuple[dict, list[dict]]:
    """A match record as the API creates it (in memory), and its setup events."""
    game = GAMES[game_id]
    options, service_options = match_options.resolve(game, {}, len(seats))
    state, setup = game.begin(len(seats), options, 7)
    match = {"id": "M" * 22, "game": game_id, "options": {**options, **service_options},
             "seed": 7, "seats": [{"seat": i, **s} for i, s in enumerate(seats)],
             "token_hashes": {}, "created_at": 0.0, "updated_at": 0.0}
    return match, start_match(match, state, setup)


def test_events_derived_from_commits_carry_public_data_and_stable_ids():
    human = {"type": "human", "name": "Ana"}
    waiting, events = _new_match("royal-turf", [human, {"type": "human", "name": "?",
                                                         "open": True}])
    assert webhooks.derive(None, waiting, events) == []  # nobody to notify yet
    # Resigning while waiting ends the match without starting it.
    forfeit = {"ranking": [1, 0], "scores": {"1": 1, "0": 0}, "winners": [1], "resigned": 0}
    ended, events = step(waiting, {"status": "finished", "forfeit": forfeit},
                         [{"type": "seat_resigned", "seat": 0, "replaced_by": None}])
    assert [(e["type"], e["data"]["result"]) for e in webhooks.derive(waiting, ended, events)] \
        == [("match_finished", forfeit)]
    # A race of Royal Turf played to its scoring: round_scored, then the next race's turns.
    match, events = _new_match("royal-turf", [human, dict(human, name="Bo"),
                                              {"type": "ai", "ai_level": "random"}])
    created = webhooks.derive(None, match, events)
    assert [e["type"] for e in created][0] == "match_started"
    game = GAMES["royal-turf"]
    while match["status"] == "active":
        seat = game.to_act(match["state"])[0]
        match, events = play(match, seat, game.legal_moves(match["state"], seat)[0])
    scored, events = score(match)
    derived = webhooks.derive(match, scored, events)
    kinds = [e["type"] for e in derived]
    assert kinds[0] == "round_scored" and set(kinds[1:]) <= {"turn_started"}
    shown = game.event_view(next(e for e in events if e["type"] == "round_scored"), None)
    assert derived[0]["data"] == {"version": scored["version"],
                                  **{k: v for k, v in shown.items() if k not in ("type",
                                                                                 "version")}}
    assert derived[0]["id"] == f"{'M' * 22}:{shown['seq']}:round_scored"
    for event in derived[1:]:
        assert scored["seats"][event["data"]["seat"]]["type"] == "human"
        assert event["id"].endswith(f":turn_started:{event['data']['seat']}")
    assert webhooks.derive(match, scored, events)[0]["id"] == derived[0]["id"]  # stable


# --- Deliveries (real worker processes) -----------------------------------------------------

def test_events_are_signed_as_documented_and_only_for_the_keys_matches(
        client, make_key, receiver, delivery_worker):
    key, other = make_key("signer"), make_key("other")
    path = _path()
    sub = _subscribe(client, key["key"], receiver.url(path))
    ai_seats = [{"type": "human", "name": "Ana"}, {"type": "ai", "ai": {"level": "random"}}]
    match, tokens = _match(client, key["key"], seats=ai_seats)
    _match(client, other["key"])  # another key's match: not ours
    _match(client, None)  # nobody's
    started = wait_for(lambda: any(b["type"] == "turn_started"
                                   for b in _bodies(receiver.at(path))), timeout_s=30)
    assert started
    received = receiver.at(path)
    verify = _documented_verify()
    for request in received:
        assert verify(sub["secret"], request["headers"], request["body"])
        assert not verify("whsec_wrong", request["headers"], request["body"])
        assert not verify(sub["secret"], request["headers"], request["body"] + b" ")
        assert request["headers"]["Haras-Webhook-Id"] == json.loads(request["body"])["id"]
        assert request["headers"]["Content-Type"] == "application/json"
    stale = dict(received[0]["headers"], **{
        "Haras-Webhook-Timestamp": str(int(time.time()) - 600)})
    assert not verify(sub["secret"], stale, received[0]["body"])
    bodies = _bodies(received)
    assert {b["match_id"] for b in bodies} == {match["id"]}
    assert bodies[0]["type"] == "match_started"
    assert re.fullmatch(re.escape(match["id"]) + r":\d+:match_started", bodies[0]["id"])
    turns = [b for b in bodies if b["type"] == "turn_started"]
    assert all(b["data"]["seat"] == 0 for b in turns)  # the AI seat never gets one
    assert re.fullmatch(re.escape(match["id"]) + r":\d+:turn_started:0", turns[0]["id"])
    assert set(bodies[0]) == {"id", "type", "created_at", "match_id", "game", "data"}
    for body in bodies:
        text = json.dumps(body)
        assert tokens["0"] not in text and sub["secret"] not in text and key["key"] not in text
        assert "seed" not in body["data"] and "state" not in body["data"]


def test_failing_receiver_is_retried_with_the_same_event_id_then_succeeds(
        client, make_key, receiver, delivery_worker):
    key = make_key()
    path = _path()
    receiver.scripts[path] = [500, 503]
    sub = _subscribe(client, key["key"], receiver.url(path), events=["match_started"])
    match, _ = _match(client, key["key"])
    wait_for(lambda: len(receiver.at(path)) >= 3, timeout_s=30)
    ids = [r["headers"]["Haras-Webhook-Id"] for r in receiver.at(path)]
    assert len(set(ids)) == 1 and ids[0].startswith(match["id"] + ":")
    assert [r["headers"]["Haras-Webhook-Attempt"] for r in receiver.at(path)] == ["1", "2", "3"]
    log = wait_for(lambda: (d := _deliveries(client, key["key"], sub["id"])) and
                   d[0]["status"] == "delivered" and d)
    assert [(d["attempt"], d["status"], d["status_code"]) for d in log] == [
        (3, "delivered", 200), (2, "failed", 503), (1, "failed", 500)]
    assert all(d["event_id"] == ids[0] and d["event"]["id"] == ids[0] for d in log)
    assert log[1]["next_attempt_at"] > log[2]["at"] and log[0]["duration_ms"] >= 0
    # Retries wait (backoff) and the scheduled job does the next attempt.
    times = [r["at"] for r in receiver.at(path)]
    assert times[1] - times[0] >= 0.2 and times[2] - times[1] >= 0.2
    # Pagination of the log: newest first, no repeats.
    first = client.get(f"/v1/webhooks/{sub['id']}/deliveries?limit=2",
                       headers={"X-API-Key": key["key"]}).json
    rest = _deliveries(client, key["key"], sub["id"], cursor=first["next_cursor"])
    assert [d["id"] for d in first["deliveries"] + rest] == [d["id"] for d in log]
    # Redeliver: the same event id again, signed afresh, logged as a new attempt 1.
    redelivered = client.post(f"/v1/webhooks/{sub['id']}/deliveries/{log[0]['id']}/redeliver",
                              headers={"X-API-Key": key["key"]})
    assert redelivered.status_code == 202 and redelivered.json["event_id"] == ids[0]
    wait_for(lambda: len(receiver.at(path)) == 4, timeout_s=20)
    assert receiver.at(path)[3]["headers"]["Haras-Webhook-Id"] == ids[0]
    newest = wait_for(lambda: (d := _deliveries(client, key["key"], sub["id"], limit=1)) and
                      d[0]["id"] != log[0]["id"] and d)
    assert (newest[0]["attempt"], newest[0]["status"]) == (1, "delivered")


def test_events_of_one_match_arrive_in_order_even_across_retries(
        client, make_key, receiver, delivery_worker, rdb):
    key = make_key()
    path = _path()
    receiver.scripts[path] = [500, 500]  # the first event is late: the others must wait
    _subscribe(client, key["key"], receiver.url(path), events=["match_started", "turn_started",
                                                               "seat_joined"])
    seats = [{"type": "human", "name": "Ana"}, {"type": "human", "open": True}]
    match, tokens = _match(client, key["key"], seats=seats)
    sub_id = client.get("/v1/webhooks", headers={"X-API-Key": key["key"]}).json[
        "webhooks"][0]["id"]
    joined = client.post(f"/v1/matches/{match['id']}/join", json={"name": "Bo"})
    tokens["1"] = joined.json["seat_token"]
    movers = []
    for _ in range(16):
        seat = client.get(f"/v1/matches/{match['id']}").json["to_act"][0]
        moves = client.get(f"/v1/matches/{match['id']}/legal-moves",
                           headers=bearer(tokens[str(seat)])).json["legal_moves"]
        assert post_move(client, match["id"], tokens[str(seat)], moves[0]).status_code == 200
        movers.append(seat)
    to_act = client.get(f"/v1/matches/{match['id']}").json["to_act"][0]
    # A turn starts when the seat to act changes: first, at every change, and at the end.
    changes = [b for a, b in zip(movers, movers[1:], strict=False) if a != b]
    turns_expected = [movers[0], *changes] + ([to_act] if to_act != movers[-1] else [])
    outbox = webhooks.Outbox(rdb, sub_id, match["id"])
    wait_for(lambda: len(receiver.at(path)) >= 3 and outbox.head() is None, timeout_s=40)
    requests = receiver.at(path)
    ids = list(dict.fromkeys(r["headers"]["Haras-Webhook-Id"] for r in requests))
    # The first event failed twice: nothing else was sent before its third attempt.
    assert [r["headers"]["Haras-Webhook-Id"] for r in requests[:3]] == [ids[0]] * 3
    assert ids[0].endswith(":seat_joined") and ids[1].endswith(":match_started")
    seqs = [int(event_id.split(":")[1]) for event_id in ids]
    assert seqs == sorted(seqs), ids
    turns = [b["data"]["seat"] for b in _bodies(requests) if b["type"] == "turn_started"]
    assert list(dict.fromkeys(ids)) == ids and turns == turns_expected
    assert len(requests) == len(ids) + 2  # each event once, plus the two failed attempts


def test_revoking_the_key_drops_pending_deliveries_and_stops_new_ones(
        hook_app, client, make_key, receiver, delivery_worker, rdb):
    key = make_key()
    path = _path()
    receiver.scripts[path] = [500] * 1000
    sub = _subscribe(client, key["key"], receiver.url(path), events=ALL_EVENTS)
    match, tokens = _match(client, key["key"])
    wait_for(lambda: len(receiver.at(path)) >= 1, timeout_s=20)
    revoked = hook_app.test_cli_runner().invoke(args=["keys", "revoke", key["id"]])
    assert revoked.exit_code == 0
    assert re.search(r"; [1-9]\d* pending webhook deliveries dropped", revoked.output)
    settled = len(receiver.at(path))  # at most one attempt was in flight
    # The match goes on; nothing reaches the receiver any more.
    seat = client.get(f"/v1/matches/{match['id']}").json["to_act"][0]
    assert post_move(client, match["id"], tokens[str(seat)], {"type": "roll"}).status_code == 200
    time.sleep(2.0)  # ten backoff delays
    assert len(receiver.at(path)) <= settled + 1
    logged, _ = webhooks.deliveries(rdb, sub["id"], None, 100)
    assert logged[0]["status"] == "dropped" and logged[0]["error"] == "api key revoked"
    assert_problem(client.get(f"/v1/webhooks/{sub['id']}/deliveries",
                              headers={"X-API-Key": key["key"]}), 403, "forbidden")


# --- One delivery, in-process: limits of an attempt ------------------------------------------

def _pending_event(client, make_key, receiver, path: str, settings) -> tuple[Runtime, dict]:
    """A subscription at `path` with one event in its outbox, not delivered by any worker
    (its queue has none): returns a runtime with `settings` and the ids."""
    quiet = settings_with(settings, rq_queue=f"quiet-{uuid.uuid4().hex[:8]}")
    quiet_client = create_app(quiet).test_client()
    key = make_key()
    sub = _subscribe(quiet_client, key["key"], receiver.url(path), events=["match_started"])
    match, _ = _match(quiet_client, key["key"])
    runtime = Runtime.from_settings(quiet)
    _drop_jobs(runtime)
    return runtime, {"key": key, "sub": sub, "match": match}


def _drop_jobs(runtime: Runtime) -> None:
    """Deletes the webhook jobs of a queue nobody serves, queued or scheduled."""
    queue = runtime.jobs.webhook_queue
    queue.empty()
    for job_id in queue.scheduled_job_registry.get_job_ids():
        job = runtime.jobs.fetch(job_id)
        if job is not None:
            job.delete()


def test_a_hanging_receiver_times_out_within_the_read_timeout(
        client, make_key, receiver, hook_settings, rdb):
    path = "/hang-" + uuid.uuid4().hex[:8]
    settings = settings_with(hook_settings, webhook_read_timeout_s=1.0, webhook_backoff_s=())
    runtime, ids = _pending_event(client, make_key, receiver, path, settings)
    started = time.monotonic()
    outcome = deliver(runtime, ids["key"]["id"], ids["sub"]["id"], ids["match"]["id"])
    elapsed = time.monotonic() - started
    assert outcome["outcome"] == "done" and elapsed < receiver.hang_s
    logged, _ = webhooks.deliveries(rdb, ids["sub"]["id"], None, 10)
    assert (logged[0]["status"], logged[0]["error"]) == ("given_up", "timeout")
    assert 900 <= logged[0]["duration_ms"] < 3000  # the 1 s read timeout, not the 4 s hang


def test_an_endless_response_body_is_not_read_beyond_the_limit(
        client, make_key, receiver, hook_settings, rdb):
    path = "/endless-" + uuid.uuid4().hex[:8]
    runtime, ids = _pending_event(client, make_key, receiver, path, hook_settings)
    deliver(runtime, ids["key"]["id"], ids["sub"]["id"], ids["match"]["id"])
    logged, _ = webhooks.deliveries(rdb, ids["sub"]["id"], None, 10)
    assert (logged[0]["status"], logged[0]["status_code"]) == ("delivered", 200)
    assert logged[0]["duration_ms"] < READ_TIMEOUT_S * 1000
    sent = wait_for(lambda: receiver.endless_sent.get(path), timeout_s=20)
    assert sent < 10**8  # the receiver was cut off long before its body ended


def test_delivery_rechecks_the_url_and_a_lost_job_is_rescued(
        client, make_key, receiver, hook_settings, rdb):
    path = _path()
    runtime, ids = _pending_event(client, make_key, receiver, path, hook_settings)
    args = (ids["key"]["id"], ids["sub"]["id"], ids["match"]["id"])
    # A worker without the allowlist refuses the target at delivery time (rebinding).
    strict = Runtime.from_settings(settings_with(runtime.settings, webhook_allowlist=(),
                                                 webhook_allow_http=False))
    assert deliver(strict, *args)["outcome"] == "retrying"
    logged, _ = webhooks.deliveries(rdb, ids["sub"]["id"], None, 10)
    assert logged[0]["status"] == "failed" and logged[0]["error"].startswith("refused_url")
    assert receiver.at(path) == []
    # The retry's job is lost (nobody serves this queue): the watchdog hands it out again
    # once it is overdue, and the event goes out with the same id.
    _drop_jobs(runtime)
    assert rescue_overdue(runtime, now=time.time() + 60) == [webhooks.due_member(*args)]
    # (until the retry's time, 0.2 s after the refusal, a job hands over and sends nothing)
    wait_for(lambda: deliver(runtime, *args)["outcome"] == "done")
    _drop_jobs(runtime)
    assert [r["headers"]["Haras-Webhook-Id"] for r in receiver.at(path)] == [
        logged[0]["event_id"]]
    assert rescue_overdue(runtime, now=time.time() + 60) == []  # nothing left due


def test_a_retry_started_before_its_time_sends_nothing_and_waits_for_it(
        client, make_key, receiver, hook_settings, rdb):
    """RQ's scheduler keeps due times in whole seconds: a retry set 0.2 s ahead may start at
    once (it did, 33 ms after the failure). Started before its time, a job sends nothing and
    schedules a job for the retry's time."""
    path = _path()
    receiver.scripts[path] = [500]
    settings = settings_with(hook_settings, webhook_backoff_s=(30.0,))
    runtime, ids = _pending_event(client, make_key, receiver, path, settings)
    args = (ids["key"]["id"], ids["sub"]["id"], ids["match"]["id"])
    assert deliver(runtime, *args)["outcome"] == "retrying"
    _drop_jobs(runtime)
    assert deliver(runtime, *args)["outcome"] == "not_due"
    assert len(receiver.at(path)) == 1  # the first attempt only
    registry = runtime.jobs.webhook_queue.scheduled_job_registry
    (waiting,) = registry.get_job_ids()
    assert registry.get_scheduled_time(waiting).timestamp() > time.time() + 25
    _drop_jobs(runtime)


def test_events_of_a_commit_survive_a_process_that_dies_right_after_it(
        make_key, receiver, hook_settings, rdb, monkeypatch):
    """The webhook events are written by the commit itself, with due notes in the same
    round trip. A process that dies the moment its commit returns (before anything else
    runs) leaves them to the watchdog, in order: nothing is lost."""
    quiet = settings_with(hook_settings, rq_queue=f"quiet-{uuid.uuid4().hex[:8]}")
    app = create_app(quiet)
    client, runtime = app.test_client(), app.extensions["haras"]
    key, path = make_key(), _path()
    sub = _subscribe(client, key["key"], receiver.url(path),
                     events=["match_started", "match_finished"])
    match, tokens = _match(client, key["key"])
    _drop_jobs(runtime)  # the match_started delivery job: lost with the process, say
    commit = runtime.store.commit

    def commit_then_die(*args, **kwargs):
        commit(*args, **kwargs)
        raise SystemExit("the process died as its commit returned")

    monkeypatch.setattr(runtime.store, "commit", commit_then_die)
    with pytest.raises(SystemExit):
        client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["0"]))
    monkeypatch.undo()
    assert client.get(f"/v1/matches/{match['id']}").json["status"] == "finished"
    outbox = webhooks.Outbox(rdb, sub["id"], match["id"])
    queued = [json.loads(raw) for raw in rdb.lrange(outbox.list_key, 0, -1)]
    assert [e["type"] for e in queued] == ["match_started", "match_finished"]
    args = (key["id"], sub["id"], match["id"])
    try:
        assert rescue_overdue(runtime, now=time.time() + 60) == [webhooks.due_member(*args)]
        assert deliver(runtime, *args)["outcome"] == "done"
    finally:
        _drop_jobs(runtime)
    assert [json.loads(r["body"])["id"] for r in receiver.at(path)] == [e["id"] for e in queued]


def test_a_worker_killed_mid_delivery_loses_no_event(make_key, receiver, hook_settings, rdb):
    """SIGKILL while the receiver holds the request: once the dead job's lease runs out, the
    watchdog of another worker hands the event out again, with the same id."""
    crash_settings = settings_with(hook_settings, rq_queue=f"crash-{uuid.uuid4().hex[:8]}")
    client = create_app(crash_settings).test_client()
    key, path = make_key(), _path()
    receiver.hangs[path] = 1
    first = start_worker(crash_settings, **WORKER_ENV)
    second = None
    try:
        sub = _subscribe(client, key["key"], receiver.url(path), events=["match_started"])
        _match(client, key["key"])
        wait_for(lambda: receiver.at(path), timeout_s=30)
        os.killpg(first.pid, signal.SIGKILL)  # the worker and its scheduler, mid-attempt
        first.wait()
        killed_at = time.monotonic()
        second = start_worker(crash_settings, **WORKER_ENV)
        wait_for(lambda: len(receiver.at(path)) >= 2, timeout_s=60)
        redelivered_after_s = time.monotonic() - killed_at
        logged = wait_for(lambda: webhooks.deliveries(rdb, sub["id"], None, 10)[0])
    finally:
        for process in (first, second):
            if process is not None:
                stop_process(process)
        _forget_queue(Runtime.from_settings(crash_settings))
    ids = [r["headers"]["Haras-Webhook-Id"] for r in receiver.at(path)]
    assert len(ids) == 2 and ids[0] == ids[1]  # at least once: the same event, twice
    assert [(d["event_id"], d["status"]) for d in logged] == [(ids[0], "delivered")]
    lease = lease_s(crash_settings)
    assert lease - 1 <= redelivered_after_s <= lease + 30


def _forget_queue(runtime: Runtime) -> None:
    """Deletes a test queue's webhook jobs, whatever became of them, and its registries."""
    queue, connection = runtime.jobs.webhook_queue, runtime.jobs.connection
    registries = (queue.started_job_registry, queue.finished_job_registry,
                  queue.failed_job_registry, queue.scheduled_job_registry)
    job_ids = set(queue.get_job_ids()).union(*(r.get_job_ids() for r in registries))
    connection.delete(*(f"rq:job:{job_id}" for job_id in job_ids), "rq:job:none")
    for name in (queue.name, runtime.jobs.queue.name, runtime.jobs.arena_queue.name):
        for key in connection.scan_iter(f"rq:*:{name}", count=1000):
            connection.delete(key)
    queue.delete(delete_jobs=True)


def test_each_rematch_claim_is_a_seat_joined_event_of_the_new_match(
        client, make_key, receiver, delivery_worker):
    key = make_key("rematch")
    path = _path()
    _subscribe(client, key["key"], receiver.url(path), events=["seat_joined", "match_started"])
    old, tokens = _match(client, key["key"])
    assert client.post(f"/v1/matches/{old['id']}/resign",
                       headers=bearer(tokens["1"])).status_code == 200
    new_id = None
    for seat in ("1", "0"):
        called = client.post(f"/v1/matches/{old['id']}/rematch", headers=bearer(tokens[seat]))
        assert called.status_code in (200, 201), called.json
        new_id = called.json["match"]["id"]

    def of_the_rematch():
        found = [b for b in _bodies(receiver.at(path)) if b["match_id"] == new_id]
        return found if len(found) >= 3 else None

    bodies = wait_for(of_the_rematch, timeout_s=30)
    assert [(b["type"], b["data"].get("seat")) for b in bodies] == [
        ("seat_joined", 1), ("seat_joined", 0), ("match_started", None)]
    mine = client.get("/v1/matches?mine=true", headers={"X-API-Key": key["key"]}).json
    assert new_id in [m["id"] for m in mine["matches"]]


def test_a_subscription_sent_again_after_its_reply_was_lost_is_answered_created(
        settings, monkeypatch):
    """A client that retries (the cluster client does) sends the script again when the
    connection fails after it ran: the key's last free place is found taken by this very
    subscription, which is answered created (it was refused, yet stored). A plain client
    with one retry on a single Redis (the queue's, also in the cluster pass) is that client."""
    client = redis.Redis.from_url(settings.rq_redis_url, decode_responses=True,
                                  retry=Retry(NoBackoff(), 1))
    key_id = "k-" + uuid.uuid4().hex
    try:
        for _ in range(webhooks.MAX_SUBSCRIPTIONS_PER_KEY - 1):
            webhooks.create_subscription(client, key_id, "https://example.org/h",
                                         ["match_started"])
        client.script_load(webhooks._ADD_SUBSCRIPTION)
        with reply_lost_once(monkeypatch) as sent:
            created = webhooks.create_subscription(client, key_id, "https://example.org/h",
                                                   ["match_started"])
        assert len(sent) == 2, "sent again by the client's retry"
        assert created is not None
        assert created["id"] in client.hkeys(webhooks.subscriptions_key(key_id))
    finally:
        client.delete(webhooks.subscriptions_key(key_id))
