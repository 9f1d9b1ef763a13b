"""Creating a match: its record and setup, then its first write and bookkeeping. No HTTP
request inside: the API's creations (a body, a rematch) and the workers' (the matchmaker)
all go through here."""

import secrets
import time
from collections.abc import Callable

from engines.ai import levels
from engines.core import InvalidOptions
from engines.replay import seed_commitment
from engines.rng import SEED_LIMIT
from service.model import match_options, seat_tokens
from service.model.play import seats_to_fill, start_match
from service.problems import ApiError
from service.state import key_matches, lobby, players, quotas


def create(rt, game, seat_specs: list[dict], options_asked: dict, seed: int | None,
           api_key_id: str | None, player: dict | None,
           requester: Callable[[], quotas.Requester]) -> tuple[dict, dict, list[dict]]:
    """Creates a match of `game` from its seats as asked (a token made for each human seat
    that is not open) and its options, owned by `api_key_id`; the first human seat that is
    not open is bound to `player` when given. (the record, the seat tokens, the jobs
    queued); 422 for seats, options or a seed the game does not take."""
    match_id = secrets.token_urlsafe(16)
    seats, tokens, hashes = _seats(game, seat_specs, match_id)
    if player is not None:
        _bind_first_held_seat(seats, seat_specs, player, game.id)
    if seed is not None and any(seat.get("open") for seat in seats):
        raise ApiError(422, "seed_not_allowed", "A chosen seed would let the creator know "
                       "the hands and dice of whoever joins: leave `seed` out when a seat "
                       "is open (the server draws it and commits to it).",
                       errors={"seed": ["Not allowed with an open seat."]})
    try:
        options, service_options = match_options.resolve(game, options_asked, len(seats))
    except InvalidOptions as bad:
        raise ApiError(422, "invalid_options", "The options are invalid for this game.",
                       errors=bad.errors) from None
    match, events = new_match(game, match_id, seats, hashes, (options, service_options),
                              api_key_id, seed)
    return match, tokens, store_new_match(rt, match, events, requester)


def _seats(game, specs: list[dict], match_id: str) -> tuple[list, dict, dict]:
    if not game.min_players <= len(specs) <= game.max_players:
        raise ApiError(422, "validation_error", "Wrong number of seats.", errors={
            "seats": [f"{game.name} takes {game.min_players} to {game.max_players} seats."]})
    seats, tokens, hashes, problems = [], {}, {}, {}
    for index, spec in enumerate(specs):
        seat = {"seat": index, "type": spec["type"]}
        if spec["type"] == "ai" and spec["open"]:
            problems[f"seats.{index}.open"] = ["Only human seats can be left open."]
            continue
        if spec["type"] == "ai":
            level = spec.get("ai", {}).get("level")
            if level not in levels(game):
                problems[f"seats.{index}.ai.level"] = [
                    f"Must be one of: {', '.join(levels(game))}."]
                continue
            seat.update(ai_level=level, think_ms=spec["ai"]["think_ms"],
                        name=spec.get("name", f"AI {index} ({level})"))
        else:
            if "ai" in spec:
                problems[f"seats.{index}.ai"] = ["Only AI seats take an 'ai' object."]
                continue
            seat["name"] = spec.get("name", f"Seat {index}")
            if spec["open"]:
                seat["open"] = True
            else:
                tokens[str(index)], hashes[str(index)] = seat_tokens.new_seat_token(match_id)
        seats.append(seat)
    if problems:
        raise ApiError(422, "validation_error", "Some seats are invalid.", errors=problems)
    return seats, tokens, hashes


def _bind_first_held_seat(seats: list[dict], specs: list[dict], player: dict,
                          game_id: str) -> None:
    """Binds the creator's player to the first human seat whose token it gets (not open)."""
    for seat, spec in zip(seats, specs, strict=True):
        if seat["type"] == "human" and not seat.get("open"):
            seat["player"] = players.seat_binding(player, game_id)
            if "name" not in spec:
                seat["name"] = player["name"]
            return


def new_match(game, match_id: str, seats: list[dict], token_hashes: dict,
              options: tuple[dict, dict], api_key_id: str | None, seed: int | None = None,
              **links) -> tuple[dict, list[dict]]:
    """A new match record, set up (the seed drawn here unless given) and, with no seat to
    fill, started, and its numbered events; not stored yet. `options`: (the game's, the
    service's). The record commits to its seed with a salt of 256 random bits (both
    revealed at the end)."""
    chosen = seed is not None
    seed = seed if chosen else secrets.randbelow(SEED_LIMIT)
    salt = secrets.token_hex(32)
    state, setup_events = game.setup(len(seats), options[0], seed)
    if not seats_to_fill(seats):  # else its players' joining starts it (claim_seat)
        state, started = game.start(state)
        setup_events += started
    now = time.time()
    match = {"id": match_id, "game": game.id, "rules_version": game.rules_version,
             "options": {**options[0], **options[1]}, "seed": seed, "seed_salt": salt,
             "seed_commitment": seed_commitment(salt, seed), "seed_chosen": chosen,
             "seats": seats, "token_hashes": token_hashes, "created_at": now,
             "updated_at": now, "api_key_id": api_key_id, **links}
    return match, start_match(match, state, setup_events)


def store_new_match(rt, match: dict, events: list[dict],
                    requester: Callable[[], quotas.Requester]) -> list[dict]:
    """Writes a new match (VersionConflict if its id exists), lists it among its API key's
    matches, its bound players' matches and, with an open seat, in the lobby; queues its
    first work (the jobs). AI seats are charged to the client `requester()` names first
    (QuotaExceeded: service/state/quotas.py; called only when there is something to charge)."""
    with quotas.charged_match(rt, match, requester):
        work = rt.commit(match, None, events)
    client = rt.store.client
    if match["api_key_id"] is not None:
        key_matches.add(client, match["api_key_id"], match)
    for player_id in bound_players(match):
        players.add_match(client, player_id, match)
    if any(seat.get("open") for seat in match["seats"]):
        lobby.add(client, match)
    return rt.jobs.queue_work(match, work)


def bound_players(match: dict) -> list[str]:
    """The ids of the players (not AI levels) bound to `match`'s seats."""
    return [seat["player"]["id"] for seat in match["seats"]
            if "player" in seat and players.PLAYER_ID.match(seat["player"]["id"])]
