"""Live play across a failover: WebSocket moves/s and latency on a local Redis Cluster before a
primary is SIGKILLed for good, and again once the cluster has failed over.

`python -m bench.failover [--quick]` (`make bench` runs it as the "failover" section). The
service as deployed (gunicorn, gevent workers, REDIS_CLUSTER=true, DURABILITY=replicated) on
a local cluster (3 primaries, 3 replicas); MATCHES two-seat Petits Chevaux matches played over
WebSocket (`/v1/matches/{id}/ws`, one socket per seat) at full speed, by one asyncio client
process: a seat to act sends a random legal move and waits for its `moved`; a finished match
is replaced by a new one. Latency: from a move's send to its `moved`. A socket the failover
closes (1013, or dropped), or whose move is refused as `unavailable`, is opened again
after RECONNECT_S (its `welcome` says what to play); a match that cannot be made
(503) is asked again.

Phases: WARMUP_S of play, the "before" window, then the primary that serves the most matches
is SIGKILLed and never brought back; play goes on through the failover; once CLUSTER NODES
on a survivor shows the promoted primary, SETTLE_S later the "after" window. Target: after
≥ TARGET_RATIO × before in moves/s, p99 ≤ TARGET_P99_MS.

Also measured, from the moment a survivor's CLUSTER NODES shows the promoted primary: the
first move accepted on a match of the failed shard, and the moment every watched channel of
the failed shard is subscribed again on the promoted primary (`PUBSUB SHARDCHANNELS`), i.e.
how long the service takes to follow the cluster.
"""

import argparse
import asyncio
import json
import random
import statistics
import sys
import time
import urllib.error
import urllib.request

from redis.crc import key_slot
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed, InvalidStatus

from bench.stack import Stack, start_cluster
from service.state.notify import channel

MATCHES = 16
WEB_WORKERS = 2
GAME = {"game": "petits-chevaux", "seats": [{"type": "human", "name": "A"},
                                            {"type": "human", "name": "B"}]}
WARMUP_S = 3.0
WINDOW_S, QUICK_WINDOW_S = 10.0, 5.0
SETTLE_S, QUICK_SETTLE_S = 30.0, 10.0  # from the failover to the "after" window
RECONNECT_S = 0.2
TARGET_RATIO, TARGET_P99_MS = 0.8, 100.0
ENV = {"RATE_LIMIT_ENABLED": "0", "STREAMS_PER_CLIENT": "100000"}


class Play:
    """The client side: every seat's socket, each move's latency, stamped with its time."""

    def __init__(self, base: str):
        self.base, self.ws_base = base, base.replace("http", "ws", 1)
        self.moves: list[tuple[float, float, str]] = []  # (answered at, latency s, match id)
        self.closed_by_server = 0
        self.errors: list[str] = []
        self.stopping = False

    def _create(self) -> dict:
        request = urllib.request.Request(f"{self.base}/v1/matches", json.dumps(GAME).encode(),
                                         {"Content-Type": "application/json"})
        with urllib.request.urlopen(request, timeout=20) as response:
            return json.loads(response.read())

    async def create(self) -> dict:
        while True:
            try:
                return await asyncio.to_thread(self._create)
            except (urllib.error.URLError, OSError) as error:  # 503 during the failover
                if getattr(error, "code", 503) != 503:
                    self.errors.append(f"create: {error}")
                await asyncio.sleep(RECONNECT_S)

    async def match_slot(self) -> None:
        """One slot of the pool: plays a match to its end, then the next."""
        while not self.stopping:
            created = await self.create()
            match_id = created["match"]["id"]
            seats = [self.seat(match_id, s, created["seat_tokens"][str(s)]) for s in (0, 1)]
            await asyncio.gather(*seats)

    async def seat(self, match_id: str, seat: int, token: str) -> None:
        url = f"{self.ws_base}/v1/matches/{match_id}/ws?token={token}"
        sent_for, pending, sent_at = -1, None, 0.0
        while not self.stopping:
            try:
                async with connect(url, open_timeout=20, max_size=None) as socket:
                    pending = None
                    async for frame in socket:
                        message = json.loads(frame)
                        kind = message["type"]
                        if kind == "end":
                            return
                        if kind == "moved" and message.get("id") == pending:
                            self.moves.append((time.monotonic(),
                                               time.monotonic() - sent_at, match_id))
                            pending = None
                        elif kind == "error" and message.get("id") == pending:
                            pending, code = None, message["problem"].get("code")
                            if code == "unavailable":  # the failover: open again, welcomed
                                break
                            if code != "stale_version":  # the next view says what to play
                                self.errors.append(json.dumps(message["problem"])[:200])
                        view = message.get("match")
                        if view is None or pending is not None or self.stopping:
                            continue
                        if view["status"] == "finished":
                            return
                        if view["version"] > sent_for and seat in view["to_act"] \
                                and view["legal_moves"]:
                            sent_for, pending = view["version"], f"m{random.getrandbits(48)}"
                            sent_at = time.monotonic()
                            await socket.send(json.dumps({
                                "type": "move", "move": random.choice(view["legal_moves"]),
                                "if_version": view["version"], "id": pending}))
                        elif view["status"] != "active":
                            return
            except (ConnectionClosed, InvalidStatus, OSError, TimeoutError):
                self.closed_by_server += 1
            if not self.stopping:
                await asyncio.sleep(RECONNECT_S)
                sent_for = -1  # the welcome's view says whose turn it is

    def window(self, start: float, end: float) -> dict:
        took = sorted(latency for at, latency, _ in self.moves if start <= at < end)
        if not took:
            return {"moves_per_s": 0.0, "p50_ms": float("nan"), "p99_ms": float("nan")}
        return {"moves_per_s": len(took) / (end - start),
                "p50_ms": statistics.median(took) * 1000,
                "p99_ms": took[min(len(took) - 1, round(0.99 * (len(took) - 1)))] * 1000}


def _slots_of(cluster, port: int) -> set[int]:
    found = set()
    for start, end, primary, *_replicas in cluster.node(port).execute_command("CLUSTER",
                                                                               "SLOTS"):
        if int(primary[1]) == port:
            found.update(range(int(start), int(end) + 1))
    return found


def _cluster_nodes(cluster, port: int) -> list[list[str]]:
    """CLUSTER NODES of the node on `port`, a list of fields per node."""
    return [line.split() for line in
            cluster.node(port).execute_command("CLUSTER", "NODES").splitlines() if line]


def _replica_of(cluster, primary: int) -> str:
    """The node id of `primary`'s replica."""
    primary_id = cluster.node_id(primary)
    return next(fields[0] for fields in _cluster_nodes(cluster, primary)
                if fields[3] == primary_id)


def _promoted(cluster, replica_id: str) -> int | None:
    """The port of `replica_id` once a survivor's CLUSTER NODES shows it as a primary."""
    for port in cluster.live_ports():
        try:
            nodes = _cluster_nodes(cluster, port)
        except Exception:  # noqa: BLE001 - that survivor does not answer: ask the next
            continue
        for fields in nodes:
            if fields[0] == replica_id and "master" in fields[2].split(","):
                return int(fields[1].split(":")[1].split("@")[0])
    return None


def measure(quick: bool = False) -> dict:
    window_s = QUICK_WINDOW_S if quick else WINDOW_S
    settle_s = QUICK_SETTLE_S if quick else SETTLE_S
    cluster = start_cluster()
    try:
        with Stack(web_workers=WEB_WORKERS, env=ENV, cluster=cluster) as stack:
            return asyncio.run(_run(cluster, stack, window_s, settle_s))
    finally:
        cluster.stop()


async def _run(cluster, stack: Stack, window_s: float, settle_s: float) -> dict:
    play = Play(f"http://127.0.0.1:{stack.port}")
    slots = [asyncio.create_task(play.match_slot()) for _ in range(MATCHES)]
    await asyncio.sleep(WARMUP_S)
    before_start = time.monotonic()
    await asyncio.sleep(window_s)
    before = play.window(before_start, time.monotonic())
    # the primary that serves the most matches in play
    playing = {match_id for _, _, match_id in play.moves[-200:]}
    primaries = cluster.primaries()
    served = {port: _slots_of(cluster, port) for port in primaries}
    victim = max(primaries, key=lambda p: sum(key_slot(channel(m).encode()) in served[p]
                                              for m in playing))
    replica_id, victim_slots = _replica_of(cluster, victim), served[victim]
    killed_at = time.monotonic()
    await asyncio.to_thread(cluster.kill, victim)
    promoted = None
    while promoted is None:
        promoted = await asyncio.to_thread(_promoted, cluster, replica_id)
        await asyncio.sleep(0.01)
    failed_over = time.monotonic()
    follow = await _follow(cluster, play, promoted, victim_slots, failed_over)
    await asyncio.sleep(max(0.0, failed_over + settle_s - time.monotonic()))
    after_start = time.monotonic()
    await asyncio.sleep(window_s)
    after = play.window(after_start, time.monotonic())
    play.stopping = True
    for task in slots:
        task.cancel()
    await asyncio.gather(*slots, return_exceptions=True)
    ratio = after["moves_per_s"] / before["moves_per_s"] if before["moves_per_s"] else 0.0
    return {"before": before, "after": after, "ratio": ratio,
            "failover_s": failed_over - killed_at, **follow,
            "reconnects": play.closed_by_server, "errors": play.errors[:5],
            "ok": ratio >= TARGET_RATIO and after["p99_ms"] <= TARGET_P99_MS,
            "window_s": window_s, "settle_s": settle_s}


async def _follow(cluster, play: Play, promoted: int, victim_slots: set[int],
                  failed_over: float) -> dict:
    """From `failed_over`: the first move accepted on a match of the failed shard, and when
    every channel watched there is subscribed on the promoted primary."""
    first_write = subscribed = None
    deadline = failed_over + 30
    node = cluster.node(promoted)
    while (first_write is None or subscribed is None) and time.monotonic() < deadline:
        now = time.monotonic()
        if first_write is None:
            accepted = [at for at, _, m in play.moves[-500:]
                        if at >= failed_over and key_slot(channel(m).encode()) in victim_slots]
            if accepted:
                first_write = min(accepted) - failed_over
        if subscribed is None:
            playing = {m for at, _, m in play.moves[-300:] if at >= now - 1.0
                       and key_slot(channel(m).encode()) in victim_slots}
            held = set(await asyncio.to_thread(node.execute_command, "PUBSUB",
                                               "SHARDCHANNELS"))
            if playing and all(channel(m) in held for m in playing):
                subscribed = now - failed_over
        await asyncio.sleep(0.01)
    return {"first_write_s": first_write, "subscribed_s": subscribed}


def report(result: dict) -> str:
    b, a = result["before"], result["after"]
    return "\n".join([
        f"failover: {MATCHES} two-seat matches over WebSocket, {WEB_WORKERS} web workers, "
        f"local cluster (3+3), DURABILITY=replicated; windows of {result['window_s']:g} s",
        f"  before the kill:   {b['moves_per_s']:7.0f} moves/s, p50 {b['p50_ms']:.1f} ms, "
        f"p99 {b['p99_ms']:.1f} ms",
        f"  {result['settle_s']:g} s after failover: {a['moves_per_s']:7.0f} moves/s, "
        f"p50 {a['p50_ms']:.1f} ms, p99 {a['p99_ms']:.1f} ms ({result['ratio']:.2f}×)",
        f"  kill → promoted primary in CLUSTER NODES: {result['failover_s']:.2f} s; then "
        f"first accepted move on the failed shard: {_s(result['first_write_s'])}, its "
        f"watched channels subscribed again: {_s(result['subscribed_s'])}",
        f"  sockets reopened: {result['reconnects']}; unexpected errors: "
        f"{result['errors'] or 'none'}"])


def _s(value: float | None) -> str:
    return "not seen in 30 s" if value is None else f"{value:.2f} s"


def verdicts(result: dict) -> list[dict]:
    b, a = result["before"], result["after"]
    return [{"section": "failover", "what": "WebSocket moves/s, after ÷ before a primary kill",
             "figure": f"{a['moves_per_s']:.0f} ÷ {b['moves_per_s']:.0f} = "
                       f"{result['ratio']:.2f}",
             "target": f"≥ {TARGET_RATIO:g}", "ok": result["ratio"] >= TARGET_RATIO},
            {"section": "failover", "what": f"move p99, {result['settle_s']:g} s after the "
                                            "failover",
             "figure": f"{a['p99_ms']:.1f} ms (before: {b['p99_ms']:.1f} ms)",
             "target": f"≤ {TARGET_P99_MS:g} ms", "ok": a["p99_ms"] <= TARGET_P99_MS}]


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true")
    result = measure(parser.parse_args(argv).quick)
    print(report(result))
    return 0 if result["ok"] else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
