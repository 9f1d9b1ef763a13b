"""The "How to play" panel of the web client: its numbers are the engines' (the constants
web/src/rules/numbers.ts states, compared here with the engine modules; the options-borne
ones read from the match's options on the page), in the lobby and on a match's page, in
English and in French."""

import json
import os
import re

from engines import amazones, poney_mon_amour, royal_turf, royal_turf_data

from support.browser import create_match
from support.processes import ROOT

NUMBERS = os.path.join(ROOT, "web", "src", "rules", "numbers.ts")
RULES = "[data-testid=rules]"


def stated_numbers() -> dict[str, dict]:
    """numbers.ts's objects: {"ROYAL_TURF": {"tokens": [1, 1, 2], …}, …}."""
    source = open(NUMBERS, encoding="utf-8").read()
    blocks = re.findall(r"export const (\w+) = \{(.*?)\} as const;", source, re.S)
    assert blocks, "no constants found in numbers.ts"
    return {name: {key: json.loads(value) for key, value in
                   re.findall(r"(\w+): (\[[^\]]*\]|-?\d+)", body)} for name, body in blocks}


def test_the_panels_constants_are_the_engines():
    stated = stated_numbers()
    assert stated["ROYAL_TURF"] == {
        "tokens": list(royal_turf_data.TOKENS), "bluffToken": royal_turf_data.BLUFF_TOKEN,
        "dieFaces": list(royal_turf_data.DIE_FACES),
        "finishersToEnd": royal_turf.FINISHERS_TO_END}
    assert stated["AMAZONES"] == {
        "cardValues": list(amazones.CARD_VALUES), "tileValues": list(amazones.TILE_VALUES),
        "maxUnfinished": amazones.MAX_UNFINISHED, "bestManBonus": amazones.BEST_MAN_BONUS,
        "mostMenBonus": amazones.MOST_MEN_BONUS, "worstManMalus": amazones.WORST_MAN_MALUS}
    assert stated["PONEY_MON_AMOUR"] == {
        "handSize": poney_mon_amour.HAND_SIZE, "sellePoints": poney_mon_amour.SELLE_POINTS,
        "amoursForColere": poney_mon_amour.AMOURS_FOR_COLERE,
        "colourBonus": list(poney_mon_amour.COLOUR_BONUS)}


def open_rules(page, scope: str = "") -> None:
    page.locator(f"{scope} {RULES} summary".strip()).click()


def payouts(page, scope: str = "") -> list[list[int]]:
    return page.eval_on_selector_all(
        f"{scope} [data-testid=rules-payouts] tbody tr".strip(),
        """rows => rows.map((row) => [...row.querySelectorAll('td')]
            .map((cell) => Number(cell.dataset.amount)))""")


def test_lobby_panels_in_both_languages(web_service, open_page):
    page = open_page("lobby").page
    page.goto(f"{web_service}/play/")
    card = "article.game-card[data-game={}]"
    for game in ("petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"):
        page.wait_for_selector(f"{card.format(game)} {RULES}")
        assert page.get_attribute(f"{card.format(game)} {RULES}", "open") is None  # collapsed
    scope = card.format("royal-turf")
    open_rules(page, scope)
    assert payouts(page, scope) == [list(row) for row in royal_turf_data.PAYOUT_TABLE]
    legend = page.inner_text(f"{scope} .rules-legend")
    for english, faces in (("head", 3), ("shoe", 1), ("helmet", 1), ("saddle", 1)):
        assert f"{english} (" in legend and f"{faces} face{'s' if faces > 1 else ''} of 6" in legend
    bonus = page.eval_on_selector_all(
        f"{card.format('poney-mon-amour')} [data-testid=rules-colour-bonus] [data-points]",
        "cells => cells.map(c => Number(c.dataset.points))")
    assert bonus == list(poney_mon_amour.COLOUR_BONUS)
    men = page.eval_on_selector_all(f"{card.format('amazones')} [data-bonus]",
                                    "items => items.map(i => Number(i.dataset.bonus))")
    assert sorted(men) == sorted([amazones.BEST_MAN_BONUS, amazones.WORST_MAN_MALUS,
                                  amazones.MOST_MEN_BONUS])
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector(f"{scope} {RULES} summary:text('Comment jouer à Royal Turf')")
    open_rules(page, scope)
    assert "Le dé a 6 faces" in page.inner_text(f"{scope} {RULES}")
    assert payouts(page, scope) == [list(row) for row in royal_turf_data.PAYOUT_TABLE]


def test_a_matchs_panel_reads_its_options(web_service, open_page):
    page = open_page("royal-turf").page
    create_match(page, web_service, "royal-turf", options={"final_race_multiplier": 3})
    open_rules(page, ".match")
    assert payouts(page, ".match") == [list(row) for row in royal_turf_data.PAYOUT_TABLE]
    assert page.get_attribute("[data-testid=rules-multiplier]", "data-multiplier") == "3"
    assert str(royal_turf_data.LAST_HORSE_PENALTY) in page.inner_text(
        "[data-testid=rules-penalty]")

    create_match(page, web_service, "petits-chevaux",
                 options={"horses_per_player": 2, "extra_six_to_finish": True,
                          "max_sixes_in_a_row": 2})
    open_rules(page, ".match")
    stated = page.inner_text("[data-testid=rules-options]")
    assert "Horses per player: 2" in stated
    assert "Sixes in a row: 2 at most" in stated
    assert "6 steps, then a further 6" in stated
