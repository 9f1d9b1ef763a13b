"""The games Haras serves: adding a game is one engine module and one line here."""

from engines import petits_chevaux
from engines.core import Game

GAMES: dict[str, Game] = {g.id: g for g in (petits_chevaux.GAME,)}
