"""The match page around the board, in a real Chromium against the real service: one colour
per seat (the seat list's dot is the board's colour for that seat, and what just moved is
ringed in no seat's colour), the latest event's sentence under the board on a phone, the tab's
title, no "Your turn" once resigned, a guest on a share link asked to join, an open seat shown
as waiting, and the lobby's More button hidden when nothing is waiting."""

import json
import random
import re

import pytest

from support.browser import (
    BOARD_ACTIONS,
    STATUS,
    click_an_action,
    create_match,
    held_seat,
    server_events,
    server_view,
)

# The element that carries a seat's colour on each game's board: its computed fill.
SEAT_PIECE = {
    "petits-chevaux": ".pc-horse[data-seat='{seat}'] .pc-body",
    "poney-mon-amour": ".pma-row[data-seat='{seat}'] .pma-rider-ink",
    "royal-turf": ".rt-seat-fill-{seat}",
    "amazones": ".am-seat-{seat}",
}


def computed(page, selector: str, prop: str) -> str:
    """`prop` of the element `selector` finds, found and read in one step: the AIs' moves
    redraw the page meanwhile, and an element found then read later may be gone by then
    (eval_on_selector does two steps: a detached element has no computed style)."""
    return page.wait_for_function("""([selector, prop]) => {
        const element = document.querySelector(selector);
        return element === null ? null : getComputedStyle(element)[prop];
    }""", arg=[selector, prop]).json_value()


def dot_colour(page, seat: int) -> str:
    return computed(page, f"[data-testid=seat-dot][data-seat='{seat}']", "backgroundColor")


def piece_colour(page, game: str, seat: int) -> str:
    return computed(page, "[data-testid=board] " + SEAT_PIECE[game].format(seat=seat), "fill")


@pytest.mark.parametrize("game", sorted(SEAT_PIECE))
def test_each_seat_has_one_colour_on_the_board_and_in_the_seat_list(web_service, open_page,
                                                                     game):
    page = open_page(game).page
    seats = ["ai", "ai"] if game != "amazones" else ["ai", "ai", "ai"]
    match_id = create_match(page, web_service, game, seats=seats)
    page.wait_for_selector(f"{STATUS}[data-status=active]")
    count = len(server_view(web_service, match_id)["seats"])
    colours = [dot_colour(page, seat) for seat in range(count)]
    assert colours == [piece_colour(page, game, seat) for seat in range(count)]
    assert len(set(colours)) == count, colours


def test_what_just_moved_is_ringed_in_no_seats_colour(web_service, open_page):
    page = open_page("recent").page
    create_match(page, web_service, "petits-chevaux", seats=["ai", "ai", "ai"])
    rng = random.Random(4)
    recent = "[data-testid=board] .pc-horse.pc-recent .pc-body"
    while not page.locator(recent).count():  # the first horse out of a stable
        page.wait_for_function(f"""() => document.querySelector('{BOARD_ACTIONS}') !== null
            || document.querySelector('{recent}') !== null""", timeout=60_000)
        actions = page.locator(BOARD_ACTIONS)
        if actions.count() and not page.locator(recent).count():
            actions.nth(rng.randrange(actions.count())).click()
            page.wait_for_selector("[data-testid=board][aria-busy=false]")
    ring = computed(page, recent, "stroke")
    seat_colours = {dot_colour(page, seat) for seat in range(4)}
    assert ring not in seat_colours


def test_a_phone_shows_the_ais_move_under_the_board(web_service, open_page):
    page = open_page("phone").page
    page.set_viewport_size({"width": 390, "height": 844})
    match_id = create_match(page, web_service, "petits-chevaux", seats=["ai"])
    ai_name = server_view(web_service, match_id)["seats"][1]["name"]
    rng = random.Random(2)
    latest = page.locator("[data-testid=latest]")
    for _ in range(200):  # until the AI has moved since the page's last action
        page.wait_for_function(f"""() => document.querySelector('{BOARD_ACTIONS}') !== null
            || document.querySelector('{STATUS}').dataset.status === 'finished'""",
                               timeout=60_000)
        if ai_name in (latest.text_content() or ""):
            break
        actions = page.locator(BOARD_ACTIONS)
        actions.nth(rng.randrange(actions.count())).click()
        page.wait_for_selector("[data-testid=board][aria-busy=false]")
    text = page.locator("[data-testid=latest-text]").text_content()
    assert ai_name in text
    last_logged = page.locator("[data-testid=log] li").last.text_content()
    assert text == last_logged
    board = page.locator("[data-testid=board]").bounding_box()
    line = latest.bounding_box()
    assert 0 <= line["y"] - (board["y"] + board["height"]) < 40, "not right under the board"
    page.locator("[data-testid=board]").scroll_into_view_if_needed()
    page.evaluate("() => document.querySelector('[data-testid=board]').scrollIntoView()")
    assert latest.bounding_box()["y"] + line["height"] <= 844, "below the phone's screen"


def test_the_tab_title_names_the_game_and_the_turn(web_service, open_page):
    page = open_page("title").page
    create_match(page, web_service, "royal-turf", seats=["ai"])
    page.wait_for_selector(BOARD_ACTIONS)
    assert page.title() == "Haras — Royal Turf — Your turn"
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector(BOARD_ACTIONS)
    page.wait_for_function("() => document.title === 'Haras — Royal Turf — À vous de jouer'")


def test_no_your_turn_after_resigning(web_service, open_page):
    page = open_page("resign").page
    match_id = create_match(page, web_service, "petits-chevaux", seats=["ai", "ai"],
                            think_ms=400)
    page.wait_for_selector(BOARD_ACTIONS)  # the page's turn: its status says so
    assert "Your turn" in page.inner_text(STATUS) and "Your turn" in page.title()
    page.evaluate(f"""() => {{
        window.statusSeen = [];
        const status = document.querySelector('{STATUS}');
        new MutationObserver(() => window.statusSeen.push([Number(status.dataset.version),
                                                           status.textContent, document.title]))
          .observe(document.querySelector('.match'), {{subtree: true, childList: true,
                                                       characterData: true}});
    }}""")
    page.once("dialog", lambda dialog: dialog.accept())
    page.get_by_role("button", name="Resign").click()
    seat = held_seat(page, match_id)["seat"]
    # No human left: the resignation ends the match, after a step where the seat is the AI's.
    page.wait_for_selector(f"{STATUS}[data-status=finished]")
    resigned_at = next(event["version"] for event in server_events(web_service, match_id)
                       if event["type"] == "seat_resigned")
    seen = [(text, title) for version, text, title in page.evaluate("window.statusSeen")
            if version >= resigned_at]
    assert seen and not [line for line in seen if "Your turn" in " ".join(line)], seen
    assert server_view(web_service, match_id)["seats"][seat]["resigned"]


def test_a_guest_on_a_share_link_is_asked_to_join(web_service, open_page):
    ana, guest = open_page("ana").page, open_page("guest").page
    match_id = create_match(ana, web_service, "petits-chevaux", seats=["open"])
    ana.wait_for_selector("[data-testid=share-link]")
    waiting = ana.locator("[data-testid=seat-waiting]")
    assert waiting.count() == 1 and "waiting for a player" in waiting.inner_text()
    guest.goto(f"{web_service}/play/#/join/{match_id}")
    guest.wait_for_selector("form.join")
    assert "watching" not in guest.inner_text(".who")
    assert guest.locator("[data-testid=share-link]").count() == 0
    assert guest.locator("[data-testid=seat-waiting]").count() == 1


def test_the_lobby_shows_no_more_button_with_no_waiting_match(web_service, open_page):
    page = open_page("lobby").page
    page.route(re.compile(r".*/v1/matches\?.*"), lambda route: route.fulfill(
        status=200, content_type="application/json",
        body=json.dumps({"matches": [], "next_cursor": None})))
    page.goto(f"{web_service}/play/")
    page.wait_for_selector("text=No match is waiting for players.")
    assert not page.get_by_role("button", name="More").is_visible()


def test_the_lobby_asks_for_a_name_and_remembers_it(web_service, open_page):
    page = open_page("name").page
    page.goto(f"{web_service}/play/")
    field = page.locator("#royal-turf-name")
    assert field.input_value() == ""  # no made-up "You"
    field.fill("Zoé")
    page.locator("[data-testid=create-royal-turf]").click()
    page.wait_for_url(re.compile(r"#/match/"))
    page.goto(f"{web_service}/play/")
    assert page.locator("#amazones-name").input_value() == "Zoé"


def test_the_viewers_own_lines_say_you(web_service, open_page):
    page = open_page("you").page
    match_id = create_match(page, web_service, "petits-chevaux", seats=["ai"])
    ai_name = server_view(web_service, match_id)["seats"][1]["name"]
    page.wait_for_selector(BOARD_ACTIONS)
    page.locator(BOARD_ACTIONS).first.click()  # the page's seat rolls the die
    page.wait_for_selector("[data-testid=log] li[data-type=rolled]:text-matches('^You roll')")
    rolls = "[data-testid=log] li[data-type=rolled]"
    ai_rolled = f"""[...document.querySelectorAll('{rolls}')]
        .some(li => li.textContent.startsWith({json.dumps(ai_name)} + ' rolls'))"""
    rng = random.Random(3)
    # The page plays on while its turn lasts (a 6 is followed by a move and another roll).
    while not page.evaluate(f"() => {ai_rolled}"):
        page.wait_for_function(f"() => {ai_rolled} || document.querySelector('{BOARD_ACTIONS}')"
                               " !== null", timeout=60_000)
        if not page.evaluate(f"() => {ai_rolled}") and click_an_action(page, rng):
            page.wait_for_selector("[data-testid=board][aria-busy=false]")
    assert not page.locator("[data-testid=log] li:text-matches('^Ana rolls')").count()
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector("[data-testid=log] li[data-type=rolled]:text-matches('^Vous faites')")
    # read again from the start: every line in words, even those read before the view
    lines = page.locator("[data-testid=log] li").all_inner_texts()
    assert not [line for line in lines if re.fullmatch(r"[a-z_]+", line)], lines


LONG_NAME = "Marie-Anne Duval"  # 16 characters, beside AIs named like "AI 1 (greedy)"
SIZES = {"desktop": {"width": 1280, "height": 800}, "phone": {"width": 390, "height": 844}}


def board_texts(page) -> list[str]:
    return page.eval_on_selector_all("[data-testid=board] svg text",
                                     "texts => texts.map(text => text.textContent)")


@pytest.mark.parametrize("size", sorted(SIZES))
@pytest.mark.parametrize("game", sorted(SEAT_PIECE))
def test_the_boards_show_whole_names(web_service, open_page, game, size):
    page = open_page(f"{game}-{size}").page
    page.set_viewport_size(SIZES[size])
    seats = ["ai", "ai"] if game != "amazones" else ["ai", "ai", "ai"]
    match_id = create_match(page, web_service, game, seats=seats, name=LONG_NAME)
    page.wait_for_selector(f"{STATUS}[data-status=active]")
    names = [seat["name"] for seat in server_view(web_service, match_id)["seats"]]
    assert LONG_NAME in names and any("(greedy)" in name for name in names), names
    page.wait_for_selector("[data-testid=board] svg text")
    texts = board_texts(page)
    assert not [text for text in texts if "…" in text], texts
    assert all(name in texts for name in names), (names, texts)
