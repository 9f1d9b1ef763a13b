"""A player's record and rating history in a game (service/state/ratings.py, kept by the
rating script; GET /v1/players/{id}/ratings/{game}): written exactly once with the rating,
also when the job runs twice; a match rated by the release before (whose script kept no
record) is in neither; pages newest first; bad input is a 4xx. The leaderboard lists AI
levels whatever their matches, never provisional, and no player whose results were all taken
at the provisional weight (0)."""

import json
import threading
import uuid

import pytest

from service.club import rating as club_rating
from service.state import players, ratings
from service.state.leaderboard import Leaderboard, board_key, member
from workers import rating
from workers import runtime as worker_runtime

from support.http import assert_problem, keeps_contract
from support.processes import start_worker, stop_process, wait_for
from support.ratings import GAME, established, new_player, play_to_the_end, rated_match

pytestmark = pytest.mark.cluster  # the player's keys share its slot: also on a Cluster

ROUTE = "/v1/players/{player_id}/ratings/{game_id}"
# The rating script of the release before this one: the rating and the set of applied
# matches, no record, no history.
OLD_APPLY = """
local current = redis.call('HGET', KEYS[1], ARGV[1]) or ''
if redis.call('ZSCORE', KEYS[2], ARGV[2]) then return {0, current} end
if current ~= ARGV[4] then return {-1, current} end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[6])
return {1, ARGV[3]}
"""


def shown(client, player_id: str, game: str = GAME, **query) -> dict:
    response = client.get(f"/v1/players/{player_id}/ratings/{game}", query_string=query)
    assert response.status_code == 200, response.get_data(True)
    return keeps_contract(response, "get", ROUTE)


def entry(player_id: str, rank: int, before: dict, mu_change: float = 1.0,
          counted: int = 1) -> dict:
    """An outcome's entry for the player: its rank and a change of `mu_change`."""
    mu = before["mu"] + mu_change
    return {"player": player_id, "rank": rank, "before": before,
            "after": {"mu": mu, "sigma": before["sigma"],
                      "matches": before["matches"] + counted,
                      "rating": ratings.displayed(mu, before["sigma"])}}


def stored(rdb, player_id: str) -> dict:
    return {k: v for k, v in ratings.current(rdb, [player_id], GAME)[player_id].items()
            if k != "provisional"}


def test_a_match_rated_by_a_job_run_twice_is_recorded_once(client, rdb):
    """Two established players play a rated match to the end; the job runs, then runs again
    (a retry after a crash): each has one rated match in its record, with its place, and one
    history entry whose ratings are the result's rating change."""
    rt = worker_runtime()
    alice, bob = new_player(rdb, "Alice", established()), new_player(rdb, "Bob", established())
    match, tokens = rated_match(rt, [alice, bob])  # no worker: the test runs the job
    play_to_the_end(client, match["id"], tokens)
    finished = rt.store.load(match["id"])
    assert rating.rate_match(match["id"], finished["version"])["outcome"] == "rated"
    outcome = ratings.freeze_outcome(rdb, finished, 600)
    ratings.Ratings(rdb, 600).apply(match["id"], GAME, outcome["seats"]["0"], seats=2)
    assert rating.rate_match(match["id"], finished["version"])["outcome"] == "rated already"
    changes = client.get(f"/v1/matches/{match['id']}").json["result"]["rating_changes"]
    places = {}
    for seat, player in (("0", alice), ("1", bob)):
        body = shown(client, player["id"])
        rank = outcome["seats"][seat]["rank"]
        places[seat] = rank
        assert body["rating"]["rating"] == changes[seat]["after"]
        assert body["record"] == {"played": 1, "wins": int(rank == 1),
                                  "places": [int(rank == n) for n in range(1, 5)]}
        [noted] = body["history"]
        assert noted["match_id"] == match["id"] and noted["seats"] == 2
        assert noted["place"] == rank and noted["counted"] is True
        assert (noted["rating_before"], noted["rating_after"]) == (
            changes[seat]["before"], changes[seat]["after"])
        assert body["next_cursor"] is None
    assert sorted(places.values()) == [1, 2]


def test_a_match_the_release_before_rated_has_no_entry(client, rdb):
    """The release before applies one match (rating, no record); this release applies the
    next: the rating counts both, the record and history the second only; that first match
    applied again by this release changes nothing."""
    player = new_player(rdb, "Olga", established())
    old = rdb.register_script(OLD_APPLY)
    first = entry(player["id"], 1, stored(rdb, player["id"]))
    old(keys=[players.player_key(player["id"]), ratings.rated_key(player["id"])],
        args=[players.RATING_FIELD + GAME, "old-match", json.dumps(first["after"]),
              json.dumps(first["before"]), 1.0, 0.0])
    applier = ratings.Ratings(rdb, 600)
    assert applier.apply("old-match", GAME, first, seats=2)[0] is False
    second = entry(player["id"], 2, stored(rdb, player["id"]), mu_change=-0.5)
    assert applier.apply("new-match", GAME, second, seats=3)[0] is True
    body = shown(client, player["id"])
    assert body["rating"]["matches"] == ratings.PROVISIONAL_MATCHES + 2
    assert body["record"] == {"played": 1, "wins": 0, "places": [0, 1, 0, 0]}
    assert [e["match_id"] for e in body["history"]] == ["new-match"]
    assert body["history"][0]["rating_before"] == first["after"]["rating"]


def test_the_history_pages_newest_first_and_keeps_the_newest(client, rdb, monkeypatch):
    """Seven matches, places 1 to 4 in turn, one a seat handed to the AI (ranked after every
    seat: last); the history keeps the newest 5 (HISTORY_KEPT here), read 2 at a time."""
    monkeypatch.setattr(ratings, "HISTORY_KEPT", 5)
    player = new_player(rdb, "Paula", established())
    applier = ratings.Ratings(rdb, 600)
    ranks = [1, 2, 3, 4, 1, 5, 2]  # 5 in a 4-seat match: handed to the AI
    for n, rank in enumerate(ranks):
        applier.apply(f"match-{n}", GAME, entry(player["id"], rank, stored(rdb, player["id"]),
                                                mu_change=0.5 - n % 2), seats=4)
    body = shown(client, player["id"], limit=2)
    assert body["record"] == {"played": 7, "wins": 2, "places": [2, 2, 1, 2]}
    read, pages = body["history"], 1
    while body["next_cursor"] is not None:
        body = shown(client, player["id"], limit=2, cursor=body["next_cursor"])
        read += body["history"]
        pages += 1
    assert pages == 3
    assert [e["match_id"] for e in read] == [f"match-{n}" for n in range(6, 1, -1)]
    assert [e["place"] for e in read] == [2, 4, 1, 4, 3]
    for newer, older in zip(read, read[1:], strict=False):  # one line of ratings
        assert older["rating_after"] == newer["rating_before"]
    assert stored(rdb, player["id"])["rating"] == read[0]["rating_after"]


def test_weight_0_results_stay_off_the_board_and_are_not_counted(client, rdb, settings):
    """Two new players (throwaways) play a rated match: each result is taken at the
    provisional weight, 0: no rating moves, no match counts, the history says `counted:
    false`, and neither is on the leaderboard (LEADERBOARD_MIN_MATCHES 1 counts counted
    matches only)."""
    assert settings.leaderboard_min_matches == 1
    rt = worker_runtime()
    alice, bob = new_player(rdb, "Throw"), new_player(rdb, "Away")
    match, tokens = rated_match(rt, [alice, bob])
    play_to_the_end(client, match["id"], tokens)
    assert rating.rate_match(match["id"], rt.store.load(match["id"])["version"])["outcome"] \
        == "rated"
    for player in (alice, bob):
        body = shown(client, player["id"])
        assert body["rating"]["rating"] == ratings.default()["rating"]
        assert body["rating"]["matches"] == 0 and body["rating"]["provisional"] is True
        assert body["record"]["played"] == 1
        assert [(e["counted"], e["rating_before"], e["rating_after"])
                for e in body["history"]] == [(False, 1000, 1000)]
        assert rdb.hget(board_key(GAME) + ":at", player["id"]).startswith("0 ")
        assert rdb.zscore(board_key(GAME), rdb.hget(board_key(GAME) + ":at",
                                                   player["id"]).split(" ", 1)[1]) is None


def test_a_player_never_rated_in_a_game_has_no_rating_and_an_empty_record(client, rdb):
    player = new_player(rdb, "Nadia")
    body = shown(client, player["id"], game="royal-turf")
    assert body == {"game": "royal-turf", "player": player["id"], "rating": None,
                    "record": {"played": 0, "wins": 0, "places": [0] * 6},
                    "history": [], "next_cursor": None}


def test_bad_input(client, rdb):
    player = new_player(rdb, "Quinn", established())
    route = f"/v1/players/{player['id']}/ratings/{GAME}"
    assert_problem(client.get(f"/v1/players/{'x' * 16}/ratings/{GAME}"), 404,
                   "player_not_found")
    assert_problem(client.get("/v1/players/not..an..id/ratings/" + GAME), 404,
                   "player_not_found")
    assert_problem(client.get(f"/v1/players/{player['id']}/ratings/chess"), 404,
                   "unknown_game")
    for query in ("cursor=abc", "cursor=-1", "cursor=1e3", f"cursor={'9' * 13}", "limit=0",
                  "limit=501", "limit=x"):
        assert_problem(client.get(f"{route}?{query}"), 422, "validation_error")
    assert rdb.exists(ratings.record_key(player["id"], GAME),
                      ratings.history_key(player["id"], GAME)) == 0  # nothing written


def test_ai_levels_are_listed_whatever_their_matches_and_never_provisional(client, rdb,
                                                                          settings):
    """An anchor with fewer matches than both thresholds (its calibration's count) is on the
    board as soon as it is written, and not marked provisional."""
    game = "amazones"
    level = ratings.ai_player_id(game, "random")
    board = Leaderboard(rdb, min_matches=5)
    anchor = {"mu": 500.0, "sigma": 1.0, "matches": 2, "rating": 9_500_000}  # the top
    saved = rdb.hget(players.player_key(level), players.RATING_FIELD + game)
    ratings.set_anchor(rdb, level, game, anchor)
    try:
        board.update(game, level, anchor, replace=True)
        top = client.get(f"/v1/games/{game}/leaderboard?limit=1").json["entries"][0]
        assert top == {"rank": 1, "rating": 9_500_000, "matches": 2,
                       "player": {"id": level, "name": "AI (random)", "bot": True}}
        assert ratings.current(rdb, [level], game)[level]["provisional"] is False
    finally:
        at = rdb.hget(board_key(game) + ":at", level)
        rdb.zrem(board_key(game), at.split(" ", 1)[1])
        rdb.hdel(board_key(game) + ":at", level)
        if saved is None:
            rdb.hdel(players.player_key(level), players.RATING_FIELD + game)
        else:  # its calibrated rating, where it was
            rdb.hset(players.player_key(level), players.RATING_FIELD + game, saved)
            board.update(game, level, json.loads(saved), replace=True)


def test_a_player_is_listed_from_its_first_counted_match_marked_provisional(client, rdb,
                                                                           settings):
    """A new player beats an AI level once (a whole result: anchors are never provisional):
    the board lists it at once (LEADERBOARD_MIN_MATCHES 1), `provisional`, where its rating
    ranks it."""
    player = new_player(rdb, "Newcomer")
    level = ratings.ai_player(ratings.ai_player_id(GAME, "random"))
    match = {"id": f"first-{player['id']}", "game": GAME, "updated_at": 1.0,
             "forfeit": {"ranking": [0, 1], "winners": [0], "scores": {}},
             "seats": [{"seat": 0, "type": "human", "name": player["name"],
                        "player": players.seat_binding(player, GAME)},
                       {"seat": 1, "type": "ai", "ai_level": "random", "name": level["name"],
                        "player": level}]}
    club_rating.rate_players(rdb, settings, match)
    listed, cursor = [], None
    while True:
        page = client.get(f"/v1/games/{GAME}/leaderboard", query_string={
            "limit": 100, **({} if cursor is None else {"cursor": cursor})}).json
        listed += [e for e in page["entries"] if e["player"]["id"] == player["id"]]
        cursor = page["next_cursor"]
        if cursor is None:
            break
    now = stored(rdb, player["id"])
    assert now["matches"] == 1 and now["rating"] > ratings.default()["rating"]
    assert [(e["rating"], e["matches"], e.get("provisional")) for e in listed] == [
        (now["rating"], 1, True)]
    assert shown(client, player["id"])["history"][0]["place"] == 1


def test_players_the_release_before_left_off_the_board_are_listed_when_a_worker_starts(
        rdb, settings):
    """The release before listed players from their 5th counted match: one with 3 is off its
    board. A worker of this release (LEADERBOARD_MIN_MATCHES 1) starts: that player is
    listed, once, where its rating ranks it, without a match of its own; one whose results
    were all uncounted stays off."""
    assert settings.leaderboard_min_matches == 1
    before = Leaderboard(rdb, min_matches=5)
    three = {"mu": 27.0, "sigma": 6.0, "matches": 3, "rating": ratings.displayed(27.0, 6.0)}
    veteran, throwaway = new_player(rdb, "Veteran", three), new_player(rdb, "Throwaway")
    before.update(GAME, veteran["id"], three)
    before.update(GAME, throwaway["id"], ratings.default())
    board = board_key(GAME)
    listed = rdb.zscore(board, member(veteran["id"], three["rating"])) is not None
    assert not listed
    rdb.delete(board + ":listed-from")  # as the release before left it: never relisted
    started = start_worker(settings)
    try:
        wait_for(lambda: rdb.zscore(board, member(veteran["id"], three["rating"])) is not None,
                 explain=lambda: open(started.log_path).read())
    finally:
        stop_process(started)
    assert [m for m in rdb.zrange(board, 0, -1) if m.endswith(":" + veteran["id"])] == [
        member(veteran["id"], three["rating"])]
    assert not [m for m in rdb.zrange(board, 0, -1) if m.endswith(":" + throwaway["id"])]


def test_a_board_is_relisted_once_per_min_matches_ai_levels_always_listed(rdb):
    """Players with 0, 1 and 3 counted matches and an AI level with 2: relisted from 3, the
    ones with 0 and 1 go and the AI level stays; relisted from 3 again, nothing is done;
    relisted from 1, the one with 1 is back."""
    game = f"relist-{uuid.uuid4().hex}"  # a board of its own: relisting moves all of one
    key = board_key(game)
    level = ratings.ai_player_id(game, "random")
    rated = {"none": 0, "one": 1, "three": 3}
    try:
        for name, count in rated.items():
            Leaderboard(rdb, min_matches=1).update(game, name, {"matches": count,
                                                                "rating": 1000 + count})
        Leaderboard(rdb, min_matches=1).update(game, level, {"matches": 2, "rating": 1500},
                                               replace=True)

        def listed() -> set[str]:
            return {m.split(":", 1)[1] for m in rdb.zrange(key, 0, -1)}

        assert listed() == {"one", "three", level}
        assert Leaderboard(rdb, min_matches=3).relist(game) == 1
        assert listed() == {"three", level}
        assert Leaderboard(rdb, min_matches=3).relist(game) is None
        assert Leaderboard(rdb, min_matches=1).relist(game) == 1
        assert listed() == {"one", "three", level}
    finally:
        rdb.delete(key, key + ":at", key + ":listed-from")


def test_matches_applied_concurrently_by_six_workers_are_each_recorded_once(rdb, redis_url):
    """Six workers (threads, each its own connection) apply the same 8 matches of a player,
    in different orders, at once (jobs run again and matches ending together): the record
    counts 8, the history holds each match once, each entry's rating before is the rating
    after of the one before it, and the rating has every change once."""
    player = new_player(rdb, "Busy", established())
    base = stored(rdb, player["id"])
    entries = [entry(player["id"], 1 + n % 4, base, mu_change=0.25 * (n + 1))
               for n in range(8)]
    orders = [list(range(8)), list(range(7, -1, -1)), [3, 1, 7, 5, 0, 2, 4, 6]] * 2

    def work(order: list[int]) -> None:
        own = type(rdb).from_url(redis_url, decode_responses=True)  # a worker's connection
        applier = ratings.Ratings(own, 600)
        for n in order:
            applier.apply(f"busy-{n}", GAME, entries[n], seats=4)

    threads = [threading.Thread(target=work, args=(order,)) for order in orders]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    record = ratings.record(rdb, player["id"], GAME, 4)
    history, _ = ratings.history_page(rdb, player["id"], GAME, None, 500)
    assert record == {"played": 8, "wins": 2, "places": [2, 2, 2, 2]}
    assert sorted(e["match_id"] for e in history) == [f"busy-{n}" for n in range(8)]
    for newer, older in zip(history, history[1:], strict=False):
        assert older["rating_after"] == newer["rating_before"]
    now = stored(rdb, player["id"])
    assert history[0]["rating_after"] == now["rating"]
    assert now["mu"] == pytest.approx(base["mu"] + sum(0.25 * (n + 1) for n in range(8)))
