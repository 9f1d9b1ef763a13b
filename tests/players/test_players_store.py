"""The players' storage floor (service/state/players.py), against a real Redis."""

import hashlib
import json
import secrets
import threading
import time

import pytest

from service.state import key_matches, players
from service.state.store import match_key

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster


def _key_id() -> str:
    return "hk_" + secrets.token_hex(6)


def test_a_player_of_its_own_has_a_token_stored_only_as_its_hash(rdb):
    player, token = players.create(rdb, "Ana", False, None, None, "addr:x")
    assert players.PLAYER_ID.match(player["id"])
    assert token.startswith(f"p.{player['id']}.") and players.is_player_token(token)
    assert len(token.rsplit(".", 1)[1]) == 43  # 32 bytes, urlsafe
    stored = rdb.hgetall(players.player_key(player["id"]))
    assert token not in json.dumps(stored)
    assert json.loads(stored["doc"])["token_hash"] == hashlib.sha256(token.encode()).hexdigest()
    assert players.load(rdb, player["id"]) == player
    assert player["ratings"] == {} and player["origin"] == "addr:x"


def test_a_token_opens_its_player_and_nothing_else_does(rdb):
    player, token = players.create(rdb, "Bo", True, None, None, "addr:x")
    assert players.by_token(rdb, token)["id"] == player["id"]
    prefix, player_id, secret = token.split(".")
    other_secret = secrets.token_urlsafe(32)
    for wrong in (f"p.{player_id}.{other_secret}", f"p.{player_id}.{secret}x",
                  f"p.{'A' * 16}.{secret}", f"p.{player_id}", "p.", f"p.{player_id}.{secret}.x",
                  f"q.{player_id}.{secret}", f"p.{player_id[:-1]}.{secret}", ""):
        assert players.by_token(rdb, wrong) is None, wrong


def test_a_key_owned_player_has_no_token_and_cannot_be_opened_by_one(rdb):
    key = _key_id()
    player, token = players.create(rdb, "Cy", False, key, "user-1", "key:h")
    assert token is None and player["token_hash"] is None and player["owner_key"] == key
    assert players.by_token(rdb, f"p.{player['id']}.{secrets.token_urlsafe(32)}") is None


def _stored_players(rdb) -> set[str]:
    return {key for key in rdb.scan_iter(match="haras:player:{*", count=1000)
            if not key.endswith(":matches")}


def test_an_external_id_is_unique_per_key_and_the_second_player_is_not_kept(rdb):
    key = _key_id()
    first, _ = players.create(rdb, "Cy", False, key, "user-1", "key:h")
    before = _stored_players(rdb)
    with pytest.raises(players.ExternalIdTaken) as taken:
        players.create(rdb, "Cy again", False, key, "user-1", "key:h")
    assert taken.value.existing == first["id"]
    assert _stored_players(rdb) == before  # nothing kept of the refused creation
    other_key, _ = players.create(rdb, "Cy", False, _key_id(), "user-1", "key:h")
    assert other_key["id"] != first["id"]  # another key's external ids are its own


def test_concurrent_creations_with_one_external_id_store_one_player(rdb):
    key = _key_id()
    outcomes, start = [], threading.Barrier(8)

    def create():
        start.wait()
        try:
            outcomes.append(("created", players.create(rdb, "D", False, key, "u", "key:h")[0]))
        except players.ExternalIdTaken as taken:
            outcomes.append(("taken", taken.existing))

    threads = [threading.Thread(target=create) for _ in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    created = [value["id"] for kind, value in outcomes if kind == "created"]
    assert len(created) == 1
    assert {value for kind, value in outcomes if kind == "taken"} == set(created)
    assert rdb.hget(players.external_ids_key(key), "u") == created[0]


def test_an_external_id_needs_an_owner(rdb):
    with pytest.raises(ValueError):
        players.create(rdb, "E", False, None, "user-1", "addr:x")


def test_ratings_are_read_from_their_fields_and_shown_in_public_and_bindings(rdb):
    player, _ = players.create(rdb, "Fa", False, None, None, "addr:x")
    rating = {"mu": 27.1, "sigma": 6.2, "matches": 3, "rating": 1240}
    rdb.hset(players.player_key(player["id"]), "rating:royal-turf", json.dumps(rating))
    loaded = players.load(rdb, player["id"])
    assert loaded["ratings"] == {"royal-turf": rating}
    assert players.public(loaded) == {"id": player["id"], "name": "Fa", "bot": False,
                                      "signed_in": False, "created_at": player["created_at"],
                                      "ratings": {"royal-turf": rating}}
    assert players.seat_binding(loaded, "royal-turf") == {
        "id": player["id"], "name": "Fa", "bot": False, "rating": 1240}
    assert players.seat_binding(loaded, "amazones") == {"id": player["id"], "name": "Fa",
                                                        "bot": False}


def test_public_and_binding_never_carry_the_secrets():
    player = {"id": "x" * 16, "name": "G", "bot": False, "created_at": 1.0, "owner_key": "hk_1",
              "external_id": "e", "origin": "addr:o", "token_hash": "h", "ratings": {}}
    for shown in (players.public(player), players.seat_binding(player, "amazones")):
        assert not {"owner_key", "external_id", "origin", "token_hash"} & set(shown)


def test_load_many_reads_the_stored_ones(rdb):
    a, _ = players.create(rdb, "A", False, None, None, "addr:x")
    b, _ = players.create(rdb, "B", True, None, None, "addr:x")
    missing = secrets.token_urlsafe(12)
    found = players.load_many(rdb, [a["id"], missing, b["id"], a["id"]])
    assert set(found) == {a["id"], b["id"]} and found[b["id"]]["bot"] is True
    assert players.load(rdb, missing) is None and players.load_many(rdb, []) == {}


def test_keys_of_a_player_share_one_hash_tag():
    assert players.player_key("abc").endswith("{abc}")
    assert players.matches_key("abc").startswith("haras:player:{abc}")


def _stored_match(rdb, game: str, created_at: float) -> dict:
    match = {"id": secrets.token_urlsafe(16), "game": game, "status": "active",
             "created_at": created_at}
    rdb.hset(match_key(match["id"]), "doc", json.dumps(match))
    rdb.expire(match_key(match["id"]), 600)
    return match


def test_a_players_matches_page_newest_first_by_game_with_a_cursor(rdb):
    player, _ = players.create(rdb, "H", False, None, None, "addr:x")
    now = time.time()
    matches = [_stored_match(rdb, "amazones" if i % 2 else "royal-turf", now + i)
               for i in range(5)]
    for match in matches:
        players.add_match(rdb, player["id"], match)
    page, cursor = players.matches_page(rdb, player["id"], None, None, 2)
    assert [m["id"] for m in page] == [matches[4]["id"], matches[3]["id"]]
    page, cursor = players.matches_page(rdb, player["id"], None, cursor, 2)
    assert [m["id"] for m in page] == [matches[2]["id"], matches[1]["id"]]
    page, cursor = players.matches_page(rdb, player["id"], None, cursor, 2)
    assert [m["id"] for m in page] == [matches[0]["id"]] and cursor is None
    amazones, _ = players.matches_page(rdb, player["id"], "amazones", None, 10)
    assert [m["id"] for m in amazones] == [matches[3]["id"], matches[1]["id"]]
    rdb.delete(match_key(matches[4]["id"]))  # expired: dropped as it is met
    page, _ = players.matches_page(rdb, player["id"], None, None, 10)
    assert matches[4]["id"] not in [m["id"] for m in page]
    assert rdb.zcard(players.matches_key(player["id"])) == 4


def test_a_keys_player_is_found_by_its_external_id(rdb):
    key = _key_id()
    player, _ = players.create(rdb, "I", False, key, "ext-9", "key:h")
    assert players.with_external_id(rdb, key, "ext-9") == player["id"]
    assert players.with_external_id(rdb, key, "ext-8") is None
    assert players.with_external_id(rdb, _key_id(), "ext-9") is None


# --- guests that never play ----------------------------------------------------------------
DAY_MS = 86_400_000


def test_a_guest_expires_unused_and_each_use_renews_it(rdb):
    guest, token = players.create(rdb, "Gu", False, None, None, "addr:x", idle_ttl_s=86_400)
    key = players.player_key(guest["id"])
    assert DAY_MS // 2 < rdb.pttl(key) <= DAY_MS
    rdb.pexpire(key, 5_000)  # most of its idle time gone
    players.touch(rdb, guest["id"], 86_400)
    assert 5_000 < rdb.pttl(key) <= DAY_MS
    assert players.by_token(rdb, token)["id"] == guest["id"]  # read as any player


def test_players_that_are_not_guests_never_expire(rdb):
    own, _ = players.create(rdb, "Own", False, None, None, "addr:x")  # signed in, say
    owned, _ = players.create(rdb, "Owned", False, _key_id(), "u", "key:h")
    for player in (own, owned):
        players.touch(rdb, player["id"], 86_400)
        assert rdb.pttl(players.player_key(player["id"])) == -1
    with pytest.raises(ValueError):
        players.create(rdb, "Owned", False, _key_id(), None, "key:h", idle_ttl_s=86_400)


def test_a_seated_guest_is_kept_for_good(rdb):
    guest, _ = players.create(rdb, "Gu", False, None, None, "addr:x", idle_ttl_s=86_400)
    players.add_match(rdb, guest["id"], _stored_match(rdb, "amazones", time.time()))
    assert rdb.pttl(players.player_key(guest["id"])) == -1
    players.touch(rdb, guest["id"], 86_400)  # a use does not make it expire again
    assert rdb.pttl(players.player_key(guest["id"])) == -1


def test_a_guest_seated_by_a_release_that_did_not_keep_it_is_kept_at_its_next_use(rdb):
    guest, _ = players.create(rdb, "Gu", False, None, None, "addr:x", idle_ttl_s=86_400)
    key_matches.add_to(rdb, players.matches_key(guest["id"]),
                       _stored_match(rdb, "amazones", time.time()), players.MAX_MATCHES)
    players.touch(rdb, guest["id"], 86_400)
    assert rdb.pttl(players.player_key(guest["id"])) == -1


def test_guests_are_kept_for_good_at_their_next_use_once_expiry_is_off(rdb):
    guest, _ = players.create(rdb, "Gu", False, None, None, "addr:x", idle_ttl_s=86_400)
    players.touch(rdb, guest["id"], 0)
    assert rdb.pttl(players.player_key(guest["id"])) == -1
