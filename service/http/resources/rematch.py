"""Rematch: one new match for all the seats of a finished one (service/match/rematch.py)."""

from flask import url_for
from flask_smorest import Blueprint

from service.http import quota_edge
from service.http.access import etag_headers, runtime, seat_of_caller
from service.http.openapi import ETAG, IDEMPOTENCY_KEY, IDEMPOTENT_REPLAYED, SEAT_TOKEN, errors
from service.http.schemas.seats import Joined
from service.match.rematch import rematch as rematch_in_app
from service.model.views import match_view

blp = Blueprint("rematch", __name__, url_prefix="/v1/matches",
                description="Playing a finished match again, with the same seats.")


@blp.route("/<string:match_id>/rematch", methods=["POST"])
@blp.doc(operationId="rematch")
@blp.response(200, Joined, description="The rematch exists already: the caller's seat in "
                                        "it, claimed now.",
              headers={"ETag": ETAG, "Idempotent-Replayed": IDEMPOTENT_REPLAYED})
@blp.alt_response(201, schema=Joined, description="This call created the rematch.",
                  headers={"Location": {"schema": {"type": "string"},
                                        "description": "The new match's URL."},
                           "ETag": ETAG, "Idempotent-Replayed": IDEMPOTENT_REPLAYED},
                  success=True)
@blp.doc(security=SEAT_TOKEN, parameters=[IDEMPOTENCY_KEY])
@errors(blp, 400, 401, 403, 404, 409, 422, 503)
def rematch(match_id: str):
    """Play a finished match again.

    The same game, options and seats, one new match for everybody. Each human seat calls with
    its token of the finished match and gets its token for the same seat of the new one, once
    (again: 409 `seat_taken`). AI seats keep their level and think time. The new match waits
    until every human seat has called, then starts. The views link both ways (`rematch_of`,
    `rematch`). The new match belongs to the old one's API key while that key is valid. 429
    `quota_exceeded` when its expert seats would take the caller past its quota of AI think time
    in flight.

    409 `match_not_finished` while the match runs. Send an `Idempotency-Key` to retry
    safely: the retry gets the first answer again."""
    rt = runtime()
    new, seat, token, jobs, created = rematch_in_app(
        rt, match_id, lambda old: seat_of_caller(old, required=True),
        lambda: quota_edge.requester(rt))
    body = {"seat": seat, "seat_token": token, "match": match_view(new, seat), "jobs": jobs}
    if created:
        location = url_for("matches.get_match", match_id=new["id"])
        return body, 201, {"Location": location, **etag_headers(new)}
    return body, etag_headers(new)
