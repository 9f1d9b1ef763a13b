"""The match page fits the screen, in a real Chromium against the real service: at a laptop's
1280x800 and a phone's 390x844, in every game and both languages, a seated player's page
opened on its turn shows the board, its hand or bets, every move it may play and the "Just
now" line without scrolling; on the phone every tap target (the board's actions, the page's
buttons) is at least 44 px each way; and "How to play" opens over the board, never pushing
it down. One match per game (created with a seed where the page's seat plays first, so the
position is the same every run), looked at in every size and language."""

import json

import pytest
import requests

from engines import amazones

from support.browser import BOARD_ACTIONS, PHONE, server_view

LAPTOP = {"width": 1280, "height": 800}
SIZES = {"laptop": LAPTOP, "phone": PHONE}
TAP = 44  # px: the least a finger is given

# game -> (seats, options, seed, the page's hand or bets): seeds where seat 0 (the page's)
# acts first; Petits Chevaux's 33 also rolls a 6 first, so that horses are then to move.
GAMES = {
    "petits-chevaux": (4, {}, 33, None),
    "royal-turf": (3, {}, 3, ".rt-seat[data-seat='0']"),
    "amazones": (3, {"first_player": 0}, 1, "[data-where=hand]"),
    "poney-mon-amour": (3, {"first_player": 0}, 1, ".pma-card[data-zone=hand]"),
}

# Every rectangle the page must show whole, measured in the page in one step.
MEASURE = """([hand]) => {
    const box = (element) => { const r = element.getBoundingClientRect();
        return {left: r.left, top: r.top, right: r.right, bottom: r.bottom, width: r.width,
                height: r.height, what: element.getAttribute('aria-label')
                    || element.dataset.testid || element.className.baseVal
                    || element.className || element.tagName}; };
    const all = (selector) => [...document.querySelectorAll(selector)].map(box);
    return {
        width: window.innerWidth, height: window.innerHeight, scrollY: window.scrollY,
        scrollWidth: document.documentElement.scrollWidth,
        board: box(document.querySelector('[data-testid=board]')),
        latest: box(document.querySelector('[data-testid=latest]')),
        hand: hand === null ? [] : all('[data-testid=board] ' + hand),
        actions: all('[data-testid=board] [data-action]'),
        buttons: all('.match button, .match summary, .match .button-like'),
    };
}"""


def open_seat(page, base: str, game: str) -> str:
    """Creates the game's match (seat 0 the page's, the others AIs) and opens the page of
    seat 0 on its turn; returns the match id."""
    seats, options, seed, _ = GAMES[game]
    body = {"game": game, "seed": seed, "options": options,
            "seats": [{"type": "human", "name": "Ana"}]
            + [{"type": "ai", "ai": {"level": "random", "think_ms": 10}}] * (seats - 1)}
    created = requests.post(f"{base}/v1/matches", json=body, timeout=10)
    assert created.status_code == 201, created.text
    match = created.json()["match"]
    assert match["to_act"] == [0], f"seed {seed} no longer lets seat 0 open {game}"
    open_held(page, base, game, match["id"], created.json()["seat_tokens"]["0"])
    return match["id"]


def settle(page, game: str) -> None:
    """Waits for the layout of a new size or language: boards redraw in a frame after a resize
    (their observers), the page sets the board's room then; settled once the board, "Just
    now", the hand and the moves stay put from one frame to the next (cards glide to a new
    layout), three frames running."""
    hand = GAMES[game][3]
    moving = "[data-testid=board], [data-testid=latest], [data-testid=board] [data-action]" + (
        "" if hand is None else f", [data-testid=board] {hand}")
    page.wait_for_selector("[data-testid=latest]:not([hidden])")
    page.wait_for_selector(BOARD_ACTIONS)
    page.evaluate("""(moving) => new Promise((done) => {
        const shape = () => JSON.stringify([...document.querySelectorAll(moving)]
            .map((element) => { const r = element.getBoundingClientRect();
                                return [r.x, r.y, r.width, r.height]; }));
        let last = shape(), still = 0;
        const frame = () => {
            const now = shape();
            still = now === last ? still + 1 : 0;
            last = now;
            if (still >= 3) done(); else requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
    })""", moving)


def check_fit(page, game: str, size: str, lang: str) -> dict:
    """Everything the player needs is inside the window, with nothing to scroll; on the phone,
    every tap target is at least TAP px each way. Returns the measures."""
    hand = GAMES[game][3]
    seen = page.evaluate(MEASURE, [hand])
    where = f"{game}, {size}, {lang}"
    assert seen["scrollY"] == 0 and seen["scrollWidth"] <= seen["width"], (where, seen)
    named = [("board", seen["board"]), ("Just now", seen["latest"])]
    named += [("hand", box) for box in seen["hand"]] + [("move", box) for box in seen["actions"]]
    assert seen["actions"], f"{where}: no move to play"
    if hand is not None:
        assert seen["hand"], f"{where}: no hand or bets drawn ({hand})"
    outside = [(name, box) for name, box in named
               if box["top"] < -0.5 or box["left"] < -0.5
               or box["bottom"] > seen["height"] + 0.5 or box["right"] > seen["width"] + 0.5]
    assert not outside, f"{where}: off the {seen['width']}x{seen['height']} screen: {outside}"
    if size == "phone":
        small = [box for box in seen["actions"] + seen["buttons"]
                 if box["width"] > 0 and (box["width"] < TAP - 0.01 or box["height"] < TAP - 0.01)]
        assert not small, f"{where}: tap targets under {TAP} px: {small}"
    return seen


def set_lang(page, lang: str) -> None:
    if page.evaluate("document.documentElement.lang") != lang:
        page.locator("[data-testid=lang]").click()
        page.wait_for_function(f"() => document.documentElement.lang === '{lang}'")


def next_step(page, game: str) -> None:
    """Takes the first step of a move whose second step shows more targets: a Poney Mon Amour
    card (then where it goes), a Royal Turf horse (then which token), Petits Chevaux's die
    (then which horse). Amazones' first bid has one step."""
    board = "[data-testid=board]"
    if game == "poney-mon-amour":
        page.locator(f"{board} [data-hit=hand]").first.click()
        page.wait_for_selector(f"{board} .pma-target")
    elif game == "royal-turf":
        page.locator(f"{board} .rt-lane-action").first.click()
        page.wait_for_selector(f"{board} .rt-choice[data-choice]")
    elif game == "petits-chevaux":
        page.locator(f"{board} [data-die=current][data-action]").click()
        page.wait_for_selector(f"{board} [data-action][data-horse]")


@pytest.mark.parametrize("game", sorted(GAMES))
def test_the_board_and_the_moves_fit_the_screen(web_service, open_page, game):
    page = open_page(game).page
    open_seat(page, web_service, game)
    for lang in ("en", "fr"):
        set_lang(page, lang)
        for size, viewport in SIZES.items():
            page.set_viewport_size(viewport)
            settle(page, game)
            check_fit(page, game, size, lang)
    # The second step's targets (tokens, horses, where a card goes) fit as well.
    if game != "amazones":
        next_step(page, game)
        for size, viewport in SIZES.items():
            page.set_viewport_size(viewport)
            settle(page, game)
            check_fit(page, game, size, "fr")


def test_how_to_play_opens_over_the_board(web_service, open_page):
    page = open_page("rules").page
    open_seat(page, web_service, "royal-turf")
    for size, viewport in SIZES.items():
        page.set_viewport_size(viewport)
        settle(page, "royal-turf")
        board = page.locator("[data-testid=board]").bounding_box()
        page.locator(".match [data-testid=rules] summary").click()
        body = page.locator(".match [data-testid=rules] .rules-body")
        body.wait_for(state="visible")
        assert page.locator("[data-testid=board]").bounding_box() == board, size
        panel = body.bounding_box()  # over the board: their boxes overlap
        assert board["y"] < panel["y"] + panel["height"]
        assert panel["y"] < board["y"] + board["height"]
        page.keyboard.press("Escape")
        body.wait_for(state="hidden")


def play_until(base: str, game: str, seats: int, options: dict, seed: int, reached,
               max_moves: int = 600) -> tuple[str, str]:
    """A match (seat 0 a human played here over HTTP, its first legal move each time; the
    others AIs) played until `reached(view)` holds on seat 0's turn, alone to act (nothing
    moves then until it plays). Returns the match id and seat 0's token."""
    body = {"game": game, "seed": seed, "options": options,
            "seats": [{"type": "human", "name": "Ana"}]
            + [{"type": "ai", "ai": {"level": "random", "think_ms": 10}}] * (seats - 1)}
    created = requests.post(f"{base}/v1/matches", json=body, timeout=10)
    assert created.status_code == 201, created.text
    match_id, token = created.json()["match"]["id"], created.json()["seat_tokens"]["0"]
    headers = {"Authorization": f"Bearer {token}"}
    seq = 0
    for _ in range(max_moves):
        view = server_view(base, match_id, token)
        while view["status"] == "active" and view["to_act"] != [0]:  # the AIs' turns
            waited = requests.get(f"{base}/v1/matches/{match_id}/events",
                                  params={"after": seq, "wait": 5}, headers=headers, timeout=15)
            seq = max([seq] + [event["seq"] for event in waited.json()["events"]])
            view = server_view(base, match_id, token)
        assert view["status"] == "active", f"{game} ended before the position sought"
        if reached(view):
            return match_id, token
        posted = requests.post(f"{base}/v1/matches/{match_id}/moves", headers=headers,
                               json={"move": view["legal_moves"][0]}, timeout=10)
        assert posted.status_code == 200, posted.text
    raise AssertionError(f"no such position of {game} in {max_moves} moves")


def open_held(page, base: str, game: str, match_id: str, token: str) -> None:
    """Opens the page of seat 0 of `match_id`, its token held by this browser."""
    page.goto(f"{base}/play/")
    held = {"seat": 0, "token": token, "game": game, "at": 1}
    page.evaluate("([key, value]) => localStorage.setItem(key, value)",
                  [f"haras:seat:{base}:{match_id}", json.dumps(held)])
    page.goto(f"{base}/play/#/match/{match_id}")
    page.wait_for_selector(BOARD_ACTIONS)


def test_petits_chevaux_shows_who_is_winning(web_service, open_page):
    def travelled(player):
        return sum(max(0, horse["progress"]) for horse in player["horses"])

    options = {"horses_per_player": 3, "horses_to_win": 2}
    match_id, token = play_until(
        web_service, "petits-chevaux", 2, options, 5,
        lambda view: view["state"]["roll"] is None
        and all(travelled(player) > 0 for player in view["state"]["players"]))
    page = open_page("pc-standing").page
    open_held(page, web_service, "petits-chevaux", match_id, token)
    view = server_view(web_service, match_id, token)
    shown = {int(item["seat"]): item for item in page.eval_on_selector_all(
        "[data-testid=pc-standing]", "items => items.map(item => ({...item.dataset,"
                                     " text: item.textContent}))")}
    home_progress = view["state"]["home_progress"]
    assert sorted(shown) == [player["seat"] for player in view["state"]["players"]]
    for player in view["state"]["players"]:
        home = sum(horse["zone"] == "home" for horse in player["horses"])
        total = 3 * home_progress
        item = shown[player["seat"]]
        assert (int(item["home"]), int(item["needed"]), int(item["squares"]),
                int(item["total"])) == (home, 2, travelled(player), total)
        assert item["text"] == f"{home}/2 home · {travelled(player)}/{total} squares"


def test_amazones_shows_who_is_winning(web_service, open_page):
    def finished_men(view):
        return sum(man["finished"] for row in view["state"]["men"] for man in row["men"])

    match_id, token = play_until(web_service, "amazones", 3, {"first_player": 0}, 2,
                                 lambda view: finished_men(view) >= 2)
    page = open_page("am-standing").page
    open_held(page, web_service, "amazones", match_id, token)
    view = server_view(web_service, match_id, token)
    # The engine's own final scoring, of the men the seat's view shows.
    men = [[{part: man[part] for part in amazones.PARTS if man[part] is not None}
            for man in row["men"]] for row in view["state"]["men"]]
    expected = {int(seat): item["score"]
                for seat, item in amazones.final_scores({"men": men}).items()}
    assert len(set(expected.values())) > 1 or any(expected.values()), expected
    shown = {int(item["seat"]): int(item["scoreNow"]) for item in page.eval_on_selector_all(
        "[data-testid=am-standing]", "items => items.map(item => ({...item.dataset}))")}
    assert shown == expected
