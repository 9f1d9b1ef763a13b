"""The web client hosted on another origin: its files served by a plain static server, its
`haras-api` meta naming the API, which lists that origin in CORS_ORIGINS. A match is played
to the end from there in Chromium (HTTP through CORS, the WebSocket channel, then the SSE +
HTTP fallback); from an origin the API does not list, the page shows the failure and no
request of it gets an answer it may read."""

import functools
import http.server
import os
import random
import re
import shutil
import threading

import pytest

from support.browser import STATUS, create_match, play_to_end
from support.processes import ROOT, start_gunicorn, start_worker, stop_process

BUILT = os.path.join(ROOT, "service", "static", "play")


class StaticSite:
    """The built client, served by http.server on its own origin (at /play/, as the API
    serves it); `point_at(api)` names the API in its page."""

    def __init__(self, directory: str):
        self.directory = directory
        shutil.copytree(BUILT, os.path.join(directory, "play"), dirs_exist_ok=True)
        handler = functools.partial(_QuietHandler, directory=directory)
        self.server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        self.origin = f"http://127.0.0.1:{self.server.server_address[1]}"
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def point_at(self, api: str) -> None:
        index = os.path.join(self.directory, "play", "index.html")
        with open(index) as page:
            html = page.read()
        html, count = re.subn(r'<meta name="haras-api" content="[^"]*">',
                              f'<meta name="haras-api" content="{api}">', html)
        assert count == 1
        with open(index, "w") as page:
            page.write(html)

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args) -> None:
        pass


@pytest.fixture(scope="module")
def api_for_another_origin(settings, tmp_path_factory):
    """An API that lists the static site's origin in CORS_ORIGINS; yields (api, site)."""
    site = StaticSite(str(tmp_path_factory.mktemp("site")))
    worker = start_worker(settings)
    server, api = start_gunicorn(settings, workers=1, CORS_ORIGINS=site.origin)
    site.point_at(api)
    yield api, site
    stop_process(server)
    stop_process(worker)
    site.stop()


@pytest.mark.parametrize("transport", ["websocket", "sse"])
def test_a_match_is_played_from_another_origin(api_for_another_origin, open_page, transport):
    api, site = api_for_another_origin
    watched = open_page(f"cors-{transport}")
    page = watched.page
    if transport == "sse":
        watched.allow(r"^WebSocket connection to .* failed")
        page.route_web_socket(re.compile(r"/ws"), lambda socket: None)  # never answered
    calls = []
    page.on("request", lambda request: calls.append(request.url))
    match_id = create_match(page, site.origin, "petits-chevaux", options={"horses_per_player": 1})
    page.wait_for_selector(f"[data-testid=transport][data-transport={transport}]")
    play_to_end(page, random.Random(12))
    assert page.get_attribute(STATUS, "data-status") == "finished"
    assert any(url.startswith(f"{api}/v1/matches/{match_id}") for url in calls)
    assert page.evaluate("location.origin") == site.origin != api


def test_an_origin_the_api_does_not_list_is_refused(web_service, open_page, tmp_path):
    site = StaticSite(str(tmp_path / "site"))
    site.point_at(web_service)  # which lists no origin in CORS_ORIGINS
    try:
        watched = open_page("cors-refused")
        watched.allow(r"CORS policy|Failed to (load resource|fetch)")
        page = watched.page
        page.goto(f"{site.origin}/play/")
        page.wait_for_selector("[data-testid=problem] p")
        assert "could not be reached" in page.inner_text("[data-testid=problem]")
        assert page.locator("article.game-card").count() == 0
    finally:
        site.stop()
