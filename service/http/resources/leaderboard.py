"""Leaderboards: the rated players of a game, best first, a page at a time."""

from flask_smorest import Blueprint

from service.http.access import game_in_path, runtime
from service.http.openapi import PUBLIC, errors
from service.http.schemas.leaderboard import Leaderboard as LeaderboardSchema
from service.http.schemas.leaderboard import LeaderboardQuery
from service.problems import ApiError
from service.state import players, ratings
from service.state.leaderboard import BadCursor, Leaderboard

blp = Blueprint("leaderboard", __name__, url_prefix="/v1/games",
                description="Leaderboards of rated players.")


@blp.route("/<string:game_id>/leaderboard")
@blp.doc(operationId="getLeaderboard", security=PUBLIC)
@blp.arguments(LeaderboardQuery, location="query")
@blp.response(200, LeaderboardSchema)
@errors(blp, 404, 422, 503)
def leaderboard(query: dict, game_id: str):
    """The game's rated players, best displayed rating first (ties: by player id).

    Lists players with at least LEADERBOARD_MIN_MATCHES (1) rated matches of the game, a
    `provisional` one marked so, and the AI levels (`ai:<game>:<level>`), anchors rated by
    their calibration: listed from the calibration on, never provisional. Pass `next_cursor`
    back as `cursor` for the next page: a player whose rating does not change while you page
    appears exactly once. 404 `unknown_game`; 422 for a cursor this server did not give."""
    game_in_path(game_id)
    rt = runtime()
    client, settings = rt.store.client, rt.settings
    try:
        page, next_cursor = Leaderboard(client, settings.leaderboard_min_matches).page(
            game_id, query.get("cursor"), query["limit"])
    except BadCursor:
        raise ApiError(422, "validation_error", "Not a cursor of this leaderboard.",
                       errors={"cursor": ["Pass back a `next_cursor` as it was given."]}) \
            from None
    ids = [entry["id"] for entry in page]
    known = players.load_many(client, [i for i in ids if not ratings.is_ai_player(i)])
    now = ratings.current(client, ids, game_id, settings.provisional_matches)
    entries = []
    for entry in page:
        player = (ratings.ai_player(entry["id"]) if ratings.is_ai_player(entry["id"])
                  else known.get(entry["id"]))
        if player is None:
            continue  # (a rated player was seated, so it never expires: deleted by hand)
        shown = {"rank": entry["rank"], "rating": entry["rating"],
                 "player": {k: player[k] for k in ("id", "name", "bot")},
                 "matches": now[entry["id"]]["matches"]}
        if now[entry["id"]]["provisional"]:
            shown["provisional"] = True
        entries.append(shown)
    return {"game": game_id, "entries": entries, "next_cursor": next_cursor}
