"""Replay steps cost what a read costs (issue 31, part 4): re-playing a finished match's
timeline (a cache miss) is charged to its client (API key, else address) against
REPLAY_BUILD_RATE, 429 `replay_build_limited` with `Retry-After` past it, a cache hit free;
and one timeline is built per match at a time in a process, the other requests for it waiting
for that build (threads, and greenlets under gevent's monkey-patching)."""

import json
import os
import random
import subprocess
import sys
import threading

import pytest

from service.http.resources import replay as replay_api
from service.match import replay_steps

from support.http import assert_problem, bearer, create, limited_client
from support.http import keeps_contract as check
from support.processes import ROOT, wait_for

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

PATH = "/v1/matches/{match_id}/replay/steps/{step}"
BUILDS = 3  # the build budget of the cycling client's test
CONCURRENT = 6


def _address(prefix: str = "10") -> dict:
    return {"REMOTE_ADDR": f"{prefix}.{random.randrange(256)}.{random.randrange(256)}."
                           f"{random.randrange(1, 255)}"}


def finished(client) -> str:
    """A finished match of one step (a resignation)."""
    match, tokens = create(client, options={"horses_per_player": 1})
    resigned = client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["1"]))
    assert resigned.status_code == 200, resigned.json
    return match["id"]


def counted_builds(monkeypatch, before=None) -> list[str]:
    """The ids of the matches whose timeline is built from now on (`before(match)` runs
    first in the building request)."""
    builds, build = [], replay_steps.build_timeline

    def counting(match, events):
        builds.append(match["id"])
        if before is not None:
            before(match)
        return build(match, events)

    monkeypatch.setattr(replay_steps, "build_timeline", counting)
    return builds


def test_a_client_cycling_over_more_matches_than_kept_is_refused_past_its_builds(
        settings, rdb, monkeypatch):
    """The attack: cycle over more finished matches than the process keeps, so that every
    request re-plays a whole match. Here the cache keeps one step (the last match asked) and
    the client four one-step matches: its first BUILDS misses are built, the next are 429, a
    hit on the one kept still answers, and another address has its own budget."""
    builds = counted_builds(monkeypatch)
    with limited_client(settings, rdb, rate_limit="1000/60", replay_cached_steps=1,
                        replay_build_rate=f"{BUILDS}/60") as client:
        attacker = _address()
        matches = [finished(client) for _ in range(4)]
        builds.clear()
        answers = [client.get(f"/v1/matches/{match_id}/replay/steps/0", environ_base=attacker)
                   for _ in range(3) for match_id in matches]
        assert builds == matches[:BUILDS]
        kept = 200  # the last match built, still kept: a hit costs no build
        assert [a.status_code for a in answers] == [200, 200, 200, 429,
                                                    429, 429, kept, 429,
                                                    429, 429, kept, 429]
        refused = answers[3]
        body = assert_problem(refused, 429, "replay_build_limited")
        assert f"{BUILDS} " in body["detail"]
        assert 1 <= int(refused.headers["Retry-After"]) <= 60
        check(refused, "get", PATH)

        other = client.get(f"/v1/matches/{matches[0]}/replay/steps/0",
                           environ_base=_address("192"))
        assert other.status_code == 200 and builds == [*matches[:BUILDS], matches[0]]


def test_concurrent_first_requests_for_one_match_build_it_once(app, monkeypatch):
    """CONCURRENT requests for a match no one asked yet: the first builds its timeline while
    the others wait (held until they all do), then they all answer from that one build."""
    client = app.test_client()
    match_id = finished(client)
    monkeypatch.setitem(app.extensions, replay_api.TIMELINES_KEY, replay_steps.Timelines(100))

    def all_waiting(match):
        timelines = app.extensions[replay_api.TIMELINES_KEY]
        flight = getattr(timelines, "_flights", {}).get((match["id"], match["version"]))
        # without single-flight every request builds: let them all go then
        wait_for(lambda: (flight is not None and flight.users == CONCURRENT)
                 or len(builds) == CONCURRENT)

    builds = counted_builds(monkeypatch, before=all_waiting)
    answers = []

    def ask(step: int) -> None:
        answers.append(app.test_client().get(f"/v1/matches/{match_id}/replay/steps/{step}"))

    threads = [threading.Thread(target=ask, args=(k % 2,)) for k in range(CONCURRENT)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=60)
    assert [a.status_code for a in answers] == [200] * CONCURRENT
    assert builds == [match_id]
    assert not app.extensions[replay_api.TIMELINES_KEY]._flights  # none left behind


GREENLETS = """
import json, sys
from gevent import monkey
monkey.patch_all()
import gevent
from service.match import replay_steps
from service.http.resources.replay import TIMELINES_KEY
from service.app import create_app
from service.config import Settings

app = create_app(Settings.from_env())
match_id, count = sys.argv[1], int(sys.argv[2])
builds, build = [], replay_steps.build_timeline


def counting(match, events):
    builds.append(match["id"])
    flights = app.extensions[TIMELINES_KEY]._flights
    while flights[(match["id"], match["version"])].users < count:
        gevent.sleep(0.01)  # a lock that blocked the thread would never let them come
    return build(match, events)


replay_steps.build_timeline = counting
asked = [gevent.spawn(app.test_client().get, f"/v1/matches/{match_id}/replay/steps/1")
         for _ in range(count)]
gevent.joinall(asked, timeout=60)
print(json.dumps({"builds": len(builds), "statuses": [g.value.status_code for g in asked
                                                     if g.value is not None]}))
"""


def test_under_gevent_the_waiting_requests_let_the_build_run(app):
    """The same under gevent's monkey-patching (as gunicorn's gevent workers run): the waits
    are the hub's, so the greenlet that builds goes on while the others wait for it."""
    match_id = finished(app.test_client())
    done = subprocess.run([sys.executable, "-c", GREENLETS, match_id, str(CONCURRENT)],
                          cwd=ROOT, env={**os.environ, "PYTHONPATH": ROOT, "LOG_LEVEL": "ERROR"},
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-3000:]
    outcome = json.loads(done.stdout.strip().splitlines()[-1])
    assert outcome == {"builds": 1, "statuses": [200] * CONCURRENT}
