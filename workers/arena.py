"""The arena job: plays one match of an arena in-process and records its result."""

import logging
import time

from rq import get_current_job

from engines.ai import Budget
from engines.arena import match_seed, play_match, seat_order, to_players
from engines.registry import GAMES
from service.arenas import Arenas
from workers import runtime

log = logging.getLogger("haras.arena")
MAX_ERROR_CHARS = 300


def play_arena_match(arena_id: str, index: int) -> dict:
    """Plays match `index` of arena `arena_id` unless the arena is cancelled or gone.

    Idempotent: the match is a pure function of (arena, index) and its result is one field
    of the results hash, so a job that runs twice writes the same field twice. A match the
    engine cannot finish (an AI's illegal move, a step guard, the job's timeout) is recorded
    as failed rather than retried: it would fail again."""
    arenas = Arenas(runtime().store.client)
    meta = arenas.meta(arena_id)
    if meta is None:
        return {"outcome": "gone", "index": index}
    arena, cancelled = meta
    if cancelled:
        return {"outcome": "cancelled", "index": index}
    if arenas.has_result(arena_id, index):
        return {"outcome": "already_played", "index": index}
    game = GAMES[arena["game"]]
    order = seat_order(len(arena["players"]), index)
    seated = [(arena["players"][p]["level"], Budget(think_ms=arena["players"][p]["think_ms"]))
              for p in order]
    seed = match_seed(arena["seed"], index)
    job = get_current_job()
    started = time.monotonic()
    try:
        record = to_players(play_match(game, seated, arena["options"], seed), order)
    except Exception as error:  # any engine failure is this match's outcome
        log.exception("arena %s match %s failed", arena_id, index)
        record = {"error": f"{type(error).__name__}: {error}"[:MAX_ERROR_CHARS]}
    record.update(index=index, seats=order, seed=seed,
                  seconds=round(time.monotonic() - started, 3),
                  worker=job.worker_name if job is not None else None)
    outcome = arenas.record(arena_id, index, record)
    return {"outcome": outcome, "index": index, "failed": "error" in record}
