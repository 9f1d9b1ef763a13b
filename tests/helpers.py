"""Helpers for the HTTP tests."""

from service.store import events_key, match_key

HUMANS_2 = [{"type": "human", "name": "Ana"}, {"type": "human", "name": "Bo"}]


def create(client, seats=None, game="petits-chevaux", **body):
    response = client.post("/v1/matches", json={"game": game, "seats": seats or HUMANS_2,
                                                **body})
    assert response.status_code == 201, response.json
    return response.json["match"], response.json["seat_tokens"]


def bearer(token: str) -> dict:
    return {"Authorization": f"Bearer {token}"}


def snapshot(rdb, match_id: str) -> tuple:
    """Everything stored for a match: a rejected request must leave it identical."""
    return rdb.hgetall(match_key(match_id)), rdb.xlen(events_key(match_id))


def play(client, match_id: str, token: str, move: dict, **headers):
    return client.post(f"/v1/matches/{match_id}/moves", json={"move": move},
                       headers={**bearer(token), **headers})


def play_until_finished(client, match_id: str, tokens: dict, limit: int = 5000) -> dict:
    """Both human seats play their first legal move until the end."""
    for _ in range(limit):
        view = client.get(f"/v1/matches/{match_id}").json
        if view["status"] == "finished":
            return view
        seat = view["to_act"][0]
        moves = client.get(f"/v1/matches/{match_id}/legal-moves",
                           headers=bearer(tokens[str(seat)])).json["legal_moves"]
        assert play(client, match_id, tokens[str(seat)], moves[-1]).status_code == 200
    raise AssertionError("match did not finish")


def assert_problem(response, status: int, code: str) -> dict:
    assert response.status_code == status, (response.status_code, response.get_data(True))
    assert response.headers["Content-Type"].startswith("application/problem+json")
    body = response.json
    assert body["status"] == status and body["code"] == code
    assert body["type"].endswith(code) and body["title"] and body["detail"]
    return body
