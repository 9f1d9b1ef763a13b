"""The web client's words, in a real Chromium: the French page in French (game summaries,
option labels and help, AI names, the replay's name), the English page in English (no French
game terms but the games' own names), option labels from the catalog's titles, and the AI's
think time labelled and shown for the expert only."""

import copy
import json
import random
import re

import requests

from browser import BOARD_ACTIONS, STATUS, create_match

LOBBY_CARD = "article.game-card[data-game={}]"
# English a French page must not show (the catalog's summaries, the AIs' names, the page's).
ENGLISH = ("The French Ludo", "Bet on three", "Princesses bid", "Prepare your pony",
           "AI 1", "greedy", "The server said", "Think time", "Rejouer")
# French game terms the English page must not show in its own sentences.
FRENCH_TERMS = re.compile(r"tête|bombe|\bfer\b|\bselle\b|Manche|dauphine|torse|jambes")


def page_words(page) -> str:
    """What the page shows: its visible text and its visible elements' accessible labels (a
    closed rules panel shows its title only; it names the French terms it explains)."""
    return page.evaluate("""() => document.body.innerText + '\\n'
        + [...document.querySelectorAll('[aria-label]')].filter((e) => e.checkVisibility())
          .map((element) => element.getAttribute('aria-label')).join('\\n')""")


def in_french(page, base: str) -> None:
    page.goto(f"{base}/play/")
    page.evaluate("localStorage.setItem('haras:lang', 'fr')")
    page.reload()
    page.wait_for_selector("h1:text('Jeux')")


def test_the_french_lobby_and_match_are_french(web_service, open_page):
    page = open_page("fr").page
    in_french(page, web_service)
    page.wait_for_selector(f"{LOBBY_CARD.format('amazones')} p.summary")
    assert "Des princesses misent" in page.inner_text(f"{LOBBY_CARD.format('amazones')} p.summary")
    words = page_words(page)
    assert not [word for word in ENGLISH if word in words]
    form = page.locator("form.new-match[data-game=royal-turf]")
    form.locator("#royal-turf-name").fill("Ana")
    form.locator("[data-testid=create-royal-turf]").click()
    page.wait_for_selector(f"{STATUS}[data-status]")
    page.wait_for_selector("ol.seats li:has-text('IA 1 (glouton)')")
    words = page_words(page)
    assert not [word for word in ENGLISH if word in words]
    match_id = page.url.rsplit("/", 1)[-1]
    page.goto(f"{web_service}/play/#/replay/{match_id}")
    page.wait_for_selector("h1:text('Revoir la partie')")


def test_the_english_pages_say_the_games_terms_in_english(web_service, open_page):
    page = open_page("en").page
    create_match(page, web_service, "royal-turf")
    rng = random.Random(4)
    seen_roll = False
    for _ in range(40):  # bets, then rolls and moves: the prompts and the cards' labels
        page.wait_for_function(f"() => document.querySelector('{BOARD_ACTIONS}') !== null"
                               f" || document.querySelector('{STATUS}').dataset.status"
                               " === 'finished'")
        words = page_words(page)
        assert not FRENCH_TERMS.findall(words)
        seen_roll = seen_roll or "Rolled " in words
        actions = page.locator(BOARD_ACTIONS)
        if actions.count() == 0:
            break
        actions.nth(rng.randrange(actions.count())).click()
    assert seen_roll
    create_match(page, web_service, "poney-mon-amour")
    page.wait_for_selector("[data-testid=board] svg")
    words = page_words(page)
    assert "Round 1 of" in words and "Manche" not in words


def with_option_words(base: str):
    """The catalog as the engines declare options' words: a title, a description and their
    French in x-fr, for Poney Mon Amour's `grosse_colere` (and none for `amour`)."""
    catalog = requests.get(f"{base}/v1/games", timeout=10).json()
    worded = copy.deepcopy(catalog)
    for game in worded:
        if game["id"] == "poney-mon-amour":
            spec = game["options_schema"]["properties"]["grosse_colere"]
            spec.update({"title": "Grosse Colère cards", "description": "How many are dealt.",
                         "x-fr": {"title": "Cartes Grosse Colère",
                                  "description": "Combien en compte le paquet."}})
            game["options_schema"]["properties"]["amour"].pop("title", None)
    return worded


def test_option_labels_are_the_catalogs_words(web_service, open_page):
    page = open_page("options").page
    catalog = with_option_words(web_service)
    page.route(re.compile(r"/v1/games$"), lambda route: route.fulfill(
        status=200, content_type="application/json", body=json.dumps(catalog)))
    page.goto(f"{web_service}/play/")
    form = page.locator("form.new-match[data-game=poney-mon-amour]")
    form.locator("details.options summary").click()
    label = form.locator("label[for=poney-mon-amour-opt-grosse_colere]")
    assert label.inner_text() == "Grosse Colère cards"
    assert form.locator("#poney-mon-amour-opt-grosse_colere-help").inner_text() \
        == "How many are dealt."
    assert form.locator("label[for=poney-mon-amour-opt-amour]").inner_text() == "amour"
    page.get_by_role("button", name="Français").click()
    form = page.locator("form.new-match[data-game=poney-mon-amour]")
    form.locator("details.options summary").click()
    assert form.locator("label[for=poney-mon-amour-opt-grosse_colere]").inner_text() \
        == "Cartes Grosse Colère"
    assert form.locator("#poney-mon-amour-opt-grosse_colere-help").inner_text() \
        == "Combien en compte le paquet."


def test_think_time_is_labelled_and_for_the_expert_only(web_service, open_page):
    page = open_page("think").page
    page.goto(f"{web_service}/play/")
    form = page.locator("form.new-match[data-game=amazones]")
    field = form.locator("[data-testid=amazones-seat-1-think-field]")
    assert field.is_hidden()  # the greedy AI takes no think time
    form.locator("#amazones-seat-1-level").select_option("expert")
    assert field.is_visible()
    assert form.locator("label[for=amazones-seat-1-think]").inner_text() == "Think time (ms)"
    form.locator("#amazones-seat-1-kind").select_option("open")
    assert field.is_hidden()
