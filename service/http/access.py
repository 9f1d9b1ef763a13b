"""What every match endpoint needs: the runtime, loading a match, and who the caller is."""


from flask import current_app, g, request

from engines.registry import GAMES
from service.match import access
from service.model.views import still_viewer
from service.problems import ApiError


def game_named(game_id: str):
    """The catalog game a request body names; 422 `unknown_game` otherwise."""
    game = GAMES.get(game_id)
    if game is None:
        raise ApiError(422, "unknown_game", f"No game '{game_id}'; see GET /v1/games.",
                       errors={"game": [f"Must be one of: {', '.join(GAMES)}."]})
    return game


def game_in_path(game_id: str):
    """The catalog game a route's path names; 404 `unknown_game` otherwise."""
    game = GAMES.get(game_id)
    if game is None:
        raise ApiError(404, "unknown_game", f"No game '{game_id}'; see GET /v1/games.")
    return game


def runtime():
    return current_app.extensions["haras"]


def load_match(match_id: str) -> dict:
    return access.load(runtime(), match_id)


def bearer() -> str | None:
    header = request.headers.get("Authorization")
    if header is None:
        return None
    scheme, _, token = header.partition(" ")
    if scheme.lower() != "bearer" or not token.strip():
        raise ApiError(401, "unauthorized", "Use 'Authorization: Bearer <seat token>'.",
                       headers={"WWW-Authenticate": "Bearer"})
    return token.strip()


def viewer_of(match: dict, required: bool, token: str | None = None) -> int | None:
    """The seat whose private view the caller reads (see `seat_of_caller`); a seat the AI
    plays for good (resigned, or handed over after timeouts) reads the public view only
    (None): the hand is the AI's now."""
    return still_viewer(match, seat_of_caller(match, required, token))


def seat_of_caller(match: dict, required: bool, token: str | None = None) -> int | None:
    """The seat `token` (default: the bearer's) opens in `match`, also noted as the request's
    `g.caller_seat`; None (public) when no token is sent and none is needed. 401 for a
    wrong token, 403 for another match's."""
    token = token if token is not None else bearer()
    if token is None:
        if required:
            raise ApiError(401, "unauthorized", "This needs a seat token.",
                           headers={"WWW-Authenticate": "Bearer"})
        return None
    seat = g.caller_seat = access.seat_of_token(runtime(), match, token)
    return seat


def etag_headers(match: dict) -> dict:
    return {"ETag": f'"{match["version"]}"', "Vary": "Authorization"}
