"""Ratings (service/state/ratings.py, service/club/rating.py): a finished rated match rates its
players once, with real workers; ranks from results (ties, resigned seats last); AI levels
are anchors no match moves; exactly once after a crash at any point of the job. The rules
against farming (aborts, provisional opponents, repeated pairs):
tests/players/test_rating_rules.py."""

import os
import signal
import time
import uuid
from urllib.parse import urlsplit, urlunsplit

import pytest

from service.app import create_app
from service.config import Settings
from service.integrations.jobs import job_id
from service.match.runtime import Runtime
from service.state import players, ratings
from service.state.leaderboard import board_key
from workers import rating
from workers import runtime as worker_runtime

from support.http import HoldingProxy, bearer
from support.processes import settings_with, start_worker, stop_process
from support.ratings import (
    GAME,
    ai_binding,
    established,
    new_player,
    play_own_moves,
    play_to_the_end,
    rated_match,
    rated_view,
    rating_of,
)

# --- ranks ----------------------------------------------------------------------------

def _finished(result: dict, seats: list[dict]) -> dict:
    return {"id": "m", "game": GAME, "seats": seats, "forfeit": result}


def _seat(seat: int, player: str, **more) -> dict:
    return {"seat": seat, "type": "human", "name": player,
            "player": {"id": player, "name": player, "bot": False}, **more}


def test_shared_wins_are_ties_and_the_rest_follow_the_ranking():
    seats = [_seat(s, f"p{s}") for s in range(4)]
    result = {"ranking": [2, 0, 3, 1], "winners": [2, 0], "scores": {}}
    assert ratings.ranks(_finished(result, seats)) == {2: 1, 0: 1, 3: 3, 1: 4}
    fresh = {s: established() for s in range(4)}
    outcome = ratings.compute_outcome(_finished(result, seats), fresh)["seats"]
    assert outcome["2"]["after"] == outcome["0"]["after"]  # tied: the same change
    # (openskill's Plackett–Luce gives the seat after a tie for first the winners' change)
    assert outcome["0"]["after"]["mu"] >= outcome["3"]["after"]["mu"] > \
        outcome["1"]["after"]["mu"]
    assert outcome["0"]["after"]["mu"] > ratings.MODEL.mu > outcome["1"]["after"]["mu"]


def test_a_seat_handed_to_the_ai_ranks_last_even_when_the_ai_won_it():
    """Resigned (then played by the AI), or handed to the AI after too many timeouts (a
    player's seat of type `ai`): last, together, whatever the AI made of the seat."""
    seats = [_seat(0, "p0", resigned=True, type="ai", ai_level="greedy"),
             _seat(1, "p1"), _seat(2, "p2", type="ai", ai_level="greedy"), _seat(3, "p3")]
    seats.append({"seat": 4, "type": "ai", "ai_level": "random", "name": "AI",
                  "player": ai_binding(GAME, "random")})  # an AI level's own seat: ranked
    result = {"ranking": [0, 2, 4, 3, 1], "winners": [0], "scores": {}}
    assert ratings.ranks(_finished(result, seats)) == {0: 6, 2: 6, 4: 3, 3: 4, 1: 5}
    outcome = ratings.compute_outcome(_finished(result, seats),
                                      {s: established() for s in range(5)})["seats"]
    assert "4" not in outcome  # an AI level: an anchor
    assert outcome["0"]["after"]["mu"] < ratings.MODEL.mu
    assert outcome["0"]["after"]["mu"] < outcome["1"]["after"]["mu"]


def test_two_seats_of_one_ai_level_rate_that_level_by_neither():
    seats = [_seat(0, "p0"), {"seat": 1, "type": "ai", "ai_level": "greedy", "name": "AI",
                              "player": ai_binding(GAME, "greedy")}]
    seats.append({**seats[1], "seat": 2})
    result = {"ranking": [1, 0, 2], "winners": [1], "scores": {}}
    outcome = ratings.compute_outcome(_finished(result, seats),
                                      {s: ratings.default() for s in range(3)})["seats"]
    assert list(outcome) == ["0"]


def test_a_new_player_shows_1000_and_wins_raise_it():
    assert ratings.displayed(ratings.MODEL.mu, ratings.MODEL.sigma) == 1000
    assert ratings.default()["rating"] == 1000
    assert ratings.displayed(30.0, 2.0) == 1000 + 20 * 24


# --- a rated match, end to end ---------------------------------------------------------

@pytest.mark.cluster
def test_a_finished_rated_match_rates_its_player_once_and_no_ai_level(client, rdb, worker):
    """A player's human seat and two AI levels' seats: when the match ends, the rating job
    (rating-<match id>) rates the player once, against the levels' ratings, and moves no
    level (anchors); the view's result shows the change, the event log says so, and the
    player's next match shows its rating on the seat."""
    rt = worker_runtime()
    player = new_player(rdb, "Alice")
    levels = {level: rating_of(rdb, ratings.ai_player_id(GAME, level))
              for level in ("greedy", "random")}
    match, tokens = rated_match(rt, [player, "greedy", "random"])
    play_to_the_end(client, match["id"], tokens)
    view = rated_view(client, match["id"])
    changes = view["result"]["rating_changes"]
    assert set(changes) == {"0"} and "rating_aborted" not in view["result"]
    outcome = ratings.freeze_outcome(rdb, rt.store.load(match["id"]), 600)  # the frozen one
    assert changes == ratings.changes(outcome)
    _frozen_changes_applied_once(rdb, outcome)
    assert changes["0"]["before"] == 1000  # a new player
    assert {level: rating_of(rdb, ratings.ai_player_id(GAME, level))
            for level in levels} == levels  # anchors: unmoved
    moved = outcome["seats"]["0"]["after"]["mu"] - outcome["seats"]["0"]["before"]["mu"]
    rank = outcome["seats"]["0"]["rank"]
    assert moved > 0 if rank == 1 else moved < 0 if rank == 3 else True
    events = client.get(f"/v1/matches/{match['id']}/events").json["events"]
    assert [e["changes"] for e in events if e["type"] == "ratings_updated"] == [changes]
    assert rt.jobs.fetch(job_id("rating", match["id"], 0)) is not None
    assert rt.jobs.notes.zscore(rt.jobs.due_key, match["id"]) is None  # nothing waits
    again, _ = rated_match(rt, [players.load(rdb, player["id"]), "greedy"])
    shown = client.get(f"/v1/matches/{again['id']}").json["seats"]
    assert shown[0]["player"]["rating"] == rating_of(rdb, player["id"])["rating"]


@pytest.mark.cluster
def test_a_resigned_player_ranks_last_and_loses_rating(client, rdb, worker):
    """Resigned after moves of its own (not an abort), against an established player."""
    rt = worker_runtime()
    alice, bob = new_player(rdb, "Alice", established()), new_player(rdb, "Bob", established())
    match, tokens = rated_match(rt, [alice, bob])
    play_own_moves(client, rt, match["id"], tokens, ratings.Rules().abort_moves)
    assert client.post(f"/v1/matches/{match['id']}/resign",
                       headers=bearer(tokens["0"])).status_code == 200
    changes = rated_view(client, match["id"])["result"]["rating_changes"]
    assert changes["0"]["after"] < changes["1"]["after"]
    assert rating_of(rdb, alice["id"])["mu"] < ratings.MODEL.mu < rating_of(rdb, bob["id"])["mu"]


@pytest.mark.cluster
def test_an_unrated_match_is_not_rated(client, rdb, worker):
    rt = worker_runtime()
    alice = new_player(rdb, "Alice")
    match, tokens = rated_match(rt, [alice, "random"], rated=False)
    play_to_the_end(client, match["id"], tokens)
    view = client.get(f"/v1/matches/{match['id']}").json
    assert view["status"] == "finished" and "rating_changes" not in view["result"]
    assert rating_of(rdb, alice["id"]) is None


# --- exactly once ----------------------------------------------------------------------

def _frozen_changes_applied_once(rdb, outcome: dict, game: str = GAME) -> None:
    for entry in outcome["seats"].values():
        now = ratings.current(rdb, [entry["player"]], game)[entry["player"]]
        assert now["matches"] == entry["after"]["matches"] == entry["before"]["matches"] + 1
        assert (now["mu"], now["sigma"]) == (entry["after"]["mu"], entry["after"]["sigma"])


@pytest.mark.cluster
def test_a_job_run_again_after_dying_midway_changes_each_rating_once(client, rdb, settings):
    """In-process, on one Redis or the Cluster: the job's first run froze the outcome and
    applied it to one player, then died; a run again applies it to the others only, and a
    third run changes nothing. A rating moved by another match in between keeps both."""
    rt = worker_runtime()
    alice, bob = new_player(rdb, "Alice", established()), new_player(rdb, "Bob", established())
    match, tokens = rated_match(rt, [alice, bob])  # no worker: the test runs the job itself
    play_to_the_end(client, match["id"], tokens)
    finished = rt.store.load(match["id"])
    outcome = ratings.freeze_outcome(rdb, finished, 600)
    first = ratings.Ratings(rdb, 600)
    assert first.apply(match["id"], GAME, outcome["seats"]["0"], seats=2)[0] is True
    assert first.apply(match["id"], GAME, outcome["seats"]["0"], seats=2)[0] is False
    assert rating.rate_match(match["id"], finished["version"])["outcome"] == "rated"
    _frozen_changes_applied_once(rdb, outcome)
    assert ratings.freeze_outcome(rdb, finished, 600) == outcome  # frozen: not computed again
    assert rating.rate_match(match["id"], finished["version"])["outcome"] == "rated already"
    _frozen_changes_applied_once(rdb, outcome)
    view = client.get(f"/v1/matches/{match['id']}").json
    assert view["result"]["rating_changes"] == ratings.changes(outcome)


@pytest.mark.cluster
def test_an_outcome_applied_after_another_match_keeps_both_changes(rdb):
    """Two matches of one player frozen from the same rating, applied one after the other:
    the second is applied as a change (mu + delta, sigma × ratio), not as the rating it
    computed, so the first match's change is not lost."""
    player = new_player(rdb, "Carol")
    base = ratings.default()
    entry = {"player": player["id"], "rank": 1, "before": base,
             "after": {"mu": 27.0, "sigma": 8.0, "matches": 1, "rating": 0}}
    other = {**entry, "after": {"mu": 24.0, "sigma": 7.5, "matches": 1, "rating": 0}}
    applier = ratings.Ratings(rdb, 600)
    applier.apply("match-a", GAME, entry, seats=2)
    _, now = applier.apply("match-b", GAME, other, seats=2)
    assert now["matches"] == 2
    assert now["mu"] == pytest.approx(27.0 + 24.0 - base["mu"])
    assert now["sigma"] == pytest.approx(8.0 * 7.5 / base["sigma"])
    assert now["rating"] == ratings.displayed(now["mu"], now["sigma"])


@pytest.mark.cluster
def test_a_rating_changed_between_its_read_and_the_update_is_read_again(rdb):
    """The update writes only over the rating it was computed from: another write that got
    in between (read stale here) makes it compute again from the stored one."""
    player = new_player(rdb, "Dave")
    applier = ratings.Ratings(rdb, 600)
    first = {"player": player["id"], "rank": 1, "before": ratings.default(),
             "after": {"mu": 26.0, "sigma": 8.0, "matches": 1, "rating": 0}}
    applier.apply("match-a", GAME, first, seats=2)

    class StaleReads:  # the first read misses match-a's update, as a racing job's would
        def __init__(self, client):
            self.client, self.stale = client, True

        def hget(self, *args):
            if self.stale:
                self.stale = False
                return None
            return self.client.hget(*args)

    applier.client = StaleReads(rdb)
    second = {**first, "after": {"mu": 24.0, "sigma": 8.0, "matches": 1, "rating": 0}}
    applied, now = applier.apply("match-b", GAME, second, seats=2)
    assert applied and now["matches"] == 2
    assert now["mu"] == pytest.approx(26.0 + 24.0 - ratings.MODEL.mu)


@pytest.mark.cluster
def test_a_rating_is_provisional_until_enough_rated_matches(rdb):
    player = new_player(rdb, "Erin")
    assert ratings.current(rdb, [player["id"]], GAME, 3)[player["id"]] == {
        **ratings.default(), "provisional": True}
    applier = ratings.Ratings(rdb, 600)
    for n in range(3):
        was = {k: v for k, v in ratings.current(rdb, [player["id"]], GAME)[player["id"]].items()
               if k != "provisional"}
        applier.apply(f"match-{n}", GAME, {"player": player["id"], "rank": 1, "before": was,
                                           "after": {**was, "matches": was["matches"] + 1}},
                      seats=2)
        now = ratings.current(rdb, [player["id"]], GAME, 3)[player["id"]]
        assert now["matches"] == n + 1 and now["provisional"] == (n + 1 < 3)


@pytest.mark.parametrize("held_at", ["before_the_first_player", "after_the_first_player"])
def test_a_worker_killed_in_a_rating_update_leaves_every_rating_changed_once(
        rdb, settings, held_at):
    """A real worker reaches Redis through a proxy that holds it at the first player's
    update: before Redis runs it, or after (the reply withheld). It is SIGKILLed there;
    another worker's watchdog runs the job again: every rating changed exactly once, as the
    frozen outcome says, and the result shows it."""
    if settings.redis_cluster:
        pytest.skip("proxies a single Redis of its own")
    own = settings_with(settings, rq_queue=f"{settings.rq_queue}-rating-{uuid.uuid4().hex[:6]}")
    api = create_app(own).test_client()
    rt = Runtime.from_settings(own)
    # established: a result between new players changes (and counts) nothing to check
    alice, bob = new_player(rdb, "Alice", established()), new_player(rdb, "Bob", established())
    url = urlsplit(own.redis_url)
    proxy = HoldingProxy((url.hostname, url.port or 6379),
                         ratings.rated_key(alice["id"]).encode(),
                         deliver=held_at == "after_the_first_player")
    proxied = urlunsplit(url._replace(netloc=f"127.0.0.1:{proxy.port}"))
    doomed = start_worker(own, REDIS_URL=proxied, RQ_REDIS_URL=proxied)
    try:
        match, tokens = rated_match(rt, [alice, bob, "greedy"])
        play_to_the_end(api, match["id"], tokens)
        assert proxy.held.wait(60), "the worker never reached the first player's update"
        outcome = ratings.freeze_outcome(rdb, rt.store.load(match["id"]), 600)  # read back
        unchanged = ratings.PROVISIONAL_MATCHES
        assert rating_of(rdb, bob["id"])["matches"] == unchanged
        applied = rating_of(rdb, alice["id"])["matches"] == unchanged + 1
        assert applied == (held_at == "after_the_first_player")
        os.killpg(doomed.pid, signal.SIGKILL)
        killed_at = time.monotonic()
    finally:
        stop_process(doomed)
        proxy.close()
    rescuer = start_worker(own)
    try:
        view = rated_view(api, match["id"])
        print(f"held {held_at.replace('_', ' ')}: rated {time.monotonic() - killed_at:.1f} s "
              "after SIGKILL")
    finally:
        stop_process(rescuer)
        rt.jobs.connection.delete(rt.jobs.due_key)
    _frozen_changes_applied_once(rdb, outcome)
    assert view["result"]["rating_changes"] == ratings.changes(outcome)
    assert rdb.zscore(ratings.rated_key(alice["id"]), match["id"]) is not None


def test_the_board_keys_of_a_game_share_one_slot():
    """The board and its `at` hash are updated by one script: one hash tag."""
    key = board_key(GAME)
    assert key[key.index("{"):key.index("}") + 1] == (key + ":at")[
        key.index("{"):key.index("}") + 1] == "{" + GAME + "}"


def test_settings_read_the_rating_thresholds(monkeypatch):
    monkeypatch.setenv("PROVISIONAL_MATCHES", "3")
    monkeypatch.setenv("LEADERBOARD_MIN_MATCHES", "2")
    settings = Settings.from_env()
    assert (settings.provisional_matches, settings.leaderboard_min_matches) == (3, 2)
