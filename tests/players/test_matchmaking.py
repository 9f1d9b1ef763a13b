"""Matchmaking tickets over HTTP and the matchmaker (docs/players.md, "Matchmaking"): the
ticket's life, owner-only reads, bad bodies, guests of one address in rated pools, players
already seated, AI fill, the per-key quota, `ticket.matched`, tickets left by their owners
(the keepalive), revoked keys, RATED_REQUIRES_SIGN_IN; the grouping run in process here but
where a test says so (the job, on real workers, in test_matchmaking_load.py). Each test
searches in a pool of its own (a `turn_timeout_s` drawn for it): tickets of other tests never
meet its tickets."""

import contextlib
import json
import secrets
import threading
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from engines.registry import GAMES
from service.app import create_app
from service.club import matchmaking
from service.integrations import webhooks
from service.state import players, tickets
from service.state.store import match_key

from support.http import api_keys, assert_problem, bearer, keys
from support.processes import settings_with, start_worker, stop_process, wait_for, worker_log

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster
GAME = "petits-chevaux"


def _pool_options() -> dict:
    return {"turn_timeout_s": 1000 + secrets.randbelow(80_000)}


def _player(rdb, origin: str | None = None, owner_key: str | None = None) -> tuple[dict, dict]:
    """A stored player created from `origin` (default: an address of its own), and the
    headers that act for it (its token, or nothing for a key's player)."""
    player, token = players.create(rdb, f"p-{secrets.token_hex(3)}", False, owner_key, None,
                                   origin or f"addr:{secrets.token_hex(8)}")
    return player, (bearer(token) if token else {})


def _open(client, headers: dict, options: dict, status: int = 201, **body):
    response = client.post("/v1/matchmaking/tickets",
                           json={"game": GAME, "options": options, **body}, headers=headers)
    assert response.status_code == status, response.get_data(True)
    return response.json


def _ticket(client, headers: dict, ticket_id: str, **query) -> dict:
    response = client.get(f"/v1/matchmaking/tickets/{ticket_id}", query_string=query,
                          headers=headers)
    assert response.status_code == 200, response.get_data(True)
    return response.json


def _match_pass(app) -> int:
    return matchmaking.run_pass(app.extensions["haras"], GAME)


def test_a_ticket_is_matched_and_its_owner_reads_its_own_seat_token(app, client, rdb):
    options = _pool_options()
    (alice, as_alice), (bob, as_bob) = _player(rdb), _player(rdb)
    created = client.post("/v1/matchmaking/tickets",
                          json={"game": GAME, "options": options}, headers=as_alice)
    assert created.status_code == 201
    ticket = created.json["ticket"]
    assert created.headers["Location"] == f"/v1/matchmaking/tickets/{ticket['id']}"
    assert ticket["status"] == "searching" and ticket["players"] == {"min": 2, "max": 4}
    _match_pass(app)  # alone: nobody to meet
    again = _open(client, as_alice, options, 409)
    assert again["code"] == "ticket_exists" and again["ticket_id"] == ticket["id"]
    other = _open(client, as_bob, options)["ticket"]
    _match_pass(app)
    mine, theirs = _ticket(client, as_alice, ticket["id"]), _ticket(client, as_bob, other["id"])
    assert mine["status"] == theirs["status"] == "matched"
    assert mine["match_id"] == theirs["match_id"] and mine["seat"] != theirs["seat"]
    # the seat token opens the owner's seat, bound to the owner
    view = client.get(f"/v1/matches/{mine['match_id']}", headers=bearer(mine["seat_token"]))
    assert view.status_code == 200 and view.json["viewer"] == mine["seat"]
    seats = view.json["seats"]
    assert seats[mine["seat"]]["player"]["id"] == alice["id"]
    assert seats[theirs["seat"]]["player"]["id"] == bob["id"]
    assert view.json["status"] == "active" and view.json["seed"] is None
    assert view.json["seed_chosen"] is False
    assert rdb.hget(match_key(mine["match_id"]), "doc")  # stored, and rated:
    stored = app.extensions["haras"].store.load(mine["match_id"])
    assert stored["rated"] is True and stored["options"]["turn_timeout_s"] == \
        options["turn_timeout_s"]
    # too late to cancel
    gone = client.delete(f"/v1/matchmaking/tickets/{ticket['id']}", headers=as_alice)
    assert_problem(gone, 409, "ticket_matched")


def test_only_its_owner_reads_or_cancels_a_ticket(client, rdb):
    options = _pool_options()
    (_, as_alice), (bob, as_bob) = _player(rdb), _player(rdb)
    ticket = _open(client, as_alice, options)["ticket"]
    path = f"/v1/matchmaking/tickets/{ticket['id']}"
    assert_problem(client.get(path, headers=as_bob), 404, "ticket_not_found")
    assert_problem(client.delete(path, headers=as_bob), 404, "ticket_not_found")
    assert_problem(client.get(path), 401, "unauthorized")
    assert_problem(client.get(path, headers=bearer("p.nobody.secret")), 401, "unauthorized")
    assert_problem(client.get(f"/v1/matchmaking/tickets/{GAME}.{'x' * 22}", headers=as_alice),
                   404, "ticket_not_found")
    # a guest cannot open a ticket for another player: X-Player needs the owning API key
    assert_problem(client.post("/v1/matchmaking/tickets", json={"game": GAME},
                               headers={"X-Player": bob["id"]}), 401, "unauthorized")
    assert_problem(client.post("/v1/matchmaking/tickets", json={"game": GAME},
                               headers={**as_alice, "X-Player": bob["id"]}),
                   400, "validation_error")
    cancelled = client.delete(path, headers=as_alice)
    assert cancelled.status_code == 200 and cancelled.json["status"] == "cancelled"
    assert client.delete(path, headers=as_alice).json["status"] == "cancelled"  # idempotent
    _open(client, as_alice, options)  # the player may search again


@pytest.mark.parametrize("body, code, field", [
    ({"game": "tarot"}, "unknown_game", "game"),
    ({"game": GAME, "players": {"min": 4, "max": 3}}, "validation_error", "players"),
    ({"game": GAME, "players": {"min": 1}}, "validation_error", "players.min"),
    ({"game": GAME, "players": {"max": 5}}, "validation_error", "players.max"),
    ({"game": "amazones", "players": {"min": 2}}, "validation_error", "players.min"),
    ({"game": GAME, "options": {"horses_per_player": 9}}, "invalid_options",
     "horses_per_player"),
    ({"game": GAME, "options": {"turn_timeout_s": 0}}, "invalid_options", "turn_timeout_s"),
    ({"game": GAME, "ai_fill_after_s": -1}, "validation_error", "ai_fill_after_s"),
    ({"game": GAME, "rated": "yes"}, "validation_error", "rated"),
    ({"game": GAME, "surprise": 1}, "validation_error", "surprise"),
])
def test_every_bad_body_is_422_with_its_field_and_creates_nothing(client, rdb, body, code,
                                                                    field):
    _, as_player = _player(rdb)
    before = keys(rdb)
    response = client.post("/v1/matchmaking/tickets", json=body, headers=as_player)
    problem = assert_problem(response, 422, code)
    assert field in problem["errors"], problem
    assert not {k for k in keys(rdb) - before if ":mm:" in k or k.startswith("rq:")}


def test_two_guests_of_one_address_meet_in_a_rated_match(app, client, rdb):
    """People who share a network (a family, a classroom, a café) play each other rated: an
    address keeps nobody apart (ratings are protected by what matches show instead). The
    ticket still carries `go`, empty, for a matchmaker of the release before."""
    options = _pool_options()
    first, second = (client.post("/v1/players", json={"name": name}).json
                     for name in ("home-1", "home-2"))
    assert first["player"]["id"] != second["player"]["id"]
    as_first, as_second = bearer(first["player_token"]), bearer(second["player_token"])
    one = _open(client, as_first, options)["ticket"]
    two = _open(client, as_second, options)["ticket"]
    assert rdb.hget(tickets.prefix(GAME) + "t:" + one["id"], "go") == ""
    _match_pass(app)
    mine, theirs = _ticket(client, as_first, one["id"]), _ticket(client, as_second, two["id"])
    assert mine["status"] == theirs["status"] == "matched"
    assert mine["match_id"] == theirs["match_id"]
    assert app.extensions["haras"].store.load(mine["match_id"])["rated"] is True


def test_a_player_seated_in_an_unfinished_matchmade_match_gets_no_new_ticket(app, client, rdb):
    options = _pool_options()
    (_, as_alice), (_, as_bob) = _player(rdb), _player(rdb)
    mine = _open(client, as_alice, options)["ticket"]
    _open(client, as_bob, options)
    _match_pass(app)
    matched = _ticket(client, as_alice, mine["id"])
    refused = _open(client, as_alice, options, 409)
    assert refused["code"] == "already_seated" and refused["match_id"] == matched["match_id"]
    # another game is another matter
    other = client.post("/v1/matchmaking/tickets", json={"game": "royal-turf"}, headers=as_alice)
    assert other.status_code == 201
    # cancelled at once: left searching in the default pool, it would meet other tests'
    # players there (tests/browser/test_web_play.py) for MATCHMAKING_TICKET_TTL_S
    cancelled = client.delete(f"/v1/matchmaking/tickets/{other.json['ticket']['id']}",
                              headers=as_alice)
    assert cancelled.json["status"] == "cancelled"
    # resigning hands the seat to the AI: the player may search again
    resigned = client.post(f"/v1/matches/{matched['match_id']}/resign",
                           headers=bearer(matched["seat_token"]))
    assert resigned.status_code == 200, resigned.json
    assert _open(client, as_alice, options)["ticket"]["status"] == "searching"


def test_ai_fill_completes_a_group_with_the_level_rated_nearest(app, client, rdb):
    options = _pool_options()
    # the AI levels' ratings (as their calibration writes them: workers/calibration.py)
    rated = {"expert": 32.0, "greedy": 24.0, "random": 12.0}
    for level, mu in rated.items():
        rdb.hset(players.player_key(matchmaking.ai_player_id(GAME, level)),
                 players.RATING_FIELD + GAME,
                 f'{{"mu": {mu}, "sigma": 2.0, "matches": 50, "rating": {int(mu * 40)}}}')
    strong, as_strong = _player(rdb)
    rdb.hset(players.player_key(strong["id"]), players.RATING_FIELD + GAME,
             '{"mu": 31.0, "sigma": 3.0, "matches": 20, "rating": 1000}')
    waiting = _open(client, as_strong, options, players={"min": 3, "max": 3},
                    ai_fill_after_s=0)["ticket"]
    _, as_patient = _player(rdb)
    patient = _open(client, as_patient, options, players={"min": 3, "max": 3})["ticket"]
    _match_pass(app)
    filled = _ticket(client, as_strong, waiting["id"])
    match = app.extensions["haras"].store.load(filled["match_id"])
    assert [s["player"]["id"] for s in match["seats"] if s["type"] == "human"] == \
        [strong["id"]]
    ai_seats = [s for s in match["seats"] if s["type"] == "ai"]
    assert len(ai_seats) == 2 == len(match["seats"]) - 1
    assert {s["ai_level"] for s in ai_seats} == {"expert"}  # 31: nearest 32
    assert ai_seats[0]["player"] == {"id": f"ai:{GAME}:expert", "name": "AI (expert)",
                                     "bot": True, "rating": 1280}
    assert match["rated"] is True
    # the ticket that asked for no AI seat is not given one: it waits for people
    assert _ticket(client, as_patient, patient["id"])["status"] == "searching"


def test_ai_fill_waits_for_its_delay(app, client, rdb):
    options = _pool_options()
    _, as_later = _player(rdb)
    later = _open(client, as_later, options, players={"min": 3, "max": 3},
                  ai_fill_after_s=3600)["ticket"]
    _, as_now = _player(rdb)
    now = _open(client, as_now, options, players={"min": 3, "max": 3},
                ai_fill_after_s=0)["ticket"]
    _match_pass(app)
    match = app.extensions["haras"].store.load(_ticket(client, as_now, now["id"])["match_id"])
    assert [s["type"] for s in match["seats"]].count("ai") == 2
    assert _ticket(client, as_later, later["id"])["status"] == "searching"


def test_searching_tickets_per_api_key_are_capped_and_freed(settings, rdb):
    app = create_app(settings_with(settings, matchmaking_key_tickets=2))
    client = app.test_client()
    with api_keys(app, rdb) as make:
        key = make("mm backend")
        made = [client.post("/v1/players", json={"name": f"u{i}"},
                            headers={"X-API-Key": key["key"]}).json["player"] for i in range(3)]
        heads = [{"X-API-Key": key["key"], "X-Player": p["id"]} for p in made]
        options = _pool_options()
        first = _open(client, heads[0], options, ai_fill_after_s=None)["ticket"]
        _open(client, heads[1], _pool_options())
        refused = client.post("/v1/matchmaking/tickets", json={"game": GAME},
                              headers=heads[2])
        body = assert_problem(refused, 429, "quota_exceeded")
        assert body["quota"] == "tickets" and body["limit"] == 2
        client.delete(f"/v1/matchmaking/tickets/{first['id']}", headers=heads[0])
        _open(client, heads[2], options)


@contextlib.contextmanager
def _hooked_key_user(settings, rdb, key_name: str, **changes):
    """An app whose webhooks may target loopback, a key of it whose subscription takes
    `ticket.matched`, and a player of that key: (app, client, subscription, player, the
    key's headers acting for the player)."""
    app = create_app(settings_with(settings, webhook_allowlist=("127.0.0.1/32",),
                                   webhook_allow_http=True, **changes))
    client = app.test_client()
    with api_keys(app, rdb) as make:
        key = make(key_name)
        sub = client.post("/v1/webhooks", json={"url": "http://127.0.0.1:9/hook",
                                                "events": ["ticket.matched"]},
                          headers={"X-API-Key": key["key"]})
        assert sub.status_code == 201, sub.json
        user = client.post("/v1/players", json={"name": "user"},
                           headers={"X-API-Key": key["key"]}).json["player"]
        yield app, client, sub, user, {"X-API-Key": key["key"], "X-Player": user["id"]}


def test_ticket_matched_is_queued_for_the_keys_subscriptions(settings, rdb):
    with _hooked_key_user(settings, rdb, "mm hooks") as (app, client, sub, user, as_user):
        options = _pool_options()
        ticket = _open(client, as_user, options, rated=False)["ticket"]
        _, as_guest = _player(rdb)
        _open(client, as_guest, options, rated=False)
        _match_pass(app)
        matched = _ticket(client, as_user, ticket["id"])
        outbox = webhooks.Outbox(rdb, sub.json["id"], matched["match_id"])
        events = [json.loads(e) for e in rdb.lrange(outbox.list_key, 0, -1)]
        assert [e["type"] for e in events] == ["ticket.matched"]
        assert events[0]["data"] == {"ticket_id": ticket["id"], "player_id": user["id"],
                                     "seat": matched["seat"]}
        assert "seat_token" not in str(events)
        # the match belongs to no key (a guest plays in it): no match events for this key
        assert app.extensions["haras"].store.load(matched["match_id"])["api_key_id"] is None


def test_expired_tickets_end_and_free_their_player(settings, rdb):
    app = create_app(settings_with(settings, matchmaking_ticket_ttl_s=1))
    client = app.test_client()
    _, as_player = _player(rdb)
    options = _pool_options()
    ticket = _open(client, as_player, options)["ticket"]
    wait_for(lambda: _ticket(client, as_player, ticket["id"])["status"] == "expired",
             timeout_s=10)
    # before any sweep: the player's expired ticket no longer holds it
    again = _open(client, as_player, options)["ticket"]
    tag = tickets.prefix(GAME)
    assert rdb.zscore(tag + "exp", ticket["id"]) is None
    assert rdb.hget(tag + "t:" + ticket["id"], "s") == "expired"
    wait_for(lambda: _ticket(client, as_player, again["id"])["status"] == "expired",
             timeout_s=10)
    _match_pass(app)  # the sweep ends it for good
    assert rdb.hget(tag + "t:" + again["id"], "s") == "expired"
    assert rdb.zscore(tag + "exp", again["id"]) is None


def test_a_waiting_get_returns_as_soon_as_a_worker_matches_the_ticket(app, client, rdb,
                                                                      settings):
    worker = start_worker(settings)
    try:
        options = _pool_options()
        _, as_alice = _player(rdb)
        mine = _open(client, as_alice, options)["ticket"]
        waited = _ticket(client, as_alice, mine["id"], wait=0.2)
        assert waited["status"] == "searching"
        _, as_bob = _player(rdb)
        _open(client, as_bob, options)
        found = _ticket(client, as_alice, mine["id"], wait=20)
        assert found["status"] == "matched" and found["seat_token"]
    finally:
        stop_process(worker)


def test_a_group_left_by_a_dead_job_is_finished_once(app, client, rdb, monkeypatch):
    """A job that died after taking a group out of its pool, even after creating its match:
    the next pass finishes the group with the same match, seats and tokens; the dead job's
    work, had it gone on, changes nothing."""
    rt, options = app.extensions["haras"], _pool_options()
    heads = [_player(rdb)[1] for _ in range(2)]
    opened = [_open(client, h, options)["ticket"] for h in heads]
    store = matchmaking.tickets_of(rt)
    pool = store.load(opened[0]["id"])["pool"]
    _, groups, _ = store.group(GAME, pool, "-", int(time.time() * 1000), (2.0, 0.2), 10, 10)
    assert [sorted(t["id"] for t in g["tickets"]) for g in groups] == \
        [sorted(t["id"] for t in opened)]
    group = groups[0]
    humans = players.load_many(rdb, [t["player_id"] for t in group["tickets"]])
    plan = store.plan(GAME, {group["id"]: matchmaking._plan(GAMES[GAME], group, humans, None)})
    plan = plan[group["id"]]
    matchmaking._create(rt, GAMES[GAME], group, plan)  # ...and then the job died
    path = f"/v1/matchmaking/tickets/{opened[0]['id']}"
    assert _ticket(client, heads[0], opened[0]["id"])["status"] == "searching"
    assert_problem(client.delete(path, headers=heads[0]), 409, "ticket_matched")
    monkeypatch.setattr(matchmaking, "FORMING_STALE_S", 0)
    _match_pass(app)
    tokens = {s["ticket"]: s["token"] for s in plan["seats"]}
    for headers, ticket in zip(heads, opened, strict=True):
        found = _ticket(client, headers, ticket["id"])
        assert found["status"] == "matched" and found["match_id"] == plan["match_id"]
        assert found["seat_token"] == tokens[ticket["id"]]
    assert matchmaking.create_matches(rt, GAME, groups) == 0


def test_tickets_left_without_a_job_get_one_from_the_watchdog(app, client, rdb):
    rt = app.extensions["haras"]
    _, as_player = _player(rdb)
    ticket = _open(client, as_player, _pool_options())["ticket"]
    armed = tickets.prefix(GAME) + "armed"
    rdb.delete(armed)  # its job's lease ran out (its worker died)
    assert GAME in matchmaking.arm_idle(rt)
    assert rdb.get(armed)
    assert GAME not in matchmaking.arm_idle(rt)  # one job at a time
    client.delete(f"/v1/matchmaking/tickets/{ticket['id']}", headers=as_player)


def test_a_matched_ticket_is_announced_on_its_channel(app, client, rdb):
    """A waiting GET is woken by the matchmaker's notice, not by its own polling."""
    rt, options = app.extensions["haras"], _pool_options()
    (_, as_alice), (_, as_bob) = _player(rdb), _player(rdb)
    mine = _open(client, as_alice, options)["ticket"]
    with rt.notifier.watch(mine["id"]) as watch:
        assert rt.notifier.subscribed(mine["id"]) or rt.notifier.ready
        watch.clear()
        _open(client, as_bob, options)
        _match_pass(app)
        assert watch.wait(10) is True
    assert _ticket(client, as_alice, mine["id"])["status"] == "matched"


def test_a_waiting_get_holds_one_of_the_clients_stream_slots(settings, rdb):
    app = create_app(settings_with(settings, streams_per_client=1))
    client = app.test_client()
    _, as_player = _player(rdb)
    ticket = _open(client, as_player, _pool_options())["ticket"]
    path = f"/v1/matchmaking/tickets/{ticket['id']}"
    answers = []
    waiting = threading.Thread(target=lambda: answers.append(
        app.test_client().get(path, query_string={"wait": 3}, headers=as_player)))
    waiting.start()
    try:
        wait_for(lambda: app.extensions["haras"].notifier.watching() == 1, timeout_s=10)
        refused = client.get(path, query_string={"wait": 1}, headers=as_player)
        assert_problem(refused, 429, "too_many_streams")
        assert client.get(path, headers=as_player).status_code == 200  # no wait: no slot
    finally:
        waiting.join()
    assert answers[0].status_code == 200 and answers[0].json["status"] == "searching"


def _rate(rdb, player: dict, mu: float) -> None:
    rdb.hset(players.player_key(player["id"]), players.RATING_FIELD + GAME,
             json.dumps({"mu": mu, "sigma": 3.0, "matches": 30, "rating": int(mu * 40)}))


def test_close_ratings_meet_first_and_the_window_widens_with_waiting(app, client, rdb):
    rt, options = app.extensions["haras"], _pool_options()
    two = {"min": 2, "max": 2}
    made = {}
    for name, mu in (("low", 20.0), ("high", 32.0), ("near", 21.5)):
        player, headers = _player(rdb)
        _rate(rdb, player, mu)
        made[name] = (headers, _open(client, headers, options, players=two)["ticket"])
    _match_pass(app)
    status = {name: _ticket(client, h, t["id"]) for name, (h, t) in made.items()}
    assert status["low"]["status"] == status["near"]["status"] == "matched"
    assert status["low"]["match_id"] == status["near"]["match_id"]
    assert status["high"]["status"] == "searching"  # 10.5 away: outside every window yet
    player, headers = _player(rdb)
    _rate(rdb, player, 26.0)  # 6 from `high`: outside its 2 at first
    late = _open(client, headers, options, players=two)["ticket"]
    store = matchmaking.tickets_of(rt)
    pool = store.load(late["id"])["pool"]
    created_ms = int(made["high"][1]["created_at"] * 1000)
    window = (rt.settings.matchmaking_window_mu, rt.settings.matchmaking_widen_mu_per_s)
    assert window == (2.0, 0.2)
    _, groups, _ = store.group(GAME, pool, "-", created_ms + 10_000, window, 50, 50)
    assert groups == []  # after 10 s `high` accepts 4 away, `late` just came: 2
    for ticket in (made["high"][1], late):  # their owners still follow them
        store.follow(ticket["id"], ticket["player_id"], created_ms + 15_000)
    _, groups, _ = store.group(GAME, pool, "-", created_ms + 25_000, window, 50, 50)
    assert [sorted(t["id"] for t in g["tickets"]) for g in groups] == \
        [sorted([made["high"][1]["id"], late["id"]])]  # after 25 s: 7 away
    matchmaking.create_matches(rt, GAME, groups)
    assert _ticket(client, headers, late["id"])["status"] == "matched"


def test_the_ticket_says_the_rating_it_is_paired_by_and_the_window_it_accepts_now(
        client, rdb, monkeypatch):
    options = _pool_options()
    rated, as_rated = _player(rdb)
    _rate(rdb, rated, 30.0)
    ticket = _open(client, as_rated, options)["ticket"]
    assert (ticket["mu"], ticket["rating"], ticket["mu_gap_per_s"]) == (30.0, 1200, 0.2)
    assert 2.0 <= ticket["mu_gap"] < 2.0 + 0.2 * 5  # just opened (a loaded machine: < 5 s)
    # 2 + 0.2 per second waited, on the server's clock: after 10 s, 4; after 30 s, 8
    for waited, gap in ((10, 4.0), (30, 8.0)):
        monkeypatch.setattr(time, "time", lambda waited=waited: ticket["created_at"] + waited)
        assert _ticket(client, as_rated, ticket["id"])["mu_gap"] == gap
    monkeypatch.undo()
    cancelled = client.delete(f"/v1/matchmaking/tickets/{ticket['id']}", headers=as_rated).json
    assert cancelled["status"] == "cancelled" and (cancelled["mu"], cancelled["rating"]) == (
        30.0, 1200)
    assert "mu_gap" not in cancelled and "mu_gap_per_s" not in cancelled  # searches no more
    _, as_new = _player(rdb)  # never rated: the model's defaults, shown as 1000
    fresh = _open(client, as_new, options)["ticket"]
    assert (fresh["mu"], fresh["rating"]) == (25.0, 1000)


def test_a_match_of_one_keys_players_belongs_to_that_key(app, client, rdb):
    with api_keys(app, rdb) as make:
        key = make("mm owner")
        made = [client.post("/v1/players", json={"name": f"k{i}"},
                            headers={"X-API-Key": key["key"]}).json["player"] for i in range(2)]
        heads = [{"X-API-Key": key["key"], "X-Player": p["id"]} for p in made]
        options = _pool_options()
        opened = [_open(client, h, options)["ticket"] for h in heads]
        _match_pass(app)
        matched = _ticket(client, heads[0], opened[0]["id"])
        mine = client.get("/v1/matches", query_string={"mine": "true"},
                          headers={"X-API-Key": key["key"]}).json["matches"]
        assert matched["match_id"] in [m["id"] for m in mine]


def test_a_rated_ticket_plays_the_games_default_options(settings, rdb):
    """Options of one's own make a pool of one's own: in a rated one a player would pick its
    opponents (its throwaway accounts). Options given at their default ask for the same
    pool as none."""
    app = create_app(settings_with(settings, matchmaking_rated_options=False))
    client = app.test_client()
    (_, as_alice), (_, as_bob) = _player(rdb), _player(rdb)
    private = {"turn_timeout_s": 77_777}
    before = keys(rdb)
    refused = _open(client, as_alice, private, 422)
    assert refused["code"] == "invalid_options" and list(refused["errors"]) == ["turn_timeout_s"]
    assert keys(rdb) == before
    unrated = _open(client, as_alice, private, rated=False)["ticket"]
    tag = tickets.prefix(GAME)
    game = GAMES[GAME]
    assert matchmaking.canonical_options(game, {"turn_timeout_s": None, "timeouts_to_ai": 3}) \
        == {}
    first = _open(client, as_bob, {})["ticket"]
    client.delete(f"/v1/matchmaking/tickets/{first['id']}", headers=as_bob)
    second = _open(client, as_bob, {"turn_timeout_s": None})["ticket"]
    assert rdb.hget(tag + "t:" + first["id"], "pool") == \
        rdb.hget(tag + "t:" + second["id"], "pool") != \
        rdb.hget(tag + "t:" + unrated["id"], "pool")
    for ticket, headers in ((second, as_bob), (unrated, as_alice)):
        client.delete(f"/v1/matchmaking/tickets/{ticket['id']}", headers=headers)
    # a cancelled ticket is kept a minute, not the hour a matched one's seat token is
    assert 0 < rdb.ttl(tag + "t:" + first["id"]) <= tickets.ENDED_KEEP_S


def test_a_matchmade_match_always_has_turn_deadlines(app, client, rdb):
    """A seated player who stops playing cannot hold the others (kept out of new tickets of
    the game while seated) for the match's idle life: the greedy AI plays for it."""
    options = {"timeouts_to_ai": 2 + secrets.randbelow(90)}  # a pool of this test's own
    (_, as_alice), (_, as_bob) = _player(rdb), _player(rdb)
    mine = _open(client, as_alice, options, rated=False)["ticket"]
    _open(client, as_bob, options, rated=False)
    _match_pass(app)
    matched = _ticket(client, as_alice, mine["id"])
    stored = app.extensions["haras"].store.load(matched["match_id"])
    assert stored["options"]["turn_timeout_s"] == \
        app.extensions["haras"].settings.matchmaking_turn_timeout_s == 60


# --- Tickets leave with their player (MATCHMAKING_KEEPALIVE_S) --------------------------------

def _seen_ms(rdb, ticket_id: str) -> int:
    """When the ticket's owner last followed it, as the grouping script reads it."""
    return int(rdb.hget(tickets.prefix(GAME) + "t:" + ticket_id, "seen"))


def _stored_status(rdb, ticket_id: str) -> str | None:
    """The ticket's status read from Redis, not over HTTP (a read by its owner is a sign of
    life: the test must not follow the ticket it leaves)."""
    return rdb.hget(tickets.prefix(GAME) + "t:" + ticket_id, "s")


def test_a_ticket_its_owner_left_expires_after_the_keepalive_and_is_never_matched(settings,
                                                                                  rdb):
    """Someone who closed the tab is never matched with a stranger who then waits for
    nobody. On a real worker. No wall-clock margin: the stranger arrives once the left
    ticket's keepalive is over by its own stored `seen` time, so the grouping that the
    arrival wakes (or the worker's rescan before it, whichever runs first) finds it left; the
    next player who comes shows the matchmaker was grouping all along."""
    app = create_app(settings_with(settings, matchmaking_keepalive_s=1))
    client = app.test_client()
    # The others' tickets are made with a keepalive no wait of this test reaches: unread
    # while the left one expires (up to 45 s below), they must not expire too.
    patient = create_app(settings_with(settings, matchmaking_keepalive_s=600)).test_client()
    worker = start_worker(settings)
    try:
        options = _pool_options()
        (_, as_left), (_, as_stranger), (_, as_next) = _player(rdb), _player(rdb), _player(rdb)
        left = _open(client, as_left, options)["ticket"]
        seen = _seen_ms(rdb, left["id"])
        assert seen == int(left["created_at"] * 1000)
        wait_for(lambda: time.time() * 1000 > seen + 1000)
        stranger = _open(patient, as_stranger, options)["ticket"]
        # (a run just before this one may hold the game's job lease for its 30 s)
        wait_for(lambda: _stored_status(rdb, left["id"]) == "expired", timeout_s=45,
                 explain=lambda: worker_log(worker))
        assert _ticket(client, as_stranger, stranger["id"])["status"] == "searching"
        assert rdb.hget(tickets.prefix(GAME) + "t:" + left["id"], "m") is None
        assert rdb.zscore(tickets.prefix(GAME) + "exp", left["id"]) is None
        following = _open(patient, as_next, options)["ticket"]
        matched = wait_for(lambda: (t := _ticket(client, as_stranger, stranger["id"], wait=5))
                           ["status"] == "matched" and t, explain=lambda: worker_log(worker))
        assert _ticket(client, as_next, following["id"])["match_id"] == matched["match_id"]
        # its owner coming back finds it expired (a read does not revive it), and may search
        assert _ticket(client, as_left, left["id"])["status"] == "expired"
        again = _open(client, as_left, options)["ticket"]
        assert client.delete(f"/v1/matchmaking/tickets/{again['id']}",
                             headers=as_left).json["status"] == "cancelled"
    finally:
        stop_process(worker)


def test_a_followed_ticket_outlives_its_keepalive(settings, rdb):
    """A waiting GET keeps its ticket (each read is a sign of life, `seen` written every
    quarter of the keepalive): once `seen` is past the time an unfollowed ticket would have
    expired, a partner arrives and they meet. The keepalive is 6 s (`seen` written every
    1.5 s) so that the GET's reads and the pass after them may be held up ~4 s by a loaded
    machine without ending a ticket its owner is following; the test takes about that keepalive."""
    app = create_app(settings_with(settings, matchmaking_keepalive_s=6))
    client = app.test_client()
    options = _pool_options()
    (_, as_follower), (_, as_partner) = _player(rdb), _player(rdb)
    followed = _open(client, as_follower, options)["ticket"]
    created = _seen_ms(rdb, followed["id"])
    with ThreadPoolExecutor(1) as pool:
        waiting = pool.submit(_ticket, client, as_follower, followed["id"], wait=20)
        wait_for(lambda: _seen_ms(rdb, followed["id"]) > created + 6000)
        _open(client, as_partner, options)
        _match_pass(app)
        assert waiting.result()["status"] == "matched"


def test_tickets_of_a_key_following_them_by_webhook_keep_their_ttl(settings, rdb):
    """A key whose webhooks take `ticket.matched` hears of its players' matches without
    reading their tickets: they search their whole TTL. The guest's ticket opened after the
    key's and left as long ends: the pass ran past the key ticket's keepalive too."""
    with _hooked_key_user(settings, rdb, "mm followed by hooks",
                          matchmaking_keepalive_s=1) as (app, client, _, _, as_user):
        options = _pool_options()
        hooked_ticket = _open(client, as_user, options)["ticket"]
        _, as_guest = _player(rdb)
        guest_ticket = _open(client, as_guest, _pool_options())["ticket"]
        seen = _seen_ms(rdb, guest_ticket["id"])
        wait_for(lambda: time.time() * 1000 > seen + 1000)
        _match_pass(app)
        assert _stored_status(rdb, guest_ticket["id"]) == "expired"
        assert _stored_status(rdb, hooked_ticket["id"]) == "searching"
        _, as_partner = _player(rdb)
        _open(client, as_partner, options)
        _match_pass(app)
        assert _stored_status(rdb, hooked_ticket["id"]) == "matched"


# --- API keys revoked; rated tickets for signed-in players ---------------------------------

def test_a_revoked_keys_searching_tickets_are_cancelled(app, client, rdb):
    """Revoking a key cancels its players' searching tickets (and frees its count); a ticket
    opened in a race with the revocation is never grouped, nor opened once it is barred."""
    with api_keys(app, rdb) as make:
        key, racing = make("mm revoked"), make("mm revoked in a race")
        options = _pool_options()
        opened = []
        for name in ("u1", "u2"):
            user = client.post("/v1/players", json={"name": name},
                               headers={"X-API-Key": key["key"]}).json["player"]
            as_user = {"X-API-Key": key["key"], "X-Player": user["id"]}
            # two ticket pools: they do not meet each other before the revocation
            opened.append(_open(client, as_user, _pool_options())["ticket"])
        revoked = app.test_cli_runner().invoke(args=["keys", "revoke", key["id"]])
        assert revoked.exit_code == 0 and "2 searching tickets cancelled" in revoked.output
        assert {_stored_status(rdb, t["id"]) for t in opened} == {"cancelled"}
        assert rdb.zcard(tickets.key_searching_key(key["id"])) == 0
        # the race: a ticket opened before the revocation's scan reached it
        user = client.post("/v1/players", json={"name": "u3"},
                           headers={"X-API-Key": racing["key"]}).json["player"]
        as_racer = {"X-API-Key": racing["key"], "X-Player": user["id"]}
        raced = _open(client, as_racer, options)["ticket"]
        matchmaking.tickets_of(app.extensions["haras"]).bar_key(GAME, racing["id"])
        _, as_guest = _player(rdb)
        guest = _open(client, as_guest, options)["ticket"]
        _match_pass(app)
        assert _stored_status(rdb, raced["id"]) == "cancelled"
        assert _stored_status(rdb, guest["id"]) == "searching"
        assert rdb.zscore(tickets.key_searching_key(racing["id"]), raced["id"]) is None
        # ...and one opened after the revocation's first write: refused, nothing stored
        before = keys(rdb)
        assert_problem(client.post("/v1/matchmaking/tickets", headers=as_racer,
                                   json={"game": GAME, "options": options}), 403, "forbidden")
        assert not {k for k in keys(rdb) - before if ":mm:" in k or k.startswith("rq:")}
        assert rdb.zcard(tickets.key_searching_key(racing["id"])) == 0


def test_rated_requires_sign_in_refuses_a_guest_and_accepts_a_signed_in_or_key_player(
        settings, rdb):
    app = create_app(settings_with(settings, rated_requires_sign_in=True))
    client = app.test_client()
    options = _pool_options()
    _, as_guest = _player(rdb)
    before = keys(rdb)
    refused = client.post("/v1/matchmaking/tickets", headers=as_guest,
                          json={"game": GAME, "options": options})
    assert_problem(refused, 403, "sign_in_required")
    assert not {k for k in keys(rdb) - before if ":mm:" in k or k.startswith("rq:")}
    assert _open(client, as_guest, options, rated=False)["ticket"]["rated"] is False
    # a player the sign-in made (`signed_in` in its record)
    signed, as_signed = _player(rdb)
    record = players.player_key(signed["id"])
    rdb.hset(record, "doc", json.dumps({**json.loads(rdb.hget(record, "doc")),
                                        "signed_in": True}))
    assert _open(client, as_signed, options)["ticket"]["rated"] is True
    with api_keys(app, rdb) as make:
        key = make("mm signed in")
        user = client.post("/v1/players", json={"name": "user"},
                           headers={"X-API-Key": key["key"]}).json["player"]
        as_user = {"X-API-Key": key["key"], "X-Player": user["id"]}
        assert _open(client, as_user, options)["ticket"]["rated"] is True
