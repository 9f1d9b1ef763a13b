"""Royal Turf, horse-race betting in three races, as in docs/games.md.

A race: preparation (chance: start order and one card per horse), betting (each player puts
one token at a time on a horse, tokens on different horses), racing (roll the die, then move
an unmoved horse by its card's value for the symbol) until three horses cross the line; then
the race is scored (asynchronously, by the service's scoring job) and the next one prepared.
"""

import copy

from engines import rng as random
from engines.choice import any_of, best_of, win_chances
from engines.core import EventKind, French, Game, MoveKind, Param, copy_seat_row
from engines.royal_turf_data import (
    BLUFF_TOKEN,
    CARDS,
    DIE_FACES,
    FINAL_RACE_MULTIPLIER,
    HORSES,
    LAST_HORSE_PENALTY,
    PAYOUT_TABLE,
    START_SQUARES,
    SYMBOLS,
    TOKENS,
)
from engines.schema import array, boolean, by_seat, described, integer, nullable, obj, string

HORSE_COUNT = len(HORSES)
FINISHERS_TO_END = 3
TABLE_ROWS = len(PAYOUT_TABLE)

OPTIONS = (
    Param("races", "int", "How many races the match has.", 3, 1, 3, title="Races",
          fr=French("Courses", "Nombre de courses de la partie.")),
    Param("track_length", "int", "A horse finishes on reaching this square or beyond.",
          33, 10, 200, title="Track length",
          fr=French("Longueur de la piste", "Un cheval franchit la ligne d'arrivée en "
                    "atteignant cette case ou une case au-delà.")),
    Param("hidden_bets", "bool", "Bets are placed face down (only their owner sees a "
          "token's value until the race ends) and each player also gets a 0 bluff token.",
          False, title="Hidden bets",
          fr=French("Paris cachés", "Les jetons pari sont posés face cachée (seul leur "
                    "propriétaire en voit la valeur jusqu'à la fin de la course) et chaque "
                    "joueur reçoit en plus un jeton bluff de valeur 0.")),
    Param("payout_table", "int_matrix", "Payout per token unit: one row per number of units "
          "the table placed on the horse (1, 2, 3, 4, 5+), one column per place (1st, 2nd, "
          "3rd).", [list(row) for row in PAYOUT_TABLE], 0, 100_000, shape=(TABLE_ROWS, 3),
          title="Payout table",
          fr=French("Tableau de gain", "Gain par unité de jeton : une ligne par nombre "
                    "d'unités pariées par toute la table sur le cheval (1, 2, 3, 4, 5 et "
                    "plus), une colonne par place (1er, 2e, 3e).")),
    Param("last_horse_penalty", "int", "What each unit bet on the last horse costs.",
          LAST_HORSE_PENALTY, 0, 100_000, title="Last horse penalty",
          fr=French("Pénalité du dernier cheval", "Ce que coûte chaque unité pariée sur le "
                    "cheval arrivé dernier.")),
    Param("final_race_multiplier", "int", "Every payout and penalty of the final race is "
          "multiplied by this.", FINAL_RACE_MULTIPLIER, 1, 10, title="Final race multiplier",
          fr=French("Multiplicateur de la dernière course", "Chaque gain et chaque pénalité "
                    "de la dernière course sont multipliés par ce nombre.")),
)
_HORSE = Param("horse", "int", "Index of the horse (0..6).", minimum=0,
               maximum=HORSE_COUNT - 1)
MOVE_KINDS = (
    MoveKind("bet", "Place one of your tokens on a horse you have not bet on this race.",
             (_HORSE, Param("token", "int", "Value of the token to place (0 is the bluff "
                                              "token of hidden bets).", minimum=0, maximum=2,
                            secret=True))),
    MoveKind("roll", "Roll the die (the server draws the symbol)."),
    MoveKind("move_horse", "Move a horse that has not moved in this cycle by its card's "
             "value for the rolled symbol.", (_HORSE,)),
)


def _seat(description: str) -> dict:
    return integer(description, 0, 5)


def _horse(description: str = "Index of the horse (0..6).") -> dict:
    return integer(description, 0, HORSE_COUNT - 1)


def _token(description: str = "The token's value (0: the bluff token of hidden bets).") -> dict:
    return integer(description, 0, 2)


def _card(description: str) -> dict:
    return obj({symbol: integer(f"Squares the horse moves on a `{symbol}` roll.", 0, 20)
                for symbol in SYMBOLS}, description)


_RACE = integer("The race, from 1.", 1, 3)
_SYMBOL = string("A symbol of the die (tete on 3 faces of 6).", SYMBOLS)
_FINISHERS = array(_horse(), "The horses that crossed the line, in order.", 0, FINISHERS_TO_END)
_BET = obj({"seat": _seat("The bettor."), "horse": _horse(), "token": _token()}, "A bet.")
_RACE_SUMMARY = {  # a race's scoring: the `round_scored` event's fields, kept in `results`
    "race": _RACE,
    "multiplier": integer("What every payout and penalty of this race was multiplied by "
                          "(final_race_multiplier in the final race, else 1).", 1, 10),
    "finishers": array(_horse(), "The first three horses, in order.",
                       FINISHERS_TO_END, FINISHERS_TO_END),
    "last": _horse("The last horse."),
    "payouts": by_seat(integer("What the seat won (or lost, below 0) on this race."),
                       "Each seat's total for this race."),
    "breakdown": by_seat(array(obj({
        "horse": _horse(),
        "token": _token(),
        "units_on_horse": integer("Units the whole table bet on this horse.", 0),
        "place": nullable(integer("The horse's place; null unless it finished in the first "
                                  "three.", 1, FINISHERS_TO_END)),
        "last": boolean("Whether the horse came last."),
        "amount": integer("What this token won (or lost, below 0)."),
    }, "A token's payout."), "The seat's tokens, in betting order."),
        "Each seat's payout, token by token."),
    "money": array(integer("The seat's money."), "Each seat's money after this race, by "
                   "seat.", 2, 6),
}
EVENT_KINDS = (
    EventKind("start_player", "Setup: the seat that opens the first race (each next race is "
              "opened by the next seat).", {"seat": _seat("The seat that bets first.")}),
    EventKind("race_started", "A race's betting opens.",
              {"race": _RACE, "first_player": _seat("The seat that bets and rolls first.")}),
    EventKind("horses_placed", "The horses' start order was drawn.",
              {"order": array(_horse(), "Horses from the front square (0) backwards, one "
                              "square apart.", HORSE_COUNT, HORSE_COUNT)}),
    EventKind("cards_dealt", "Each horse got one of its three cards for this race.",
              {"cards": array(obj({
                  "horse": _horse(),
                  "card_index": integer("Which of the horse's cards.", 0, 2),
                  "card": _card("The card: squares per symbol rolled."),
              }, "A horse's card."), "One card per horse, by horse.",
                  HORSE_COUNT, HORSE_COUNT)}),
    EventKind("bet_placed", "A seat placed a token on a horse.",
              {"seat": _seat("The bettor."), "horse": _horse(),
               "token": nullable(_token("The token's value; null to other seats when the bet "
                                        "is face down (until bets_revealed).")),
               "face_down": boolean("Whether the bet is face down (option hidden_bets).")}),
    EventKind("betting_closed", "Every token is placed: the race begins."),
    EventKind("rolled", "A seat rolled the die.",
              {"seat": _seat("The seat that rolled."), "symbol": _SYMBOL}),
    EventKind("horse_moved", "A horse moved by its card's value for the rolled symbol.",
              {"seat": _seat("The seat that moved it."), "horse": _horse(), "symbol": _SYMBOL,
               "value": integer("Its card's value for the symbol.", 0, 20),
               "from": integer("Its square before (start squares: 0 to -6).",
                               min(START_SQUARES)),
               "to": integer("Its square after (at least track_length: it crossed the line; "
                             "short of the line, the first free square behind).",
                             min(START_SQUARES)),
               "place": integer("Its place, when it crossed the line with this move.", 1,
                                FINISHERS_TO_END)},
              optional=("place",)),
    EventKind("cycle_started", "Every running horse has moved: all may move again."),
    EventKind("race_finished", "Three horses crossed the line: the race is over, to be "
              "scored.",
              {"race": _RACE,
               "finishers": array(_horse(), "The first three horses, in order.",
                                  FINISHERS_TO_END, FINISHERS_TO_END),
               "last": _horse("The last horse (the furthest back).")}),
    EventKind("bets_revealed", "Hidden bets: every token of the race, face up.",
              {"bets": array(_BET, "Every bet of the race, in betting order.")}),
    EventKind("round_scored", "A race was scored (by the service's scoring step).",
              _RACE_SUMMARY),
)
VIEW_SCHEMA = obj({
    "phase": string("betting, racing, scoring (the race is over, its payouts due), or "
                    "finished.", ["betting", "racing", "scoring", "finished"]),
    "race": _RACE,
    "races": integer("Races in the match (option races).", 1, 3),
    "first_player": _seat("The seat that bets and rolls first in this race."),
    "turn": nullable(_seat("The seat to act; null while scoring and once finished.")),
    "roll": nullable(described(_SYMBOL, "The symbol rolled, a horse still to move by it; "
                               "null when the seat to act is to roll.")),
    "track_length": integer("A horse finishes on reaching this square or beyond.", 10, 200),
    "money": array(integer("The seat's money."), "Each seat's money, by seat.", 2, 6),
    "horses": array(obj({
        "id": string("The horse's id.", [h["id"] for h in HORSES]),
        "name": string("The horse's name.", [h["name"] for h in HORSES]),
        "colour": string("The horse's colour.", [h["colour"] for h in HORSES]),
        "horse": _horse(),
        "position": integer("Its square (start squares: 0 to -6).", min(START_SQUARES)),
        "card_index": integer("Which of its cards it runs with this race.", 0, 2),
        "card": _card("Its card: squares per symbol rolled."),
        "moved_this_cycle": boolean("Whether it moved in this cycle."),
        "place": nullable(integer("Its place; null unless it finished.", 1,
                                  FINISHERS_TO_END)),
    }, "A horse."), "The horses, by index.", HORSE_COUNT, HORSE_COUNT),
    "finishers": _FINISHERS,
    "last": nullable(_horse("The last horse; null until the race is over.")),
    "bets": array(obj({"seat": _seat("The bettor."), "horse": _horse(),
                       "token": nullable(_token("The token's value; null to other seats "
                                                "while a face-down bet is hidden."))},
                      "A bet."), "This race's bets, in betting order."),
    "tokens_left": array(obj({
        "seat": _seat("The seat."),
        "count": integer("Tokens it has left to place.", 0, len(TOKENS) + 1),
        "values": nullable(array(_token(), "Their values; null to other seats while bets "
                                 "are hidden.", 0, len(TOKENS) + 1)),
    }, "A seat's tokens still to place."), "Each seat's tokens left, by seat.", 2, 6),
    "results": array(obj(_RACE_SUMMARY, "A race's scoring."), "The races scored so far, in "
                     "order.", 0, 3),
}, "The table of Royal Turf as a seat (or the public) sees it.")
ROLL = {"type": "roll"}


# --- races -----------------------------------------------------------------------------------
def _prepare_race(state: dict, events: list) -> None:
    """Chance: the horses' start order and one card per horse for this race."""
    order = list(range(HORSE_COUNT))
    random.shuffle(state["rng"], order)
    for square, horse in zip(START_SQUARES, order, strict=True):
        state["positions"][horse] = square
    state["cards"] = [random.draw(state["rng"], len(CARDS[h])) for h in range(HORSE_COUNT)]
    tokens = list(TOKENS) + ([BLUFF_TOKEN] if state["options"]["hidden_bets"] else [])
    state.update(phase="betting", turn=state["first_player"], roll=None, bets=[],
                 tokens=[sorted(tokens) for _ in range(state["players"])],
                 moved=[False] * HORSE_COUNT, finishers=[], last=None)
    events.append({"type": "race_started", "race": state["race"],
                   "first_player": state["first_player"]})
    events.append({"type": "horses_placed", "order": order})
    events.append({"type": "cards_dealt", "cards": [
        {"horse": h, "card_index": c, "card": dict(CARDS[h][c])}
        for h, c in enumerate(state["cards"])]})


def setup(players: int, options: dict, seed: int) -> tuple[dict, list]:
    state = {
        "players": players,
        "options": dict(options),
        "rng": random.new_rng(seed),
        "money": [0] * players,
        "race": 1,
        "positions": [0] * HORSE_COUNT,
        "results": [],
    }
    state["first_player"] = random.draw(state["rng"], players)
    events = [{"type": "start_player", "seat": state["first_player"]}]
    _prepare_race(state, events)
    return state, events


# --- rules -----------------------------------------------------------------------------------
def to_act(state: dict) -> list[int]:
    return [state["turn"]] if state["phase"] in ("betting", "racing") else []


def is_scoring(state: dict) -> bool:
    return state["phase"] == "scoring"


def legal_moves(state: dict, seat: int) -> list[dict]:
    if seat not in to_act(state):
        return []
    if state["phase"] == "betting":
        taken = {b["horse"] for b in state["bets"] if b["seat"] == seat}
        return [{"type": "bet", "horse": h, "token": t}
                for t in sorted(set(state["tokens"][seat]))
                for h in range(HORSE_COUNT) if h not in taken]
    if state["roll"] is None:
        return [ROLL]
    return [{"type": "move_horse", "horse": h} for h in range(HORSE_COUNT)
            if not state["moved"][h] and h not in state["finishers"]]


def _copy(state: dict) -> dict:
    new = dict(state)
    new["rng"] = dict(state["rng"])
    for key in ("money", "positions", "cards", "moved", "finishers", "bets", "results"):
        new[key] = list(state[key])
    new["tokens"] = [list(t) for t in state["tokens"]]
    return new


def _bet(state: dict, seat: int, horse: int, token: int, events: list) -> None:
    copy_seat_row(state, "tokens", seat).remove(token)
    state["bets"] = [*state["bets"], {"seat": seat, "horse": horse, "token": token}]
    events.append({"type": "bet_placed", "seat": seat, "horse": horse, "token": token,
                   "face_down": state["options"]["hidden_bets"]})
    if any(state["tokens"]):
        state["turn"] = (seat + 1) % state["players"]
    else:
        state.update(phase="racing", turn=state["first_player"])
        events.append({"type": "betting_closed"})


def _roll(state: dict, seat: int, events: list) -> None:
    state["roll"] = DIE_FACES[random.draw(state["rng"], len(DIE_FACES))]
    events.append({"type": "rolled", "seat": seat, "symbol": state["roll"]})


def _move_horse(state: dict, seat: int, horse: int, events: list) -> None:
    symbol = state["roll"]
    value = CARDS[horse][state["cards"][horse]][symbol]
    positions = state["positions"] = list(state["positions"])
    finishers = state["finishers"]
    origin = positions[horse]
    target = origin + value
    line = state["options"]["track_length"]
    if target < line:  # one horse per square: the first free square behind
        occupied = {p for h, p in enumerate(positions) if h != horse and h not in finishers}
        while target > origin and target in occupied:
            target -= 1
    positions[horse] = target
    moved = state["moved"] = list(state["moved"])
    moved[horse] = True
    state["roll"] = None
    event = {"type": "horse_moved", "seat": seat, "horse": horse, "symbol": symbol,
             "value": value, "from": origin, "to": target}
    if target >= line:
        finishers = state["finishers"] = [*finishers, horse]
        event["place"] = len(finishers)
    events.append(event)
    if len(finishers) == FINISHERS_TO_END:
        running = [h for h in range(HORSE_COUNT) if h not in finishers]
        state["last"] = min(running, key=lambda h: positions[h])
        state.update(phase="scoring", turn=None)
        events.append({"type": "race_finished", "race": state["race"],
                       "finishers": list(finishers), "last": state["last"]})
        if state["options"]["hidden_bets"]:
            events.append({"type": "bets_revealed", "bets": list(state["bets"])})
        return
    if all(moved[h] or h in finishers for h in range(HORSE_COUNT)):
        state["moved"] = [False] * HORSE_COUNT
        events.append({"type": "cycle_started"})
    state["turn"] = (seat + 1) % state["players"]


def apply_move(state: dict, seat: int, move: dict) -> tuple[dict, list]:
    # The new state has its own RNG and shares the rest with the input, as far as the move
    # leaves it unchanged: each kind of move copies the parts it changes.
    state = dict(state)
    state["rng"] = dict(state["rng"])
    events: list = []
    if move["type"] == "bet":
        _bet(state, seat, move["horse"], move["token"], events)
    elif move["type"] == "roll":
        _roll(state, seat, events)
    else:
        _move_horse(state, seat, move["horse"], events)
    return state, events


# --- scoring ---------------------------------------------------------------------------------
def _units_on(bets: list[dict]) -> list[int]:
    units = [0] * HORSE_COUNT
    for bet in bets:
        units[bet["horse"]] += bet["token"]
    return units


def race_payouts(state: dict) -> dict:
    """Each seat's payout for the race just run, token by token."""
    options = state["options"]
    multiplier = options["final_race_multiplier"] if state["race"] == options["races"] else 1
    units = _units_on(state["bets"])
    breakdown = {str(s): [] for s in range(state["players"])}
    for bet in state["bets"]:
        horse, token = bet["horse"], bet["token"]
        place = state["finishers"].index(horse) + 1 if horse in state["finishers"] else None
        amount = 0
        if place is not None and units[horse]:
            row = options["payout_table"][min(units[horse], TABLE_ROWS) - 1]
            amount = token * row[place - 1] * multiplier
        elif horse == state["last"]:
            amount = -token * options["last_horse_penalty"] * multiplier
        breakdown[str(bet["seat"])].append({
            "horse": horse, "token": token, "units_on_horse": units[horse],
            "place": place, "last": horse == state["last"], "amount": amount})
    totals = {seat: sum(item["amount"] for item in items) for seat, items in breakdown.items()}
    return {"race": state["race"], "multiplier": multiplier,
            "finishers": list(state["finishers"]), "last": state["last"],
            "payouts": totals, "breakdown": breakdown}


def score(state: dict) -> tuple[dict, list]:
    state = _copy(state)
    summary = race_payouts(state)
    for seat, amount in summary["payouts"].items():
        state["money"][int(seat)] += amount
    summary["money"] = list(state["money"])
    state["results"].append(summary)
    events = [{"type": "round_scored", **summary}]
    if state["race"] < state["options"]["races"]:
        state["race"] += 1
        state["first_player"] = (state["first_player"] + 1) % state["players"]
        _prepare_race(state, events)
    else:
        state.update(phase="finished", turn=None)
    return state, events


def result(state: dict) -> dict | None:
    if state["phase"] != "finished":
        return None
    money = state["money"]
    ranking = sorted(range(state["players"]), key=lambda s: (-money[s], s))
    best = max(money)
    return {"ranking": ranking, "scores": {str(s): m for s, m in enumerate(money)},
            "winners": [s for s in ranking if money[s] == best]}


# --- what each viewer sees ---------------------------------------------------------------------
def _bets_hidden(state: dict) -> bool:
    """Face-down tokens stay hidden until the race ends."""
    return state["options"]["hidden_bets"] and state["phase"] in ("betting", "racing")


def view(state: dict, viewer: int | None) -> dict:
    hidden = _bets_hidden(state)
    return {
        "phase": state["phase"],
        "race": state["race"],
        "races": state["options"]["races"],
        "first_player": state["first_player"],
        "turn": state["turn"],
        "roll": state["roll"],
        "track_length": state["options"]["track_length"],
        "money": list(state["money"]),
        "horses": [
            {**HORSES[h], "horse": h, "position": state["positions"][h],
             "card_index": state["cards"][h], "card": dict(CARDS[h][state["cards"][h]]),
             "moved_this_cycle": state["moved"][h],
             "place": state["finishers"].index(h) + 1 if h in state["finishers"] else None}
            for h in range(HORSE_COUNT)],
        "finishers": list(state["finishers"]),
        "last": state["last"],
        "bets": [{**b, "token": None} if hidden and b["seat"] != viewer else dict(b)
                 for b in state["bets"]],
        "tokens_left": [
            {"seat": s, "count": len(tokens),
             "values": None if hidden and s != viewer else list(tokens)}
            for s, tokens in enumerate(state["tokens"])],
        "results": copy.deepcopy(state["results"]),
    }


def event_view(event: dict, viewer: int | None) -> dict:
    """A face-down token's value is its owner's alone (it is revealed at the race's end)."""
    if event.get("seat") == viewer:
        return event
    if event["type"] == "bet_placed" and event["face_down"]:
        return {**event, "token": None}
    if event["type"] == "move_played" and event["move"]["type"] == "bet":
        # The posted move does not say whether bets are face down: its token is the owner's;
        # open bets show their value in the `bet_placed` event that follows.
        return {**event, "move": {**event["move"], "token": None}}
    return event


# --- AI --------------------------------------------------------------------------------------
def _ai_stream(state: dict, seat: int) -> dict:
    return random.derived(state["rng"], seat)


def ai_random(state: dict, seat: int, moves: list | None = None) -> dict:
    return any_of(moves or legal_moves(state, seat), _ai_stream(state, seat))


def _seen_units(state: dict, seat: int) -> tuple[list[float], list[float]]:
    """Units on each horse from `seat`'s own bets, and from others' as far as `seat` can see
    (a face-down token counts as one unit)."""
    mine, others = [0.0] * HORSE_COUNT, [0.0] * HORSE_COUNT
    hidden = _bets_hidden(state)
    for bet in state["bets"]:
        if bet["seat"] == seat:
            mine[bet["horse"]] += bet["token"]
        else:
            others[bet["horse"]] += 1 if hidden else bet["token"]
    return mine, others


def _strength(state: dict, horse: int) -> float:
    """A betting estimate: a front start and a reliable `tete` (half the rolls) help."""
    return state["positions"][horse] + 0.6 * CARDS[horse][state["cards"][horse]]["tete"]


def _bet_value(state: dict, seat: int, move: dict) -> float:
    options = state["options"]
    mine, others = _seen_units(state, seat)
    rank = sorted(range(HORSE_COUNT), key=lambda h: -_strength(state, h)).index(move["horse"])
    units = mine[move["horse"]] + others[move["horse"]] + move["token"]
    if rank < FINISHERS_TO_END:
        row = options["payout_table"][min(max(int(units), 1), TABLE_ROWS) - 1]
        per_unit = row[rank]
    elif rank == HORSE_COUNT - 1:
        per_unit = -options["last_horse_penalty"]
    else:
        per_unit = 0
    return move["token"] * per_unit


def _race_value(state: dict, seat: int, move: dict) -> float:
    """Good values on own horses, bad values on the others' (mean move is 5)."""
    mine, others = _seen_units(state, seat)
    horse = move["horse"]
    value = CARDS[horse][state["cards"][horse]][state["roll"]]
    return (mine[horse] - others[horse]) * (value - 5) + 0.01 * value


def ai_greedy(state: dict, seat: int, moves: list | None = None) -> dict:
    moves = moves or legal_moves(state, seat)
    if moves[0]["type"] == "roll":
        return moves[0]
    judge = _bet_value if state["phase"] == "betting" else _race_value
    values = [judge(state, seat, m) for m in moves]
    return best_of(moves, values, _ai_stream(state, seat))


def chance_outcomes(state: dict, seat: int, move: dict) -> list[tuple[float, dict]] | None:
    """The die's symbols with their odds (for search over chance outcomes)."""
    if move["type"] != "roll":
        return None
    outcomes = []
    for symbol in SYMBOLS:
        after = _copy(state)
        after["roll"] = symbol
        outcomes.append((DIE_FACES.count(symbol) / len(DIE_FACES), after))
    return outcomes


def determinize(view: dict, options: dict, players: int, seat: int, stream: dict) -> dict:
    """The state as `seat` sees it; face-down tokens of others get values drawn from what
    they could be (each player's 0, 1, 1, 2), future dice and deals a fresh RNG."""
    bets = [dict(b) for b in view["bets"]]
    tokens = []
    for left in view["tokens_left"]:
        if left["values"] is not None:
            tokens.append(list(left["values"]))
            continue
        pool = sorted([*TOKENS, BLUFF_TOKEN])
        random.shuffle(stream, pool)
        for bet in bets:
            if bet["seat"] == left["seat"]:
                bet["token"] = pool.pop()
        tokens.append(sorted(pool))
    horses = view["horses"]
    return {
        "players": players,
        "options": dict(options),
        "rng": random.new_rng(random.draw(stream, random.SEED_LIMIT)),
        "money": list(view["money"]),
        "race": view["race"],
        "positions": [h["position"] for h in horses],
        "cards": [h["card_index"] for h in horses],
        "results": copy.deepcopy(view["results"]),
        "first_player": view["first_player"],
        "phase": view["phase"],
        "turn": view["turn"],
        "roll": view["roll"],
        "bets": bets,
        "tokens": tokens,
        "moved": [h["moved_this_cycle"] for h in horses],
        "finishers": list(view["finishers"]),
        "last": view["last"],
    }


_MONEY_TEMPERATURE = 400.0


def evaluate(state: dict) -> list[float]:
    """A soft win chance from money plus what the bets would pay if the race ended in its
    present order (finishers, then the rest by position)."""
    projected = dict(state)
    running = sorted((h for h in range(HORSE_COUNT) if h not in state["finishers"]),
                     key=lambda h: -state["positions"][h])
    projected["finishers"] = (list(state["finishers"]) + running)[:FINISHERS_TO_END]
    projected["last"] = running[-1]
    payouts = race_payouts(projected)["payouts"]
    money = [state["money"][s] + payouts[str(s)] for s in range(state["players"])]
    return win_chances(money, _MONEY_TEMPERATURE)


GAME = Game(
    id="royal-turf",
    name="Royal Turf",
    min_players=2,
    max_players=6,
    summary="Bet on three of seven horses, then race them: roll the die and move any horse "
            "that has not moved this cycle by its card's value. Three races, payouts by "
            "place and by how crowded the bets were.",
    options=OPTIONS,
    move_kinds=MOVE_KINDS,
    setup=setup,
    to_act=to_act,
    legal_moves=legal_moves,
    apply_move=apply_move,
    view=view,
    result=result,
    ai_levels={"random": ai_random, "greedy": ai_greedy},
    event_view=event_view,
    is_scoring=is_scoring,
    score=score,
    determinize=determinize,
    evaluate=evaluate,
    chance_outcomes=chance_outcomes,
    event_kinds=EVENT_KINDS,
    view_schema=VIEW_SCHEMA,
)
