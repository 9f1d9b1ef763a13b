"""Creating a match: its record and setup, then its first write and bookkeeping. No HTTP
request inside: the API's creations (a body, a rematch) and the workers' (the matchmaker)
all go through here."""

import secrets
import time
from collections.abc import Callable

from engines.replay import seed_commitment
from engines.rng import SEED_LIMIT
from service.model.play import seats_to_fill, start_match
from service.state import key_matches, lobby, players, quotas


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
        rt.commit(match, None, events)
    client = rt.store.client
    if match["api_key_id"] is not None:
        key_matches.add(client, match["api_key_id"], match)
    for player_id in bound_players(match):
        players.add_match(client, player_id, match)
    if any(seat.get("open") for seat in match["seats"]):
        lobby.add(client, match)
    return rt.jobs.follow_up(match)


def bound_players(match: dict) -> list[str]:
    """The ids of the players (not AI levels) bound to `match`'s seats."""
    return [seat["player"]["id"] for seat in match["seats"]
            if "player" in seat and players.PLAYER_ID.match(seat["player"]["id"])]
