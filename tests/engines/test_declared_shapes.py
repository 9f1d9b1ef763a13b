"""Every game declares its events (`EventKind`) and its view (`view_schema`) as JSON Schemas:
complete matches of each game (several player counts, option variants, random and greedy
play, each round scored) check that every event emitted, as every viewer sees it, is of a
declared kind and valid against it; that every view, for every viewer at every step, is valid
against the view schema; that the posted move is valid, and valid as the others see it
(`move_json_schema(seen=True)`) once `event_view` redacts it; and that every declared event
kind, and each optional field both carried and not, occurs in the sample (no dead
declaration). The schemas are also checked for the shapes the contract promises: closed
objects, every property described, no tuple arrays or pattern properties."""

import copy
import functools
import random as pyrandom
from collections import Counter

import pytest
from jsonschema import Draft202012Validator

from engines import amazones, petits_chevaux, poney_mon_amour, royal_turf
from engines.core import EventKind, Game, MoveKind, Param
from engines.registry import GAMES
from engines.schema import SEAT_KEY, by_seat, integer, nullable, obj, string

MAX_STEPS = 20_000  # never binds: a guard against a match that would not end


def _eager(state: dict, seat: int, legal: list[dict], chooser: pyrandom.Random) -> dict:
    """Poney Mon Amour: build and draw from the pile whenever one can (rounds end by a
    Selle), else any legal move."""
    preferred = [m for m in legal if m["type"] in ("build", "draw_pile")]
    return chooser.choice(preferred or legal)


def _random(state: dict, seat: int, legal: list[dict], chooser: pyrandom.Random) -> dict:
    return chooser.choice(legal)


POLICIES = {"random": _random, "eager": _eager}

# (players, options, match seed, policy: "random", "eager" or an AI level, chooser seed).
# Seeds were picked (the first that worked, searching from 0) so that the rare events occur:
# Petits Chevaux's turn_forfeited needs max_sixes_in_a_row; Royal Turf's bets_revealed needs
# hidden_bets; Amazones' no_winner and a taker's discard (tile_discarded with `by`) need a
# joust nobody wins and a tile that fits nowhere; Poney Mon Amour's reshuffled needs a small
# deck, round_won builds (eager play or the greedy AI).
SAMPLES = {
    "petits-chevaux": [
        (2, {}, 1, "greedy", 0),
        (3, {"horses_per_player": 2, "max_sixes_in_a_row": 1}, 1, "random", 1),
        (4, {"horses_per_player": 1, "extra_six_to_finish": True, "max_sixes_in_a_row": 2},
         3, "greedy", 2),
    ],
    "royal-turf": [
        (2, {}, 1, "greedy", 0),
        (3, {"hidden_bets": True, "races": 1}, 1, "random", 1),
        (6, {"races": 1, "track_length": 12, "hidden_bets": True}, 3, "greedy", 2),
        (5, {"races": 1, "final_race_multiplier": 3}, 0, "random", 0),
    ],
    "amazones": [
        (3, {}, 2, "random", 2),
        (5, {}, 0, "greedy", 0),
    ],
    "poney-mon-amour": [
        (3, {"max_turns_per_round": 10}, 0, "random", 0),
        (2, {"problems_per_number": 0, "solutions_per_number": 0, "amour": 0,
             "grosse_colere": 0, "max_turns_per_round": 40}, 13, "eager", 13),
        (4, {"problems_per_number": 1, "solutions_per_number": 1, "amour": 1,
             "grosse_colere": 1, "max_turns_per_round": 15}, 17, "greedy", 17),
    ],
}


class Checker:
    """Validates what one game emits and shows against its declarations, and counts what
    it saw."""

    def __init__(self, game: Game):
        self.game = game
        self.kinds = {k.type: k for k in game.event_kinds}
        self.event_validators = {t: Draft202012Validator(k.json_schema())
                                 for t, k in self.kinds.items()}
        self.all_events = Draft202012Validator(game.event_json_schema())
        self.view = Draft202012Validator(game.view_schema)
        self.move = Draft202012Validator(game.move_json_schema())
        self.seen_move = Draft202012Validator(game.move_json_schema(seen=True))
        self.types: Counter = Counter()
        self.optional_carried: set[tuple[str, str]] = set()
        self.optional_left: set[tuple[str, str]] = set()

    @staticmethod
    def valid(validator: Draft202012Validator, instance, what: str) -> None:
        if not validator.is_valid(instance):
            error = next(iter(validator.iter_errors(instance)))
            pytest.fail(f"{what} is not valid at {list(error.absolute_path)}: {error.message}"
                        f"\n{instance!r}")

    def events(self, events: list[dict], players: int) -> None:
        for event in events:
            kind = self.kinds.get(event["type"])
            assert kind is not None, f"undeclared event type {event['type']!r}: {event}"
            if event["type"] not in self.types:  # the whole oneOf once per kind
                self.valid(self.all_events, event, "event")
            self.types[event["type"]] += 1
            for name in kind.optional:
                (self.optional_carried if name in event else self.optional_left).add(
                    (event["type"], name))
            for viewer in [None, *range(players)]:
                shown = self.game.event_view(event, viewer)
                if shown is not None:
                    self.valid(self.event_validators[event["type"]], shown,
                               f"event as seen by {viewer}")

    def views(self, state: dict, players: int) -> None:
        checked: list[dict] = []  # viewers often see the same: each view is checked once
        for viewer in [None, *range(players)]:
            shown = self.game.view(state, viewer)
            if shown not in checked:
                self.valid(self.view, shown, f"view of {viewer}")
                checked.append(shown)

    def posted(self, seat: int, move: dict, players: int) -> None:
        self.valid(self.move, move, "move")
        played = {"type": "move_played", "seat": seat, "move": move}
        for viewer in [None, *range(players)]:
            if viewer == seat:
                continue
            shown = self.game.event_view(played, viewer)
            if shown is not None:
                self.valid(self.seen_move, shown["move"], f"move as seen by {viewer}")


def play(checker: Checker, players: int, raw: dict, seed: int, policy: str,
         chooser_seed: int) -> None:
    game = checker.game
    options = game.resolve_options(raw, players)
    chooser = pyrandom.Random(chooser_seed)
    state, events = game.begin(players, options, seed)
    checker.events(events, players)
    checker.views(state, players)
    for _ in range(MAX_STEPS):
        if game.is_scoring(state):
            state, events = game.score(state)
        else:
            to_act = game.to_act(state)
            if not to_act:
                assert game.result(state) is not None
                return
            seat = to_act[0]
            legal = game.legal_moves(state, seat)
            if policy in POLICIES:
                move = POLICIES[policy](state, seat, legal, chooser)
            else:
                move = game.ai_levels[policy](state, seat, legal)
            checker.posted(seat, move, players)
            state, events = game.apply_move(state, seat, move)
        checker.events(events, players)
        checker.views(state, players)
    pytest.fail("the match did not end")


def out_of_cards(checker: Checker) -> None:
    """Poney Mon Amour's `passed` and `round_stopped` for `no_cards` cannot happen in a real
    match (its 36 steps never all fit in suites of at most 5 and the others' hands of at
    most 5), but the engine emits them for a seat with no card and nothing to draw: they are
    checked from such a position, made up (as in test_poney_mon_amour.py)."""
    game = checker.game
    state, _ = game.begin(2, game.resolve_options({}, 2), 5)
    state.update(turn=0, stage="act", hands=[["step-etoile-1"], []], draw=[], discard=[])
    move = {"type": "build", "card": "step-etoile-1"}
    checker.posted(0, move, 2)
    state, events = game.apply_move(state, 0, move)
    assert [e["type"] for e in events] == ["build", "passed", "passed", "round_stopped"]
    checker.events(events, 2)
    checker.views(state, 2)
    state, events = game.score(state)
    checker.events(events, 2)
    checker.views(state, 2)


MADE_UP = {"poney-mon-amour": [out_of_cards]}


@functools.cache
def sampled(game_id: str) -> Checker:
    checker = Checker(GAMES[game_id])
    for sample in SAMPLES[game_id]:
        play(checker, *sample)
    for check in MADE_UP.get(game_id, []):
        check(checker)
    return checker


def test_every_game_declares_its_events_and_view():
    assert set(SAMPLES) == set(GAMES)
    for game in GAMES.values():
        assert game.event_kinds and game.view_schema is not None, game.id


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_events_views_and_moves_match_the_declarations(game_id):
    sampled(game_id)


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_every_declared_event_kind_occurs(game_id):
    checker = sampled(game_id)
    declared = {k.type for k in GAMES[game_id].event_kinds}
    assert declared - set(checker.types) == set(), "declared but never emitted"
    optional = {(k.type, name) for k in GAMES[game_id].event_kinds for name in k.optional}
    assert optional - checker.optional_carried == set(), "optional fields never carried"
    assert optional - checker.optional_left == set(), "optional fields always carried"


# --- the declarations' own shape ------------------------------------------------------------
def _subschemas(schema: dict, path: str = "$"):
    """Every schema nested in `schema`, with where it is."""
    yield path, schema
    for name, sub in schema.get("properties", {}).items():
        yield from _subschemas(sub, f"{path}.{name}")
    for key in ("items", "additionalProperties", "propertyNames"):
        if isinstance(schema.get(key), dict):
            yield from _subschemas(schema[key], f"{path}[{key}]")
    for i, sub in enumerate(schema.get("anyOf", []) + schema.get("oneOf", [])):
        yield from _subschemas(sub, f"{path}|{i}")


def _declared(game: Game) -> list[tuple[str, dict]]:
    return [(f"event {k.type}", k.json_schema()) for k in game.event_kinds] + [
        ("view", game.view_schema)]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_declarations_are_closed_described_and_generator_friendly(game_id):
    game = GAMES[game_id]
    Draft202012Validator.check_schema(game.event_json_schema())
    Draft202012Validator.check_schema(game.view_schema)
    Draft202012Validator.check_schema(game.move_json_schema(seen=True))
    for what, schema in _declared(game):
        for path, sub in _subschemas(schema):
            where = f"{game_id} {what} {path}"
            assert not {"prefixItems", "patternProperties", "$ref"} & sub.keys(), where
            if sub.get("type") == "object":
                if "properties" in sub:
                    assert sub["additionalProperties"] is False, where
                    assert set(sub["required"]) <= set(sub["properties"]), where
                    for name, prop in sub["properties"].items():
                        if not (path == "$" and name == "type" and what != "view"):
                            assert prop.get("description"), f"{where}.{name}"
                else:  # keyed by seat
                    assert sub["propertyNames"] == {"pattern": SEAT_KEY}, where
                    assert isinstance(sub["additionalProperties"], dict), where
            if isinstance(sub.get("type"), list):  # a nullable scalar
                assert sub["type"][1:] == ["null"] and "enum" not in sub, where
    assert game.view_schema["type"] == "object"


# --- the schemas can fail ---------------------------------------------------------------------
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_an_undeclared_or_missing_key_fails(game_id):
    game = GAMES[game_id]
    players = game.min_players
    state, events = game.begin(players, game.resolve_options({}, players), 7)
    validator = Draft202012Validator(game.view_schema)
    shown = game.view(state, 0)
    assert validator.is_valid(shown)
    assert not validator.is_valid({**shown, "extra": 1})
    for key in shown:
        assert not validator.is_valid({k: v for k, v in shown.items() if k != key}), key
    nested = copy.deepcopy(shown)
    first_list = next(v for v in nested.values() if isinstance(v, list) and v
                      and isinstance(v[0], dict))
    first_list[0]["extra"] = 1
    assert not validator.is_valid(nested)
    events_schema = Draft202012Validator(game.event_json_schema())
    for event in events:
        assert events_schema.is_valid(event)
        assert not events_schema.is_valid({**event, "extra": 1})
        assert not events_schema.is_valid({**event, "type": "undeclared"})
        kind = next(k for k in game.event_kinds if k.type == event["type"])
        for key in set(event) - set(kind.optional):
            assert not events_schema.is_valid(
                {k: v for k, v in event.items() if k != key}), (event, key)


# --- the helpers and the core API ---------------------------------------------------------------
def test_schema_helpers():
    assert nullable(integer("n", 0, 3)) == {"type": ["integer", "null"], "minimum": 0,
                                           "maximum": 3, "description": "n"}
    assert nullable(string("s", ["a"])) == {
        "anyOf": [{"type": "string", "enum": ["a"]}, {"type": "null"}], "description": "s"}
    assert nullable(obj({"a": integer("a")}, "o")) == {
        "anyOf": [{"type": "object", "properties": {"a": {"type": "integer",
                                                          "description": "a"}},
                   "required": ["a"], "additionalProperties": False}, {"type": "null"}],
        "description": "o"}
    assert obj({"a": integer("a"), "b": integer("b")}, "o", optional=("b",))["required"] == [
        "a"]
    with pytest.raises(ValueError):
        obj({"a": integer("a")}, optional=("b",))
    seats = Draft202012Validator(by_seat(integer("n"), "by seat"))
    assert seats.is_valid({"0": 1, "12": 2}) and not seats.is_valid({"x": 1})
    assert not seats.is_valid({"01": 1}) and not seats.is_valid({"0": "1"})


def test_event_kind_schema():
    kind = EventKind("moved", "Something moved.", {"seat": integer("Who.", 0, 3),
                                                   "place": integer("Where.", 1)},
                     optional=("place",))
    assert kind.json_schema() == {
        "type": "object", "description": "Something moved.",
        "properties": {"type": {"const": "moved"}, "seat": integer("Who.", 0, 3),
                       "place": integer("Where.", 1)},
        "required": ["type", "seat"], "additionalProperties": False}
    with pytest.raises(ValueError):
        EventKind("moved", "Something moved.", optional=("place",))


def test_secret_move_fields_are_null_as_others_see_them():
    kind = MoveKind("m", "A move.", (Param("c", "choice", "C.", choices=("a", "b"),
                                           secret=True),
                                     Param("n", "int", "N.", minimum=0, maximum=2)))
    assert kind.json_schema() == kind.json_schema(seen=False)
    seen = kind.json_schema(seen=True)["properties"]
    assert seen["c"] == {"anyOf": [{"type": "string", "enum": ["a", "b"]}, {"type": "null"}],
                         "description": "C."}
    assert seen["n"] == {"type": "integer", "minimum": 0, "maximum": 2, "description": "N."}
    # the games' secrets: what their event_view blanks in others' move_played events
    secrets = {g.id: {(k.type, f.name) for k in g.move_kinds for f in k.fields if f.secret}
               for g in GAMES.values()}
    assert secrets == {"petits-chevaux": set(), "royal-turf": {("bet", "token")},
                       "amazones": {("add_face_down", "colour"), ("add_face_down", "value")},
                       "poney-mon-amour": set()}


def test_the_modules_declare_them_at_the_top():
    for module in (petits_chevaux, royal_turf, amazones, poney_mon_amour):
        assert module.GAME.event_kinds is module.EVENT_KINDS
        assert module.GAME.view_schema is module.VIEW_SCHEMA
