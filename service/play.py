"""The one checked path by which a move reaches a match, for HTTP clients and AI workers."""

import time

from engines.core import Game, InvalidMove
from engines.registry import GAMES
from service.errors import ApiError


def match_status(game: Game, state: dict) -> str:
    if game.result(state) is not None:
        return "finished"
    return "scoring" if game.is_scoring(state) else "active"


def start_match(match: dict, state: dict, events: list[dict]) -> list[dict]:
    """Fills in a new match record's game fields; returns its numbered setup events."""
    game = GAMES[match["game"]]
    match.update(version=1, event_count=0, state=state, status=match_status(game, state))
    return _number(match, events)


def _number(match: dict, events: list[dict]) -> list[dict]:
    numbered = []
    for event in events:
        match["event_count"] += 1
        numbered.append({"seq": match["event_count"], "version": match["version"], **event})
    return numbered


def ai_seats_to_act(match: dict) -> list[int]:
    if match["status"] != "active":
        return []
    to_act = GAMES[match["game"]].to_act(match["state"])
    return [s for s in to_act if match["seats"][s]["type"] == "ai"]


def pending_work(match: dict) -> str | None:
    """The asynchronous work a match waits for: "scoring", "ai_turn", or None."""
    if match["status"] == "scoring":
        return "scoring"
    return "ai_turn" if ai_seats_to_act(match) else None


def _advance(match: dict, game: Game, state: dict, events: list[dict]) -> tuple[dict, list]:
    new = dict(match, state=state, version=match["version"] + 1,
               status=match_status(game, state), updated_at=time.time())
    return new, _number(new, events)


def score(match: dict) -> tuple[dict, list[dict]]:
    """Settles the round a match is waiting on (one step: version +1)."""
    game = GAMES[match["game"]]
    state, events = game.score(match["state"])
    return _advance(match, game, state, events)


def play(match: dict, seat: int, move) -> tuple[dict, list[dict]]:
    """Validates `move` by `seat` against the current state and applies it.

    Returns the new match record (version +1) and the step's numbered events; raises ApiError
    with the contract's code otherwise. The input record is left untouched."""
    game = GAMES[match["game"]]
    if match["status"] == "finished":
        raise ApiError(409, "match_finished", "The match is over; no move is accepted.")
    state = match["state"]
    if match["status"] == "scoring":
        raise ApiError(409, "not_your_turn", "The round is being scored; moves resume when "
                       "the scoring job is done.", to_act=[])
    if seat not in game.to_act(state):
        raise ApiError(409, "not_your_turn", f"Seat {seat} is not to act now.",
                       to_act=game.to_act(state))
    try:
        game.check_move_shape(move)
    except InvalidMove as bad:
        raise ApiError(422, "validation_error", "The move is malformed for this game.",
                       errors=bad.errors) from None
    legal = game.legal_moves(state, seat)
    if move not in legal:
        raise ApiError(422, "illegal_move", "This move is not legal now.", legal_moves=legal)
    new_state, events = game.apply_move(state, seat, move)
    return _advance(match, game, new_state,
                    [{"type": "move_played", "seat": seat, "move": move}, *events])
