"""Matchmaking tickets: open one, follow it (long-poll), cancel it (service/club/matchmaking.py)."""

import time

from flask import url_for

from engines.core import InvalidOptions
from service.club import matchmaking
from service.http.access import game_named, runtime
from service.http.openapi import AS_PLAYER, errors
from service.http.parsing import Blueprint
from service.http.players_access import player_of_request
from service.http.schemas.matchmaking import CreatedTicket, CreateTicket, Ticket, TicketQuery
from service.problems import ApiError
from service.state.tickets import KeyRevoked, TicketExists, game_of

blp = Blueprint("matchmaking", __name__, url_prefix="/v1/matchmaking",
                description="Matchmaking: tickets that become matches with strangers, bots "
                            "and AI seats of one's level.")
POLL_S = 1.0  # a waiting GET reads its ticket again at least this often (a lost wake-up)
VIEW_FIELDS = ("id", "game", "status", "created_at", "expires_at", "player_id", "players",
               "options", "rated", "ai_fill_after_s", "mu", "rating", "match_id", "seat",
               "seat_token")


@blp.route("/tickets", strict_slashes=False, methods=["POST"])
@blp.doc(operationId="createTicket", security=AS_PLAYER)
@blp.arguments(CreateTicket)
@blp.response(201, CreatedTicket, headers={
    "Location": {"schema": {"type": "string"}, "description": "The ticket's URL."}})
@errors(blp, 400, 401, 403, 404, 409, 413, 415, 422, 503)
def create_ticket(body: dict):
    """Open a matchmaking ticket for the calling player.

    The player's token, or an `X-API-Key` with `X-Player`. The matchmaker puts the ticket in a
    match with players of the same game, `options` and `rated`, of close ratings, as soon as
    there are enough of them.

    409 `ticket_exists` (with `ticket_id`) while the player has a searching ticket of that
    game; 409 `already_seated` (with `match_id`) while the player holds a seat in an
    unfinished match the matchmaker made of that game (finish or resign it first). 422
    `validation_error` (`players`: bounds outside the game's player counts, `min` > `max`),
    `unknown_game`, `invalid_options` (with `errors` per option; a rated ticket plays the
    game's default options). A matchmade match has turn deadlines: the options' own, else
    MATCHMAKING_TURN_TIMEOUT_S (60 s). 429 `quota_exceeded`
    (`quota`: `tickets`) when the players of the caller's API key have
    MATCHMAKING_KEY_TICKETS searching tickets. 403 `sign_in_required` for a rated ticket of
    a guest where the deployment sets RATED_REQUIRES_SIGN_IN (a signed-in player, or an API
    key's, may open one; an unrated ticket needs neither).

    A ticket searches for MATCHMAKING_TICKET_TTL_S (600 s), then expires; sooner, once its
    owner has stopped following it (no waiting or plain GET of it) for
    MATCHMAKING_KEEPALIVE_S (20 s), unless its API key's webhooks take `ticket.matched`."""
    player = player_of_request(required=True)
    game = game_named(body["game"])
    bounds = _bounds(game, body.get("players", {}))
    try:
        matchmaking.check_options(game, body["options"], bounds, body["rated"],
                                  runtime().settings.matchmaking_rated_options)
    except InvalidOptions as bad:
        raise ApiError(422, "invalid_options", "The options are invalid for this game.",
                       errors=bad.errors) from None
    try:
        ticket = matchmaking.open_ticket(runtime(), player, game, bounds, body["options"],
                                         body["rated"], body["ai_fill_after_s"],
                                         player.get("owner_key"))
    except TicketExists as exists:
        raise ApiError(409, "ticket_exists", "This player has a searching ticket of this "
                       "game already: follow it or cancel it.",
                       ticket_id=exists.existing) from None
    except matchmaking.AlreadySeated as seated:
        raise ApiError(409, "already_seated", "This player holds a seat in an unfinished "
                       "match of this game that the matchmaker made: finish or resign it "
                       "first.", match_id=seated.match_id) from None
    except matchmaking.SignInRequired:
        raise ApiError(403, "sign_in_required", "Rated matches here are for signed-in "
                       "players: sign in, or ask for an unrated match (`rated: false`).") \
            from None
    except KeyRevoked:
        raise ApiError(403, "forbidden", "The API key of this player was revoked.") from None
    except matchmaking.KeyTicketsExceeded as refused:
        raise ApiError(429, "quota_exceeded", f"The players of this API key have "
                       f"{refused.limit} searching tickets already.", quota="tickets",
                       limit=refused.limit, in_use=refused.limit, requested=1) from None
    location = url_for("matchmaking.get_ticket", ticket_id=ticket["id"])
    return {"ticket": _view(ticket)}, 201, {"Location": location}


def _bounds(game, given: dict) -> tuple[int, int]:
    low = given.get("min", max(2, game.min_players))
    high = given.get("max", game.max_players)
    problems = {}
    for name, value in (("min", low), ("max", high)):
        if not game.min_players <= value <= game.max_players:
            problems[f"players.{name}"] = [
                f"{game.name} takes {game.min_players} to {game.max_players} players."]
    if not problems and low > high:
        problems["players"] = ["`min` must not be more than `max`."]
    if problems:
        raise ApiError(422, "validation_error", "The player counts are invalid.",
                       errors=problems)
    return low, high


@blp.route("/tickets/<string:ticket_id>", methods=["GET"])
@blp.doc(operationId="getTicket", security=AS_PLAYER)
@blp.arguments(TicketQuery, location="query")
@blp.response(200, Ticket)
@errors(blp, 400, 401, 403, 404, 422, 503)
def get_ticket(query: dict, ticket_id: str):
    """The caller's ticket, long-polled with `wait`.

    Once `matched`, it carries `match_id`, `seat` and `seat_token` (the player's bearer
    token for that seat).

    `wait` (up to 25 s) long-polls while it is searching: answered as soon as it is not, or
    as it is when the time is up. A waiting request holds one of the client's stream slots
    (429 `too_many_streams`, 503 `stream_capacity`, as for the events). Reading its ticket,
    waiting or not, is how its owner says it still wants a match: a ticket left unread for
    MATCHMAKING_KEEPALIVE_S expires (a waiting GET keeps it while it waits). 404
    `ticket_not_found` for a ticket that is not the caller's, or unknown, or over an hour
    ended."""
    rt = runtime()
    player = player_of_request(required=True)
    tickets = matchmaking.tickets_of(rt)
    ticket = _follow(tickets, ticket_id, player["id"])
    if ticket is None or ticket["player_id"] != player["id"]:
        raise ticket_not_found()
    if query["wait"] > 0 and _status(ticket) == "searching":
        deadline = time.monotonic() + query["wait"]
        # often enough for the ticket's keepalive (each read is a sign of life)
        step = min(POLL_S, rt.settings.matchmaking_keepalive_s / 4 or POLL_S)
        # woken by the matchmaker's notice on the ticket's channel (the commit listener's)
        with rt.notifier.admission(), rt.notifier.watch(ticket_id) as watch:
            while True:
                watch.clear()
                ticket = _follow(tickets, ticket_id, player["id"]) or ticket
                remaining = deadline - time.monotonic()
                if _status(ticket) != "searching" or remaining <= 0 or rt.notifier.closing:
                    break
                watch.wait(min(remaining, step))
    return _view(ticket)


def _follow(tickets, ticket_id: str, player_id: str) -> dict | None:
    """The ticket, read by `player_id` as a sign of life if it is the owner (an API key's
    ticket that this read ended, its owner gone, leaves the key's count)."""
    ticket = tickets.follow(ticket_id, player_id, int(time.time() * 1000))
    if ticket is not None and ticket["status"] == "expired" and ticket.get("owner_key"):
        tickets.release_key(ticket["owner_key"], [ticket_id])
    return ticket


@blp.route("/tickets/<string:ticket_id>", methods=["DELETE"])
@blp.doc(operationId="cancelTicket", security=AS_PLAYER)
@blp.response(200, Ticket)
@errors(blp, 400, 401, 403, 404, 409, 503)
def cancel_ticket(ticket_id: str):
    """Cancel the caller's searching ticket.

    Answers the ticket as it is now: cancelled, or expired if its time was up (again: the
    same). 409 `ticket_matched` once the matchmaker has taken it (its match is made or being
    made: read the ticket for it)."""
    rt = runtime()
    ticket = _own_ticket(ticket_id)
    tickets = matchmaking.tickets_of(rt)
    status = tickets.cancel(ticket, int(time.time() * 1000))
    if status in ("placing", "matched"):
        raise ApiError(409, "ticket_matched", "The matchmaker has matched this ticket; read "
                       "it for its match and seat.")
    if not status:
        raise ticket_not_found()
    if ticket.get("owner_key"):
        tickets.release_key(ticket["owner_key"], [ticket_id])
    return _view(tickets.load(ticket_id) or {**ticket, "status": status})


def ticket_not_found() -> ApiError:
    return ApiError(404, "ticket_not_found", "No such ticket of yours.")


def _own_ticket(ticket_id: str) -> dict:
    """The caller's ticket, or 404 `ticket_not_found` (another player's too: ids reveal
    nothing)."""
    player = player_of_request(required=True)
    ticket = matchmaking.tickets_of(runtime()).load(ticket_id) if game_of(ticket_id) else None
    if ticket is None or ticket["player_id"] != player["id"]:
        raise ticket_not_found()
    return ticket


def _status(ticket: dict) -> str:
    """A searching ticket past its time reads `expired` (the matchmaker's sweep ends it)."""
    if ticket["status"] == "searching" and ticket["expires_at"] <= time.time():
        return "expired"
    return ticket["status"]


def _view(ticket: dict) -> dict:
    view = {name: ticket[name] for name in VIEW_FIELDS if name in ticket}
    view["status"] = _status(ticket)
    if view["status"] == "searching":  # the window the grouping script applies now
        settings = runtime().settings
        waited_s = max(0.0, time.time() - ticket["created_at"])
        view["mu_gap"] = round(settings.matchmaking_window_mu
                               + settings.matchmaking_widen_mu_per_s * waited_s, 3)
        view["mu_gap_per_s"] = settings.matchmaking_widen_mu_per_s
    return view
