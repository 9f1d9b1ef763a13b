"""Signs of progress in the web client, in a real Chromium against the real service: the
leaderboard of a fresh deployment lists the AI levels of every game (their calibration run by
a worker that starts, as in production), marked as such and never provisional; a player's
page shows per game its record, the chart of its rating with one point per rated match, and
each match's place and rating change."""

import json
import uuid

import pytest
import requests
from rq.job import Job
from test_ratings import GAME, ONE_HORSE, play_to_the_end, rated_match

from engines.ai import levels
from engines.registry import GAMES
from service.app import create_app
from service.match.runtime import Runtime
from service.state import players, ratings
from service.state.leaderboard import board_key
from workers import calibration

from conftest import settings_with, start_worker, stop_process, wait_for, worker_log

BOARD_ROWS = "[data-testid=leaderboard] tbody tr"
RATED_MATCHES = 3


def _forget_anchors(rdb, jobs_connection) -> None:
    """The web service's Redis as a fresh deployment has it: no AI level rated, on no board,
    no calibration done nor remembered as a finished job (whose id, kept a minute, would
    keep the calibration from being queued again)."""
    for game in GAMES:
        rdb.delete(calibration.guard_key(game))
        job_id = f"calibrate-{game}-{calibration.CALIBRATION}"
        if Job.exists(job_id, connection=jobs_connection):
            Job.fetch(job_id, connection=jobs_connection).delete()
        for level in levels(GAMES[game]):
            level_id = ratings.ai_player_id(game, level)
            seen = rdb.hget(board_key(game) + ":at", level_id)
            if seen is not None:
                rdb.zrem(board_key(game), seen.split(" ", 1)[1])
                rdb.hdel(board_key(game) + ":at", level_id)
            rdb.hdel(players.player_key(level_id), players.RATING_FIELD + game)


def test_a_fresh_deployment_lists_the_ai_levels_on_every_leaderboard(
        web_service, web_settings, web_rdb, open_page):
    from test_web_a11y import violations

    _forget_anchors(web_rdb, Runtime.from_settings(web_settings).jobs.connection)
    watched = open_page("leaderboard", bypass_csp=True)  # bypass: axe is injected
    page = watched.page
    page.goto(f"{web_service}/play/#/leaderboard/{GAME}")
    page.wait_for_selector("[data-testid=leaderboard][aria-busy=false]")
    assert page.locator(f"{BOARD_ROWS}[data-ai-level]").count() == 0
    # A worker of this deployment starts, as the first one would: it queues the calibration
    # of every game (on a queue of its own, so the session's worker goes on with its jobs).
    own = settings_with(web_settings, rq_queue=f"{web_settings.rq_queue}-calibration-"
                                                f"{uuid.uuid4().hex[:6]}")
    starting = start_worker(own, AI_CALIBRATION="1", WORKER_ROLE="arena")
    try:
        wait_for(lambda: all(web_rdb.get(calibration.guard_key(game)) == "done"
                             for game in GAMES), timeout_s=600, interval_s=0.5,
                 explain=lambda: worker_log(starting))
    finally:
        stop_process(starting)
    for game in GAMES:
        anchors = {ratings.ai_player_id(game, level): ratings.current(
            web_rdb, [ratings.ai_player_id(game, level)], game)[ratings.ai_player_id(game, level)]
            for level in levels(GAMES[game])}
        assert all(anchor["matches"] > 0 for anchor in anchors.values())
        page.goto("about:blank")  # a new load of the page, not a hash change at most
        page.goto(f"{web_service}/play/#/leaderboard/{game}")
        page.wait_for_selector("[data-testid=leaderboard][aria-busy=false]")
        rows = page.locator(f"{BOARD_ROWS}[data-ai-level]")
        rows.nth(len(anchors) - 1).wait_for()
        shown = page.eval_on_selector_all(f"{BOARD_ROWS}[data-ai-level]", """rows => rows.map(
            r => [r.dataset.player, r.querySelector('[data-testid=rating]').textContent,
                  r.querySelector('[data-testid=ai-level]')?.textContent,
                  r.dataset.provisional])""")
        assert sorted(shown) == sorted([level_id, str(anchor["rating"]), "AI level", None]
                                       for level_id, anchor in anchors.items())
        entries = requests.get(f"{web_service}/v1/games/{game}/leaderboard", timeout=10).json()
        listed = [e for e in entries["entries"] if e["player"]["id"] in anchors]
        assert len(listed) == len(anchors) and not any("provisional" in e for e in listed)
    assert violations(page) == []
    watched.screenshots("ai-levels")


@pytest.fixture()
def web_api(web_settings):
    """The app in-process on the web service's Redis (its worker plays the AI seats and
    rates the matches)."""
    return create_app(web_settings).test_client()


def test_the_player_page_charts_one_point_per_rated_match(web_service, web_settings, web_rdb,
                                                         web_api, open_page):
    from test_web_a11y import violations

    created = requests.post(f"{web_service}/v1/players", json={"name": "Chartist"}, timeout=10)
    created.raise_for_status()
    player = created.json()["player"]
    rt = Runtime.from_settings(web_settings)
    played = []
    for seed in range(RATED_MATCHES):  # against an AI level: every result counts
        match, tokens = rated_match(rt, [players.load(web_rdb, player["id"]), "random"],
                                    ONE_HORSE, seed=seed)
        play_to_the_end(web_api, match["id"], tokens)
        wait_for(lambda match_id=match["id"]: "rating_changes" in (
            web_api.get(f"/v1/matches/{match_id}").json["result"] or {}), timeout_s=60)
        played.append(match["id"])
    rated = requests.get(f"{web_service}/v1/players/{player['id']}/ratings/{GAME}",
                         timeout=10).json()
    assert [e["match_id"] for e in rated["history"]] == played[::-1]
    assert rated["record"]["played"] == RATED_MATCHES

    # a rating of another game applied by the release before (no record, no history)
    web_rdb.hset(players.player_key(player["id"]), players.RATING_FIELD + "royal-turf",
                 json.dumps({**ratings.default(), "matches": 2}))

    watched = open_page("player", bypass_csp=True)  # bypass: axe is injected
    page = watched.page
    page.goto(f"{web_service}/play/#/player/{player['id']}")
    older = page.locator("[data-testid=game-record][data-game=royal-turf]")
    older.locator("text=played before the service kept each match's record").wait_for()
    assert older.locator("[data-testid=rating-point]").count() == 0
    section = page.locator(f"[data-testid=game-record][data-game={GAME}]")
    section.locator("[data-testid=rating-chart]").wait_for()
    points = section.locator("[data-testid=rating-point]").evaluate_all(
        "ps => ps.map(p => [p.dataset.match, p.dataset.rating])")
    assert points == [[e["match_id"], str(e["rating_after"])] for e in rated["history"][::-1]]
    chart = section.locator("[data-testid=rating-chart]")
    title = chart.locator("title").first.text_content()
    assert title == "Petits Chevaux: rating after each rated match"
    assert chart.get_attribute("role") == "img"
    assert f"Rated matches: {RATED_MATCHES}." in chart.locator("desc").text_content()
    # the record, and each match's place and rating change, in the table beside the chart
    record = rated["record"]
    assert section.locator("[data-testid=played]").text_content() == str(record["played"])
    assert section.locator("[data-testid=wins]").text_content() == str(record["wins"])
    lowest = max(2, *(place for place, count in enumerate(record["places"], start=1) if count))
    assert section.locator("[data-place]").evaluate_all(  # the places down to its lowest
        "cells => cells.map(c => c.textContent)") == [str(n) for n in record["places"][:lowest]]
    rows = section.locator("[data-testid=rating-history] tbody tr").evaluate_all(
        """rows => rows.map(r => [r.dataset.match,
            r.querySelector('[data-testid=place]').textContent,
            r.querySelector('[data-testid=change]').textContent])""")

    def change(entry: dict) -> str:
        moved = entry["rating_after"] - entry["rating_before"]
        return f"+{moved}" if moved > 0 else str(moved)

    assert rows == [[e["match_id"], f"{e['place']} of 2", change(e)]
                    for e in rated["history"]]
    assert violations(page) == []
    watched.screenshots("record")
    # in French: the same numbers, the chart titled in French
    page.get_by_test_id("lang").click()
    page.reload()
    page.wait_for_selector(f"[data-testid=game-record][data-game={GAME}] "
                           "[data-testid=rating-chart]")
    assert page.locator(f"[data-game={GAME}] [data-testid=rating-chart] title").first \
        .text_content() == "Petits Chevaux\u202f: cote après chaque partie classée"
    assert page.locator(f"[data-game={GAME}] [data-testid=rating-point]").count() == \
        RATED_MATCHES
