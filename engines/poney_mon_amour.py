"""Poney Mon Amour, a card race with attacks, as in docs/games.md.

Each turn: draw until one holds 5 cards, card by card, each from the hidden pile or the
visible discard top (one card as a rule; none on one's first turn of the round, dealt 5; only
what is left when the piles run out), then one action: build on one's suite or replace its top
by a card of one's own colour, attack an opponent, defend or help against a problem, or
discard. A round ends when someone lays her 6 Selle; its bonuses are scored by the service's
asynchronous scoring step. As many rounds as players, opened in turn from the option
`first_player` (a random seat when null).

Cards are id strings: `step-<suite>-<n>`, `problem-<n>`, `solution-<n>`, `amour`, `colere`.
"""

import copy

from engines import rng as random
from engines.choice import any_of, best_of, win_chances
from engines.core import EventKind, French, Game, MoveKind, Param, copy_seat_row, last_winner_opens
from engines.schema import array, boolean, by_seat, described, integer, nullable, obj, string

SUITES = ("etoile", "spirale", "fleur", "note", "neutre_a", "neutre_b")
RIDER_COLOURS = SUITES[:4]  # the two last suites are neutral
STEPS = {1: "Licol", 2: "Poney", 3: "Pansage", 4: "Filet", 5: "Tapis", 6: "Selle"}
PROBLEMS = {1: "Boue", 2: "Caillou dans le sabot", 3: "Fer perdu", 4: "Mouches",
            5: "Crinière emmêlée", 6: "Poney boudeur"}
SOLUTIONS = {1: "Brosse", 2: "Cure-pied", 3: "Maréchal-ferrant", 4: "Chasse-mouches",
             5: "Peigne", 6: "Carotte"}
HAND_SIZE = 5
PONEY = 2
SELLE = 6
SELLE_POINTS = 5
AMOURS_FOR_COLERE = 2
COLOUR_BONUS = (0, 1, 1, 2, 3, 5, 8)  # by own-colour cards in one's suite, 0..6


def _info(card: str) -> tuple[str, str | None, int | None]:
    """(kind, suite, number) of a card id."""
    parts = card.split("-")
    if parts[0] == "step":
        return "step", parts[1], int(parts[2])
    if parts[0] in ("problem", "solution"):
        return parts[0], None, int(parts[1])
    return parts[0], None, None


CARD_INFO = {card: _info(card) for card in (
    [f"step-{s}-{n}" for s in SUITES for n in STEPS]
    + [f"problem-{n}" for n in PROBLEMS] + [f"solution-{n}" for n in SOLUTIONS]
    + ["amour", "colere"])}
CARD_IDS = tuple(CARD_INFO)


def card_view(card: str) -> dict:
    kind, suite, number = CARD_INFO[card]
    name = {"step": STEPS, "problem": PROBLEMS, "solution": SOLUTIONS}.get(kind, {}).get(
        number, "Amour" if kind == "amour" else "Grosse Colère")
    return {"card": card, "kind": kind, "name": name, "number": number, "suite": suite,
            "colour": suite if suite in RIDER_COLOURS else None}


OPTIONS = (
    Param("problems_per_number", "int", "How many Problem cards of each number, 1 to 6, the "
          "deck holds.", 2, 0, 4, title="Problem cards per number",
          fr=French("Cartes Problème par numéro", "Nombre de cartes Problème de chaque "
                    "numéro, de 1 à 6, dans le paquet.")),
    Param("solutions_per_number", "int", "How many Solution cards of each number, 1 to 6, "
          "the deck holds.", 2, 0, 4, title="Solution cards per number",
          fr=French("Cartes Solution par numéro", "Nombre de cartes Solution de chaque "
                    "numéro, de 1 à 6, dans le paquet.")),
    Param("amour", "int", "How many Amour cards the deck holds.", 5, 0, 10,
          title="Amour cards",
          fr=French("Cartes Amour", "Nombre de cartes Amour dans le paquet.")),
    Param("grosse_colere", "int", "How many Grosse Colère cards the deck holds.", 3, 0, 6,
          title="Grosse Colère cards",
          fr=French("Cartes Grosse Colère", "Nombre de cartes Grosse Colère dans le paquet.")),
    Param("max_turns_per_round", "int", "Safety net: the round ends with no winner after this "
          "many turns (bonuses are still scored).", 400, 10, 5000,
          title="Turn limit per round",
          fr=French("Limite de tours par manche", "Garde-fou : après ce nombre de tours, la "
                    "manche s'arrête sans gagnant (les points bonus sont tout de même "
                    "comptés).")),
    Param("first_player", "int", "The seat that opens round 1 (the winner of the last game); "
          "unset (the default), a seat drawn at random. Each next round is opened by the "
          "next seat.", None, 0, 3, nullable=True, title="First player",
          fr=French("Premier Cavalier", "La place qui ouvre la première manche (le joueur "
                    "ayant gagné la dernière partie) ; sans valeur (par défaut), une place "
                    "tirée au hasard. Chaque manche suivante est ouverte par la place "
                    "suivante, dans le sens des aiguilles d'une montre.")),
)
_CARD = Param("card", "choice", "A card id from your hand.", choices=CARD_IDS)
_TARGET = Param("target", "int", "The seat whose suite is targeted.", minimum=0, maximum=3)
MOVE_KINDS = (
    MoveKind("draw_pile", "Draw the top card of the face-down draw pile."),
    MoveKind("draw_discard", "Take the top card of the discard pile."),
    MoveKind("build", "Lay the next step card (one more than your suite's top, 1 to start) "
             "of any suite on your suite.", (_CARD,)),
    MoveKind("replace", "Replace your suite's top card, when it is not of your rider's colour, "
             "by the card of the same number of your colour; the replaced card is discarded.",
             (_CARD,)),
    MoveKind("attack", "Lay a Problem or a Grosse Colère on an opponent's suite (she must "
             "have her Poney and no problem).", (_CARD, _TARGET)),
    MoveKind("defend", "Lay the matching Solution, or an Amour, on the problem lying on a "
             "suite (yours or an opponent's).", (_CARD, _TARGET)),
    MoveKind("discard", "Discard one card face up.", (_CARD,)),
)


def _seat(description: str) -> dict:
    return integer(description, 0, 3)


_CARD_ID = string("A card id: step-<suite>-<n>, problem-<n>, solution-<n>, amour or colere.",
                  CARD_IDS)
_ROUND = integer("The round, from 1 (as many rounds as players).", 1, 4)
_DRAW_PILE = integer("Cards in the draw pile.", 0)
_CARD_VIEW = {
    "card": _CARD_ID,
    "kind": string("What the card is.", ["step", "problem", "solution", "amour", "colere"]),
    "name": string("Its name (a step's, a problem's or a solution's, Amour or Grosse "
                   "Colère)."),
    "number": nullable(integer("Its number; null for Amour and Grosse Colère.", 1, 6)),
    "suite": nullable(string("A step's suite; null for other cards.", SUITES)),
    "colour": nullable(string("A step's rider colour; null for other cards and the neutral "
                              "suites.", RIDER_COLOURS)),
}
_STEP_VIEW = obj({
    "card": string("The step's card id, step-<suite>-<n>.",
                   [c for c in CARD_IDS if CARD_INFO[c][0] == "step"]),
    "kind": string("What the card is: a step.", ["step"]),
    "name": string("The step's name.", STEPS.values()),
    "number": integer("Its number.", 1, SELLE),
    "suite": string("Its suite.", SUITES),
    "colour": nullable(string("Its rider colour; null for the neutral suites.",
                              RIDER_COLOURS)),
}, "A step.")
_PROBLEM_VIEW = obj({
    "card": string("The card id, problem-<n> or colere.",
                   [c for c in CARD_IDS if CARD_INFO[c][0] in ("problem", "colere")]),
    "kind": string("What the card is.", ["problem", "colere"]),
    "name": string("Its name.", [*PROBLEMS.values(), "Grosse Colère"]),
    "number": nullable(integer("The problem's number; null for a Grosse Colère.", 1, 6)),
    # a card's fields, as every card has them: null here (only steps have a suite or colour)
    "suite": nullable(string("Null: only steps have a suite.", SUITES)),
    "colour": nullable(string("Null: only steps have a rider colour.", RIDER_COLOURS)),
    "amours": integer("Amours laid on it (a Grosse Colère needs two).", 0,
                      AMOURS_FOR_COLERE - 1),
}, "The problem lying on its suite; null if none.")


def _card_view(description: str) -> dict:
    return obj(_CARD_VIEW, description)


_ROUND_SUMMARY = {  # a round's scoring: the `round_scored` event's fields, kept in `results`
    "round": _ROUND,
    "winner": nullable(_seat("The seat that laid its Selle; null if the round stopped "
                             "without one.")),
    "breakdown": by_seat(obj({
        "colour": string("The seat's rider colour.", RIDER_COLOURS),
        "own_colour_cards": integer("Cards of its colour in its suite.", 0, SELLE),
        "colour_bonus": integer("Its bonus for them.", 0, COLOUR_BONUS[-1]),
        "selle": integer("5 for the round's winner, else 0.", 0, SELLE_POINTS),
        "points": integer("Its points this round: colour_bonus + selle.", 0),
    }, "A seat's points this round."), "Each seat's points this round, itemised."),
    "totals": array(integer("The seat's total.", 0), "Each seat's total after this round, "
                    "by seat.", 2, 4),
}
_SEAT_AND_CARD = {"seat": _seat("The seat that acted."), "card": _CARD_ID}
_TARGET_SCHEMA = _seat("The seat whose suite is targeted.")
EVENT_KINDS = (
    EventKind("riders_drawn", "Setup: each seat's rider colour was drawn.",
              {"colours": array(string("A rider colour.", RIDER_COLOURS), "Each seat's "
                                "colour, by seat.", 2, 4)}),
    EventKind("start_player", "Setup: the seat that opens round 1 (each next round is opened "
              "by the next seat).", {"seat": _seat("The opener.")}),
    EventKind("round_started", "A round is dealt: every seat holds 5 cards.",
              {"round": _ROUND, "opener": _seat("The seat that plays first this round."),
               "hand_size": integer("Cards dealt to each seat.", HAND_SIZE, HAND_SIZE),
               "draw_pile": _DRAW_PILE}),
    EventKind("drew", "A seat drew a card.",
              {"seat": _seat("The seat that drew."),
               "source": string("pile: the face-down draw pile; discard: the discard top.",
                                ["pile", "discard"]),
               "card": nullable(described(_CARD_ID, "The card; null to other seats when "
                                          "drawn from the pile."))}),
    EventKind("reshuffled", "The draw pile ran out: the discard pile was shuffled into a new "
              "one.", {"draw_pile": _DRAW_PILE}),
    EventKind("build", "A seat laid the next step on its suite.", _SEAT_AND_CARD),
    EventKind("replace", "A seat replaced its suite's top by the step of the same number of "
              "its colour.",
              {**_SEAT_AND_CARD, "replaced": described(_CARD_ID, "The card replaced: it "
                                                       "goes to the discard pile.")}),
    EventKind("attack", "A seat laid a Problem or a Grosse Colère on an opponent's suite.",
              {**_SEAT_AND_CARD, "target": _TARGET_SCHEMA}),
    EventKind("defend", "A seat laid a Solution or an Amour on a suite's problem.",
              {**_SEAT_AND_CARD, "target": _TARGET_SCHEMA,
               "resolved": boolean("Whether the problem is gone (a Grosse Colère needs two "
                                   "Amours).")}),
    EventKind("discard", "A seat discarded a card face up.", _SEAT_AND_CARD),
    EventKind("passed", "A seat with no card and nothing to draw is passed.",
              {"seat": _seat("The seat passed."),
               "reason": string("Why.", ["no_legal_move"])}),
    EventKind("round_won", "A seat laid its Selle: the round is over, to be scored.",
              {"seat": _seat("The round's winner."), "round": _ROUND}),
    EventKind("round_stopped", "The round ended with no winner, to be scored.",
              {"round": _ROUND,
               "reason": string("max_turns_per_round: the option's safety net; no_cards: no "
                                "seat has a card or anything to draw.",
                                ["max_turns_per_round", "no_cards"])}),
    EventKind("round_scored", "A round was scored (by the service's scoring step).",
              _ROUND_SUMMARY),
)
VIEW_SCHEMA = obj({
    "phase": string("play, scoring (the round is over, its scoring due), or finished.",
                    ["play", "scoring", "finished"]),
    "round": _ROUND,
    "rounds": integer("Rounds in the match: one per player.", 2, 4),
    "opener": _seat("The seat that opened this round."),
    "turn": nullable(_seat("The seat to act; null outside play.")),
    "stage": nullable(string("draw: the seat to act draws; act: it plays a card; null "
                             "outside play.", ["draw", "act"])),
    "turns": integer("Turns played this round.", 0),
    "colours": array(string("A rider colour.", RIDER_COLOURS), "Each seat's rider colour, "
                     "by seat.", 2, 4),
    "totals": array(integer("The seat's total.", 0), "Each seat's points so far, by seat.",
                    2, 4),
    "draw_pile": _DRAW_PILE,
    "discard_pile": integer("Cards in the discard pile.", 0),
    "discard_top": nullable(_card_view("The discard pile's top card; null when empty.")),
    "hands": array(obj({
        "seat": _seat("The seat."),
        "count": integer("Cards in hand.", 0, HAND_SIZE),
        "cards": nullable(array(_card_view("A card."), "The cards; null but to their owner.",
                                0, HAND_SIZE)),
    }, "A hand."), "Every seat's hand, by seat.", 2, 4),
    "suites": array(obj({
        "seat": _seat("The seat."),
        "cards": array(_STEP_VIEW, "Its suite's steps, from 1.", 0, SELLE),
        "problem": nullable(_PROBLEM_VIEW),
    }, "A seat's suite."), "Every seat's suite, by seat.", 2, 4),
    "round_winner": nullable(_seat("The seat that laid its Selle this round; null until "
                                   "then or if none did.")),
    "out": array(_CARD_ID, "The resolved problems and their cures, face up, in order."),
    "results": array(obj(_ROUND_SUMMARY, "A round's scoring."), "The rounds scored so far, "
                     "in order.", 0, 4),
}, "The table of Poney Mon Amour as a seat (or the public) sees it.")


def deck(options: dict) -> list[str]:
    cards = [f"step-{s}-{n}" for s in SUITES for n in STEPS]
    for n in PROBLEMS:
        cards += [f"problem-{n}"] * options["problems_per_number"]
        cards += [f"solution-{n}"] * options["solutions_per_number"]
    return cards + ["amour"] * options["amour"] + ["colere"] * options["grosse_colere"]


def _check_options(options: dict, players: int) -> dict:
    if options["first_player"] is not None and options["first_player"] >= players:
        return {"first_player": [f"Must be a seat of this match: 0 to {players - 1}."]}
    return {}


# --- setup and rounds --------------------------------------------------------------------------
def setup(players: int, options: dict, seed: int) -> tuple[dict, list]:
    rng = random.new_rng(seed)
    colours = list(RIDER_COLOURS)
    random.shuffle(rng, colours)
    # a seat given takes no draw from the RNG; a null one draws as before the option existed
    first = options["first_player"]
    state = {
        "players": players,
        "options": dict(options),
        "rng": rng,
        "colours": colours[:players],
        "round": 1,
        "opener": random.draw(rng, players) if first is None else first,
        "totals": [0] * players,
        "results": [],
    }
    events = [{"type": "riders_drawn", "colours": list(state["colours"])},
              {"type": "start_player", "seat": state["opener"]}]
    _deal_round(state, events)
    return state, events


def _deal_round(state: dict, events: list) -> None:
    cards = deck(state["options"])
    random.shuffle(state["rng"], cards)
    n = state["players"]
    hands = [sorted(cards[-HAND_SIZE * (i + 1):len(cards) - HAND_SIZE * i]) for i in range(n)]
    state.update(
        phase="play", turn=state["opener"], stage="act", hands=hands,
        draw=cards[:len(cards) - HAND_SIZE * n], discard=[], out=[],
        suites=[[] for _ in range(n)], problems=[None] * n, turns=0, round_winner=None)
    events.append({"type": "round_started", "round": state["round"], "opener": state["opener"],
                   "hand_size": HAND_SIZE, "draw_pile": len(state["draw"])})


# --- rules -----------------------------------------------------------------------------------
def to_act(state: dict) -> list[int]:
    return [state["turn"]] if state["phase"] == "play" else []


def is_scoring(state: dict) -> bool:
    return state["phase"] == "scoring"


def _top_number(suite: list[str]) -> int:
    return CARD_INFO[suite[-1]][2] if suite else 0


def _attackable(state: dict, seat: int) -> bool:
    return len(state["suites"][seat]) >= PONEY and state["problems"][seat] is None


_SOLVES = {f"solution-{n}": f"problem-{n}" for n in SOLUTIONS}  # a Solution -> its Problem


def _cures(card: str, problem: dict) -> bool:
    return card == "amour" or _SOLVES.get(card) == problem["card"]


def legal_moves(state: dict, seat: int) -> list[dict]:
    if seat not in to_act(state):
        return []
    if state["stage"] == "draw":
        moves = [{"type": "draw_pile"}] if state["draw"] else []
        return moves + ([{"type": "draw_discard"}] if state["discard"] else [])
    moves = []
    suite = state["suites"][seat]
    top = _top_number(suite)
    blocked = state["problems"][seat] is not None
    targets = [t for t in range(state["players"]) if t != seat and _attackable(state, t)]
    colour = state["colours"][seat]
    for card in sorted(set(state["hands"][seat])):
        kind, card_suite, number = CARD_INFO[card]
        if kind == "step" and not blocked:
            if number == top + 1:
                moves.append({"type": "build", "card": card})
            elif number == top and card_suite == colour:  # (unique: the top is not hers)
                moves.append({"type": "replace", "card": card})
        elif kind in ("problem", "colere"):
            moves += [{"type": "attack", "card": card, "target": t} for t in targets]
        elif kind in ("solution", "amour"):
            moves += [{"type": "defend", "card": card, "target": t}
                      for t, problem in enumerate(state["problems"])
                      if problem is not None and _cures(card, problem)]
        moves.append({"type": "discard", "card": card})
    return moves


def _copy(state: dict) -> dict:
    new = dict(state)
    new["rng"] = dict(state["rng"])
    for key in ("hands", "suites"):
        new[key] = [list(cards) for cards in state[key]]
    for key in ("draw", "discard", "out", "totals", "results"):
        new[key] = list(state[key])
    new["problems"] = [{**p, "amours": list(p["amours"])} if p else None
                       for p in state["problems"]]
    return new


def _draw(state: dict, seat: int, move: dict, events: list) -> None:
    source, pile = ("pile", "draw") if move["type"] == "draw_pile" else ("discard", "discard")
    card = state[pile][-1]
    state[pile] = state[pile][:-1]
    events.append({"type": "drew", "seat": seat, "source": source, "card": card})
    hand = copy_seat_row(state, "hands", seat)
    hand.append(card)
    hand.sort()
    _refill_draw_pile(state, events)
    state["stage"] = "draw" if _draws(state, seat) else "act"


def _act(state: dict, seat: int, move: dict, events: list) -> None:
    card = move["card"]
    copy_seat_row(state, "hands", seat).remove(card)
    kind = move["type"]
    event = {"type": kind, "seat": seat, "card": card}
    if kind == "build":
        copy_seat_row(state, "suites", seat).append(card)
    elif kind == "replace":
        suite = copy_seat_row(state, "suites", seat)
        replaced = suite.pop()
        suite.append(card)
        state["discard"] = [*state["discard"], replaced]
        event["replaced"] = replaced
    elif kind == "attack":
        state["problems"] = list(state["problems"])
        state["problems"][move["target"]] = {"card": card, "amours": []}
        event["target"] = move["target"]
    elif kind == "defend":
        event["target"] = target = move["target"]
        state["problems"] = list(state["problems"])
        problem = state["problems"][target]
        if card == "amour":
            problem = state["problems"][target] = {**problem,
                                                   "amours": [*problem["amours"], card]}
        if problem["card"] == "colere" and len(problem["amours"]) < AMOURS_FOR_COLERE:
            event["resolved"] = False
        else:  # the problem and what solved it leave the round
            state["out"] = state["out"] + [problem["card"], *problem["amours"]] + (
                [] if card == "amour" else [card])
            state["problems"][target] = None
            event["resolved"] = True
    else:
        state["discard"] = [*state["discard"], card]
    events.append(event)
    state["turns"] += 1
    if kind == "build" and CARD_INFO[card][2] == SELLE:
        state.update(phase="scoring", round_winner=seat, turn=None, stage=None)
        events.append({"type": "round_won", "seat": seat, "round": state["round"]})
    elif state["turns"] >= state["options"]["max_turns_per_round"]:
        state.update(phase="scoring", turn=None, stage=None)
        events.append({"type": "round_stopped", "round": state["round"],
                       "reason": "max_turns_per_round"})
    else:
        _next_turn(state, (seat + 1) % state["players"], events)


def _refill_draw_pile(state: dict, events: list) -> None:
    """The rules: "When the draw pile is empty, the discard pile is shuffled into a new draw
    pile", at once; so the pile is empty only when the discard is too. If the pile runs out
    between two draws of one turn, the discard top goes into the new pile with the rest, and
    the next cards come from that pile."""
    if not state["draw"] and state["discard"]:
        state["draw"], state["discard"] = list(state["discard"]), []
        state["rng"] = dict(state["rng"])
        random.shuffle(state["rng"], state["draw"])
        events.append({"type": "reshuffled", "draw_pile": len(state["draw"])})


def _draws(state: dict, seat: int) -> bool:
    """Does `seat` draw (again) before acting? Until she holds 5, while the piles have cards
    (the pile is empty only when the discard is). Dealt 5, she does not draw on her first
    turn of the round; later she holds 4 after her action, so she draws one card as a rule."""
    return len(state["hands"][seat]) < HAND_SIZE and bool(state["draw"])


def _next_turn(state: dict, seat: int, events: list) -> None:
    """Starts `seat`'s turn at the draw, or at the action when she has nothing to draw. A
    seat with no card and nothing to draw is passed; if every seat is, the round stops."""
    _refill_draw_pile(state, events)  # the action may have laid a card on empty piles
    for _ in range(state["players"]):
        if state["hands"][seat] or state["draw"]:
            state["turn"] = seat
            state["stage"] = "draw" if _draws(state, seat) else "act"
            return
        events.append({"type": "passed", "seat": seat, "reason": "no_legal_move"})
        seat = (seat + 1) % state["players"]
    state.update(phase="scoring", turn=None, stage=None)
    events.append({"type": "round_stopped", "round": state["round"], "reason": "no_cards"})


def apply_move(state: dict, seat: int, move: dict) -> tuple[dict, list]:
    state = dict(state)  # each step copies what it changes (see `copy_seat_row`)
    events: list = []
    if state["stage"] == "draw":
        _draw(state, seat, move, events)
    else:
        _act(state, seat, move, events)
    return state, events


# --- end-of-round scoring ------------------------------------------------------------------------
def round_breakdown(state: dict) -> dict:
    breakdown = {}
    for seat, suite in enumerate(state["suites"]):
        own = sum(1 for card in suite if CARD_INFO[card][1] == state["colours"][seat])
        selle = SELLE_POINTS if state["round_winner"] == seat else 0
        breakdown[str(seat)] = {"colour": state["colours"][seat], "own_colour_cards": own,
                                "colour_bonus": COLOUR_BONUS[own], "selle": selle,
                                "points": COLOUR_BONUS[own] + selle}
    return breakdown


def score(state: dict) -> tuple[dict, list]:
    state = _copy(state)
    breakdown = round_breakdown(state)
    for seat, item in breakdown.items():
        state["totals"][int(seat)] += item["points"]
    summary = {"round": state["round"], "winner": state["round_winner"],
               "breakdown": breakdown, "totals": list(state["totals"])}
    state["results"].append(summary)
    events = [{"type": "round_scored", **summary}]
    if state["round"] < state["players"]:
        state["round"] += 1
        state["opener"] = (state["opener"] + 1) % state["players"]
        _deal_round(state, events)
    else:
        state.update(phase="finished", turn=None, stage=None)
    return state, events


def result(state: dict) -> dict | None:
    if state["phase"] != "finished":
        return None
    totals = state["totals"]
    ranking = sorted(range(state["players"]), key=lambda s: (-totals[s], s))
    return {"ranking": ranking, "scores": {str(s): t for s, t in enumerate(totals)},
            "winners": [s for s in ranking if totals[s] == totals[ranking[0]]]}


# --- what each viewer sees ---------------------------------------------------------------------
def view(state: dict, viewer: int | None) -> dict:
    return {
        "phase": state["phase"],
        "round": state["round"],
        "rounds": state["players"],
        "opener": state["opener"],
        "turn": state["turn"],
        "stage": state["stage"],
        "turns": state["turns"],
        "colours": list(state["colours"]),
        "totals": list(state["totals"]),
        "draw_pile": len(state["draw"]),
        "discard_pile": len(state["discard"]),
        "discard_top": card_view(state["discard"][-1]) if state["discard"] else None,
        "hands": [{"seat": s, "count": len(hand),
                   "cards": [card_view(c) for c in hand] if s == viewer else None}
                  for s, hand in enumerate(state["hands"])],
        "suites": [{"seat": s, "cards": [card_view(c) for c in suite],
                    "problem": {**card_view(p["card"]), "amours": len(p["amours"])}
                    if (p := state["problems"][s]) else None}
                   for s, suite in enumerate(state["suites"])],
        "round_winner": state["round_winner"],
        "out": list(state["out"]),  # resolved problems and their cures, laid face up
        "results": copy.deepcopy(state["results"]),
    }


def event_view(event: dict, viewer: int | None) -> dict:
    """A card drawn from the pile is shown to its drawer only."""
    if event["type"] == "drew" and event["source"] == "pile" and event["seat"] != viewer:
        return {**event, "card": None}
    return event


# --- AI --------------------------------------------------------------------------------------
def _ai_stream(state: dict, seat: int) -> dict:
    """The RNG moves only at deals and reshuffles, so the AI's stream also depends on the
    position as this seat sees it."""
    position = (state["round"], state["turns"], len(state["draw"]), len(state["discard"]),
                len(state["hands"][seat]))
    return random.derived(state["rng"], seat, *position)


def ai_random(state: dict, seat: int, moves: list | None = None) -> dict:
    return any_of(moves or legal_moves(state, seat), _ai_stream(state, seat))


def _useful(state: dict, seat: int, card: str) -> bool:
    """Would `card` build on `seat`'s suite, or replace its top (towards her colour), or cure
    her problem?"""
    kind, suite, number = CARD_INFO[card]
    top = _top_number(state["suites"][seat])
    problem = state["problems"][seat]
    if kind == "step":
        return number == top + 1 or (number == top and suite == state["colours"][seat])
    return kind in ("solution", "amour") and problem is not None and _cures(card, problem)


def _greedy_value(state: dict, seat: int, move: dict) -> float:
    kind, suite, number = CARD_INFO[move["card"]]
    own_colour = suite == state["colours"][seat]
    if move["type"] == "defend":
        return 100 if move["target"] == seat else -100  # remedies are for one's own problems
    if move["type"] == "build":
        return 80 + (5 if own_colour else 0)
    if move["type"] == "attack":
        return 40 + 3 * len(state["suites"][move["target"]]) + (2 if kind == "colere" else 0)
    if move["type"] == "replace":  # always towards her colour: one more bonus card
        return 30
    # discard: the least useful card goes; remedies and next steps are kept
    keep = 0.0
    if kind in ("solution", "amour"):
        keep = 20
    elif kind == "step":
        top = _top_number(state["suites"][seat])
        keep = max(0.0, 10 - 2 * abs(number - top - 1)) + (3 if own_colour else 0)
    return -keep


def ai_greedy(state: dict, seat: int, moves: list | None = None) -> dict:
    moves = moves or legal_moves(state, seat)
    if state["stage"] == "draw":  # chosen afresh for each card of a draw
        top = state["discard"][-1] if state["discard"] else None
        wanted = top is not None and _useful(state, seat, top)
        return {"type": "draw_discard"} if wanted else {"type": "draw_pile"}
    values = [_greedy_value(state, seat, m) for m in moves]
    return best_of(moves, values, _ai_stream(state, seat))


def determinize(view: dict, options: dict, players: int, seat: int, stream: dict) -> dict:
    """A state `seat` cannot tell from the true one: the cards it has not seen (others'
    hands, the draw pile, the discard under its top) are dealt at random from the deck
    minus every card in sight; future shuffles get a fresh RNG."""
    hands = [[c["card"] for c in h["cards"]] if h["cards"] is not None else None
             for h in view["hands"]]
    suites = [[c["card"] for c in s["cards"]] for s in view["suites"]]
    problems = [{"card": s["problem"]["card"], "amours": ["amour"] * s["problem"]["amours"]}
                if s["problem"] else None for s in view["suites"]]
    top = [view["discard_top"]["card"]] if view["discard_top"] else []
    unseen = deck(options)
    in_sight = [*(c for h in hands if h for c in h), *(c for s in suites for c in s),
                *(c for p in problems if p for c in (p["card"], *p["amours"])),
                *top, *view["out"]]
    for card in in_sight:
        unseen.remove(card)
    random.shuffle(stream, unseen)
    for h in view["hands"]:
        if hands[h["seat"]] is None:
            hands[h["seat"]] = sorted(unseen[:h["count"]])
            del unseen[:h["count"]]
    under_top = view["discard_pile"] - len(top)
    return {
        "players": players, "options": dict(options),
        "rng": random.new_rng(random.draw(stream, random.SEED_LIMIT)),
        "colours": list(view["colours"]), "round": view["round"], "opener": view["opener"],
        "totals": list(view["totals"]), "results": copy.deepcopy(view["results"]),
        "phase": view["phase"], "turn": view["turn"], "stage": view["stage"],
        "hands": hands, "draw": unseen[under_top:], "discard": unseen[:under_top] + top,
        "out": list(view["out"]), "suites": suites, "problems": problems,
        "turns": view["turns"],
        "round_winner": view["round_winner"],
    }


_POINTS_TEMPERATURE = 3.0


def evaluate(state: dict) -> list[float]:
    """A soft win chance from points so far plus the round in progress: the colour bonus in
    hand on the table, and the suite's progress towards the Selle (slowed by a problem)."""
    estimates = []
    for seat, suite in enumerate(state["suites"]):
        own = sum(1 for card in suite if CARD_INFO[card][1] == state["colours"][seat])
        progress = len(suite) - (1.5 if state["problems"][seat] else 0)
        estimates.append(state["totals"][seat] + COLOUR_BONUS[own] + 0.8 * progress)
    return win_chances(estimates, _POINTS_TEMPERATURE)


GAME = Game(
    id="poney-mon-amour",
    name="Poney Mon Amour",
    min_players=2,
    max_players=4,
    summary="Prepare your pony first — Licol, Poney, Pansage, Filet, Tapis, Selle — while "
            "slowing the others with problems; cards of your rider's colour earn bonuses.",
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
    rules_version=2,  # 2026-12-01: replace towards one's colour, draw up to five, first_player
    # the last game's winner opens the next one ("le joueur ayant gagné la dernière partie
    # … est désigné Premier Cavalier"); with no single winner, a random seat ("à défaut")
    rematch_options=last_winner_opens,
    event_view=event_view,
    is_scoring=is_scoring,
    score=score,
    determinize=determinize,
    evaluate=evaluate,
    event_kinds=EVENT_KINDS,
    view_schema=VIEW_SCHEMA,
)
