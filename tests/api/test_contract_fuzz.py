"""Contract fuzzing: schemathesis drives every operation of the committed contract
(openapi/openapi.json, so this proves the code keeps what is published) against the app,
in-process. Per operation: the contract's examples, coverage cases (boundaries, every
documented value, invalid values, undocumented methods) and random valid and invalid
requests; then stateful sequences that follow the contract's links (create a match, read
it, ask its legal moves, post one back, join, resign, read the events, ...). Every answer
must be documented: no 5xx, a documented status, content type and headers, a body that
matches its schema; invalid requests refused, valid ones not refused with 400 or 415.

Hypothesis cannot guess match ids or seat tokens. So generated requests are aimed at real
things part of the time (matches of every game, waiting, finished, all-AI; an arena; a job),
with real tokens, another match's token, or what was generated; the sequences play the
matches they create, with their tokens. They never touch anyone else's match (the lobby
lists every waiting match of the shared Redis), and what the run created is deleted after.
Waits are bounded: `/events` long-polls at most `MAX_WAIT_S`, and schemathesis stops
reading a `/stream` after `STREAM_READ_S` (the app sends keep-alive comments every
`KEEPALIVE_S`, so an idle stream is read in time too).
"""

import zlib
from pathlib import Path

import pytest
import schemathesis
from hypothesis import settings as hypothesis_settings
from rq import Queue, Worker
from rq.registry import ScheduledJobRegistry
from schemathesis.core.parameters import ParameterLocation

from engines.registry import GAMES
from engines.rng import SEED_LIMIT
from service.app import create_app
from service.state import lobby
from service.state.arenas import arena_key, results_key
from service.state.store import events_key, match_key

from support.http import bearer, create
from support.processes import settings_with

COMMITTED = Path(__file__).parents[2] / "openapi" / "openapi.json"
MAX_WAIT_S = 0.05
STREAM_READ_S = 0.3
KEEPALIVE_S = 0.1
SCENARIOS = 120
SETUP_SEED = 7
# A schema-valid request may still be refused with 422: what JSON Schema cannot say (seats
# that fit the game, options that fit each other, a move legal now) the app checks, and the
# contract documents those 422 codes. `If-Match` on moves: a stale version is 412.
VALID_MAY_GET = ["2xx", "3xx", "401", "403", "404", "409", "412", "422", "429"]
INVALID_MUST_GET = ["400", "401", "403", "404", "405", "409", "412", "413", "415", "422", "428",
                    "429"]
CONFIG = {
    "generation": {"max-examples": 40, "database": "none"},
    "checks": {
        "positive_data_acceptance": {"expected-statuses": VALID_MAY_GET},
        "negative_data_rejection": {"expected-statuses": INVALID_MUST_GET},
        # DELETE /v1/arena/{id} cancels an arena, which stays readable (status "cancelled",
        # its results so far): the premise of this check, a deleted resource is gone, is not
        # this API's.
        "use_after_free": {"enabled": False},
    },
    "phases": {"examples": {"fill-missing": True}, "stateful": {"max-steps": 20}},
    # The stream's schema is the text it is (linters check its example against it); its
    # events' JSON is checked against the game's event schemas in test_contract_responses.py.
    "operations": [{"include-path-regex": "/stream$", "request-timeout": STREAM_READ_S,
                    "checks": {"response_schema_conformance": {"enabled": False}}},
                   # A WebSocket upgrade, which HTTP requests cannot make (every one gets 426
                   # before its parameters are read): tests/live/test_live.py covers the channel.
                   {"include-path-regex": "/ws$", "enabled": False}],
}


def load_contract():
    return schemathesis.openapi.from_path(COMMITTED, config=schemathesis.Config.from_dict(CONFIG))


contract = load_contract()


class Footprint:
    """The matches this run creates, deleted afterwards with their lobby entries."""

    def __init__(self):
        self.games: dict[str, str] = {}  # match id -> game

    def note(self, case, response) -> None:
        if case.method == "POST" and case.operation.path == "/v1/matches" and \
                response.status_code == 201:
            match = response.json()["match"]
            self.games[match["id"]] = match["game"]

    def delete(self, rdb) -> None:
        for match_id, game in self.games.items():
            rdb.delete(match_key(match_id), events_key(match_id))
            lobby.remove(rdb, {"id": match_id, "game": game})


@pytest.fixture(scope="module")
def footprint(rdb):
    made = Footprint()
    yield made
    made.delete(rdb)


@pytest.fixture(scope="module")
def contract_app(settings, rdb):
    """The app, with a job queue of its own: no worker plays the matches and arenas the
    fuzzer creates, and everything queued is deleted afterwards. An idle worker is
    registered, so `/readyz` answers 200 and its body is checked too."""
    app = create_app(settings_with(settings, rq_queue=settings.rq_queue + "-contract",
                                   sse_keepalive_s=KEEPALIVE_S))
    jobs = app.extensions["haras"].jobs
    idle_worker = Worker([jobs.queue], connection=jobs.connection)
    idle_worker.register_birth()
    try:
        yield app
    finally:
        idle_worker.register_death()
        _delete_queued_work(jobs, rdb)
        app.extensions["haras"].notifier.stop()


def _delete_queued_work(jobs, rdb) -> None:
    """Deletes every job the run queued (AI turns, deadlines, arena matches, ...) on the
    app's queues, the arenas those jobs belong to, and the queues' bookkeeping."""
    prefix = "arena-"  # arena job ids read arena-<arena id>-<match index>
    arena_ids = {job_id.removeprefix(prefix).rsplit("-", 1)[0]
                 for job_id in jobs.arena_queue.get_job_ids() if job_id.startswith(prefix)}
    for arena_id in arena_ids:
        rdb.delete(arena_key(arena_id), results_key(arena_id))
    for queue in Queue.all(connection=jobs.connection):
        if queue.name.startswith(jobs.queue.name):
            scheduled = ScheduledJobRegistry(queue=queue)
            for job_id in scheduled.get_job_ids():
                jobs.connection.delete(f"rq:job:{job_id}")
            jobs.connection.delete(scheduled.key)
            queue.delete(delete_jobs=True)
    jobs.connection.delete(jobs.due_key)


def _pick(value, choices: int) -> int:
    """A choice derived from generated data: Hypothesis' replays and shrinking stay exact."""
    return zlib.crc32(repr(value).encode()) % choices


def _bound_waits(case) -> None:
    if case.query and isinstance(case.query.get("wait"), int | float):
        case.query["wait"] = min(case.query["wait"], MAX_WAIT_S)


def _sends_token(case) -> bool:
    """Whether the case sends a seat token: always where one is required, else as generated
    (without one: the public view); never instead of headers meant to be invalid."""
    if case.meta is not None and case.meta.is_negative_at(ParameterLocation.HEADER):
        return False
    if {} not in (case.operation.definition.raw.get("security") or [{}]):
        return True
    in_query = case.operation.path.endswith("/stream") and "token" in (case.query or {})
    return "Authorization" in (case.headers or {}) or in_query


def _use_token(case, token: str) -> dict:
    """Puts the token in the case; returns the headers to send with it. A header the case
    was generated with counts as a guess for schemathesis' auth check, a header sent
    explicitly as real credentials: it then checks that the request fails without them."""
    if case.operation.path.endswith("/stream") and "token" in (case.query or {}):
        case.query["token"] = token
        return {}
    if case.headers:
        case.headers.pop("Authorization", None)
    return {"Authorization": f"Bearer {token}"}


class Seeded:
    """Real things for generated requests to aim at."""

    def __init__(self, client, footprint: Footprint):
        self.tokens: dict[str, dict[str, str]] = {}  # match id -> seat -> token
        self.client, self.footprint = client, footprint
        for game in GAMES.values():
            humans = [{"type": "human", "name": f"P{i}"} for i in range(game.min_players)]
            self._create(client, game=game.id, seats=humans)
        self._create(client, game="petits-chevaux",
                     seats=[{"type": "human"}, {"type": "human", "open": True}])
        all_ai = self._create(client, game="petits-chevaux", seats=[
            {"type": "ai", "ai": {"level": "random"}}, {"type": "ai", "ai": {"level": "greedy"}}])
        self.job_id = all_ai["jobs"][0]["id"]
        resigned = self._create(client, game="petits-chevaux",
                                seats=[{"type": "human"}, {"type": "human"}])
        answer = client.post(f"/v1/matches/{resigned['match']['id']}/resign",
                             headers=bearer(resigned["seat_tokens"]["0"]))
        assert answer.status_code == 200, answer.json
        arena = client.post("/v1/arena", json={"game": "amazones", "matches": 2, "players": [
            {"level": "random"}, {"level": "random"}, {"level": "greedy"}]})
        assert arena.status_code == 202, arena.json
        self.arena_id = arena.json["id"]

    def _create(self, client, **body) -> dict:
        response = client.post("/v1/matches", json=body)
        assert response.status_code == 201, response.json
        match = response.json["match"]
        self.tokens[match["id"]] = response.json["seat_tokens"]
        self.footprint.games[match["id"]] = match["game"]
        return response.json

    def aim(self, case) -> dict:
        """Points the path parameters at real things, or keeps what was generated (one
        choice in len(pool) + 1); for a real match, the token sent, if any, becomes one of
        its seats', another match's, or stays as generated. Returns the headers to send."""
        pools = {"match_id": list(self.tokens), "arena_id": [self.arena_id],
                 "job_id": [self.job_id], "game_id": list(GAMES)}
        generated = repr((case.path_parameters, case.query, case.headers, case.body))
        for name in case.path_parameters or {}:
            pool = pools.get(name, [])
            if (pick := _pick((generated, name), len(pool) + 1)) < len(pool):
                case.path_parameters[name] = pool[pick]
        _bound_waits(case)
        match_id = (case.path_parameters or {}).get("match_id")
        if match_id in self.tokens and _sends_token(case):
            other = next(t for m, seats in self.tokens.items() if m != match_id
                         for t in seats.values())
            own = list(self.tokens[match_id].values())
            choices = [*own, other, None]
            if (token := choices[_pick((case.headers, case.query), len(choices))]) is not None:
                if token in own and case.operation.path.endswith("/moves"):
                    self._play_legal(case, match_id, token)
                return _use_token(case, token)
        return {}

    def _play_legal(self, case, match_id: str, token: str) -> None:
        """Half of the valid moves posted with a seat's token become a move legal now, based
        on the current version (as a client reads them from legal-moves): random moves are
        all refused, and the answer to a played move would go unchecked."""
        if case.meta is not None and case.meta.is_negative_at(ParameterLocation.BODY):
            return
        now = self.client.get(f"/v1/matches/{match_id}/legal-moves", headers=bearer(token)).json
        if now["legal_moves"] and _pick(case.body, 2):
            case.body = {"move": now["legal_moves"][_pick(case.body, len(now["legal_moves"]))]}
            if "If-Match" in (case.headers or {}):
                case.headers["If-Match"] = f'"{now["version"]}"'


@pytest.fixture(scope="module")
def seeded(contract_app, footprint) -> Seeded:
    return Seeded(contract_app.test_client(), footprint)


@contract.parametrize()
def test_every_operation_keeps_the_contract(case, contract_app, seeded, footprint):
    # The contract is loaded at import, before the fixtures build the app: send the case,
    # and the checks' own probes (which go through the operation's schema), to it.
    case.operation.app = case.operation.schema.app = contract_app
    headers = seeded.aim(case)
    footprint.note(case, case.call_and_validate(headers=headers))


def _playable_creation(body: dict) -> dict:
    """The generated creation body with seats that fit its game (the first human, the others
    human, AI or open) and default options: random bodies hardly ever make a match, and
    sequences need matches to go on with."""
    game = GAMES[body["game"]]
    count = game.min_players + _pick(body, game.max_players - game.min_players + 1)
    kinds = [{"type": "human"}, {"type": "human"}, {"type": "human", "open": True},
             {"type": "ai", "ai": {"level": "random"}}]
    seats = [{"type": "human"}] + [kinds[_pick((body, i), len(kinds))] for i in range(1, count)]
    return {**body, "seats": seats, "options": {}}


def test_stateful_sequences_keep_the_contract(contract_app, footprint):
    schema = load_contract()
    schema.app = contract_app
    client = contract_app.test_client()

    class Sequences(schema.as_state_machine()):
        def setup(self):
            # Each scenario starts with a match of its own, so that the steps naming a match
            # before one was created aim at it rather than at nothing. Always the same one:
            # Hypothesis replays a scenario from its draws, which must meet the same states.
            match, tokens = create(client, seed=SETUP_SEED)
            footprint.games[match["id"]] = match["game"]
            self.tokens: dict[str, dict[str, str]] = {match["id"]: tokens}  # made or joined
            self.headers = {}

        def get_call_kwargs(self, case):
            return {"headers": self.headers}

        def validate_response(self, response, case, additional_checks=None, **kwargs):
            case.validate_response(response, additional_checks=additional_checks,
                                   headers=self.headers, transport_kwargs=kwargs,
                                   recorder=self.recorder)

        def before_call(self, case):
            self.headers = {}
            if case.method == "POST" and case.operation.path == "/v1/matches" and \
                    isinstance(case.body, dict):
                if case.body.get("game") in GAMES and _pick(case.body, 4):  # 1 in 4 as is
                    case.body = _playable_creation(case.body)
                # a seed, else the start player changes when Hypothesis replays the scenario
                case.body = {"seed": _pick(case.body, SEED_LIMIT), **case.body}
            match_id = (case.path_parameters or {}).get("match_id")
            if match_id is not None and match_id not in self.tokens:
                # one of the scenario's matches, never someone else's (from the lobby)
                own = list(self.tokens)
                match_id = own[_pick((case.body, case.query), len(own))]
                case.path_parameters["match_id"] = match_id
            if self.tokens.get(match_id) and _sends_token(case):
                # the seat to act, so that its legal moves are not empty and can be played
                to_act = client.get(f"/v1/matches/{match_id}").json["to_act"]
                seats = self.tokens[match_id]
                seat = next((str(s) for s in to_act if str(s) in seats), next(iter(seats)))
                self.headers = _use_token(case, seats[seat])
            _bound_waits(case)

        def after_call(self, response, case):
            super().after_call(response, case)
            footprint.note(case, response)
            if case.method != "POST" or response.status_code not in (200, 201):
                return
            body = response.json()
            if case.operation.path == "/v1/matches":
                self.tokens[body["match"]["id"]] = dict(body["seat_tokens"])
            elif case.operation.path.endswith("/join"):
                self.tokens[body["match"]["id"]][str(body["seat"])] = body["seat_token"]

    # No example database: a replayed scenario meets another state of the shared Redis.
    Sequences.run(settings=hypothesis_settings(Sequences.TestCase.settings,
                                               max_examples=SCENARIOS, database=None))


@pytest.fixture()
def fresh(contract_app, footprint):
    """A new two-human match: (client, match id, token of the seat to act)."""
    client = contract_app.test_client()
    match, tokens = create(client)
    footprint.games[match["id"]] = match["game"]
    return client, match["id"], tokens[str(match["to_act"][0])]


@pytest.mark.parametrize("path", ["/v1/matches", "/v1/arena", "/v1/matches/{match}/join",
                                  "/v1/matches/{match}/moves"])
def test_a_null_body_is_refused_not_a_server_error(fresh, path):
    """Found by the fuzzer: the JSON body `null` (any scalar) was a 500 before any route ran."""
    client, match_id, token = fresh
    answer = client.post(path.format(match=match_id), data="null",
                         content_type="application/json", headers=bearer(token))
    assert 400 <= answer.status_code < 500, answer.get_data(True)
    assert answer.headers["Content-Type"] == "application/problem+json"


def test_a_move_type_that_is_no_string_is_a_validation_error(fresh):
    """Found by the fuzzer: a move whose `type` is a list or an object was a 500."""
    client, match_id, token = fresh
    for kind in (["roll"], {"roll": 1}):
        answer = client.post(f"/v1/matches/{match_id}/moves", json={"move": {"type": kind}},
                             headers=bearer(token))
        assert answer.status_code == 422, answer.get_data(True)
        assert answer.json["code"] == "validation_error" and "move.type" in answer.json["errors"]


def test_an_empty_last_event_id_reads_as_none(fresh):
    """Found by the fuzzer: the contract refused an empty `Last-Event-ID`, which the app
    reads as absent; the contract now says so."""
    client, match_id, token = fresh
    assert client.post(f"/v1/matches/{match_id}/resign", headers=bearer(token)).status_code == 200
    answer = client.get(f"/v1/matches/{match_id}/stream", headers={"Last-Event-ID": ""})
    assert answer.status_code == 200
    body = answer.get_data(True)  # every event from the first, then the end
    assert "\nid: 1\n" in body and "\nevent: end\n" in body
