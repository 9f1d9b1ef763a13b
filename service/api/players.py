"""Players: creating one, reading one, listing its matches."""

from flask import url_for

from service.api.access import game_named, runtime
from service.api.parsing import Blueprint
from service.api.players_access import player_not_found
from service.state import player_quota, players
from service.views import match_view
from service.web import limits
from service.web.apikeys import caller_key
from service.web.errors import ApiError
from service.web.openapi import (
    IDEMPOTENCY_KEY,
    IDEMPOTENT_REPLAYED,
    OPTIONAL_API_KEY,
    PUBLIC,
    errors,
)
from service.web.schemas import CreatedPlayer, CreatePlayer, MatchList, Player, PlayerMatchesQuery

blp = Blueprint("players", __name__, url_prefix="/v1/players",
                description="Players: identities that sit at seats from match to match.")


@blp.route("", strict_slashes=False, methods=["POST"])
@blp.doc(operationId="createPlayer")
@blp.arguments(CreatePlayer)
@blp.response(201, CreatedPlayer, headers={
    "Location": {"schema": {"type": "string"}, "description": "The player's URL."},
    "Idempotent-Replayed": IDEMPOTENT_REPLAYED})
@blp.doc(security=OPTIONAL_API_KEY, parameters=[IDEMPOTENCY_KEY])
@errors(blp, 400, 401, 403, 409, 413, 415, 422, 503)
def create_player(body: dict):
    """Create a player.

    Without an `X-API-Key`: a player of its own (a browser's guest, a bot), with its secret
    `player_token`, shown once: send it as `Authorization: Bearer` to act as the player.
    Until a seat is bound to it, it expires after GUEST_IDLE_TTL_S (7 days) without a
    request made with its token.
    With an `X-API-Key`: a player owned by the key (an app backend's user), without a token:
    the key acts for it with `X-Player: <player id>`; `external_id` (the app's id of the user)
    is unique per key: 409 `external_id_taken`, with the existing `player_id`, when the key
    owns a player with it already (nothing is created).

    429 `quota_exceeded` (`quota`: `players`, with `Retry-After`) past the players a client
    may create: from an address, PLAYERS_PER_ADDRESS at once, then one more every
    PLAYERS_ADDRESS_REFILL_S; with an API key, KEY_PLAYERS per PLAYERS_WINDOW_S. Send an
    `Idempotency-Key` to retry safely (the retry gets the first answer, the same token)."""
    rt = runtime()
    settings = rt.settings
    key = caller_key(required=settings.require_api_key)
    if "external_id" in body and key is None:
        raise ApiError(422, "validation_error", "An external id names an API key's user.",
                       errors={"external_id": ["Needs an X-API-Key."]})
    client = rt.store.client
    if "external_id" in body:  # told before the quota: an app's retry learns the id
        existing = players.with_external_id(client, key.id, body["external_id"])
        if existing is not None:
            raise _external_id_taken(existing)
    origin = limits.client_identity(settings.trust_proxy, key)
    if settings.quotas_enabled and key is not None:
        player_quota.take(client, origin, settings.key_players, settings.players_window_s)
    elif settings.quotas_enabled:
        player_quota.take_from_bucket(client, origin, settings.players_per_address,
                                      settings.players_address_refill_s)
    try:
        player, token = players.create(client, body["name"], body["bot"],
                                       key.id if key else None, body.get("external_id"), origin,
                                       0 if key else settings.guest_idle_ttl_s)
    except players.ExternalIdTaken as taken:
        if settings.quotas_enabled:
            player_quota.give_back(client, origin)
        raise _external_id_taken(taken.existing) from None
    location = url_for("players.get_player", player_id=player["id"])
    return {"player": players.public(player), "player_token": token}, 201, {
        "Location": location}


@blp.route("/<string:player_id>")
@blp.doc(operationId="getPlayer", security=PUBLIC)
@blp.response(200, Player)
@errors(blp, 404, 503)
def get_player(player_id: str):
    """A player, as anyone may see it: name, whether a bot, ratings per game.

    A rating is `provisional` while its player has fewer than PROVISIONAL_MATCHES rated
    matches of the game. 404 `player_not_found`."""
    shown = players.public(_player(player_id))
    threshold = runtime().settings.provisional_matches
    for rating in shown["ratings"].values():
        rating["provisional"] = rating["matches"] < threshold
    return shown


@blp.route("/<string:player_id>/matches")
@blp.doc(operationId="listPlayerMatches", security=PUBLIC)
@blp.arguments(PlayerMatchesQuery, location="query")
@blp.response(200, MatchList)
@errors(blp, 404, 422, 503)
def list_player_matches(query: dict, player_id: str):
    """The player's matches (public views), newest first.

    A page at a time (pass `next_cursor` back as `cursor`); of one `game` when given (422
    `unknown_game`). The matches of its seats bound to it: matches it created or joined
    with a player credential, and those the matchmaker seated it in. 404
    `player_not_found`."""
    _player(player_id)
    game = query.get("game")
    if game is not None:
        game_named(game)
    cursor = query.get("cursor")
    matches, next_cursor = players.matches_page(
        runtime().store.client, player_id, game, None if cursor is None else int(cursor),
        query["limit"])
    return {"matches": [match_view(m, None) for m in matches],
            "next_cursor": None if next_cursor is None else str(next_cursor)}


def _external_id_taken(player_id: str) -> ApiError:
    return ApiError(409, "external_id_taken", "This API key owns a player with that external "
                    "id already.", player_id=player_id)


def _player(player_id: str) -> dict:
    player = players.load(runtime().store.client, player_id) \
        if players.PLAYER_ID.match(player_id) else None
    if player is None:
        raise player_not_found()
    return player
