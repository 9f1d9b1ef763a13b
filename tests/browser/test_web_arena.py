"""The arena page of the web client in a real Chromium against the real service: an arena
started from its form and watched to the end (its chart and Elo match the API's figures), one
cancelled from the page, and a refused one (the server's problem shown, nothing created)."""

import re

import pytest
import requests

from engines.ai import DEFAULT_THINK_MS

STATUS = "[data-testid=arena-status]"
MARKS = "[data-testid=arena-chart] [data-testid=arena-mark]"
FINISH_MS = 120_000  # a few quick matches on the run's one worker, which other tests share


def open_form(page, base: str) -> None:
    page.goto(f"{base}/play/#/arena")
    page.wait_for_selector("[data-testid=arena-form] #arena-player-1-level")


def fill_form(page, game: str, players: list[tuple[str, int]], matches: int | str,
              seed: int | None = None) -> None:
    """Chooses `game`, its players ((level, think_ms) each: the think time is the expert's
    only), the matches and the seed."""
    page.select_option("#arena-game", game)
    while page.locator("[data-testid=arena-players] li[data-player]").count() < len(players):
        page.click("[data-testid=arena-add-player]")
    for index, (level, think_ms) in enumerate(players):
        page.select_option(f"#arena-player-{index}-level", level)
        if level == "expert":
            page.fill(f"#arena-player-{index}-think", str(think_ms))
    page.fill("#arena-matches", str(matches))
    page.fill("#arena-seed", "" if seed is None else str(seed))


def start(page) -> str:
    """Submits the form with the keyboard; returns the arena's id once its page shows."""
    page.focus("[data-testid=arena-start]")
    page.keyboard.press("Enter")
    page.wait_for_url(re.compile(r"#/arena/[A-Za-z0-9_-]{22}$"))
    page.wait_for_selector(f"{STATUS}[data-status]")
    return page.url.rsplit("/", 1)[-1]


def arena_view(base: str, arena_id: str) -> dict:
    response = requests.get(f"{base}/v1/arena/{arena_id}", timeout=10)
    assert response.status_code == 200, response.text
    return response.json()


def test_an_arena_is_started_and_watched_to_the_end(web_service, open_page):
    watched = open_page("arena")
    page = watched.page
    open_form(page, web_service)
    page.select_option("#arena-game", "amazones")  # 3 to 5 players: three rows, none removable
    rows = page.locator("[data-testid=arena-players] li[data-player]")
    assert rows.count() == 3 and page.locator(".arena-remove").count() == 0
    players = [("expert", 10), ("greedy", 10), ("random", 10)]
    fill_form(page, "petits-chevaux", players, matches=6, seed=7)
    page.click("[data-testid=arena-form] details.options summary")  # the game's own options
    page.fill("#arena-petits-chevaux-opt-horses_per_player", "2")
    watched.screenshots("form")
    arena_id = start(page)
    page.wait_for_selector(f"{STATUS}[data-status=finished]", timeout=FINISH_MS)

    view = arena_view(web_service, arena_id)
    assert view["status"] == "finished" and view["done"] + view["failed"] == view["total"] == 6
    # the others take no think time: the form sends none, the server keeps its default
    assert [(p["level"], p["think_ms"]) for p in view["players"]] == [
        (level, think if level == "expert" else DEFAULT_THINK_MS) for level, think in players]
    assert view["seed"] == 7
    assert view["options"]["horses_per_player"] == 2
    status = page.locator(STATUS)
    assert status.get_attribute("data-done") == str(view["done"])
    assert status.get_attribute("data-total") == "6"
    assert page.eval_on_selector("[data-testid=arena-progress]", "bar => bar.value") == 6
    assert page.locator("[data-testid=arena-cancel]").count() == 0, "no Cancel once finished"

    # the chart: one mark per player, its dot and whisker as the API says
    marks = page.locator(MARKS)
    assert marks.count() == len(players)
    for index in range(len(players)):
        result = view["results"][str(index)]
        mark = page.locator(f"{MARKS}[data-player='{index}']")
        assert float(mark.get_attribute("data-win-rate")) == pytest.approx(result["win_rate"])
        assert float(mark.get_attribute("data-lo")) == pytest.approx(result["ci95"][0])
        assert float(mark.get_attribute("data-hi")) == pytest.approx(result["ci95"][1])
        assert mark.locator("circle.arena-dot").count() == 1
        assert mark.locator("line.arena-whisker").count() == 1
        dot_x = float(mark.locator("circle").get_attribute("cx"))
        whisker = mark.locator("line.arena-whisker")
        lo_x, hi_x = (float(whisker.get_attribute(end)) for end in ("x1", "x2"))
        assert lo_x <= dot_x <= hi_x, "the dot lies within its interval"
    chart = page.locator("[data-testid=arena-chart]")
    assert chart.get_attribute("role") == "img"
    summary = chart.get_attribute("aria-label")
    assert all(f"Player {n}" in summary for n in (1, 2, 3)), summary
    assert page.locator("[data-testid=arena-chart] .arena-tick").all_text_contents() == [
        "0%", "25%", "50%", "75%", "100%"]

    # the same figures in the table, and the Elo ratings
    rows = page.locator("[data-testid=arena-results] tbody tr")
    assert rows.count() == len(players)
    for index in range(len(players)):
        cells = page.locator(f"[data-testid=arena-results] tr[data-player='{index}'] td")
        rate = view["results"][str(index)]["win_rate"]
        assert cells.nth(1).text_content() == f"{rate * 100:.1f}%"
        elo = page.locator(f"[data-testid=arena-elo] li[data-player='{index}']")
        assert float(elo.get_attribute("data-elo")) == pytest.approx(view["elo"][str(index)])
    ranked = page.locator("[data-testid=arena-elo] li").evaluate_all(
        "items => items.map(item => Number(item.dataset.elo))")
    assert ranked == sorted(ranked, reverse=True), "best first"

    watched.screenshots("finished")
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector(f"{STATUS}[data-status=finished]:text('terminée')")
    watched.screenshots("finished-fr")

    # anyone with the link watches it, here in dark mode
    dark = open_page("arena-dark", color_scheme="dark")
    dark.page.goto(f"{web_service}/play/#/arena/{arena_id}")
    dark.page.wait_for_selector(f"{STATUS}[data-status=finished]")
    assert dark.page.locator(MARKS).count() == len(players)
    dark.screenshots("finished")


def test_a_refused_arena_shows_the_servers_problem_and_creates_nothing(web_service, open_page):
    watched = open_page("arena-refused")
    page = watched.page
    answers = []
    page.on("response", lambda response: answers.append(response.status) if (
        response.request.method == "POST" and response.url.endswith("/v1/arena")) else None)
    open_form(page, web_service)
    for matches, think_ms in ((0, 200), (1001, 5)):
        fill_form(page, "royal-turf", [("expert", think_ms), ("random", 200)], matches)
        page.click("[data-testid=arena-start]")
        page.wait_for_selector("[data-testid=problem][data-code=validation_error] "
                               "li[data-field=matches]")
        assert page.get_attribute("#arena-matches", "aria-invalid") == "true"
        assert "1000" in page.text_content("[data-error-for=matches]")
        assert page.url.endswith("#/arena"), "still on the form"
    assert page.get_attribute("#arena-player-0-think", "aria-invalid") == "true"
    assert page.text_content("[data-error-for='players.0.think_ms']") != ""
    assert page.locator("[data-testid=problem] li[data-field='players.0.think_ms']").count() == 1
    assert answers == [422, 422], "the server refused both: nothing was created"
    watched.screenshots("refused")
    # Chromium logs each refused request as a console error: these two, and only these, were
    # expected (any other error still fails the test)
    refused = [error for error in watched.errors
               if "Failed to load resource" in error and "status of 422" in error]
    assert len(refused) == 2, watched.errors
    watched.errors[:] = [error for error in watched.errors if error not in refused]

    # a valid arena clears the problem and starts
    fill_form(page, "royal-turf", [("greedy", 10), ("random", 10)], matches=2)
    arena_id = start(page)
    assert page.locator("[data-testid=problem] p").count() == 0
    page.wait_for_selector(f"{STATUS}[data-status=finished]", timeout=FINISH_MS)
    assert arena_view(web_service, arena_id)["total"] == 2
    assert answers == [422, 422, 202]


def test_an_arena_is_cancelled_from_its_page(web_service, open_page):
    watched = open_page("arena-cancel")
    page = watched.page
    open_form(page, web_service)
    # 1000 matches of experts thinking 100 ms a decision: hours of play, whatever the load
    fill_form(page, "petits-chevaux", [("expert", 100), ("expert", 100)], matches=1000)
    arena_id = start(page)
    page.wait_for_selector(f"{STATUS}[data-status=running]")
    watched.screenshots("running")
    page.click("[data-testid=arena-cancel]")
    page.wait_for_selector(f"{STATUS}[data-status=cancelled]")
    page.wait_for_selector("[data-testid=arena-cancel]", state="detached")
    view = arena_view(web_service, arena_id)
    assert view["status"] == "cancelled" and view["done"] < view["total"] == 1000
    assert page.locator(STATUS).get_attribute("data-total") == "1000"


def test_think_time_is_labelled_and_for_the_expert_only(web_service, open_page):
    page = open_page("arena-think").page
    open_form(page, web_service)
    field = page.locator("[data-testid=arena-player-1-think-field]")
    page.select_option("#arena-player-1-level", "greedy")
    assert field.is_hidden()  # the greedy AI takes no think time
    page.select_option("#arena-player-1-level", "expert")
    assert field.is_visible()
    assert page.locator("label[for=arena-player-1-think]").inner_text() == "Think time (ms)"
    page.select_option("#arena-player-1-level", "random")
    assert field.is_hidden()
