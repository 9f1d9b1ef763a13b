"""The AI-turn job: plays every consecutive AI step of a match, in few atomic writes
(service/match/moves.py)."""

from rq import get_current_job

from service.match import moves
from service.telemetry import metrics
from workers import runtime


def play_ai_turns(match_id: str, version: int) -> dict:
    """Plays the AI seats' moves from `version` on (`moves.play_ai_turns`)."""
    outcome = moves.play_ai_turns(runtime(), match_id, version)
    if outcome.result["outcome"] == "played" and outcome.result["steps"] and (
            latency := metrics.since_enqueued(get_current_job())) is not None:
        metrics.AI_TURN_LATENCY.labels(outcome.game).observe(latency)
    return outcome.result
