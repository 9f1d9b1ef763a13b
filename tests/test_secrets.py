"""Secrets stay secret, over HTTP, in random matches of all four games.

Hypothesis draws the game's players, options, a 16-digit seed (its decimal string cannot occur
by chance) and the moves; every seat is human, so the test plays every move, through the API.
At sampled steps, for the public and every seat:

- no response (view, `/events?after=0`, `/legal-moves`, error bodies) contains the seed or the
  RNG, nor (Poney Mon Amour, whose step cards are unique) a card of another hand or the pile;
- non-interference: what a viewer gets is the same had the secrets she may not see been
  different. Statically: the HTTP view (with its legal moves) is `match_view` of the stored
  record, and stays so when the other hands, face-down cards, hidden bet values, pile orders
  (Amazones: every tile under a top) and the RNG are drawn anew in the stored state. For the
  step just played: re-played from the stored state before it, with those secrets drawn anew
  (the mover's kept, so her move stays legal; what the step itself uncovers kept), or with
  another move that differs only in what is hidden (another face-down card, another token
  value), the viewer's events and view after the step are the ones the API gave her (up to a
  reveal).

Bad moves (illegal, not her turn, stale, forged token) answer bodies without secrets and change
nothing; no log line carries a token, the seed, the RNG or a hand; a seat token of one match is
403 on every route of another; once finished, the seed shows (which proves the detection).
"""

import contextlib
import copy
import dataclasses
import itertools
import json
import logging
import random
import secrets
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engines.amazones import CARD_VALUES, COLOURS
from engines.registry import GAMES
from engines.rng import SEED_LIMIT
from engines.royal_turf_data import BLUFF_TOKEN, TOKENS
from service.app import create_app
from service.model.play import play as replay_move
from service.model.views import events_view, match_view
from service.state.store import events_key, match_key
from service.telemetry.logs import JsonFormatter
from workers.scoring import score_round

from helpers import assert_problem, bearer, play, snapshot

SEED_FLOOR = 10**15  # 16 digits
# game -> (players, options, roughly how many steps between two checked ones)
CASES = {
    "petits-chevaux": (st.integers(2, 4), st.fixed_dictionaries({"horses_per_player": st.just(1)}),
                       40),
    "royal-turf": (st.integers(2, 6), st.fixed_dictionaries({
        "races": st.integers(1, 2), "track_length": st.integers(10, 14),
        "hidden_bets": st.booleans()}), 12),
    "amazones": (st.integers(3, 5), st.just({}), 30),
    "poney-mon-amour": (st.integers(2, 4), st.fixed_dictionaries({
        "max_turns_per_round": st.integers(10, 16)}), 10),
}
DICE_GAMES = {"petits-chevaux", "royal-turf"}  # their RNG's draws are shown as they happen
REVEALS = {"revealed", "bets_revealed"}  # events that show the secrets of a round, by rule
BIDDING = ("first_bid", "second_bid")
MAX_STEPS = 3000
PERTURBATIONS = 2


def raw_match(rdb, match_id: str) -> dict:
    return json.loads(rdb.hget(match_key(match_id), "doc"))


def as_json(value):
    return json.loads(json.dumps(value))


def comparable(view: dict) -> dict:
    """A view without its write time (a re-played step is written now)."""
    return {k: v for k, v in as_json(view).items() if k != "updated_at"}


# --- what is secret ----------------------------------------------------------------------------
def perturbed(game_id: str, state: dict, keep: set, rnd: random.Random, *, step: bool = False,
              keep_pile_top: bool = False) -> dict:
    """`state` with the secrets of every seat not in `keep`, and of the deck, drawn anew, and
    what is public (counts, face-up cards, colours a face-down card must have) left alone.

    Before a step that is re-played (`step`): the RNG of dice games is public in effect (the
    die shows at once), so it stays; in Amazones a step takes or discards at most one tile
    of each pile, uncovering the one under it, so the top two of each pile stay and only
    the tiles below them are re-dealt; `keep_pile_top` keeps Poney Mon Amour's top card for
    its drawer."""
    s = copy.deepcopy(state)
    others = [seat for seat in range(s["players"]) if seat not in keep]
    if not (step and game_id in DICE_GAMES):
        s["rng"] = {"seed": rnd.randrange(SEED_LIMIT), "n": rnd.randrange(10_000)}
    if game_id == "royal-turf" and hidden_bets(s):
        values = (*TOKENS, BLUFF_TOKEN)
        for bet in s["bets"]:
            if bet["seat"] in others:
                bet["token"] = rnd.choice(values)
        for seat in others:
            s["tokens"][seat] = sorted(rnd.choice(values) for _ in s["tokens"][seat])
    elif game_id == "amazones":
        for seat in others:
            s["hands"][seat] = sorted([rnd.randrange(len(COLOURS)), rnd.choice(CARD_VALUES)]
                                      for _ in s["hands"][seat])
            if s["phase"] in BIDDING and s["face_down"][seat] is not None:
                up = s["face_up"][seat]
                colour = up[0][0] if up else rnd.randrange(len(COLOURS))
                s["face_down"][seat] = [colour, rnd.choice(CARD_VALUES)]
        shown = 2 if step else 1  # the top, and under it what the step may uncover
        for pile in s["piles"].values():
            below = pile[:-shown]
            rnd.shuffle(below)
            pile[:len(below)] = below
    elif game_id == "poney-mon-amour":
        hidden_pile = s["draw"][:-1] if keep_pile_top else s["draw"]  # the top is the last
        pool = [card for seat in others for card in s["hands"][seat]] + hidden_pile
        rnd.shuffle(pool)
        for seat in others:
            count = len(s["hands"][seat])
            s["hands"][seat], pool = sorted(pool[:count]), pool[count:]
        s["draw"] = pool + s["draw"][len(hidden_pile):]
    return s


def hidden_bets(state: dict) -> bool:
    return state["options"]["hidden_bets"] and state["phase"] in ("betting", "racing")


def public_part(game_id: str, state: dict, move: dict) -> dict:
    """What others may know of `move` when it is played."""
    if game_id == "royal-turf" and move["type"] == "bet" and state["options"]["hidden_bets"]:
        return {"type": "bet", "horse": move["horse"]}
    if game_id == "amazones" and move["type"] == "add_face_down":
        return {"type": "add_face_down"}
    return move


def has_step_secrets(game_id: str, state: dict) -> bool:
    return game_id in ("amazones", "poney-mon-amour") or (
        game_id == "royal-turf" and state["options"]["hidden_bets"])


def forbidden(match: dict, viewer: int | None) -> list[str]:
    """Strings that no response for `viewer` may contain: the RNG, the seed until the end,
    and the unique cards (Poney Mon Amour's steps) of other hands and of the pile."""
    found = ['"rng"'] + ([] if match["status"] == "finished" else [str(match["seed"])])
    state = match["state"]
    if match["game"] == "poney-mon-amour":
        others = [c for seat, hand in enumerate(state["hands"]) if seat != viewer for c in hand]
        found += sorted({c for c in others + state["draw"] if c.startswith("step-")})
    return found


def leaks(text: str, secret_strings: list[str]) -> list[str]:
    return [s for s in secret_strings if s in text]


# --- driving a match ---------------------------------------------------------------------------
@dataclasses.dataclass
class Match:
    client: object
    rdb: object
    id: str
    tokens: dict
    seed: int
    jobs: list = dataclasses.field(default_factory=list)

    @property
    def seats(self) -> list[int]:
        return [int(s) for s in self.tokens]

    def headers(self, viewer: int | None) -> dict:
        return {} if viewer is None else bearer(self.tokens[str(viewer)])

    def url(self, suffix: str = "") -> str:
        return f"/v1/matches/{self.id}{suffix}"

    def outputs(self, viewer: int | None) -> dict:
        """Everything this viewer reads of the match now, as JSON text and parsed."""
        view = self.client.get(self.url(), headers=self.headers(viewer))
        events = self.client.get(self.url("/events?after=0"), headers=self.headers(viewer))
        assert view.status_code == events.status_code == 200
        out = {"view": view.get_data(as_text=True), "events": events.get_data(as_text=True)}
        if viewer is not None:
            legal = self.client.get(self.url("/legal-moves"), headers=self.headers(viewer))
            assert legal.status_code == 200
            out["legal"] = legal.get_data(as_text=True)
        return {**out, "parsed": {k: json.loads(v) for k, v in out.items()}}

    def settle(self, version: int) -> None:
        """Runs the scoring job of a finished round in-process (no worker in these tests)."""
        assert score_round(self.id, version)["outcome"] == "scored"

    def delete(self) -> None:
        self.rdb.delete(match_key(self.id), events_key(self.id))
        jobs = self.client.application.extensions["haras"].jobs
        for ref in self.jobs:
            if (job := jobs.fetch(ref["id"])) is not None:
                job.delete()


def create(client, rdb, game_id: str, players: int, options: dict, seed: int) -> Match:
    seats = [{"type": "human", "name": f"Zoé {s} 🐴"} for s in range(players)]
    response = client.post("/v1/matches", json={"game": game_id, "seats": seats,
                                                "options": options, "seed": seed})
    assert response.status_code == 201, response.json
    assert not leaks(response.get_data(as_text=True), [str(seed), '"rng"'])
    return Match(client, rdb, response.json["match"]["id"],
                 response.json["seat_tokens"], seed)


# --- the checks --------------------------------------------------------------------------------
def check_outputs(raw: dict, viewer: int | None, out: dict, rnd: random.Random) -> None:
    """No secret string in what `viewer` reads; her view is the stored record's and does not
    change when the secrets she may not see are drawn anew."""
    for kind in ("view", "legal"):
        if kind in out:
            assert not leaks(out[kind], forbidden(raw, viewer)), (kind, viewer)
    assert not leaks(out["events"], [str(raw["seed"]), '"rng"']), viewer
    view = comparable(out["parsed"]["view"])
    assert comparable(match_view(raw, viewer)) == view
    if "legal" in out:
        assert out["parsed"]["legal"]["legal_moves"] == view["legal_moves"]
    for _ in range(PERTURBATIONS):
        other = dict(raw, state=perturbed(raw["game"], raw["state"], {viewer}, rnd))
        assert comparable(match_view(other, viewer)) == view, viewer


def until_reveal(events: list[dict]) -> list[dict]:
    cut = next((i for i, e in enumerate(events) if e["type"] in REVEALS), len(events))
    return events[:cut]


def check_step(before: dict, seat: int, move: dict, seen: dict, rnd: random.Random) -> None:
    """Non-interference of the step `seat` played with `move` from the stored `before`:
    `seen[viewer]` is what the API gave each viewer afterwards."""
    game_id, state = before["game"], before["state"]
    if not has_step_secrets(game_id, state):
        return
    legal = GAMES[game_id].legal_moves(state, seat)
    twins = [m for m in legal if m != move and
             public_part(game_id, state, m) == public_part(game_id, state, move)]
    for viewer, out in seen.items():
        keep = {seat} if viewer is None else {seat, viewer}
        variants = [(perturbed(game_id, state, keep, rnd, step=True,
                               keep_pile_top=viewer == seat), move)
                    for _ in range(PERTURBATIONS)]
        if viewer != seat:
            variants += [(state, twin) for twin in rnd.sample(twins, min(2, len(twins)))]
        real = [e for e in out["parsed"]["events"]["events"] if e["seq"] > before["event_count"]]
        for variant_state, variant_move in variants:
            new, events = replay_move(dict(before, state=variant_state), seat, variant_move)
            shown = events_view(new, events, viewer)
            assert until_reveal(shown) == until_reveal(real), (viewer, seat, variant_move)
            if until_reveal(real) == real:
                assert comparable(match_view(new, viewer)) == comparable(
                    out["parsed"]["view"]), (viewer, seat, variant_move)


def well_formed_illegal_move(game, legal: list[dict]) -> dict:
    """A move of the game's shape that is not legal now."""
    for kind in game.move_kinds:
        choices = []
        for field in kind.fields:
            if field.kind == "choice":
                values = list(field.choices)
            elif field.kind == "bool":
                values = [False, True]
            else:
                values = sorted({field.minimum or 0, field.maximum or 0})
            choices.append(values + ([None] if field.nullable else []))
        for combo in itertools.product(*choices):
            move = {"type": kind.type,
                    **{f.name: v for f, v in zip(kind.fields, combo, strict=True)}}
            if move not in legal:
                return game.check_move_shape(move)
    raise AssertionError("every move is legal")


def check_bad_moves(match: Match, raw: dict, seat: int, move: dict) -> None:
    """Refused moves answer without secrets and change nothing."""
    game = GAMES[raw["game"]]
    legal = game.legal_moves(raw["state"], seat)
    other = next(s for s in match.seats if s != seat)
    forged = f"{match.id}.{secrets.token_urlsafe(32)}"
    before = snapshot(match.rdb, match.id)
    refused = [
        (seat, 422, "illegal_move", play(match.client, match.id, match.tokens[str(seat)],
                                         well_formed_illegal_move(game, legal))),
        (other, 409, "not_your_turn", play(match.client, match.id, match.tokens[str(other)],
                                           move)),
        (seat, 412, "stale_version", play(match.client, match.id, match.tokens[str(seat)], move,
                                          **{"If-Match": f'"{raw["version"] + 1}"'})),
        (seat, 422, "validation_error", play(match.client, match.id, match.tokens[str(seat)],
                                             {"type": "no-such-move"})),
        (None, 401, "unauthorized", play(match.client, match.id, forged, move)),
    ]
    for viewer, status, code, response in refused:
        body = assert_problem(response, status, code)
        assert not leaks(response.get_data(as_text=True), forbidden(raw, viewer)), code
        if code == "illegal_move":
            assert body["legal_moves"] == legal
    assert snapshot(match.rdb, match.id) == before


def check_foreign_tokens(a: Match, b: Match) -> None:
    """A's seat token on B is 403 on every route that reads a token, and changes nothing."""
    before = snapshot(a.rdb, a.id), snapshot(b.rdb, b.id)
    token = a.tokens[str(a.seats[0])]
    headers = bearer(token)
    calls = [b.client.get(b.url(), headers=headers),
             b.client.get(b.url("/legal-moves"), headers=headers),
             b.client.get(b.url("/events?after=0"), headers=headers),
             b.client.get(b.url("/stream"), headers=headers),
             b.client.get(b.url(f"/stream?token={token}")),
             b.client.post(b.url("/moves"), json={"move": {"type": "roll"}}, headers=headers),
             b.client.post(b.url("/resign"), headers=headers)]
    for response in calls:
        assert_problem(response, 403, "forbidden")
        assert not leaks(response.get_data(as_text=True), [str(a.seed), str(b.seed), token])
    assert (snapshot(a.rdb, a.id), snapshot(b.rdb, b.id)) == before


@contextlib.contextmanager
def log_lines():
    """Every log line emitted meanwhile, at any level, as the JSON the services write."""
    lines: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record):
            lines.append(self.format(record))

    handler = Collect(logging.DEBUG)
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    level = root.level
    root.addHandler(handler)
    root.setLevel(logging.DEBUG)
    try:
        yield lines
    finally:
        root.removeHandler(handler)
        root.setLevel(level)


def hand_strings(raw: dict) -> list[str]:
    """How a hand's cards would read if logged."""
    state = raw["state"]
    if raw["game"] == "poney-mon-amour":
        return sorted({card for hand in state["hands"] for card in hand})
    if raw["game"] == "amazones":
        return sorted({f'"{COLOURS[c]}"' for hand in state["hands"] for c, _ in hand})
    return []


# --- the property ------------------------------------------------------------------------------
def play_and_check(client, rdb, game_id: str, players: int, options: dict, seed: int,
                   rnd: random.Random) -> None:
    game = GAMES[game_id]
    check_every = CASES[game_id][2]
    with log_lines() as lines:
        match = create(client, rdb, game_id, players, options, seed)
        bystander = create(client, rdb, "petits-chevaux", 2, {}, rnd.randrange(SEED_FLOOR,
                                                                               SEED_LIMIT))
        logged_secrets = {*match.tokens.values(), *bystander.tokens.values(), str(seed),
                          str(bystander.seed), '"rng"'}
        try:
            check_foreign_tokens(match, bystander)
            check_foreign_tokens(bystander, match)
            viewers = [None, *match.seats]
            for step in range(MAX_STEPS):
                raw = raw_match(rdb, match.id)
                logged_secrets.update(hand_strings(raw))
                if raw["status"] == "finished":
                    break
                seat = game.to_act(raw["state"])[0]
                legal = client.get(match.url("/legal-moves"),
                                   headers=match.headers(seat)).json["legal_moves"]
                move = rnd.choice(legal)
                # steps with a secret (a hidden choice, a card drawn unseen) are checked more
                secret = move == {"type": "draw_pile"} or public_part(game_id, raw["state"],
                                                                     move) != move
                checked = step == 0 or rnd.randrange(3 if secret else check_every) == 0
                if checked:
                    check_bad_moves(match, raw, seat, move)
                response = play(client, match.id, match.tokens[str(seat)], move)
                assert response.status_code == 200, response.json
                match.jobs += response.json["jobs"]
                if checked:
                    seen = {v: match.outputs(v) for v in viewers}
                    after = raw_match(rdb, match.id)
                    for viewer, out in seen.items():
                        check_outputs(after, viewer, out, rnd)
                    check_step(raw, seat, move, seen, rnd)
                if response.json["match"]["status"] == "scoring":
                    match.settle(response.json["match"]["version"])
            else:
                raise AssertionError("the match did not finish")
            final = match.outputs(None)
            # The seed is revealed at the end: the detection finds it (and is no dead check).
            assert final["parsed"]["view"]["seed"] == seed
            assert leaks(final["view"], [str(seed), '"rng"']) == [str(seed)]
            assert not leaks(final["events"], [str(seed)])
        finally:
            match.delete()
            bystander.delete()
    assert any(f"/v1/matches/{match.id}/moves" in line for line in lines)  # lines were caught
    for line in lines:
        assert not leaks(line, sorted(logged_secrets)), line


@pytest.mark.parametrize("game_id", CASES)
@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
@given(data=st.data())
def test_no_secret_leaks_in_random_matches(client, rdb, game_id, data):
    players_strategy, options_strategy, _ = CASES[game_id]
    players = data.draw(players_strategy, label="players")
    options = data.draw(options_strategy, label="options")
    seed = data.draw(st.integers(SEED_FLOOR, SEED_LIMIT - 1), label="seed")
    rnd = random.Random(data.draw(st.integers(0, 2**32 - 1), label="moves"))
    play_and_check(client, rdb, game_id, players, options, seed, rnd)


# --- the checks can fail -----------------------------------------------------------------------
def _leaky(monkeypatch, game_id: str, **changes) -> None:
    monkeypatch.setitem(GAMES, game_id, dataclasses.replace(GAMES[game_id], **changes))


def test_a_view_showing_other_hands_is_caught(client, rdb, monkeypatch):
    game = GAMES["poney-mon-amour"]
    _leaky(monkeypatch, game.id, view=lambda state, viewer: {
        **game.view(state, viewer), "all_hands": state["hands"]})
    match = create(client, rdb, game.id, 2, {}, SEED_FLOOR + 1)
    try:
        raw = raw_match(rdb, match.id)
        with pytest.raises(AssertionError):
            check_outputs(raw, 0, match.outputs(0), random.Random(1))
    finally:
        match.delete()


def test_a_view_that_depends_on_other_hands_is_caught(client, rdb, monkeypatch):
    """No card shows here (only each hand's total), yet the perturbation sees it."""
    game = GAMES["amazones"]
    _leaky(monkeypatch, game.id, view=lambda state, viewer: {
        **game.view(state, viewer),
        "hand_totals": [sum(v for _, v in hand) for hand in state["hands"]]})
    match = create(client, rdb, game.id, 3, {}, SEED_FLOOR + 2)
    try:
        raw = raw_match(rdb, match.id)
        with pytest.raises(AssertionError):
            check_outputs(raw, None, match.outputs(None), random.Random(2))
    finally:
        match.delete()


def test_an_event_showing_a_drawn_card_is_caught(client, rdb, monkeypatch):
    game = GAMES["poney-mon-amour"]
    _leaky(monkeypatch, game.id, event_view=lambda event, viewer: event)
    match = create(client, rdb, game.id, 2, {}, SEED_FLOOR + 3)
    try:
        rnd = random.Random(3)
        while True:  # until a seat draws from the pile
            raw = raw_match(rdb, match.id)
            seat = game.to_act(raw["state"])[0]
            legal = game.legal_moves(raw["state"], seat)
            move = {"type": "draw_pile"} if {"type": "draw_pile"} in legal else next(
                m for m in legal if m["type"] == "discard")
            assert play(client, match.id, match.tokens[str(seat)], move).status_code == 200
            if move["type"] == "draw_pile":
                break
        other = 1 - seat
        with pytest.raises(AssertionError):
            check_step(raw, seat, move, {other: match.outputs(other)}, rnd)
    finally:
        match.delete()


def test_log_capture_would_see_a_token(client, rdb):
    match = create(client, rdb, "petits-chevaux", 2, {}, SEED_FLOOR + 4)
    try:
        with log_lines() as lines:
            client.get(match.url(f"/stream?token={match.tokens['0']}")).close()
            logging.getLogger("haras.test").debug("careless %s", match.tokens["1"])
        assert any(f"/v1/matches/{match.id}/stream" in line for line in lines)
        # `?token=` stays out of the request line; the careless line is caught
        assert leaks("\n".join(lines), list(match.tokens.values())) == [match.tokens["1"]]
    finally:
        match.delete()


# --- players -----------------------------------------------------------------------------------
def test_player_secrets_never_leave_the_server(client, rdb):
    """A player token is shown once (its creation's answer); nothing else shows it, its
    hash, the player's origin, its owner key or external id: no view, event, list, error,
    log line, nor the Redis copy of an idempotent answer."""
    from service.http import caller_keys
    from service.state import apikeys, players

    key, raw_key = apikeys.create(rdb, "secrets")
    idempotency = {"Idempotency-Key": secrets.token_hex(8)}
    with log_lines() as lines:
        created = client.post("/v1/players", json={"name": "Own"}, headers=idempotency)
        token = created.json["player_token"]
        own = players.load(rdb, created.json["player"]["id"])
        owned_id = client.post("/v1/players", json={"name": "Owned", "external_id": "ext-42"},
                               headers={caller_keys.HEADER: raw_key}).json["player"]["id"]
        owned = players.load(rdb, owned_id)
        as_owned = {caller_keys.HEADER: raw_key, "X-Player": owned_id}
        responses = [
            client.post("/v1/players", json={"name": "Own"}, headers=idempotency),  # replayed
            client.post("/v1/players", json={"name": "Again", "external_id": "ext-42"},
                        headers={caller_keys.HEADER: raw_key}),
            match := client.post("/v1/matches", json={
                "game": "royal-turf", "seats": [{"type": "human"}, {"type": "human",
                                                                    "open": True}]},
                headers={**bearer(token), **idempotency})]
        match_id = match.json["match"]["id"]
        responses += [
            client.post(f"/v1/matches/{match_id}/join", json={}, headers=as_owned),
            client.get(f"/v1/matches/{match_id}"),
            client.get(f"/v1/matches/{match_id}",
                       headers=bearer(match.json["seat_tokens"]["0"])),
            client.get(f"/v1/matches/{match_id}/events"),
            client.get(f"/v1/matches/{match_id}/legal-moves", headers=bearer(token)),
            client.get("/v1/matches?status=waiting"),
            client.post("/v1/matches", json={"game": "royal-turf", "seats": [{"type": "human"}]},
                        headers=bearer(token + "x")),
        ]
        for player_id in (own["id"], owned_id):
            responses += [client.get(f"/v1/players/{player_id}"),
                          client.get(f"/v1/players/{player_id}/matches")]
    assert created.status_code == 201 and responses[0].json == created.json
    secret_strings = [own["token_hash"], own["origin"], owned["origin"], key.id, "ext-42",
                      token.rsplit(".", 1)[1]]
    for response in responses[1:]:
        shown = response.get_data(as_text=True) + json.dumps(dict(response.headers))
        assert not leaks(shown, secret_strings), response.request.path
    assert not leaks("\n".join(lines), [token.rsplit(".", 1)[1], own["token_hash"], raw_key])
    stored_events = json.dumps(rdb.xrange(events_key(match_id)))
    assert not leaks(stored_events + json.dumps(rdb.hgetall(match_key(match_id))),
                     [token.rsplit(".", 1)[1], own["token_hash"], own["origin"]])
    idempotent = [rdb.get(k) or "" for k in rdb.scan_iter(match="haras:idem:*", count=1000)
                  if rdb.type(k) == "string"]
    assert idempotent and not leaks("\n".join(idempotent), [token.rsplit(".", 1)[1]])


def test_a_signed_in_players_subject_never_leaves_the_server(settings, client, rdb):
    """The issuer's subject of a signed-in player (or its hash) is in no answer, view,
    error or log line, and not in the player's record (its origin is a hash); its token
    only in the sign-in's answer."""
    from service.config import OidcIssuer
    from service.state import players, sign_ins

    from oidc_provider import AUDIENCE, Provider, id_token

    provider = Provider()
    try:
        issuer = OidcIssuer(issuer=provider.issuer, audiences=(AUDIENCE,))
        web = create_app(dataclasses.replace(settings, oidc_issuers=(issuer,))).test_client()
        subject = f"user-{secrets.token_hex(8)}@example.org"
        with log_lines() as lines:
            first = web.post("/v1/players/sign-in",
                             json={"id_token": id_token(provider, sub=subject)})
            token = first.json["player_token"]
            player_id = first.json["player"]["id"]
            responses = [
                web.post("/v1/players/sign-in", json={"id_token": id_token(provider,
                                                                           sub=subject)}),
                web.post("/v1/players/sign-in", json={"id_token": id_token(
                    provider, sub=subject, aud="elsewhere")}),
                web.post("/v1/players/sign-in", json={"id_token": id_token(
                    provider, sub=subject, exp=int(time.time()) - 600)}),
                web.patch(f"/v1/players/{player_id}", json={"name": "Ada"},
                          headers=bearer(token)),
                web.get(f"/v1/players/{player_id}"),
                web.get(f"/v1/players/{player_id}/matches"),
                web.delete(f"/v1/players/{player_id}/token", headers=bearer(token)),
                web.patch(f"/v1/players/{player_id}", json={"name": "Ada"},
                          headers=bearer(token)),
            ]
    finally:
        provider.release.set()
        provider.server.shutdown()
    assert first.status_code == 200 and [r.status_code for r in responses] == [
        200, 401, 401, 200, 200, 200, 204, 401]
    digest = sign_ins.subject_digest(provider.issuer, subject)
    hidden = [subject, digest, digest[:32]]
    for response in [first, *responses]:
        assert not leaks(response.get_data(as_text=True) + json.dumps(dict(response.headers)),
                         hidden), response.request.path
    assert not leaks(json.dumps(rdb.hgetall(players.player_key(player_id))), [subject, token])
    assert not leaks("\n".join(lines), [*hidden, token.rsplit(".", 1)[1]])
