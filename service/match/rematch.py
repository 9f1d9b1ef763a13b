"""Rematch: one new match for all the seats of a finished one.

The first call links the finished match to a new match id (compare-and-set on its record:
one link, whoever races), then whoever finds the linked match missing creates it (a create
succeeds once). Each human seat of the old match claims its own seat of the new one by
calling, with its old token. No match is created that is not linked, and a call that died
between the two writes leaves a link the next call completes.
"""

import secrets

from engines.registry import GAMES
from service.match import access
from service.match.creation import new_match, store_new_match
from service.match.seats import ATTEMPTS, after_claim, claim_seat, commit_with_retries, too_busy
from service.model import match_options
from service.model.play import step
from service.problems import ApiError
from service.state import apikeys
from service.state.store import VersionConflict


def rematch(rt, match_id: str, seat_of, requester) -> tuple[dict, int, str, list[dict], bool]:
    """The caller's seat of the rematch of finished match `match_id`, claimed now: (the
    rematch's record, the seat, its token, the jobs queued, whether this call created it).
    `seat_of(old)` is the caller's seat in the finished match (401/403 otherwise); a
    creation charges its AI seats to `requester()` (service/match/creation.py). 409
    `match_not_finished` while the match runs."""
    old = access.load(rt, match_id)
    seat = seat_of(old)
    if old["status"] != "finished":
        raise ApiError(409, "match_not_finished", "A rematch follows a finished match.")
    for _ in range(ATTEMPTS):
        if old.get("rematch") is None:
            old = _link(rt, old)
            continue
        new_id = old["rematch"]
        if rt.store.load(new_id) is None:
            created, events, token = _rematch_record(rt, old, new_id, seat)
            try:
                jobs = store_new_match(rt, created, events, requester)
            except VersionConflict:
                continue  # another seat created it first: claim in it
            return created, seat, token, jobs, True
        new, (_, token) = commit_with_retries(rt, new_id, lambda m: _claim_reserved(m, seat))
        return new, seat, token, after_claim(rt, new), False
    raise too_busy()


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


def _rematch_record(rt, old: dict, new_id: str, seat: int) -> tuple[dict, list[dict], str]:
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
                              _owner(rt, old), rematch_of=old["id"])
    claimed, joined, (_, token) = _claim_reserved(match, seat)
    return claimed, events + joined, token


def _owner(rt, old: dict) -> str | None:
    """The API key the rematch belongs to: the old match's, unless it was revoked since."""
    key_id = old.get("api_key_id")
    key = apikeys.load(rt.store.client, key_id) if key_id else None
    return None if key is None or key.revoked else key.id


def _link(rt, old: dict) -> dict:
    """`old` linked to a new match id (compare-and-set), or as another call linked it."""
    new_id = secrets.token_urlsafe(16)
    linked, events = step(old, {"rematch": new_id},
                          [{"type": "rematch_created", "match_id": new_id}])
    try:
        rt.commit(linked, old, events, linking_finished=True)
    except VersionConflict:
        return access.load(rt, old["id"])
    return linked


def _claim_reserved(match: dict, seat: int):
    if not match["seats"][seat].get("reserved"):
        raise ApiError(409, "seat_taken", "This seat of the rematch is claimed already.")
    reserved = match["seats"][seat]
    return claim_seat(match, seat, reserved["name"], reserved.get("player"))
