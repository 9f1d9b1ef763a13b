"""The reference web client at /play: served with a strict policy, built from web/ (the
committed build is current and type-checks strictly), and its shell in a real Chromium: the
lobby, a match against AI played to the end by clicking, the fairness check, an aborted rated
match's result."""

import filecmp
import os
import random
import subprocess
import tempfile

import pytest
import requests
from test_ratings import new_player, rated_match

from service.match.runtime import Runtime

from browser import STATUS, create_match, play_to_end
from conftest import ROOT
from helpers import needs_node, node_tool

BUILT = os.path.join(ROOT, "service", "static", "play")


def test_play_redirects_to_its_directory(client):
    response = client.get("/play")
    assert response.status_code == 308
    assert response.headers["Location"].endswith("/play/")


@pytest.mark.parametrize("path", ["/play/", "/play/app.js", "/play/app.css"])
def test_files_are_served_with_a_strict_policy(client, path):
    response = client.get(path)
    assert response.status_code == 200
    policy = response.headers["Content-Security-Policy"]
    assert "script-src 'self'" in policy and "unsafe-inline" not in policy
    assert response.headers["X-Content-Type-Options"] == "nosniff"
    assert response.headers["Referrer-Policy"] == "no-referrer"


def test_unknown_file_is_a_404(client):
    assert client.get("/play/nothing.js").status_code == 404
    assert client.get("/play/../service/app.py").status_code == 404


@needs_node
def test_committed_build_is_current():
    with tempfile.TemporaryDirectory() as out:
        built = subprocess.run(["node", os.path.join(ROOT, "web", "build.mjs"), out],
                               capture_output=True, text=True, timeout=120)
        assert built.returncode == 0, built.stderr
        names = sorted(os.listdir(out))
        assert names == sorted(os.listdir(BUILT)), "run `make web`"
        _, mismatch, errors = filecmp.cmpfiles(out, BUILT, names, shallow=False)
        assert not mismatch and not errors, f"stale: {mismatch + errors}; run `make web`"


@needs_node
def test_sources_type_check_strictly():
    checked = subprocess.run([node_tool("tsc"), "--noEmit", "-p", os.path.join(ROOT, "web")],
                             capture_output=True, text=True, timeout=180)
    assert checked.returncode == 0, checked.stdout + checked.stderr


def test_lobby_lists_the_four_games(web_service, open_page):
    page = open_page("lobby").page
    page.goto(f"{web_service}/play/")
    for game in ("petits-chevaux", "royal-turf", "amazones", "poney-mon-amour"):
        page.wait_for_selector(f"article.game-card[data-game={game}]")
    page.get_by_role("button", name="Français").click()
    page.wait_for_selector("h1:text('Jeux')")
    assert page.evaluate("document.documentElement.lang") == "fr"


def test_a_match_against_ai_is_played_to_the_end_and_checked(web_service, open_page):
    watched = open_page("petits-chevaux")
    page = watched.page
    create_match(page, web_service, "petits-chevaux")
    play_to_end(page, random.Random(1))
    assert page.get_attribute(STATUS, "data-status") == "finished"
    page.wait_for_selector("[data-testid=fairness-verdict][data-verdict=ok]")
    page.wait_for_selector("[data-testid=result]:not([hidden])")
    watched.screenshots("finished")


def test_an_aborted_rated_match_says_it_was_not_rated(web_service, web_settings, web_rdb,
                                                      open_page):
    """A rated match whose first seat resigned before moving: its page's result says the
    match was rated for nobody (the service's `rating_aborted`)."""
    rt = Runtime.from_settings(web_settings)
    match, tokens = rated_match(rt, [new_player(web_rdb, "Gone"), new_player(web_rdb, "Left")])
    requests.post(f"{web_service}/v1/matches/{match['id']}/resign", timeout=10,
                  headers={"Authorization": f"Bearer {tokens['0']}"}).raise_for_status()
    page = open_page("aborted").page
    page.goto(f"{web_service}/play/#/match/{match['id']}")
    page.wait_for_selector("[data-testid=rating-aborted]")
    assert page.locator("[data-testid=rating-change]").count() == 0
