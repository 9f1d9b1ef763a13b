"""Royal Turf's board in the web client, in a real Chromium against the real service: a match
against AI played to the end by clicking and by keyboard; the board draws what the seat's view
says (read over HTTP), turn after turn; face-down bets stay hidden from the spectator and from
the other seats, in the whole DOM, until the race ends."""

import random
import re

from support.browser import (
    BOARD_ACTIONS,
    STATUS,
    check_outcome,
    check_second_person,
    create_match,
    held_seat,
    play_to_end,
    server_view,
)

GAME = "royal-turf"
BOARD = "[data-testid=board] svg.rt-board"

# Everything the board marks with data attributes, read in one go.
READ_BOARD = """() => {
  const svg = document.querySelector('[data-testid=board] svg.rt-board');
  const all = (selector) => [...svg.querySelectorAll(selector)];
  const data = (element) => ({ ...element.dataset });
  return {
    board: data(svg),
    version: document.querySelector('[data-testid=match-status]').dataset.version,
    lanes: all('.rt-lane-info').map(data),
    pieces: all('.piece').map(data),
    cards: all('[data-card]').map(data),
    bets: all('[data-bet-seat]').map((bet) => ({ ...bet.dataset,
      text: bet.textContent, label: bet.getAttribute('aria-label') })),
    seats: all('[data-seat]').map(data),
    actions: all('[data-action]').map((action) => action.dataset.key),
  };
}"""


def seat_view(page, base: str, match_id: str) -> dict:
    """The page's seat's own view, over HTTP with the token the page holds."""
    held = held_seat(page, match_id)
    view = server_view(base, match_id, held["token"])
    assert view["viewer"] == held["seat"]
    return view


def wait_for_my_turn(page) -> bool:
    """Waits until the board offers actions (the seat's turn: nothing moves until it plays)
    or the match is over; True on the seat's turn."""
    page.wait_for_function(
        f"""() => document.querySelector('{STATUS}')?.dataset.status === 'finished'
            || document.querySelector('{BOARD_ACTIONS}') !== null""", timeout=120_000)
    return page.get_attribute(STATUS, "data-status") != "finished"


def click_random_action(page, rng) -> None:
    actions = page.locator(BOARD_ACTIONS)
    actions.nth(rng.randrange(actions.count())).click()


def assert_board_matches(drawn: dict, view: dict) -> None:
    state = view["state"]
    assert drawn["version"] == str(view["version"])
    board = drawn["board"]
    assert board["race"] == str(state["race"])
    assert board["phase"] == state["phase"]
    assert board["roll"] == (state["roll"] or "")
    assert board["turn"] == ("" if state["turn"] is None else str(state["turn"]))
    assert board["finishers"] == ",".join(map(str, state["finishers"]))
    assert board["last"] == ("" if state["last"] is None else str(state["last"]))
    lanes = {int(lane["horse"]): lane for lane in drawn["lanes"]}
    pieces = {int(piece["horse"]): piece for piece in drawn["pieces"]}
    cards = {int(card["horse"]): card for card in drawn["cards"]}
    assert len(lanes) == len(pieces) == len(cards) == len(state["horses"]) == 7
    for horse in state["horses"]:
        index = horse["horse"]
        assert lanes[index]["id"] == horse["id"]
        assert lanes[index]["position"] == pieces[index]["position"] == str(horse["position"])
        assert lanes[index]["place"] == ("" if horse["place"] is None else str(horse["place"]))
        assert lanes[index]["moved"] == str(horse["moved_this_cycle"]).lower()
        card = cards[index]
        assert card["card"] == f"{horse['id']}:{horse['card_index']}"
        for symbol in ("tete", "fer", "bombe", "selle"):
            assert card[symbol] == str(horse["card"][symbol])
    drawn_bets = sorted((int(b["betSeat"]), int(b["betHorse"]),
                         int(b["token"]) if "token" in b else None) for b in drawn["bets"])
    assert drawn_bets == sorted((b["seat"], b["horse"], b["token"]) for b in state["bets"])
    seats = {int(seat["seat"]): seat for seat in drawn["seats"]}
    assert sorted(seats) == list(range(len(state["money"])))
    for seat, money in enumerate(state["money"]):
        assert seats[seat]["money"] == str(money)
    for left in state["tokens_left"]:
        drawn_seat = seats[left["seat"]]
        assert drawn_seat["tokensLeft"] == str(left["count"])
        values = left["values"]
        assert drawn_seat.get("tokenValues") == (None if values is None
                                                 else ",".join(map(str, values)))
    assert_moves_reachable(drawn["actions"], view["legal_moves"])


def assert_moves_reachable(keys: list, moves: list) -> None:
    """Each legal move has its action (a bet's horse first, when it takes a choice of token:
    then the chosen horse's tokens, and a way back); no action leads anywhere else."""
    expected = set()
    for move in moves:
        if move["type"] == "roll":
            expected.add("roll")
        elif move["type"] == "move_horse":
            expected.add(f"move:{move['horse']}")
        else:
            expected.add(f"bet:{move['horse']}")
    bets = {(m["horse"], m["token"]) for m in moves if m["type"] == "bet"}
    steps = [key for key in keys if key.startswith(("token:", "cancel:"))]
    chosen = {int(key.split(":")[1]) for key in steps}
    assert len(chosen) <= 1
    for horse in chosen:
        assert f"cancel:{horse}" in steps
        assert {key for key in steps if key.startswith("token:")} == {
            f"token:{horse}:{token}" for h, token in bets if h == horse}
    assert set(keys) - set(steps) == expected
    assert len(keys) == len(set(keys))


def shows_a_value(bet: dict, view: dict) -> bool:
    """Whether a drawn bet shows a number (its label names a seat, whose name may have one)."""
    words = bet["text"] + bet["label"]
    for seat in view["seats"]:
        words = words.replace(seat["name"], "")
    return re.search(r"\d", words) is not None


def test_a_match_is_played_to_the_end_by_clicking_and_by_keyboard(web_service, open_page):
    watched = open_page("royal-turf")
    page = watched.page
    create_match(page, web_service, GAME, options={"races": 2, "track_length": 12})
    page.wait_for_selector(BOARD)
    taken = play_to_end(page, random.Random(7), keyboard_every=4)
    assert taken > 0
    assert page.get_attribute(STATUS, "data-status") == "finished"
    page.wait_for_selector(f"{BOARD}[data-phase=finished]")
    page.wait_for_selector("[data-testid=fairness-verdict][data-verdict=ok]")
    page.wait_for_selector("[data-testid=result]:not([hidden])")
    # The last race's payouts, token by token, from its round_scored event.
    page.wait_for_selector("[data-testid=scoring]:not([hidden]) .rt-breakdown[data-race='2']")
    log = page.inner_text("[data-testid=log]")
    assert "Race 2 paid" in log and "bet" in log and "rolls" in log
    view = server_view(web_service, page.url.rsplit("/", 1)[-1])
    drawn = page.evaluate(READ_BOARD)
    assert [seat["money"] for seat in drawn["seats"]] == [str(m) for m in view["state"]["money"]]
    scored = view["state"]["results"][-1]
    shown = page.evaluate("""() => [...document.querySelectorAll(
        '[data-testid=scoring] .rt-breakdown tbody tr')].map((row) => ({ ...row.dataset }))""")
    assert {row["seat"]: row["payout"] for row in shown if "payout" in row} == {
        seat: str(amount) for seat, amount in scored["payouts"].items()}
    assert sorted((row["seat"], row["horse"], row["token"], row["amount"])
                  for row in shown if "amount" in row) == sorted(
        (seat, str(item["horse"]), str(item["token"]), str(item["amount"]))
        for seat, items in scored["breakdown"].items() for item in items)
    # every race's payouts, not only the last one's, and the money after them
    rounds = page.locator("[data-testid=rounds]")
    assert rounds.locator("thead th").all_inner_texts() == ["Seats", "Race 1", "Race 2", "Total"]
    for seat, money in enumerate(view["state"]["money"]):
        row = rounds.locator(f"tr[data-seat='{seat}'] td")
        assert row.all_inner_texts() == [
            str(race["payouts"][str(seat)]) for race in view["state"]["results"]] + [str(money)]
    assert "most money" in check_outcome(page, web_service, view["id"])
    # the viewer's seat is "you" in every line, its payouts among the others' too
    check_second_person(page)
    paid = page.locator("[data-testid=log] li[data-type=round_scored]").all_inner_texts()
    assert [line.split(": ")[1].split(", ")[0].split(" ")[0] for line in paid] == ["you", "you"]
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector("[data-testid=log] li[data-type=round_scored]:text('payée : vous ')")
    check_second_person(page)
    watched.screenshots("finished")


def test_the_board_draws_the_seats_view_turn_after_turn(web_service, open_page):
    watched = open_page("royal-turf")
    page = watched.page
    match_id = create_match(page, web_service, GAME, seats=["ai", "ai"],
                            options={"races": 1, "track_length": 16})
    rng = random.Random(11)
    seen_phases = set()
    shot = chose = False
    while wait_for_my_turn(page):
        view = seat_view(page, web_service, match_id)
        assert_board_matches(page.evaluate(READ_BOARD), view)
        state = view["state"]
        seen_phases.add((state["phase"], state["roll"] is None))
        if not shot and state["phase"] == "racing" and state["roll"] is not None:
            watched.screenshots("racing")
            shot = True
        click_random_action(page, rng)
        if page.locator("[data-testid=board] .rt-choice").count():  # a bet's second step
            if not chose:
                watched.screenshots("choosing-a-token")
                chose = True
            page.locator("[data-testid=board] .rt-choice[data-choice]").first.click()
    assert {("betting", True), ("racing", True), ("racing", False)} <= seen_phases


def test_face_down_bets_stay_hidden_until_the_race_ends(web_service, open_page):
    watched = open_page("royal-turf")
    page = watched.page
    match_id = create_match(page, web_service, GAME, seats=["ai", "ai"],
                            options={"races": 1, "track_length": 12, "hidden_bets": True})
    rng = random.Random(5)
    while True:  # bet until the seat has bets down and so have the others, its turn again
        assert wait_for_my_turn(page)
        view = seat_view(page, web_service, match_id)
        bets = view["state"]["bets"]
        me = view["viewer"]
        if any(b["seat"] == me for b in bets) and any(b["seat"] != me for b in bets):
            break
        click_random_action(page, rng)
    assert view["state"]["phase"] == "betting"
    # The seat's view shows its own tokens and not the others'.
    assert all((b["token"] is None) == (b["seat"] != me) for b in bets)
    drawn = page.evaluate(READ_BOARD)
    assert_board_matches(drawn, view)
    for bet in drawn["bets"]:
        if int(bet["betSeat"]) == me:
            assert "token" in bet and "faceDown" not in bet
        else:
            assert "token" not in bet and bet["faceDown"] == "true"
            assert not shows_a_value(bet, view)
    assert sum(int(b["betSeat"]) != me for b in drawn["bets"]) >= 1

    spectator = open_page("spectator")
    other = spectator.page
    other.goto(f"{web_service}/play/#/match/{match_id}")
    other.wait_for_selector(f"{STATUS}[data-version='{view['version']}']")
    other.wait_for_selector(BOARD)
    public = server_view(web_service, match_id)
    assert public["version"] == view["version"]
    assert all(b["token"] is None for b in public["state"]["bets"])
    seen = other.evaluate(READ_BOARD)
    assert_board_matches(seen, public)
    assert len(seen["bets"]) == len(bets)
    html = other.content()
    # No token value anywhere: not as data, not in a label, not in the log.
    assert "data-token=" not in html and "data-token-values=" not in html
    assert not re.search(r"bet \d on|misé \d sur|token \d on|jeton \d sur", html)
    for bet in seen["bets"]:
        assert bet["faceDown"] == "true" and not shows_a_value(bet, public)
    spectator.screenshots("hidden-bets")
    watched.screenshots("hidden-bets")

    # The race over, every token is turned face up, for the spectator too.
    play_to_end(page, rng)
    other.wait_for_selector(f"{STATUS}[data-status=finished]")
    public = server_view(web_service, match_id)
    assert all(b["token"] is not None for b in public["state"]["bets"])
    assert_board_matches(other.evaluate(READ_BOARD), public)
