"""Accessibility of the web client, checked by axe-core (the npm package, injected into the
page) in a real Chromium: the lobby, the arena form, every game's board mid-match as a seat
with its actions drawn, a spectator's page and a replay, in light and dark schemes. Any WCAG
2.1 A/AA or best-practice violation fails, and every board action is a labelled button
reachable with Tab."""

import os
import random

import pytest

from support.browser import BOARD_ACTIONS, STATUS, create_match
from support.http import needs_node
from support.processes import ROOT

AXE = os.path.join(ROOT, "node_modules", "axe-core", "axe.min.js")
RULES = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]
GAMES = ["petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"]


def violations(page) -> list[str]:
    page.add_script_tag(path=AXE)
    found = page.evaluate("""async (tags) => (await axe.run(document, {runOnly: tags}))
        .violations.map(v => `${v.id} (${v.impact}): ${v.help} — ` + v.nodes.slice(0, 3)
        .map(n => n.target.join(' ')).join(', '))""", RULES)
    return found


def assert_actions_are_labelled_buttons(page) -> None:
    unlabelled = page.eval_on_selector_all(BOARD_ACTIONS, """items => items.filter(a =>
        a.getAttribute('role') !== 'button' || a.getAttribute('tabindex') !== '0'
        || !(a.getAttribute('aria-label') || '').trim()).map(a => a.outerHTML.slice(0, 120))""")
    assert not unlabelled, unlabelled


@pytest.fixture()
def axe_page(open_page):
    """A page whose policy lets the test inject axe-core (the served policy is unchanged)."""
    if not os.path.exists(AXE):
        pytest.fail("node_modules/axe-core is missing: run `make node-tools`")

    def opened(name: str, scheme: str = "light"):
        return open_page(name, bypass_csp=True, color_scheme=scheme).page

    return opened


@needs_node
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_lobby_and_arena_form(web_service, axe_page, scheme):
    page = axe_page(f"lobby-{scheme}", scheme)
    page.goto(f"{web_service}/play/")
    page.wait_for_selector("article.game-card[data-game=amazones]")
    page.locator("details.options summary").first.click()
    assert violations(page) == []
    page.goto(f"{web_service}/play/#/arena")
    page.wait_for_selector("main form")
    assert violations(page) == []


@needs_node
@pytest.mark.parametrize("game", GAMES)
def test_every_board_mid_match(web_service, axe_page, game):
    rng = random.Random(4)
    for scheme in ("light", "dark"):
        page = axe_page(f"{game}-{scheme}", scheme)
        match_id = create_match(page, web_service, game)
        for _ in range(3):  # a few moves in, with the seat's actions drawn
            page.wait_for_selector(BOARD_ACTIONS)
            actions = page.locator(BOARD_ACTIONS)
            actions.nth(rng.randrange(actions.count())).click()
        page.wait_for_selector(BOARD_ACTIONS)
        assert_actions_are_labelled_buttons(page)
        assert violations(page) == []
    spectator = axe_page(f"{game}-spectator")
    spectator.goto(f"{web_service}/play/#/match/{match_id}")
    spectator.wait_for_selector(f"{STATUS}[data-status]")
    assert violations(spectator) == []


@needs_node
def test_replay_page(web_service, axe_page):
    from test_web_replay import COUNTER, finished_match

    page = axe_page("replay")
    page.goto(f"{web_service}/play/#/replay/{finished_match(web_service)}")
    page.wait_for_selector(f'{COUNTER}[data-step="0"]')
    page.keyboard.press("End")
    page.wait_for_selector(f"{COUNTER}[data-status=finished]")
    assert violations(page) == []


@needs_node
@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_play_now_player_and_leaderboard_pages(web_service, axe_page, scheme):
    import requests

    page = axe_page(f"play-now-{scheme}", scheme)
    page.goto(f"{web_service}/play/#/play/royal-turf")  # rated: no guest of this address joins
    page.wait_for_selector("[data-testid=ticket-status][data-status=searching]")
    assert violations(page) == []
    page.get_by_role("button", name="Cancel").click()
    page.wait_for_selector("[data-testid=ticket-status][data-status=cancelled]")
    assert violations(page) == []
    player = requests.post(f"{web_service}/v1/players", json={"name": "Zoé"}, timeout=10)
    player_id = player.json()["player"]["id"]
    page.goto(f"{web_service}/play/#/player/{player_id}")
    page.wait_for_selector("[data-testid=player-ratings] h2")
    page.wait_for_selector("section.player-matches h2")
    assert violations(page) == []
    page.goto(f"{web_service}/play/#/leaderboard/petits-chevaux")
    page.wait_for_selector("[data-testid=leaderboard][aria-busy=false]")
    assert violations(page) == []
