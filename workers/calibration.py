"""The AI levels' calibration: their ratings (the anchors humans are rated against, which no
match moves) come from matches among themselves, played on a worker.

A game's calibration plays every ordering of its levels at its fewest seats, ROUNDS times,
each match with a seed derived from SEED and its index (engines/arena.py) and every expert
searching a fixed number of iterations: the same matches, the same results, the same ratings
on every run. The levels are rated by the model in that order, from a new player's rating.

A worker that starts queues the calibration of every game whose anchors of this CALIBRATION
are missing (a guard key set NX, kept GUARD_S while the job is queued or running, for good
once it is done), on the arena queue.
"""

import itertools
import logging

from engines.ai import Budget, levels
from engines.arena import match_seed, play_match
from engines.registry import GAMES
from service.state import ratings
from service.state.leaderboard import Leaderboard
from workers import runtime

log = logging.getLogger("haras.calibration")
CALIBRATION = "v1"  # a new one (other matches, budget) calibrates every game again
ROUNDS = 2  # 12 matches a game: 0.1 s (Petits Chevaux) to ~4 s (Poney mon amour)
SEED = 1_000
BUDGET = Budget(think_ms=10_000, iterations=8)  # iterations, not time: reproducible
GUARD_S = 300
JOB_TIMEOUT_S = 300


def guard_key(game: str) -> str:
    return f"haras:ai-calibration:{{{game}}}:{CALIBRATION}"


def schedule(game_id: str) -> list[list[str]]:
    """The calibration's matches: each a list of levels, seat by seat."""
    game = GAMES[game_id]
    return [list(order) for _ in range(ROUNDS)
            for order in itertools.permutations(levels(game), game.min_players)]


def calibrated(game_id: str) -> dict[str, dict]:
    """Each AI level's rating {mu, sigma, matches, rating} from its calibration's matches."""
    game = GAMES[game_id]
    options = game.resolve_options({}, game.min_players)
    rated = {level: ratings.MODEL.rating() for level in levels(game)}
    played = dict.fromkeys(rated, 0)
    for index, seated in enumerate(schedule(game_id)):
        result = play_match(game, [(level, BUDGET) for level in seated], options,
                            match_seed(SEED, index))
        place = {seat: 1 if seat in result["winners"] else position
                 for position, seat in enumerate(result["ranking"], start=1)}
        new = ratings.MODEL.rate([[rated[level]] for level in seated],
                                 ranks=[place.get(seat, len(seated)) for seat in
                                        range(len(seated))])
        for level, team in zip(seated, new, strict=True):
            rated[level] = team[0]
            played[level] += 1
    return {level: {"mu": r.mu, "sigma": r.sigma, "matches": played[level],
                    "rating": ratings.displayed(r.mu, r.sigma)} for level, r in rated.items()}


def calibrate_ai_levels(game_id: str, version: str = CALIBRATION) -> dict:
    """The job: calibrates `game_id`'s AI levels and writes their ratings and board places
    (whatever matches did to them before), then marks the game calibrated."""
    rt = runtime()
    if version != CALIBRATION:  # queued by a worker of another release
        return {"outcome": "another calibration", "version": version}
    client = rt.store.client
    anchors = calibrated(game_id)
    board = Leaderboard(client, rt.settings.leaderboard_min_matches)
    for level, rating in anchors.items():
        player_id = ratings.ai_player_id(game_id, level)
        ratings.set_anchor(client, player_id, game_id, rating)
        board.update(game_id, player_id, rating, replace=True)
    client.set(guard_key(game_id), "done")
    log.info("AI levels of %s calibrated: %s", game_id,
             ", ".join(f"{level} {r['rating']}" for level, r in anchors.items()))
    return {"outcome": "calibrated", "ratings": {k: r["rating"] for k, r in anchors.items()}}


def queue_missing(rt) -> list[str]:
    """Queues the calibration of every game not calibrated (nor being calibrated) yet; the
    games queued."""
    queued = []
    for game_id in GAMES:
        if rt.store.client.set(guard_key(game_id), "queued", nx=True, ex=GUARD_S):
            rt.jobs.enqueue_calibration(game_id, CALIBRATION, JOB_TIMEOUT_S)
            queued.append(game_id)
    return queued
