"""Amazones' board in a real Chromium: a match against AI played to the end by clicking and by
keyboard, what the board draws checked against the seat's own view mid-match (piles, discards,
bids, hands, men), and the hidden cards (others' hands, face-down bids) absent from the DOM of
a spectator's page and of the other seats' pages, while the seat's own view shows them."""

import random
import re
from collections import Counter

import requests

from support.browser import (
    BOARD_ACTIONS,
    STATUS,
    check_outcome,
    check_second_person,
    create_match,
    held_seat,
    play_to_end,
    server_events,
    server_view,
)
from support.processes import wait_for

LAPTOP = {"width": 1280, "height": 800}
PARTS = ("tete", "torse", "jambes")
COLOURS_EN = {"rouge": "red", "bleu": "blue", "vert": "green", "jaune": "yellow",
              "violet": "violet"}

# What the board draws, as its data attributes say it.
DRAWN = """() => {
  const board = document.querySelector('[data-testid=board]');
  const all = (selector) => [...board.querySelectorAll(selector)].map((e) => ({...e.dataset}));
  return {version: Number(document.querySelector('[data-testid=match-status]').dataset.version),
          piles: all('[data-pile]'), pieces: all('[data-where]'),
          hands: all('[data-hand-count]'), men: all('rect[data-man]'),
          bids: all('[data-bid-seat]'), scores: all('[data-score]')};
}"""


def post_move(base: str, match_id: str, token: str, move: dict) -> dict:
    response = requests.post(f"{base}/v1/matches/{match_id}/moves", json={"move": move},
                             headers={"Authorization": f"Bearer {token}"}, timeout=10)
    assert response.status_code == 200, response.text
    return response.json()


def legal_move(base: str, match_id: str, token: str, move_type: str) -> dict:
    """The seat's first legal move of `move_type`, once it has one: a move the page posted
    may be committed after click_move returns (the page's version it waits past may have been
    a step behind the server's), so the seat's turn may come a moment later."""
    return wait_for(lambda: next((m for m in server_view(base, match_id, token)["legal_moves"]
                                  if m["type"] == move_type), None))


def card_id(card: dict) -> str:
    return f"{card['colour']}:{card['value']}"


def wait_for_version(page, version: int) -> None:
    page.wait_for_function(
        f"() => Number(document.querySelector('{STATUS}')?.dataset.version) >= {version}")


def assert_board_matches(drawn: dict, view: dict) -> None:
    """Everything the view holds is drawn, as the view says, and nothing else."""
    state = view["state"]
    assert drawn["version"] == view["version"]
    pieces = drawn["pieces"]

    def where(kind: str, **match) -> list[dict]:
        return [p for p in pieces if p["where"] == kind
                and all(p.get(k) == str(v) for k, v in match.items())]

    piles = {p["pile"]: p for p in drawn["piles"]}
    for part in PARTS:
        pile = state["piles"][part]
        assert piles[part]["count"] == str(pile["count"])
        assert piles[part]["top"] == ("" if pile["top"] is None else str(pile["top"]))
        tops = [int(p["tile"]) for p in where("top", part=part)]
        assert tops == ([] if pile["top"] is None else [pile["top"]])
        discards = [int(p["tile"]) for p in where("discard", part=part)]
        assert Counter(discards) == Counter(state["discarded"][part])
    hands = {int(h["seat"]): int(h["handCount"]) for h in drawn["hands"]}
    assert hands == {h["seat"]: h["count"] for h in state["hands"]}
    mine = next((h["cards"] for h in state["hands"] if h["cards"] is not None), None)
    assert Counter(p["card"] for p in where("hand")) == Counter(map(card_id, mine or []))
    bids = {int(b["bidSeat"]): b for b in drawn["bids"]}
    for bid in state["bids"]:
        seat = bid["seat"]
        assert bids[seat]["hasFaceDown"] == str(bid["has_face_down"]).lower()
        assert bids[seat]["closed"] == str(bid["closed"]).lower()
        assert Counter(p["card"] for p in where("face-up", seat=seat)) == Counter(
            map(card_id, bid["face_up"]))
        down = where("face-down", seat=seat)
        assert len(down) == (1 if bid["has_face_down"] else 0)
        if bid["face_down"] is None:
            assert all("card" not in p for p in down)
        else:
            assert [p["card"] for p in down] == [card_id(bid["face_down"])]
    men = {(int(m["seat"]), int(m["man"])): m for m in drawn["men"]}
    expected = {(row["seat"], index): man for row in state["men"]
                for index, man in enumerate(row["men"])}
    assert set(men) == set(expected)
    for (seat, index), man in expected.items():
        assert men[(seat, index)]["finished"] == str(man["finished"]).lower()
        assert men[(seat, index)]["value"] == str(man["value"])
        tiles = {p["part"]: int(p["tile"]) for p in where("man", seat=seat, man=index)}
        assert tiles == {part: man[part] for part in PARTS if man[part] is not None}
    tiles_drawn = len([p for p in pieces if "tile" in p])
    tiles_in_view = sum(1 for part in PARTS if state["piles"][part]["top"] is not None) + sum(
        len(v) for v in state["discarded"].values()) + sum(
        1 for man in expected.values() for part in PARTS if man[part] is not None)
    assert tiles_drawn == tiles_in_view
    cards_in_view = len(mine or []) + sum(
        len(b["face_up"]) + (b["face_down"] is not None) for b in state["bids"])
    assert len([p for p in pieces if "card" in p]) == cards_in_view
    if state["scores"] is not None:
        assert sorted(int(s["score"]) for s in drawn["scores"]) == sorted(
            state["scores"].values())


def test_a_match_against_ai_is_played_to_the_end_by_clicks_and_keys(web_service, open_page):
    watched = open_page("amazones")
    page = watched.page
    match_id = create_match(page, web_service, "amazones", seats=["ai"] * 4)  # the most seats
    taken = play_to_end(page, random.Random(5), keyboard_every=4)
    assert taken > 0
    assert page.get_attribute(STATUS, "data-status") == "finished"
    page.wait_for_selector("[data-testid=result]:not([hidden])")
    page.wait_for_selector("[data-testid=amazones-breakdown]")
    view = server_view(web_service, match_id, held_seat(page, match_id)["token"])
    wait_for_version(page, view["version"])
    assert_board_matches(page.evaluate(DRAWN), view)
    for seat, score in view["result"]["scores"].items():
        cell = page.locator("[data-testid=amazones-breakdown] "
                            f"td[data-seat='{seat}'][data-cell=score]")
        assert cell.inner_text() == str(score)
    assert page.locator(BOARD_ACTIONS).count() == 0
    assert "highest score" in check_outcome(page, web_service, match_id)
    # the viewer's seat is "you" in every line: a tile laid before it, a ranking, the scores
    lines = check_second_person(page)
    seat = held_seat(page, match_id)["seat"]
    for event in server_events(web_service, match_id):
        if event["type"] == "tile_placed" and event["owner"] == seat and event["seq"] in lines:
            assert " in front of you" in lines[event["seq"]]
        if event["type"] == "round_scored":
            assert lines[event["seq"]].startswith("Final scores: you ")
    watched.screenshots("finished")


def click_move(page, move: str) -> None:
    """Clicks the board's first action for `move` (a move type, or choose_tile/cancel) and, if
    it posts a move, waits for the page to draw the view after it."""
    version = int(page.get_attribute(STATUS, "data-version"))
    page.locator(f"[data-testid=board] [data-move={move}]").first.click()
    if move not in ("choose_tile", "cancel"):
        wait_for_version(page, version + 1)


def new_men_in_view(page) -> list[bool]:
    """For each "new man" target: whether it lies wholly within the window, as it is now."""
    return page.eval_on_selector_all(
        "[data-testid=board] [data-move=place_tile][data-key$=':new']",
        """(targets) => targets.map((target) => {
            const box = target.getBoundingClientRect();
            return box.top >= 0 && box.bottom <= innerHeight
                && box.left >= 0 && box.right <= innerWidth;
        })""")


def test_the_board_draws_what_the_seat_view_says(web_service, open_page):
    watched = open_page("amazones-view")
    page = watched.page
    page.set_viewport_size(LAPTOP)  # the men, with their "new man" targets, sit low
    match_id = create_match(page, web_service, "amazones")
    token = held_seat(page, match_id)["token"]
    rng = random.Random(3)
    checked: Counter = Counter()
    while not checked["tiles"]:
        page.wait_for_function(
            f"""() => document.querySelector('{STATUS}')?.dataset.status === 'finished'
                || document.querySelector('{BOARD_ACTIONS}') !== null""")
        view = server_view(web_service, match_id, token)
        assert view["status"] == "active", "the match ended before a tile came to this seat"
        wait_for_version(page, view["version"])
        assert_board_matches(page.evaluate(DRAWN), view)
        state, legal = view["state"], view["legal_moves"]
        phase = state["phase"]
        checked[phase] += 1
        if phase == "first_bid" and checked[phase] == 1:
            # by keyboard: Enter on a card bids it, and the keyboard stays on the board
            page.locator(f"{BOARD_ACTIONS}[data-move=bid_card]").first.focus()
            page.keyboard.press("Enter")
            wait_for_version(page, view["version"] + 1)
            page.wait_for_function(
                "() => document.activeElement?.matches('[data-testid=board] [data-action]')")
        elif phase == "first_bid":  # bid high, to take tiles now and then
            mine = sum(card["value"] for card in state["bids"][0]["face_up"])
            bids = any(move["type"] == "bid_card" for move in legal)
            click_move(page, "bid_card" if mine < 15 and bids else "bid_done")
        elif phase == "second_bid":
            downs = any(move["type"] == "add_face_down" for move in legal)
            click_move(page, "add_face_down" if downs else "keep")
        elif any(move["type"] == "discard_tile" for move in legal):
            click_move(page, "discard_tile")
        else:
            click_move(page, "choose_tile")
            # one way back: a single Cancel
            assert page.locator("[data-testid=board] [data-move=cancel]").count() == 1
            part = page.get_attribute(".am-pile.am-selected", "data-pile")
            spots = [m for m in legal if m["type"] == "place_tile" and m["part"] == part]
            targets = page.locator("[data-testid=board] [data-move=place_tile]")
            assert targets.count() == len(spots) > 0
            in_view = new_men_in_view(page)
            assert in_view and all(in_view), "a new man to click below the fold"
            if checked["tiles"] == 1:
                watched.screenshots("placing-a-tile")
            # a cancel leads back to the piles, and choosing again to the same spots
            click_move(page, "cancel")
            assert targets.count() == 0
            page.locator("[data-testid=board] [data-move=choose_tile]").first.click()
            assert targets.count() == len(spots)
            version = view["version"]
            targets.nth(rng.randrange(len(spots))).click()
            wait_for_version(page, version + 1)
    assert checked["first_bid"] and checked["second_bid"]

    # in French, the board's words and its actions' names are French
    page.get_by_test_id("lang").click()
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    page.wait_for_function(
        f"""() => document.querySelector('{STATUS}')?.dataset.status === 'finished'
            || document.querySelector('{BOARD_ACTIONS}') !== null""")
    assert "Joute" in page.text_content("[data-testid=board] svg")
    labels = page.eval_on_selector_all(BOARD_ACTIONS, "(all) => all.map((e) => e.ariaLabel)")
    french = re.compile(r"^(Miser|Ajouter|Reprendre|Prendre|Défausser|Poser|Fini|Passer|Garder)")
    assert labels and all(french.match(label) for label in labels), labels
    watched.screenshots("en-francais")


def join(base: str, match_id: str, name: str) -> tuple[int, str]:
    response = requests.post(f"{base}/v1/matches/{match_id}/join", json={"name": name},
                             timeout=10)
    assert response.status_code in (200, 201), response.text
    joined = response.json()
    return joined["seat"], joined["seat_token"]


def card_label(card_key: str) -> re.Pattern:
    """How the board's English labels and the event log would name a card."""
    colour, value = card_key.split(":")
    shown = value if int(value) >= 0 else f"−{-int(value)}"
    return re.compile(rf"\b{COLOURS_EN[colour]} {shown}(?!\d)")


def assert_hidden(page, hidden: set[str], board_only: bool = False) -> None:
    """None of the `hidden` cards is anywhere in the page (attributes, labels, the log), or in
    its board only (`board_only`: a card seen face up, then taken back into a hand, stays in
    the log's past lines)."""
    content = page.inner_html("[data-testid=board]") if board_only else page.content()
    for card in hidden:
        assert f'data-card="{card}"' not in content, card
        assert not card_label(card).search(content), card


def test_hidden_cards_stay_hidden(web_service, open_page):
    player = open_page("amazones-seat").page
    match_id = create_match(player, web_service, "amazones", seats=["open", "open"])
    tokens = {0: held_seat(player, match_id)["token"]}
    for name in ("Bea", "Cy"):
        seat, token = join(web_service, match_id, name)
        tokens[seat] = token
    assert sorted(tokens) == [0, 1, 2]
    watching = open_page("amazones-spectator")
    spectator = watching.page
    spectator.goto(f"{web_service}/play/#/match/{match_id}")
    for page in (player, spectator):
        page.wait_for_selector(f"{STATUS}[data-status=active]")
        page.wait_for_selector("[data-testid=board] [data-pile]")

    def views() -> dict:
        return {seat: server_view(web_service, match_id, token) for seat, token in tokens.items()}

    def hands(seen: dict) -> dict[int, list[str]]:
        return {seat: [card_id(c) for c in seen[seat]["state"]["hands"][seat]["cards"]]
                for seat in seen}

    def check(seen: dict, public: dict) -> None:
        """Each page draws its view, and no card its viewer may not see."""
        for page, view in ((player, seen[0]), (spectator, public)):
            wait_for_version(page, view["version"])
            assert_board_matches(page.evaluate(DRAWN), view)
        state = public["state"]
        shown = {card_id(c) for bid in state["bids"]
                 for c in bid["face_up"] + ([bid["face_down"]] if bid["face_down"] else [])}
        face_down = {seat: card_id(seen[seat]["state"]["bids"][seat]["face_down"])
                     for seat in seen if seen[seat]["state"]["bids"][seat]["face_down"]}
        if state["phase"] in ("first_bid", "second_bid"):
            assert all(bid["face_down"] is None for bid in state["bids"])
        held = hands(seen)
        anywhere = {c for cards in held.values() for c in cards} | set(face_down.values())
        mine = set(held[0]) | ({face_down[0]} if 0 in face_down else set())
        if state["phase"] in ("first_bid", "second_bid"):
            assert_hidden(player, anywhere - mine - shown)
            assert_hidden(spectator, anywhere - shown)
        else:
            assert_hidden(player, {c for s in (1, 2) for c in held[s]} - mine - shown,
                          board_only=True)
        assert spectator.locator("[data-where=hand]").count() == 0

    seen = views()
    check(seen, server_view(web_service, match_id))
    assert player.locator("[data-testid=board] [data-card^='rouge:']").count() == 11
    assert player.locator("[data-testid=board] [data-card]").count() == 11
    assert spectator.locator("[data-testid=board] [data-card]").count() == 0

    opener = seen[0]["state"]["opener"]
    order = [(opener + i) % 3 for i in range(3)]
    for seat in order:  # first bid: each lays its best card face up
        if seat == 0:
            click_move(player, "bid_card")
            click_move(player, "bid_done")
        else:
            post_move(web_service, match_id, tokens[seat],
                      legal_move(web_service, match_id, tokens[seat], "bid_card"))
            post_move(web_service, match_id, tokens[seat], {"type": "bid_done"})
    hider = next(seat for seat in order if seat != 0)  # never the last in the order
    if order.index(hider) > order.index(0):
        click_move(player, "keep")
    post_move(web_service, match_id, tokens[hider],
              legal_move(web_service, match_id, tokens[hider], "add_face_down"))
    seen = views()
    secret = seen[hider]["state"]["bids"][hider]["face_down"]
    assert secret is not None, "the seat's own view shows its face-down card"
    public = server_view(web_service, match_id)
    assert public["state"]["bids"][hider]["has_face_down"]
    assert public["state"]["bids"][hider]["face_down"] is None
    check(seen, public)
    for page in (player, spectator):
        assert page.locator(f"[data-where=face-down][data-seat='{hider}']").count() == 1
    assert_hidden(player, {card_id(secret)})
    assert_hidden(spectator, {card_id(secret)})
    watching.screenshots("a-card-face-down")

    for seat in order[order.index(hider) + 1:]:  # the others keep: the bids are revealed
        if seat == 0:
            click_move(player, "keep")
        else:
            post_move(web_service, match_id, tokens[seat], {"type": "keep"})
    public = server_view(web_service, match_id)
    assert public["state"]["phase"] == "tiles"
    assert public["state"]["bids"][hider]["face_down"] == secret
    check(views(), public)
    spectator.wait_for_selector(
        f"[data-where=face-down][data-seat='{hider}'][data-card='{card_id(secret)}']")
