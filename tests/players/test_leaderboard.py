"""Leaderboards (service/state/leaderboard.py, GET /v1/games/{game}/leaderboard): cursors
that neither repeat nor skip a player while others' ratings move, the HTTP page, and a
simulation: players of fixed strength, rated over 300 matches, end up ranked by strength."""

import math
import random
import threading
import time
import uuid

import pytest

from engines.ai import Budget, choose
from engines.registry import GAMES
from service.club.rating import rate_players
from service.state import players, ratings
from service.state.leaderboard import Leaderboard, board_key

from support.http import assert_problem, keeps_contract
from support.processes import settings_with

pytestmark = pytest.mark.cluster  # the boards' keys, the players' scripts: also on a Cluster


@pytest.fixture()
def board_game(rdb):
    """A board of a game id of its own (the state floor takes any), removed after."""
    game = f"test-{uuid.uuid4().hex[:8]}"
    yield game
    rdb.delete(board_key(game), board_key(game) + ":at")


def _rating(value: int, matches: int) -> dict:
    return {"rating": value, "matches": matches}


def test_pages_never_repeat_nor_skip_a_player_whose_rating_holds(rdb, board_game):
    """200 players on the board, read 7 at a time while 30 others move up and down the board
    on another thread: every player that did not move is read exactly once, in board order
    (rating down, then id), with ranks that count up by one within each page."""
    board = Leaderboard(rdb, min_matches=1)
    rng = random.Random(5)
    steady = {f"steady-{n:03d}": rng.randint(900, 1100) for n in range(200)}
    movers = [f"mover-{n:02d}" for n in range(30)]
    for player, value in steady.items():
        board.update(board_game, player, _rating(value, 1))
    for player in movers:
        board.update(board_game, player, _rating(1000, 1))
    stop, moved = threading.Event(), [0]

    def move():
        matches = 1
        while not stop.is_set():
            matches += 1
            for player in movers:
                board.update(board_game, player, _rating(rng.randint(850, 1150), matches))
            moved[0] += 1

    mover = threading.Thread(target=move)
    mover.start()
    read, cursor, pages = [], None, 0
    try:
        while True:
            page, cursor = board.page(board_game, cursor, 7)
            pages += 1
            # (empty when the one entry after the last page moved up meanwhile)
            if page:
                first = page[0]["rank"]
                assert [e["rank"] for e in page] == list(range(first, first + len(page)))
            read += page
            time.sleep(0.002)  # let the movers move between pages
            if cursor is None:
                break
    finally:
        stop.set()
        mover.join()
    assert moved[0] > 1, "the movers never moved while the board was read"
    seen = [(e["id"], e["rating"]) for e in read if e["id"] in steady]
    assert sorted(player for player, _ in seen) == sorted(steady)  # each once
    assert seen == sorted(steady.items(), key=lambda item: (-item[1], item[0]))
    # read 7 at a time: every steady player at least (a mover that went up past the cursor
    # is not read again, so the 30 movers may add fewer pages than their number)
    assert pages >= math.ceil(len(steady) / 7)


def test_an_update_counting_fewer_matches_changes_nothing(rdb, board_game):
    """A late job (or one run again) brings an older rating: the newer one stays."""
    board = Leaderboard(rdb, min_matches=2)
    assert board.update(board_game, "p", _rating(1100, 1)) is True
    assert board.page(board_game, None, 10)[0] == []  # one match: below the minimum
    assert board.update(board_game, "p", _rating(1200, 3)) is True
    assert board.update(board_game, "p", _rating(1150, 2)) is False
    assert board.update(board_game, "p", _rating(1150, 3)) is False
    assert board.page(board_game, None, 10) == ([{"rank": 1, "id": "p", "rating": 1200}], None)


def test_the_leaderboard_route(client, rdb):
    """Entries {rank, player {id, name, bot}, rating, matches, provisional?}, AI levels named
    as such; a bad cursor is 422, an unknown game 404."""
    game = "amazones"  # a board of a real game: ids of this test only are looked at
    mine = [players.create(rdb, f"Ladder {n}", n == 0, None, None, "addr:test")[0]
            for n in range(3)]
    board = Leaderboard(rdb, min_matches=1)
    level = ratings.ai_player_id(game, "greedy")
    pseudo = {mine[0]["id"]: 9_000_001, mine[1]["id"]: 9_000_000, mine[2]["id"]: 9_000_000,
              level: 8_999_999}  # far above any real rating: the top of the board
    for player_id, value in pseudo.items():
        rdb.hset(players.player_key(player_id), players.RATING_FIELD + game,
                 f'{{"mu": 25, "sigma": 1, "matches": {12 if player_id == level else 3}, '
                 f'"rating": {value}}}')
        board.update(game, player_id, _rating(value, 50))
    try:
        first = client.get(f"/v1/games/{game}/leaderboard?limit=2")
        keeps_contract(first, "get", "/v1/games/{game_id}/leaderboard")
        body = first.json
        assert [e["player"]["id"] for e in body["entries"]] == \
            [mine[0]["id"], min(mine[1]["id"], mine[2]["id"])]
        assert body["entries"][0] == {"rank": 1, "rating": 9_000_001, "matches": 3,
                                      "provisional": True,
                                      "player": {"id": mine[0]["id"], "name": "Ladder 0",
                                                 "bot": True}}
        second = client.get(f"/v1/games/{game}/leaderboard",
                            query_string={"limit": 2, "cursor": body["next_cursor"]}).json
        assert [e["rank"] for e in second["entries"]] == [3, 4]
        assert second["entries"][1] == {"rank": 4, "rating": 8_999_999, "matches": 12,
                                        "player": {"id": level, "name": "AI (greedy)",
                                                   "bot": True}}
        assert_problem(client.get(f"/v1/games/{game}/leaderboard?cursor=bm90LWEtY3Vyc29y"),
                       422, "validation_error")
        assert_problem(client.get(f"/v1/games/{game}/leaderboard?cursor=%00"), 422,
                       "validation_error")
        assert_problem(client.get(f"/v1/games/{game}/leaderboard?limit=0"), 422,
                       "validation_error")
        assert_problem(client.get("/v1/games/chess/leaderboard"), 404, "unknown_game")
    finally:
        at = rdb.hgetall(board_key(game) + ":at")
        rdb.zrem(board_key(game), *[at[p].split(" ", 1)[1] for p in pseudo if p in at])
        rdb.hdel(board_key(game) + ":at", *pseudo)
        rdb.hdel(players.player_key(level), players.RATING_FIELD + game)


# --- the simulation ---------------------------------------------------------------------
# Six players of fixed strength: each plays every match at one AI level (random, greedy, or
# expert searching 50 iterations a move), two players per level, three players a match,
# drawn by a seeded generator. Royal Turf separates the levels (60 measured 3-seat matches:
# greedy won 45, expert 20, random 1) and plays a match in ~0.1 s in-process: 300 matches
# take ~30 s. Every seed is fixed: the run is the same every time.
SIM_GAME = "royal-turf"
SIM_MATCHES = 300
SIM_LEVELS = {"greedy": 3, "expert": 2, "random": 1}  # strength, strongest first
SIM_BUDGET = Budget(think_ms=10_000, iterations=50)


def _played(game, levels: list[str], seed: int) -> dict:
    """The final state of a match where seat i plays at `levels[i]`."""
    state, _ = game.begin(len(levels), game.resolve_options({}, len(levels)), seed)
    while game.result(state) is None:
        if game.is_scoring(state):
            state, _ = game.score(state)
            continue
        seat = game.to_act(state)[0]
        state, _ = game.apply_move(state, seat,
                                   choose(game, levels[seat], state, seat, SIM_BUDGET))
    return state


@pytest.mark.slow
def test_300_rated_matches_rank_players_by_strength(rdb, settings):
    game = GAMES[SIM_GAME]
    # the same six new players meet again and again: no cap on a pair's rated matches, and
    # their results count whole from the first (none is a throwaway here)
    own = settings_with(settings, leaderboard_min_matches=20, finished_ttl_s=600,
                        rating_pair_matches=SIM_MATCHES, rating_provisional_weight=1.0)
    strength = {}
    for level in SIM_LEVELS:
        for n in range(2):
            player = players.create(rdb, f"Sim {level} {n}", True, None, None, "addr:sim")[0]
            strength[player["id"]] = level
    ids = list(strength)  # in creation order: the draws below do not hang on random ids
    rng = random.Random(32)
    started = time.monotonic()
    for index in range(SIM_MATCHES):
        seated = rng.sample(ids, 3)
        state = _played(game, [strength[p] for p in seated], seed=index)
        match = {"id": f"sim-{uuid.uuid4().hex[:18]}", "game": SIM_GAME, "rated": True,
                 "status": "finished", "state": state,
                 "seats": [{"seat": s, "type": "human", "name": p,
                            "player": {"id": p, "name": p, "bot": True}}
                           for s, p in enumerate(seated)]}
        rate_players(rdb, own, match)
        rdb.delete(ratings.outcome_key(match["id"]))
    took = time.monotonic() - started
    now = ratings.current(rdb, ids, SIM_GAME)
    board, cursor = [], None
    while True:  # the whole board, down to our players (others' test players may be on it)
        page, cursor = Leaderboard(rdb, own.leaderboard_min_matches).page(SIM_GAME, cursor,
                                                                           100)
        board += [e for e in page if e["id"] in strength]
        if cursor is None:
            break
    print(f"{SIM_MATCHES} rated matches in {took:.1f} s; board: " + ", ".join(
        f"{strength[e['id']]} {e['rating']} (mu {now[e['id']]['mu']:.1f}, "
        f"sigma {now[e['id']]['sigma']:.2f}, {now[e['id']]['matches']} matches)"
        for e in board))
    assert sorted(e["id"] for e in board) == sorted(ids)  # all on it: each played ~150 matches
    assert sum(now[p]["matches"] for p in ids) == 3 * SIM_MATCHES
    order = [SIM_LEVELS[strength[e["id"]]] for e in board]
    assert order == sorted(order, reverse=True), "the board is not ordered by strength"
    assert [e["rating"] for e in board] == [now[e["id"]]["rating"] for e in board]
