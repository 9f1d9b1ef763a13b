"""Replays of finished matches verify by re-simulation; Idempotency-Key replays responses."""

import dataclasses
import json
import subprocess
import sys
import uuid

import pytest

from engines.registry import GAMES
from engines.replay import ReplayMismatch, verify
from service.app import create_app

from conftest import ROOT, wait_for
from helpers import HUMANS_2, api_keys, assert_problem, bearer, create, keys, play, snapshot

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

AI = [{"type": "ai", "ai": {"level": "random"}}, {"type": "ai", "ai": {"level": "greedy"}}]


@pytest.mark.parametrize("game, seats", [
    ("petits-chevaux", AI), ("royal-turf", AI + AI[:1]), ("amazones", AI + AI[:1]),
    ("poney-mon-amour", AI)])
def test_replay_of_a_finished_match_verifies(client, worker, tmp_path, game, seats):
    created = client.post("/v1/matches", json={"game": game, "seats": seats, "seed": 77,
                                               "options": {}}).json
    mid = created["match"]["id"]
    wait_for(lambda: client.get(f"/v1/matches/{mid}").json["status"] == "finished",
             timeout_s=60)
    replay = client.get(f"/v1/matches/{mid}/replay").json
    assert replay["seed"] == 77 and replay["players"] == len(seats)
    assert replay["result"] == client.get(f"/v1/matches/{mid}").json["result"]
    verify(replay)
    path = tmp_path / "replay.json"
    path.write_text(json.dumps(replay))
    done = subprocess.run([sys.executable, "-m", "engines.replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True)
    assert done.returncode == 0 and done.stdout.startswith("verified"), done.stdout
    tampered = dict(replay, seed=78)
    with pytest.raises(ReplayMismatch):
        verify(tampered)
    path.write_text(json.dumps(tampered))
    assert subprocess.run([sys.executable, "-m", "engines.replay", str(path)], cwd=ROOT,
                          capture_output=True).returncode == 1


def test_replay_is_refused_while_the_match_runs(client):
    match, _ = create(client)
    assert_problem(client.get(f"/v1/matches/{match['id']}/replay"), 409, "match_not_finished")
    assert "seed" not in json.dumps(client.get(f"/v1/matches/{match['id']}").json["state"])


def test_replay_of_a_resigned_match(client):
    match, tokens = create(client, seed=12)
    seat = str(match["to_act"][0])
    assert play(client, match["id"], tokens[seat], {"type": "roll"}).status_code == 200
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["0"]))
    replay = client.get(f"/v1/matches/{match['id']}/replay").json
    assert replay["steps"][-1] == {"resign": 0} and replay["result"]["winners"] == [1]
    assert replay["rules_version"] == GAMES["petits-chevaux"].rules_version
    verify(replay)


def test_idempotent_move_is_applied_once(client, rdb):
    match, tokens = create(client, seed=3)
    mid, seat = match["id"], str(match["to_act"][0])
    headers = {"Idempotency-Key": "move-1"}
    first = play(client, mid, tokens[seat], {"type": "roll"}, **headers)
    again = play(client, mid, tokens[seat], {"type": "roll"}, **headers)
    assert first.status_code == again.status_code == 200
    assert again.get_data() == first.get_data()
    assert again.headers["Idempotent-Replayed"] == "true"
    assert client.get(f"/v1/matches/{mid}").json["version"] == 2
    before = snapshot(rdb, mid)
    other = play(client, mid, tokens[seat], {"type": "move_horse", "horse": 0}, **headers)
    assert_problem(other, 422, "idempotency_key_reused")
    assert snapshot(rdb, mid) == before
    # another seat's same key is its own
    other_seat = str(1 - int(seat))
    response = play(client, mid, tokens[other_seat], {"type": "roll"}, **headers)
    assert response.status_code in (409, 200) and "Idempotent-Replayed" not in response.headers


@pytest.mark.parametrize("first_headers, retry_headers", [
    ({"If-Match": '"99"'}, {"If-Match": '"1"'}),  # a stale version's 412 replayed
    ({"If-Match": '"1"'}, {}),
    ({}, {"If-None-Match": '"1"'}),
])
def test_the_same_key_with_other_preconditions_is_another_request(client, rdb, first_headers,
                                                                     retry_headers):
    """The preconditions are part of the request: the same key with another `If-Match` is
    refused, never answered with the first request's answer, and applies nothing."""
    match, tokens = create(client, seed=3)
    mid, token = match["id"], tokens[str(match["to_act"][0])]
    key = {"Idempotency-Key": f"k-{uuid.uuid4().hex}"}
    first = play(client, mid, token, {"type": "roll"}, **key, **first_headers)
    before = snapshot(rdb, mid)
    retry = play(client, mid, token, {"type": "roll"}, **key, **retry_headers)
    assert_problem(retry, 422, "idempotency_key_reused")
    assert snapshot(rdb, mid) == before
    again = play(client, mid, token, {"type": "roll"}, **key, **first_headers)
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_data() == first.get_data()


def test_a_request_refused_before_its_seat_is_known_binds_no_key(client):
    """The contract fuzzer's: `If-Match: "not a version"` is a 400 before the token is even
    checked; the same key with a valid `If-Match: *` was answered with that 400 again."""
    match, tokens = create(client, seed=3)
    mid, token = match["id"], tokens[str(match["to_act"][0])]
    key = {"Idempotency-Key": f"k-{uuid.uuid4().hex}"}
    bad = play(client, mid, token, {"type": "roll"}, **key, **{"If-Match": '"not a version"'})
    assert_problem(bad, 400, "validation_error")
    played = play(client, mid, token, {"type": "roll"}, **key, **{"If-Match": "*"})
    assert played.status_code == 200 and "Idempotent-Replayed" not in played.headers
    again = play(client, mid, token, {"type": "roll"}, **key, **{"If-Match": "*"})
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_data() == played.get_data()
    assert client.get(f"/v1/matches/{mid}").json["version"] == 2


def test_the_same_key_with_another_content_type_is_another_request(client, rdb):
    headers = {"Idempotency-Key": f"create-{uuid.uuid4().hex}"}
    body = json.dumps({"game": "petits-chevaux", "seats": HUMANS_2})
    first = client.post("/v1/matches", data=body, content_type="text/plain", headers=headers)
    assert_problem(first, 415, "unsupported_media_type")
    before = keys(rdb)
    retry = client.post("/v1/matches", data=body, content_type="application/json",
                        headers=headers)
    assert_problem(retry, 422, "idempotency_key_reused")
    assert keys(rdb) == before


@pytest.mark.parametrize("credentials", [{}, {"Authorization": "Bearer not-a-seat-token"}])
def test_a_key_sent_without_a_seat_binds_nothing(client, rdb, credentials):
    """Credentials that open no seat are refused whatever the key: such a request's answer
    is not kept (the contract fuzzer's probe without credentials, the key and body of a
    move just played, got 422 `idempotency_key_reused` for an earlier request without
    them), and nothing is stored for it."""
    match, _ = create(client, seed=3)
    url = f"/v1/matches/{match['id']}/moves"
    headers = {**credentials, "Idempotency-Key": f"k-{uuid.uuid4().hex}"}
    before = set(rdb.scan_iter("haras:idem:*", count=10_000))
    for move, extra in (({"type": "move_horse", "horse": 0}, {}), ({"type": 5}, {}),
                        ({"type": "roll"}, {"If-Match": '"1"'}), ({"type": "roll"}, {})):
        answer = client.post(url, json={"move": move}, headers={**headers, **extra})
        assert_problem(answer, 401, "unauthorized")
    assert set(rdb.scan_iter("haras:idem:*", count=10_000)) == before


def test_idempotent_creation_returns_the_same_match(client):
    body = {"game": "petits-chevaux", "seats": HUMANS_2}
    first = client.post("/v1/matches", json=body, headers={"Idempotency-Key": "create-abc"})
    again = client.post("/v1/matches", json=body, headers={"Idempotency-Key": "create-abc"})
    assert first.status_code == again.status_code == 201
    assert again.json["match"]["id"] == first.json["match"]["id"]
    assert again.json["seat_tokens"] == first.json["seat_tokens"]
    assert again.headers["Location"] == first.headers["Location"]
    changed = client.post("/v1/matches", json={**body, "seed": 1},
                          headers={"Idempotency-Key": "create-abc"})
    assert_problem(changed, 422, "idempotency_key_reused")
    bad = client.post("/v1/matches", json=body, headers={"Idempotency-Key": "x" * 300})
    assert_problem(bad, 400, "validation_error")


def test_a_record_of_the_previous_release_is_still_replayed(client, rdb):
    """Records live 24 h, across a deploy: one the previous release stored (its fingerprint
    without the request's headers) is still the answer to a retry of its request."""
    key = f"create-{uuid.uuid4().hex}"
    body = {"game": "petits-chevaux", "seats": HUMANS_2}
    first = client.post("/v1/matches", json=body, headers={"Idempotency-Key": key})
    match_id = first.json["match"]["id"]
    [redis_key] = [k for k in rdb.scan_iter("haras:idem:*", count=10_000)
                   if match_id in (rdb.get(k) or "")]
    record = json.loads(rdb.get(redis_key))
    previous = {name: record[name] for name in ("state", "fingerprint", "status",
                                                "sealed_body", "headers")}
    rdb.set(redis_key, json.dumps(previous), ex=3600)
    again = client.post("/v1/matches", json=body, headers={"Idempotency-Key": key})
    assert again.headers["Idempotent-Replayed"] == "true"
    assert again.get_data() == first.get_data()
    changed = client.post("/v1/matches", json={**body, "seed": 1},
                          headers={"Idempotency-Key": key})
    assert_problem(changed, 422, "idempotency_key_reused")


def test_stored_responses_keep_seat_tokens_unreadable(client, rdb):
    """Seat tokens are otherwise stored only as hashes: the replayable response must not
    hold them in clear (nor the Idempotency-Key that decrypts it)."""
    key = f"create-{uuid.uuid4().hex}"
    body = {"game": "petits-chevaux", "seats": HUMANS_2}
    first = client.post("/v1/matches", json=body, headers={"Idempotency-Key": key})
    tokens = list(first.json["seat_tokens"].values())
    stored = [rdb.get(k) for k in rdb.scan_iter("haras:idem:*", count=10_000)]
    ours = [text for text in stored if first.json["match"]["id"] in (text or "")]
    assert len(ours) == 1 and "seat_tokens" not in ours[0]  # the id is in Location only
    assert not any(token in (text or "") or key in (text or "")
                   for text in stored for token in tokens)
    again = client.post("/v1/matches", json=body, headers={"Idempotency-Key": key})
    assert again.get_data() == first.get_data()


def test_rejected_first_attempt_is_replayed_too(client):
    match, tokens = create(client, seed=3)
    seat = str(match["to_act"][0])
    headers = {"Idempotency-Key": "bad-move"}
    first = play(client, match["id"], tokens[seat], {"type": "move_horse", "horse": 0},
                 **headers)
    again = play(client, match["id"], tokens[seat], {"type": "move_horse", "horse": 0},
                 **headers)
    assert first.status_code == again.status_code == 422
    assert again.get_data() == first.get_data()


def test_a_move_applied_stays_a_200_when_its_record_cannot_be_stored(client, rdb,
                                                                      monkeypatch):
    """Redis failing between the move's commit and the idempotency record: the move is
    applied, so the answer is its 200, never a 500."""
    import redis

    from service.http import idempotency

    match, tokens = create(client, seed=3)
    seat = client.get(f"/v1/matches/{match['id']}").json["to_act"][0]

    def storage_gone(*_):
        raise redis.exceptions.ConnectionError("Redis went away")

    monkeypatch.setattr(idempotency, "_seal", storage_gone)
    response = play(client, match["id"], tokens[str(seat)], {"type": "roll"},
                    **{"Idempotency-Key": f"k-{uuid.uuid4().hex}"})
    assert response.status_code == 200
    assert client.get(f"/v1/matches/{match['id']}").json["version"] == match["version"] + 1


# --- an anonymous creation's Idempotency-Key is scoped to the client, as the limiter sees it --

@pytest.fixture(scope="module")
def behind_proxy(settings):
    """A client of an app behind a trusted proxy (TRUST_PROXY=1): every request comes from
    the proxy's address, the client's is X-Forwarded-For's last entry."""
    return create_app(dataclasses.replace(settings, trust_proxy=True)).test_client()


def _create_as(client, forwarded_for: str, key: str, proxy: str = "10.0.0.1", **headers):
    return client.post("/v1/matches", json={"game": "petits-chevaux", "seats": HUMANS_2},
                       environ_base={"REMOTE_ADDR": proxy},
                       headers={"Idempotency-Key": key, "X-Forwarded-For": forwarded_for,
                                **headers})


def test_clients_behind_a_proxy_never_get_each_others_creation(behind_proxy):
    key = f"create-{uuid.uuid4().hex}"
    ana = _create_as(behind_proxy, "198.51.100.1", key)
    bo = _create_as(behind_proxy, "198.51.100.2", key)
    assert ana.status_code == bo.status_code == 201
    assert "Idempotent-Replayed" not in bo.headers
    assert bo.json["match"]["id"] != ana.json["match"]["id"]
    assert set(bo.json["seat_tokens"].values()).isdisjoint(ana.json["seat_tokens"].values())
    # Each one's retry replays her own, through another ingress of the proxy too; a client
    # naming another's address first gets her own: only the entry the proxy appended counts.
    for forwarded_for, proxy, first in (("198.51.100.1", "10.0.0.2", ana),
                                        ("198.51.100.2", "10.0.0.1", bo),
                                        ("198.51.100.2, 198.51.100.1", "10.0.0.1", ana)):
        retry = _create_as(behind_proxy, forwarded_for, key, proxy)
        assert retry.status_code == 201 and retry.headers["Idempotent-Replayed"] == "true"
        assert retry.get_data() == first.get_data()
    # IPv6 clients count per /64, as the rate limiter counts them.
    key = f"create-{uuid.uuid4().hex}"
    first = _create_as(behind_proxy, "2001:db8:1:2::1", key)
    same_64 = _create_as(behind_proxy, "2001:db8:1:2::2", key)
    other_64 = _create_as(behind_proxy, "2001:db8:1:3::1", key)
    assert same_64.headers["Idempotent-Replayed"] == "true"
    assert same_64.get_data() == first.get_data()
    assert "Idempotent-Replayed" not in other_64.headers
    assert other_64.json["match"]["id"] != first.json["match"]["id"]


def test_without_a_trusted_proxy_the_forwarded_for_header_changes_no_scope(client):
    key = f"create-{uuid.uuid4().hex}"
    first = _create_as(client, "198.51.100.1", key, "192.0.2.10")
    spoofed = _create_as(client, "198.51.100.2", key, "192.0.2.10")
    assert spoofed.headers["Idempotent-Replayed"] == "true"
    assert spoofed.get_data() == first.get_data()
    elsewhere = _create_as(client, "198.51.100.1", key, "192.0.2.11")
    assert "Idempotent-Replayed" not in elsewhere.headers


def test_a_creation_with_an_api_key_is_scoped_to_the_key(app, rdb, behind_proxy):
    with api_keys(app, rdb) as make:
        first_key, second_key = make()["key"], make()["key"]
        key = f"create-{uuid.uuid4().hex}"
        first = _create_as(behind_proxy, "198.51.100.1", key, **{"X-API-Key": first_key})
        moved = _create_as(behind_proxy, "198.51.100.9", key, **{"X-API-Key": first_key})
        assert moved.headers["Idempotent-Replayed"] == "true"  # the key, not the address
        assert moved.get_data() == first.get_data()
        for other in ({"X-API-Key": second_key}, {}):
            response = _create_as(behind_proxy, "198.51.100.1", key, **other)
            assert response.status_code == 201 and "Idempotent-Replayed" not in response.headers
        assert_problem(_create_as(behind_proxy, "198.51.100.1", key,
                                  **{"X-API-Key": first_key + "x"}), 401, "unauthorized")
