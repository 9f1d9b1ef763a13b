"""Amazones, jousts of warrior cards for tiles of men, as in shared/rules/amazones.md.

A joust: first bid (each player in turn lays face-up cards of one colour, one `bid_card` at a
time, then `bid_done`), second bid (one face-down card, or take one back, or keep), reveal
(ties drop out, the rest ranked), tiles (the winner places two, the dauphine one, each in front
of any player), then cards change hands. The game stops the moment a second pile empties;
final scoring runs as the service's asynchronous scoring step.

Cards are `[colour, value]` pairs in the state and `{colour, value}` objects in moves/views.
"""


from engines import rng as random
from engines.choice import any_of, win_chances
from engines.core import Game, MoveKind, Param, copy_seat_row

COLOURS = ("rouge", "bleu", "vert", "jaune", "violet")
CARD_VALUES = (10, 5, 5, 5, 2, 2, 2, 1, 1, -1, -2)
PARTS = ("tete", "torse", "jambes")
TILE_VALUES = (4, 4, 3, 3, 2, 2, 1, 1, -1, -2, -3, -4)
MAX_UNFINISHED = 2
PILES_EMPTY_TO_END = 2
BEST_MAN_BONUS, MOST_MEN_BONUS, WORST_MAN_MALUS = 5, 5, -5

_COLOUR = Param("colour", "choice", "The card's colour.", choices=COLOURS)
_VALUE = Param("value", "int", "The card's value.", minimum=-2, maximum=10)
_PART = Param("part", "choice", "Which pile's tile in play.", choices=PARTS)
MOVE_KINDS = (
    MoveKind("bid_card", "First bid: lay one more card face up (all of one colour).",
             (_COLOUR, _VALUE)),
    MoveKind("bid_done", "First bid: end your face-up bid (with no card: pass)."),
    MoveKind("add_face_down", "Second bid: add one card face down, of your face-up bid's "
             "colour (any colour if you laid none).", (_COLOUR, _VALUE)),
    MoveKind("take_back", "Second bid: take one card of your face-up bid back into hand.",
             (_COLOUR, _VALUE)),
    MoveKind("keep", "Second bid: change nothing."),
    MoveKind("place_tile", "Take a tile in play and place it in front of a player: on one "
             "of her unfinished men lacking that part, or (man null) as a new man.",
             (_PART, Param("owner", "int", "The seat the tile goes in front of.", minimum=0,
                           maximum=4),
              Param("man", "int", "Index of the owner's man, or null for a new man.",
                    minimum=0, maximum=35, nullable=True))),
    MoveKind("discard_tile", "Take a tile in play that fits nowhere: it is discarded.",
             (_PART,)),
)


def _card(card: list) -> dict:
    return {"colour": COLOURS[card[0]], "value": card[1]}


def _card_of(move: dict) -> list:
    return [COLOURS.index(move["colour"]), move["value"]]


# --- setup -----------------------------------------------------------------------------------
def setup(players: int, options: dict, seed: int) -> tuple[dict, list]:
    rng = random.new_rng(seed)
    piles = {}
    for part in PARTS:
        pile = list(TILE_VALUES)
        random.shuffle(rng, pile)
        piles[part] = pile  # the top is the last element
    opener = random.draw(rng, players)
    state = {
        "players": players,
        "options": dict(options),
        "rng": rng,
        "hands": [sorted([seat, v] for v in CARD_VALUES) for seat in range(players)],
        "piles": piles,
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
        state["players"])], face_down=[None] * state["players"], in_play=[], takers=[],
        ranking=[])
    events.append({"type": "joust_started", "joust": state["joust"], "opener": state["opener"],
                   "tops": _tops(state)})


def _tops(state: dict) -> dict:
    return {part: pile[-1] if pile else None for part, pile in state["piles"].items()}


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
    for part in state["in_play"]:
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
    state["in_play"] = [part for part in PARTS if state["piles"][part]]
    events.append({"type": "revealed", "bids": {
        str(s): {"cards": [_card(c) for c in bids[s]], "total": totals[s]} for s in totals},
        "tied": tied, "ranking": ranking, "in_play": list(state["in_play"])})
    takers = ranking[:1] * 2 + ranking[1:2]
    state["takers"] = takers[:len(state["in_play"])]
    if not state["takers"]:
        events.append({"type": "no_winner"})
    state["phase"], state["turn"] = "tiles", None
    _discard_unclaimed(state, events)


def _take_top(state: dict, part: str, events: list) -> bool:
    """Removes the top tile of `part`'s pile; True if that ends the game."""
    state["piles"] = {**state["piles"], part: state["piles"][part][:-1]}
    state["in_play"] = [p for p in state["in_play"] if p != part]
    if sum(1 for pile in state["piles"].values() if not pile) >= PILES_EMPTY_TO_END:
        state.update(phase="scoring", turn=None, takers=[], in_play=[])
        events.append({"type": "game_over", "reason": "two_piles_empty"})
        return True
    return False


def _discard_unclaimed(state: dict, events: list) -> None:
    """Once no taker is left, the tiles still in play are discarded; then cards change
    hands and the next joust opens."""
    if state["takers"]:
        return
    for part in list(state["in_play"]):
        value = state["piles"][part][-1]
        events.append({"type": "tile_discarded", "part": part, "value": value})
        if _take_top(state, part, events):
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
        events.append({"type": "tile_discarded", "part": part, "value": value, "by": seat})
    else:
        men = copy_seat_row(state, "men", move["owner"])
        if move["man"] is None:
            men.append({part: value})
            index = len(men) - 1
        else:
            index = move["man"]
            men[index] = {**men[index], part: value}
        events.append({"type": "tile_placed", "seat": seat, "part": part, "value": value,
                       "owner": move["owner"], "man": index,
                       "finished": len(men[index]) == len(PARTS)})
    if not _take_top(state, part, events):
        _discard_unclaimed(state, events)


def apply_move(state: dict, seat: int, move: dict) -> tuple[dict, list]:
    state = dict(state)  # each step copies what it changes (see `copy_seat_row`)
    events: list = []
    {"first_bid": _first_bid, "second_bid": _second_bid, "tiles": _tiles}[state["phase"]](
        state, seat, move, events)
    return state, events


# --- final scoring ---------------------------------------------------------------------------
def final_scores(state: dict) -> dict:
    """Finished men only; +5 best man, +5 most finished men, -5 worst man; ties share."""
    finished = [[sum(man.values()) for man in men if len(man) == len(PARTS)]
                for men in state["men"]]
    every = [v for values in finished for v in values]
    best, worst = (max(every), min(every)) if every else (None, None)
    most = max(len(values) for values in finished)
    breakdown = {}
    for seat, values in enumerate(finished):
        item = {"men": values, "men_total": sum(values),
                "best_man": BEST_MAN_BONUS if best is not None and best in values else 0,
                "most_men": MOST_MEN_BONUS if most and len(values) == most else 0,
                "worst_man": WORST_MAN_MALUS if worst is not None and worst in values else 0}
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
    return {
        "phase": state["phase"],
        "joust": state["joust"],
        "opener": state["opener"],
        "turn": state["turn"],
        "piles": {part: {"count": len(pile), "top": pile[-1] if pile else None}
                  for part, pile in state["piles"].items()},
        "in_play": list(state["in_play"]),
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


def _greedy_tile(state: dict, seat: int, moves: list[dict]) -> dict:
    leader = _leader(state, seat)

    def worth(move: dict) -> float:
        if move["type"] == "discard_tile":
            return 0.0
        value = state["piles"][move["part"]][-1]
        man = state["men"][move["owner"]][move["man"]] if move["man"] is not None else {}
        completes = len(man) == len(PARTS) - 1
        if move["owner"] == seat:
            return value + (1.0 if completes else 0.0)
        return -value * (1.5 if move["owner"] == leader else 1.0) - (0.5 if completes else 0)

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
    face-down card of its bidder's face-up colour when possible; the tiles under each
    visible top are drawn from the values not yet seen on the table."""
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
    piles = {}
    for part, pile in view["piles"].items():
        below = list(TILE_VALUES)
        for men in view["men"]:
            for man in men["men"]:
                if man[part] is not None:
                    below.remove(man[part])
        if pile["top"] is not None:
            below.remove(pile["top"])
        random.shuffle(stream, below)
        piles[part] = below[:pile["count"] - 1] + ([pile["top"]] if pile["count"] else [])
    return {
        "players": players, "options": dict(options),
        "rng": random.new_rng(random.draw(stream, random.SEED_LIMIT)),
        "hands": hands, "piles": piles,
        "men": [[{p: v for p in PARTS if (v := man[p]) is not None} for man in m["men"]]
                for m in view["men"]],
        "joust": view["joust"], "opener": view["opener"], "scores": view["scores"],
        "phase": view["phase"], "turn": view["turn"], "face_up": face_up,
        "face_down": face_down, "in_play": list(view["in_play"]),
        "takers": list(view["takers"]), "ranking": list(view["ranking"]),
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
    options=(),
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
)
