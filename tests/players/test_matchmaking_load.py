"""The matchmaker under load, on real processes: 400 tickets from 50 concurrent clients for a
2–4 player game, through two gunicorn processes, matched by two workers at once. Every ticket
ends matched or expired; every match has distinct players, every player is in one match at
most, and every match started. On one Redis, and on the local Redis Cluster (`make test`)."""

import random
import secrets
import threading
from concurrent.futures import ThreadPoolExecutor

import pytest
import requests

from service.state import players

from support.processes import settings_with, start_gunicorn, start_worker, stop_process, wait_for

pytestmark = pytest.mark.cluster
GAME = "petits-chevaux"
CLIENTS, PER_CLIENT = 50, 8
TTL_S = 20  # tickets left without a group expire: the test ends in well under a minute


def test_400_tickets_from_50_clients_each_end_once_in_one_started_match(settings, rdb):
    settings = settings_with(settings, matchmaking_ticket_ttl_s=TTL_S)
    env = {"MATCHMAKING_TICKET_TTL_S": str(TTL_S), "STREAMS_PER_CLIENT": "0"}
    workers = [start_worker(settings, **env) for _ in range(2)]
    server, base = start_gunicorn(settings, workers=2, **env)
    try:
        # a pool of this run (its own options): leftovers of other runs never join it
        options = {"turn_timeout_s": 1000 + secrets.randbelow(80_000)}
        made = [players.create(rdb, f"load-{i}", False, None, None,
                               f"addr:{secrets.token_hex(8)}") for i in range(400)]
        draw = random.Random(32)
        bodies = []
        for index in range(len(made)):
            low = draw.choice((2, 2, 3))
            bodies.append({"game": GAME, "options": options,
                           "players": {"min": low, "max": draw.randint(low, 4)},
                           # a few accept AI seats soon: stragglers end matched too
                           "ai_fill_after_s": 2 if index % 10 == 0 else None})
        outcomes: dict[str, dict] = {}
        lock = threading.Lock()
        barrier = threading.Barrier(CLIENTS)

        def client(number: int) -> None:
            session = requests.Session()
            mine = range(number * PER_CLIENT, (number + 1) * PER_CLIENT)
            barrier.wait()  # every client starts at once
            opened = []
            for index in mine:
                headers = {"Authorization": f"Bearer {made[index][1]}"}
                response = session.post(f"{base}/v1/matchmaking/tickets", json=bodies[index],
                                        headers=headers, timeout=30)
                assert response.status_code == 201, response.text
                opened.append((response.json()["ticket"]["id"], headers))
            for ticket_id, headers in opened:
                while True:
                    response = session.get(f"{base}/v1/matchmaking/tickets/{ticket_id}",
                                           params={"wait": 10}, headers=headers, timeout=30)
                    assert response.status_code == 200, response.text
                    if response.json()["status"] != "searching":
                        break
                with lock:
                    outcomes[ticket_id] = response.json()

        with ThreadPoolExecutor(CLIENTS) as pool:
            for done in [pool.submit(client, n) for n in range(CLIENTS)]:
                done.result()
        assert len(outcomes) == 400
        assert {t["status"] for t in outcomes.values()} <= {"matched", "expired"}
        matched = [t for t in outcomes.values() if t["status"] == "matched"]
        assert matched, "no ticket was matched"
        by_match: dict[str, list[dict]] = {}
        for ticket in matched:
            by_match.setdefault(ticket["match_id"], []).append(ticket)
        seen_players = set()
        for match_id, group in by_match.items():
            view = requests.get(f"{base}/v1/matches/{match_id}", timeout=30).json()
            assert view["status"] in ("active", "scoring", "finished"), view["status"]
            humans = [s["player"]["id"] for s in view["seats"] if s["type"] == "human"]
            assert len(humans) == len(set(humans)) == len(group)  # distinct, all its tickets
            assert sorted(humans) == sorted(t["player_id"] for t in group)
            for ticket in group:  # each ticket's seat is its player's
                assert view["seats"][ticket["seat"]]["player"]["id"] == ticket["player_id"]
            seats = len(view["seats"])
            assert all(t["players"]["min"] <= seats <= t["players"]["max"] for t in group)
            assert not seen_players & set(humans)  # no player in two matches
            seen_players |= set(humans)
        # nothing left in the middle of a grouping, nothing searching
        wait_for(lambda: not rdb.hlen(f"haras:mm:{{mm:{GAME}}}:forming"), timeout_s=30)
    finally:
        stop_process(server)
        for worker in workers:
            stop_process(worker)
