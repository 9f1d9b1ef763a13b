"""Fair play between strangers: seeds committed before the first move and never chosen by one
player against another, finished matches that stay finished, and resigned seats that no
longer see the hand the AI now plays."""

import hashlib
import json
import re

import pytest

from engines.registry import GAMES
from engines.replay import ReplayMismatch, verify

from helpers import assert_problem, bearer, create, keys, play, snapshot

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

ANA, BO, CY = ({"type": "human", "name": n} for n in ("Ana", "Bo", "Cy"))
OPEN = {"type": "human", "open": True}


def _commitment(salt: str, seed: int) -> str:
    return hashlib.sha256(f"{salt}:{seed}".encode()).hexdigest()


# --- Rigged seeds ----------------------------------------------------------------------------
def test_a_creator_cannot_choose_the_seed_of_a_match_a_stranger_joins(client, rdb):
    """The attack: with seed 777 and an open seat, the creator knew the joiner's hand (the
    hand `setup(2, options, 777)` deals offline) before the joiner sat down."""
    game = GAMES["poney-mon-amour"]
    before = keys(rdb)
    for seed in (777, 0):
        refused = client.post("/v1/matches", json={"game": game.id, "seats": [ANA, OPEN],
                                                   "seed": seed})
        assert assert_problem(refused, 422, "seed_not_allowed")["detail"]
    assert keys(rdb) - before == set()
    # drawn by the server, the joiner's hand is no longer the one of seed 777
    match, _ = create(client, game=game.id, seats=[ANA, OPEN])
    joined = client.post(f"/v1/matches/{match['id']}/join", json={"name": "Zoé"}).json
    offline, _ = game.begin(2, game.resolve_options({}, 2), 777)
    assert [c["card"] for c in joined["match"]["state"]["hands"][1]["cards"]] != \
        offline["hands"][1]
    assert joined["match"]["seed_chosen"] is False


def test_a_chosen_seed_is_allowed_when_the_creator_holds_every_human_seat_and_is_shown(client):
    match, tokens = create(client, seats=[ANA, {"type": "ai", "ai": {"level": "random"}}],
                           seed=42)
    assert match["seed_chosen"] is True
    assert client.get(f"/v1/matches/{match['id']}").json["seed_chosen"] is True
    assert client.get(f"/v1/matches/{match['id']}", headers=bearer(tokens["0"])).json[
        "seed_chosen"] is True
    drawn, _ = create(client)
    assert drawn["seed_chosen"] is False


def test_the_lobby_says_whether_a_seed_was_chosen(client):
    match, _ = create(client, game="royal-turf", seats=[ANA, OPEN])
    for _ in range(200):
        page = client.get("/v1/matches?status=waiting&game=royal-turf&limit=50").json
        listed = {m["id"]: m for m in page["matches"]}
        if match["id"] in listed:
            assert listed[match["id"]]["seed_chosen"] is False
            assert re.fullmatch(r"[0-9a-f]{64}", listed[match["id"]]["seed_commitment"])
            return
        assert page["next_cursor"], "the match is not in the lobby"
    raise AssertionError("lobby too long")


# --- Seed commitment -------------------------------------------------------------------------
def test_every_view_commits_to_the_seed_and_the_end_reveals_it(client, rdb):
    match, tokens = create(client, options={"horses_per_player": 1})
    commitment = match["seed_commitment"]
    assert re.fullmatch(r"[0-9a-f]{64}", commitment)
    assert match["seed"] is None and match["seed_salt"] is None
    seat_view = client.get(f"/v1/matches/{match['id']}", headers=bearer(tokens["0"])).json
    assert seat_view["seed_commitment"] == commitment and seat_view["seed_salt"] is None
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["1"]))
    final = client.get(f"/v1/matches/{match['id']}").json
    assert final["seed_commitment"] == commitment
    assert re.fullmatch(r"[0-9a-f]{64}", final["seed_salt"])  # 256 bits
    assert _commitment(final["seed_salt"], final["seed"]) == commitment
    replay = client.get(f"/v1/matches/{match['id']}/replay").json
    assert (replay["seed"], replay["seed_salt"], replay["seed_commitment"]) == (
        final["seed"], final["seed_salt"], commitment)
    verify(replay)
    for tampered in ({**replay, "seed_salt": "0" * 64},
                     {**replay, "seed_commitment": _commitment(replay["seed_salt"], 1)}):
        with pytest.raises(ReplayMismatch, match="commitment"):
            verify(tampered)


def test_salts_differ_between_matches_of_one_seed(client):
    first, tokens_1 = create(client, seats=[ANA, BO], seed=5)
    second, tokens_2 = create(client, seats=[ANA, BO], seed=5)
    assert first["seed_commitment"] != second["seed_commitment"]


# --- A finished match is final ---------------------------------------------------------------
def test_a_match_that_ended_while_a_seat_was_open_cannot_be_joined(client, rdb):
    """The attack: the creator resigns while the other seat is open; the match is finished
    (seed published, match_finished delivered) yet a join made it `active` again."""
    match, tokens = create(client, seats=[ANA, OPEN])
    mid = match["id"]
    ended = client.post(f"/v1/matches/{mid}/resign", headers=bearer(tokens["0"])).json
    assert ended["match"]["status"] == "finished"
    before = snapshot(rdb, mid)
    for body in ({"name": "Zoé"}, {"name": "Zoé", "seat": 1}):
        assert_problem(client.post(f"/v1/matches/{mid}/join", json=body), 409,
                       "match_finished")
    assert_problem(client.post(f"/v1/matches/{mid}/resign", headers=bearer(tokens["0"])), 409,
                   "match_finished")
    assert_problem(play(client, mid, tokens["0"], {"type": "roll"}), 409, "match_finished")
    assert snapshot(rdb, mid) == before
    assert client.get(f"/v1/matches/{mid}").json["status"] == "finished"


def test_every_write_of_a_finished_match_is_refused_inside_the_commit(app, client):
    """Whatever a caller checked before (a stale record, a path that forgot to look), the
    commit itself refuses to change a finished match."""
    from service.model.play import step
    from service.problems import ApiError

    match, tokens = create(client, seats=[ANA, OPEN])
    client.post(f"/v1/matches/{match['id']}/resign", headers=bearer(tokens["0"]))
    rt = app.extensions["haras"]
    finished = rt.store.load(match["id"])
    reopened, events = step(finished, {"status": "active"},
                            [{"type": "seat_joined", "seat": 1, "name": "Zoé"}])
    with pytest.raises(ApiError) as refused:
        rt.commit(reopened, finished, events)
    assert (refused.value.status, refused.value.code) == (409, "match_finished")
    assert rt.store.load(match["id"]) == finished


# --- A resigned seat -------------------------------------------------------------------------
def _face_down_then_resign(client) -> tuple[str, dict, int]:
    """An Amazones match where the opener laid a card face down (everybody else passed),
    then resigned: (match id, tokens, the opener)."""
    match, tokens = create(client, game="amazones", seats=[ANA, BO, CY])
    mid, opener = match["id"], match["to_act"][0]
    for _ in range(3):
        seat = client.get(f"/v1/matches/{mid}").json["to_act"][0]
        assert play(client, mid, tokens[str(seat)], {"type": "bid_done"}).status_code == 200
    moves = client.get(f"/v1/matches/{mid}/legal-moves", headers=bearer(tokens[str(opener)]))
    face_down = next(m for m in moves.json["legal_moves"] if m["type"] == "add_face_down")
    assert play(client, mid, tokens[str(opener)], face_down).status_code == 200
    own = client.get(f"/v1/matches/{mid}/events", headers=bearer(tokens[str(opener)])).json
    assert [e["card"] for e in own["events"] if e["type"] == "face_down_added"] == [
        {"colour": face_down["colour"], "value": face_down["value"]}]
    assert client.post(f"/v1/matches/{mid}/resign",
                       headers=bearer(tokens[str(opener)])).status_code == 200
    return mid, tokens, opener


def test_a_resigned_seat_reads_the_public_view_only(client):
    """The attack: after resigning, the token kept reading the hand (and the face-down card)
    the AI now plays, which its holder could pass to a partner."""
    mid, tokens, seat = _face_down_then_resign(client)
    token = tokens[str(seat)]
    public = client.get(f"/v1/matches/{mid}").json
    view = client.get(f"/v1/matches/{mid}", headers=bearer(token)).json
    assert view["viewer"] is None and view["state"]["hands"][seat]["cards"] is None
    assert view["state"] == public["state"] and view["legal_moves"] == []
    assert view["seats"][seat]["resigned"] is True and view["seats"][seat]["type"] == "ai"
    moves = client.get(f"/v1/matches/{mid}/legal-moves", headers=bearer(token)).json
    assert moves["legal_moves"] == [] and moves["seat"] == seat
    events = client.get(f"/v1/matches/{mid}/events", headers=bearer(token)).json
    assert events == client.get(f"/v1/matches/{mid}/events").json
    assert [e["card"] for e in events["events"] if e["type"] == "face_down_added"] == [None]


def test_a_resigned_seat_streams_the_public_events(client):
    mid, tokens, seat = _face_down_then_resign(client)
    response = client.get(f"/v1/matches/{mid}/stream?token={tokens[str(seat)]}",
                          buffered=False)
    assert response.status_code == 200
    seen = ""
    for chunk in response.response:
        seen += chunk.decode()
        if "seat_resigned" in seen:
            break
    response.close()
    shown = [json.loads(line[len("data: "):]) for line in seen.splitlines()
             if line.startswith("data: ")]
    assert [e["card"] for e in shown if e["type"] == "face_down_added"] == [None]


# A seat that resigns while its stream or long-poll is open: the AI's draws for it stay hidden
def _poney_spy(client) -> tuple[str, dict, int]:
    """A three-seat Poney Mon Amour match and a seat that is not the first to act."""
    match, tokens = create(client, game="poney-mon-amour", seats=[ANA, BO, CY])
    spy = next(s for s in range(3) if s not in match["to_act"])
    return match["id"], tokens, spy


def _until_the_ai_drew_for(app, client, mid: str, tokens: dict, spy: int) -> None:
    """The humans play their first legal move and the AI plays the resigned `spy`, until the
    AI drew from the pile for `spy`."""
    from workers import ai_turns

    rt = app.extensions["haras"]
    for _ in range(60):
        events = rt.store.read_events(mid, 0)
        if any(e["type"] == "drew" and e["seat"] == spy and e["source"] == "pile"
               for e in events):
            return
        match = rt.store.load(mid)
        to_act = GAMES[match["game"]].to_act(match["state"])
        if spy in to_act:
            with pytest.MonkeyPatch.context() as patch:
                patch.setattr(ai_turns, "runtime", lambda: rt)
                ai_turns.play_ai_turns(mid, match["version"])
            continue
        seat = to_act[0]
        moves = client.get(f"/v1/matches/{mid}/legal-moves",
                           headers=bearer(tokens[str(seat)])).json["legal_moves"]
        assert play(client, mid, tokens[str(seat)], moves[0]).status_code == 200
    raise AssertionError("the AI never drew for the resigned seat")


def _resigns_then_the_ai_draws(app, mid: str, tokens: dict, spy: int) -> None:
    other = app.test_client()
    assert other.post(f"/v1/matches/{mid}/resign",
                      headers=bearer(tokens[str(spy)])).status_code == 200
    _until_the_ai_drew_for(app, other, mid, tokens, spy)


def _drawn_for(events: list[dict], seat: int) -> list:
    return [e["card"] for e in events
            if e["type"] == "drew" and e["seat"] == seat and e["source"] == "pile"]


def test_a_stream_opened_before_resigning_hides_what_the_ai_then_draws(app, client):
    """The attack: open the stream, then resign; the stream kept showing the seat's events
    as its own, so every card the AI drew for the seat."""
    mid, tokens, spy = _poney_spy(client)
    response = client.get(f"/v1/matches/{mid}/stream?token={tokens[str(spy)]}",
                          buffered=False)
    assert response.status_code == 200
    chunks = iter(response.response)
    seen = next(chunks).decode()
    _resigns_then_the_ai_draws(app, mid, tokens, spy)
    while f'"type":"drew","seat":{spy},"source":"pile"' not in seen:
        seen += next(chunks).decode()
    response.close()
    shown = [json.loads(line[len("data: "):]) for line in seen.splitlines()
             if line.startswith("data: ")]
    assert _drawn_for(shown, spy) and set(_drawn_for(shown, spy)) == {None}


def test_a_long_poll_waiting_across_the_resignation_reads_the_public_view(app, client,
                                                                         monkeypatch):
    """The attack: a view long-poll (or an events one) sent before resigning answered, after
    the resignation, with the seat's private view: the hand the AI now plays."""
    mid, tokens, spy = _poney_spy(client)
    notifier = app.extensions["haras"].notifier
    wait_for_version, read_events = notifier.wait_for_version, notifier.read_events

    def resigned_meanwhile(original):
        def waiting(*args):
            monkeypatch.setattr(notifier, original.__name__, original)
            _resigns_then_the_ai_draws(app, mid, tokens, spy)
            return original(*args)
        monkeypatch.setattr(notifier, original.__name__, waiting)

    resigned_meanwhile(wait_for_version)
    version = client.get(f"/v1/matches/{mid}").json["version"]
    view = client.get(f"/v1/matches/{mid}?wait=5", headers={
        **bearer(tokens[str(spy)]), "If-None-Match": f'"{version}"'}).json
    assert view["seats"][spy]["resigned"] is True
    assert view["viewer"] is None and view["state"]["hands"][spy]["cards"] is None

    mid, tokens, spy = _poney_spy(client)
    resigned_meanwhile(read_events)
    last = client.get(f"/v1/matches/{mid}/events").json["last_seq"]
    events = client.get(f"/v1/matches/{mid}/events?after={last}&wait=5",
                        headers=bearer(tokens[str(spy)])).json["events"]
    assert _drawn_for(events, spy) and set(_drawn_for(events, spy)) == {None}
