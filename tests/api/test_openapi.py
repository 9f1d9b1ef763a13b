"""The committed contract is exactly what the code generates, valid, and has every path of
the agreed v1 contract."""

import json
import re
from pathlib import Path

import pytest
from openapi_spec_validator import validate

from devtools.openapi import generate
from engines.registry import GAMES
from service.http.schemas.common import component_name
from service.model.events import SERVICE_EVENTS

COMMITTED = Path(__file__).parents[2] / "openapi" / "openapi.json"


def test_committed_contract_is_current():
    assert COMMITTED.read_text() == generate(), "run `make openapi` and commit the result"


def test_contract_is_valid_openapi_31():
    spec = json.loads(generate())
    validate(spec)
    assert spec["openapi"] == "3.1.0"


def test_contract_has_the_agreed_paths():
    paths = json.loads(generate())["paths"]
    expected = {
        "/v1/games": {"get"}, "/v1/games/{game_id}": {"get"}, "/v1/matches": {"post"},
        "/v1/matches/{match_id}": {"get"}, "/v1/matches/{match_id}/legal-moves": {"get"},
        "/v1/matches/{match_id}/moves": {"post"}, "/v1/matches/{match_id}/events": {"get"},
        "/v1/matches/{match_id}/stream": {"get"}, "/v1/matches/{match_id}/rematch": {"post"},
        "/v1/matches/{match_id}/ws": {"get"},
        "/v1/arena": {"post"}, "/v1/arena/{arena_id}": {"get"},
        "/v1/jobs/{job_id}": {"get"}, "/livez": {"get"}, "/readyz": {"get"},
        "/metrics": {"get"},
    }
    for path, methods in expected.items():
        assert methods <= set(paths[path]), path


def test_errors_are_documented_as_problem_json():
    spec = json.loads(generate())
    move = spec["paths"]["/v1/matches/{match_id}/moves"]["post"]["responses"]
    assert {"401", "403", "404", "409", "412", "422"} <= set(move)
    conflict = spec["components"]["responses"]["CONFLICT"]["content"]
    assert list(conflict) == ["application/problem+json"]


def _target(schemas: dict, ref: dict) -> dict:
    return schemas[ref["$ref"].rsplit("/", 1)[1]]


@pytest.mark.parametrize("game", GAMES.values(), ids=list(GAMES))
def test_moves_events_and_state_are_typed_per_game_from_the_engine(game):
    """Every move kind and event type of the game is a named component; the game's unions
    select them by `type` (a discriminator mapping); its views reference its own unions."""
    schemas = json.loads(generate())["components"]["schemas"]
    prefix = component_name(game.id, "")
    unions = {"Move": {k.type for k in game.move_kinds},
              "Event": {k.type for k in game.event_kinds} | {k.type for k in SERVICE_EVENTS}}
    for suffix, types in unions.items():
        union = schemas[prefix + suffix]
        mapping = union["discriminator"]["mapping"]
        assert union["discriminator"]["propertyName"] == "type" and set(mapping) == types
        assert sorted(ref["$ref"] for ref in union["oneOf"]) == sorted(mapping.values())
        for kind, ref in mapping.items():
            assert _target(schemas, {"$ref": ref})["properties"]["type"] == {"const": kind}
    assert f"{prefix}MoveHorse" in schemas or game.id not in ("petits-chevaux", "royal-turf")
    options = set(schemas[prefix + "Options"]["properties"])
    assert options >= {o.name for o in game.options}  # and the service's (timeouts)
    assert schemas[prefix + "State"]["properties"] == game.view_schema["properties"]
    view = schemas[prefix + "MatchView"]["properties"]
    assert view["game"]["const"] == game.id
    assert view["state"]["$ref"].endswith(prefix + "State")
    assert view["options"]["$ref"].endswith(prefix + "ResolvedOptions")
    resolved = schemas[prefix + "ResolvedOptions"]
    assert set(resolved["required"]) == options  # a match holds every option's value
    assert view["legal_moves"]["items"]["$ref"].endswith(prefix + "Move")
    for bound in ("MovePlayed", "EventsPage", "ReplayStep"):
        assert schemas[prefix + bound]["properties"]["events"]["items"]["$ref"].endswith(
            prefix + "Event")
    assert schemas[prefix + "MovePlayed"]["properties"]["match"]["$ref"].endswith(
        prefix + "MatchView")


def test_game_bound_responses_are_unions_selected_by_game():
    schemas = json.loads(generate())["components"]["schemas"]
    for bound in ("MatchView", "LegalMoves", "MovePlayed", "EventsPage", "ReplayStep"):
        union = schemas[bound]
        assert union["discriminator"]["propertyName"] == "game"
        assert set(union["discriminator"]["mapping"]) == set(GAMES)


def test_secret_move_fields_are_null_only_as_others_see_them():
    schemas = json.loads(generate())["components"]["schemas"]
    posted = schemas["RoyalTurfBet"]["properties"]["token"]
    seen = schemas["RoyalTurfBetSeen"]["properties"]["token"]
    assert "null" not in posted["type"] and "null" in seen["type"]
    played = schemas["RoyalTurfMovePlayedEvent"]["properties"]["move"]
    assert played["$ref"].endswith("RoyalTurfSeenMove")
    assert schemas["PetitsChevauxMovePlayedEvent"]["properties"]["move"]["$ref"].endswith(
        "PetitsChevauxMove")  # nothing secret: the posted moves


def _operations(spec: dict):
    for path, item in spec["paths"].items():
        for method, operation in item.items():
            if method in ("get", "put", "post", "delete", "patch", "head", "options"):
                yield f"{method.upper()} {path}", operation


def test_every_operation_has_a_unique_camel_case_id_and_a_description():
    spec = json.loads(generate())
    ids = {}
    for name, operation in _operations(spec):
        op_id = operation.get("operationId")
        assert op_id and re.fullmatch(r"[a-z][A-Za-z0-9]*", op_id), name
        assert op_id not in ids, f"{name} and {ids.get(op_id)} share {op_id}"
        ids[op_id] = name
        assert operation.get("summary") and "\n" not in operation["summary"], name
        assert operation.get("description"), name
    assert {"createMatch", "playMove", "getMatch", "streamEvents", "livez"} <= set(ids)


def test_every_operation_declares_its_security():
    spec = json.loads(generate())
    schemes = set(spec["components"]["securitySchemes"])
    for name, operation in _operations(spec):
        assert "security" in operation, name
        for requirement in operation["security"]:
            assert set(requirement) <= schemes, name
    paths = spec["paths"]
    assert paths["/livez"]["get"]["security"] == []
    assert paths["/v1/games"]["get"]["security"] == []
    assert paths["/v1/matches/{match_id}"]["get"]["security"] == [{}, {"seatToken": []}]
    assert paths["/v1/webhooks"]["post"]["security"] == [{"apiKey": []}]


def test_headers_are_declared():
    spec = json.loads(generate())
    paths, components = spec["paths"], spec["components"]
    ref = "#/components/headers/{}".format

    def headers(response):
        if "$ref" in response:
            response = components["responses"][response["$ref"].rsplit("/", 1)[1]]
        return response.get("headers", {})

    idempotent = {("/v1/matches", "post", "201"), ("/v1/matches/{match_id}/moves", "post", "200"),
                  ("/v1/matches/{match_id}/rematch", "post", "200"),
                  ("/v1/matches/{match_id}/rematch", "post", "201")}
    for path, method, status in idempotent:
        operation = paths[path][method]
        key = [p for p in operation["parameters"] if p["name"] == "Idempotency-Key"]
        assert key and key[0]["in"] == "header", path
        assert key[0]["schema"] == {"type": "string", "minLength": 1, "maxLength": 255,
                                    "pattern": "^[ -~]+$"}
        assert headers(operation["responses"][status])["Idempotent-Replayed"] == \
            {"$ref": ref("Idempotent-Replayed")}, path
        assert {"409", "422"} <= set(operation["responses"]), path
    for path, method, status in idempotent | {
            ("/v1/matches/{match_id}", "get", "200"),
            ("/v1/matches/{match_id}/join", "post", "200"),
            ("/v1/matches/{match_id}/resign", "post", "200")}:
        assert "ETag" in headers(paths[path][method]["responses"][status]), (path, status)
    for path, item in paths.items():
        for method, operation in item.items():
            if method == "parameters":
                continue
            counted = path not in ("/livez", "/readyz", "/metrics")
            assert ("429" in operation["responses"]) is counted, path
            for status, response in operation["responses"].items():
                declared = headers(response)
                assert declared["X-Request-ID"] == {"$ref": ref("X-Request-ID")}, (path, status)
                if status in ("201", "202") and not path.endswith("/redeliver"):  # creations
                    assert "Location" in declared, (path, status)
                if status in ("409", "429", "503"):
                    assert "Retry-After" in declared, (path, status)
                if counted and ("$ref" not in response or status == "429"):
                    # (error components are shared with the uncounted probes: not there)
                    assert {"RateLimit-Limit", "RateLimit-Remaining", "RateLimit-Reset"} \
                        <= set(declared), (path, status)
    assert set(components["headers"]) >= {"ETag", "Idempotent-Replayed", "X-Request-ID",
                                          "Retry-After", "RateLimit-Limit"}
