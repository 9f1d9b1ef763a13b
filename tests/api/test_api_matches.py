"""The match endpoints against a real Redis: happy paths and every error of the contract."""

import json
import threading
import time

import pytest

from service.state.store import match_key

from support.http import (
    HUMANS_2,
    assert_problem,
    bearer,
    create,
    keys,
    play,
    play_until_finished,
    snapshot,
)

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster


def test_create_returns_view_tokens_and_location(client, rdb):
    response = client.post("/v1/matches", json={"game": "petits-chevaux", "seats": HUMANS_2,
                                                "seed": 42})
    assert response.status_code == 201
    body = response.json
    match = body["match"]
    assert response.headers["Location"] == f"/v1/matches/{match['id']}"
    assert response.headers["ETag"] == '"1"'
    assert len(match["id"]) == 22  # 128 random bits, url-safe
    assert match["status"] == "active" and match["version"] == 1 and match["viewer"] is None
    assert match["seed"] is None, "the seed stays secret while the match runs"
    assert match["options"] == {"horses_per_player": 4, "horses_to_win": 1,
                                "extra_six_to_finish": False, "max_sixes_in_a_row": None,
                                "turn_timeout_s": None, "timeouts_to_ai": 3}
    assert [s["name"] for s in match["seats"]] == ["Ana", "Bo"]
    assert set(body["seat_tokens"]) == {"0", "1"} and body["jobs"] == []
    stored = rdb.hget(match_key(match["id"]), "doc")
    for token in body["seat_tokens"].values():
        assert len(token.split(".")[1]) >= 43  # 256 bits
        assert token not in stored, "tokens are stored only hashed"
    assert '"seed":42' in stored


def test_same_seed_same_setup(client):
    first, _ = create(client, seed=7)
    second, _ = create(client, seed=7)
    assert first["state"] == second["state"] and first["to_act"] == second["to_act"]


@pytest.mark.parametrize("body, code, field", [
    ({"game": "chess", "seats": HUMANS_2}, "unknown_game", "game"),
    ({"game": "petits-chevaux", "seats": HUMANS_2[:1]}, "validation_error", "seats"),
    ({"game": "petits-chevaux", "seats": HUMANS_2 * 3}, "validation_error", "seats"),
    ({"game": "petits-chevaux", "seats": []}, "validation_error", "seats"),
    ({"game": "petits-chevaux", "seats": [{"type": "robot"}, {"type": "human"}]},
     "validation_error", "seats.0.type"),
    ({"game": "petits-chevaux", "seats": [{"type": "ai"}, {"type": "human"}]},
     "validation_error", "seats.0.ai.level"),
    ({"game": "petits-chevaux", "seats": [{"type": "ai", "ai": {"level": "godlike"}},
                                          {"type": "human"}]},
     "validation_error", "seats.0.ai.level"),
    ({"game": "petits-chevaux", "seats": [{"type": "ai", "ai": {"level": "random",
                                                                "think_ms": 0}},
                                          {"type": "human"}]},
     "validation_error", "seats.0.ai.think_ms"),
    ({"game": "petits-chevaux", "seats": [{"type": "human", "ai": {"level": "random"}},
                                          {"type": "human"}]},
     "validation_error", "seats.0.ai"),
    ({"game": "petits-chevaux", "seats": [{"type": "human", "name": ""}, {"type": "human"}]},
     "validation_error", "seats.0.name"),
    ({"game": "petits-chevaux", "seats": [{"type": "human", "name": "x" * 41},
                                          {"type": "human"}]},
     "validation_error", "seats.0.name"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "seed": -1}, "validation_error", "seed"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "seed": 2**53}, "validation_error", "seed"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "seed": "12"}, "validation_error", "seed"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "colour": "red"}, "validation_error",
     "colour"),
    ({"seats": HUMANS_2}, "validation_error", "game"),
    ({"game": 12, "seats": HUMANS_2}, "validation_error", "game"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "options": {"horses_per_player": 5}},
     "invalid_options", "horses_per_player"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "options": {"horses_per_player": "4"}},
     "invalid_options", "horses_per_player"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "options": {"extra_six_to_finish": 1}},
     "invalid_options", "extra_six_to_finish"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "options": {"max_sixes_in_a_row": 0}},
     "invalid_options", "max_sixes_in_a_row"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "options": {"fast": True}},
     "invalid_options", "fast"),
    ({"game": "petits-chevaux", "seats": HUMANS_2,
      "options": {"horses_per_player": 2, "horses_to_win": 3}},
     "invalid_options", "horses_to_win"),
    ({"game": "petits-chevaux", "seats": HUMANS_2, "options": [1]}, "validation_error",
     "options"),
])
def test_create_rejects_bad_bodies_and_stores_nothing(client, rdb, body, code, field):
    keys_before = keys(rdb)
    problem = assert_problem(client.post("/v1/matches", json=body), 422, code)
    assert field in problem["errors"], problem["errors"]
    assert all(isinstance(m, str) for msgs in problem["errors"].values() for m in msgs)
    assert keys(rdb) <= keys_before


def test_create_rejects_malformed_json_wrong_type_and_huge_bodies(client, rdb):
    keys_before = keys(rdb)
    response = client.post("/v1/matches", data="{not json",
                           content_type="application/json")
    assert_problem(response, 400, "validation_error")
    response = client.post("/v1/matches", data="game=petits-chevaux",
                           content_type="application/x-www-form-urlencoded")
    assert_problem(response, 415, "unsupported_media_type")
    huge = {"game": "petits-chevaux", "seats": HUMANS_2, "options": {"x": "y" * 70_000}}
    response = client.post("/v1/matches", data=json.dumps(huge),
                           content_type="application/json")
    assert_problem(response, 413, "payload_too_large")
    assert_problem(client.post("/v1/matches", json=[1, 2]), 422, "validation_error")
    assert keys(rdb) <= keys_before


def test_collection_path_has_no_redirect(client):
    assert client.post("/v1/matches", json={}).status_code == 422  # not a 308
    assert client.get("/v1/games").status_code == 200


def test_view_public_and_seat(client):
    match, tokens = create(client, seed=1)
    public = client.get(f"/v1/matches/{match['id']}")
    assert public.status_code == 200 and public.json["viewer"] is None
    assert public.json["legal_moves"] == []
    seat = match["to_act"][0]
    mine = client.get(f"/v1/matches/{match['id']}", headers=bearer(tokens[str(seat)]))
    assert mine.json["viewer"] == seat and mine.json["legal_moves"] == [{"type": "roll"}]
    other = client.get(f"/v1/matches/{match['id']}", headers=bearer(tokens[str(1 - seat)]))
    assert other.json["viewer"] == 1 - seat and other.json["legal_moves"] == []
    assert "rng" not in json.dumps(public.json) and "seed\": 1" not in json.dumps(public.json)


def test_etag_and_not_modified(client):
    match, tokens = create(client)
    url = f"/v1/matches/{match['id']}"
    first = client.get(url)
    assert first.headers["ETag"] == '"1"'
    assert client.get(url, headers={"If-None-Match": '"1"'}).status_code == 304
    seat = str(match["to_act"][0])
    assert play(client, match["id"], tokens[seat], {"type": "roll"}).status_code == 200
    again = client.get(url, headers={"If-None-Match": '"1"'})
    assert again.status_code == 200 and again.headers["ETag"] == '"2"'


def test_auth_errors(client, rdb):
    match, tokens = create(client)
    other, other_tokens = create(client)
    url = f"/v1/matches/{match['id']}"
    assert_problem(client.get(url, headers=bearer("nope")), 401, "unauthorized")
    assert_problem(client.get(url, headers={"Authorization": "Basic abc"}), 401,
                   "unauthorized")
    forged = match["id"] + ".AAAA"
    assert_problem(client.get(url, headers=bearer(forged)), 401, "unauthorized")
    assert_problem(client.get(url, headers=bearer(other_tokens["0"])), 403, "forbidden")
    before = snapshot(rdb, match["id"])
    assert_problem(client.post(f"{url}/moves", json={"move": {"type": "roll"}}), 401,
                   "unauthorized")
    assert_problem(play(client, match["id"], other_tokens["0"], {"type": "roll"}), 403,
                   "forbidden")
    assert_problem(client.get(f"{url}/legal-moves"), 401, "unauthorized")
    assert snapshot(rdb, match["id"]) == before


def test_unknown_match(client):
    for match_id in ("AAAAAAAAAAAAAAAAAAAAAA", "garbage", "x" * 300):
        assert_problem(client.get(f"/v1/matches/{match_id}"), 404, "match_not_found")
        assert_problem(client.get(f"/v1/matches/{match_id}/events"), 404, "match_not_found")


def test_legal_moves_for_bearer(client):
    match, tokens = create(client)
    seat = match["to_act"][0]
    url = f"/v1/matches/{match['id']}/legal-moves"
    mine = client.get(url, headers=bearer(tokens[str(seat)])).json
    assert mine == {"game": "petits-chevaux", "version": 1, "seat": seat,
                    "legal_moves": [{"type": "roll"}]}
    theirs = client.get(url, headers=bearer(tokens[str(1 - seat)])).json
    assert theirs["legal_moves"] == []


def test_move_applies_and_returns_events(client):
    match, tokens = create(client, seed=5)
    seat = match["to_act"][0]
    response = play(client, match["id"], tokens[str(seat)], {"type": "roll"},
                    **{"If-Match": '"1"'})
    assert response.status_code == 200
    body = response.json
    assert body["match"]["version"] == 2 and response.headers["ETag"] == '"2"'
    assert body["events"][0]["type"] == "move_played"
    assert body["events"][1]["type"] == "rolled" and body["events"][1]["seat"] == seat
    assert [e["version"] for e in body["events"]] == [2] * len(body["events"])
    seqs = [e["seq"] for e in body["events"]]
    assert seqs == list(range(seqs[0], seqs[0] + len(seqs)))


def test_every_legal_move_posts_back_verbatim(client):
    """Plays a whole match posting back, in turn, every position of the legal-moves list."""
    match, tokens = create(client, seed=11, options={"horses_per_player": 2})
    for step in range(3000):
        view = client.get(f"/v1/matches/{match['id']}").json
        if view["status"] == "finished":
            break
        token = tokens[str(view["to_act"][0])]
        moves = client.get(f"/v1/matches/{match['id']}/legal-moves",
                           headers=bearer(token)).json["legal_moves"]
        response = play(client, match["id"], token, moves[step % len(moves)])
        assert response.status_code == 200, response.json
    assert view["status"] == "finished"


def test_rejected_moves_change_nothing(client, rdb):
    match, tokens = create(client, seed=3)
    mid, seat = match["id"], match["to_act"][0]
    mine, theirs = tokens[str(seat)], tokens[str(1 - seat)]
    before = snapshot(rdb, mid)
    body = assert_problem(play(client, mid, theirs, {"type": "roll"}), 409, "not_your_turn")
    assert body["to_act"] == [seat]
    body = assert_problem(play(client, mid, mine, {"type": "move_horse", "horse": 0}), 422,
                          "illegal_move")
    assert body["legal_moves"] == [{"type": "roll"}]
    for bad in ({"type": "fly"}, {"type": "move_horse"}, {"type": "move_horse", "horse": "0"},
                {"type": "move_horse", "horse": True}, {"type": "move_horse", "horse": 9},
                {"type": "roll", "extra": 1}, {"no": "type"}, []):
        assert_problem(play(client, mid, mine, bad), 422, "validation_error")
    response = client.post(f"/v1/matches/{mid}/moves", json={"move": {"type": "roll"},
                                                             "x": 1}, headers=bearer(mine))
    assert_problem(response, 422, "validation_error")
    response = client.post(f"/v1/matches/{mid}/moves", json={}, headers=bearer(mine))
    assert_problem(response, 422, "validation_error")
    response = client.post(f"/v1/matches/{mid}/moves", data="{", headers=bearer(mine),
                           content_type="application/json")
    assert_problem(response, 400, "validation_error")
    body = assert_problem(play(client, mid, mine, {"type": "roll"}, **{"If-Match": '"7"'}),
                          412, "stale_version")
    assert body["current_version"] == 1
    assert_problem(play(client, mid, mine, {"type": "roll"}, **{"If-Match": "soon"}), 400,
                   "validation_error")
    assert snapshot(rdb, mid) == before


def test_finished_match_rejects_moves_and_reveals_seed(client, rdb):
    match, tokens = create(client, seed=8, options={"horses_per_player": 1})
    final = play_until_finished(client, match["id"], tokens)
    assert final["seed"] == 8 and final["to_act"] == []
    result = final["result"]
    assert sorted(result["ranking"]) == [0, 1] and result["winners"] == [result["ranking"][0]]
    assert result["scores"][str(result["winners"][0])] == 1
    before = snapshot(rdb, match["id"])
    assert_problem(play(client, match["id"], tokens["0"], {"type": "roll"}), 409,
                   "match_finished")
    assert snapshot(rdb, match["id"]) == before
    ttl = rdb.ttl(match_key(match["id"]))
    assert 0 < ttl <= 7 * 24 * 3600


def test_active_match_keys_expire_when_idle(client, rdb, settings):
    match, _ = create(client)
    assert settings.idle_ttl_s - 60 < rdb.ttl(match_key(match["id"])) <= settings.idle_ttl_s


def test_events_paging_and_redaction_free_public_view(client):
    match, tokens = create(client, seed=9)
    url = f"/v1/matches/{match['id']}/events"
    setup = client.get(url).json
    assert setup["events"][-1]["type"] == "start_player"
    assert setup["last_seq"] == len(setup["events"])
    assert client.get(f"{url}?after={setup['last_seq']}").json == {
        "game": "petits-chevaux", "events": [], "last_seq": setup["last_seq"]}
    seat = str(match["to_act"][0])
    played = play(client, match["id"], tokens[seat], {"type": "roll"}).json["events"]
    after = client.get(f"{url}?after={setup['last_seq']}").json
    assert after["events"] == played and after["last_seq"] == played[-1]["seq"]
    for query in ("after=-1", "after=x", "wait=26", "wait=-1", "wait=nan"):
        assert_problem(client.get(f"{url}?{query}"), 422, "validation_error")


def test_long_poll_wakes_on_a_move(app):
    client = app.test_client()
    match, tokens = create(client, seed=10)
    url = f"/v1/matches/{match['id']}/events"
    last = client.get(url).json["last_seq"]
    seat = str(match["to_act"][0])
    timer = threading.Timer(0.3, lambda: play(app.test_client(), match["id"], tokens[seat],
                                              {"type": "roll"}))
    timer.start()
    polled = client.get(f"{url}?after={last}&wait=10").json
    timer.join()
    assert polled["events"] and polled["events"][0]["seq"] == last + 1


def test_long_poll_times_out_empty(client):
    match, _ = create(client)
    url = f"/v1/matches/{match['id']}/events"
    last = client.get(url).json["last_seq"]
    assert client.get(f"{url}?after={last}&wait=0.2").json == {
        "game": "petits-chevaux", "events": [], "last_seq": last}


def test_view_long_poll_answers_the_next_version_as_soon_as_it_lands(app):
    client = app.test_client()
    match, tokens = create(client, seed=10)
    mover, watcher = str(match["to_act"][0]), str(1 - match["to_act"][0])
    timer = threading.Timer(0.3, lambda: play(app.test_client(), match["id"], tokens[mover],
                                              {"type": "roll"}))
    started = time.monotonic()
    timer.start()
    polled = client.get(f"/v1/matches/{match['id']}?wait=10", headers={
        "If-None-Match": f'"{match["version"]}"', **bearer(tokens[watcher])})
    timer.join()
    assert polled.status_code == 200 and time.monotonic() - started < 5
    assert polled.json["version"] == match["version"] + 1
    assert polled.json["viewer"] == int(watcher)  # the bearer's view, as without wait
    assert polled.headers["ETag"] == f'"{match["version"] + 1}"'


def test_view_long_poll_ends_with_304_when_nothing_moves(client):
    match, _ = create(client)
    started = time.monotonic()
    polled = client.get(f"/v1/matches/{match['id']}?wait=0.3",
                        headers={"If-None-Match": f'"{match["version"]}"'})
    assert polled.status_code == 304 and time.monotonic() - started >= 0.3
    assert polled.headers["ETag"] == f'"{match["version"]}"'


def test_view_wait_answers_at_once_unless_the_caller_has_the_current_version(client):
    match, tokens = create(client)
    url = f"/v1/matches/{match['id']}"
    play(client, match["id"], tokens[str(match["to_act"][0])], {"type": "roll"})
    started = time.monotonic()
    stale = client.get(f"{url}?wait=20", headers={"If-None-Match": f'"{match["version"]}"'})
    plain = client.get(f"{url}?wait=20&_=1700000000")  # other parameters stay ignored
    assert time.monotonic() - started < 5
    assert stale.status_code == plain.status_code == 200
    assert stale.json["version"] == plain.json["version"] == match["version"] + 1
    for query in ("wait=26", "wait=-1", "wait=nan", "wait=x"):
        assert_problem(client.get(f"{url}?{query}"), 422, "validation_error")


def test_concurrent_moves_apply_exactly_once(app, rdb):
    match, tokens = create(app.test_client(), seed=12)
    seat = str(match["to_act"][0])
    barrier = threading.Barrier(8)
    statuses = []

    def race():
        client = app.test_client()
        barrier.wait()
        response = play(client, match["id"], tokens[seat], {"type": "roll"},
                        **{"If-Match": '"1"'})
        statuses.append(response.status_code)

    threads = [threading.Thread(target=race) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(statuses) == [200] + [412] * 7
    view = app.test_client().get(f"/v1/matches/{match['id']}").json
    assert view["version"] == 2
    events = app.test_client().get(f"/v1/matches/{match['id']}/events").json["events"]
    assert [e["type"] for e in events].count("rolled") == 1
    assert [e["seq"] for e in events] == list(range(1, len(events) + 1))
