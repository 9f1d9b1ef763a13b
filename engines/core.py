"""What every game engine declares and implements.

A game is plain data (its facts, options and move kinds, declared once) plus small pure
functions over JSON-serialisable state. The service validates options and moves and builds
its schemas and OpenAPI contract from these declarations; it never knows a game's rules.
Events (`EventKind`) and what `view` returns (`Game.view_schema`) are declared the same way,
as JSON Schemas built with engines/schema.py.
"""

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from engines.schema import nullable, obj

State = dict
Move = dict
Event = dict


@dataclass(frozen=True)
class French:
    """A match option's words on French pages: its label and its help."""

    title: str
    description: str


@dataclass(frozen=True)
class Param:
    """A typed value: a match option or a field of a move kind. An option also has words for
    people: a `title` (its label) beside its `description`, and both in French (`fr`); the
    options schema carries them as `title`, `description` and `x-fr`."""

    name: str
    kind: str  # "int" | "bool" | "choice" (one of `choices`) | "int_matrix" (rows x cols)
    description: str
    default: Any = None
    minimum: int | None = None
    maximum: int | None = None
    nullable: bool = False
    shape: tuple[int, int] | None = None  # for "int_matrix"
    choices: tuple[str, ...] = ()  # for "choice"
    # a move field other seats see as null: the game's `event_view` blanks it in the
    # service's `move_played` events for every viewer but the mover
    secret: bool = False
    title: str | None = None
    fr: French | None = None

    def _int_schema(self) -> dict:
        schema: dict = {"type": "integer"}
        if self.minimum is not None:
            schema["minimum"] = self.minimum
        if self.maximum is not None:
            schema["maximum"] = self.maximum
        return schema

    def json_schema(self, seen: bool = False) -> dict:
        """The value's schema; `seen`: as other seats see it (null if `secret`)."""
        if self.kind == "int_matrix":
            rows, cols = self.shape
            row = {"type": "array", "minItems": cols, "maxItems": cols,
                   "items": self._int_schema()}
            schema = {"type": "array", "minItems": rows, "maxItems": rows, "items": row}
        elif self.kind == "choice":
            schema = {"type": "string", "enum": list(self.choices)}
        else:
            schema = self._int_schema() if self.kind == "int" else {"type": "boolean"}
        if self.title is not None:
            schema["title"] = self.title
        schema["description"] = self.description
        if self.fr is not None:
            schema["x-fr"] = {"title": self.fr.title, "description": self.fr.description}
        return nullable(schema) if self.nullable or (seen and self.secret) else schema

    def problems(self, value: Any) -> list[str]:
        if value is None:
            return [] if self.nullable else ["May not be null."]
        if self.kind == "bool":
            return [] if isinstance(value, bool) else ["Not a valid boolean."]
        if self.kind == "int_matrix":
            return self._matrix_problems(value)
        if self.kind == "choice":
            return [] if isinstance(value, str) and value in self.choices else [
                f"Must be one of: {', '.join(self.choices)}."]
        return self._int_problems(value)

    def _int_problems(self, value: Any) -> list[str]:
        if not isinstance(value, int) or isinstance(value, bool):
            return ["Not a valid integer."]
        if self.minimum is not None and value < self.minimum:
            return [f"Must be greater than or equal to {self.minimum}."]
        if self.maximum is not None and value > self.maximum:
            return [f"Must be less than or equal to {self.maximum}."]
        return []

    def _matrix_problems(self, value: Any) -> list[str]:
        rows, cols = self.shape
        if not isinstance(value, list) or len(value) != rows or not all(
                isinstance(row, list) and len(row) == cols for row in value):
            return [f"Must be {rows} rows of {cols} integers."]
        for r, row in enumerate(value):
            for c, cell in enumerate(row):
                if problems := self._int_problems(cell):
                    return [f"Row {r}, column {c}: {problems[0]}"]
        return []


@dataclass(frozen=True)
class MoveKind:
    type: str
    description: str
    fields: tuple[Param, ...] = ()

    def json_schema(self, seen: bool = False) -> dict:
        """The move's schema; `seen`: as other seats see it (its secret fields nullable)."""
        props = {"type": {"const": self.type}}
        props.update({f.name: f.json_schema(seen) for f in self.fields})
        return {
            "type": "object",
            "description": self.description,
            "properties": props,
            "required": ["type", *(f.name for f in self.fields)],
            "additionalProperties": False,
        }


@dataclass(frozen=True)
class EventKind:
    """An event a game emits: its type, what it means, and its fields as JSON Schemas."""

    type: str
    description: str
    # name -> JSON Schema (with "description"), built with engines/schema.py
    fields: dict[str, dict] = field(default_factory=dict)
    optional: tuple[str, ...] = ()  # fields some events of this kind do not carry

    def __post_init__(self):
        if unknown := set(self.optional) - self.fields.keys():
            raise ValueError(f"{self.type}: optional fields not declared: {sorted(unknown)}")

    def json_schema(self) -> dict:
        """A closed object: `type` (const) and every field required but the optional ones.
        A fresh copy: declarations share schemas between fields, a caller may change it."""
        return obj({"type": {"const": self.type}, **copy.deepcopy(self.fields)},
                   self.description, self.optional)


class InvalidOptions(ValueError):
    def __init__(self, errors: dict[str, list[str]]):
        super().__init__("invalid options")
        self.errors = errors


class InvalidMove(ValueError):
    """A move that is not even well-formed for this game (as opposed to an illegal one)."""

    def __init__(self, errors: dict[str, list[str]]):
        super().__init__("malformed move")
        self.errors = errors


def copy_seat_row(state: State, key: str, seat: int) -> list:
    """`state[key][seat]`, copied into `state` (with the list of rows) for a step to change:
    the new state of a step shares with the one it came from what the step leaves as is."""
    rows = state[key] = list(state[key])
    row = rows[seat] = list(rows[seat])
    return row


def last_winner_opens(options: dict, result: dict) -> dict:
    """The options of a rematch, for a game whose option `first_player` names the opener:
    the finished match's winner; a shared win names nobody, so a random seat opens (unset),
    as when there is no last match."""
    winners = result["winners"]
    return {**options, "first_player": winners[0] if len(winners) == 1 else None}


def public_event(event: Event, viewer: int | None) -> Event | None:
    """Default event redaction: every event is public. A game with secrets redacts its own
    events and the service's `move_played` events (which carry the posted move)."""
    return event


@dataclass(frozen=True)
class Game:
    id: str
    name: str
    min_players: int
    max_players: int
    summary: str
    options: tuple[Param, ...]
    move_kinds: tuple[MoveKind, ...]
    # (players, options, seed) -> (state, events of the chance steps taken while setting up)
    setup: Callable[[int, dict, int], tuple[State, list[Event]]]
    to_act: Callable[[State], list[int]]
    legal_moves: Callable[[State, int], list[Move]]
    # Applies a move already known to be legal; returns a new state, the input is untouched.
    # The new state may share with the input what the move leaves unchanged (engines copy
    # only what a move changes, for speed): states are values, never to be changed in place.
    apply_move: Callable[[State, int, Move], tuple[State, list[Event]]]
    view: Callable[[State, int | None], dict]  # the game state as `viewer` may see it
    result: Callable[[State], dict | None]  # {ranking, scores, winners} once finished
    # level -> (state, seat, legal moves or None: computed) -> move
    ai_levels: dict[str, Callable[[State, int, list[Move] | None], Move]]
    # Games with end-of-round scoring: while `is_scoring(state)` no one is to act and the
    # service runs `score(state)` asynchronously, once, to settle the round.
    is_scoring: Callable[[State], bool] = lambda state: False
    score: Callable[[State], tuple[State, list[Event]]] | None = None
    # The pieces of the search-based "expert" level (engines/search.py): a full state
    # consistent with what a seat sees, (view, options, players, seat, rng) -> state, with
    # unseen cards dealt at random and a fresh RNG; and a value per seat in [0, 1] for a
    # state the search stops in.
    determinize: Callable[[dict, dict, int, int, dict], State] | None = None
    evaluate: Callable[[State], list[float]] | None = None
    # Dice games enumerate a chance move's outcomes, (state, seat, move) -> [(p, state)] or
    # None for a move that is not chance: their expert searches by expectimax instead.
    chance_outcomes: Callable[[State, int, Move], list[tuple[float, State]] | None] | None = None
    # cross-option checks after each option is valid on its own: (options, players) -> errors
    check_options: Callable[[dict, int], dict[str, list[str]]] = lambda options, players: {}
    event_view: Callable[[Event, int | None], Event | None] = public_event
    # The chance steps that choose who plays first when they are the players' (Petits
    # Chevaux's roll-off): taken once the table is full, so a match with open seats waits in
    # the state `setup` returns, with nobody to act, and shows no roll before its players
    # joined. state -> (state, their events); the state given is left untouched.
    start: Callable[[State], tuple[State, list[Event]]] = lambda state: (state, [])
    # +1 whenever a rule changes what a match does: a replay records the version it was
    # played under, and engines/replay.py refuses one made under other rules.
    rules_version: int = 1
    # (options, result of a finished match) -> the options of its rematch
    rematch_options: Callable[[dict, dict], dict] = lambda options, result: options
    # every event `setup`, `apply_move` and `score` emit (as `event_view` may redact them)
    event_kinds: tuple[EventKind, ...] = ()
    # JSON Schema of what `view` returns, for any viewer (a seat, or None: the public)
    view_schema: dict | None = None
    move_kind_index: dict = field(init=False, repr=False, compare=False)

    def __post_init__(self):
        object.__setattr__(self, "move_kind_index", {k.type: k for k in self.move_kinds})
        event_types = [k.type for k in self.event_kinds]
        if len(set(event_types)) != len(event_types):
            raise ValueError(f"{self.id}: an event kind is declared twice")
        if unlabelled := [o.name for o in self.options if o.title is None or o.fr is None]:
            raise ValueError(f"{self.id}: options without a title or French words: "
                             f"{unlabelled}")

    def begin(self, players: int, options: dict, seed: int) -> tuple[State, list[Event]]:
        """`setup` then `start`: the state a match with its table full is played from, and
        the events of both."""
        state, events = self.setup(players, options, seed)
        state, started = self.start(state)
        return state, events + started

    def options_json_schema(self) -> dict:
        return {
            "type": "object",
            "properties": {
                o.name: {**o.json_schema(), "default": o.default} for o in self.options
            },
            "additionalProperties": False,
        }

    def move_json_schema(self, seen: bool = False) -> dict:
        """Any move of this game; `seen`: as other seats see it (secret fields nullable)."""
        return {
            "oneOf": [k.json_schema(seen) for k in self.move_kinds],
            "discriminator": {"propertyName": "type"},
        }

    def event_json_schema(self) -> dict:
        """Any event this game emits (the service's own events are not among them)."""
        return {
            "oneOf": [k.json_schema() for k in self.event_kinds],
            "discriminator": {"propertyName": "type"},
        }

    def resolve_options(self, raw: Any, players: int) -> dict:
        """Defaults filled in, every value checked; raises InvalidOptions naming each field."""
        if raw is None:
            raw = {}
        if not isinstance(raw, dict):
            raise InvalidOptions({"options": ["Must be an object."]})
        known = {o.name: o for o in self.options}
        errors = {name: ["Unknown option."] for name in raw if name not in known}
        resolved = {}
        for name, opt in known.items():
            value = raw[name] if name in raw else copy.deepcopy(opt.default)
            problems = opt.problems(value)
            if problems:
                errors[name] = problems
            resolved[name] = value
        if not errors:
            errors = self.check_options(resolved, players)
        if errors:
            raise InvalidOptions(errors)
        return resolved

    def check_move_shape(self, move: Any) -> Move:
        """Raises InvalidMove unless `move` is one of this game's move kinds, well typed."""
        if not isinstance(move, dict):
            raise InvalidMove({"move": ["Must be an object."]})
        kind_name = move.get("type")
        kind = self.move_kind_index.get(kind_name) if isinstance(kind_name, str) else None
        if kind is None:
            expected = ", ".join(self.move_kind_index)
            raise InvalidMove({"move.type": [f"Must be one of: {expected}."]})
        errors = {}
        names = {f.name for f in kind.fields}
        for name in move:
            if name != "type" and name not in names:
                errors[f"move.{name}"] = ["Unknown field."]
        for f in kind.fields:
            if f.name not in move:
                errors[f"move.{f.name}"] = ["Missing data for required field."]
            elif problems := f.problems(move[f.name]):
                errors[f"move.{f.name}"] = problems
        if errors:
            raise InvalidMove(errors)
        return move
