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
        "result": match.get("forfeit") or game.result(state),
        "seed": match["seed"] if finished else None,
        "seed_salt": match.get("seed_salt") if finished else None,
        "seed_commitment": match.get("seed_commitment"),
        "seed_chosen": bool(match.get("seed_chosen")),
        "rematch_of": match.get("rematch_of"),
        "rematch": match.get("rematch"),
        "created_at": match["created_at"],
        "updated_at": match["updated_at"],
    }


def _seat_view(seat: dict) -> dict:
    view = {"seat": seat["seat"], "name": seat["name"], "type": seat["type"],
            "open": bool(seat.get("open")), "reserved": bool(seat.get("reserved")),
            "resigned": bool(seat.get("resigned"))}
    if seat["type"] == "ai":
        view["ai_level"] = seat["ai_level"]
    return view


def events_view(match: dict, events: list[dict], viewer: int | None) -> list[dict]:
    """`events` as `viewer` may see them; from the viewer's own `seat_resigned` on, as the
    public does (the AI plays the seat's hand now: a reader that began before resigning, a
    stream or long-poll, does not read it)."""
    redact = GAMES[match["game"]].event_view
    shown = []
    for event in events:
        view = redact(event, viewer)
        if view is not None:
            shown.append(view)
        if event["type"] == "seat_resigned" and event.get("seat") == viewer:
            viewer = None
    return shown


def still_viewer(match: dict, viewer: int | None) -> int | None:
    """`viewer` as it reads `match` now: None once its seat resigned."""
    return None if viewer is not None and match["seats"][viewer].get("resigned") else viewer
