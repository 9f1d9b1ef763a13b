"""How fast are the engines? `python -m bench.engine_speed [--quick]`

Per game: steps per second of random play on one core, in pure Python — each step is
`legal_moves` then `apply_move` with a move picked by a seeded `random.Random` (or, when the
engine waits for it, one `score`), with no AI and no views; matches with the default options
rotate through every player count. The target is 50,000 steps/s for every game: the fastest
pure-Python card engine we know of, RLCard, reports about 29,000 turns/s.

The machine's speed is measured in the same run by a floor: a bare-bones Petits Chevaux loop
on plain lists (4 players, 4 horses each, the die, the track; no validation, no events, no
copies), which no engine can match. `floor/engine` says how many times slower each engine
is; the full engine is meant to cost at most about 4 times the floor.

Time is this process's CPU time, and every figure is the best of several timed rounds, as
`timeit` advises: on a shared machine the fastest round is the one least disturbed by others.
"""

import argparse
import random
import sys
import time

from engines.core import Game
from engines.registry import GAMES

TARGET = 50_000  # steps per second, every game
ROUNDS = 5
SECONDS_PER_GAME = 2.5
QUICK_SECONDS_PER_GAME = 0.5
SEED = 20261129

# --- the floor: Petits Chevaux at its barest -------------------------------------------------
FLOOR_PLAYERS, FLOOR_HORSES = 4, 4
TRACK, ARM, FOOT, HOME, STABLE = 56, 14, 55, 61, -1


def _floor_match(chooser: random.Random) -> int:
    """Plays one match of bare-bones Petits Chevaux (first horse home wins); returns its
    steps, counted as the engine counts them: every roll is one, every horse move one."""
    horses = [[STABLE] * FLOOR_HORSES for _ in range(FLOOR_PLAYERS)]
    turn = steps = 0
    while True:
        roll = chooser.randint(1, 6)
        steps += 1
        own = horses[turn]
        movable = []
        for horse, progress in enumerate(own):
            if progress == STABLE:
                target = 0 if roll == 6 and 0 not in own else None
            elif progress < FOOT:
                target = progress + roll
                if target > FOOT:
                    target = 2 * FOOT - target
                while target in own and target != progress:
                    target -= 1
                target = None if target == progress else target
            else:
                target = progress + 1 if roll == min(progress - FOOT + 1, 6) else None
                if target in own:
                    target = None
            if target is not None:
                movable.append((horse, target))
        if movable:
            horse, target = chooser.choice(movable)
            steps += 1
            own[horse] = target
            if target == HOME:
                return steps
            if target <= FOOT:
                square = (ARM * turn + 1 + target) % TRACK
                for other in range(FLOOR_PLAYERS):
                    if other != turn:
                        for h, p in enumerate(horses[other]):
                            if 0 <= p <= FOOT and (ARM * other + 1 + p) % TRACK == square:
                                horses[other][h] = STABLE
        if roll != 6:
            turn = (turn + 1) % FLOOR_PLAYERS


# --- the engines -----------------------------------------------------------------------------
def _random_match(game: Game, players: int, seed: int, chooser: random.Random) -> int:
    """Plays one match of random legal moves, as the service drives it; returns its steps."""
    to_act, legal_moves, apply_move = game.to_act, game.legal_moves, game.apply_move
    is_scoring, score, choice = game.is_scoring, game.score, chooser.choice
    state, _ = game.begin(players, game.resolve_options({}, players), seed)
    steps = 0
    while True:
        acting = to_act(state)
        if acting:
            seat = acting[0]
            state, _ = apply_move(state, seat, choice(legal_moves(state, seat)))
        elif is_scoring(state):
            state, _ = score(state)
        else:
            return steps
        steps += 1


def _best_rate(play_one, seconds: float) -> tuple[float, int]:
    """Plays matches (`play_one(index)` returns its steps) for `seconds` in all, split in
    ROUNDS timed rounds; returns the best round's steps per second and the steps played."""
    best, total, index = 0.0, 0, 0
    for _ in range(ROUNDS):
        steps, started = 0, time.process_time()
        while (elapsed := time.process_time() - started) < seconds / ROUNDS:
            steps += play_one(index)
            index += 1
        best, total = max(best, steps / elapsed), total + steps
    return best, total


def _floor_rate(seconds: float) -> float:
    chooser = random.Random(SEED)
    return _best_rate(lambda index: _floor_match(chooser), seconds)[0]


def _game_rate(game: Game, seconds: float) -> tuple[float, int]:
    chooser = random.Random(SEED)
    counts = range(game.min_players, game.max_players + 1)

    def play_one(index: int) -> int:
        return _random_match(game, counts[index % len(counts)], SEED + index, chooser)

    return _best_rate(play_one, seconds)


def measure(quick: bool = False) -> list[dict]:
    """One row per game: its steps per second, the floor's (measured in the same run) and
    their ratio, and whether the game reaches the target."""
    seconds = QUICK_SECONDS_PER_GAME if quick else SECONDS_PER_GAME
    floor = _floor_rate(seconds)
    rows = []
    for game_id, game in GAMES.items():
        rate, steps = _game_rate(game, seconds)
        rows.append({"game": game_id, "steps_per_s": round(rate), "target": TARGET,
                     "ok": rate >= TARGET, "steps": steps,
                     "floor_steps_per_s": round(floor), "floor_ratio": round(floor / rate, 2)})
    return rows


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true",
                        help=f"{QUICK_SECONDS_PER_GAME} s per game instead of "
                             f"{SECONDS_PER_GAME} s")
    args = parser.parse_args(argv)
    rows = measure(quick=args.quick)
    print(f"floor (bare-bones Petits Chevaux on plain lists): "
          f"{rows[0]['floor_steps_per_s']:,} steps/s\n")
    print("| game | steps/s | floor/engine | target | result |\n|---|---|---|---|---|")
    for row in rows:
        print(f"| {row['game']} | {row['steps_per_s']:,} | {row['floor_ratio']:.2f}× | "
              f"{row['target']:,} | {'PASS' if row['ok'] else 'FAIL'} |")
    return 0 if all(row["ok"] for row in rows) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
