"""How strong is each AI level? `python -m bench.strength [game ...]`

For every game: `greedy` against `random`, and `expert` against `greedy`. One player of the
stronger level sits with n-1 of the weaker; seats rotate from match to match and seeds are
fixed, so the table is reproducible. The stronger level passes when the lower bound of the
95% Wilson interval of its win rate is above the fair share 1/n. The expert thinks with a
fixed budget (search nodes or iterations), so a run does not depend on the machine's speed.
"""

import argparse
import sys
import time
from multiprocessing import Pool

from engines.ai import Budget
from engines.arena import match_seed, play_match, seat_order
from engines.registry import GAMES
from engines.stats import wilson

# game -> (players, matches per pairing, the expert's budget in nodes or iterations)
SETTINGS = {
    "petits-chevaux": (2, 60, 3000),
    "royal-turf": (3, 60, 1500),
    "amazones": (3, 40, 150),
    "poney-mon-amour": (2, 40, 150),
}
PAIRINGS = (("greedy", "random"), ("expert", "greedy"))
SEED = 20261129


def _play(job: tuple) -> tuple[int, list[int]]:
    game_id, strong, weak, players, index, iterations = job
    order = seat_order(players, index)  # order[seat] = arena player; player 0 is the strong
    seats = [(strong if player == 0 else weak, Budget(iterations=iterations))
             for player in order]
    game = GAMES[game_id]
    result = play_match(game, seats, game.resolve_options({}, players),
                        match_seed(SEED, index))
    return index, [order[seat] for seat in result["winners"]]


def measure(game_id: str, strong: str, weak: str, pool: Pool) -> dict:
    players, matches, iterations = SETTINGS[game_id]
    started = time.perf_counter()
    jobs = [(game_id, strong, weak, players, i, iterations) for i in range(matches)]
    wins = 0.0
    for _index, winners in pool.imap_unordered(_play, jobs):
        if 0 in winners:
            wins += 1 / len(winners)  # a shared win counts 1/k
    lo, hi = wilson(wins, matches)
    return {"game": game_id, "strong": strong, "weak": weak, "players": players,
            "matches": matches, "wins": wins, "rate": wins / matches, "ci95": (lo, hi),
            "fair": 1 / players, "passed": lo > 1 / players,
            "seconds": time.perf_counter() - started}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", default=list(SETTINGS))
    parser.add_argument("--processes", type=int, default=2)
    args = parser.parse_args(argv)
    print("| game | pairing | players | matches | wins | win rate | 95% CI | fair | "
          "passed | time |\n|---|---|---|---|---|---|---|---|---|---|")
    ok = True
    with Pool(args.processes) as pool:
        for game_id in args.games:
            for strong, weak in PAIRINGS:
                row = measure(game_id, strong, weak, pool)
                ok &= row["passed"]
                lo, hi = row["ci95"]
                print(f"| {game_id} | {strong} vs {weak} ×{row['players'] - 1} | "
                      f"{row['players']} | {row['matches']} | {row['wins']:g} | "
                      f"{row['rate']:.3f} | [{lo:.3f}, {hi:.3f}] | {row['fair']:.3f} | "
                      f"{'yes' if row['passed'] else 'NO'} | {row['seconds']:.0f} s |",
                      flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
