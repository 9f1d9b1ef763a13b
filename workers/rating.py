"""The rating job: rates the players of a finished rated match, exactly once, then shows
the rating changes in its result (service/club/rating.py)."""

from service.club import rating
from workers import runtime


def rate_match(match_id: str, version: int) -> dict:
    """Rates `match_id` (enqueued when it finished at `version`; a rating job is one per
    match, whatever its version)."""
    return rating.rate_match(runtime(), match_id)
