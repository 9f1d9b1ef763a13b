"""Which match a request names and which seat its token opens, whichever door it came by."""

from service.model import seat_tokens
from service.model.seat_tokens import MATCH_ID
from service.problems import ApiError, not_found


def load(rt, match_id: str) -> dict:
    """The stored match `match_id`; 404 `match_not_found` when there is none (or the id
    cannot be one)."""
    match = rt.store.load(match_id) if MATCH_ID.match(match_id) else None
    if match is None:
        raise not_found()
    return match


def seat_of_token(rt, match: dict, token: str) -> int:
    """The seat `token` opens in `match`: 401 for a wrong token, 403 for another match's."""
    seat = seat_tokens.seat_of(match, token)
    if seat is not None:
        return seat
    other_id = seat_tokens.claimed_match_id(token)
    if other_id != match["id"] and MATCH_ID.match(other_id):
        other = rt.store.load(other_id)
        if other is not None and seat_tokens.seat_of(other, token) is not None:
            raise ApiError(403, "forbidden", "This seat token belongs to another match.")
    raise ApiError(401, "unauthorized", "Unknown seat token.",
                   headers={"WWW-Authenticate": "Bearer"})
