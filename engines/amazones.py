"""Amazones, jousts of warrior cards for tiles of men, as in docs/games.md.

A joust: first bid (each player in turn lays face-up cards of one colour, one `bid_card` at a
time, then `bid_done`), second bid (one face-down card, or take one back, or keep), reveal
(ties drop out, the rest ranked), tiles, then cards change hands. Tiles: the winner takes two,
one at a time, then the dauphine one, each among the tiles visible at that moment (the tops of
the non-empty piles: a tile taken uncovers the next of its pile, which may be taken at once),
and places it in front of any player, or discards it if it fits nowhere; with no winner the
top of every non-empty pile is discarded. The game stops the moment a second pile empties,
whatever is left of the joust; final scoring (bonuses per man) runs as the service's
asynchronous scoring step.

Cards are `[colour, value]` pairs in the state and `{colour, value}` objects in moves/views.
A pile is a list whose top is its last element; the order under the top is hidden to all.
`discarded` keeps each part's discarded tiles, in order: everybody saw them, and with the men
and the tops they tell which tiles lie under each top (not in which order).
"""

from dataclasses import replace

from engines import rng as random
from engines.choice import any_of, win_chances
from engines.core import EventKind, French, Game, MoveKind, Param, copy_seat_row, last_winner_opens
from engines.schema import array, boolean, by_seat, integer, nullable, obj, string

COLOURS = ("rouge", "bleu", "vert", "jaune", "violet")
CARD_VALUES = (10, 5, 5, 5, 2, 2, 2, 1, 1, -1, -2)
PARTS = ("tete", "torse", "jambes")
TILE_VALUES = (4, 4, 3, 3, 2, 2, 1, 1, -1, -2, -3, -4)
MAX_UNFINISHED = 2
PILES_EMPTY_TO_END = 2
BEST_MAN_BONUS, MOST_MEN_BONUS, WORST_MAN_MALUS = 5, 5, -5

OPTIONS = (
    Param("first_player", "int", "The seat that opens the first joust (a rematch gives it "
          "to the last match's winner); unset (the default), a seat drawn at random. Each "
          "later joust is opened by the winner of the previous one.", None, 0, 4,
          nullable=True, title="First player",
          fr=French("Première joueuse", "La place qui engage la première joute (lors d'une "
                    "revanche, la gagnante de la partie précédente) ; sans valeur (par "
                    "défaut), une place tirée au hasard. Chaque joute suivante est engagée "
                    "par la gagnante de la précédente.")),
)
_COLOUR = Param("colour", "choice", "The card's colour.", choices=COLOURS)
_VALUE = Param("value", "int", "The card's value.", minimum=-2, maximum=10)
_SECRET_COLOUR = replace(_COLOUR, secret=True)  # a face-down card is its owner's alone
_SECRET_VALUE = replace(_VALUE, secret=True)
_PART = Param("part", "choice", "The pile whose top tile is taken (visible now; taking it "
               "uncovers the next).", choices=PARTS)
MOVE_KINDS = (
    MoveKind("bid_card", "First bid: lay one more card face up (all of one colour).",
             (_COLOUR, _VALUE)),
    MoveKind("bid_done", "First bid: end your face-up bid (with no card: pass)."),
    MoveKind("add_face_down", "Second bid: add one card face down, of your face-up bid's "
             "colour (any colour if you laid none).", (_SECRET_COLOUR, _SECRET_VALUE)),
    MoveKind("take_back", "Second bid: take one card of your face-up bid back into hand.",
             (_COLOUR, _VALUE)),
    MoveKind("keep", "Second bid: change nothing."),
    MoveKind("place_tile", "Take the top tile of a pile and place it in front of a player: "
             "on one of her unfinished men lacking that part, or (man null) as a new man.",
             (_PART, Param("owner", "int", "The seat the tile goes in front of.", minimum=0,
                           maximum=4),
              Param("man", "int", "Index of the owner's man, or null for a new man.",
                    minimum=0, maximum=35, nullable=True))),
    MoveKind("discard_tile", "Take the top tile of a pile that fits nowhere: it is "
             "discarded.",
             (_PART,)),
)


def _seat(description: str) -> dict:
    return integer(description, 0, 4)


def _seats(description: str) -> dict:
    return array(_seat("A seat."), description, 0, 5)


def _card_schema(description: str) -> dict:
    return obj({"colour": string("The card's colour.", COLOURS),
                "value": integer("The card's value.", -2, 10)}, description)


def _cards(description: str) -> dict:
    return array(_card_schema("A card."), description)


def _tile(description: str) -> dict:
    return integer(description, -4, 4)


def _by_part(schema: dict, description: str) -> dict:
    return obj({part: schema for part in PARTS}, description)


_PART_SCHEMA = string("A pile, and the part of a man its tiles are.", PARTS)
_TOTAL = integer("The bid's total value.")
EVENT_KINDS = (
    EventKind("start_player", "Setup: the seat that opens the first joust.",
              {"seat": _seat("The opener.")}),
    EventKind("joust_started", "A joust opens: the first bid begins with its opener.",
              {"joust": integer("The joust, from 1.", 1), "opener": _seat("The opener."),
               "tops": _by_part(nullable(_tile("The pile's top tile; null once empty.")),
                                "Each pile's top tile, by part.")}),
    EventKind("card_bid", "First bid: a seat laid one more card face up.",
              {"seat": _seat("The bidder."), "card": _card_schema("The card laid.")}),
    EventKind("bid_closed", "First bid: a seat ended its face-up bid.",
              {"seat": _seat("The bidder."),
               "total": integer("The total of its face-up cards (0: it passed).")}),
    EventKind("second_bid_started", "Every seat closed its face-up bid: the second bid "
              "begins with the opener."),
    EventKind("face_down_added", "Second bid: a seat added one card face down.",
              {"seat": _seat("The bidder."),
               "card": nullable(_card_schema("The card; null to other seats (it shows at "
                                             "the reveal)."))}),
    EventKind("card_taken_back", "Second bid: a seat took one face-up card back.",
              {"seat": _seat("The bidder."), "card": _card_schema("The card taken back.")}),
    EventKind("bid_kept", "Second bid: a seat changed nothing.",
              {"seat": _seat("The bidder.")}),
    EventKind("revealed", "The bids are revealed: ties drop out (their cards back to hand), "
              "the rest are ranked.",
              {"bids": by_seat(obj({"cards": _cards("Its cards, face up then face down."),
                                    "total": _TOTAL}, "A seat's bid."),
                               "The bid of every seat that laid a card."),
               "tied": _seats("Seats whose totals tied: they drop out, by seat."),
               "ranking": _seats("The other bidders, the highest total first: the winner "
                                 "takes two tiles, the dauphine one.")}),
    EventKind("no_winner", "No one is ranked: the top of every non-empty pile is discarded."),
    EventKind("tile_placed", "A taker took a pile's top tile and placed it in front of a "
              "player.",
              {"seat": _seat("The taker."), "part": _PART_SCHEMA,
               "value": _tile("The tile's value."),
               "owner": _seat("The seat it was placed in front of."),
               "man": integer("Index of the owner's man it went to (a new one, last).", 0),
               "finished": boolean("Whether that man now has all three parts."),
               "uncovered": nullable(_tile("The pile's new top; null once empty."))}),
    EventKind("tile_discarded", "A pile's top tile was discarded: by a taker when it fits "
              "nowhere (`by`), or with no winner.",
              {"part": _PART_SCHEMA, "value": _tile("The tile's value."),
               "by": _seat("The taker who discarded it."),
               "uncovered": nullable(_tile("The pile's new top; null once empty."))},
              optional=("by",)),
    EventKind("game_over", "A second pile emptied: the game stops, to be scored.",
              {"reason": string("Why.", ["two_piles_empty"])}),
    EventKind("cards_passed", "Cards change hands after the joust: each ranked seat takes "
              "the bid cards of the next in the ranking (the last the winner's).",
              {"from": _seat("The seat whose bid cards are given."),
               "to": _seat("The seat that takes them."),
               "count": integer("How many cards.", 0)}),
    EventKind("round_scored", "The final scoring (by the service's scoring step): finished "
              "men only, with bonuses per man.",
              {"round": string("The round scored: always final.", ["final"]),
               "breakdown": by_seat(obj({
                   "men": array(integer("A finished man's value."), "The seat's finished "
                                "men's values."),
                   "men_total": integer("Their sum."),
                   "best_man": integer("+5 for each of its men of the highest value on the "
                                       "table.", 0),
                   "most_men": integer("+5 if it has the most finished men (and some).", 0),
                   "worst_man": integer("-5 for each of its men of the lowest value on the "
                                        "table.", maximum=0),
                   "score": integer("Its score: the sum of the above."),
               }, "A seat's score."), "Each seat's score, itemised."),
               "scores": by_seat(integer("The seat's score."), "Each seat's score.")}),
)
_HAND = obj({"seat": _seat("The seat."), "count": integer("Cards in hand.", 0),
             "cards": nullable(_cards("The cards; null but to their owner."))}, "A hand.")
_BID = obj({
    "seat": _seat("The bidder."),
    "face_up": _cards("Its face-up cards, in the order laid."),
    "has_face_down": boolean("Whether it added a card face down."),
    "face_down": nullable(_card_schema("Its face-down card; null if none, or to other "
                                       "seats until the reveal.")),
    "closed": boolean("Whether its face-up bid is over."),
}, "A seat's bid in this joust.")
_MAN = obj({**{part: nullable(_tile(f"Its {part} tile; null while it lacks one."))
               for part in PARTS},
            "finished": boolean("Whether it has all three parts."),
            "value": integer("Its tiles' sum.")}, "A man.")
VIEW_SCHEMA = obj({
    "phase": string("first_bid, second_bid, tiles (the ranked take tiles), scoring (the "
                    "game is over, its scoring due), or finished.",
                    ["first_bid", "second_bid", "tiles", "scoring", "finished"]),
    "joust": integer("The joust, from 1.", 1),
    "opener": _seat("The seat that opened this joust."),
    "turn": nullable(_seat("The bidder to act; null outside the bids (see `takers`).")),
    "piles": _by_part(obj({"count": integer("Tiles left in the pile.", 0, len(TILE_VALUES)),
                           "top": nullable(_tile("Its top tile; null once empty."))},
                          "A pile."), "The piles, by part."),
    "discarded": _by_part(array(_tile("A tile."), "The part's discarded tiles, in order."),
                          "The discarded tiles, by part."),
    "in_play": array(_PART_SCHEMA, "The parts whose top the taker to act may take now.", 0,
                     len(PARTS)),
    "takers": _seats("The seats still to take a tile this joust, in order (the first is to "
                     "act)."),
    "ranking": _seats("This joust's ranked bidders, the highest first (empty before the "
                      "reveal)."),
    "hands": array(_HAND, "Every seat's hand, by seat.", 3, 5),
    "bids": array(_BID, "Every seat's bid, by seat.", 3, 5),
    "men": array(obj({"seat": _seat("The seat."),
                      "men": array(_MAN, "The men in front of it, in order.")},
                     "A seat's men."), "Every seat's men, by seat.", 3, 5),
    "scores": nullable(by_seat(integer("The seat's score."), "Final scores; null until "
                               "scored.")),
}, "The table of Amazones as a seat (or the public) sees it.")


def _card(card: list) -> dict:
    return {"colour": COLOURS[card[0]], "value": card[1]}


def _card_of(move: dict) -> list:
    return [COLOURS.index(move["colour"]), move["value"]]


def _check_options(options: dict, players: int) -> dict:
    if options["first_player"] is not None and options["first_player"] >= players:
        return {"first_player": [f"Must be a seat of this match: 0 to {players - 1}."]}
    return {}


# --- setup -----------------------------------------------------------------------------------
def setup(players: int, options: dict, seed: int) -> tuple[dict, list]:
    rng = random.new_rng(seed)
    piles = {}
    for part in PARTS:
        pile = list(TILE_VALUES)
        random.shuffle(rng, pile)
        piles[part] = pile  # the top is the last element
    # a seat given takes no draw from the RNG; an unset one draws as before the option existed
    first = options["first_player"]
    opener = random.draw(rng, players) if first is None else first
    state = {
        "players": players,
        "options": dict(options),
        "rng": rng,
        "hands": [sorted([seat, v] for v in CARD_VALUES) for seat in range(players)],
        "piles": piles,
        "discarded": {part: [] for part in PARTS},
        "men": [[] for _ in range(players)],
        "joust": 0,
        "opener": opener,
        "scores": None,
    }
    events = [{"type": "start_player", "seat": opener}]
    _open_joust(state, events)
    return state, events


def _open_joust(state: dict, events: list) -> None:
    state["joust"] += 1
    state.update(phase="first_bid", turn=state["opener"], face_up=[[] for _ in range(
        state["players"])], face_down=[None] * state["players"], takers=[], ranking=[])
    events.append({"type": "joust_started", "joust": state["joust"], "opener": state["opener"],
                   "tops": _tops(state)})


def _tops(state: dict) -> dict:
    return {part: pile[-1] if pile else None for part, pile in state["piles"].items()}


def _in_play(state: dict) -> list[str]:
    """The parts whose top tile the taker to act may take: every non-empty pile's."""
    if state["phase"] != "tiles":
        return []
    return [part for part in PARTS if state["piles"][part]]


# --- rules -----------------------------------------------------------------------------------
def to_act(state: dict) -> list[int]:
    if state["phase"] in ("first_bid", "second_bid"):
        return [state["turn"]]
    if state["phase"] == "tiles":
        return [state["takers"][0]]
    return []


def is_scoring(state: dict) -> bool:
    return state["phase"] == "scoring"


def _distinct(cards, colour: int | None = None) -> list[tuple[int, int]]:
    """Each different card once (only those of `colour`, when given): by colour, the highest
    value first."""
    return sorted({(c, v) for c, v in cards if colour is None or c == colour},
                  key=lambda card: (card[0], -card[1]))


def _placements(state: dict, part: str) -> list[tuple[int, int | None]]:
    spots = []
    for owner, men in enumerate(state["men"]):
        unfinished = 0
        for index, man in enumerate(men):
            if len(man) < len(PARTS):
                unfinished += 1
                if part not in man:
                    spots.append((owner, index))
        if unfinished < MAX_UNFINISHED:
            spots.append((owner, None))
    return spots


def legal_moves(state: dict, seat: int) -> list[dict]:
    if seat not in to_act(state):
        return []
    phase = state["phase"]
    if phase in ("first_bid", "second_bid"):
        bid = state["face_up"][seat]
        colour = bid[0][0] if bid else None
        kind = "bid_card" if phase == "first_bid" else "add_face_down"
        moves = [{"type": kind, "colour": COLOURS[c], "value": v}
                 for c, v in _distinct(state["hands"][seat], colour)]
        if phase == "first_bid":
            return moves + [{"type": "bid_done"}]
        moves += [{"type": "take_back", "colour": COLOURS[c], "value": v}
                  for c, v in _distinct(bid)]
        return moves + [{"type": "keep"}]
    moves = []
    for part in _in_play(state):
        spots = _placements(state, part)
        moves += [{"type": "place_tile", "part": part, "owner": o, "man": m} for o, m in spots]
        if not spots:
            moves.append({"type": "discard_tile", "part": part})
    return moves


def _next_in_order(state: dict, seat: int) -> int | None:
    """The next seat clockwise in this bidding round, or None when it has come round."""
    following = (seat + 1) % state["players"]
    return None if following == state["opener"] else following


def _first_bid(state: dict, seat: int, move: dict, events: list) -> None:
    if move["type"] == "bid_card":
        card = _card_of(move)
        copy_seat_row(state, "hands", seat).remove(card)
        copy_seat_row(state, "face_up", seat).append(card)
        events.append({"type": "card_bid", "seat": seat, "card": _card(card)})
        return
    events.append({"type": "bid_closed", "seat": seat,
                   "total": sum(c[1] for c in state["face_up"][seat])})
    following = _next_in_order(state, seat)
    if following is None:
        state.update(phase="second_bid", turn=state["opener"])
        events.append({"type": "second_bid_started"})
    else:
        state["turn"] = following


def _second_bid(state: dict, seat: int, move: dict, events: list) -> None:
    if move["type"] == "add_face_down":
        card = _card_of(move)
        copy_seat_row(state, "hands", seat).remove(card)
        state["face_down"] = list(state["face_down"])
        state["face_down"][seat] = card
        events.append({"type": "face_down_added", "seat": seat, "card": _card(card)})
    elif move["type"] == "take_back":
        card = _card_of(move)
        copy_seat_row(state, "face_up", seat).remove(card)
        hand = copy_seat_row(state, "hands", seat)
        hand.append(card)
        hand.sort()
        events.append({"type": "card_taken_back", "seat": seat, "card": _card(card)})
    else:
        events.append({"type": "bid_kept", "seat": seat})
    following = _next_in_order(state, seat)
    if following is None:
        _reveal(state, events)
    else:
        state["turn"] = following


def _bid_cards(state: dict, seat: int) -> list[list]:
    down = state["face_down"][seat]
    return state["face_up"][seat] + ([down] if down else [])


def _reveal(state: dict, events: list) -> None:
    bids = {s: _bid_cards(state, s) for s in range(state["players"])}
    totals = {s: sum(c[1] for c in cards) for s, cards in bids.items() if cards}
    counts: dict[int, int] = {}
    for total in totals.values():
        counts[total] = counts.get(total, 0) + 1
    tied = sorted(s for s, t in totals.items() if counts[t] > 1)
    ranking = sorted((s for s in totals if s not in tied), key=lambda s: -totals[s])
    state["face_up"], state["face_down"] = list(state["face_up"]), list(state["face_down"])
    for seat in tied:  # tied players take their cards back and drop out
        hand = copy_seat_row(state, "hands", seat)
        hand += _bid_cards(state, seat)
        hand.sort()
        state["face_up"][seat], state["face_down"][seat] = [], None
    state["ranking"] = ranking
    events.append({"type": "revealed", "bids": {
        str(s): {"cards": [_card(c) for c in bids[s]], "total": totals[s]} for s in totals},
        "tied": tied, "ranking": ranking})
    state["takers"] = ranking[:1] * 2 + ranking[1:2]  # the winner twice, then the dauphine
    state["phase"], state["turn"] = "tiles", None
    if not ranking:
        events.append({"type": "no_winner"})
        for part in PARTS:
            if state["piles"][part]:
                event = {"type": "tile_discarded", "part": part,
                         "value": state["piles"][part][-1]}
                _discard(state, part)
                if _take_top(state, part, event, events):
                    return
    _end_of_tiles(state, events)


def _take_top(state: dict, part: str, event: dict, events: list) -> bool:
    """Removes the top tile of `part`'s pile, reporting `event` with the top it uncovers;
    True if that ends the game (a second pile is empty)."""
    pile = state["piles"][part][:-1]
    state["piles"] = {**state["piles"], part: pile}
    events.append({**event, "uncovered": pile[-1] if pile else None})
    if sum(1 for p in state["piles"].values() if not p) >= PILES_EMPTY_TO_END:
        state.update(phase="scoring", turn=None, takers=[])
        events.append({"type": "game_over", "reason": "two_piles_empty"})
        return True
    return False


def _discard(state: dict, part: str) -> None:
    """Adds `part`'s top tile to the discards (before `_take_top` removes it)."""
    state["discarded"] = {**state["discarded"],
                          part: [*state["discarded"][part], state["piles"][part][-1]]}


def _end_of_tiles(state: dict, events: list) -> None:
    """Once no taker is left, cards change hands and the next joust opens."""
    if state["takers"]:
        return
    _pass_cards(state, events)
    if state["ranking"]:
        state["opener"] = state["ranking"][0]
    _open_joust(state, events)


def _pass_cards(state: dict, events: list) -> None:
    """The winner takes the second's bid cards, the second the third's, ..., the last the
    winner's; a lone ranked player takes her own back."""
    ranking = state["ranking"]
    bids = {s: _bid_cards(state, s) for s in ranking}
    for i, seat in enumerate(ranking):
        giver = ranking[(i + 1) % len(ranking)]
        hand = copy_seat_row(state, "hands", seat)
        hand += bids[giver]
        hand.sort()
        events.append({"type": "cards_passed", "from": giver, "to": seat,
                       "count": len(bids[giver])})


def _tiles(state: dict, seat: int, move: dict, events: list) -> None:
    part = move["part"]
    value = state["piles"][part][-1]
    state["takers"] = state["takers"][1:]
    if move["type"] == "discard_tile":
        _discard(state, part)
        event = {"type": "tile_discarded", "part": part, "value": value, "by": seat}
    else:
        men = copy_seat_row(state, "men", move["owner"])
        if move["man"] is None:
            men.append({part: value})
            index = len(men) - 1
        else:
            index = move["man"]
            men[index] = {**men[index], part: value}
        event = {"type": "tile_placed", "seat": seat, "part": part, "value": value,
                 "owner": move["owner"], "man": index, "finished": len(men[index]) == len(PARTS)}
    if not _take_top(state, part, event, events):
        _end_of_tiles(state, events)


def apply_move(state: dict, seat: int, move: dict) -> tuple[dict, list]:
    state = dict(state)  # each step copies what it changes (see `copy_seat_row`)
    events: list = []
    {"first_bid": _first_bid, "second_bid": _second_bid, "tiles": _tiles}[state["phase"]](
        state, seat, move, events)
    return state, events


# --- final scoring ---------------------------------------------------------------------------
def final_scores(state: dict) -> dict:
    """Finished men only: +5 for every man of the highest value on the table and -5 for
    every man of the lowest (per man: two best men give their owner +10), +5 to every
    player with the most finished men. `men` lists each player's finished men's values."""
    finished = [[sum(man.values()) for man in men if len(man) == len(PARTS)]
                for men in state["men"]]
    every = [v for values in finished for v in values]
    best, worst = (max(every), min(every)) if every else (None, None)
    most = max(len(values) for values in finished)
    breakdown = {}
    for seat, values in enumerate(finished):
        item = {"men": values, "men_total": sum(values),
                "best_man": BEST_MAN_BONUS * values.count(best),
                "most_men": MOST_MEN_BONUS if most and len(values) == most else 0,
                "worst_man": WORST_MAN_MALUS * values.count(worst)}
        item["score"] = item["men_total"] + item["best_man"] + item["most_men"] + \
            item["worst_man"]
        breakdown[str(seat)] = item
    return breakdown


def score(state: dict) -> tuple[dict, list]:
    state = dict(state)  # scoring sets top-level values only
    breakdown = final_scores(state)
    state["scores"] = {seat: item["score"] for seat, item in breakdown.items()}
    state["phase"] = "finished"
    return state, [{"type": "round_scored", "round": "final", "breakdown": breakdown,
                    "scores": dict(state["scores"])}]


def result(state: dict) -> dict | None:
    if state["phase"] != "finished":
        return None
    scores = state["scores"]
    ranking = sorted(range(state["players"]), key=lambda s: (-scores[str(s)], s))
    best = scores[str(ranking[0])]
    return {"ranking": ranking, "scores": dict(scores),
            "winners": [s for s in ranking if scores[str(s)] == best]}


# --- what each viewer sees ---------------------------------------------------------------------
def view(state: dict, viewer: int | None) -> dict:
    """What `viewer` (a seat, or None for the public) sees: each pile's count and top only;
    `discarded`, each part's discarded tiles in order; `in_play`, the parts whose top the
    taker to act may take now (none outside the tiles phase); `takers`, the seats still to
    take a tile this joust, in order; her own hand only (others' counts); a face-down card
    to its owner until the reveal; every man with its tiles, value and whether finished."""
    return {
        "phase": state["phase"],
        "joust": state["joust"],
        "opener": state["opener"],
        "turn": state["turn"],
        "piles": {part: {"count": len(pile), "top": pile[-1] if pile else None}
                  for part, pile in state["piles"].items()},
        "discarded": {part: list(tiles) for part, tiles in state["discarded"].items()},
        "in_play": _in_play(state),
        "takers": list(state["takers"]),
        "ranking": list(state["ranking"]),
        "hands": [{"seat": s, "count": len(hand),
                   "cards": [_card(c) for c in hand] if s == viewer else None}
                  for s, hand in enumerate(state["hands"])],
        "bids": [{"seat": s, "face_up": [_card(c) for c in state["face_up"][s]],
                  "has_face_down": state["face_down"][s] is not None,
                  "face_down": _card(state["face_down"][s])
                  if state["face_down"][s] is not None and (
                      s == viewer or state["phase"] not in ("first_bid", "second_bid"))
                  else None,  # hidden from others until the reveal
                  "closed": state["phase"] != "first_bid" or _bid_done(state, s)}
                 for s in range(state["players"])],
        "men": [{"seat": s, "men": [_man_view(man) for man in men]}
                for s, men in enumerate(state["men"])],
        "scores": state["scores"],
    }


def _bid_done(state: dict, seat: int) -> bool:
    """In the first bid, the seats before the current one in this round have closed."""
    order = [(state["opener"] + i) % state["players"] for i in range(state["players"])]
    return order.index(seat) < order.index(state["turn"])


def _man_view(man: dict) -> dict:
    return {**{part: man.get(part) for part in PARTS}, "finished": len(man) == len(PARTS),
            "value": sum(man.values())}


def event_view(event: dict, viewer: int | None) -> dict:
    """A face-down card is its owner's alone until the reveal."""
    if event.get("seat") == viewer:
        return event
    if event["type"] == "face_down_added":
        return {**event, "card": None}
    if event["type"] == "move_played" and event["move"]["type"] == "add_face_down":
        return {**event, "move": {"type": "add_face_down", "colour": None, "value": None}}
    return event


# --- AI --------------------------------------------------------------------------------------
def _ai_stream(state: dict, seat: int) -> dict:
    """The RNG only moves at setup here, so the AI's stream also depends on the position,
    as this seat sees it (never on what it cannot see)."""
    position = (state["joust"], len(state["hands"][seat]), len(state["face_up"][seat]),
                *(len(pile) for pile in state["piles"].values()))
    return random.derived(state["rng"], seat, *position)


def ai_random(state: dict, seat: int, moves: list | None = None) -> dict:
    return any_of(moves or legal_moves(state, seat), _ai_stream(state, seat))


def _visible_totals(state: dict, seat: int) -> list[int]:
    """Others' face-up totals (a face-down card is unknown to `seat`: not counted)."""
    return [sum(c[1] for c in state["face_up"][s]) for s in range(state["players"])
            if s != seat]


def _prize(state: dict) -> int:
    tops = [pile[-1] for pile in state["piles"].values() if pile]
    return sum(sorted(tops, reverse=True)[:2])


def _greedy_first_bid(state: dict, seat: int, moves: list[dict]) -> dict:
    placed = sum(c[1] for c in state["face_up"][seat])
    rivals = _visible_totals(state, seat)
    target = max(rivals, default=0) + 1
    if _prize(state) <= 0 or placed >= target:
        return {"type": "bid_done"}
    cards = [m for m in moves if m["type"] == "bid_card" and m["value"] > 0]
    if not state["face_up"][seat] and cards:  # open with the colour it holds most of
        by_colour: dict[str, int] = {}
        for card in state["hands"][seat]:
            by_colour[COLOURS[card[0]]] = by_colour.get(COLOURS[card[0]], 0) + max(card[1], 0)
        colour = max(sorted(by_colour), key=lambda c: by_colour[c])
        cards = [m for m in cards if m["colour"] == colour]
    needed = target - placed
    enough = [m for m in cards if m["value"] >= needed]
    if enough:
        return min(enough, key=lambda m: m["value"])
    return max(cards, key=lambda m: m["value"]) if cards else {"type": "bid_done"}


def _greedy_second_bid(state: dict, seat: int, moves: list[dict]) -> dict:
    mine = sum(c[1] for c in state["face_up"][seat])
    best_rival = max(_visible_totals(state, seat), default=0)
    if _prize(state) > 0 and mine <= best_rival:
        adds = [m for m in moves if m["type"] == "add_face_down"
                and mine + m["value"] > best_rival]
        if adds:
            return min(adds, key=lambda m: m["value"])
    return {"type": "keep"}


def _leader(state: dict, seat: int) -> int:
    totals = [sum(sum(m.values()) for m in men if len(m) == len(PARTS))
              for men in state["men"]]
    rivals = [s for s in range(state["players"]) if s != seat]
    return max(rivals, key=lambda s: (totals[s], -s))


def _hidden_tiles(part: str, men: list, discarded: list, top: list) -> list[int]:
    """The tiles of `part` under its pile's top, as everybody can tell them (not their
    order): all of the part's but those on men, discarded, or on top (`top`: [] or [value])."""
    tiles = list(TILE_VALUES)
    for value in [man[part] for owner in men for man in owner if part in man] + discarded + top:
        tiles.remove(value)
    return tiles


# How much a tile the next taker may pick, uncovered by this pick, counts for the taker now:
# fully when she picks again, against her (roughly) when a rival picks next.
_OWN_NEXT_PICK, _RIVAL_NEXT_PICK = 1.0, -0.5


def _greedy_tile(state: dict, seat: int, moves: list[dict]) -> dict:
    """The placement worth most now, plus what the pile's choice leaves for the next pick:
    the other tops as they are, and in place of the taken one a tile of those hidden under
    it (their order is unknown: each is equally likely)."""
    leader = _leader(state, seat)

    def line(owner: int, index: int | None) -> tuple[float, float]:
        """A placement's worth to `seat`, as slope and intercept in the tile's value."""
        man = state["men"][owner][index] if index is not None else {}
        completes = len(man) == len(PARTS) - 1
        if owner == seat:
            return 1.0, 1.0 if completes else 0.0
        return -1.5 if owner == leader else -1.0, -0.5 if completes else 0.0

    # placements of a part differ only by these few lines: the best is the highest of them
    lines = {part: {line(owner, index) for owner, index in _placements(state, part)}
             for part in _in_play(state)}

    def best(part: str, value: int) -> float:
        return max((slope * value + intercept for slope, intercept in lines[part]),
                   default=0.0)

    def next_pick(part: str) -> float:
        piles = state["piles"]
        empty = sum(1 for p in PARTS if len(piles[p]) <= (1 if p == part else 0))
        if empty >= PILES_EMPTY_TO_END:
            return 0.0  # this pick ends the game
        others = max((best(p, piles[p][-1]) for p in lines if p != part), default=0.0)
        below = _hidden_tiles(part, state["men"], state["discarded"][part], piles[part][-1:])
        if len(piles[part]) == 1 or not below:
            return others
        return sum(max(others, best(part, value)) for value in below) / len(below)

    following = state["takers"][1:2]
    weight = 0.0 if not following else (
        _OWN_NEXT_PICK if following[0] == seat else _RIVAL_NEXT_PICK)
    ahead = {part: weight * next_pick(part) if weight else 0.0 for part in lines}

    def worth(move: dict) -> float:
        part = move["part"]
        if move["type"] == "discard_tile":
            return ahead[part]
        slope, intercept = line(move["owner"], move["man"])
        return slope * state["piles"][part][-1] + intercept + ahead[part]

    return max(moves, key=worth)


def ai_greedy(state: dict, seat: int, moves: list | None = None) -> dict:
    moves = moves or legal_moves(state, seat)
    if state["phase"] == "first_bid":
        return _greedy_first_bid(state, seat, moves)
    if state["phase"] == "second_bid":
        return _greedy_second_bid(state, seat, moves)
    return _greedy_tile(state, seat, moves)


def determinize(view: dict, options: dict, players: int, seat: int, stream: dict) -> dict:
    """A state `seat` cannot tell from the true one: the cards it has not seen (others'
    hands and face-down cards) are dealt at random from those unaccounted for, each
    face-down card of its bidder's face-up colour when possible; under each visible top,
    the tiles of its part not seen yet (on men, discarded or on top) in a random order."""
    def cards(items) -> list[list]:
        return [[COLOURS.index(c["colour"]), c["value"]] for c in items]

    hands = [cards(h["cards"]) if h["cards"] is not None else None for h in view["hands"]]
    face_up = [cards(b["face_up"]) for b in view["bids"]]
    face_down = [cards([b["face_down"]])[0] if b["face_down"] else None for b in view["bids"]]
    unseen = [[c, v] for c in range(players) for v in CARD_VALUES]
    for known in [*(h for h in hands if h), *face_up, [d for d in face_down if d]]:
        for card in known:
            unseen.remove(card)
    random.shuffle(stream, unseen)
    for bid in view["bids"]:
        s = bid["seat"]
        if bid["has_face_down"] and face_down[s] is None:
            colour = face_up[s][0][0] if face_up[s] else None
            pick = next((i for i, c in enumerate(unseen) if colour in (None, c[0])), 0)
            face_down[s] = unseen.pop(pick)
    for h in view["hands"]:
        if hands[h["seat"]] is None:
            hands[h["seat"]] = sorted(unseen[:h["count"]])
            del unseen[:h["count"]]
    men = [[{p: v for p in PARTS if (v := man[p]) is not None} for man in m["men"]]
           for m in view["men"]]
    discarded = {part: list(tiles) for part, tiles in view["discarded"].items()}
    piles = {}
    for part, pile in view["piles"].items():
        top = [pile["top"]] if pile["count"] else []
        below = _hidden_tiles(part, men, discarded[part], top)
        random.shuffle(stream, below)
        piles[part] = below + top
    return {
        "players": players, "options": dict(options),
        "rng": random.new_rng(random.draw(stream, random.SEED_LIMIT)),
        "hands": hands, "piles": piles, "discarded": discarded, "men": men,
        "joust": view["joust"], "opener": view["opener"], "scores": view["scores"],
        "phase": view["phase"], "turn": view["turn"], "face_up": face_up,
        "face_down": face_down, "takers": list(view["takers"]),
        "ranking": list(view["ranking"]),
    }


_EXPECTED_TILE = sum(TILE_VALUES) / len(TILE_VALUES)
_SCORE_TEMPERATURE = 4.0


def evaluate(state: dict) -> list[float]:
    """A soft win chance from the score the table would get now, counting an unfinished
    man at its tiles plus the average tile for each missing part, half-weighted (it may
    never be finished), and a little for the bidding power left in hand."""
    estimates = []
    for seat, men in enumerate(state["men"]):
        value = 0.0
        for man in men:
            total = sum(man.values())
            if len(man) == len(PARTS):
                value += total
            else:
                value += 0.5 * (total + _EXPECTED_TILE * (len(PARTS) - len(man)))
        value += 0.05 * sum(max(c[1], 0) for c in state["hands"][seat])
        estimates.append(value)
    if state["scores"] is not None:
        estimates = [state["scores"][str(s)] for s in range(state["players"])]
    return win_chances(estimates, _SCORE_TEMPERATURE)


GAME = Game(
    id="amazones",
    name="Amazones",
    min_players=3,
    max_players=5,
    summary="Princesses bid warrior cards in jousts — face up, then one face down — to win "
            "tiles of heads, torsos and legs, and assemble the finest men; only finished men "
            "score.",
    options=OPTIONS,
    move_kinds=MOVE_KINDS,
    setup=setup,
    to_act=to_act,
    legal_moves=legal_moves,
    apply_move=apply_move,
    view=view,
    result=result,
    ai_levels={"random": ai_random, "greedy": ai_greedy},
    check_options=_check_options,
    rematch_options=last_winner_opens,  # the last match's winner opens the next one
    event_view=event_view,
    is_scoring=is_scoring,
    score=score,
    determinize=determinize,
    evaluate=evaluate,
    # 2: 2026-12-02, tiles one at a time among the visible tops, bonuses per man;
    # 3: 2026-12-03, the option first_player (every state records it among its options)
    rules_version=3,
    event_kinds=EVENT_KINDS,
    view_schema=VIEW_SCHEMA,
)
