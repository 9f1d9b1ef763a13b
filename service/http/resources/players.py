"""Players: creating one, signing one in with an ID token, reading, renaming one, signing
out, listing its matches, its record and rating history in a game."""

import secrets

import marshmallow as ma
from flask import current_app, url_for
from werkzeug.routing import BaseConverter

from service.http import limits
from service.http.access import game_in_path, game_named, runtime
from service.http.caller_keys import caller_key
from service.http.openapi import (
    AS_PLAYER,
    IDEMPOTENCY_KEY,
    IDEMPOTENT_REPLAYED,
    OPTIONAL_API_KEY,
    PUBLIC,
    errors,
)
from service.http.parsing import Blueprint
from service.http.players_access import player_not_found, player_of_request, player_token
from service.http.schemas.matches import MatchList
from service.http.schemas.players import (
    CreatedPlayer,
    CreatePlayer,
    Player,
    PlayerGameRating,
    PlayerMatchesQuery,
    PlayerRatingQuery,
    RenamePlayer,
    SignedIn,
    SignIn,
)
from service.integrations import oidc
from service.model.views import match_view
from service.problems import ApiError
from service.state import player_quota, players, ratings, sign_ins

VERIFIER = "haras.oidc"  # app.extensions: the process's oidc.Verifier (None: sign-in off)


class PlayerIdConverter(BaseConverter):
    """`<player_id:…>`: a path segment naming a player, any but `sign-in`, so that
    /v1/players/sign-in is one route whose methods are its own (POST), not also a
    player's. Registered as `player_id` before the blueprint (service/app.py)."""

    regex = r"(?!sign-in(?:$|/))[^/]+"

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
    return {"player": _shown(player), "player_token": token}, 201, {
        "Location": location}


@blp.route("/sign-in", methods=["POST"])
@blp.doc(operationId="signIn", security=PUBLIC)
@blp.arguments(SignIn)
@blp.response(200, SignedIn)
@errors(blp, 400, 401, 404, 413, 415, 422, 503)
def sign_in(body: dict):
    """Sign a user in with an ID token of an OpenID provider this service trusts.

    The same user (the token's `iss` and `sub`) is always the same player, made at the
    first sign-in (`created: true`) and named after the token's `name`, else its
    `preferred_username` (the first that is a valid name), else a guest name; a player
    renamed since keeps its own name. Each sign-in returns a new `player_token` (one per
    device; the newest 20 stay valid): send it as `Authorization: Bearer`.

    The token is checked as an OpenID client does: signed by a key of the issuer's key set
    with an asymmetric algorithm (`none` and HMAC refused), `iss` configured, `aud` one of
    its audiences, `exp`/`iat`/`nbf` within 60 s of leeway. Otherwise 401
    `invalid_id_token`, whose `reason` says why. 503 `unavailable` (with `Retry-After`) when
    the issuer's keys cannot be fetched and none are held. 404 `not_found` when this service
    trusts no issuer (OIDC_ISSUERS is empty)."""
    verifier = current_app.extensions.get(VERIFIER)
    if verifier is None:
        raise ApiError(404, "not_found", "Sign-in is off: this service trusts no identity "
                                         "provider.")
    try:
        identity = verifier.verify(body["id_token"])
    except oidc.IdTokenRefused as refused:
        raise ApiError(401, "invalid_id_token", refused.detail, reason=refused.reason,
                       headers={"WWW-Authenticate": "Bearer"}) from None
    except oidc.ProviderUnavailable as unavailable:
        raise ApiError(503, "unavailable", "The identity provider's keys cannot be fetched; "
                       "retry shortly.",
                       headers={"Retry-After": str(unavailable.retry_after_s)}) from None
    player, token, created = sign_ins.signed_in(runtime().store.client, identity.issuer,
                                               identity.subject, _name_of(identity))
    return {"player": _shown(player), "player_token": token, "created": created}


def _name_of(identity: oidc.Identity) -> str:
    """The token's `name`, else its `preferred_username`, the first that is a valid player
    name; else a guest name."""
    for candidate in (identity.name, identity.preferred_username):
        if candidate is not None:
            try:
                return RenamePlayer().load({"name": candidate})["name"]
            except ma.ValidationError:
                continue
    return f"Guest {secrets.randbelow(10_000):04d}"


@blp.route("/<player_id:player_id>", methods=["GET"])
@blp.doc(operationId="getPlayer", security=PUBLIC)
@blp.response(200, Player)
@errors(blp, 404, 503)
def get_player(player_id: str):
    """A player, as anyone may see it: name, whether a bot or signed in, its ratings.

    `signed_in`: the player of an identity provider's user (`POST /v1/players/sign-in`). A
    rating is `provisional` while its player has fewer than PROVISIONAL_MATCHES rated
    matches of the game; its record and rating history in a game:
    `GET /v1/players/{player_id}/ratings/{game_id}`. 404 `player_not_found`."""
    return _shown(_player(player_id))


@blp.route("/<player_id:player_id>", methods=["PATCH"])
@blp.doc(operationId="renamePlayer", security=AS_PLAYER)
@blp.arguments(RenamePlayer)
@blp.response(200, Player)
@errors(blp, 400, 401, 403, 404, 413, 415, 422, 503)
def rename_player(body: dict, player_id: str):
    """Rename a player, with its own credential.

    The credential: its player token, or the `X-API-Key` that owns it with `X-Player`;
    another player's: 403 `forbidden`.

    Seats already bound to the player keep the name they had; later ones take the new
    name. A signed-in player keeps this name on its later sign-ins."""
    caller = player_of_request(required=True)
    if caller["id"] != player_id:
        raise ApiError(403, "forbidden", "A player renames only itself.")
    renamed = players.rename(runtime().store.client, player_id, body["name"])
    if renamed is None:
        raise player_not_found()
    return _shown(renamed)


@blp.route("/<player_id:player_id>/token", methods=["DELETE"])
@blp.doc(operationId="signOut", security=[{"playerToken": []}])
@blp.response(204)
@errors(blp, 401, 403, 503)
def sign_out(player_id: str):
    """Sign out: revoke the player token this request sends (`Authorization: Bearer`).

    Exactly that token stops working, on every route and every server, from this answer
    on; the player's other tokens (other devices) stay valid. Another player's token: 403
    `forbidden`."""
    token = player_token()
    client = runtime().store.client
    player = None if token is None else players.by_token(client, token)
    if player is None:
        raise ApiError(401, "unauthorized", "Send the player token to revoke as "
                       "'Authorization: Bearer p.…'.", headers={"WWW-Authenticate": "Bearer"})
    if player["id"] != player_id:
        raise ApiError(403, "forbidden", "This token is another player's.")
    players.revoke_token(client, player, token)
    return "", 204


def _shown(player: dict) -> dict:
    """The public view of `player`, its ratings marked provisional or not."""
    shown = players.public(player)
    threshold = runtime().settings.provisional_matches
    for rating in shown["ratings"].values():
        rating["provisional"] = rating["matches"] < threshold
    return shown


@blp.route("/<player_id:player_id>/matches")
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


@blp.route("/<player_id:player_id>/ratings/<string:game_id>")
@blp.doc(operationId="getPlayerRating", security=PUBLIC)
@blp.arguments(PlayerRatingQuery, location="query")
@blp.response(200, PlayerGameRating)
@errors(blp, 404, 422, 503)
def get_player_rating(query: dict, player_id: str, game_id: str):
    """The player's rating in a game, its record and its rating history.

    `rating` as in the player's view (null while it has none); `record`: its rated matches,
    wins and places; `history`: one entry per rated match, newest first, with its place and
    the displayed rating before and after, a page at a time (pass `next_cursor` back as
    `cursor`). The record and history count the matches rated since the service kept them,
    and the history keeps the newest 500. 404 `player_not_found`, 404 `unknown_game`."""
    game = game_in_path(game_id)
    player = _shown(_player(player_id))
    client = runtime().store.client
    cursor = query.get("cursor")
    history, next_cursor = ratings.history_page(
        client, player_id, game_id, None if cursor is None else int(cursor), query["limit"])
    return {"game": game_id, "player": player_id, "rating": player["ratings"].get(game_id),
            "record": ratings.record(client, player_id, game_id, game.max_players),
            "history": history,
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
