"""Seats changing hands, whichever door asks: joining an open seat, resigning one. Each is a
compare-and-set on the match record, decided again on the stored record whenever another
write got in first."""

from engines.ai import DEFAULT_THINK_MS
from engines.registry import GAMES
from service.match import access
from service.match.creation import bound_players
from service.model import seat_tokens
from service.model.play import match_status, seats_to_fill, step
from service.problems import ApiError
from service.state import lobby, players
from service.state.store import VersionConflict

ATTEMPTS = 8  # compare-and-set retries when other writes race ours
RESIGN_AI = "greedy"


def commit_with_retries(rt, match_id: str, change):
    """Applies `change(match) -> (new, events, result)` by compare-and-set, re-reading the
    match and re-deciding whenever another write got in first."""
    for _ in range(ATTEMPTS):
        match = access.load(rt, match_id)
        new, events, result = change(match)
        try:
            rt.commit(new, match, events)
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
    token, digest = seat_tokens.new_seat_token(match["id"])
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


def after_claim(rt, new: dict) -> list[dict]:
    """What a claim that started the match sets going: its first jobs (leaves the lobby)."""
    if new["status"] == "waiting":
        return []
    lobby.remove(rt.store.client, new)
    return rt.jobs.follow_up(new)


def join(rt, match_id: str, name: str, player: dict | None,
         wanted: int | None) -> tuple[dict, int, str, list[dict]]:
    """Claims the open seat `wanted` (None: the first open one) for `name`, bound to `player`
    when given. (the record, the seat, its token, the jobs queued); 409 `seat_taken` when
    the seat is not open or the player holds a seat of this match already."""

    def claim(match: dict):
        if match["status"] == "finished":
            raise ApiError(409, "match_finished", "The match is over; no seat can be joined.")
        open_seats = [s["seat"] for s in match["seats"] if s.get("open")]
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

    new, (seat, token) = commit_with_retries(rt, match_id, claim)
    if player is not None:
        players.add_match(rt.store.client, player["id"], new)
    return new, seat, token, after_claim(rt, new)


def resign(rt, match_id: str, seat: int) -> tuple[dict, list[dict]]:
    """Resigns `seat`: in a two-player match the other seat wins at once; otherwise the
    greedy AI plays the seat from now on. (the record, the jobs queued)."""

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

    new, _ = commit_with_retries(rt, match_id, give_up)
    if new["status"] == "finished":
        lobby.remove(rt.store.client, new)  # a waiting match can end by resignation
    return new, rt.jobs.follow_up(new)
