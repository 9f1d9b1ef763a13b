"""Royal Turf's material: the 7 horses and their 21 cards, and the default payout table.

The published card values and payouts are not public; these are the project's own, designed
under the constraints of docs/games.md (Royal Turf):
- every card satisfies 3*tete + fer + bombe + selle = 30: the die shows `tete` on 3 faces of
  6, so every card averages 5 squares a move and no horse is faster on average;
- values are integers 0..20, and a horse's three cards differ;
- each horse has one steady card (little spread between symbols) and riskier ones: a low
  `tete` with big numbers on the rare symbols, or a high `tete` with little elsewhere.
"""

SYMBOLS = ("tete", "fer", "bombe", "selle")
DIE_FACES = ("tete", "tete", "tete", "fer", "bombe", "selle")

HORSES = (
    {"id": "sahara-wind", "name": "Sahara Wind", "colour": "jaune"},
    {"id": "black-velvet", "name": "Black Velvet", "colour": "noir"},
    {"id": "golden-arrow", "name": "Golden Arrow", "colour": "orange"},
    {"id": "storm-rider", "name": "Storm Rider", "colour": "bleu"},
    {"id": "lucky-star", "name": "Lucky Star", "colour": "vert"},
    {"id": "red-baron", "name": "Red Baron", "colour": "rouge"},
    {"id": "silver-moon", "name": "Silver Moon", "colour": "blanc"},
)


def _card(tete: int, fer: int, bombe: int, selle: int) -> dict:
    return {"tete": tete, "fer": fer, "bombe": bombe, "selle": selle}


# CARDS[h] are horse h's three cards, steadiest first.
CARDS = (
    (_card(5, 5, 5, 5), _card(7, 3, 3, 3), _card(1, 9, 9, 9)),
    (_card(4, 6, 6, 6), _card(6, 4, 4, 4), _card(2, 12, 6, 6)),
    (_card(5, 3, 6, 6), _card(8, 2, 2, 2), _card(3, 7, 7, 7)),
    (_card(5, 7, 4, 4), _card(6, 0, 6, 6), _card(2, 8, 8, 8)),
    (_card(5, 6, 5, 4), _card(7, 0, 4, 5), _card(1, 15, 6, 6)),
    (_card(4, 8, 5, 5), _card(6, 6, 6, 0), _card(3, 10, 5, 6)),
    (_card(5, 4, 4, 7), _card(9, 1, 1, 1), _card(1, 6, 9, 12)),
)

# Payout per token unit: row = units the whole table placed on the horse (1, 2, 3, 4, 5+),
# column = the horse's place (1st, 2nd, 3rd).
PAYOUT_TABLE = (
    (1000, 600, 400),
    (600, 400, 200),
    (400, 300, 200),
    (300, 200, 100),
    (200, 100, 100),
)
LAST_HORSE_PENALTY = 100  # per unit on the last horse
FINAL_RACE_MULTIPLIER = 2
TOKENS = (1, 1, 2)
BLUFF_TOKEN = 0  # added with hidden_bets
START_SQUARES = (0, -1, -2, -3, -4, -5, -6)  # first drawn horse in front
