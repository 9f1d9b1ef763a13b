"""Seats changing hands: joining an open seat, resigning one."""

from flask_smorest import Blueprint

from engines.ai import DEFAULT_THINK_MS
from engines.registry import GAMES
from service.http.access import etag_headers, load_match, runtime, seat_of_caller
from service.http.openapi import ETAG, PUBLIC_OR_PLAYER, SEAT_TOKEN, errors
from service.http.players_access import player_of_request
from service.http.schemas import Joined, JoinSeat, SeatChange
from service.match.creation import bound_players
from service.model import seat_tokens as auth
from service.model.play import match_status, seats_to_fill, step
from service.model.views import match_view
from service.problems import ApiError
from service.state import lobby, players
from service.state.store import VersionConflict

blp = Blueprint("seats", __name__, url_prefix="/v1/matches",
                description="Joining open seats and resigning.")
ATTEMPTS = 8  # compare-and-set retries when other writes race ours
RESIGN_AI = "greedy"


def commit_with_retries(match_id: str, change):
    """Applies `change(match) -> (new, events, result)` by compare-and-set, re-reading the
    match and re-deciding whenever another write got in first."""
    for _ in range(ATTEMPTS):
        match = load_match(match_id)
        new, events, result = change(match)
        try:
            runtime().commit(new, match, events)
            return new, result
        except VersionConflict:
            continue
    raise too_busy()


def too_busy() -> ApiError:
    """Every compare-and-set attempt lost to other writes: the client retries shortly."""
    return ApiError(503, "unavailable", "The match is too busy; retry.",
                    headers={"Retry-After": "1"})


def claim_seat(match: dict, seat: int, name: str,
               player: dict | None = None) -> tuple[dict, list[dict], tuple]:
    """`match` with `seat` (open, or reserved for a rematch) given to `name` (bound to
    `player`, a seat binding, when given) and its token made; the match starts when no seat
    is left to fill, with the game's `start`. (new record, its events, (seat, token)) for
    `commit_with_retries`."""
    token, digest = auth.new_seat_token(match["id"])
    seats = [dict(s) for s in match["seats"]]
    seats[seat] = {"seat": seat, "type": "human", "name": name}
    if player is not None:
        seats[seat]["player"] = player
    changes = {"seats": seats, "token_hashes": {**match["token_hashes"], str(seat): digest}}
    events = [{"type": "seat_joined", "seat": seat, "name": name}]
    if not seats_to_fill(seats):
        # the game's start (a roll-off for the first turn) once its players are all there
        game = GAMES[match["game"]]
        state, started = game.start(match["state"])
        changes.update(state=state, status=match_status(game, state))
        events += [{"type": "match_started"}, *started]
    new, numbered = step(match, changes, events)
    return new, numbered, (seat, token)


def after_claim(new: dict) -> list[dict]:
    """What a claim that started the match sets going: its first jobs (leaves the lobby)."""
    if new["status"] == "waiting":
        return []
    lobby.remove(runtime().store.client, new)
    return runtime().jobs.follow_up(new)


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

    def claim(match: dict):
        if match["status"] == "finished":
            raise ApiError(409, "match_finished", "The match is over; no seat can be joined.")
        open_seats = [s["seat"] for s in match["seats"] if s.get("open")]
        wanted = body.get("seat")
        if wanted is not None and wanted >= len(match["seats"]):
            raise ApiError(422, "validation_error", "No such seat.",
                           errors={"seat": [f"This match has {len(match['seats'])} seats."]})
        if not open_seats or (wanted is not None and wanted not in open_seats):
            raise ApiError(409, "seat_taken", "That seat is not open.", open_seats=open_seats)
        binding = None
        if player is not None:
            if player["id"] in bound_players(match):
                raise ApiError(409, "seat_taken", "This player holds a seat of this match "
                               "already.", open_seats=open_seats)
            binding = players.seat_binding(player, match["game"])
        return claim_seat(match, open_seats[0] if wanted is None else wanted, name, binding)

    new, (seat, token) = commit_with_retries(match_id, claim)
    if player is not None:
        players.add_match(runtime().store.client, player["id"], new)
    return ({"seat": seat, "seat_token": token, "match": match_view(new, seat),
             "jobs": after_claim(new)}, etag_headers(new))


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

    def give_up(match: dict):
        if match["status"] == "finished":
            raise ApiError(409, "match_finished", "The match is over.")
        if match["seats"][seat]["type"] == "ai":
            raise ApiError(409, "not_your_turn", "This seat already resigned.")
        seats = [dict(s) for s in match["seats"]]
        seats[seat]["resigned"] = True  # its token reads the public view from now on
        if len(match["seats"]) == 2:
            winner = 1 - seat
            forfeit = {"ranking": [winner, seat], "scores": {str(winner): 1, str(seat): 0},
                       "winners": [winner], "resigned": seat}
            changes = {"status": "finished", "forfeit": forfeit, "seats": seats}
            events = [{"type": "seat_resigned", "seat": seat, "replaced_by": None},
                      {"type": "match_forfeited", "winner": winner, "resigned": seat}]
        else:
            seats[seat].update(type="ai", ai_level=RESIGN_AI, think_ms=DEFAULT_THINK_MS)
            changes = {"seats": seats}
            events = [{"type": "seat_resigned", "seat": seat, "replaced_by": RESIGN_AI}]
        new, numbered = step(match, changes, events)
        return new, numbered, None

    new, _ = commit_with_retries(match_id, give_up)
    if new["status"] == "finished":
        lobby.remove(runtime().store.client, new)  # a waiting match can end by resignation
    return {"match": match_view(new, None), "jobs": runtime().jobs.follow_up(new)}, \
        etag_headers(new)
