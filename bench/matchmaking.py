"""`python -m bench --only matchmaking`: the matchmaker on a Redis of its own.

- A full pool: 10,000 searching tickets of one game (2–4 players, compatible), then one worker
  started: the time from its start to an empty pool (its start-up included), and tickets
  matched per second from the first match to the last (target ≥ 2,000 tickets/s). The
  baseline, measured in the same run: the same number of 4-seat matches created one after the
  other through service/match/creation.py, the matchmaker's own creation path, without tickets.
- Tickets arriving at 200/s over HTTP (two-player tickets: every second one completes a
  pair): per match, the time from the creation of its last ticket to its tickets' `matched`
  (both stamped by Redis-side writes of the one machine's clock): p50, p99 (target p99 ≤ 1 s).
- Redis bytes per searching ticket (used_memory over the 10,000, their players apart).
- Redis bytes per player: a guest player (record and token hash), then the same with a rating
  in each of the four games applied through the rating floor (ratings and the set of rated
  matches that makes a retried rating job change nothing).
"""

import dataclasses
import statistics
import sys
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import redis
import requests

from bench.stack import Stack
from engines.registry import GAMES
from service.club import matchmaking
from service.config import Settings
from service.match.creation import new_match, store_new_match
from service.match.runtime import Runtime
from service.model import match_options
from service.model import seat_tokens as auth
from service.state import players, ratings, tickets
from service.state.quotas import Requester

GAME = "petits-chevaux"
TARGET_TICKETS_PER_S = 2000
TARGET_P99_S = 1.0
ARRIVALS_PER_S = 200


def _runtime(stack: Stack) -> Runtime:
    settings = dataclasses.replace(Settings.from_env(), redis_url=stack.redis.url,
                                   rq_redis_url=stack.redis.url, rq_queue="bench",
                                   matchmaking_keepalive_s=0)  # as the stack's (see measure)
    return Runtime.from_settings(settings)


def _players(client, count: int, threads: ThreadPoolExecutor) -> list[tuple[dict, str]]:
    return list(threads.map(lambda i: players.create(client, f"bench-{i}", False, None, None,
                                                     f"addr:bench-{i}"), range(count)))


def _baseline(rt: Runtime, matches: int, made: list) -> float:
    """4-seat matches per second created one after the other (no tickets, no grouping)."""
    game = GAMES[GAME]
    started = time.perf_counter()
    for index in range(matches):
        match_id = f"base{index:06d}".ljust(22, "x")
        seats, hashes = [], {}
        for seat in range(4):
            player = made[(index * 4 + seat) % len(made)][0]
            seats.append({"seat": seat, "type": "human", "name": player["name"],
                          "player": players.seat_binding(player, GAME)})
            hashes[str(seat)] = auth.new_seat_token(match_id)[1]
        match, events = new_match(game, match_id, seats, hashes,
                                  match_options.resolve(game, {}, 4), None)
        store_new_match(rt, match, events, lambda: Requester("bench", None))
    return matches / (time.perf_counter() - started)


def _drain(stack: Stack, rt: Runtime, count: int, threads: ThreadPoolExecutor) -> dict:
    client = redis.Redis.from_url(stack.redis.url, decode_responses=True)
    game = GAMES[GAME]
    made = _players(client, count, threads)
    before = client.info("memory")["used_memory"]
    opened = list(threads.map(lambda pair: matchmaking.open_ticket(
        rt, pair[0], game, (2, 4), {}, False, None, None)["id"], made))
    per_ticket = (client.info("memory")["used_memory"] - before) / count
    exp = tickets.prefix(GAME) + "exp"
    assert client.zcard(exp) == count
    started = time.monotonic()
    stack.add_workers(1)
    first, deadline = None, started + 300
    while client.zcard(exp) or client.hlen(tickets.prefix(GAME) + "forming"):
        if time.monotonic() > deadline:
            raise RuntimeError(f"the pool was not empty after 300 s: {stack.logs()}")
        if first is None and client.zcard(exp) < count:
            first = time.monotonic()
        time.sleep(0.01)
    ended = time.monotonic()
    statuses = [client.hget(tickets.prefix(GAME) + "t:" + t, "s") for t in opened]
    baseline = _baseline(rt, max(count // 20, 50), made)
    drained_s = ended - (first or started)
    return {"tickets": count, "empty_s": ended - started, "drain_s": drained_s,
            "tickets_per_s": count / drained_s, "matched": statuses.count("matched"),
            "bytes_per_ticket": per_ticket, "baseline_matches_per_s": baseline}


def _player_bytes(stack: Stack, count: int, threads: ThreadPoolExecutor) -> dict:
    client = redis.Redis.from_url(stack.redis.url, decode_responses=True)
    before = client.info("memory")["used_memory"]
    made = _players(client, count, threads)
    unrated = client.info("memory")["used_memory"]
    rater = ratings.Ratings(client, retention_s=8 * 86_400)
    after = {"mu": 26.1, "sigma": 7.9, "matches": 1, "rating": ratings.displayed(26.1, 7.9)}
    for game in GAMES:
        def rate(pair, game=game):
            player_id = pair[0]["id"]
            entry = {"player": player_id, "rank": 1, "before": ratings.default(), "after": after}
            return rater.apply(f"bench-{game}-{player_id}", game, entry, seats=2)
        list(threads.map(rate, made))
    rated = client.info("memory")["used_memory"]
    return {"players": count, "unrated": (unrated - before) / count,
            "rated": (rated - before) / count, "games": len(GAMES)}


def _arrivals(stack: Stack, seconds: float, threads: ThreadPoolExecutor) -> dict:
    client = redis.Redis.from_url(stack.redis.url, decode_responses=True)
    count = int(seconds * ARRIVALS_PER_S)
    made = _players(client, count, threads)
    base = f"http://127.0.0.1:{stack.port}"
    senders = 8
    opened: list[str] = []
    lock = threading.Lock()
    start = time.monotonic() + 0.5

    def send(sender: int) -> None:
        session = requests.Session()
        for index in range(sender, count, senders):
            delay = start + index / ARRIVALS_PER_S - time.monotonic()
            if delay > 0:
                time.sleep(delay)
            response = session.post(f"{base}/v1/matchmaking/tickets", json={
                "game": GAME, "players": {"min": 2, "max": 2}, "rated": False},
                headers={"Authorization": f"Bearer {made[index][1]}"}, timeout=30)
            response.raise_for_status()
            with lock:
                opened.append(response.json()["ticket"]["id"])

    with ThreadPoolExecutor(senders) as pool:
        for done in [pool.submit(send, n) for n in range(senders)]:
            done.result()
    prefix = tickets.prefix(GAME)
    deadline = time.monotonic() + 30
    while (client.zcard(prefix + "exp") > 1 or client.hlen(prefix + "forming")) \
            and time.monotonic() < deadline:
        time.sleep(0.05)
    pipe = client.pipeline(transaction=False)
    for ticket_id in opened:
        pipe.hmget(prefix + "t:" + ticket_id, "s", "t", "e", "m")
    groups: dict[str, list[tuple[int, int]]] = {}
    for status, created, ended, match_id in pipe.execute():
        if status == "matched":
            groups.setdefault(match_id, []).append((int(created), int(ended)))
    waits = sorted((max(e for _, e in g) - max(t for t, _ in g)) / 1000
                   for g in groups.values())
    return {"tickets": count, "matches": len(groups),
            "p50_s": statistics.median(waits) if waits else float("nan"),
            "p99_s": waits[min(len(waits) - 1, int(len(waits) * 0.99))] if waits
            else float("nan")}


def measure(quick: bool = False, tickets_waiting: int | None = None,
            arrivals_s: float | None = None, players_counted: int | None = None) -> dict:
    """The pool of `tickets_waiting` (default 10,000; quick 2,000), then `arrivals_s` seconds
    of arrivals (default 20; quick 5), then the bytes of `players_counted` players (default
    2,000; quick 500)."""
    threads = ThreadPoolExecutor(16)
    # an unpersisted Redis: what is measured is the matchmaker, not this machine's disk
    with Stack(web_workers=2, rq_workers=0, production_redis=False,
               # the waiting pool is tickets nobody follows: kept, as bots with webhooks are
               env={"RATE_LIMIT_ENABLED": "0", "MATCHMAKING_KEEPALIVE_S": "0"}) as stack:
        rt = _runtime(stack)
        drained = _drain(stack, rt, tickets_waiting or (2000 if quick else 10_000), threads)
        arrivals = _arrivals(stack, arrivals_s or (5 if quick else 20), threads)
        player_bytes = _player_bytes(stack, players_counted or (500 if quick else 2000),
                                     threads)
    threads.shutdown()
    return {"drain": drained, "arrivals": arrivals, "players": player_bytes}


def report(result: dict) -> str:
    d, a = result["drain"], result["arrivals"]
    return "\n".join([
        f"matchmaking: {d['tickets']:,} waiting tickets, one worker: pool empty "
        f"{d['empty_s']:.2f} s after the worker's start ({d['drain_s']:.2f} s from the "
        f"first match), {d['tickets_per_s']:,.0f} tickets/s, {d['matched']:,} matched; "
        f"baseline: {d['baseline_matches_per_s']:,.0f} 4-seat matches/s created one by one "
        f"({d['baseline_matches_per_s'] * 4:,.0f} seats/s)",
        f"matchmaking: {a['tickets']:,} tickets at {ARRIVALS_PER_S}/s: {a['matches']:,} "
        f"matches, last ticket to matched p50 {a['p50_s'] * 1000:.0f} ms, "
        f"p99 {a['p99_s'] * 1000:.0f} ms",
        f"matchmaking: {d['bytes_per_ticket']:,.0f} Redis bytes per searching ticket",
        f"matchmaking: {result['players']['unrated']:,.0f} Redis bytes per player, "
        f"{result['players']['rated']:,.0f} rated in {result['players']['games']} games "
        f"(over {result['players']['players']:,} players)"])


def verdicts(result: dict) -> list[dict]:
    d, a = result["drain"], result["arrivals"]
    return [
        {"section": "matchmaking", "what": f"{d['tickets']:,} waiting tickets, one worker",
         "figure": f"{d['tickets_per_s']:,.0f} tickets/s ({d['empty_s']:.1f} s to empty, "
                   f"{d['tickets_per_s'] / (d['baseline_matches_per_s'] * 4):.2f}× the "
                   "seats/s of matches created one by one)",
         "target": f"≥ {TARGET_TICKETS_PER_S:,} tickets/s",
         "ok": d["tickets_per_s"] >= TARGET_TICKETS_PER_S and d["matched"] >= d["tickets"] - 3},
        {"section": "matchmaking", "what": f"tickets at {ARRIVALS_PER_S}/s: last ticket to "
                                           "matched",
         "figure": f"p50 {a['p50_s'] * 1000:.0f} ms, p99 {a['p99_s'] * 1000:.0f} ms",
         "target": f"p99 ≤ {TARGET_P99_S * 1000:.0f} ms", "ok": a["p99_s"] <= TARGET_P99_S},
        {"section": "matchmaking", "what": "Redis bytes per searching ticket",
         "figure": f"{d['bytes_per_ticket']:,.0f} B", "target": "", "ok": None},
        {"section": "matchmaking", "what": "Redis bytes per player (unrated; rated in every game)",
         "figure": f"{result['players']['unrated']:,.0f} B; {result['players']['rated']:,.0f} B",
         "target": "", "ok": None},
    ]


def main(argv: list[str]) -> int:
    result = measure("--quick" in argv)
    print(report(result))
    return 0 if all(v["ok"] is not False for v in verdicts(result)) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
