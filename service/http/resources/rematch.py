"""Rematch: one new match for all the seats of a finished one.

The first call links the finished match to a new match id (compare-and-set on its record:
one link, whoever races), then whoever finds the linked match missing creates it (a create
succeeds once). Each human seat of the old match claims its own seat of the new one by
calling, with its old token. No match is created that is not linked, and a call that died
between the two writes leaves a link the next call completes.
"""

import secrets

from flask import url_for
from flask_smorest import Blueprint

from engines.registry import GAMES
from service.http import quota_edge
from service.http.access import etag_headers, load_match, runtime, seat_of_caller
from service.http.openapi import ETAG, IDEMPOTENCY_KEY, IDEMPOTENT_REPLAYED, SEAT_TOKEN, errors
from service.http.resources.seats import (
    ATTEMPTS,
    after_claim,
    claim_seat,
    commit_with_retries,
    too_busy,
)
from service.http.schemas import Joined
from service.match.creation import new_match, store_new_match
from service.model import match_options
from service.model.play import step
from service.model.views import match_view
from service.problems import ApiError
from service.state import apikeys
from service.state.store import VersionConflict

blp = Blueprint("rematch", __name__, url_prefix="/v1/matches",
                description="Playing a finished match again, with the same seats.")


def rematch_seats(old: dict) -> list[dict]:
    """The seats of `old`'s rematch: a seat that held a token (its player resigned or timed
    out to the AI, or not) is reserved for that player; an AI seat from the start keeps its
    level and think time; a seat nobody claimed stays open."""
    seats = []
    for seat in old["seats"]:
        number, name = seat["seat"], seat["name"]
        if str(number) in old["token_hashes"]:
            seats.append({"seat": number, "type": "human", "name": name, "reserved": True})
            if "player" in seat:  # the same player, as bound then
                seats[-1]["player"] = seat["player"]
        elif seat.get("open"):
            seats.append({"seat": number, "type": "human", "name": name, "open": True})
        else:
            seats.append({"seat": number, "type": "ai", "name": name,
                          "ai_level": seat["ai_level"], "think_ms": seat["think_ms"]})
    return seats


def _rematch_record(old: dict, new_id: str, seat: int) -> tuple[dict, list[dict], str]:
    """The rematch `new_id` of `old` with `seat` claimed by its player: (record, events, the
    seat's token); not stored yet."""
    game = GAMES[old["game"]]
    engine_names = {option.name for option in game.options}
    result = old.get("forfeit") or game.result(old["state"])
    options = game.rematch_options(
        {k: v for k, v in old["options"].items() if k in engine_names}, result)
    resolved = match_options.resolve(
        game, {**old["options"], **options}, len(old["seats"]))
    match, events = new_match(game, new_id, rematch_seats(old), {}, resolved,
                              _owner(old), rematch_of=old["id"])
    claimed, joined, (_, token) = _claim_reserved(match, seat)
    return claimed, events + joined, token


def _owner(old: dict) -> str | None:
    """The API key the rematch belongs to: the old match's, unless it was revoked since."""
    key_id = old.get("api_key_id")
    key = apikeys.load(runtime().store.client, key_id) if key_id else None
    return None if key is None or key.revoked else key.id


def _link(old: dict) -> dict:
    """`old` linked to a new match id (compare-and-set), or as another call linked it."""
    new_id = secrets.token_urlsafe(16)
    linked, events = step(old, {"rematch": new_id},
                          [{"type": "rematch_created", "match_id": new_id}])
    try:
        runtime().commit(linked, old, events, linking_finished=True)
    except VersionConflict:
        return load_match(old["id"])
    return linked


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
    old = load_match(match_id)
    seat = seat_of_caller(old, required=True)
    if old["status"] != "finished":
        raise ApiError(409, "match_not_finished", "A rematch follows a finished match.")
    for _ in range(ATTEMPTS):
        if old.get("rematch") is None:
            old = _link(old)
            continue
        new_id = old["rematch"]
        if runtime().store.load(new_id) is None:
            created, events, token = _rematch_record(old, new_id, seat)
            try:
                jobs = store_new_match(runtime(), created, events, _requester)
            except VersionConflict:
                continue  # another seat created it first: claim in it
            body = {"seat": seat, "seat_token": token, "match": match_view(created, seat),
                    "jobs": jobs}
            location = url_for("matches.get_match", match_id=new_id)
            return body, 201, {"Location": location, **etag_headers(created)}
        new, (_, token) = commit_with_retries(new_id, lambda m: _claim_reserved(m, seat))
        return ({"seat": seat, "seat_token": token, "match": match_view(new, seat),
                 "jobs": after_claim(new)}, etag_headers(new))
    raise too_busy()


def _requester():
    return quota_edge.requester(runtime())


def _claim_reserved(match: dict, seat: int):
    if not match["seats"][seat].get("reserved"):
        raise ApiError(409, "seat_taken", "This seat of the rematch is claimed already.")
    reserved = match["seats"][seat]
    return claim_seat(match, seat, reserved["name"], reserved.get("player"))
