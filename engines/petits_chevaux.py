"""Petits Chevaux, the French Ludo, as in docs/games.md.

Coordinates: each horse has a *progress* relative to its own arm: -1 in the stable, 0..55 on
the track (0 is the start square, 55 the foot of its staircase), 56.. the staircase steps, and
`home` (61, or 62 with `extra_six_to_finish`) once it reached the centre.
"""


from engines import rng as random
from engines.choice import any_of, best_of, win_chances
from engines.core import EventKind, French, Game, MoveKind, Param
from engines.schema import array, described, integer, nullable, obj, string

# --- the game's facts ----------------------------------------------------------------------
TRACK_SQUARES = 56
ARM_SQUARES = 14
FOOT = 55  # progress of the foot of the staircase: a full lap minus one square
STABLE = -1
COLOURS = ("jaune", "bleu", "rouge", "vert")
ARMS_BY_PLAYERS = {2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}

OPTIONS = (
    Param("horses_per_player", "int", "How many horses each player has in her stable.", 4, 1,
          4, title="Horses per player",
          fr=French("Chevaux par joueur",
                    "Nombre de chevaux de chaque joueur dans son écurie.")),
    Param("horses_to_win", "int", "How many horses a player must bring to the centre to win "
          "(at most her horses per player).", 1, 1, 4, title="Horses home to win",
          fr=French("Chevaux au centre pour gagner",
                    "Nombre de chevaux qu'un joueur doit amener au centre du plateau pour "
                    "gagner (au plus son nombre de chevaux).")),
    Param("extra_six_to_finish", "bool", "The staircase has a 6th step: from it, one more "
          "exact 6 is needed to reach the centre.", False, title="One more 6 to finish",
          fr=French("Un 6 de plus pour finir",
                    "L'escalier compte une 6e marche : de celle-ci, il faut encore faire un 6 "
                    "pour atteindre le centre.")),
    Param("max_sixes_in_a_row", "int", "When set, rolling one 6 more than this in a row "
          "ends the turn without moving; unset (the default), every 6 rolls again.", None, 1,
          10, nullable=True, title="Most 6s in a row",
          fr=French("Nombre de 6 d'affilée permis",
                    "Si ce nombre est donné, faire un 6 de plus que lui d'affilée met fin au "
                    "tour sans avancer ; sans valeur (par défaut), chaque 6 fait rejouer.")),
)
MOVE_KINDS = (
    MoveKind("roll", "Roll the die (the server draws the outcome)."),
    MoveKind("move_horse", "Move one horse with the current roll: leave the stable on a 6, "
             "advance on the track, or climb the staircase.",
             (Param("horse", "int", "Index of the player's horse.", minimum=0, maximum=3),)),
)


def _seat(description: str) -> dict:
    return integer(description, 0, 3)


def _horse(description: str = "Index of the horse among its player's.") -> dict:
    return integer(description, 0, 3)


_SQUARE = integer("Absolute track square (0..55), the same for every player.", 0, TRACK_SQUARES - 1)
_PROGRESS = "-1: in the stable, 0..55: on the track from its start square, 56..: staircase steps"
EVENT_KINDS = (
    EventKind("start_roll", "Once every seat is taken: a roll of the roll-off for the first "
              "turn (the highest starts, the tied roll again in the next round).",
              {"round": integer("The roll-off round, from 1.", 1),
               "seat": _seat("The seat that rolled."),
               "value": integer("What it rolled.", 1, 6)}),
    EventKind("start_player", "The seat that won the roll-off plays first.",
              {"seat": _seat("The seat that plays first.")}),
    EventKind("rolled", "A seat rolled the die.",
              {"seat": _seat("The seat that rolled."), "value": integer("The roll.", 1, 6)}),
    EventKind("turn_forfeited", "One 6 too many in a row (option max_sixes_in_a_row): the "
              "turn passes to the next seat without moving.",
              {"seat": _seat("The seat that loses its turn."),
               "reason": string("Why.", ["too_many_sixes"])}),
    EventKind("passed", "The roll allows no move: it is passed (a 6 still rolls again).",
              {"seat": _seat("The seat that could not move."),
               "reason": string("Why.", ["no_legal_move"])}),
    EventKind("horse_moved", "A horse moved with the current roll.",
              {"seat": _seat("The horse's owner, who moved it."),
               "horse": _horse(),
               "from": integer(f"Its progress before ({_PROGRESS}).", STABLE, 61),
               "to": integer(f"Its progress after ({_PROGRESS}; 61, or 62 with "
                             "extra_six_to_finish: the centre).", 0, 62),
               "square": nullable(described(_SQUARE, "The absolute track square it reached; "
                                            "null on the staircase or in the centre."))}),
    EventKind("captured", "A horse was landed on by an opponent's: it goes back to its stable.",
              {"seat": _seat("The captured horse's owner."),
               "horse": _horse("Index of the captured horse among its owner's."),
               "square": described(_SQUARE, "The absolute track square of the capture."),
               "by": _seat("The seat whose horse landed there.")}),
    EventKind("horse_home", "A horse reached the centre.",
              {"seat": _seat("The horse's owner."), "horse": _horse()}),
    EventKind("match_won", "A seat brought horses_to_win horses home: the match is over.",
              {"seat": _seat("The winner.")}),
)
_HORSE_VIEW = obj({
    "horse": _horse(),
    "progress": integer(f"Its progress ({_PROGRESS}; home_progress: the centre).", STABLE, 62),
    "zone": string("Where it is.", ["stable", "track", "staircase", "home"]),
    "square": nullable(described(_SQUARE, "Its absolute track square; null off the track.")),
    "step": nullable(integer("Its staircase step; null off the staircase.", 1, 6)),
}, "A horse.")
VIEW_SCHEMA = obj({
    "phase": string("roll_off: the match waits for its players, the roll-off for the first "
                    "turn to come once every seat is taken; roll: the seat to act rolls; "
                    "move: it moves a horse with `roll`; finished.",
                    ["roll_off", "roll", "move", "finished"]),
    "turn": _seat("The seat to act (the winner's once finished; 0 before the roll-off)."),
    "roll": nullable(integer("The roll to use; null but in the move phase.", 1, 6)),
    "sixes_in_a_row": integer("6s the seat to act rolled in a row this turn.", 0),
    "home_progress": integer("The progress of the centre: 61, or 62 with "
                             "extra_six_to_finish.", 61, 62),
    "players": array(obj({
        "seat": _seat("The seat."),
        "colour": string("Its colour.", COLOURS),
        "arm": integer("Its arm of the cross (its colour's).", 0, 3),
        "start_square": described(_SQUARE, "The absolute square its horses enter."),
        "foot_square": described(_SQUARE, "The absolute square at the foot of its "
                                          "staircase."),
        "horses": array(_HORSE_VIEW, "Its horses, by index.", 1, 4),
    }, "A player."), "The players, by seat.", 2, 4),
    "winner": nullable(_seat("The winner; null until the match is over.")),
}, "The board of Petits Chevaux: everything is public.")
ROLL = {"type": "roll"}


def _check_options(options: dict, players: int) -> dict:
    if options["horses_to_win"] > options["horses_per_player"]:
        return {"horses_to_win": ["Must not exceed horses_per_player."]}
    return {}


def _home(state: dict) -> int:
    return 62 if state["options"]["extra_six_to_finish"] else 61


def _start_square(arm: int) -> int:
    return ARM_SQUARES * arm + 1


def _square(arm: int, progress: int) -> int | None:
    """Absolute track square of a horse, or None off the track."""
    if 0 <= progress <= FOOT:
        return (_start_square(arm) + progress) % TRACK_SQUARES
    return None


# --- setup ---------------------------------------------------------------------------------
def setup(players: int, options: dict, seed: int) -> tuple[dict, list]:
    """The board, every horse in its stable, before the roll-off (`start`)."""
    state = {
        "players": players,
        "arms": list(ARMS_BY_PLAYERS[players]),
        "options": dict(options),
        "rng": random.new_rng(seed),
        "horses": [[STABLE] * options["horses_per_player"] for _ in range(players)],
        "turn": 0,
        "phase": "roll_off",  # roll_off | roll | move | finished
        "roll": None,
        "sixes": 0,
        "winner": None,
    }
    return state, []


def start(state: dict) -> tuple[dict, list]:
    """The roll-off for the first turn, once every seat is taken: every player rolls, the
    highest starts, the tied roll again. The RNG's first draws, as they were when setup took
    them: a seed plays the same match."""
    rng = dict(state["rng"])
    events = []
    contenders = list(range(state["players"]))
    round_no = 1
    while len(contenders) > 1:
        rolls = {}
        for seat in contenders:
            rolls[seat] = random.roll_die(rng)
            events.append({"type": "start_roll", "round": round_no, "seat": seat,
                           "value": rolls[seat]})
        best = max(rolls.values())
        contenders = [s for s in contenders if rolls[s] == best]
        round_no += 1
    events.append({"type": "start_player", "seat": contenders[0]})
    return {**state, "rng": rng, "turn": contenders[0], "phase": "roll"}, events


# --- rules ---------------------------------------------------------------------------------
def to_act(state: dict) -> list[int]:
    return [] if state["phase"] in ("roll_off", "finished") else [state["turn"]]


def _destination(state: dict, seat: int, horse: int, roll: int) -> int | None:
    """Where `horse` ends with `roll`, or None if that use of the roll is illegal."""
    own = state["horses"][seat]
    return _target(own, own[horse], roll, _home(state))


def _target(own: list[int], progress: int, roll: int, home: int) -> int | None:
    """Where a horse at `progress`, among its player's horses `own`, ends with `roll`, or
    None if that use of the roll is illegal."""
    if progress == STABLE:
        return 0 if roll == 6 and 0 not in own else None
    if progress < FOOT:
        target = progress + roll
        if target > FOOT:  # bounce at the foot
            target = 2 * FOOT - target
        while target in own and target != progress:  # stop behind own horses
            target -= 1
        return None if target == progress else target
    if progress >= home:
        return None
    step = progress - FOOT  # 0 at the foot
    if roll != min(step + 1, 6):
        return None
    target = progress + 1
    return target if target == home or target not in own else None


def legal_moves(state: dict, seat: int) -> list[dict]:
    if state["phase"] in ("roll_off", "finished") or seat != state["turn"]:
        return []
    if state["phase"] == "roll":
        return [ROLL]
    own, roll, home = state["horses"][seat], state["roll"], _home(state)
    return [{"type": "move_horse", "horse": h} for h, progress in enumerate(own)
            if _target(own, progress, roll, home) is not None]


def _copy(state: dict) -> dict:
    new = dict(state)
    new["rng"] = dict(state["rng"])
    new["horses"] = [list(h) for h in state["horses"]]
    return new


def _end_turn(state: dict, seat: int, roll: int, events: list) -> None:
    """After a roll is used (or passed): a 6 rolls again, otherwise the next seat rolls."""
    state["phase"], state["roll"] = "roll", None
    if roll != 6:
        state["turn"] = (seat + 1) % state["players"]
        state["sixes"] = 0


def _roll(state: dict, seat: int, events: list) -> None:
    _rolled(state, seat, random.roll_die(state["rng"]), events)


def _rolled(state: dict, seat: int, roll: int, events: list) -> None:
    events.append({"type": "rolled", "seat": seat, "value": roll})
    state["sixes"] = state["sixes"] + 1 if roll == 6 else 0
    limit = state["options"]["max_sixes_in_a_row"]
    if limit is not None and state["sixes"] > limit:
        events.append({"type": "turn_forfeited", "seat": seat, "reason": "too_many_sixes"})
        state["turn"], state["sixes"] = (seat + 1) % state["players"], 0
        return
    state["phase"], state["roll"] = "move", roll
    if not legal_moves(state, seat):
        events.append({"type": "passed", "seat": seat, "reason": "no_legal_move"})
        _end_turn(state, seat, roll, events)


def _move_horse(state: dict, seat: int, horse: int, events: list) -> None:
    roll, home = state["roll"], _home(state)
    own = state["horses"][seat]
    origin = own[horse]
    target = _target(own, origin, roll, home)
    square = _square(state["arms"][seat], target)
    own[horse] = target
    events.append({"type": "horse_moved", "seat": seat, "horse": horse, "from": origin,
                   "to": target, "square": square})
    if square is not None:
        for other, (arm, horses) in enumerate(zip(state["arms"], state["horses"], strict=True)):
            on_square = (square - _start_square(arm)) % TRACK_SQUARES  # its progress there
            if other == seat or on_square not in horses:
                continue
            for h, p in enumerate(horses):
                if p == on_square:
                    horses[h] = STABLE
                    events.append({"type": "captured", "seat": other, "horse": h,
                                   "square": square, "by": seat})
    if target == home:
        events.append({"type": "horse_home", "seat": seat, "horse": horse})
        if own.count(home) >= state["options"]["horses_to_win"]:
            state["phase"], state["roll"], state["winner"] = "finished", None, seat
            events.append({"type": "match_won", "seat": seat})
            return
    _end_turn(state, seat, roll, events)


def apply_move(state: dict, seat: int, move: dict) -> tuple[dict, list]:
    state = _copy(state)
    events: list = []
    if move["type"] == "roll":
        _roll(state, seat, events)
    else:
        _move_horse(state, seat, move["horse"], events)
    return state, events


# --- views and result ----------------------------------------------------------------------
def _horse_view(progress: int, arm: int, home: int, index: int) -> dict:
    if progress == STABLE:
        zone = "stable"
    elif progress <= FOOT:
        zone = "track"
    elif progress < home:
        zone = "staircase"
    else:
        zone = "home"
    return {"horse": index, "progress": progress, "zone": zone,
            "square": _square(arm, progress),
            "step": progress - FOOT if zone == "staircase" else None}


def view(state: dict, viewer: int | None) -> dict:
    """Everything on this board is public; only the RNG stays out of every view."""
    home = _home(state)
    return {
        "phase": state["phase"],
        "turn": state["turn"],
        "roll": state["roll"],
        "sixes_in_a_row": state["sixes"],
        "home_progress": home,
        "players": [
            {"seat": seat, "colour": COLOURS[arm], "arm": arm,
             "start_square": _start_square(arm), "foot_square": _square(arm, FOOT),
             "horses": [_horse_view(p, arm, home, i) for i, p in enumerate(horses)]}
            for seat, (arm, horses) in enumerate(zip(state["arms"], state["horses"], strict=True))
        ],
        "winner": state["winner"],
    }


def result(state: dict) -> dict | None:
    if state["phase"] != "finished":
        return None
    home = _home(state)
    winner = state["winner"]

    def standing(seat: int) -> tuple:
        horses = state["horses"][seat]
        return (seat != winner, -horses.count(home), -sum(p + 1 for p in horses), seat)

    ranking = sorted(range(state["players"]), key=standing)
    scores = {str(s): state["horses"][s].count(home) for s in range(state["players"])}
    return {"ranking": ranking, "scores": scores, "winners": [winner]}


# --- AI --------------------------------------------------------------------------------------
def _ai_stream(state: dict, seat: int) -> dict:
    return random.derived(state["rng"], seat)


def ai_random(state: dict, seat: int, moves: list | None = None) -> dict:
    return any_of(moves or legal_moves(state, seat), _ai_stream(state, seat))


def _danger(state: dict, seat: int, square: int) -> bool:
    """Could an opponent land on `square` with one roll?"""
    for other, horses in enumerate(state["horses"]):
        if other == seat:
            continue
        arm = state["arms"][other]
        for p in horses:
            if 0 <= p < FOOT:
                ahead = (square - _square(arm, p)) % TRACK_SQUARES
                if 1 <= ahead <= 6 and p + ahead <= FOOT:
                    return True
    return False


def _greedy_value(state: dict, seat: int, horse: int) -> float:
    origin = state["horses"][seat][horse]
    target = _destination(state, seat, horse, state["roll"])
    home = _home(state)
    arm = state["arms"][seat]
    value = 0.0
    if target == home:
        value += 1000
    elif target > FOOT or target == FOOT:
        value += 300 + target  # safe on the staircase / at the foot soon to climb
    square = _square(arm, target)
    if square is not None:
        for other, horses in enumerate(state["horses"]):
            if other != seat:
                for p in horses:
                    if _square(state["arms"][other], p) == square:
                        value += 500 + p  # capture, the further the victim the better
        if _danger(state, seat, square):
            value -= 150
    if origin == STABLE:
        value += 200
    elif origin <= FOOT and _danger(state, seat, _square(arm, origin)):
        value += 100  # escaping a threat
    return value + (target - origin) + origin / 100  # then advance the leader


def ai_greedy(state: dict, seat: int, moves: list | None = None) -> dict:
    moves = moves or legal_moves(state, seat)
    if moves[0]["type"] == "roll":
        return moves[0]
    values = [_greedy_value(state, seat, m["horse"]) for m in moves]
    return best_of(moves, values, _ai_stream(state, seat))


def chance_outcomes(state: dict, seat: int, move: dict) -> list[tuple[float, dict]] | None:
    """The six equally likely states after a roll (for search over chance outcomes)."""
    if move["type"] != "roll":
        return None
    outcomes = []
    for roll in range(1, 7):
        after = _copy(state)
        _rolled(after, seat, roll, [])
        outcomes.append((1 / 6, after))
    return outcomes


def determinize(view: dict, options: dict, players: int, seat: int, stream: dict) -> dict:
    """Nothing is hidden on this board: the state is the view, with unknown future dice."""
    return {
        "players": players,
        "arms": list(ARMS_BY_PLAYERS[players]),
        "options": dict(options),
        "rng": random.new_rng(random.draw(stream, random.SEED_LIMIT)),
        "horses": [[h["progress"] for h in p["horses"]] for p in view["players"]],
        "turn": view["turn"],
        "phase": view["phase"],
        "roll": view["roll"],
        "sixes": view["sixes_in_a_row"],
        "winner": view["winner"],
    }


_HOME_VALUE = 100.0
_TEMPERATURE = 12.0


def _horse_value(progress: int, home: int) -> float:
    if progress == STABLE:
        return 0.0
    if progress >= home:
        return _HOME_VALUE
    return 15.0 + progress * (70.0 / home)  # out of the stable is worth a lot already


def evaluate(state: dict) -> list[float]:
    """A soft win chance per seat from how far its best horses have come."""
    home = _home(state)
    needed = state["options"]["horses_to_win"]
    values = []
    for horses in state["horses"]:
        ranked = sorted((_horse_value(p, home) for p in horses), reverse=True)
        values.append(sum(ranked[:needed]) + 0.1 * sum(ranked[needed:]))
    return win_chances(values, _TEMPERATURE)


GAME = Game(
    id="petits-chevaux",
    name="Petits Chevaux",
    min_players=2,
    max_players=4,
    summary="The French Ludo: roll a 6 to leave the stable, race a full lap round the "
            "cross, capture by landing on opponents, climb the staircase 1 to 6 to the centre.",
    options=OPTIONS,
    move_kinds=MOVE_KINDS,
    setup=setup,
    start=start,
    to_act=to_act,
    legal_moves=legal_moves,
    apply_move=apply_move,
    view=view,
    result=result,
    ai_levels={"random": ai_random, "greedy": ai_greedy},
    check_options=_check_options,
    determinize=determinize,
    evaluate=evaluate,
    chance_outcomes=chance_outcomes,
    event_kinds=EVENT_KINDS,
    view_schema=VIEW_SCHEMA,
)
