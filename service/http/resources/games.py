"""The catalog of games, read from the engine registry."""

from flask_smorest import Blueprint

from engines.ai import levels
from engines.core import Game
from engines.registry import GAMES
from service.http.access import game_in_path
from service.http.openapi import PUBLIC, errors
from service.http.schemas.games import Catalog
from service.model.match_options import options_json_schema

blp = Blueprint("games", __name__, url_prefix="/v1/games", description="The game catalog.")


def catalog_entry(game: Game) -> dict:
    return {
        "id": game.id,
        "name": game.name,
        "min_players": game.min_players,
        "max_players": game.max_players,
        "summary": game.summary,
        "options_schema": options_json_schema(game),
        "ai_levels": levels(game),
        "move_types": [k.type for k in game.move_kinds],
    }


@blp.route("", strict_slashes=False)
@blp.doc(operationId="listGames", security=PUBLIC)
@blp.response(200, Catalog(many=True))
def list_games():
    """Every game Haras serves.

    Each entry has the game's seats, AI levels and the JSON Schema of its options."""
    return [catalog_entry(g) for g in GAMES.values()]


@blp.route("/<string:game_id>")
@blp.doc(operationId="getGame", security=PUBLIC)
@blp.response(200, Catalog)
@errors(blp, 404)
def get_game(game_id: str):
    """One game of the catalog.

    404 `unknown_game` for an id that is not in `GET /v1/games`."""
    return catalog_entry(game_in_path(game_id))
