"""Re-simulates a finished match from its replay and checks it: `haras-verify FILE` (the
console script installed with the package), or `python -m engines.replay FILE`.

A replay (GET /v1/matches/{id}/replay) holds the game, the version of its rules the match
was played under, the number of players, the game's options, the seed revealed at the end
and every step in order. Since all dice and shuffles
come from the seeded RNG, playing the steps again must end in the very state the server
reached: its SHA-256 is in the replay. Anyone can so check that the dice were fair.
"""

import argparse
import hashlib
import json
import sys

from engines.registry import GAMES

FORMAT = "haras-replay/1"


class ReplayMismatch(Exception):
    pass


class OtherRules(Exception):
    """The replay was made under another version of its game's rules than these engines
    implement: it cannot be checked here (which is not a mismatch)."""


def seed_commitment(salt: str, seed: int) -> str:
    """What every view shows from a match's creation on: the SHA-256 of `"<salt>:<seed>"`,
    so the seed revealed at the end can be checked to be the one fixed before any move."""
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


def state_digest(state: dict) -> str:
    canonical = json.dumps(state, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode()).hexdigest()


def step_of(event: dict) -> dict | None:
    """The replay step an event of the full (unredacted) log begins, or None: a move, a
    round's scoring, a resignation that ended the match."""
    if event["type"] == "move_played":
        return {"seat": event["seat"], "move": event["move"]}
    if event["type"] == "round_scored":
        return {"score": True}
    if event["type"] == "match_forfeited":
        return {"resign": event["resigned"]}
    return None


def replay_steps(events: list[dict]) -> list[dict]:
    """The steps of a match, from its full (unredacted) event log."""
    return [step for step in map(step_of, events) if step is not None]


def first_state(game, players: int, options: dict, seed: int, steps: list[dict],
                final_sha256: str) -> dict:
    """The state a match's steps start from: `setup`, then `start` (the chance steps taken
    once its table was full) unless it never started: a match forfeited while it waited for
    players has no step but its forfeit, and ended in the state `setup` left."""
    state, _ = game.setup(players, options, seed)
    if all("resign" in step for step in steps) and state_digest(state) == final_sha256:
        return state
    return game.start(state)[0]


def apply_step(game, state: dict, step: dict) -> dict:
    """The state after `step`, already known to be valid (verify() checks it first)."""
    if "score" in step:
        return game.score(state)[0]
    if "resign" in step:
        return state  # ends the match outside the rules; the state stays as it was
    return game.apply_move(state, step["seat"], step["move"])[0]


def verify(replay: dict) -> dict:
    """Plays the replay again; returns the final state, or raises ReplayMismatch (or
    OtherRules: made under rules these engines no longer play)."""
    if replay.get("format") != FORMAT:
        raise ReplayMismatch(f"not a {FORMAT} document")
    game = GAMES.get(replay["game"])
    if game is None:
        raise ReplayMismatch(f"unknown game {replay['game']!r}")
    made_under = replay.get("rules_version", 1)  # replays made before versions were recorded
    if made_under != game.rules_version:
        raise OtherRules(f"made under {game.id} rules version {made_under}; this verifier "
                         f"plays version {game.rules_version} (use the Haras release of "
                         f"that version)")
    if "seed_commitment" in replay and seed_commitment(
            replay.get("seed_salt", ""), replay["seed"]) != replay["seed_commitment"]:
        raise ReplayMismatch("the seed and salt do not match the seed commitment shown "
                             "since the match was created")
    options = game.resolve_options(replay["options"], replay["players"])
    state = first_state(game, replay["players"], options, replay["seed"], replay["steps"],
                        replay["final_state_sha256"])
    for index, step in enumerate(replay["steps"]):
        if "score" in step and not game.is_scoring(state):
            raise ReplayMismatch(f"step {index}: nothing to score")
        if "move" in step and step["move"] not in game.legal_moves(state, step["seat"]):
            raise ReplayMismatch(f"step {index}: illegal move {step['move']}")
        state = apply_step(game, state, step)
    if state_digest(state) != replay["final_state_sha256"]:
        raise ReplayMismatch("the final state differs from the server's")
    return state


def main(argv: list[str] | None = None) -> int:
    """The command line (`haras-verify` calls it with none: it reads sys.argv). Exit status:
    0 verified, 1 not verified, 2 not checked (other rules, or no replay to read)."""
    parser = argparse.ArgumentParser(
        prog="haras-verify", description="Re-plays a finished Haras match from its replay "
        "(GET /v1/matches/{id}/replay) and checks that it ends as the server says.",
        epilog="Exit status: 0 verified, 1 not verified, 2 not checked (a replay made under "
        "other rules than these, or no replay to read).")
    parser.add_argument("replay", metavar="REPLAY.json", help="the replay, as the API gives it")
    path = parser.parse_args(argv).replay
    try:
        with open(path, encoding="utf-8") as handle:
            replay = json.load(handle)
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as unreadable:
        print(f"NOT checked: cannot read {path}: {unreadable}", file=sys.stderr)
        return 2
    if not isinstance(replay, dict):
        print(f"NOT verified: {path} is not a {FORMAT} document")
        return 1
    try:
        verify(replay)
    except ReplayMismatch as mismatch:
        print(f"NOT verified: {mismatch}")
        return 1
    except (LookupError, TypeError, ValueError, AttributeError) as malformed:
        # a field missing or of another type (a replay tampered with or cut short): it
        # cannot be played again, so it is not verified
        print(f"NOT verified: malformed replay ({type(malformed).__name__}: {malformed})")
        return 1
    except OtherRules as other:
        print(f"NOT checked: {other}")
        return 2
    committed = replay.get("seed_commitment")
    print(f"verified: {replay['game']}, seed {replay['seed']}"
          + (f" (commitment {committed} holds)" if committed else "")
          + f", {len(replay['steps'])} steps, final state "
          f"{replay['final_state_sha256'][:16]}… matches")
    return 0

if __name__ == "__main__":
    sys.exit(main())
