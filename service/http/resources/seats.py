"""Seats changing hands: joining an open seat, resigning one (service/match/seats.py)."""

from flask_smorest import Blueprint

from service.http.access import etag_headers, load_match, runtime, seat_of_caller
from service.http.openapi import ETAG, PUBLIC_OR_PLAYER, SEAT_TOKEN, errors
from service.http.players_access import player_of_request
from service.http.schemas.seats import Joined, JoinSeat, SeatChange
from service.match import seats
from service.model.views import match_view
from service.problems import ApiError

blp = Blueprint("seats", __name__, url_prefix="/v1/matches",
                description="Joining open seats and resigning.")


@blp.route("/<string:match_id>/join", methods=["POST"])
@blp.doc(operationId="joinSeat", security=PUBLIC_OR_PLAYER)
@blp.arguments(JoinSeat)
@blp.response(200, Joined, headers={"ETag": ETAG})
@errors(blp, 400, 404, 409, 413, 415, 422, 503)
def join(body: dict, match_id: str):
    """Claim an open seat (a given one, or any).

    Its seat token is returned, once. The match starts when its last open seat is taken. 409
    `seat_taken` when the seat is not open.

    With a player credential (a player token, or `X-API-Key` with `X-Player`) the seat is
    bound to that player (`seats[].player` in every view; `name` defaults to the player's)
    and the match is listed among the player's; 409 `seat_taken` when the player holds a
    seat of this match already."""
    player = player_of_request(required=False)
    if player is None and "name" not in body:
        raise ApiError(422, "validation_error", "Name the seat, or join as a player.",
                       errors={"name": ["Missing data for required field."]})
    name = body.get("name") or player["name"]
    new, seat, token, jobs = seats.join(runtime(), match_id, name, player, body.get("seat"))
    return ({"seat": seat, "seat_token": token, "match": match_view(new, seat), "jobs": jobs},
            etag_headers(new))


@blp.route("/<string:match_id>/resign", methods=["POST"])
@blp.doc(operationId="resignSeat")
@blp.response(200, SeatChange, headers={"ETag": ETAG})
@blp.doc(security=SEAT_TOKEN)
@errors(blp, 401, 403, 404, 409, 503)
def resign(match_id: str):
    """Resign the bearer's seat.

    In a two-player match the other seat wins at once; otherwise the greedy AI plays the seat
    from now on. 409 `match_finished` when over."""
    seat = seat_of_caller(load_match(match_id), required=True)
    new, jobs = seats.resign(runtime(), match_id, seat)
    return {"match": match_view(new, None), "jobs": jobs}, etag_headers(new)
