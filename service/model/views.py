"""What a viewer (a seat, or the public when None) may read of a match."""

from engines.registry import GAMES


def match_view(match: dict, viewer: int | None) -> dict:
    game = GAMES[match["game"]]
    state = match["state"]
    to_act = game.to_act(state) if match["status"] == "active" else []
    finished = match["status"] == "finished"
    return {
        "id": match["id"],
        "game": match["game"],
        "status": match["status"],
        "version": match["version"],
        "options": match["options"],
        "seats": [_seat_view(s) for s in match["seats"]],
        "to_act": to_act,
        "viewer": viewer,
        "state": game.view(state, viewer),
        "legal_moves": game.legal_moves(state, viewer) if viewer in to_act else [],
        "result": _result(match, game, state),
        "seed": match["seed"] if finished else None,
        "seed_salt": match.get("seed_salt") if finished else None,
        "seed_commitment": match.get("seed_commitment"),
        "seed_chosen": bool(match.get("seed_chosen")),
        "rematch_of": match.get("rematch_of"),
        "rematch": match.get("rematch"),
        "created_at": match["created_at"],
        "updated_at": match["updated_at"],
    }


def _result(match: dict, game, state: dict) -> dict | None:
    """The result, with the rating changes of a rated match once it is rated."""
    result = match.get("forfeit") or game.result(state)
    if result is not None and "rating_changes" in match:
        if match.get("rating_aborted"):
            return {**result, "rating_changes": {}, "rating_aborted": True}
        return {**result, "rating_changes": match["rating_changes"]}
    return result


def _seat_view(seat: dict) -> dict:
    view = {"seat": seat["seat"], "name": seat["name"], "type": seat["type"],
            "open": bool(seat.get("open")), "reserved": bool(seat.get("reserved")),
            "resigned": bool(seat.get("resigned"))}
    if seat["type"] == "ai":
        view["ai_level"] = seat["ai_level"]
    if "player" in seat:
        view["player"] = seat["player"]
    return view


# Once the AI plays a human seat for good (its player resigned, or let too many turns time
# out), its token reads what the public reads: the hand is the AI's now, not to be passed on.
HANDED_TO_AI = frozenset({"seat_resigned", "seat_replaced_by_ai"})


def hands_over(event: dict, viewer: int | None) -> bool:
    """Whether `event` hands `viewer`'s seat to the AI."""
    return event["type"] in HANDED_TO_AI and event.get("seat") == viewer


def events_view(match: dict, events: list[dict], viewer: int | None) -> list[dict]:
    """`events` as `viewer` may see them; from the event that hands its seat to the AI on,
    as the public does (a reader that began before, a stream or long-poll, included)."""
    redact = GAMES[match["game"]].event_view
    shown = []
    for event in events:
        view = redact(event, viewer)
        if view is not None:
            shown.append(view)
        if hands_over(event, viewer):
            viewer = None
    return shown


def still_viewer(match: dict, viewer: int | None) -> int | None:
    """`viewer` as it reads `match` now: None once the AI plays its seat for good."""
    if viewer is None:
        return None
    seat = match["seats"][viewer]
    return None if seat.get("resigned") or seat["type"] == "ai" else viewer
