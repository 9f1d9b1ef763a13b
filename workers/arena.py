"""The arena job: plays one match of an arena in-process and records its result.

Cancelling an arena stops the matches being played within about a second: while a match is
played, a thread of the job looks at the arena's cancel flag every WATCH_EVERY_S (one HMGET).
Once it is set, the engine stops at its next decision (`should_stop`, asked between
decisions) and a decision in progress (an expert thinks up to 10 s) is cut short: the thread
sends SIGUSR2 to the job's thread, whose handler raises `Stopped` while the match is played
(and does nothing before or after). The job then ends, `cancelled`, and its worker takes
other work; the arena's matches still queued end as they start, without playing.
"""

import logging
import signal
import threading
import time

from rq import get_current_job

from engines.ai import Budget
from engines.arena import Stopped, match_seed, play_match, seat_order, to_players
from engines.registry import GAMES
from service.state import quotas
from service.state.arenas import Arenas
from workers import runtime

log = logging.getLogger("haras.arena")
MAX_ERROR_CHARS = 300
WATCH_EVERY_S = 0.5
INTERRUPT = signal.SIGUSR2  # not used by RQ (SIGALRM: job timeouts; SIGINT/TERM: stops)


def play_arena_match(arena_id: str, index: int) -> dict:
    """Plays match `index` of arena `arena_id` unless the arena is cancelled or gone.

    Idempotent: the match is a pure function of (arena, index) and its result is one field
    of the results hash, so a job that runs twice writes the same field twice. A match the
    engine cannot finish (an AI's illegal move, a step guard, the job's timeout) is recorded
    as failed rather than retried: it would fail again. A match stopped by a cancel records
    nothing."""
    rt = runtime()
    arenas = Arenas(rt.store.client)
    meta = arenas.meta(arena_id)
    if meta is None:
        return {"outcome": "gone", "index": index}
    arena, cancelled = meta
    if cancelled:
        return {"outcome": "cancelled", "index": index}
    if arenas.has_result(arena_id, index):
        return {"outcome": "already_played", "index": index}
    quotas.arena_going_on(rt, arena)
    game = GAMES[arena["game"]]
    order = seat_order(len(arena["players"]), index)
    seated = [(arena["players"][p]["level"], Budget(think_ms=arena["players"][p]["think_ms"]))
              for p in order]
    seed = match_seed(arena["seed"], index)
    job = get_current_job()
    started = time.monotonic()
    try:
        with CancelWatch(arenas, arena_id) as watch:
            record = to_players(play_match(game, seated, arena["options"], seed,
                                           should_stop=watch.cancelled.is_set), order)
    except Stopped:
        log.info("arena %s match %s stopped: the arena was cancelled", arena_id, index)
        return {"outcome": "cancelled", "index": index,
                "seconds": round(time.monotonic() - started, 3)}
    except Exception as error:  # any engine failure is this match's outcome
        log.exception("arena %s match %s failed", arena_id, index)
        record = {"error": f"{type(error).__name__}: {error}"[:MAX_ERROR_CHARS]}
    record.update(index=index, seats=order, seed=seed,
                  seconds=round(time.monotonic() - started, 3),
                  worker=job.worker_name if job is not None else None)
    outcome, last = arenas.record_result(arena_id, index, record)
    if last:
        quotas.arena_ended(rt, arena)
    return {"outcome": outcome, "index": index, "failed": "error" in record}


class CancelWatch:
    """While the block runs: a thread that sets `cancelled` once the arena is cancelled (or
    gone), then interrupts the block's thread with INTERRUPT, whose handler raises Stopped
    there. The handler is installed once per process and stays: outside a block (armed by
    none) it does nothing, so a signal arriving late is harmless. A block outside the main
    thread (where no handler can be installed) is not interrupted: the engine stops at its
    next decision."""

    _armed: "CancelWatch | None" = None  # the block the handler may interrupt now
    _installed = False

    def __init__(self, arenas: Arenas, arena_id: str, every_s: float = WATCH_EVERY_S):
        self.arenas, self.arena_id, self.every_s = arenas, arena_id, every_s
        self.cancelled = threading.Event()
        self._done = threading.Event()
        self._interruptible = threading.current_thread() is threading.main_thread()

    @classmethod
    def _on_signal(cls, signum, frame) -> None:
        if cls._armed is not None and cls._armed.cancelled.is_set():
            cls._armed = None  # once
            raise Stopped("the arena was cancelled")

    def _watch(self, target: int) -> None:
        while not self._done.wait(self.every_s):
            try:
                if not self.arenas.cancelled(self.arena_id):
                    continue
            except Exception as error:  # a Redis blip: look again next time
                log.warning("arena %s: cancel flag unreadable: %s", self.arena_id, error)
                continue
            self.cancelled.set()
            if self._interruptible and not self._done.is_set():
                signal.pthread_kill(target, INTERRUPT)
            return

    def __enter__(self) -> "CancelWatch":
        if self._interruptible:
            if not CancelWatch._installed:
                signal.signal(INTERRUPT, CancelWatch._on_signal)
                CancelWatch._installed = True
            CancelWatch._armed = self
        self._thread = threading.Thread(target=self._watch, args=(threading.get_ident(),),
                                        daemon=True, name="arena-cancel-watch")
        self._thread.start()
        return self

    def __exit__(self, *exc) -> None:
        CancelWatch._armed = None  # first: a signal still on its way finds nothing to stop
        self._done.set()
        self._thread.join()
