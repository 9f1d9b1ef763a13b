"""The games Haras serves: adding a game is one engine module and one line here."""

from engines import amazones, petits_chevaux, poney_mon_amour, royal_turf
from engines.core import Game

GAMES: dict[str, Game] = {g.id: g for g in (petits_chevaux.GAME, royal_turf.GAME, amazones.GAME,
                                  poney_mon_amour.GAME)}
