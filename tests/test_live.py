"""Real-time play over WebSocket (`/v1/matches/{id}/ws`, service/live/channel.py) against
gunicorn's gevent workers and a real Redis: moves in, events out, the same checks as HTTP;
idempotent move ids; resume without gap or duplicate; spectators and other seats never get a
hidden card; a finished match ends the channel; a worker restart mid-match is resumed."""

import contextlib
import json
import signal
import time

import pytest
import requests
from jsonschema import Draft202012Validator
from websockets.exceptions import ConnectionClosed
from websockets.sync.client import connect

from conftest import settings_with, start_gunicorn, start_worker, stop_process, wait_for
from helpers import CONTRACT

pytestmark = pytest.mark.cluster  # also run on a local Redis Cluster

FRAME = Draft202012Validator({"components": CONTRACT["components"],
                              "$ref": "#/components/schemas/LiveMessage"})


@pytest.fixture(scope="module")
def server(settings):
    process, base = start_gunicorn(settings, workers=2)
    yield base
    stop_process(process)


class Channel:
    """A test client of the channel: every frame it gets is checked against the contract."""

    def __init__(self, base: str, match_id: str, token: str | None = None,
                 after: int | None = None):
        query = "&".join(f"{k}={v}" for k, v in (("token", token), ("after", after))
                         if v is not None)
        url = base.replace("http", "ws", 1) + f"/v1/matches/{match_id}/ws?{query}"
        # Frames queue up unread while a test plays (a browser reads them as they come):
        # with no cap the client keeps reading its socket and answering pings meanwhile.
        self.socket = connect(url, open_timeout=10, max_queue=None)
        self.frames: list[dict] = []
        self.sent: list[str] = []  # the ids of the moves sent

    def next(self, timeout: float = 10) -> dict:
        try:
            data = self.socket.recv(timeout=timeout)
        except TimeoutError:
            raise AssertionError("no frame in time") from None
        frame = json.loads(data)
        errors = [e.message for e in FRAME.iter_errors(frame)]
        assert not errors, (frame, errors[:3])
        self.frames.append(frame)
        return frame

    def until(self, kind: str, timeout: float = 20) -> dict:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            frame = self.next(deadline - time.monotonic())
            if frame["type"] == kind:
                return frame
        raise AssertionError(f"no {kind} frame")

    def send(self, message: dict) -> None:
        self.socket.send(json.dumps(message))
        if message.get("type") == "move":
            self.sent.append(message.get("id"))

    def events(self) -> list[dict]:
        """Every event received, from `events` and `moved` frames, in order."""
        return [event for f in self.frames for event in f.get("events", ())]

    def close(self) -> None:
        self.socket.close()


def _create(base: str, game: str = "petits-chevaux", seats=None, **body) -> tuple[dict, dict]:
    seats = seats or [{"type": "human", "name": "Ana"}, {"type": "human", "name": "Bo"}]
    created = requests.post(f"{base}/v1/matches", json={"game": game, "seats": seats, **body},
                            timeout=10).json()
    return created["match"], created["seat_tokens"]


def _poll(channels: dict, timeout: float = 20):
    """The next frame of any of `channels`: (seat, frame)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for seat, channel in channels.items():
            try:
                return seat, channel.next(timeout=0.02)
            except AssertionError:
                continue
    raise AssertionError("no frame in time")


class Table:
    """The seats of a match on their channels, each with the latest view it got."""

    def __init__(self, base: str, match_id: str, tokens: dict):
        self.channels = {seat: Channel(base, match_id, token) for seat, token in tokens.items()}
        self.views = {seat: ch.until("welcome")["match"] for seat, ch in self.channels.items()}
        self.moves = 0

    def step(self, choose=lambda moves: moves[0]) -> dict:
        """A seat whose view has legal moves plays the one `choose` picks (the message sent
        is returned); with none, the next frame any seat gets (returned)."""
        seat = next((s for s, v in self.views.items() if v["legal_moves"]), None)
        if seat is None:
            seat, frame = _poll(self.channels)
            # A view no newer than the seat's (the `moved` of a move whose events, and view,
            # the channel's pusher sent first) was played from already.
            if frame["type"] in ("events", "moved") and "match" in frame \
                    and frame["match"]["version"] > self.views[seat]["version"]:
                self.views[seat] = frame["match"]
            return frame
        view = self.views[seat]
        message = {"type": "move", "id": f"m{self.moves}",
                   "move": choose(view["legal_moves"]), "if_version": view["version"]}
        self.channels[seat].send(message)
        self.moves += 1
        self.views[seat] = {**view, "legal_moves": []}
        return message


def _play_to_end(base, match, tokens, limit=3000) -> dict[str, Channel]:
    """Both seats play their first legal move over their channels until the end."""
    table = Table(base, match["id"], tokens)
    for _ in range(limit):
        if table.step()["type"] == "end":
            for rest in table.channels.values():
                if rest.frames[-1]["type"] != "end":
                    rest.until("end")
            return table.channels
    raise AssertionError("the match did not end")


def test_a_plain_get_is_told_to_upgrade(server):
    match, _ = _create(server)
    response = requests.get(f"{server}/v1/matches/{match['id']}/ws", timeout=5)
    assert response.status_code == 426 and response.json()["code"] == "upgrade_required"


def test_a_wrong_token_is_refused_before_the_upgrade(server):
    match, _ = _create(server)
    response = requests.get(f"{server}/v1/matches/{match['id']}/ws?token=nope", timeout=5,
                            headers={"Connection": "Upgrade", "Upgrade": "websocket",
                                     "Sec-WebSocket-Version": "13",
                                     "Sec-WebSocket-Key": "dGhlIHNhbXBsZSBub25jZQ=="})
    assert response.status_code == 401 and response.json()["code"] == "unauthorized"


def test_two_seats_play_a_match_to_its_end(server, settings):
    match, tokens = _create(server, seed=3)
    channels = _play_to_end(server, match, tokens)
    for channel in channels.values():
        events = channel.events()
        assert events[-1]["type"] == "match_won"
        end = channel.frames[-1]
        assert end == {"type": "end", "status": "finished", "last_seq": events[-1]["seq"]}
        with pytest.raises(ConnectionClosed):
            channel.socket.recv(timeout=5)
        assert channel.socket.close_code == 1000
    # every seat saw every event of the match once, in order, as HTTP serves them
    everything = requests.get(f"{server}/v1/matches/{match['id']}/events", timeout=5).json()
    setup = [e for e in everything["events"] if e["version"] == 1]
    for channel in channels.values():
        assert channel.events() == everything["events"][len(setup):]
    moves = [f for ch in channels.values() for f in ch.frames if f["type"] == "moved"]
    assert moves and all(not f["replayed"] for f in moves)
    for channel in channels.values():  # every move answered, the winning one before `end`
        assert [f["id"] for f in channel.frames if f["type"] == "moved"] == channel.sent
    # a step costs one frame per socket: the mover's `moved`, the other's `events`
    steps = sum(e["type"] == "move_played" for e in everything["events"])
    frames = sum(len(ch.frames) for ch in channels.values())
    assert frames <= 2 * 2 + 2 * steps


def test_errors_carry_the_http_problem_and_change_nothing(server):
    match, tokens = _create(server, seed=3)
    seat = str(match["to_act"][0])
    other = "1" if seat == "0" else "0"
    mover, waiter = Channel(server, match["id"], tokens[seat]), \
        Channel(server, match["id"], tokens[other])
    view = mover.until("welcome")["match"]
    waiter.until("welcome")
    waiter.send({"type": "move", "id": "w1", "move": {"type": "roll"}})
    error = waiter.until("error")
    assert error["id"] == "w1" and error["problem"]["code"] == "not_your_turn"
    mover.send({"type": "move", "id": "s1", "move": {"type": "roll"},
                "if_version": view["version"] + 5})
    stale = mover.until("error")["problem"]
    assert stale["code"] == "stale_version" and stale["current_version"] == view["version"]
    mover.send({"type": "move", "id": "i1", "move": {"type": "move_horse", "horse": 0}})
    illegal = mover.until("error")["problem"]
    assert illegal["code"] == "illegal_move" and illegal["legal_moves"] == [{"type": "roll"}]
    mover.send({"type": "dance"})
    assert mover.until("error")["problem"]["code"] == "validation_error"
    mover.socket.send("not json")
    assert mover.until("error")["problem"]["code"] == "validation_error"
    mover.send({"type": "move", "move": {"type": "roll"}})
    assert mover.until("error")["problem"]["errors"] == {
        "id": ["Must be a string of 1 to 128 characters."]}
    after = requests.get(f"{server}/v1/matches/{match['id']}", timeout=5).json()
    assert after["version"] == view["version"]  # nothing was applied
    mover.close()
    waiter.close()


def test_a_resent_move_is_answered_again_never_applied_twice(server):
    match, tokens = _create(server, seed=3)
    seat = str(match["to_act"][0])
    first = Channel(server, match["id"], tokens[seat])
    view = first.until("welcome")["match"]
    roll = {"type": "move", "id": "roll-1", "move": {"type": "roll"}}  # no if_version
    first.send(roll)
    moved = first.until("moved")
    assert moved["id"] == "roll-1" and not moved["replayed"]
    first.close()
    # after a reconnect the client resends what it is not sure was played
    again = Channel(server, match["id"], tokens[seat])
    again.until("welcome")
    again.send(roll)
    replayed = again.until("moved")
    assert replayed == {**replayed, "id": "roll-1", "replayed": True,
                        "version": moved["version"]}
    stored = requests.get(f"{server}/v1/matches/{match['id']}/events", timeout=5).json()
    assert [e["type"] for e in stored["events"]].count("move_played") == 1
    assert stored["events"][-1]["version"] == view["version"] + 1
    again.close()


def test_a_move_id_reused_for_another_move_is_refused_not_replayed(server):
    """As an Idempotency-Key on HTTP: the same id with another move (legal or not, or based
    on another version) is an `error` 422 `idempotency_key_reused`, and nothing is played."""
    match, tokens = _create(server, seed=3)
    seat = str(match["to_act"][0])
    channel = Channel(server, match["id"], tokens[seat])
    view = channel.until("welcome")["match"]
    channel.send({"type": "move", "id": "r", "move": {"type": "roll"},
                  "if_version": view["version"]})
    moved = channel.until("moved")
    legal = moved["match"]["legal_moves"]
    others = [{"move": {"type": "roll"}, "if_version": view["version"] + 1},
              {"move": {"type": "move_horse", "horse": 99}, "if_version": view["version"]}]
    if legal:  # the seat plays on: a legal move under a used id
        others.append({"move": legal[0], "if_version": moved["version"]})
    for other in others:
        channel.send({"type": "move", "id": "r", **other})
        error = channel.until("error")
        assert error["id"] == "r" and error["problem"]["code"] == "idempotency_key_reused", \
            (other, error)
    channel.send({"type": "move", "id": "r", "move": {"type": "roll"},
                  "if_version": view["version"]})  # the same move again: replayed
    assert channel.until("moved")["replayed"] is True
    after = requests.get(f"{server}/v1/matches/{match['id']}", timeout=5).json()
    assert after["version"] == moved["version"]  # nothing else was played
    channel.close()


def test_resume_after_a_seq_sends_everything_since_without_gap_or_duplicate(server):
    match, tokens = _create(server, seed=8)
    _play_to_end(server, match, tokens)
    everything = requests.get(f"{server}/v1/matches/{match['id']}/events", timeout=5).json()
    cut = everything["last_seq"] // 2
    resumed = Channel(server, match["id"], tokens["0"], after=cut)
    resumed.until("end")
    assert [e["seq"] for e in resumed.events()] == list(range(cut + 1,
                                                             everything["last_seq"] + 1))


def test_hidden_cards_never_reach_a_spectator_or_another_seat(server):
    seats = [{"type": "human", "name": n} for n in ("Ana", "Bo", "Cy")]
    match, tokens = _create(server, game="amazones", seats=seats, seed=5)
    spectator = Channel(server, match["id"])
    assert spectator.until("welcome")["viewer"] is None
    table = Table(server, match["id"], tokens)
    channels = table.channels

    def bid(moves: list[dict]) -> dict:
        # closing the first bid at once leaves any colour for a card face down
        return next((m for kind in ("add_face_down", "bid_done") for m in moves
                     if m["type"] == kind), moves[0])

    face_down = 0
    for _ in range(400):  # bids until three cards went face down
        if face_down >= 3:
            break
        sent = table.step(bid)
        face_down += sent["type"] == "move" and sent["move"]["type"] == "add_face_down"
    time.sleep(0.5)  # let the last events reach every socket
    for viewer, channel in [(None, spectator), *((int(s), c) for s, c in channels.items())]:
        with contextlib.suppress(TimeoutError):
            while True:
                channel.frames.append(json.loads(channel.socket.recv(timeout=0.2)))
        for frame in channel.frames:
            for shown in frame.get("events", ()):
                if shown.get("seat") == viewer:
                    continue
                if shown["type"] == "face_down_added":
                    assert shown["card"] is None, (viewer, shown)
                if shown["type"] == "move_played" and shown["move"]["type"] == \
                        "add_face_down":
                    assert shown["move"]["value"] is None, (viewer, shown)
            if "match" in frame:
                for hand in frame["match"]["state"]["hands"]:
                    assert (hand["cards"] is not None) == (hand["seat"] == viewer)
    assert any(e["type"] == "face_down_added" for e in spectator.events()), \
        (face_down, sorted({e["type"] for e in spectator.events()}), len(spectator.frames))


def test_a_move_counts_against_the_rate_limit(settings):
    process, base = start_gunicorn(settings, workers=1, RATE_LIMIT_ENABLED="1",
                                   RATE_LIMIT="6/60")
    try:
        match, tokens = _create(base, seed=3)
        seat = str(match["to_act"][0])
        channel = Channel(base, match["id"], tokens[seat])
        channel.until("welcome")
        codes = []
        for n in range(6):
            channel.send({"type": "move", "id": f"x{n}", "move": {"type": "dance"}})
            codes.append(channel.until("error")["problem"]["code"])
        assert codes[-1] == "rate_limited" and codes[0] == "validation_error"
    finally:
        stop_process(process)


def test_every_frame_counts_against_the_rate_limit_junk_too(settings):
    """Frames that are not moves (junk, unknown types, a bad id) cost the server as much to
    answer: they count too, or a socket would be a way around the limit."""
    process, base = start_gunicorn(settings, workers=1, RATE_LIMIT_ENABLED="1",
                                   RATE_LIMIT="6/60")
    try:
        match, tokens = _create(base, seed=3)
        channel = Channel(base, match["id"], tokens["0"])
        channel.until("welcome")
        junk = ["not json", json.dumps({"type": "dance", "id": "d"}), json.dumps([1]),
                json.dumps({"type": "move", "move": {}}), "{}", "x" * 300]
        codes = []
        for frame in junk:
            channel.socket.send(frame)
            codes.append(channel.until("error")["problem"]["code"])
        assert codes[:5] == ["validation_error"] * 5 and codes[5] == "rate_limited"
    finally:
        stop_process(process)


def test_a_restart_closes_channels_with_reconnect_and_they_resume(settings):
    process, base = start_gunicorn(settings, workers=1)
    worker = start_worker(settings)
    try:
        seats = [{"type": "human", "name": "Ana"},
                 {"type": "ai", "ai": {"level": "random", "think_ms": 10}}]
        match, tokens = _create(base, seats=seats, seed=3)
        channel = Channel(base, match["id"], tokens["0"])
        channel.until("welcome")
        process.send_signal(signal.SIGTERM)  # graceful stop: the channel is told to move on
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                channel.next()
        assert closed.value.rcvd.code == 1012
        process.wait(timeout=30)
        seen = max([e["seq"] for e in channel.events()], default=0)
        process, base = start_gunicorn(settings, workers=1)
        resumed = Channel(base, match["id"], tokens["0"], after=seen)
        welcome = resumed.until("welcome")
        wait_for(lambda: welcome["last_seq"] >= seen)
        view = welcome["match"]
        resumed.send({"type": "move", "id": "after-restart", "move": view["legal_moves"][0],
                      "if_version": view["version"]}) if view["legal_moves"] else None
        assert resumed.next()["type"] in ("events", "moved")
        seqs = [e["seq"] for e in resumed.events()]
        assert seqs == list(range(seen + 1, seen + 1 + len(seqs)))
    finally:
        stop_process(worker)
        stop_process(process)


def test_many_sockets_on_one_match_each_get_every_event_once(server):
    """Fifteen spectators and the two seats on one match: each gets every event, in order,
    once; frames are not compressed (the client offered permessage-deflate)."""
    match, tokens = _create(server, seed=12)
    spectators = [Channel(server, match["id"]) for _ in range(15)]
    for spectator in spectators:
        assert spectator.until("welcome")["viewer"] is None
        assert spectator.socket.response.headers.get("Sec-WebSocket-Extensions") is None
    _play_to_end(server, match, tokens)
    everything = requests.get(f"{server}/v1/matches/{match['id']}/events", timeout=5).json()
    setup = [e for e in everything["events"] if e["version"] == 1]
    for spectator in spectators:
        spectator.until("end", timeout=30)
        assert spectator.events() == everything["events"][len(setup):]


def test_an_idle_channel_is_closed_and_events_keep_it_open(settings):
    """WS_MAX_IDLE_S: a channel with neither a client frame nor an event is closed with 1001;
    a spectator of a match that moves on stays open, though it never sends a frame."""
    process, base = start_gunicorn(settings, workers=1, WS_MAX_IDLE_S="2.5")
    try:
        quiet, _ = _create(base, seed=3)
        idle = Channel(base, quiet["id"])
        idle.until("welcome")
        match, tokens = _create(base, seed=3)
        watching = Channel(base, match["id"])
        watching.until("welcome")
        table = Table(base, match["id"], tokens)
        started = time.monotonic()
        while time.monotonic() - started < 6:  # a move every 0.3 s: twice the idle time
            if table.step()["type"] == "move":
                time.sleep(0.3)
        with pytest.raises(ConnectionClosed) as closed:
            while True:
                idle.next(timeout=10)
        assert closed.value.rcvd.code == 1001
        with contextlib.suppress(TimeoutError):
            while True:
                watching.frames.append(json.loads(watching.socket.recv(timeout=0.2)))
        assert len(watching.events()) > 5
        watching.socket.ping().wait(timeout=5)  # still open after 6 s
    finally:
        stop_process(process)


def test_a_redis_outage_is_a_503_for_the_move_then_play_resumes(settings):
    """With Redis down, a move frame gets an `error` 503 `unavailable`, or the channel
    closes with 1013 (never a hang or a close without a word); once Redis is back the same
    move id plays, once."""
    from test_redis_faults import REDIS_SERVER, PrivateRedis
    if REDIS_SERVER is None:
        pytest.skip("no redis-server on PATH: this test stops a real Redis")
    private = PrivateRedis()
    private.start()
    process = None
    try:
        process, base = start_gunicorn(settings_with(settings, redis_url=private.url),
                                       workers=1)
        match, tokens = _create(base, seed=3)
        seat = str(match["to_act"][0])
        channel = Channel(base, match["id"], tokens[seat])
        view = channel.until("welcome")["match"]
        move = {"type": "move", "id": "during-outage", "move": {"type": "roll"},
                "if_version": view["version"]}
        private.shutdown()
        try:  # the move is refused with 503, unless the channel noticed first and closed
            channel.send(move)
            frame = channel.next(timeout=30)
            while frame["type"] != "error":
                frame = channel.next(timeout=30)
            assert frame["problem"]["code"] == "unavailable"
            assert frame["id"] == "during-outage"
        except ConnectionClosed as closed:
            assert closed.rcvd.code == 1013  # Redis unavailable: reconnect with ?after=
        private.start()
        resumed = Channel(base, match["id"], tokens[seat])
        resumed.until("welcome")
        resumed.send(move)
        assert resumed.until("moved")["version"] == view["version"] + 1
        resumed.send(move)  # a resend: answered again, not applied twice
        assert resumed.until("moved")["replayed"] is True
    finally:
        if process is not None:
            stop_process(process)
        private.remove()
