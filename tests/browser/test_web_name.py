"""The name this browser plays under (web/src/guest.ts, name_box.ts), in a real Chromium against
the real service: typed once in the top bar, it is the seat's name after Play now (issue 41:
"Ana" and "Béatrice" played as "Guest 0605" and "Guest 2210"); a rename reaches the server
(PATCH /v1/players/{id}), a name the server refuses says why and changes nothing; a name
changed elsewhere shows on the next visit; the forms of the lobby and of a join take it."""

import itertools
import re

import requests
from test_web_play import guest_of

from support.browser import PHONE, STATUS, server_view

FIELD = "#lobby-name-field"  # a newcomer's, at the head of the lobby
BAR_FIELD = "#me-name-field"  # the top bar's, after "Change your name"
SHOWN = "#me [data-testid=player-name]"
GAME = "poney-mon-amour"  # its unrated pool: no other test of the suite searches there


def tick_rated(page, game: str, rated: bool) -> None:
    page.locator(f"article.game-card[data-game={game}] #{game}-rated").set_checked(rated)


def click_play_now(page, game: str) -> None:
    """Play now on the lobby as it is (press_play_now would load the lobby again)."""
    page.locator(f"article.game-card[data-game={game}]").get_by_role(
        "button", name=re.compile("Play now")).click()
    page.wait_for_url(re.compile(rf"#/play/{game}"))


def server_name(base: str, player_id: str) -> str:
    response = requests.get(f"{base}/v1/players/{player_id}", timeout=10)
    response.raise_for_status()
    return response.json()["name"]


def test_names_typed_in_the_top_bar_are_the_seats_names_after_play_now(web_service, open_page):
    """Ana saves her name with Enter; Béatrice types hers and goes straight to Play now. They
    meet, and each seat list names both as they typed."""
    ana, bea = open_page("ana").page, open_page("bea").page
    for page in (ana, bea):
        page.goto(f"{web_service}/play/")
        assert page.locator(FIELD).input_value() == ""  # a newcomer is asked, first thing
    ana.fill(FIELD, "Ana")
    ana.press(FIELD, "Enter")
    ana.wait_for_selector(f"{SHOWN}:text-is('Ana')")
    assert server_name(web_service, guest_of(ana)["id"]) == "Ana"
    assert not ana.locator(FIELD).is_visible()  # asked once: the top bar shows it from now on
    # the lobby's hint and its forms say the name at once
    assert "Ana" in ana.locator("article.game-card[data-game=royal-turf] .play-now-hint") \
        .inner_text()
    assert ana.locator("#royal-turf-name").input_value() == "Ana"
    tick_rated(ana, GAME, False)
    click_play_now(ana, GAME)
    tick_rated(bea, GAME, False)
    bea.fill(FIELD, "Béatrice")  # not saved: leaving the field for Play now saves it
    click_play_now(bea, GAME)
    for page in (ana, bea):
        page.wait_for_url(re.compile(r"#/match/"), timeout=60_000)
        page.wait_for_selector(f"{STATUS}[data-status]")
    match_id = ana.url.rsplit("/", 1)[-1]
    assert bea.url.rsplit("/", 1)[-1] == match_id
    view = server_view(web_service, match_id)
    assert sorted(seat["name"] for seat in view["seats"]) == ["Ana", "Béatrice"]
    assert {seat["player"]["id"] for seat in view["seats"]} == {guest_of(ana)["id"],
                                                                guest_of(bea)["id"]}
    for page in (ana, bea):
        names = page.eval_on_selector_all(".seats .seat-name",
                                          "names => names.map(n => n.textContent)")
        assert any(name.startswith("Ana") for name in names), names
        assert any(name.startswith("Béatrice") for name in names), names
    assert bea.locator(SHOWN).inner_text() == "Béatrice"
    ana.once("dialog", lambda dialog: dialog.accept())  # ended now, not by turn deadlines
    ana.get_by_role("button", name="Resign").click()
    bea.wait_for_selector(f"{STATUS}[data-status=finished]", timeout=60_000)


def test_a_rename_reaches_the_server_and_a_refused_name_changes_nothing(web_service,
                                                                         open_page):
    watched = open_page("rename")
    page = watched.page
    page.goto(f"{web_service}/play/")
    page.fill(FIELD, "Zoé")
    page.press(FIELD, "Enter")
    page.wait_for_selector(f"{SHOWN}:text-is('Zoé')")
    me = guest_of(page)
    page.get_by_role("button", name="Change your name").click()
    assert page.locator(BAR_FIELD).input_value() == "Zoé"
    page.fill(BAR_FIELD, "Zoé Lune")
    page.get_by_role("button", name="Save").click()
    page.wait_for_selector(f"{SHOWN}:text-is('Zoé Lune')")
    assert page.evaluate("() => document.activeElement.dataset.testid") == "change-name"
    assert server_name(web_service, me["id"]) == "Zoé Lune"
    assert guest_of(page) == {**me, "name": "Zoé Lune"}  # the same guest, renamed
    assert page.locator("#royal-turf-name").input_value() == "Zoé Lune"  # the lobby's forms
    # the player page (the top bar's name links to it) says the new name
    page.locator(SHOWN).click()
    page.wait_for_url(re.compile(rf"#/player/{me['id']}$"))
    page.wait_for_selector("h1:has-text('Zoé Lune')")

    # a name the server refuses: its reason under the field; nothing changes
    watched.allow(r"status of 422")  # Chromium logs the refusal
    page.get_by_role("button", name="Change your name").click()
    page.fill(BAR_FIELD, "AI (expert)")
    with page.expect_response(lambda r: r.request.method == "PATCH") as refused:
        page.press(BAR_FIELD, "Enter")
    assert refused.value.status == 422
    problem = page.locator("[data-testid=name-problem]")
    problem.wait_for()
    reason = refused.value.json()["errors"]["name"][0]
    assert problem.inner_text() == f"This name cannot be used: {reason}"
    assert page.get_attribute(BAR_FIELD, "aria-invalid") == "true"
    assert server_name(web_service, me["id"]) == "Zoé Lune"
    assert guest_of(page)["name"] == "Zoé Lune"
    page.press(BAR_FIELD, "Escape")
    page.wait_for_selector(f"{SHOWN}:text-is('Zoé Lune')")


def test_a_name_changed_elsewhere_shows_on_the_next_visit(web_service, open_page):
    """The browser's guest renamed by another client (or a signed-in player's own name): the
    server's name wins over the one kept in the browser, in the top bar and the forms."""
    page = open_page("elsewhere").page
    page.goto(f"{web_service}/play/")
    page.fill(FIELD, "Old Name")
    page.press(FIELD, "Enter")
    page.wait_for_selector(f"{SHOWN}:text-is('Old Name')")
    me = guest_of(page)
    renamed = requests.patch(f"{web_service}/v1/players/{me['id']}", json={"name": "New Name"},
                             headers={"Authorization": f"Bearer {me['token']}"}, timeout=10)
    assert renamed.status_code == 200
    page.reload()
    page.wait_for_selector(f"{SHOWN}:text-is('New Name')")
    assert guest_of(page)["name"] == "New Name"
    page.reload()  # the forms drawn from then on take it
    page.wait_for_selector("article.game-card")
    assert page.locator("#amazones-name").input_value() == "New Name"


def test_a_name_given_to_a_seat_in_a_form_is_the_browsers_name(web_service, open_page):
    """The lobby's "Create the match" form starts from the browser's name, and a name typed
    there (the server takes it for the seat) becomes the browser's, its guest renamed."""
    page = open_page("form").page
    page.goto(f"{web_service}/play/")
    page.fill(FIELD, "Camille")
    page.press(FIELD, "Enter")
    page.wait_for_selector(f"{SHOWN}:text-is('Camille')")
    me = guest_of(page)
    form = page.locator("form.new-match[data-game=petits-chevaux]")
    assert form.locator("#petits-chevaux-name").input_value() == "Camille"
    form.locator("#petits-chevaux-name").fill("Camille B.")
    form.locator("[data-testid=create-petits-chevaux]").click()
    page.wait_for_url(re.compile(r"#/match/"))
    page.wait_for_selector(f"{SHOWN}:text-is('Camille B.')")
    assert server_name(web_service, me["id"]) == "Camille B."
    match_id = page.url.rsplit("/", 1)[-1]
    assert server_view(web_service, match_id)["seats"][0]["name"] == "Camille B."


# The top bar's parts as boxes, and whether the name shows whole (not cut with "…").
TOP_BAR = """() => {
    const box = (e) => { const r = e.getBoundingClientRect();
        return {left: r.left, right: r.right, top: r.top, bottom: r.bottom}; };
    const shown = [...document.querySelectorAll('header.top .brand, header.top nav a, '
        + 'header.top #me > *, header.top #lang button')]
        .filter((e) => e.getClientRects().length > 0);
    const name = document.querySelector('#me [data-testid=player-name]');
    return {width: window.innerWidth, parts: shown.map((e) => [e.textContent, box(e)]),
            header: box(document.querySelector('header.top')),
            nameWhole: name !== null && name.scrollWidth <= name.clientWidth + 0.5};
}"""


def test_a_phones_top_bar_is_one_line_that_shows_the_name(web_service, open_page):
    """At 390x844 the top bar keeps to one line, its parts side by side without overlapping
    (the links, the name with its pencil, the language), and a short name shows whole: the
    name is the link to the player's page there, in place of "Your player"."""
    page = open_page("phone-bar").page
    page.set_viewport_size(PHONE)
    page.goto(f"{web_service}/play/")
    page.fill(FIELD, "Béatrice")
    page.press(FIELD, "Enter")
    page.wait_for_selector(f"{SHOWN}:text-is('Béatrice')")
    for lang in ("en", "fr"):
        if lang == "fr":
            page.get_by_test_id("lang").click()
            page.wait_for_function("() => document.documentElement.lang === 'fr'")
        bar = page.evaluate(TOP_BAR)
        boxes = [box for _, box in bar["parts"]]
        assert all(0 <= box["left"] and box["right"] <= bar["width"] for box in boxes), bar
        ordered = sorted(boxes, key=lambda box: box["left"])
        assert all(a["right"] <= b["left"] + 0.5 for a, b in itertools.pairwise(ordered)), \
            f"{lang}: parts of the top bar overlap: {bar['parts']}"
        tallest = max(box["bottom"] - box["top"] for box in boxes)
        assert bar["header"]["bottom"] - bar["header"]["top"] < 2 * tallest, bar  # one line
        assert bar["nameWhole"], f"{lang}: the name is cut: {bar['parts']}"
        assert page.locator(SHOWN).get_attribute("href") == \
            f"#/player/{guest_of(page)['id']}"


def test_save_pressed_with_the_mouse_gives_the_focus_back_when_the_save_ends_first(web_service,
                                                                               open_page):
    """Pressing Save blurs the field, which saves; on a loaded machine the save can end
    before the button is released, and the form it was in is gone by the click. The focus,
    then on Save, still goes back to the pencil (CI of 5401056 saw it land on the page)."""
    page = open_page("rename-slow-click").page
    page.goto(f"{web_service}/play/")
    page.fill(FIELD, "Zoé")
    page.press(FIELD, "Enter")
    page.wait_for_selector(f"{SHOWN}:text-is('Zoé')")
    page.get_by_role("button", name="Change your name").click()
    page.fill(BAR_FIELD, "Zoé Soleil")
    page.get_by_role("button", name="Save").hover()
    with page.expect_response(lambda r: r.request.method == "PATCH"):
        page.mouse.down()  # the field's blur saves the name now
    page.wait_for_selector(f"{SHOWN}:text-is('Zoé Soleil')")  # the save ended, the form went
    page.mouse.up()
    assert page.evaluate("() => document.activeElement.dataset.testid") == "change-name"
