"""POST /v1/matches, POST /moves and GET /v1/matches/{id} answer without marshmallow's dump
(service/http/resources/matches.py): their bodies must be exactly what the CreatedMatch,
MovePlayed and MatchView schemas dump, field for field and type for type, in every game, from
the first move to the last, for a seat and for the public."""

import json
import random

import pytest

from engines.registry import GAMES
from service.http.schemas.matches import CreatedMatch, MatchView, MovePlayed

from support.http import bearer, create, play

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

MAX_MOVES = 3000


def _dumped_as_documented(body: dict, schema=MovePlayed) -> bool:
    """The schema's dump of `body` is `body` itself, keys, values and JSON types alike (1
    and 1.0 differ here, as they do on the wire)."""
    canonical = json.dumps(body, sort_keys=True)
    return json.dumps(schema().dump(body), sort_keys=True) == canonical


def _views_dumped_as_documented(client, match_id: str, token: str) -> None:
    for headers in (bearer(token), {}):
        response = client.get(f"/v1/matches/{match_id}", headers=headers)
        assert response.status_code == 200
        assert response.headers["Content-Type"] == "application/json"
        assert _dumped_as_documented(response.json, MatchView), response.json


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_move_responses_are_what_the_schema_dumps_to_the_end(client, game_id):
    game = GAMES[game_id]
    seats = [{"type": "human", "name": f"P{i}"} for i in range(game.min_players)]
    match, tokens = create(client, seats=seats, game=game_id, seed=7)
    chooser = random.Random(game_id)
    for turn in range(MAX_MOVES):
        if match["status"] != "active":
            break  # finished, or a round waits for its scoring job (no worker here)
        seat = match["to_act"][0]
        if turn % 10 == 0:
            _views_dumped_as_documented(client, match["id"], tokens[str(seat)])
        moves = client.get(f"/v1/matches/{match['id']}/legal-moves",
                           headers=bearer(tokens[str(seat)])).json["legal_moves"]
        response = play(client, match["id"], tokens[str(seat)], chooser.choice(moves),
                        **{"If-Match": f'"{match["version"]}"'})
        assert response.status_code == 200, response.json
        assert response.headers["Content-Type"] == "application/json"
        assert _dumped_as_documented(response.json), response.json
        match = response.json["match"]
    assert match["status"] in ("finished", "scoring")  # every phase of the game was seen
    _views_dumped_as_documented(client, match["id"], tokens["0"])  # the seed shown, if over


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_creations_answer_what_the_schema_dumps(client, game_id):
    """Humans (their tokens), AIs (their job), open seats (waiting), options: each answer
    is CreatedMatch's dump of itself, with 201, its Location and its ETag."""
    game = GAMES[game_id]
    ai = {"type": "ai", "ai": {"level": "random"}}
    for seats, options in (([{"type": "human", "name": "Ana"}] + [ai] * (game.min_players - 1),
                            {}),
                           ([ai] * game.max_players, {}),
                           ([{"type": "human", "open": True}] * game.min_players, {})):
        open_seat = any(seat.get("open") for seat in seats)  # then the server draws the seed
        response = client.post("/v1/matches", json={"game": game_id, "seats": seats,
                                                    "options": options,
                                                    **({} if open_seat else {"seed": 3})})
        assert response.status_code == 201, response.json
        assert response.headers["Content-Type"] == "application/json"
        assert response.headers["Location"].endswith(f"/v1/matches/{response.json['match']['id']}")
        assert response.headers["ETag"] == f'"{response.json["match"]["version"]}"'
        assert _dumped_as_documented(response.json, CreatedMatch), response.json


def test_a_move_that_queues_an_ai_turn_lists_the_job_as_documented(client):
    game = GAMES["petits-chevaux"]
    options = game.resolve_options({}, 2)
    seed = next(s for s in range(1000) if game.to_act(game.begin(2, options, s)[0]) == [0])
    match, tokens = create(client, seats=[{"type": "human"}, {"type": "ai",
                                                               "ai": {"level": "random"}}],
                           seed=seed)
    for _ in range(MAX_MOVES):  # the human plays until the AI is to act (no worker here)
        moves = client.get(f"/v1/matches/{match['id']}/legal-moves",
                           headers=bearer(tokens["0"])).json["legal_moves"]
        response = play(client, match["id"], tokens["0"], moves[0])
        assert response.status_code == 200, response.json
        assert _dumped_as_documented(response.json), response.json
        if response.json["jobs"]:
            break
    assert [job["kind"] for job in response.json["jobs"]] == ["ai_turn"]


def test_webargs_reads_each_request_s_own_parsed_body(app, client):
    """The body parsed up front is handed to webargs per request (service/http/parsing.py):
    within one app context, a request without a body must not see the previous one's."""
    match, tokens = create(client)
    seat = match["to_act"][0]
    with app.app_context():
        moves = client.get(f"/v1/matches/{match['id']}/legal-moves",
                           headers=bearer(tokens[str(seat)])).json["legal_moves"]
        assert play(client, match["id"], tokens[str(seat)], moves[0]).status_code == 200
        seat = client.get(f"/v1/matches/{match['id']}").json["to_act"][0]
        empty = client.post(f"/v1/matches/{match['id']}/moves",
                            headers={**bearer(tokens[str(seat)]),
                                     "Content-Type": "application/json"})
        assert empty.status_code == 422, empty.json
        assert "move" in empty.json["errors"]
