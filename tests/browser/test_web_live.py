"""The web client's live play in a real Chromium against the real service: an open seat
joined from a second browser through the share link, a reload and a network loss mid-match
that the board catches up on with no gap, the SSE + HTTP fallback when a WebSocket cannot be
opened (moves sent with If-Match and an Idempotency-Key), and a stale move answered by the
server's problem, shown, then recovered from."""

import json
import random
import re

import requests

from support.browser import (
    BOARD_ACTIONS,
    STATUS,
    create_match,
    held_seat,
    play_to_end,
    server_view,
)

TRANSPORT = "[data-testid=transport]"


def server_events(base: str, match_id: str, token: str | None) -> list[dict]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    events, after = [], 0
    while True:
        page = requests.get(f"{base}/v1/matches/{match_id}/events", params={"after": after},
                            headers=headers, timeout=10).json()
        if not page["events"]:
            return events
        events += page["events"]
        after = page["last_seq"]


def take_actions(page, rng, count: int) -> None:
    """Takes `count` of the page's actions (waiting for each), unless the match ends first."""
    for _ in range(count):
        page.wait_for_function(
            f"""() => document.querySelector('{STATUS}')?.dataset.status === 'finished'
                || document.querySelector('{BOARD_ACTIONS}') !== null""", timeout=60_000)
        actions = page.locator(BOARD_ACTIONS)
        if page.get_attribute(STATUS, "data-status") == "finished" or actions.count() == 0:
            return
        actions.nth(rng.randrange(actions.count())).click()


def wait_caught_up(page, base: str, match_id: str, token: str | None) -> None:
    """The page shows the server's version and has every event up to the server's last."""
    view = server_view(base, match_id, token)
    last = server_events(base, match_id, token)[-1]["seq"]
    page.wait_for_selector(f"{STATUS}[data-version='{view['version']}']")
    page.wait_for_selector(f"{TRANSPORT}[data-last-seq='{last}']")


def logged_seqs(page) -> list[int]:
    return page.eval_on_selector_all("[data-testid=log] li",
                                     "items => items.map(li => Number(li.dataset.seq))")


def test_an_open_seat_is_joined_from_a_second_browser(web_service, open_page):
    ana, bea = open_page("ana").page, open_page("bea").page
    match_id = create_match(ana, web_service, "petits-chevaux", seats=["open"],
                            options={"horses_per_player": 1})
    ana.wait_for_selector(f"{STATUS}[data-status=waiting]")
    link = ana.get_attribute("[data-testid=share-link]", "value") or ana.input_value(
        "[data-testid=share-link]")
    assert link.endswith(f"#/join/{match_id}")
    bea.goto(f"{web_service}/play/")  # the lobby lists it among the waiting matches
    listed = bea.locator(f"[data-testid=waiting-list] a[href='#/join/{match_id}']")
    more = bea.get_by_role("button", name="More")
    bea.wait_for_selector("[data-testid=waiting-list] li")
    while not listed.count():  # oldest first: other runs' matches may come before it
        assert more.is_visible(), "the lobby does not list the match"
        shown = bea.locator("[data-testid=waiting-list] li").count()
        more.click()
        bea.wait_for_function(f"""() => document.querySelectorAll(
            '[data-testid=waiting-list] li').length > {shown}""")
    listed.click()
    assert bea.url == link
    bea.fill("#join-name", "Béa")
    bea.get_by_role("button", name=re.compile("^(Join|Rejoindre)$")).click()
    for page in (ana, bea):
        page.wait_for_selector(f"{STATUS}[data-status=active]")
    assert held_seat(bea, match_id)["seat"] == 1
    rng = random.Random(3)
    for _ in range(20_000):  # each page takes its actions as they come, until the end
        if ana.get_attribute(STATUS, "data-status") == "finished":
            break
        turn = next((p for p in (ana, bea) if p.locator(BOARD_ACTIONS).count()), None)
        if turn is None:
            ana.wait_for_timeout(50)  # the AI or the other page is playing
        else:
            take_actions(turn, rng, 1)
    bea.wait_for_selector(f"{STATUS}[data-status=finished]")
    names = server_view(web_service, match_id)["seats"]
    assert [seat["name"] for seat in names] == ["Ana", "Béa"]


def test_a_reload_mid_match_catches_up_with_no_gap(web_service, open_page):
    page = open_page("reload").page
    match_id = create_match(page, web_service, "royal-turf")
    token = held_seat(page, match_id)["token"]
    take_actions(page, random.Random(5), 4)
    page.reload()
    page.wait_for_selector(f"{TRANSPORT}[data-transport=websocket]")
    wait_caught_up(page, web_service, match_id, token)
    seqs = logged_seqs(page)
    expected = [e["seq"] for e in server_events(web_service, match_id, token)
                if e["type"] != "move_played"]
    assert seqs == expected  # every event once, in order, none missing
    play_to_end(page, random.Random(6))


class Network:
    """The page's WebSockets go through the test: `drop()` cuts them, and until `restore()`
    new ones hang unanswered, as on a network that is down."""

    def __init__(self, page):
        self.up = True
        self.sockets = []
        page.route_web_socket(re.compile(r"/ws"), self._route)

    def _route(self, socket) -> None:
        if self.up:
            self.sockets.append(socket)
            socket.connect_to_server()
        # down: never answered; the page gives up on it and tries again later

    def drop(self) -> None:
        self.up = False
        for socket in self.sockets:
            socket.close(code=4000, reason="network lost")
        self.sockets.clear()

    def restore(self) -> None:
        self.up = True


def test_a_network_loss_mid_match_reconnects_and_catches_up(web_service, open_page):
    watched = open_page("offline")
    watched.allow(r"^WebSocket connection to .* failed")  # the attempts while down
    page = watched.page
    network = Network(page)
    match_id = create_match(page, web_service, "petits-chevaux", options={"horses_per_player": 1})
    token = held_seat(page, match_id)["token"]
    take_actions(page, random.Random(7), 3)
    page.wait_for_selector(f"{TRANSPORT}[data-transport=websocket]")
    network.drop()
    page.wait_for_selector(f"{TRANSPORT}[data-transport=offline]")
    # While the page is away the match moves on: a move made elsewhere, then the AI's turn.
    view = wait_for_legal_moves(web_service, match_id, token)
    moved = requests.post(f"{web_service}/v1/matches/{match_id}/moves",
                          json={"move": view["legal_moves"][0]},
                          headers={"Authorization": f"Bearer {token}"}, timeout=10)
    assert moved.status_code == 200, moved.text
    network.restore()
    page.wait_for_selector(f"{TRANSPORT}[data-transport=websocket]", timeout=30_000)
    wait_caught_up(page, web_service, match_id, token)
    expected = [e["seq"] for e in server_events(web_service, match_id, token)
                if e["type"] != "move_played"]
    assert logged_seqs(page) == expected
    play_to_end(page, random.Random(8))


def wait_for_legal_moves(base: str, match_id: str, token: str) -> dict:
    """The seat's view once it has a move to make (the AI may be playing its turn)."""
    for _ in range(400):
        view = server_view(base, match_id, token)
        if view["legal_moves"] or view["status"] == "finished":
            assert view["legal_moves"], "the match ended first"
            return view
        requests.get(f"{base}/v1/matches/{match_id}/events",
                     params={"after": server_events(base, match_id, token)[-1]["seq"],
                             "wait": 5}, headers={"Authorization": f"Bearer {token}"},
                     timeout=10)
    raise AssertionError("the seat never had a move")


def test_without_websocket_it_plays_over_sse_and_http(web_service, open_page):
    watched = open_page("sse")
    watched.allow(r"^WebSocket connection to .* failed")
    page = watched.page
    page.route_web_socket(re.compile(r"/ws"), lambda socket: None)  # never answered
    moves = []
    page.on("request", lambda r: moves.append(r.headers) if r.method == "POST"
            and r.url.endswith("/moves") else None)
    create_match(page, web_service, "amazones")
    page.wait_for_selector(f"{TRANSPORT}[data-transport=sse]")
    play_to_end(page, random.Random(9))
    assert moves, "no move went over HTTP"
    for headers in moves:
        assert re.fullmatch(r'"\d+"', headers["if-match"])
        assert re.fullmatch(r"[0-9a-f]{32}", headers["idempotency-key"])
    assert len({headers["idempotency-key"] for headers in moves}) == len(moves)


def test_a_stale_move_shows_the_problem_and_recovers(web_service, open_page):
    page = open_page("stale").page
    stale_once = []

    def make_stale(socket):
        server = socket.connect_to_server()

        def from_page(message):
            frame = json.loads(message)
            if frame.get("type") == "move" and not stale_once:
                stale_once.append(frame)
                frame["if_version"] = 0  # a version long gone: the server must refuse it
            server.send(json.dumps(frame))

        socket.on_message(from_page)

    page.route_web_socket(re.compile(r"/ws"), make_stale)
    create_match(page, web_service, "petits-chevaux", options={"horses_per_player": 1})
    take_actions(page, random.Random(10), 1)
    page.wait_for_selector("[data-testid=problem][data-code=stale_version]")
    assert page.get_attribute("[data-testid=problem]", "role") == "alert"
    said = page.inner_text("[data-testid=problem]")
    assert "moved on while you were choosing; here it is now" in said  # a player's words
    assert "server said" not in said and "re-read" not in said
    play_to_end(page, random.Random(11))  # re-read, still playable
    assert stale_once


def test_resign_then_rematch_from_the_page(web_service, open_page):
    page = open_page("rematch").page
    match_id = create_match(page, web_service, "royal-turf")
    token = held_seat(page, match_id)["token"]
    page.on("dialog", lambda dialog: dialog.accept())  # "Resign this match?"
    page.get_by_role("button", name="Resign").click()
    page.wait_for_selector(f"{STATUS}[data-status=finished]")
    page.wait_for_selector("[data-testid=result]:not([hidden])")
    finished = server_view(web_service, match_id, token)
    assert finished["result"]["resigned"] == 0
    page.get_by_role("button", name="Rematch").click()
    page.wait_for_url(re.compile(r"#/match/(?!" + match_id + ")"))
    rematch_id = page.url.rsplit("/", 1)[-1]
    page.wait_for_selector(f"{STATUS}[data-status=active]")
    assert held_seat(page, rematch_id)["seat"] == 0
    assert server_view(web_service, rematch_id)["rematch_of"] == match_id
    page.wait_for_selector(BOARD_ACTIONS)  # the seat plays on in the new match


def test_a_hostile_seat_name_is_shown_as_text(web_service, open_page):
    page = open_page("hostile").page
    match_id = create_match(page, web_service, "petits-chevaux", seats=["open"])
    name = '<img src=x onerror="document.title=1">'
    joined = requests.post(f"{web_service}/v1/matches/{match_id}/join", json={"name": name},
                           timeout=10)
    assert joined.status_code == 200, joined.text
    page.wait_for_selector(f"{STATUS}[data-status=active]")
    page.wait_for_selector(f"[data-testid=log] li:has-text('{name[:8]}')")
    assert page.locator("main img").count() == 0  # never parsed as markup
    assert page.locator(".seats li", has_text=name).count() == 1
