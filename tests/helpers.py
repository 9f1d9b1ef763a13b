"""Helpers for the HTTP tests."""

import contextlib
import dataclasses
import functools
import json
import os
import shutil
import socket
import threading
import uuid
from pathlib import Path

import pytest
import redis
from jsonschema import Draft202012Validator

from devtools import clients
from service.app import create_app
from service.state.store import Store, events_key, match_key


@contextlib.contextmanager
def reply_lost_once(monkeypatch, command: str = "EVALSHA"):
    """The next `command` sent (by any connection of this process) runs on Redis, but its
    reply is lost: the connection resets once the reply is in, before the client has it, as
    a network fault or a timeout does. Yields the list of times `command` was sent: the
    client's retries send it again."""
    sent, lost = [], []
    send, read = redis.Connection.send_packed_command, redis.Connection.read_response

    def sending(self, packed, check_health=True):
        first = packed[0] if isinstance(packed, list | tuple) else packed
        self._haras_sent = command.encode() in bytes(first)[:64]
        if self._haras_sent:
            sent.append(command)
        return send(self, packed, check_health)

    def reading(self, *args, **kwargs):
        reply = read(self, *args, **kwargs)
        if getattr(self, "_haras_sent", False) and not lost:
            lost.append(reply)
            self.disconnect()
            raise redis.exceptions.ConnectionError("reset after the reply, before it was read")
        return reply

    monkeypatch.setattr(redis.Connection, "send_packed_command", sending)
    monkeypatch.setattr(redis.Connection, "read_response", reading)
    yield sent
    assert lost, f"no {command} reply was lost"


class CountingConnection(redis.Connection):
    """Counts round trips: a command, a pipeline or a batch goes in one packed write."""

    sent = 0

    def send_packed_command(self, command, check_health=True):
        CountingConnection.sent += 1
        return super().send_packed_command(command, check_health)


def store_of(settings, **options) -> Store:
    """A Store of its own on the run's Redis (a cluster under --redis-cluster), short TTLs."""
    return Store.from_url(settings.redis_url, finished_ttl_s=100, idle_ttl_s=1000,
                          cluster=settings.redis_cluster, **options)


HUMANS_2 = [{"type": "human", "name": "Ana"}, {"type": "human", "name": "Bo"}]


def create(client, seats=None, game="petits-chevaux", **body):
    response = client.post("/v1/matches", json={"game": game, "seats": seats or HUMANS_2,
                                                **body})
    assert response.status_code == 201, response.json
    return response.json["match"], response.json["seat_tokens"]


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


# Kept by RQ workers and schedulers for themselves (registration, heartbeats, locks), which
# a worker process of this run may write at any moment: never a request's doing.
WORKER_BOOKKEEPING = ("rq:worker:", "rq:workers", "rq:scheduler", "rq:clean_registries",
                      "rq:clean_groups",
                      "haras:alive:")


def keys(rdb) -> set[str]:
    """Every key in the test Redis but workers' own bookkeeping: a rejected request must add
    none (keys of earlier runs may expire meanwhile, so compare what was added, not the
    count)."""
    return {key for key in rdb.scan_iter(count=10_000)
            if not key.startswith(WORKER_BOOKKEEPING)}


def snapshot(rdb, match_id: str) -> tuple:
    """Everything stored for a match: a rejected request must leave it identical."""
    return rdb.hgetall(match_key(match_id)), rdb.xlen(events_key(match_id))


def play(client, match_id: str, token: str, move: dict, **headers):
    return client.post(f"/v1/matches/{match_id}/moves", json={"move": move},
                       headers={**bearer(token), **headers})


def random_step(client, match_id: str, tokens: dict, rng) -> dict:
    """The seat to act plays one of its legal moves, picked by `rng`; the move's response."""
    seat = client.get(f"/v1/matches/{match_id}").json["to_act"][0]
    moves = client.get(f"/v1/matches/{match_id}/legal-moves",
                       headers=bearer(tokens[str(seat)])).json["legal_moves"]
    response = play(client, match_id, tokens[str(seat)], rng.choice(moves))
    assert response.status_code == 200, response.json
    return response.json


def play_until_finished(client, match_id: str, tokens: dict, limit: int = 5000) -> dict:
    """Both human seats play their first legal move until the end."""
    for _ in range(limit):
        view = client.get(f"/v1/matches/{match_id}").json
        if view["status"] == "finished":
            return view
        seat = view["to_act"][0]
        moves = client.get(f"/v1/matches/{match_id}/legal-moves",
                           headers=bearer(tokens[str(seat)])).json["legal_moves"]
        assert play(client, match_id, tokens[str(seat)], moves[-1]).status_code == 200
    raise AssertionError("match did not finish")


def assert_problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, (response.status_code, response.get_data(True))
    assert response.headers["Content-Type"].startswith("application/problem+json")
    body = response.json
    assert body["status"] == status and body["code"] == code
    assert body["type"].endswith(code) and body["title"] and body["detail"]
    return body


@contextlib.contextmanager
def limited_client(settings, rdb, **changes):
    """A client of an app with the rate limiter on (and `changes` to its settings), counting
    under a key prefix of its own that is deleted afterwards: no counter of this test outlives
    it (tests comparing the key count of the shared Redis stay exact)."""
    changes.setdefault("rate_limit_enabled", True)
    app = create_app(dataclasses.replace(settings, **changes))
    limiter = app.extensions["haras.limits"]
    limiter.prefix = f"haras:rl:test-{uuid.uuid4().hex[:12]}:"
    try:
        yield app.test_client()
    finally:
        keys = list(rdb.scan_iter(limiter.prefix + "*", count=1000))
        if keys:
            rdb.delete(*keys)


def cli_create_key(app, name: str = "test backend", rate_limit: str | None = None,
                   quotas: dict[str, int] | None = None) -> dict:
    """`flask keys create` through the app's CLI: {"id", "key", "output"}."""
    args = ["keys", "create", "--name", name]
    if rate_limit:
        args += ["--rate-limit", rate_limit]
    for quota, limit in (quotas or {}).items():
        args += ["--quota", f"{quota}={limit}"]
    result = app.test_cli_runner().invoke(args=args)
    assert result.exit_code == 0, result.output
    fields = dict(line.split(": ", 1) for line in result.stdout.splitlines() if ": " in line)
    return {"id": fields["id"], "key": fields["key"], "output": result.output}


def forget_api_key(rdb, key_id: str) -> None:
    """Deletes an API key of a test and everything stored for it (webhooks, logs, index)."""
    from engines.registry import GAMES
    from service.integrations import webhooks
    from service.state import apikeys, key_matches, tickets

    for subscription in webhooks.subscriptions_of(rdb, key_id):
        webhooks.delete_subscription(rdb, key_id, subscription["id"])
    rdb.delete(apikeys.record_key(key_id), key_matches.index_key(key_id))
    rdb.zrem(apikeys.INDEX_KEY, key_id)
    for game in GAMES:  # barred from matchmaking when it was revoked
        rdb.srem(tickets.prefix(game) + "revoked", key_id)


@contextlib.contextmanager
def api_keys(app, rdb):
    """A factory of API keys (`make(name, rate_limit=None, quotas=None)` → {"id", "key",
    ...}), all forgotten afterwards."""
    made = []

    def make(name: str = "test backend", rate_limit: str | None = None,
             quotas: dict[str, int] | None = None) -> dict:
        made.append(cli_create_key(app, name, rate_limit, quotas))
        return made[-1]

    try:
        yield make
    finally:
        for key in made:
            forget_api_key(rdb, key["id"])


def added_about(rdb, before: set[str], *needles: str) -> set[str]:
    """The keys added since `before` that concern this test: their name or (for a match) its
    record mentions one of `needles` (an API key id, a unique seat name...). Other tests may
    write to the shared Redis meanwhile; their keys are not counted."""
    found = set()
    for key in keys(rdb) - before:
        text = key
        if key.endswith("}:match") and rdb.type(key) == "hash":
            text += rdb.hget(key, "doc") or ""
        if any(needle in text for needle in needles):
            found.add(key)
    return found


CONTRACT = json.loads((Path(__file__).parent.parent / "openapi" / "openapi.json").read_text())


def schema_of(method: str, path: str, status: int) -> dict:
    responses = CONTRACT["paths"][path][method]["responses"]
    found = responses[str(status)]
    if "$ref" in found:
        found = CONTRACT["components"]["responses"][found["$ref"].rsplit("/", 1)[1]]
    media = "application/problem+json" if status >= 400 else "application/json"
    return found["content"][media]["schema"]


@functools.cache
def validator(method: str, path: str, status: int) -> Draft202012Validator:
    # Refs (`#/components/...`) resolve against a root that carries the contract's components.
    return Draft202012Validator({"components": CONTRACT["components"],
                                 "allOf": [schema_of(method, path, status)]})


def keeps_contract(response, method: str, path: str) -> dict:
    """The response's body, after checking it against the contract."""
    errors = sorted(validator(method, path, response.status_code).iter_errors(response.json),
                    key=str)
    assert not errors, (method, path, response.status_code,
                        [f"{list(e.absolute_path)}: {e.message}" for e in errors[:5]])
    return response.json


needs_node = pytest.mark.skipif(
    shutil.which("node") is None and not os.environ.get("CI"),
    reason="node is not installed: the TypeScript parts are not checked (CI checks them)")


def node_tool(name: str) -> str:
    """A pinned Node tool's path (`make node-tools` installs them)."""
    tool = clients.NODE_BIN / name
    if not tool.exists():
        pytest.fail(f"{tool.relative_to(clients.ROOT)} is missing: run `make node-tools` "
                    "(`make test` installs it)")
    return str(tool)


class HoldingProxy:
    """TCP proxy to Redis that forwards everything until the first command carrying
    `trigger` passes; it then holds that connection, either before the command reaches
    Redis (`deliver=False`) or after Redis has run it, withholding the reply."""

    def __init__(self, upstream: tuple[str, int], trigger: bytes, deliver: bool):
        self.upstream, self.trigger, self.deliver = upstream, trigger, deliver
        self.held = threading.Event()
        self._armed = threading.Lock()
        self._sockets: list[socket.socket] = []
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = self._listener.getsockname()[1]
        threading.Thread(target=self._accept, daemon=True).start()

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self._listener.accept()
            except OSError:  # closed
                return
            server = socket.create_connection(self.upstream)
            self._sockets += [client, server]
            holding = threading.Event()  # this connection's reply is being withheld
            threading.Thread(target=self._commands, args=(client, server, holding),
                             daemon=True).start()
            threading.Thread(target=self._replies, args=(server, client, holding),
                             daemon=True).start()

    def _commands(self, client, server, holding) -> None:
        tail = b""  # the trigger may straddle two reads
        while data := self._recv(client):
            seen, tail = tail + data, data[-len(self.trigger):]
            if self.trigger in seen and not self.held.is_set() and \
                    self._armed.acquire(blocking=False):
                if not self.deliver:
                    self.held.set()
                    return  # the command never reaches Redis
                holding.set()
            try:
                server.sendall(data)
            except OSError:
                return

    def _replies(self, server, client, holding) -> None:
        while data := self._recv(server):
            if holding.is_set():
                self.held.set()  # Redis has run the command; its reply stays here
                return
            try:
                client.sendall(data)
            except OSError:
                return

    @staticmethod
    def _recv(sock) -> bytes:
        try:
            return sock.recv(65536)
        except OSError:
            return b""

    def close(self) -> None:
        self._listener.close()
        for sock in self._sockets:
            sock.close()
