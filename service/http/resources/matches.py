"""Matches: create, view, legal moves, play, events."""

import re

from flask import current_app, g, request, url_for

from service.http import quota_edge
from service.http.access import (
    bearer,
    etag_headers,
    game_named,
    load_match,
    runtime,
    seat_of_caller,
    viewer_of,
)
from service.http.caller_keys import caller_key
from service.http.openapi import (
    ETAG,
    IDEMPOTENCY_KEY,
    IDEMPOTENT_REPLAYED,
    OPTIONAL_API_KEY,
    OPTIONAL_API_KEY_OR_PLAYER,
    PUBLIC_OR_SEAT,
    SEAT_TOKEN,
    errors,
    link,
    links,
)
from service.http.parsing import Blueprint
from service.http.players_access import player_of_request
from service.http.schemas.matches import (
    CreatedMatch,
    CreateMatch,
    EventsPage,
    EventsQuery,
    LegalMoves,
    MatchList,
    MatchListQuery,
    MatchView,
    MovePlayed,
    PostMove,
    ViewQuery,
)
from service.match.creation import create
from service.match.moves import SeatCredential, play_move
from service.model.views import events_view, match_view, still_viewer
from service.problems import ApiError, not_found
from service.state import fastjson, key_matches, lobby

blp = Blueprint("matches", __name__, url_prefix="/v1/matches",
                description="Matches, their views, moves and events.")
VERSION_TAG = re.compile(r'^(?:W/)?"?(\d{1,15})"?$')
VERSION_HEADER = {"type": "string", "pattern": rf"^\*$|{VERSION_TAG.pattern}"}


@blp.route("", strict_slashes=False, methods=["POST"])
@blp.doc(operationId="createMatch")
@blp.arguments(CreateMatch)
@blp.response(201, CreatedMatch, headers={"Location": {"schema": {"type": "string"},
                                                       "description": "The match's URL."},
                                          "ETag": ETAG, "Idempotent-Replayed": IDEMPOTENT_REPLAYED})
@blp.doc(security=OPTIONAL_API_KEY_OR_PLAYER, parameters=[IDEMPOTENCY_KEY])
@errors(blp, 400, 401, 403, 404, 409, 413, 415, 422, 503)
def create_match(body: dict):
    """Create a match: one bearer token per human seat is returned, once.

    With an `X-API-Key` the match belongs to that key (`GET /v1/matches?mine=true`, its
    webhooks); with REQUIRE_API_KEY the key is required (401 `unauthorized` without one or
    with an unknown one, 403 `forbidden` with a revoked one).

    The seed is drawn by the server and committed to in every view (`seed_commitment`);
    a chosen `seed` is for matches whose every human seat the creator holds (the views say
    `seed_chosen`).

    With a player credential (a player token, or `X-API-Key` with `X-Player`: 401, 403, 404
    `player_not_found` as `POST /v1/players` says) the first human seat that is not open is
    bound to that player (`seats[].player` in every view; its `name` defaults to the
    player's) and the match is listed among the player's matches.

    422 codes: `validation_error` (body, seats), `unknown_game`, `invalid_options` (with
    `errors` per option), `seed_not_allowed` (a chosen seed with an open seat). 429
    `quota_exceeded` when the expert seats' think time would take the client (its API key,
    else its address) past its quota of AI think time in flight."""
    rt = runtime()
    key = caller_key(required=rt.settings.require_api_key)
    player = player_of_request(required=False)
    match, tokens, jobs = create(rt, game_named(body["game"]), body["seats"], body["options"],
                                 body.get("seed"), key.id if key else None, player,
                                 lambda: quota_edge.requester(rt))
    location = url_for("matches.get_match", match_id=match["id"])
    created = {"match": match_view(match, None), "seat_tokens": tokens, "jobs": jobs}
    return _as_dumped(created), 201, {"Location": location, **etag_headers(match)}


@blp.route("", strict_slashes=False, methods=["GET"])
@blp.doc(operationId="listMatches")
@blp.arguments(MatchListQuery, location="query")
@blp.response(200, MatchList)
@blp.doc(security=OPTIONAL_API_KEY)
@errors(blp, 401, 403, 422, 503)
def list_matches(query: dict):
    """Public views of matches, a page at a time (pass `next_cursor` back as `cursor`).

    Without `mine`: the lobby, matches waiting for players (open seats), oldest first.
    `mine=true`: the matches created with the caller's `X-API-Key` (401 without one), newest
    first, filtered by `status` and `game` when given."""
    cursor = query.get("cursor")
    if query["mine"]:
        key = caller_key(required=True)
        matches, next_cursor = key_matches.page(
            runtime().store.client, key.id, None if cursor is None else int(cursor),
            query["limit"], query.get("status"), query.get("game"))
    else:
        if query.get("status", "waiting") != "waiting":
            raise ApiError(422, "validation_error", "The lobby lists waiting matches only.",
                           errors={"status": ["Must be 'waiting' unless mine=true."]})
        matches, next_cursor = lobby.waiting(runtime().store, query.get("game"),
                                             int(cursor or 0), query["limit"])
    return {"matches": [match_view(m, None) for m in matches],
            "next_cursor": None if next_cursor is None else str(next_cursor)}


# (the header is a route-level parameter: `@blp.doc(parameters=...)` would replace the query
# parameters that `@blp.arguments` documents)
@blp.route("/<string:match_id>", parameters=[
    {"in": "header", "name": "If-None-Match", "required": False, "schema": VERSION_HEADER,
     "description": 'The version you have, as `"<version>"`: 304 while it is current.'}])
@blp.doc(operationId="getMatch")
@blp.arguments(ViewQuery, location="query")
@blp.response(200, MatchView, headers={"ETag": ETAG})
@blp.doc(security=PUBLIC_OR_SEAT)
@errors(blp, 304, 400, 401, 403, 404, 422, 503)
def get_match(query: dict, match_id: str):
    """The match as the caller may see it: public without a token, else the bearer's seat.

    Sends `ETag: "<version>"`; `If-None-Match` with the current version gives 304, or with
    `wait` (up to 25 s) the new view as soon as the match moves on: a client waits for the
    next move, or the end of an all-AI match, in one request (304 when the time is up). A
    waiting request holds one of the client's stream slots: 429 `too_many_streams` past
    them, 503 `stream_capacity` when the process keeps its last connections for others."""
    match = load_match(match_id)
    viewer = viewer_of(match, required=False)
    seen = _version_in(request.headers.get("If-None-Match"))
    if seen == match["version"] and query["wait"] > 0:
        # woken by the process's commit listener: no Redis connection is held meanwhile
        match = runtime().notifier.wait_for_version(runtime().store, match_id, seen,
                                                    query["wait"])
        if match is None:
            raise not_found()
        viewer = still_viewer(match, viewer)  # the seat may have resigned meanwhile
    headers = etag_headers(match)
    if seen == match["version"]:
        return "", 304, headers
    return _as_dumped(match_view(match, viewer)), headers


@blp.route("/<string:match_id>/legal-moves")
@blp.doc(operationId="getLegalMoves")
@blp.response(200, LegalMoves)
@links(blp, 200, PlayIt=link(
    "playMove", "Post a legal move back verbatim, based on this "
    "version.", {"match_id": "$request.path.match_id",
                 "If-Match": '"{$response.body#/version}"'},
    {"move": "$response.body#/legal_moves/0"}))
@blp.doc(security=SEAT_TOKEN)
@errors(blp, 401, 403, 404, 503)
def get_legal_moves(match_id: str):
    """The bearer's legal moves now.

    Empty when it is not her turn; the response links to `playMove` with the version to
    send as `If-Match`."""
    match = load_match(match_id)
    seat = seat_of_caller(match, required=True)
    view = match_view(match, viewer_of(match, required=True))
    return {"game": match["game"], "version": match["version"], "seat": seat,
            "legal_moves": view["legal_moves"]}


def _version_in(header: str | None) -> int | None:
    if header is None or header.strip() == "*":
        return None
    found = VERSION_TAG.match(header.strip())
    if found is None:
        raise ApiError(400, "validation_error", 'Version headers read "<version>".',
                       errors={"headers": [f"Not a version tag: {header[:40]!r}"]})
    return int(found.group(1))


@blp.route("/<string:match_id>/moves", methods=["POST"])
@blp.doc(operationId="playMove")
@blp.arguments(PostMove)
@blp.response(200, MovePlayed, headers={"ETag": ETAG,
                                        "Idempotent-Replayed": IDEMPOTENT_REPLAYED})
@blp.doc(security=SEAT_TOKEN, parameters=[
    {"in": "header", "name": "If-Match", "required": False, "schema": VERSION_HEADER,
     "description": 'The version the move is based on, as `"<version>"`: 412 if stale.'},
    IDEMPOTENCY_KEY])
@errors(blp, 400, 401, 403, 404, 409, 412, 413, 415, 422, 503)
def post_move(body: dict, match_id: str):
    """Play a move for the bearer's seat.

    409 `not_your_turn` / `match_finished`; 412 `stale_version` (with `current_version`)
    when `If-Match` is not the current version or a concurrent move won the race;
    422 `illegal_move` (with `legal_moves`) or `validation_error` for a malformed move."""
    rt = runtime()  # looked up once: each lookup goes through Flask's context proxies
    caller = SeatCredential(bearer())
    try:
        played = play_move(rt, match_id, body["move"], caller,
                           _version_in(request.headers.get("If-Match")))
    finally:
        g.caller_seat = caller.seat  # keys the Idempotency-Key's stored answer
    new, seat = played.match, played.seat
    document = {"game": new["game"], "match": match_view(new, seat),
                "events": events_view(new, played.events, seat), "jobs": played.jobs}
    return _as_dumped(document), etag_headers(new)


def _as_dumped(document: dict):
    """The JSON response of a document that is already what its route's schema dumps
    (tests/api/test_move_response.py checks the creations, views and moves, in every game to
    the end):
    marshmallow's dump of it again (a tenth of the app's CPU per move) is left out."""
    return current_app.response_class(fastjson.dumps(document) + b"\n",
                                      mimetype="application/json")


@blp.route("/<string:match_id>/events")
@blp.doc(operationId="getEvents")
@blp.arguments(EventsQuery, location="query")
@blp.response(200, EventsPage)
@blp.doc(security=PUBLIC_OR_SEAT)
@errors(blp, 401, 403, 404, 422, 503)
def get_events(query: dict, match_id: str):
    """Events after `after`, as the caller may see them.

    `wait` long-polls up to 25 s. A waiting request holds one of the client's stream slots: 429
    `too_many_streams` past them, 503 `stream_capacity` when the process keeps its last
    connections for others."""
    match = load_match(match_id)
    viewer = viewer_of(match, required=False)
    store = runtime().store
    events = store.read_events(match_id, query["after"])
    if not events and query["wait"] > 0:
        # woken by the process's commit listener: no Redis connection is held meanwhile
        events = runtime().notifier.read_events(store, match_id, query["after"], query["wait"])
    last_seq = events[-1]["seq"] if events else query["after"]
    return {"game": match["game"], "events": events_view(match, events, viewer),
            "last_seq": last_seq}
