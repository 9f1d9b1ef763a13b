"""What a rated match may not rate, so that ratings cannot be farmed (service/state/ratings.py,
service/state/rating_pairs.py, workers/calibration.py), on a real Redis with real workers:
aborts, results against provisional opponents, pairs that meet too often, the rules for an
API key's players, and AI levels as calibrated anchors. The attacks, measured: bench/farming.py."""

import itertools
import json
import uuid

import pytest
from test_ratings import (
    GAME,
    ONE_HORSE,
    established,
    new_player,
    play_own_moves,
    play_to_the_end,
    rated_match,
    rated_view,
    rating_of,
)

from service.config import Settings
from service.http import caller_keys
from service.state import apikeys, players, ratings
from service.state.leaderboard import board_key
from workers import calibration
from workers import runtime as worker_runtime

from conftest import start_worker, stop_process, wait_for
from helpers import bearer

pytestmark = pytest.mark.cluster  # players' slots, pair counters, the board: also on a Cluster
RULES = ratings.Rules()


def board_entry(rdb, player_id: str, game: str = GAME) -> str | None:
    return rdb.hget(board_key(game) + ":at", player_id)


def resign(client, match_id: str, token: str) -> None:
    assert client.post(f"/v1/matches/{match_id}/resign", headers=bearer(token)).status_code \
        == 200


def played_then_resigned(client, rt, seats: list, resigning: int = 0) -> dict:
    """A rated match of `seats` where every human seat makes the moves that keep it from
    being an abort, then seat `resigning` resigns; its view once rated."""
    match, tokens = rated_match(rt, seats)
    play_own_moves(client, rt, match["id"], tokens, RULES.abort_moves)
    resign(client, match["id"], tokens[str(resigning)])
    return rated_view(client, match["id"])


# --- aborts -------------------------------------------------------------------------------

def test_a_seat_resigning_before_its_moves_aborts_the_match_for_everyone(client, rdb, worker):
    """A booster's feeder resigns at once, then another after one move of its own (fewer
    than RATING_ABORT_MOVES): each match is rated for nobody, says so, and changes no rating
    and no board entry."""
    rt = worker_runtime()
    booster = new_player(rdb, "Booster", established())
    for moves in range(RULES.abort_moves):
        feeder = new_player(rdb, "Feeder")
        before = rating_of(rdb, booster["id"]), board_entry(rdb, booster["id"])
        match, tokens = rated_match(rt, [feeder, booster])
        if moves:
            play_own_moves(client, rt, match["id"], tokens, moves)
        resign(client, match["id"], tokens["0"])
        result = rated_view(client, match["id"])["result"]
        assert result["rating_changes"] == {} and result["rating_aborted"] is True
        assert (rating_of(rdb, booster["id"]), board_entry(rdb, booster["id"])) == before
        assert rating_of(rdb, feeder["id"]) is None
        outcome = ratings.freeze_outcome(rdb, rt.store.load(match["id"]), 600)
        assert outcome == {"game": GAME, "seats": {}, "reason": "aborted"}


def test_a_seat_handed_to_the_ai_by_timeouts_before_moving_aborts_the_match(client, rdb,
                                                                             worker):
    rt = worker_runtime()
    idle, booster = new_player(rdb, "Idle"), new_player(rdb, "Booster", established())
    match, tokens = rated_match(rt, [idle, booster],
                                options={**ONE_HORSE, "turn_timeout_s": 1, "timeouts_to_ai": 1})
    view = play_to_the_end(client, match["id"], {"1": tokens["1"]})  # seat 0 never plays
    assert view["seats"][0]["type"] == "ai"
    # the move the stand-in made at the timeout is not the seat's own
    assert "0" not in rt.store.load(match["id"])["seat_moves"]
    result = rated_view(client, match["id"])["result"]
    assert result["rating_changes"] == {} and result["rating_aborted"] is True
    assert rating_of(rdb, booster["id"]) == {**established(), "provisional": False}


def test_a_record_without_move_counts_is_rated_as_before(rdb):
    """A match of the release before, which counted no moves: a resignation is no abort."""
    seats = [{"seat": s, "type": "human", "name": p, "resigned": s == 0,
              "player": {"id": p, "name": p, "bot": False}} for s, p in enumerate("ab")]
    old = {"id": "m", "game": GAME, "seats": seats,
           "forfeit": {"ranking": [1, 0], "winners": [1], "scores": {}}}
    assert not ratings.aborted(old, RULES.abort_moves)
    assert ratings.aborted({**old, "seat_moves": {"1": 5}}, RULES.abort_moves)
    assert not ratings.aborted({**old, "seat_moves": {"0": 2, "1": 5}}, RULES.abort_moves)


# --- provisional opponents ----------------------------------------------------------------

def test_a_result_against_a_provisional_opponent_moves_its_share_of_the_change():
    """An established player beating a new one: its rating takes RATING_PROVISIONAL_WEIGHT
    of the change (0 by default: none), the new player's all of it; a result taken in part
    does not count among the player's rated matches."""
    seats = [{"seat": s, "type": "human", "name": p, "player": {"id": p, "name": p,
                                                                 "bot": False}}
             for s, p in enumerate(["booster", "throwaway"])]
    match = {"id": "m", "game": GAME, "seats": seats,
             "forfeit": {"ranking": [0, 1], "winners": [0], "scores": {}}}
    before = {0: established(), 1: ratings.default()}
    full = ratings.compute_outcome(match, before, ratings.Rules(provisional_weight=1))["seats"]
    for share in (0.0, 0.5):
        outcome = ratings.compute_outcome(match, before,
                                          ratings.Rules(provisional_weight=share))["seats"]
        booster = outcome["0"]["after"]
        assert booster["matches"] == before[0]["matches"]
        assert booster["mu"] - 25 == pytest.approx(share * (full["0"]["after"]["mu"] - 25))
        assert outcome["1"] == full["1"]  # its opponent is established: the whole change
    assert outcome["0"]["after"]["mu"] > 25 > outcome["1"]["after"]["mu"]


def test_throwaways_playing_each_other_never_become_established_opponents():
    """The farm an attacker's pass found: 12 new accounts play a round robin (each pair
    once: 11 matches each, 2 moves then a resignation), then each throwaway loses to the
    booster twice more (the pair's 3 a day). Had those results counted as matches, the
    throwaways would be established after the round robin and the booster would reach ~1566
    on day one. Counting only results taken whole, they stay provisional and feed nothing."""
    people = ["booster"] + [f"throwaway{i}" for i in range(11)]
    rating = {person: ratings.default() for person in people}

    def beats(winner, loser):
        seats = [{"seat": s, "type": "human", "name": p,
                  "player": {"id": p, "name": p, "bot": False}}
                 for s, p in enumerate([winner, loser])]
        match = {"id": f"{winner}-{loser}", "game": GAME, "seats": seats,
                 "forfeit": {"ranking": [0, 1], "winners": [0], "scores": {}}}
        outcome = ratings.compute_outcome(match, {0: rating[winner], 1: rating[loser]},
                                          ratings.Rules())["seats"]
        for seat, person in (("0", winner), ("1", loser)):
            rating[person] = outcome[seat]["after"]

    for winner, loser in itertools.combinations(people, 2):
        beats(winner, loser)
    for throwaway in people[1:]:
        beats("booster", throwaway)
        beats("booster", throwaway)
    assert all(r["matches"] == 0 for r in rating.values())
    assert rating["booster"] == ratings.default() | {"matches": 0}


# --- pairs --------------------------------------------------------------------------------

def test_a_pair_is_rated_a_few_times_a_day_then_for_neither(client, rdb, worker):
    """Two established players trading results: RATING_PAIR_MATCHES rated matches, then
    the next rates neither of them (nor counts); each still meets others."""
    rt = worker_runtime()
    alice, bob, carol = (new_player(rdb, name, established()) for name in ("A", "B", "C"))
    for n in range(RULES.pair_matches):
        changes = played_then_resigned(client, rt, [alice, bob], n % 2)["result"][
            "rating_changes"]
        assert set(changes) == {"0", "1"}
    before = rating_of(rdb, alice["id"]), rating_of(rdb, bob["id"])
    result = played_then_resigned(client, rt, [alice, bob], 0)["result"]
    assert result["rating_changes"] == {} and "rating_aborted" not in result
    assert (rating_of(rdb, alice["id"]), rating_of(rdb, bob["id"])) == before
    changes = played_then_resigned(client, rt, [alice, carol], 1)["result"]["rating_changes"]
    assert set(changes) == {"0", "1"}


def test_two_players_of_one_key_cannot_farm_each_other(client, rdb, worker):
    """An API key's two players (created through the API with the key): resigning at once
    is an abort; a loss after moves feeds the winner nothing while the loser is
    provisional; after a few matches the pair counts for neither."""
    rt = worker_runtime()
    key, raw = apikeys.create(rdb, "farm " + uuid.uuid4().hex[:6])
    made = [client.post("/v1/players", json={"name": name}, headers={caller_keys.HEADER: raw})
            .json["player"] for name in ("Booster", "Feeder")]
    booster, feeder = (players.load(rdb, player["id"]) for player in made)
    rdb.hset(players.player_key(booster["id"]), players.RATING_FIELD + GAME,
             json.dumps(established()))
    match, tokens = rated_match(rt, [feeder, booster])
    resign(client, match["id"], tokens["0"])
    assert rated_view(client, match["id"])["result"]["rating_aborted"] is True
    for _ in range(RULES.pair_matches):
        changes = played_then_resigned(client, rt, [feeder, booster])["result"][
            "rating_changes"]
        assert changes["1"]["after"] == changes["1"]["before"]  # a provisional feeder
    assert played_then_resigned(client, rt, [feeder, booster])["result"][
        "rating_changes"] == {}
    now = rating_of(rdb, booster["id"])  # unmoved, and no result counted
    assert (now["mu"], now["matches"]) == (25, ratings.PROVISIONAL_MATCHES)


# --- AI levels: anchors -------------------------------------------------------------------

def test_a_human_losing_on_purpose_to_an_ai_level_does_not_move_it(client, rdb, worker):
    rt = worker_runtime()
    level = ratings.ai_player_id(GAME, "random")
    before = rating_of(rdb, level)
    for _ in range(2):
        view = played_then_resigned(client, rt, [new_player(rdb, "Loser"), "random"])
        assert set(view["result"]["rating_changes"]) == {"0"}
    assert rating_of(rdb, level) == before


def test_the_calibration_is_queued_once_when_a_worker_starts_and_is_reproducible(
        rdb, settings):
    """A worker that starts queues the calibration of the games without anchors (here: one
    game, the others marked done), which writes the same ratings every run and puts the
    levels on the board; the next worker to start queues nothing."""
    game = "petits-chevaux"
    for other in calibration.GAMES:
        if other != game:
            rdb.set(calibration.guard_key(other), "done", nx=True)
    rdb.delete(calibration.guard_key(game))
    expected = calibration.calibrated(game)
    assert expected == calibration.calibrated(game)  # fixed seeds and budgets
    assert expected["greedy"]["rating"] > expected["random"]["rating"]
    started = start_worker(settings, AI_CALIBRATION="1")
    try:
        wait_for(lambda: rdb.get(calibration.guard_key(game)) == "done", timeout_s=60)
    finally:
        stop_process(started)
    for level, rating in expected.items():
        player_id = ratings.ai_player_id(game, level)
        assert rating_of(rdb, player_id, game) == {**rating, "provisional": False}  # anchors
        assert board_entry(rdb, player_id, game).startswith(f"{rating['matches']} ")
    assert calibration.queue_missing(worker_runtime()) == []


def test_settings_read_the_rules_and_refuse_a_share_outside_0_to_1(monkeypatch):
    for name, value in {"RATING_ABORT_MOVES": "3", "RATING_PROVISIONAL_WEIGHT": "0.25",
                        "RATING_PAIR_MATCHES": "5", "RATING_PAIR_WINDOW_S": "3600"}.items():
        monkeypatch.setenv(name, value)
    assert ratings.Rules.from_settings(Settings.from_env()) == ratings.Rules(
        abort_moves=3, provisional_weight=0.25, pair_matches=5, pair_window_s=3600)
    monkeypatch.setenv("RATING_PROVISIONAL_WEIGHT", "1.5")
    with pytest.raises(ValueError, match="RATING_PROVISIONAL_WEIGHT"):
        Settings.from_env()
