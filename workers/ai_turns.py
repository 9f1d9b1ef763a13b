"""The AI-turn job: plays every consecutive AI step of a match, in few atomic writes."""

import logging
import time

from rq import get_current_job

from engines.ai import Budget, choose
from engines.registry import GAMES
from service.model.play import play_ai_steps
from service.state import quotas
from service.state.store import VersionConflict
from service.telemetry import metrics
from workers import runtime

log = logging.getLogger("haras.ai")


def play_ai_turns(match_id: str, version: int) -> dict:
    """Plays the AI seats' moves from `version` on, through the same checked path as HTTP.

    Steps are applied in memory and written in batches by compare-and-set on the version, so
    a job that runs twice (a retry, a rescued job) or races a human changes nothing twice:
    the loser of the race finds the version moved and stops."""
    rt = runtime()
    settings = rt.settings
    match = rt.store.load(match_id)
    if match is None:
        return {"outcome": "gone"}
    if match["version"] != version:
        return {"outcome": "superseded", "version": match["version"]}
    quotas.match_going_on(rt, match)  # its think time stays charged while AI turns go on
    game = GAMES[match["game"]]
    deadline = time.monotonic() + settings.ai_job_budget_s
    played = 0
    # seat -> (level, budget): built once, not per step (seats do not change mid-job)
    players = {seat: (ai["ai_level"], Budget(think_ms=ai["think_ms"]))
               for seat, ai in enumerate(match["seats"]) if ai["type"] == "ai"}

    def pick(state: dict, seat: int, legal: list):
        level, budget = players[seat]
        return choose(game, level, state, seat, budget, legal)

    while time.monotonic() < deadline:
        batch, events, steps = play_ai_steps(match, pick, settings.ai_steps_per_write,
                                             deadline)
        if not steps:
            break
        try:
            rt.commit(batch, match, events)
        except VersionConflict as conflict:
            log.info("ai turn for %s superseded at version %s", match_id, conflict.current)
            return {"outcome": "superseded", "version": conflict.current, "steps": played}
        match, played = batch, played + steps
    # Next: the rest of the AI turns (out of time), the scoring of a finished round, or none.
    quotas.match_ended(rt, match)
    if played:
        rt.jobs.follow_up(match)
    else:
        rt.jobs.settle(match)
    if played and (latency := metrics.since_enqueued(get_current_job())) is not None:
        metrics.AI_TURN_LATENCY.labels(match["game"]).observe(latency)
    return {"outcome": "played", "steps": played, "version": match["version"]}
