"""Players over HTTP: creation (own token, or owned by an API key), reading, the player
credentials, seats bound to players, the creation quota."""

import json
import secrets
import time
import uuid

import pytest

from service.app import create_app
from service.http import caller_keys
from service.state import apikeys, player_quota, players

from conftest import settings_with, wait_for
from helpers import assert_problem, bearer, keeps_contract, keys, snapshot

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

OPEN_MATCH = {"game": "royal-turf", "seats": [{"type": "human"}, {"type": "human", "open": True}]}


def _player(client, name="Ana", headers=None, **body) -> tuple[dict, str | None]:
    response = client.post("/v1/players", json={"name": name, **body}, headers=headers or {})
    assert response.status_code == 201, response.json
    assert response.headers["Location"] == f"/v1/players/{response.json['player']['id']}"
    return response.json["player"], response.json["player_token"]


def _key(rdb) -> dict:
    key, raw = apikeys.create(rdb, "players " + uuid.uuid4().hex[:6])
    return {"id": key.id, "headers": {caller_keys.HEADER: raw}}


def test_a_player_of_its_own_gets_a_token_once_and_is_public(client, rdb):
    player, token = _player(client, "Zoé 🏇", bot=True)
    assert set(player) == {"id", "name", "bot", "signed_in", "created_at", "ratings"}
    assert player["signed_in"] is False
    assert (player["name"], player["bot"], player["ratings"]) == ("Zoé 🏇", True, {})
    assert token.startswith(f"p.{player['id']}.")
    assert client.get(f"/v1/players/{player['id']}").json == player
    assert token not in json.dumps(rdb.hgetall(players.player_key(player["id"])))


@pytest.mark.parametrize("player_id", ["x" * 16, "short", "ai:royal-turf:expert", "%00" * 8])
def test_an_unknown_player_is_404(client, player_id):
    assert_problem(client.get(f"/v1/players/{player_id}"), 404, "player_not_found")
    assert_problem(client.get(f"/v1/players/{player_id}/matches"), 404, "player_not_found")


def test_a_key_owns_its_players_and_their_external_ids(client, rdb):
    key = _key(rdb)
    player, token = _player(client, "Cy", key["headers"], external_id="user-1")
    assert token is None and players.load(rdb, player["id"])["owner_key"] == key["id"]
    stored = keys(rdb)
    again = client.post("/v1/players", json={"name": "Cy 2", "external_id": "user-1"},
                        headers=key["headers"])
    assert assert_problem(again, 409, "external_id_taken")["player_id"] == player["id"]
    assert keys(rdb) == stored  # nothing stored
    other, _ = _player(client, "Cy", _key(rdb)["headers"], external_id="user-1")
    assert other["id"] != player["id"]  # unique per key only


def test_an_external_id_needs_an_api_key(client, rdb):
    stored = keys(rdb)
    response = client.post("/v1/players", json={"name": "Cy", "external_id": "u"})
    assert "external_id" in assert_problem(response, 422, "validation_error")["errors"]
    assert keys(rdb) == stored


def test_creating_a_match_as_a_player_binds_the_first_seat_it_holds(client, rdb):
    player, token = _player(client, "Ana")
    seats = [{"type": "ai", "ai": {"level": "random"}}, {"type": "human", "open": True},
             {"type": "human"}, {"type": "human", "name": "Other"}]
    created = client.post("/v1/matches", json={"game": "royal-turf", "seats": seats},
                          headers=bearer(token))
    assert created.status_code == 201, created.json
    view = created.json["match"]
    assert [("player" in s) for s in view["seats"]] == [False, False, True, False]
    assert view["seats"][2]["player"] == {"id": player["id"], "name": "Ana", "bot": False}
    assert view["seats"][2]["name"] == "Ana"
    seat_token = created.json["seat_tokens"]["2"]
    seen = client.get(f"/v1/matches/{view['id']}", headers=bearer(seat_token)).json
    assert seen["seats"][2]["player"]["id"] == player["id"]
    listed = client.get(f"/v1/players/{player['id']}/matches").json
    assert [m["id"] for m in listed["matches"]] == [view["id"]]


def test_joining_as_a_player_binds_the_seat_once_per_player(client, rdb):
    host, host_token = _player(client, "Host")
    guest, guest_token = _player(client, "Guest", bot=True)
    match = client.post("/v1/matches", json={
        "game": "petits-chevaux", "seats": [{"type": "human"}] + [
            {"type": "human", "open": True}] * 2}, headers=bearer(host_token)).json["match"]
    twice = client.post(f"/v1/matches/{match['id']}/join", json={}, headers=bearer(host_token))
    assert assert_problem(twice, 409, "seat_taken")["open_seats"] == [1, 2]
    joined = client.post(f"/v1/matches/{match['id']}/join", json={"seat": 2},
                         headers=bearer(guest_token))
    assert joined.status_code == 200, joined.json
    seat = joined.json["match"]["seats"][2]
    assert seat["name"] == "Guest" and seat["player"] == {"id": guest["id"], "name": "Guest",
                                                          "bot": True}
    named = client.post(f"/v1/matches/{match['id']}/join", json={"name": "Nobody"})
    assert "player" not in named.json["match"]["seats"][1]  # no credential: not bound
    for player in (host, guest):
        assert [m["id"] for m in client.get(f"/v1/players/{player['id']}/matches")
                .json["matches"]] == [match["id"]]


def test_a_join_without_a_name_needs_a_player(client, rdb):
    match = client.post("/v1/matches", json=OPEN_MATCH).json["match"]
    before = snapshot(rdb, match["id"])
    response = client.post(f"/v1/matches/{match['id']}/join", json={})
    assert "name" in assert_problem(response, 422, "validation_error")["errors"]
    assert snapshot(rdb, match["id"]) == before


def test_a_key_acts_for_its_players_with_x_player_and_for_no_other(client, rdb):
    key, other_key = _key(rdb), _key(rdb)
    owned, _ = _player(client, "Owned", key["headers"])
    foreign, _ = _player(client, "Foreign", other_key["headers"])
    own_player, own_token = _player(client, "Own")
    as_owned = {**key["headers"], "X-Player": owned["id"]}
    created = client.post("/v1/matches", json=OPEN_MATCH, headers=as_owned)
    assert created.json["match"]["seats"][0]["player"]["id"] == owned["id"]
    match_id = created.json["match"]["id"]
    stored = keys(rdb), snapshot(rdb, match_id)
    cases = [
        ({"X-Player": owned["id"]}, 401, "unauthorized"),  # no key
        ({**key["headers"], "X-Player": foreign["id"]}, 403, "forbidden"),
        ({**key["headers"], "X-Player": own_player["id"]}, 403, "forbidden"),  # not owned
        ({**key["headers"], "X-Player": secrets.token_urlsafe(12)}, 404, "player_not_found"),
        ({**key["headers"], "X-Player": "../../etc"}, 404, "player_not_found"),
        ({**as_owned, **bearer(own_token)}, 400, "validation_error"),  # which one?
        (bearer(f"p.{own_player['id']}.{secrets.token_urlsafe(32)}"), 401, "unauthorized"),
        (bearer(f"p.{secrets.token_urlsafe(12)}.{secrets.token_urlsafe(32)}"), 401,
         "unauthorized"),
        (bearer("p.garbage"), 401, "unauthorized"),
    ]
    for headers, status, code in cases:
        assert_problem(client.post("/v1/matches", json=OPEN_MATCH, headers=headers),
                       status, code)
        assert_problem(client.post(f"/v1/matches/{match_id}/join", json={"name": "X"},
                                   headers=headers), status, code)
    assert (keys(rdb), snapshot(rdb, match_id)) == stored


def test_a_player_token_is_no_seat_token(client):
    player, token = _player(client)
    created = client.post("/v1/matches", json=OPEN_MATCH, headers=bearer(token)).json
    match_id = created["match"]["id"]
    for method, path in (("GET", "/legal-moves"), ("POST", "/resign")):
        response = client.open(f"/v1/matches/{match_id}{path}", method=method,
                               headers=bearer(token))
        assert_problem(response, 401, "unauthorized")
    assert client.get(f"/v1/matches/{match_id}", headers=bearer(token)).status_code == 401


def test_a_seat_shows_the_players_rating_when_bound(client, rdb):
    player, token = _player(client, "Rated")
    rating = {"mu": 30.0, "sigma": 4.0, "matches": 12, "rating": 1630}
    rdb.hset(players.player_key(player["id"]), "rating:royal-turf", json.dumps(rating))
    match = client.post("/v1/matches", json=OPEN_MATCH, headers=bearer(token)).json["match"]
    assert match["seats"][0]["player"]["rating"] == 1630
    assert client.get(f"/v1/players/{player['id']}").json["ratings"] == {
        "royal-turf": {**rating, "provisional": False}}


def test_a_players_view_says_which_of_its_ratings_are_provisional(client, rdb):
    player, _ = _player(client, "Newcomer")
    settled = {"mu": 27.0, "sigma": 5.0, "matches": 10, "rating": 1240}  # PROVISIONAL_MATCHES
    fresh = {"mu": 26.0, "sigma": 7.5, "matches": 9, "rating": 1070}
    rdb.hset(players.player_key(player["id"]), mapping={
        "rating:royal-turf": json.dumps(settled), "rating:amazones": json.dumps(fresh)})
    shown = keeps_contract(client.get(f"/v1/players/{player['id']}"), "get",
                           "/v1/players/{player_id}")
    assert shown["ratings"] == {"royal-turf": {**settled, "provisional": False},
                                "amazones": {**fresh, "provisional": True}}


def test_a_players_matches_are_paged_newest_first_and_filtered_by_game(client):
    player, token = _player(client)
    ids = []
    for game in ("royal-turf", "petits-chevaux", "royal-turf"):
        body = {"game": game, "seats": [{"type": "human"}, {"type": "human", "open": True}]}
        ids.append(client.post("/v1/matches", json=body, headers=bearer(token))
                   .json["match"]["id"])
    url = f"/v1/players/{player['id']}/matches"
    first = client.get(url, query_string={"limit": 2}).json
    assert [m["id"] for m in first["matches"]] == [ids[2], ids[1]]
    rest = client.get(url, query_string={"limit": 2, "cursor": first["next_cursor"]}).json
    assert [m["id"] for m in rest["matches"]] == [ids[0]] and rest["next_cursor"] is None
    turf = client.get(url, query_string={"game": "royal-turf"}).json
    assert [m["id"] for m in turf["matches"]] == [ids[2], ids[0]]
    assert_problem(client.get(url, query_string={"game": "chess"}), 422, "unknown_game")
    for bad in ({"cursor": "x"}, {"limit": 0}, {"limit": 101}, {"cursor": "1" * 18}):
        assert_problem(client.get(url, query_string=bad), 422, "validation_error")


def test_a_rematch_keeps_its_seats_players(client, rdb):
    player, token = _player(client, "Again")
    created = client.post("/v1/matches", json={"game": "royal-turf", "seats": [
        {"type": "human"}, {"type": "human", "name": "B"}]}, headers=bearer(token)).json
    match_id, seat_tokens = created["match"]["id"], created["seat_tokens"]
    assert client.post(f"/v1/matches/{match_id}/resign",
                       headers=bearer(seat_tokens["1"])).status_code == 200
    resigned = client.get(f"/v1/matches/{match_id}").json
    assert resigned["status"] == "finished" and resigned["seats"][0]["player"]["id"] == \
        player["id"]
    rematch = client.post(f"/v1/matches/{match_id}/rematch", headers=bearer(seat_tokens["0"]))
    assert rematch.status_code == 201, rematch.json
    new = rematch.json["match"]
    assert new["seats"][0]["player"]["id"] == player["id"] and "player" not in new["seats"][1]
    listed = client.get(f"/v1/players/{player['id']}/matches").json["matches"]
    assert [m["id"] for m in listed] == [new["id"], match_id]


def test_a_retried_creation_with_an_idempotency_key_is_one_player(client, rdb):
    headers = {"Idempotency-Key": uuid.uuid4().hex}
    first = client.post("/v1/players", json={"name": "Once"}, headers=headers)
    stored = keys(rdb)
    again = client.post("/v1/players", json={"name": "Once"}, headers=headers)
    assert again.status_code == 201 and again.headers["Idempotent-Replayed"] == "true"
    assert again.json == first.json and keys(rdb) == stored
    other = client.post("/v1/players", json={"name": "Other"}, headers=headers)
    assert_problem(other, 422, "idempotency_key_reused")


@pytest.fixture()
def quota_app(settings):
    return create_app(settings_with(settings, trust_proxy=True, players_per_address=2,
                                    players_address_refill_s=300, key_players=3,
                                    players_window_s=600))


@pytest.fixture()
def clock(monkeypatch) -> list[int]:
    """The guest buckets' clock, in ms: a test moves it by changing `clock[0]`."""
    now = [int(time.time() * 1000)]
    monkeypatch.setattr(player_quota, "now_ms", lambda: now[0])
    return now


def _fresh_address() -> dict:
    return {"X-Forwarded-For": "10." + ".".join(str(secrets.randbelow(250)) for _ in "abc")}


def test_an_address_gets_a_burst_of_players_then_one_per_refill(quota_app, rdb, clock):
    """A café's shared address is not shut out for a day: past its burst, one more player
    fits each refill, and Retry-After says when."""
    client = quota_app.test_client()
    address, other_address = _fresh_address(), _fresh_address()
    for _ in range(2):
        _player(client, headers=address)
    stored = keys(rdb)
    refused = client.post("/v1/players", json={"name": "Third"}, headers=address)
    body = assert_problem(refused, 429, "quota_exceeded")
    assert (body["quota"], body["limit"], body["in_use"], body["requested"]) == \
        ("players", 2, 2, 1)
    assert refused.headers["Retry-After"] == "300"  # the refill
    assert keys(rdb) == stored  # nothing stored
    _player(client, headers=other_address)  # another address: a bucket of its own
    clock[0] += 299_000
    refused = client.post("/v1/players", json={"name": "Third"}, headers=address)
    assert assert_problem(refused, 429, "quota_exceeded") and \
        refused.headers["Retry-After"] == "1"
    clock[0] += 1_000  # the refill has passed: one more, not a burst
    _player(client, "Third", headers=address)
    refused = client.post("/v1/players", json={"name": "Fourth"}, headers=address)
    assert refused.status_code == 429 and refused.headers["Retry-After"] == "300"
    clock[0] += 600_000  # two refills: two more
    for name in ("Fourth", "Fifth"):
        _player(client, name, headers=address)
    assert client.post("/v1/players", json={"name": "Sixth"}, headers=address).status_code == 429


def test_players_created_per_key_are_bounded_per_window(quota_app, rdb):
    client = quota_app.test_client()
    key = _key(rdb)
    for index in range(3):
        _player(client, headers=key["headers"], external_id=f"u{index}")
    taken = client.post("/v1/players", json={"name": "U", "external_id": "u0"},
                        headers=key["headers"])
    assert_problem(taken, 409, "external_id_taken")  # checked before the quota: nothing spent
    stored = keys(rdb)
    refused = client.post("/v1/players", json={"name": "U"}, headers=key["headers"])
    assert assert_problem(refused, 429, "quota_exceeded")["limit"] == 3
    assert 1 <= int(refused.headers["Retry-After"]) <= 600  # when the key's window ends
    assert keys(rdb) == stored


def test_an_external_id_taken_by_a_concurrent_creation_gives_its_count_back(
        quota_app, rdb, monkeypatch):
    """Two creations with one external id at once both pass the first look-up; the one
    that loses (409) gives its count of the quota back."""
    client = quota_app.test_client()
    key = _key(rdb)
    _player(client, headers=key["headers"], external_id="same")
    monkeypatch.setattr(players, "with_external_id", lambda *_: None)  # the race
    for _ in range(5):
        again = client.post("/v1/players", json={"name": "U", "external_id": "same"},
                            headers=key["headers"])
        assert_problem(again, 409, "external_id_taken")
    _player(client, headers=key["headers"])  # two left of three
    _player(client, headers=key["headers"])
    refused = client.post("/v1/players", json={"name": "U"}, headers=key["headers"])
    assert_problem(refused, 429, "quota_exceeded")


# --- guests that never play ----------------------------------------------------------------
WEEK_MS = 7 * 86_400_000


def test_a_guest_is_renewed_by_its_use_and_kept_once_seated(client, rdb):
    guest, token = _player(client, "Guest")
    key = players.player_key(guest["id"])
    assert WEEK_MS - 86_400_000 < rdb.pttl(key) <= WEEK_MS  # GUEST_IDLE_TTL_S, 7 days
    rdb.pexpire(key, 60_000)  # most of its idle time gone
    mine = client.get("/v1/matchmaking/tickets/petits-chevaux.none", headers=bearer(token))
    assert_problem(mine, 404, "ticket_not_found")
    assert 60_000 < rdb.pttl(key) <= WEEK_MS  # any request with its token is a use
    rdb.pexpire(key, 60_000)
    assert client.get(f"/v1/players/{guest['id']}").status_code == 200
    assert rdb.pttl(key) <= 60_000  # a public read is not its use
    match = client.post("/v1/matches", json=OPEN_MATCH).json["match"]
    joined = client.post(f"/v1/matches/{match['id']}/join", json={}, headers=bearer(token))
    assert joined.status_code == 200, joined.json
    assert rdb.pttl(key) == -1  # seated: kept for good
    owned, _ = _player(client, "Owned", _key(rdb)["headers"])
    assert rdb.pttl(players.player_key(owned["id"])) == -1  # a key's players never expire


def test_a_guest_left_unused_is_gone_and_its_token_refused(settings, rdb):
    client = create_app(settings_with(settings, guest_idle_ttl_s=1)).test_client()
    guest, token = _player(client, "Gone")
    wait_for(lambda: client.get(f"/v1/players/{guest['id']}").status_code == 404)
    assert rdb.exists(players.player_key(guest["id"])) == 0
    mine = client.get("/v1/matchmaking/tickets/petits-chevaux.none", headers=bearer(token))
    assert_problem(mine, 401, "unauthorized")  # the web client then makes a new guest
