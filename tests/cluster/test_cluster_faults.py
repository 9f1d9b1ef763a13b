"""Faults of a real Redis Cluster during play (gunicorn + an RQ worker, humans and AI seats):
the primary that holds the matches is SIGKILLed, or their slot is moved to another primary.

What must hold: every answer is a success, a conflict or a 503 `unavailable` with
Retry-After (never another 5xx, never a hang); play resumes by itself once the replica is
promoted (no restart of the API or the worker); every acknowledged move is in the final
events (DURABILITY=replicated); the AI turns in flight are finished (the matches end); and a
stream that follows each match with Last-Event-ID sees every event once, in order. A replica
restarted empty, while it takes its full copy, does not stop its primary's writes.
"""

import threading
import time

import pytest
import requests

from support.http import SSE
from support.processes import start_gunicorn, start_worker, stop_process, wait_for

pytestmark = [pytest.mark.cluster, pytest.mark.slow]

SEATS = [{"type": "human", "name": "Ana"}, {"type": "ai", "ai": {"level": "random"}}]
GAME = {"game": "royal-turf", "seats": SEATS, "options": {"races": 1}}  # short, with a scoring job
MATCHES = 3
REQUEST_TIMEOUT_S = 20  # a request that takes longer than this hangs
MOVES_BEFORE_FAULT = 6  # acknowledged moves per match before the fault


@pytest.fixture(scope="module")
def served(cluster, settings):
    gunicorn, base = start_gunicorn(settings, workers=2)
    worker = start_worker(settings)
    yield base
    stop_process(worker)
    stop_process(gunicorn)


class Player:
    """Plays the human seat of one match through HTTP until the match ends, as a careful
    client does: on 503 it waits as told, on a conflict it reads again."""

    def __init__(self, base: str, match_id: str, token: str):
        self.base, self.match_id = base, match_id
        self.headers = {"Authorization": f"Bearer {token}"}
        self.acknowledged: list[dict] = []  # the events of every move answered 200
        self.statuses: list[int] = []
        self.unexplained: list[str] = []  # answers no client should see
        self.finished = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _request(self, method: str, path: str, **kwargs):
        try:
            response = requests.request(method, f"{self.base}/v1/matches/{self.match_id}{path}",
                                        headers={**self.headers, **kwargs.pop("headers", {})},
                                        timeout=REQUEST_TIMEOUT_S, **kwargs)
        except requests.Timeout:
            self.unexplained.append(f"{method} {path}: no answer in {REQUEST_TIMEOUT_S} s")
            return None
        self.statuses.append(response.status_code)
        if response.status_code >= 500:
            if response.status_code != 503 or "Retry-After" not in response.headers or \
                    response.json().get("code") != "unavailable":
                self.unexplained.append(f"{method} {path}: {response.status_code} "
                                        f"{response.text[:200]}")
            time.sleep(0.2)  # Retry-After says 5 s; a test need not wait that long
            return None
        return response

    def _run(self) -> None:
        while not self.finished.is_set():
            view = self._request("GET", "")
            if view is None or view.status_code != 200:
                continue
            match = view.json()
            if match["status"] == "finished":
                self.finished.set()
                return
            if 0 not in match["to_act"]:
                time.sleep(0.02)  # the AI's turn: a worker plays it
                continue
            legal = self._request("GET", "/legal-moves")
            if legal is None or legal.status_code != 200 or not legal.json()["legal_moves"]:
                continue
            moved = self._request("POST", "/moves", json={"move": legal.json()["legal_moves"][0]},
                                  headers={"If-Match": f'"{match["version"]}"'})
            if moved is not None and moved.status_code == 200:
                self.acknowledged.extend(moved.json()["events"])


class Follower:
    """Follows a match's stream to its end, reconnecting with Last-Event-ID as EventSource
    does whenever the stream ends early or cannot be opened."""

    def __init__(self, base: str, match_id: str, token: str):
        self.base, self.path = base, f"/v1/matches/{match_id}/stream?token={token}"
        self.events: list[dict] = []
        self.ended = threading.Event()
        self.thread = threading.Thread(target=self._run, daemon=True)

    def _run(self) -> None:
        while not self.ended.is_set():
            last = self.events[-1]["seq"] if self.events else 0
            try:
                stream = SSE(self.base, self.path, headers={"Last-Event-ID": str(last)},
                             timeout_s=REQUEST_TIMEOUT_S)
            except OSError:
                time.sleep(0.2)
                continue
            try:
                if stream.status != 200:
                    time.sleep(0.2)
                    continue
                while (message := stream.message()) is not None:
                    if message["event"] == "end":
                        self.ended.set()
                        break
                    if message["event"] == "message":
                        self.events.append(message["data"])
            except OSError:
                pass  # the connection broke: resume
            finally:
                stream.close()


def _play_through(served: str, fault) -> None:
    """Matches played and followed while `fault(first match id)` happens, then to the end."""
    players, followers = [], []
    for _ in range(MATCHES):
        created = requests.post(f"{served}/v1/matches", json=GAME,
                                timeout=REQUEST_TIMEOUT_S).json()
        match_id, token = created["match"]["id"], created["seat_tokens"]["0"]
        players.append(Player(served, match_id, token))
        followers.append(Follower(served, match_id, token))
    for actor in [*players, *followers]:
        actor.thread.start()
    try:
        wait_for(lambda: all(len(p.acknowledged) >= MOVES_BEFORE_FAULT or p.finished.is_set()
                             for p in players), timeout_s=60)
        fault(players[0].match_id)
        wait_for(lambda: all(p.finished.is_set() for p in players), timeout_s=180,
                 interval_s=0.2)
        wait_for(lambda: all(f.ended.is_set() for f in followers), timeout_s=60)
    finally:
        for actor in [*players, *followers]:
            actor.finished.set() if isinstance(actor, Player) else actor.ended.set()
    for player, follower in zip(players, followers, strict=True):
        assert not player.unexplained, player.unexplained
        stored = requests.get(f"{served}/v1/matches/{player.match_id}/events?limit=1000",
                              timeout=REQUEST_TIMEOUT_S).json()["events"]
        seqs = [event["seq"] for event in stored]
        assert seqs == list(range(1, len(seqs) + 1))
        by_seq = {event["seq"]: event for event in stored}
        for event in player.acknowledged:  # acknowledged: stored, as it was answered
            assert by_seq[event["seq"]]["type"] == event["type"]
            assert by_seq[event["seq"]]["version"] == event["version"]
        assert [e["seq"] for e in follower.events] == seqs, "the stream missed or repeated"


def test_a_killed_primary_loses_no_acknowledged_move_and_play_resumes(cluster, served):
    killed = []

    def kill_the_primary(match_id: str) -> None:
        port = cluster.primary_of(f"{{m:{match_id}}}:match")
        cluster.kill(port)
        killed.append(port)

    try:
        _play_through(served, kill_the_primary)
    finally:
        if killed:  # back as a replica, so the cluster has one per shard again
            cluster.wait_healthy()
            cluster.start_node(killed[0])
            cluster.wait_healthy()


def test_moving_a_live_matchs_slot_loses_nothing(cluster, served):
    def reshard(match_id: str) -> None:
        key = f"{{m:{match_id}}}:match"
        source = cluster.primary_of(key)
        target = next(p for p in cluster.primaries() if p != source)
        cluster.move_slot(key, target, pause_s=0.3)
        assert cluster.primary_of(key) == target

    _play_through(served, reshard)


def test_a_replica_restarted_empty_does_not_stop_its_primarys_moves(cluster, served):
    """A rolling restart of replicas: one comes back without its data and takes a full copy
    from its primary (held here, by the primary's repl-diskless-sync-delay, until play has
    gone on through it). It is connected but not in sync: its primary acknowledges alone,
    and every move answers 200."""
    created = requests.post(f"{served}/v1/matches", json={**GAME, "options": {"races": 3}},
                            timeout=REQUEST_TIMEOUT_S).json()
    match_id = created["match"]["id"]
    player = Player(served, match_id, created["seat_tokens"]["0"])
    primary = cluster.primary_of(f"{{m:{match_id}}}:match")
    replica = cluster.replica_of(primary)
    cluster.node(primary).config_set("repl-diskless-sync-delay", 3600)
    try:
        cluster.restart_empty(replica)
        wait_for(lambda: cluster.replica_states(primary) == ["wait_bgsave"], timeout_s=60)
        player.thread.start()
        wait_for(lambda: len(player.acknowledged) >= MOVES_BEFORE_FAULT or
                 503 in player.statuses or player.finished.is_set(), timeout_s=60)
        assert cluster.replica_states(primary) == ["wait_bgsave"], "still taking its copy"
        assert 503 not in player.statuses and not player.unexplained, player.unexplained
        assert len(player.acknowledged) >= MOVES_BEFORE_FAULT
    finally:
        player.finished.set()
        cluster.node(primary).config_set("repl-diskless-sync-delay", 0)  # the copy goes on
        cluster.wait_healthy()
