"""Many clients racing the same turn over real HTTP, through gunicorn with the production
configuration and several worker processes: exactly one move is applied per turn, every
other answer is the precise 409/412/422 the contract gives, never a 5xx or a dropped
connection, and the match's version and event log stay gapless.

(The same race between threads of one in-process app is tests/api/test_api_matches.py's
test_concurrent_moves_apply_exactly_once.)"""

import re
import threading
from collections import Counter, defaultdict
from concurrent.futures import ThreadPoolExecutor

import pytest

from support.http import HUMANS_2, bearer, request
from support.processes import gunicorn

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

CLIENTS = 64
TURNS = 20
RACE_HEADER = "X-Race"
# gunicorn's access log, one line per request: the serving worker's pid, the status, and the
# race tag the client sent ("-" when none). It is the only place that says which process
# served a request.
ACCESS_LOG_FORMAT = "access pid=%(p)s status=%(s)s race=%({x-race}i)s"
ACCESS_LINE = re.compile(r"access pid=<(\d+)> status=(\d+) race=(\S+)")








@pytest.fixture(scope="module")
def three_workers(settings):
    env = {"REDIS_URL": settings.redis_url, "RQ_QUEUE": settings.rq_queue,
           "RATE_LIMIT_ENABLED": "0"}  # 64 clients share one seat token on purpose
    with gunicorn(env, workers=3, access_log_format=ACCESS_LOG_FORMAT) as server:
        yield server


def _race(port: int, match_id: str, token: str, move: dict, version: int, tag: str) -> list:
    """CLIENTS posts of `move`, released together; even-numbered ones send If-Match."""
    barrier = threading.Barrier(CLIENTS)

    def post(i: int):
        headers = {**bearer(token), RACE_HEADER: tag}
        if i % 2 == 0:
            headers["If-Match"] = f'"{version}"'
        barrier.wait()
        try:
            status, _headers, body = request(port, "POST", f"/v1/matches/{match_id}/moves",
                                             {"move": move}, headers)
        except OSError as error:  # refused, reset, timed out: none is acceptable
            return i, None, repr(error)
        return i, status, body

    with ThreadPoolExecutor(CLIENTS) as pool:
        return list(pool.map(post, range(CLIENTS)))


def test_64_clients_racing_each_turn_apply_exactly_one_move(three_workers):
    port = three_workers.port
    status, _, created = request(port, "POST", "/v1/matches", {
        "game": "petits-chevaux", "seats": HUMANS_2, "seed": 21})
    assert status == 201, created
    match_id, tokens = created["match"]["id"], created["seat_tokens"]
    version = created["match"]["version"]
    outcomes: Counter = Counter()
    for turn in range(TURNS):
        seat = str(request(port, "GET", f"/v1/matches/{match_id}")[2]["to_act"][0])
        legal = request(port, "GET", f"/v1/matches/{match_id}/legal-moves",
                        headers=bearer(tokens[seat]))[2]
        assert legal["version"] == version
        move = legal["legal_moves"][0]
        answers = _race(port, match_id, tokens[seat], move, version, f"t{turn}")

        errors = [(i, detail) for i, status, detail in answers if status is None]
        assert not errors, f"turn {turn}: connection errors {errors[:3]}"
        assert not [a for a in answers if a[1] >= 500], f"turn {turn}: a 5xx"
        won = [body for _i, status, body in answers if status == 200]
        assert len(won) == 1, f"turn {turn}: {len(won)} moves applied"
        after = won[0]["match"]
        assert after["version"] == version + 1
        # Without If-Match a request is judged against the state it finds: one that lost at
        # the commit is stale; one that read the state after the winner's commit finds the
        # turn gone (409) or the same seat facing a new decision its move is not part of.
        assert move not in after["legal_moves"], "the same move is legal twice: other seed"
        late = ((409, "not_your_turn") if int(seat) not in after["to_act"]
                else (422, "illegal_move"))
        for i, status, body in answers:
            if status == 200:
                continue
            code = (status, body.get("code"))
            if i % 2 == 0:
                assert code == (412, "stale_version"), (turn, i, code)
                assert body["current_version"] == version + 1
            else:
                assert code in {(412, "stale_version"), late}, (turn, i, code)
            outcomes[code] += 1
        outcomes[(200, "applied")] += 1
        version += 1

    view = request(port, "GET", f"/v1/matches/{match_id}")[2]
    assert view["version"] == created["match"]["version"] + TURNS
    events = request(port, "GET", f"/v1/matches/{match_id}/events")[2]["events"]
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
    assert sum(e["type"] == "move_played" for e in events) == TURNS

    served_by = _racers_by_turn(three_workers.log())
    assert sum(sum(pids.values()) for pids in served_by.values()) == TURNS * CLIENTS, \
        "every racing request is in the access log"
    workers = three_workers.worker_pids()
    all_pids = set().union(*served_by.values())
    assert all_pids <= workers
    cross_process = sum(len(pids) > 1 for pids in served_by.values())
    print(f"\n{TURNS} turns x {CLIENTS} clients: {dict(outcomes)}; served by "
          f"{len(all_pids)} of {len(workers)} workers; {cross_process} turns raced across "
          f"processes")
    assert len(all_pids) >= 2, "the load never reached a second worker process"
    assert cross_process >= 1, "no turn was raced by two processes"


def _racers_by_turn(log: str) -> dict[str, Counter]:
    """race tag -> Counter(pid -> racing requests it served), from the access log."""
    served: dict[str, Counter] = defaultdict(Counter)
    for pid, _status, tag in ACCESS_LINE.findall(log):
        if tag != "-":
            served[tag][int(pid)] += 1
    return served
