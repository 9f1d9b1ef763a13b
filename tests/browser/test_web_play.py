""""Play now" in the web client (web/src/play.ts) in a real Chromium against the real
service, whose RQ worker runs the matchmaker: two browsers press Play now on one game and meet
in one match, which they play to the end; two browsers of one address meet in a rated match
at once; a waiting player cancels and its ticket is cancelled; a lone player takes the AI
offered after a wait.

Every browser context here is a guest player of the same address (127.0.0.1), and the pages
search the game's default pools: the tests run one after the other and none leaves a ticket
searching (matched, cancelled, or left with its page closed: the keepalive ends it), so a
lone player's search here meets nobody else's."""

import json
import random
import re

import pytest
import requests

from service.state import leaderboard, ratings, tickets
from service.state import players as players_state
from service.state.leaderboard import Leaderboard
from service.state.ratings import Ratings

from support.browser import STATUS, click_an_action, held_seat, play_to_end, server_view
from support.processes import wait_for

TICKET = "[data-testid=ticket-status]"


def press_play_now(page, base: str, game: str, rated: bool) -> None:
    page.goto(f"{base}/play/")
    card = page.locator(f"article.game-card[data-game={game}]")
    card.locator(f"#{game}-rated").set_checked(rated)
    card.get_by_role("button", name=re.compile("Play now")).click()
    page.wait_for_url(re.compile(rf"#/play/{game}"))


def guest_of(page) -> dict:
    """The guest player the page keeps in its localStorage ({id, name, token})."""
    raw = page.evaluate("""() => Object.entries(localStorage)
        .find(([key]) => key.startsWith('haras:player:'))?.[1]""")
    assert raw, "the page holds no guest player"
    return json.loads(raw)


def ticket_of(base: str, page) -> dict:
    """The page's ticket as its owner reads it over HTTP."""
    ticket_id = page.get_attribute(TICKET, "data-ticket")
    response = requests.get(f"{base}/v1/matchmaking/tickets/{ticket_id}", timeout=10,
                            headers={"Authorization": f"Bearer {guest_of(page)['token']}"})
    response.raise_for_status()
    return response.json()


def play_together(pages, rng, max_actions: int = 6000) -> int:
    """Clicks the actions of whichever page has some until every page shows the match
    finished; returns the number of actions taken."""
    taken = 0
    finished = f"document.querySelector('{STATUS}')?.dataset.status === 'finished'"
    while not all(page.evaluate(f"() => {finished}") for page in pages):
        assert taken < max_actions, f"still playing after {taken} actions"
        acted = False
        for page in pages:
            if click_an_action(page, rng):
                taken += 1
                acted = True
        if not acted:  # nobody's move on screen yet (an opponent's, a redraw): look again
            pages[0].wait_for_timeout(100)
    return taken


def test_two_browsers_press_play_now_and_meet_in_one_match(web_service, open_page):
    ana_page, bea_page = open_page("ana"), open_page("bea")
    ana, bea = ana_page.page, bea_page.page
    for page in (ana, bea):
        press_play_now(page, web_service, "petits-chevaux", rated=False)
    for page in (ana, bea):
        page.wait_for_url(re.compile(r"#/match/"), timeout=60_000)
        page.wait_for_selector(f"{STATUS}[data-status]")
    match_id = ana.url.rsplit("/", 1)[-1]
    assert bea.url.rsplit("/", 1)[-1] == match_id
    seats = {held_seat(page, match_id)["seat"] for page in (ana, bea)}
    assert len(seats) == 2
    view = server_view(web_service, match_id)
    players = {seat["seat"]: seat["player"]["id"] for seat in view["seats"]}
    assert {players[held_seat(page, match_id)["seat"]] for page in (ana, bea)} == {
        guest_of(ana)["id"], guest_of(bea)["id"]}
    assert view["status"] == "active" and len(view["seats"]) == 2
    # each page links its opponent's name to her player page
    bea_id = guest_of(bea)["id"]
    assert ana.locator(f".seats a[href='#/player/{bea_id}']").count() == 1
    # seated in an unfinished matchmade match of the game, Ana gets no second search: the
    # page says so and links back to the match, which she goes on playing
    ana_page.allow(r"status of 409")  # Chromium logs the refusal (409 already_seated)
    ana.goto(f"{web_service}/play/#/play/petits-chevaux/unrated")
    ana.wait_for_selector(f"{TICKET}[data-status=failed]")
    assert ana.get_attribute("[data-testid=problem]", "data-code") == "already_seated"
    ana.locator(f"[data-testid=problem] a[href='#/match/{match_id}']").click()
    ana.wait_for_selector(f"{STATUS}[data-status=active]")

    taken = play_together([ana, bea], random.Random(32))
    assert taken > 0
    final = server_view(web_service, match_id)
    assert final["status"] == "finished"
    for page in (ana, bea):
        page.wait_for_selector("[data-testid=result]:not([hidden])")
    # both find the match among their player's matches
    for page in (ana, bea):
        page.goto(f"{web_service}/play/#/player/{guest_of(page)['id']}")
        page.wait_for_selector(f"[data-testid=player-matches] li[data-match='{match_id}']")


def test_two_browsers_of_one_address_meet_in_a_rated_match_at_once(web_service, web_rdb,
                                                                    open_page):
    """Two people at one home address press Play now, "Rated" ticked as by default: they meet
    in one rated match within 2 s. The 2 s are measured as the matchmaker sees them, on the
    server's own timestamps in the tickets (the later ticket's creation to the match made:
    `t` and `e`, ms), not on this test's clock: what a browser adds on a loaded 2-core machine
    (starting, loading the page, its next long-poll answer) is not the matchmaker's promise,
    and the pages are given a generous while to land in the match."""
    pages = [open_page(name).page for name in ("home-ana", "home-bea")]
    ticket_ids = []
    for page in pages:
        with page.expect_response(lambda response: response.request.method == "POST"
                                  and "/v1/matchmaking/tickets" in response.url) as opened:
            press_play_now(page, web_service, "royal-turf", rated=True)
        ticket_ids.append(opened.value.json()["ticket"]["id"])
    for page in pages:
        page.wait_for_url(re.compile(r"#/match/"), timeout=60_000)
    match_ids = {page.url.rsplit("/", 1)[-1] for page in pages}
    assert len(match_ids) == 1
    match_id = match_ids.pop()
    assert {held_seat(page, match_id)["rated"] for page in pages} == {True}
    assert {guest["id"] for guest in map(guest_of, pages)} == {
        seat["player"]["id"] for seat in server_view(web_service, match_id)["seats"]}
    tickets_made = []
    for page, ticket_id in zip(pages, ticket_ids, strict=True):
        ticket = requests.get(f"{web_service}/v1/matchmaking/tickets/{ticket_id}", timeout=10,
                              headers={"Authorization": f"Bearer {guest_of(page)['token']}"}
                              ).json()
        assert (ticket["status"], ticket["match_id"], ticket["rated"]) == (
            "matched", match_id, True)
        fields = web_rdb.hmget(tickets.prefix("royal-turf") + "t:" + ticket["id"], "t", "e")
        tickets_made.append(tuple(map(int, fields)))
    matched_ms = {ended for _, ended in tickets_made}
    assert len(matched_ms) == 1  # matched together
    waited_ms = matched_ms.pop() - max(created for created, _ in tickets_made)
    assert 0 <= waited_ms <= 2000, f"matched {waited_ms} ms after the second ticket"


def test_a_waiting_player_cancels(web_service, open_page):
    watched = open_page("waiting")
    page = watched.page
    press_play_now(page, web_service, "royal-turf", rated=True)  # no other guest can join
    page.wait_for_selector(f"{TICKET}[data-status=searching]")
    page.wait_for_function("""() => Number(document.querySelector('[data-testid=waited]')
        ?.dataset.seconds) >= 2""")  # the clock runs
    seconds, shown = page.eval_on_selector("[role=timer]",
                                           "t => [Number(t.dataset.seconds), t.textContent]")
    assert shown == f"{seconds // 60}:{seconds % 60:02d}"
    assert not page.get_by_role("button", name="Search again").is_visible()
    watched.screenshots("searching")
    assert ticket_of(web_service, page)["status"] == "searching"
    page.get_by_role("button", name="Cancel").click()
    page.wait_for_selector(f"{TICKET}[data-status=cancelled]")
    assert ticket_of(web_service, page)["status"] == "cancelled"
    assert page.get_by_role("button", name="Search again").is_visible()


def test_a_remembered_name_the_server_refuses_gives_a_guest_name(web_service, open_page):
    """The lobby remembers what was typed, also a name that reads as an AI seat: Play now
    still makes the guest, named as when nothing was typed."""
    watched = open_page("refused-name")
    page = watched.page
    page.goto(f"{web_service}/play/")
    page.evaluate("() => localStorage.setItem('haras:name', 'AI (expert)')")
    watched.allow(r"status of 422")  # Chromium logs the refusal
    press_play_now(page, web_service, "royal-turf", rated=True)
    page.wait_for_selector(f"{TICKET}[data-status=searching]")
    assert re.fullmatch(r"Guest \d{4}", guest_of(page)["name"])
    page.get_by_role("button", name="Cancel").click()
    page.wait_for_selector(f"{TICKET}[data-status=cancelled]")


def ticket_status(base: str, ticket_id: str, token: str) -> str:
    response = requests.get(f"{base}/v1/matchmaking/tickets/{ticket_id}", timeout=10,
                            headers={"Authorization": f"Bearer {token}"})
    response.raise_for_status()
    return response.json()["status"]


def test_a_reload_searches_again_and_leaving_ends_it(web_service, open_page):
    """A reload is the page going away (its search cancelled, `pagehide`) and coming back (a
    new search); a new page faster than the old one's DELETE finds that ticket searching (409
    ticket_exists) and cancels it rather than follow it."""
    watched = open_page("reloading")
    watched.allow(r"status of 409")  # Chromium logs a ticket_exists answer
    page = watched.page
    press_play_now(page, web_service, "royal-turf", rated=True)
    page.wait_for_selector(f"{TICKET}[data-status=searching]")
    first = ticket_of(web_service, page)
    token = guest_of(page)["token"]
    # the top bar links to the guest made for the search
    assert page.get_by_test_id("my-player").get_attribute("href") == \
        f"#/player/{guest_of(page)['id']}"
    page.reload()
    page.wait_for_selector(f"{TICKET}[data-status=searching]"
                           f":not([data-ticket='{first['id']}'])")
    assert ticket_status(web_service, first["id"], token) == "cancelled"
    second = ticket_of(web_service, page)
    page.get_by_role("link", name="Lobby").click()
    page.wait_for_selector("article.game-card")
    wait_for(lambda: ticket_status(web_service, second["id"], token) == "cancelled",
             timeout_s=30)


@pytest.mark.parametrize("away", ["close", "other-site"])
def test_a_closed_tab_cancels_its_search(web_service, open_page, away):
    """Closing the tab, or going to another site, sends the ticket's DELETE as the page goes
    (fetch's keepalive): the ticket reads `cancelled`, not `expired` as when the server's
    keepalive (MATCHMAKING_KEEPALIVE_S) ends a ticket left unread."""
    page = open_page(f"leaving-{away}").page
    press_play_now(page, web_service, "royal-turf", rated=True)
    page.wait_for_selector(f"{TICKET}[data-status=searching]")
    ticket, token = ticket_of(web_service, page), guest_of(page)["token"]
    if away == "close":
        page.close(run_before_unload=True)
    else:
        page.goto("about:blank")
    wait_for(lambda: ticket_status(web_service, ticket["id"], token) != "searching",
             timeout_s=30)
    assert ticket_status(web_service, ticket["id"], token) == "cancelled"


def test_the_searching_page_says_what_it_searches(web_service, open_page):
    """The game, the players, rated or not, the player's rating and the window of ratings it
    accepts, widening as the server's does, and the time waited."""
    watched = open_page("searching-for")
    page = watched.page
    press_play_now(page, web_service, "royal-turf", rated=True)
    page.wait_for_selector(f"{TICKET}[data-status=searching]")
    ticket = ticket_of(web_service, page)
    about = page.get_by_test_id("searching-for")
    assert page.get_by_test_id("search-game").inner_text() == "Royal Turf"
    players = ticket["players"]
    assert (players["min"], players["max"]) == (2, 6)
    assert page.get_by_test_id("search-players").inner_text() == "2–6 players"
    assert "A rated match" in about.inner_text()
    assert page.get_by_test_id("search-rating").inner_text() == str(ticket["rating"]) == "1000"
    window = page.get_by_test_id("search-window")
    first_gap = int(window.get_attribute("data-gap"))
    # 20 rating points per unit of mu: at least the starting 2, at most the server's gap now
    # (read after the page drew its own)
    assert 40 <= first_gap <= round(ticket_of(web_service, page)["mu_gap"] * 20) + 1
    assert window.inner_text() == (f"players within ±{first_gap} points of your skill, "
                                   "widening by 4 every second")
    page.wait_for_function(f"""() => Number(document.querySelector(
        '[data-testid=search-window]').dataset.gap) >= {first_gap + 8}""")  # it widens
    page.wait_for_function("""() => Number(document.querySelector('[data-testid=waited]')
        ?.dataset.seconds) >= 2""")
    assert "Waited" in about.inner_text()
    watched.screenshots("searching-for")
    page.get_by_role("button", name="Cancel").click()
    page.wait_for_selector(f"{TICKET}[data-status=cancelled]")
    assert not about.is_visible()


def test_the_ai_is_offered_after_a_wait(web_service, open_page):
    from test_web_a11y import violations

    page = open_page("lone", bypass_csp=True).page  # bypass: axe is injected
    press_play_now(page, web_service, "petits-chevaux", rated=True)
    page.wait_for_selector(f"{TICKET}[data-status=searching]")
    first = ticket_of(web_service, page)
    assert first["ai_fill_after_s"] is None
    offer = page.get_by_role("button", name="Play against the AI now")
    offered_at = """() => [document.querySelector('[data-testid=ai-now]').checkVisibility(),
        Number(document.querySelector('[data-testid=waited]').dataset.seconds || 0)]"""
    visible, waited = page.evaluate(offered_at)
    assert not visible or waited >= 10
    offer.wait_for(timeout=60_000)  # offered once the page has waited AI_OFFER_S (10 s)
    assert page.evaluate(offered_at)[1] >= 10
    assert page.locator(".ai-note").inner_text() == (  # and why
        "No one near your rating is searching; AI seats of your level can fill the match now.")
    with page.expect_response(lambda response: response.request.method == "POST"
                              and "/v1/matchmaking/tickets" in response.url) as opened:
        offer.click()  # the search is cancelled, then opened again with the AI fill
    second = opened.value.json()["ticket"]
    assert second["id"] != first["id"] and second["ai_fill_after_s"] == 0 and second["rated"]
    page.wait_for_url(re.compile(r"#/match/"), timeout=60_000)
    match_id = page.url.rsplit("/", 1)[-1]
    page.wait_for_selector(f"{STATUS}[data-status]")
    seat = held_seat(page, match_id)["seat"]
    view = server_view(web_service, match_id)
    others = [one for one in view["seats"] if one["seat"] != seat]
    assert others and all(one["type"] == "ai" and one["player"]["bot"] for one in others)
    # the AI seats say they are bots on the board's seat list, with their ratings
    assert page.locator(".seats .bot-tag").count() == len(others)
    shown = page.eval_on_selector_all(".seats li", "items => items.map(li => li.textContent)")
    for one in view["seats"]:
        if "rating" in one["player"]:
            assert f"({one['player']['rating']})" in shown[one["seat"]]
    assert page.locator("[data-testid=seat-rating]").count() == sum(
        "rating" in one["player"] for one in view["seats"])
    assert violations(page) == []

    # played to the end: the result shows the rating change once the worker has rated it
    play_to_end(page, random.Random(5))
    change = page.locator(f"[data-testid=result] tr:has(th:text-is('{guest_of(page)['name']}'))"
                          " [data-testid=rating-change]")
    change.wait_for(timeout=60_000)
    rated = server_view(web_service, match_id)["result"]["rating_changes"][str(seat)]
    assert change.get_attribute("data-after") == str(rated["after"])
    assert change.get_attribute("data-before") == str(rated["before"])
    assert violations(page) == []
    # the player's page shows the new rating in that game, and the match among its matches
    page.get_by_test_id("my-player").click()
    # (provisional: one rated match)
    page.wait_for_selector(f"[data-testid=player-ratings] tr[data-game=petits-chevaux] "
                           f"[data-testid=rating]:text-is('{rated['after']} (provisional)')")
    page.wait_for_selector(f"[data-testid=player-matches] li[data-match='{match_id}']")


BOARD_ROWS = "[data-testid=leaderboard] tbody tr"


@pytest.fixture()
def seeded_board(web_service, web_rdb):
    """55 players (made over HTTP) put on the petits-chevaux board through the ratings floor,
    rated far above any real player (5000 to 5054): the board's first 55 rows, best first;
    those of an odd rating with fewer rated matches than PROVISIONAL_MATCHES (10).
    Taken off the board (and their ratings) afterwards, as the shared Redis keeps boards."""
    game, players = "petits-chevaux", []
    for n in range(55):
        created = requests.post(f"{web_service}/v1/players", json={"name": f"Board {n:02d}"},
                                timeout=10)
        created.raise_for_status()
        players.append(created.json()["player"]["id"])
    board, rated = Leaderboard(web_rdb, min_matches=1), Ratings(web_rdb, retention_s=3600)
    try:
        for n, player_id in enumerate(players):
            after = {"mu": 250.0 + n, "sigma": 1.0, "matches": 6 if n % 2 else 12,
                     "rating": 5000 + n}
            rated.apply(f"seeded-{player_id}", game, {"player": player_id, "rank": 1,
                                                      "before": ratings.default(),
                                                      "after": after}, seats=2)
            board.update(game, player_id, after)
        yield game, players[::-1]  # best first
    finally:
        key = leaderboard.board_key(game)
        for n, player_id in enumerate(players):
            web_rdb.zrem(key, leaderboard.member(player_id, 5000 + n))
            web_rdb.hdel(key + ":at", player_id)
            web_rdb.hdel(players_state.player_key(player_id), players_state.RATING_FIELD + game)
            web_rdb.delete(ratings.rated_key(player_id), ratings.record_key(player_id, game),
                           ratings.history_key(player_id, game))


def test_the_leaderboard_pages_and_links_to_players(web_service, open_page, seeded_board):
    from test_web_a11y import violations

    game, best_first = seeded_board
    watched = open_page("leaderboard", bypass_csp=True)  # bypass: axe is injected
    page = watched.page
    page.goto(f"{web_service}/play/#/leaderboard/{game}")
    page.wait_for_selector(f"{BOARD_ROWS} >> nth=49")
    assert page.locator(BOARD_ROWS).count() == 50  # a page
    top = page.eval_on_selector_all(BOARD_ROWS, """rows => rows.slice(0, 50).map(r =>
        [r.dataset.player, r.querySelector('td').textContent,
         r.querySelector('[data-testid=rating]').textContent])""")
    assert top == [[player, str(rank), f"{rating}{' (provisional)' if rating % 2 else ''}"]
                   for rank, (player, rating) in enumerate(zip(best_first[:50],
                                                               range(5054, 5004, -1),
                                                               strict=True), start=1)]
    assert violations(page) == []
    watched.screenshots("first-page")
    page.get_by_role("button", name="More").click()  # the next page, from the cursor
    page.wait_for_selector(f"{BOARD_ROWS} >> nth=54")
    rows = page.eval_on_selector_all(BOARD_ROWS, "rows => rows.map(r => r.dataset.player)")
    assert rows[:55] == best_first
    assert len(rows) == len(set(rows))  # no row twice
    page.locator(f"{BOARD_ROWS}[data-player='{best_first[0]}'] a").click()
    page.wait_for_url(re.compile(rf"#/player/{best_first[0]}$"))
    page.wait_for_selector(f"[data-testid=player-ratings] tr[data-game={game}] "
                           "[data-testid=rating]:text-is('5054')")  # 12 matches: not provisional
    assert page.locator("h1").inner_text() == "Player: Board 54"
