"""The web client's words, in a real Chromium: the French page in French (game summaries,
option labels and help, AI names, the replay's name), the English page in English (no French
game terms but the games' own names), option labels from the catalog's titles, the AI's
think time labelled and shown for the expert only; and on every page, in both languages,
finished words: plurals, numbers and dates through Intl, French typography, the server's
names in the page's language, each end banner from its match's options."""

import copy
import json
import random
import re

import pytest
import requests
from test_ratings import new_player, rated_match

from service.match.runtime import Runtime

from browser import BOARD_ACTIONS, STATUS, create_match
from conftest import wait_for

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


# Words a finished page must never show: unfinished plurals, "1 pts" and its kind (a count of
# one with a plural noun), and, on the French page, the English names the server makes.
UNFINISHED = re.compile(r"\((?:s|x|es)\)|\w/\w+aux\b")
ONE_PLURAL = re.compile(r"(?<![\d.,\u202f])1 (?:pts|points|horses|cards|races|rounds|squares|"
                        r"tokens|units|times|faces|chevaux|cartes|courses|manches|cases|"
                        r"jetons|unités|terminés)\b")
NUMERIC_DATE = re.compile(r"\b\d{1,4}[/.-]\d{1,2}[/.-]\d{2,4}\b")
# French typography: ":" ";" "!" "?" after a word have a narrow no-break space before them,
# not a plain space or none ("19:05", "sel:graine" are not punctuation; a die's lone "?" is
# no mark after a word).
FRENCH_BARE_MARK = re.compile(r".{0,30}(?:[^\s\u202f]|[ \u00a0])[:;!?](?=\s|$).{0,30}",
                              re.MULTILINE)
AI_SEAT = re.compile(r"\bAI (?:\d+ )?\(")
ALL_AI = {"type": "ai", "ai": {"level": "random", "think_ms": 10}}
# Each game's all-AI match: its options and the words of its banner in each language.
ENDS = {
    "petits-chevaux": ({"horses_per_player": 3, "horses_to_win": 1}, 2,
                       {"en": "first to bring 1 horse of 3 home",
                        "fr": "1 cheval sur 3 au centre avant les autres"}),
    "royal-turf": ({"races": 2}, 2, {"en": "the most money after 2 races",
                                     "fr": "le plus d'argent après 2 courses"}),
    "amazones": ({}, 3, {"en": "the highest score", "fr": "le meilleur score"}),
    # short rounds: a shorter all-AI match to wait for (the banner reads the same)
    "poney-mon-amour": ({"max_turns_per_round": 30}, 2,
                        {"en": "the most points after 2 rounds",
                         "fr": "le plus de points après 2 manches"}),
}


def bad_words(words: str, language: str) -> list[str]:
    """The page's words that should not be there, each with its context."""
    found = UNFINISHED.findall(words) + ONE_PLURAL.findall(words)
    found += NUMERIC_DATE.findall(words)
    if language == "fr":
        found += FRENCH_BARE_MARK.findall(words) + AI_SEAT.findall(words)
        found += re.findall(r".{0,20}Guest .{0,20}", words)
    return found


def finished_ai_match(base: str, game: str, options: dict, seats: int) -> str:
    created = requests.post(f"{base}/v1/matches", timeout=10, json={
        "game": game, "seats": [ALL_AI] * seats, "options": options})
    assert created.status_code == 201, created.text
    return created.json()["match"]["id"]


@pytest.fixture(scope="module")
def finished(web_service, web_settings, web_rdb):
    """A finished all-AI match of each game, and a guest's ("Guest 4321") rated match against
    the expert AI played to the end: {game: match id, "rated": match id, "guest": player id}."""
    matches = {game: finished_ai_match(web_service, game, options, seats)
               for game, (options, seats, _) in ENDS.items()}
    guest = new_player(web_rdb, "Guest 4321")
    match, tokens = rated_match(Runtime.from_settings(web_settings), [guest, "expert"])
    matches["rated"], matches["guest"] = match["id"], guest["id"]

    def over(match_id: str) -> bool:
        """Whether the match is over; the guest plays its first legal move when it is to."""
        view = requests.get(f"{web_service}/v1/matches/{match_id}", timeout=10).json()
        for seat in view["to_act"] if match_id == match["id"] else []:
            if str(seat) not in tokens:
                continue
            auth = {"Authorization": f"Bearer {tokens[str(seat)]}"}
            legal = requests.get(f"{web_service}/v1/matches/{match_id}/legal-moves",
                                 headers=auth, timeout=10).json()["legal_moves"]
            requests.post(f"{web_service}/v1/matches/{match_id}/moves", headers=auth,
                          timeout=10, json={"move": legal[0]})
        return view["status"] == "finished"

    for match_id in matches.values():
        if match_id != guest["id"]:
            wait_for(lambda match_id=match_id: over(match_id), timeout_s=240, interval_s=0.2)
    return matches


@pytest.mark.parametrize("language", ["en", "fr"])
def test_no_unfinished_words_dates_or_names(web_service, open_page, finished, language):
    """Lobby, each game's finished match with its banner, the replay, the player page and the
    leaderboard, in English and French: no "(s)", no "1 pts", no numeric date; on the French
    page, French typography and no English names made by the server. Each banner says why
    from its match's options (Petits Chevaux: 1 horse of 3 home)."""
    page = open_page(language).page
    page.goto(f"{web_service}/play/")
    page.evaluate(f"localStorage.setItem('haras:lang', '{language}')")
    page.reload()
    page.wait_for_selector(f"{LOBBY_CARD.format('amazones')} p.summary")
    seen = {"lobby": page_words(page)}
    for game, (_, _, banner) in ENDS.items():
        page.goto(f"{web_service}/play/#/match/{finished[game]}")
        page.wait_for_selector("[data-testid=outcome]:not([hidden])")
        page.wait_for_selector("[data-testid=result]:not([hidden])")
        assert banner[language] in page.inner_text("[data-testid=outcome]")
        seen[game] = page_words(page)
    page.goto(f"{web_service}/play/#/match/{finished['rated']}")
    page.wait_for_selector("[data-testid=outcome]:not([hidden])")
    seen["rated match"] = page_words(page)
    page.goto(f"{web_service}/play/#/replay/{finished['amazones']}")
    page.wait_for_selector("[data-testid=replay-step][data-step='0']")
    page.locator("[data-testid=replay-last]").click()
    page.wait_for_selector("[data-testid=result]:not([hidden])")
    seen["replay"] = page_words(page)
    page.goto(f"{web_service}/play/#/player/{finished['guest']}")
    page.wait_for_selector(f"[data-testid=player-matches] li[data-match='{finished['rated']}']")
    seen["player"] = page_words(page)
    page.goto(f"{web_service}/play/#/leaderboard/petits-chevaux")
    page.wait_for_selector("[data-testid=leaderboard][aria-busy=false]")
    seen["leaderboard"] = page_words(page)
    assert {where: found for where, words in seen.items()
            if (found := bad_words(words, language))} == {}
    # what the checks look for is there, in the page's words
    guest, ai, since = {"en": ("Guest 4321", "AI (expert)", r"Playing since \w+ \d{1,2}, \d{4}"),
                        "fr": ("Invité 4321", "IA (expert)",
                               r"Joue depuis le \d{1,2}(?:er)? \w+ \d{4}")}[language]
    assert guest in seen["player"] and ai in seen["player"] and guest in seen["rated match"]
    assert re.search(since, seen["player"])
    assert ":" in seen["petits-chevaux"]


def test_the_banner_counts_the_horses_the_options_ask_home(web_service, open_page):
    """Petits Chevaux with every horse to bring home: the banner says all of them."""
    match_id = finished_ai_match(web_service, "petits-chevaux",
                                 {"horses_per_player": 2, "horses_to_win": 2}, 2)
    wait_for(lambda: requests.get(f"{web_service}/v1/matches/{match_id}", timeout=10).json()[
        "status"] == "finished", timeout_s=240, interval_s=0.2)
    page = open_page("all-home").page
    page.goto(f"{web_service}/play/#/match/{match_id}")
    banner = page.locator("[data-testid=outcome]")
    banner.wait_for(state="visible")
    assert banner.inner_text().endswith(": first to bring all 2 horses home.")
    in_french(page, web_service)
    page.goto(f"{web_service}/play/#/match/{match_id}")
    banner.wait_for(state="visible")
    assert banner.inner_text().endswith("\u202f: ses 2 chevaux au centre avant les autres.")
