"""Rated matches as the matchmaker makes them, their players, and playing them out: what the
ratings, rating-rules and rating-record tests share with the browser pages that show ratings."""

import json
import uuid

from engines.registry import GAMES
from service.match.creation import new_match, store_new_match
from service.match.runtime import Runtime
from service.model import match_options
from service.model import seat_tokens as auth
from service.state import players, quotas, ratings

from support.http import bearer, play
from support.processes import wait_for

GAME = "petits-chevaux"


ONE_HORSE = {"horses_per_player": 1, "horses_to_win": 1}


def established() -> dict:
    """A new player's rating, counted as no longer provisional: a result against it moves
    its opponents by the whole change."""
    return {**ratings.default(), "matches": ratings.PROVISIONAL_MATCHES}


def new_player(rdb, name: str, rating: dict | None = None, game: str = GAME) -> dict:
    """A player (rated `rating` in `game` when given)."""
    player = players.create(rdb, name, True, None, None, f"addr:test-{uuid.uuid4().hex}")[0]
    if rating is not None:
        rdb.hset(players.player_key(player["id"]), players.RATING_FIELD + game,
                 json.dumps(rating))
    return player


def ai_binding(game: str, level: str, client=None) -> dict:
    """An AI level's seat binding, with its rating once it has one (given `client`)."""
    binding = ratings.ai_player(ratings.ai_player_id(game, level))
    if client is not None and (rated := rating_of(client, binding["id"], game)) is not None:
        binding["rating"] = rated["rating"]
    return binding


def rated_match(rt: Runtime, seats: list, options=ONE_HORSE, game_id: str = GAME,
                seed: int = 7, rated: bool = True) -> tuple[dict, dict]:
    """A rated match as the matchmaker makes one: `seats` are players (human seats, played
    through their tokens) or AI level names (AI seats bound to that level's player). Returns
    (the stored match, seat tokens)."""
    game = GAMES[game_id]
    match_id = uuid.uuid4().hex[:22]
    records, hashes, tokens = [], {}, {}
    for seat, who in enumerate(seats):
        if isinstance(who, str):
            records.append({"seat": seat, "type": "ai", "ai_level": who, "think_ms": 20,
                            "name": f"AI ({who})",  # as the matchmaker names it
                            "player": ai_binding(game_id, who, rt.store.client)})
        else:
            tokens[str(seat)], hashes[str(seat)] = auth.new_seat_token(match_id)
            records.append({"seat": seat, "type": "human", "name": who["name"],
                            "player": players.seat_binding(who, game_id)})
    resolved = match_options.resolve(game, options, len(seats))
    match, events = new_match(game, match_id, records, hashes, resolved, None, seed=seed)
    if rated:
        match["rated"] = True
    store_new_match(rt, match, events, lambda: quotas.Requester(
        "test:ratings", quotas.limits_for(rt.settings, None)))
    return match, tokens


def play_to_the_end(client, match_id: str, tokens: dict) -> dict:
    """The human seats play their first legal move whenever they are to act (the AI seats'
    worker plays theirs) until the match ends."""
    def over():
        view = client.get(f"/v1/matches/{match_id}").json
        if view["status"] == "finished":
            return view
        for seat in view["to_act"]:
            if str(seat) in tokens:
                moves = client.get(f"/v1/matches/{match_id}/legal-moves",
                                   headers=bearer(tokens[str(seat)])).json["legal_moves"]
                play(client, match_id, tokens[str(seat)], moves[0])
        return None
    return wait_for(over, timeout_s=120, interval_s=0.01)


def play_own_moves(client, rt: Runtime, match_id: str, tokens: dict, moves: int) -> dict:
    """The human seats play their first legal move whenever they are to act until each has
    made `moves` of its own (the record's `seat_moves`); the record then."""
    def done():
        match = rt.store.load(match_id)
        if all(match["seat_moves"].get(seat, 0) >= moves for seat in tokens):
            return match
        assert match["status"] != "finished", "the match ended before its moves were made"
        view = client.get(f"/v1/matches/{match_id}").json
        for seat in view["to_act"]:
            if str(seat) in tokens:
                legal = client.get(f"/v1/matches/{match_id}/legal-moves",
                                   headers=bearer(tokens[str(seat)])).json["legal_moves"]
                play(client, match_id, tokens[str(seat)], legal[0])
        return None
    return wait_for(done, timeout_s=60, interval_s=0.01)


def rating_of(rdb, player_id: str, game: str = GAME) -> dict | None:
    return ratings.current(rdb, [player_id], game)[player_id] \
        if rdb.hexists(players.player_key(player_id), players.RATING_FIELD + game) else None


def rated_view(client, match_id: str) -> dict:
    return wait_for(lambda: (view := client.get(f"/v1/matches/{match_id}").json)["result"]
                    and "rating_changes" in view["result"] and view, timeout_s=60)
