"""Who a request acts for, as a player: `Authorization: Bearer p.<id>.<secret>` (the player's
own token), or `X-API-Key` with `X-Player: <player id>` (a player the key owns).

- an unknown player token → 401 `unauthorized` (seat-token routes never read player
  tokens: there a player token is an unknown seat token, 401 as well);
- `X-Player` without a valid `X-API-Key` → 401 `unauthorized`; naming no player → 404
  `player_not_found`; a player the key does not own → 403 `forbidden`;
- both a player token and `X-Player` → 400 `validation_error` (which one would it be?).

An `Authorization` header that is not a player token (a seat token, another scheme) is left
to the routes that read it, as before players existed.
"""

from flask import request

from service.http.access import runtime
from service.http.caller_keys import HEADER as API_KEY_HEADER
from service.http.caller_keys import caller_key
from service.problems import ApiError
from service.state import players

HEADER = "X-Player"


def player_token() -> str | None:
    """The player token of `Authorization: Bearer`, if it sends one."""
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    token = token.strip()
    if scheme.lower() != "bearer" or not players.is_player_token(token):
        return None
    return token


def player_not_found() -> ApiError:
    return ApiError(404, "player_not_found", "No such player.")


def player_of_request(required: bool) -> dict | None:
    """The player the request acts for (its stored record), or None when it names none (401
    `unauthorized` if `required`)."""
    token, named = player_token(), request.headers.get(HEADER)
    if token is not None and named is not None:
        raise ApiError(400, "validation_error", "Send a player token or X-Player, not both.",
                       errors={"headers": [HEADER]})
    client = runtime().store.client
    if named is not None:
        key = caller_key(required=False)
        if key is None:
            raise ApiError(401, "unauthorized", f"{HEADER} needs the {API_KEY_HEADER} that "
                           "owns the player.",
                           headers={"WWW-Authenticate": f'ApiKey header="{API_KEY_HEADER}"'})
        player = players.load(client, named) if players.PLAYER_ID.match(named) else None
        if player is None:
            raise player_not_found()
        if player["owner_key"] != key.id:
            raise ApiError(403, "forbidden", "This API key does not own that player.")
        return player
    if token is not None:
        player = players.by_token(client, token)
        if player is None:
            raise ApiError(401, "unauthorized", "Unknown player token.",
                           headers={"WWW-Authenticate": "Bearer"})
        players.touch(client, player["id"], runtime().settings.guest_idle_ttl_s)  # in use
        return player
    if required:
        raise ApiError(401, "unauthorized", "This needs a player token (Authorization: "
                       f"Bearer p.…) or an {API_KEY_HEADER} with {HEADER}.",
                       headers={"WWW-Authenticate": "Bearer"})
    return None
