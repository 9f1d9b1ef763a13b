"""The scoring job: settles a finished round (payouts, next round or the match's end)."""

from rq import get_current_job

from service.model.play import score
from service.state import quotas
from service.state.store import VersionConflict
from service.telemetry import metrics
from workers import runtime


def score_round(match_id: str, version: int) -> dict:
    """Scores the round `match_id` waits on at `version`, exactly once: the write is a
    compare-and-set on that version, so a retried or rescued job finds it done."""
    rt = runtime()
    match = rt.store.load(match_id)
    if match is None:
        return {"outcome": "gone"}
    if match["version"] != version or match["status"] != "scoring":
        return {"outcome": "superseded", "version": match["version"]}
    scored, events = score(match)
    try:
        rt.commit(scored, match, events)
    except VersionConflict as conflict:
        return {"outcome": "superseded", "version": conflict.current}
    quotas.match_ended(rt, scored)
    rt.jobs.follow_up(scored)
    if (latency := metrics.since_enqueued(get_current_job())) is not None:
        metrics.SCORING_LATENCY.labels(match["game"]).observe(latency)
    return {"outcome": "scored", "version": scored["version"], "status": scored["status"]}
