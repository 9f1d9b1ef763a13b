"""Poney Mon Amour's board in a real Chromium against the real service: a match against AI
played to the end by clicking and by keyboard, the board drawing exactly the seat's view, every
legal move reachable in two clicks at most, and the hidden cards (hands, draw pile) absent from
the pages that must not see them."""

import random
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

GAME = "poney-mon-amour"
BOARD = "[data-testid=board] [data-testid=pma-board]"
# A round stops after this many turns if no one lays her Selle (the bonuses are still scored):
# the match stays a real one, and its length bounded for the test.
OPTIONS = {"max_turns_per_round": 40}


def wait_for_my_turn(page) -> None:
    """Until the page's seat has something to click (the server waits on it: its view is
    current), or the match is over."""
    page.wait_for_function(
        f"""() => document.querySelector('{STATUS}')?.dataset.status === 'finished'
            || document.querySelector('{BOARD_ACTIONS}') !== null""", timeout=60_000)


def click_some(page, rng: random.Random, actions: int) -> None:
    """Takes `actions` of the board's actions, at random (as play_to_end does), each until the
    server has answered it (the page is busy from the click until then)."""
    for _ in range(actions):
        wait_for_my_turn(page)
        if page.get_attribute(STATUS, "data-status") == "finished":
            return
        found = page.locator(BOARD_ACTIONS)
        found.nth(rng.randrange(found.count())).click()
        page.wait_for_selector("[data-testid=board][aria-busy=false]")


def public_cards(state: dict) -> Counter:
    """The face-up cards: the suites, their problems, the discard's top, the resolved ones."""
    cards = Counter(card["card"] for suite in state["suites"] for card in suite["cards"])
    cards.update(suite["problem"]["card"] for suite in state["suites"] if suite["problem"])
    if state["discard_top"]:
        cards[state["discard_top"]["card"]] += 1
    cards.update(state["out"])
    return cards


def drawn_cards(page) -> list[str]:
    return page.eval_on_selector_all(f"{BOARD} .pma-pieces [data-card]",
                                     "cards => cards.map(card => card.dataset.card)")


def test_a_match_against_ai_is_played_to_the_end_by_click_and_keyboard(web_service, open_page):
    watched = open_page("poney")
    page = watched.page
    create_match(page, web_service, GAME, options=OPTIONS)
    page.wait_for_selector(f"{BOARD}[data-phase=play]")
    taken = play_to_end(page, random.Random(11), keyboard_every=5)
    assert taken > 10
    assert page.get_attribute(STATUS, "data-status") == "finished"
    page.wait_for_selector("[data-testid=result]:not([hidden])")
    page.wait_for_selector("[data-testid=fairness-verdict][data-verdict=ok]")
    assert page.get_attribute(BOARD, "data-phase") == "finished"
    # one scoring per player's round, each itemised seat by seat in the page's words
    assert page.locator("[data-testid=log] li[data-type=round_scored]").count() == 2
    table = page.locator("[data-testid=scoring] table.pma-breakdown")
    assert table.get_attribute("data-round") == "2"
    assert table.locator("tbody tr[data-seat]").count() == 2
    final = server_view(web_service, page.url.rsplit("/", 1)[-1])
    for seat, total in enumerate(final["state"]["totals"]):
        assert table.locator(f"tr[data-seat='{seat}'] td[data-total]").inner_text() == str(total)
        row = page.locator(f"{BOARD} .pma-row[data-seat='{seat}']")
        assert row.get_attribute("data-total") == str(total)
    # every round's points, not only the last one's, and the totals
    rounds = page.locator("[data-testid=rounds]")
    assert rounds.locator("thead th").all_inner_texts() == ["Seats", "Round 1", "Round 2",
                                                            "Total"]
    assert rounds.locator("[data-testid=round-total]").all_inner_texts() == [
        str(total) for total in final["state"]["totals"]]
    check_outcome(page, web_service, final["id"])
    # the viewer's seat is "you" in every line: attacked by another, or one of a list
    lines = check_second_person(page)
    seat = held_seat(page, final["id"])["seat"]
    scorings = 0
    for event in server_events(web_service, final["id"]):
        if event["seq"] not in lines:  # the log keeps the latest lines only
            continue
        if event["type"] == "attack" and event["target"] == seat:
            assert " attacks you with " in lines[event["seq"]]
        if event["type"] == "round_scored":
            assert lines[event["seq"]].startswith(f"Round {event['round']} scored: you ")
            scorings += 1
    assert scorings
    # the game's events in words, not the page's generic line
    lines = page.locator("[data-testid=log] li[data-type=drew]").all_inner_texts()
    assert lines and all("drew" not in line for line in lines)
    watched.screenshots("finished")


def test_the_board_draws_the_seats_view_and_reaches_every_legal_move(web_service, open_page):
    watched = open_page("poney")
    page = watched.page
    match_id = create_match(page, web_service, GAME, options=OPTIONS)
    held = held_seat(page, match_id)
    rng = random.Random(5)
    checked_stages = set()
    laid_before: dict[str, object] = {}  # suite card -> its element at the last check
    for _ in range(12):
        click_some(page, rng, rng.randrange(1, 4))
        wait_for_my_turn(page)
        assert page.get_attribute(STATUS, "data-status") != "finished", "over too soon"
        view = server_view(web_service, match_id, held["token"])
        assert page.get_attribute(STATUS, "data-version") == str(view["version"])
        state = view["state"]
        checked_stages.add(state["stage"])
        board = page.locator(BOARD)
        assert board.get_attribute("data-round") == str(state["round"])
        assert board.get_attribute("data-stage") == state["stage"]
        assert board.get_attribute("data-turn") == str(held["seat"])
        assert board.get_attribute("data-draw-pile") == str(state["draw_pile"])
        assert board.get_attribute("data-discard-pile") == str(state["discard_pile"])
        top = state["discard_top"]["card"] if state["discard_top"] else ""
        assert board.get_attribute("data-discard-top") == top
        discard = page.locator(f"{BOARD} [data-zone=discard][data-card]")
        assert discard.count() == (1 if top else 0)
        if top:
            assert discard.get_attribute("data-card") == top
        for suite, hand in zip(state["suites"], state["hands"], strict=True):
            seat = suite["seat"]
            row = page.locator(f"{BOARD} .pma-row[data-seat='{seat}']")
            laid = [card["card"] for card in suite["cards"]]
            assert row.get_attribute("data-suite") == " ".join(laid)
            assert page.eval_on_selector_all(
                f"{BOARD} [data-zone=suite][data-seat='{seat}']",
                "cards => cards.map(card => card.dataset.card)") == laid
            problem = suite["problem"]
            assert row.get_attribute("data-problem") == (problem["card"] if problem else "")
            assert row.get_attribute("data-amours") == str(problem["amours"] if problem else 0)
            assert row.get_attribute("data-hand-count") == str(hand["count"])
            assert row.get_attribute("data-colour") == state["colours"][seat]
            assert row.get_attribute("data-total") == str(state["totals"][seat])
            backs = page.locator(f"{BOARD} [data-zone=hand-count][data-seat='{seat}'] rect")
            assert backs.count() == hand["count"]
        # a card still where it lay keeps its element (moved in place, not redrawn)
        laid_now = {card["card"] for suite in state["suites"] for card in suite["cards"]}
        for card, element in laid_before.items():
            if card in laid_now:
                assert element.evaluate("e => e.isConnected && e.matches('.piece')"), card
        laid_before = {card: page.locator(f"{BOARD} [data-zone=suite][data-card='{card}']")
                       .element_handle() for card in laid_now}
        mine = state["hands"][held["seat"]]["cards"]
        assert Counter(page.eval_on_selector_all(
            f"{BOARD} [data-zone=hand]", "cards => cards.map(card => card.dataset.card)")) == \
            Counter(card["card"] for card in mine)
        assert_every_legal_move_is_reachable(page, view["legal_moves"])
    assert checked_stages == {"draw", "act"}
    watched.screenshots("mid-match")


def assert_every_legal_move_is_reachable(page, legal: list[dict]) -> None:
    """Draws are one click on a pile; a card's moves are its hand card, then where: each legal
    move is exactly one of the places offered, and every place offered is a legal move."""
    hits = f"{BOARD} .pma-hits [data-action]"
    if page.locator(f"{hits}.pma-chosen").count():  # a card chosen by the random clicks
        page.locator(f"{hits}.pma-chosen").click()
        page.wait_for_selector(f"{hits}.pma-chosen", state="detached")
    draws = {move["type"] for move in legal if "card" not in move}
    offered = set(page.eval_on_selector_all(f"{hits}[data-hit=pile], {hits}[data-hit=discard]",
                                            "hits => hits.map(hit => hit.dataset.hit)"))
    assert offered == {"pile" if kind == "draw_pile" else "discard" for kind in draws}
    by_card: dict[str, list[dict]] = {}
    for move in legal:
        if "card" in move:
            by_card.setdefault(move["card"], []).append(move)
    choices = page.locator(f"{hits}[data-hit=hand]")
    assert set(choices.evaluate_all("hits => hits.map(hit => hit.dataset.card)")) == set(by_card)
    for number, (card, moves) in enumerate(by_card.items()):
        choice = page.locator(f"{hits}[data-hit=hand][data-card='{card}']").first
        if number == 0:  # by keyboard: the choice keeps the focus, Tab goes on to the places
            choice.focus()
            page.keyboard.press("Enter")
            page.wait_for_selector(f"{hits}.pma-chosen[data-card='{card}']")
            assert page.evaluate("() => document.activeElement?.matches('.pma-chosen')")
        else:
            choice.click()
            page.wait_for_selector(f"{hits}.pma-chosen[data-card='{card}']")
        places = page.eval_on_selector_all(
            f"{hits}[data-hit=row], {hits}[data-hit=discard]",
            "hits => hits.map(hit => [hit.dataset.move ?? 'discard', hit.dataset.seat ?? null])")
        expected = [[move["type"], str(move["target"]) if "target" in move else None]
                    for move in moves]
        for place in expected:
            if place[0] in ("build", "replace"):
                place[1] = page.get_attribute(BOARD, "data-turn")
        assert sorted(map(tuple, places), key=str) == sorted(map(tuple, expected), key=str)
        page.locator(f"{hits}.pma-chosen").click()  # put it back
        page.wait_for_selector(f"{hits}.pma-chosen", state="detached")


def test_hidden_cards_stay_hidden(web_service, open_page):
    watched = open_page("poney")
    page = watched.page
    match_id = create_match(page, web_service, GAME, seats=["open"], options=OPTIONS)
    held = held_seat(page, match_id)
    joined = requests.post(f"{web_service}/v1/matches/{match_id}/join", json={"name": "Bea"},
                           timeout=10)
    joined.raise_for_status()
    other = joined.json()
    rng = random.Random(3)
    for taken in range(200):  # both seats play (the page's by clicking, Bea's over HTTP)…
        bea = server_view(web_service, match_id, other["seat_token"])
        if taken >= 30 and held["seat"] in bea["to_act"]:
            break  # …until the page's seat is to act: the match waits on it while we look
        if other["seat"] in bea["to_act"]:
            move = rng.choice(bea["legal_moves"])
            posted = requests.post(f"{web_service}/v1/matches/{match_id}/moves",
                                   json={"move": move}, timeout=10,
                                   headers={"Authorization": f"Bearer {other['seat_token']}"})
            posted.raise_for_status()
        elif held["seat"] in bea["to_act"]:
            click_some(page, rng, 1)
        else:  # between rounds (the scoring step): until the page sees what comes next
            page.wait_for_function(
                f"""() => Number(document.querySelector('{STATUS}')?.dataset.version)
                    > {bea['version']}""")
    wait_for_my_turn(page)
    mine = server_view(web_service, match_id, held["token"])
    bea = server_view(web_service, match_id, other["seat_token"])
    public = server_view(web_service, match_id)
    assert mine["version"] == bea["version"] == public["version"]
    assert page.get_attribute(STATUS, "data-version") == str(mine["version"])
    my_hand = [card["card"] for card in mine["state"]["hands"][held["seat"]]["cards"]]
    bea_hand = [card["card"] for card in bea["state"]["hands"][other["seat"]]["cards"]]
    assert my_hand and bea_hand  # each seat's own view shows its cards…
    assert all(hand["cards"] is None for hand in public["state"]["hands"])  # …the public none
    shown = public_cards(public["state"])

    spectator = open_page("spectator")
    watching = spectator.page
    watching.goto(f"{web_service}/play/#/match/{match_id}")
    watching.wait_for_selector(f"{STATUS}[data-version='{public['version']}']")
    watching.wait_for_selector(f"{BOARD}[data-phase=play]")
    content = watching.content()
    for token in (held["token"], other["seat_token"]):
        assert token not in content
    for card in my_hand + bea_hand:
        if card.startswith("step-"):  # a step is unique: in a hand, it is nowhere public
            assert card not in content, f"the spectator's page shows {card}"
    assert watching.locator(f"{BOARD} [data-zone=hand]").count() == 0
    assert not Counter(drawn_cards(watching)) - shown
    assert watching.locator(f"{BOARD} [data-action]").count() == 0
    for hand in public["state"]["hands"]:  # hands as counts only
        backs = watching.locator(f"{BOARD} [data-zone=hand-count][data-seat='{hand['seat']}']")
        assert backs.get_attribute("data-count") == str(hand["count"])

    content = page.content()
    assert other["seat_token"] not in content
    for card in bea_hand:
        if card.startswith("step-"):
            assert card not in content, f"the seat's page shows its opponent's {card}"
    assert not Counter(drawn_cards(page)) - shown - Counter(my_hand)
    assert page.locator(f"{BOARD} [data-zone=hand][data-seat='{other['seat']}']").count() == 0
    spectator.screenshots("spectator")
