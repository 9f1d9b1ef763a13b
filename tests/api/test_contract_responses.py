"""Real responses keep the committed contract, field by field: a match of every game is played
to its end (one human seat against AI seats played by a real worker) and every body the API
answers (creation, views for the seat and the public, legal moves, moves, events, the job, the
replay, problems) is validated against the schema the contract documents for that operation
and status: what it marks `required` is there, nothing undeclared is, null only where allowed.
"""

import functools
import json

import pytest
from jsonschema import Draft202012Validator

from engines.registry import GAMES
from service.http.schemas.common import component_name

from support.http import CONTRACT, bearer
from support.http import keeps_contract as check
from support.processes import wait_for

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

STEP_LIMIT = 3000
OPTIONS = {"poney-mon-amour": {"max_turns_per_round": 40}}  # shorter rounds, the same shapes


def _seats(game_id: str) -> list[dict]:
    game = GAMES[game_id]
    ai = [{"type": "ai", "ai": {"level": "random", "think_ms": 10}}] * (game.min_players - 1)
    return [{"type": "human", "name": "Ana"}, *ai]


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_a_whole_match_answers_as_the_contract_says(client, worker, game_id):
    body = {"game": game_id, "seats": _seats(game_id), "seed": 11,
            "options": OPTIONS.get(game_id, {})}
    created = check(client.post("/v1/matches", json=body), "post", "/v1/matches")
    match_id, token = created["match"]["id"], created["seat_tokens"]["0"]
    base = "/v1/matches/{match_id}"
    for job in created["jobs"]:
        check(client.get(f"/v1/jobs/{job['id']}"), "get", "/v1/jobs/{job_id}")
    seen = 0
    for _ in range(STEP_LIMIT):
        view = wait_for(lambda: (v := client.get(f"/v1/matches/{match_id}",
                                                 headers=bearer(token)).json)["status"] ==
                        "finished" or 0 in v["to_act"] and v, timeout_s=30)
        view = check(client.get(f"/v1/matches/{match_id}", headers=bearer(token)), "get", base)
        check(client.get(f"/v1/matches/{match_id}"), "get", base)
        page = check(client.get(f"/v1/matches/{match_id}/events?after={seen}",
                                headers=bearer(token)), "get", f"{base}/events")
        seen = page["last_seq"]
        if view["status"] == "finished":
            break
        legal = check(client.get(f"/v1/matches/{match_id}/legal-moves", headers=bearer(token)),
                      "get", f"{base}/legal-moves")
        if not legal["legal_moves"]:
            continue  # the AI acted between the two reads
        if view["version"] == legal["version"] and seen % 5 == 0:
            stale = client.post(f"/v1/matches/{match_id}/moves",
                                json={"move": legal["legal_moves"][0]},
                                headers={**bearer(token), "If-Match": f'"{legal["version"] + 9}"'})
            assert stale.status_code == 412
            check(stale, "post", f"{base}/moves")
        played = client.post(f"/v1/matches/{match_id}/moves",
                             json={"move": legal["legal_moves"][-1]},
                             headers={**bearer(token), "If-Match": f'"{legal["version"]}"'})
        if played.status_code == 412:  # the AI moved meanwhile: read again
            continue
        assert played.status_code == 200, played.json
        check(played, "post", f"{base}/moves")
    else:
        raise AssertionError("the match did not finish")
    assert view["result"] is not None
    check(client.get(f"/v1/matches/{match_id}/replay"), "get", f"{base}/replay")
    _check_stream(client, match_id, token, game_id)
    illegal = client.post(f"/v1/matches/{match_id}/moves", json={"move": {"type": "nope"}},
                          headers=bearer(token))
    assert illegal.status_code in (409, 422)
    check(illegal, "post", f"{base}/moves")


@functools.cache
def event_validator(game_id: str) -> Draft202012Validator:
    return Draft202012Validator({"components": CONTRACT["components"], "$ref":
                                 f"#/components/schemas/{component_name(game_id, 'Event')}"})


def _check_stream(client, match_id: str, token: str, game_id: str) -> None:
    """The `/stream` of a finished match: every `data:` of a message is one of the game's
    events, in order, then `end`."""
    body = client.get(f"/v1/matches/{match_id}/stream", headers=bearer(token)).get_data(True)
    messages = [block for block in body.split("\n\n") if "data: " in block]
    assert messages and messages[-1].startswith("event: end")
    seqs = []
    for block in messages[:-1]:
        event = json.loads(block.split("data: ", 1)[1])
        errors = list(event_validator(game_id).iter_errors(event))
        assert not errors, (event, [e.message for e in errors[:3]])
        seqs.append(event["seq"])
    assert seqs == list(range(1, len(seqs) + 1))


def test_the_checker_rejects_a_missing_required_field(client):
    """The check can fail: a view without its `version` does not keep the contract."""
    created = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": [
        {"type": "human"}, {"type": "human"}]}).json
    view = created["match"]
    del view["version"]
    schema = {"components": CONTRACT["components"],
              "allOf": [{"$ref": "#/components/schemas/MatchView"}]}
    assert not Draft202012Validator(schema).is_valid(view)


def test_joining_resigning_and_rematch_answer_and_log_as_the_contract_says(client):
    """The service's own events (seat_joined, match_started, seat_resigned, match_forfeited,
    rematch_created) and the seat routes' bodies keep the contract too."""
    created = check(client.post("/v1/matches", json={"game": "royal-turf", "seats": [
        {"type": "human", "name": "Ana"}, {"type": "human", "open": True}]}),
        "post", "/v1/matches")
    match_id, token = created["match"]["id"], created["seat_tokens"]["0"]
    base = "/v1/matches/{match_id}"
    joined = check(client.post(f"/v1/matches/{match_id}/join", json={"name": "Bo"}),
                   "post", f"{base}/join")
    check(client.post(f"/v1/matches/{match_id}/resign", headers=bearer(joined["seat_token"])),
          "post", f"{base}/resign")
    check(client.post(f"/v1/matches/{match_id}/rematch", headers=bearer(token)),
          "post", f"{base}/rematch")
    page = check(client.get(f"/v1/matches/{match_id}/events", headers=bearer(token)),
                 "get", f"{base}/events")
    logged = {event["type"] for event in page["events"]}
    assert {"seat_joined", "match_started", "seat_resigned", "match_forfeited",
            "rematch_created"} <= logged
