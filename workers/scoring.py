"""The scoring job: settles a finished round (payouts, next round or the match's end) through
service/match/moves.py."""

from rq import get_current_job

from service.match import moves
from service.telemetry import metrics
from workers import runtime


def score_round(match_id: str, version: int) -> dict:
    """Scores the round `match_id` waits on at `version`, exactly once
    (`moves.score_round`)."""
    outcome = moves.score_round(runtime(), match_id, version)
    if outcome.result["outcome"] == "scored" and (
            latency := metrics.since_enqueued(get_current_job())) is not None:
        metrics.SCORING_LATENCY.labels(outcome.game).observe(latency)
    return outcome.result
