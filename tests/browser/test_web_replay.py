"""The replay page (/play/#/replay/<id>) in a real Chromium: a finished all-AI match stepped
through with the buttons, the keyboard (arrows, Tab and Enter), the slider and autoplay; the
step counter and the board's version follow, and the last step shows the result."""

import requests

from support.processes import wait_for

AI = {"type": "ai", "ai": {"level": "random", "think_ms": 10}}
COUNTER = "[data-testid=replay-step]"
BOARD = "[data-testid=board]"


def finished_match(base: str) -> str:
    created = requests.post(f"{base}/v1/matches", json={
        "game": "petits-chevaux", "seats": [AI, AI], "options": {"horses_per_player": 1}},
        timeout=10)
    assert created.status_code == 201, created.text
    match_id = created.json()["match"]["id"]
    wait_for(lambda: requests.get(f"{base}/v1/matches/{match_id}", timeout=10).json()[
        "status"] == "finished", timeout_s=120)
    return match_id


def at_step(page, step: int) -> None:
    page.wait_for_selector(f'{COUNTER}[data-step="{step}"]')


def board_version(page) -> str:
    return page.get_attribute(BOARD, "data-version")


def test_a_finished_match_is_stepped_through(web_service, open_page):
    match_id = finished_match(web_service)
    watched = open_page("replay")
    page = watched.page
    page.goto(f"{web_service}/play/#/replay/{match_id}")
    at_step(page, 0)
    steps = int(page.get_attribute(COUNTER, "data-steps"))
    assert steps > 5
    assert page.get_attribute(BOARD, "data-step") == "0"
    start_version = board_version(page)
    assert page.is_hidden("[data-testid=result]")
    assert page.is_disabled("[data-testid=replay-previous]")

    page.get_by_role("button", name="Next").click()
    at_step(page, 1)
    assert page.get_attribute(BOARD, "data-step") == "1"
    assert int(board_version(page)) > int(start_version)
    page.wait_for_selector("[data-testid=replay-events] li[data-seq]")  # the step's events

    page.locator("body").focus()
    page.evaluate("() => document.activeElement?.blur()")
    page.keyboard.press("ArrowRight")
    at_step(page, 2)
    page.keyboard.press("ArrowLeft")
    at_step(page, 1)
    next_button = page.locator("[data-testid=replay-next]")
    for _ in range(20):  # Tab to Next, then Enter
        page.keyboard.press("Tab")
        if next_button.evaluate("button => button === document.activeElement"):
            break
    else:
        raise AssertionError("Next was not reached with Tab")
    page.keyboard.press("Enter")
    at_step(page, 2)

    middle = steps // 2
    page.locator("[data-testid=replay-slider]").fill(str(middle))
    at_step(page, middle)
    assert page.get_attribute("[data-testid=replay-slider]", "aria-valuetext") == \
        f"Step {middle} of {steps}"
    watched.screenshots("middle")

    page.get_by_role("button", name="Play").click()
    page.wait_for_function(
        f"() => Number(document.querySelector('{COUNTER}').dataset.step) >= {middle + 2}")
    page.get_by_role("button", name="Pause").click()
    assert page.get_attribute("[data-testid=replay-play]", "aria-pressed") == "false"

    page.keyboard.press("End")
    at_step(page, steps)
    assert page.get_attribute(COUNTER, "data-status") == "finished"
    page.wait_for_selector("[data-testid=result]:not([hidden]) .winners")
    final = requests.get(f"{web_service}/v1/matches/{match_id}", timeout=10).json()
    assert board_version(page) == str(final["version"])
    assert page.is_disabled("[data-testid=replay-next]")
    watched.screenshots("end")

    page.get_by_role("button", name="First").click()
    at_step(page, 0)
    assert board_version(page) == start_version
    assert page.is_hidden("[data-testid=result]")


def test_the_replay_speaks_french_and_refuses_a_running_match(web_service, open_page):
    running = requests.post(f"{web_service}/v1/matches", json={
        "game": "petits-chevaux", "seats": [{"type": "human", "name": "Ana"}, AI]}, timeout=10)
    page = open_page("replay-fr").page
    page.goto(f"{web_service}/play/#/replay/{running.json()['match']['id']}")
    page.wait_for_selector("[data-testid=problem] p:text('not over yet')")
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector("[data-testid=problem] p:text('pas finie')")
    page.get_by_role("button", name="Suivant").wait_for()
    assert page.get_attribute("[data-testid=replay-slider]", "aria-label") == "Étape"


def test_the_replay_has_the_match_pages_rules_panel(web_service, open_page):
    match_id = finished_match(web_service)
    page = open_page("replay-rules").page
    page.goto(f"{web_service}/play/#/replay/{match_id}")
    at_step(page, 0)
    panel = page.locator(".replay [data-testid=rules][data-game=petits-chevaux]")
    assert panel.locator("summary").inner_text() == "How to play Petits Chevaux"
    panel.locator("summary").click()
    assert "Horses per player: 1" in page.inner_text("[data-testid=rules-options]")
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector(".replay [data-testid=rules] summary:text('Comment jouer')")
