"""Browser fixtures (a pytest plugin of tests/conftest.py): the real service (gunicorn with
the production configuration and an RQ worker), and pages of Debian's headless Chromium
driven by Playwright. Nothing downloads a browser: CHROMIUM (default /usr/bin/chromium) is
launched as it is. Without it the browser tests skip and say so, except under CI (CI=true),
where they fail: `make test` installs it with apt-get where it is missing.

Pages prefer reduced motion (the web client's animations are decoration, and cost a third of
a core per page). Every page fails its test on a console error or an uncaught exception, and
can save a screenshot of itself, at desktop size and at a 390x844 phone viewport, under
SCREENSHOTS (default build/screenshots/): the tests' artifacts."""

import dataclasses
import json
import os
import re
import shutil
from urllib.parse import urlsplit, urlunsplit

import pytest
import redis
import requests

from support.processes import ROOT, start_gunicorn, start_worker, stop_process

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
SCREENSHOTS = os.environ.get("SCREENSHOTS", os.path.join(ROOT, "build", "screenshots"))
DESKTOP = {"width": 1280, "height": 900}
PHONE = {"width": 390, "height": 844}
TIMEOUT_MS = 30_000  # for any one expected change on a page


def _chromium_or_skip() -> str:
    found = CHROMIUM if os.path.isfile(CHROMIUM) else shutil.which("chromium")
    if found:
        return found
    message = f"no Chromium at {CHROMIUM} (apt-get install chromium chromium-driver)"
    if os.environ.get("CI") == "true":
        pytest.fail(message)
    pytest.skip(message)


@pytest.fixture(scope="session")
def chromium():
    executable = _chromium_or_skip()
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=executable,
                                             args=["--no-sandbox", "--disable-gpu"])
        yield browser
        browser.close()


@pytest.fixture(scope="session")
def web_settings(settings):
    """The browser tests' service: a queue of its own, so its worker never takes the jobs of
    tests that run the app in-process and count on no worker running; and a Redis database of
    its own, next to the tests' one. It runs the whole session, and what it does in the
    background (a matchmaker rescanning a ticket a page left waiting, a turn deadline firing a
    minute after a page closed) must not show among the keys other tests count."""
    if settings.redis_cluster:
        pytest.skip("the browser tests run on a single Redis")
    parts = urlsplit(settings.redis_url)
    db = int(parts.path.lstrip("/") or 0)
    url = urlunsplit(parts._replace(path=f"/{db - 1 if db else 1}"))
    return dataclasses.replace(settings, redis_url=url, rq_redis_url=url,
                               rq_queue=f"{settings.rq_queue}-web")


@pytest.fixture(scope="session")
def web_rdb(web_settings) -> redis.Redis:
    return redis.Redis.from_url(web_settings.redis_url, decode_responses=True)


@pytest.fixture(scope="session")
def web_service(web_settings):
    """The service as deployed: gunicorn + one RQ worker (see web_settings); its base URL."""
    worker = start_worker(web_settings)
    try:
        server, base = start_gunicorn(web_settings, workers=1)
    except BaseException:
        stop_process(worker)
        raise
    yield base
    stop_process(server)
    stop_process(worker)


class Watched:
    """A browser context's page that records console errors and uncaught exceptions."""

    def __init__(self, context, name: str):
        self.context = context
        self.name = name
        self.page = context.new_page()
        self.page.set_default_timeout(TIMEOUT_MS)
        self.errors: list[str] = []
        self.allowed: list[re.Pattern] = []
        self.page.on("console", self._console)
        self.page.on("pageerror", lambda error: self.errors.append(f"uncaught: {error}"))

    def _console(self, message) -> None:
        if message.type == "error" and not any(p.search(message.text) for p in self.allowed):
            self.errors.append(f"console: {message.text}")

    def allow(self, pattern: str) -> None:
        """Console errors matching `pattern` do not fail the test: what Chromium itself logs
        for a failure the test causes on purpose (a refused request, a dropped socket)."""
        self.allowed.append(re.compile(pattern))

    def screenshots(self, label: str) -> list[str]:
        """Saves the page at desktop size and at the phone viewport; returns the files."""
        os.makedirs(SCREENSHOTS, exist_ok=True)
        base = re.sub(r"[^a-z0-9-]+", "-", f"{self.name}-{label}".lower()).strip("-")
        files = []
        for size_name, size in (("desktop", DESKTOP), ("phone", PHONE)):
            self.page.set_viewport_size(size)
            self.page.wait_for_timeout(300)  # the layout settles at the new width
            path = os.path.join(SCREENSHOTS, f"{base}-{size_name}.png")
            self.page.screenshot(path=path, full_page=True)
            files.append(path)
        self.page.set_viewport_size(DESKTOP)
        return files


@pytest.fixture()
def open_page(chromium, request):
    """open_page(name) -> Watched: a page in a fresh browser context (its own storage: a
    second player, a spectator). The test fails if any page logged an error."""
    opened: list[Watched] = []

    def open_one(name: str = "page", **context_options) -> Watched:
        # Pages prefer reduced motion, as the web client allows: its infinite animations
        # (the piece to move, the die to roll) repaint a page 60 times a second in software,
        # a third of a core per open page for as long as a test waits on it.
        context = chromium.new_context(viewport=DESKTOP,
                                       **{"reduced_motion": "reduce", **context_options})
        watched = Watched(context, f"{request.node.name}-{name}")
        opened.append(watched)
        return watched

    yield open_one
    errors = [f"{w.name}: {e}" for w in opened for e in w.errors]
    for watched in opened:
        watched.context.close()
    assert not errors, "errors in the browser:\n" + "\n".join(errors)


BOARD_ACTIONS = "[data-testid=board] [data-action]"
STATUS = "[data-testid=match-status]"


def create_match(page, base: str, game: str, think_ms: int = 10, seats: list[str] | None = None,
                 options: dict | None = None, name: str = "Ana") -> str:
    """Creates a match in the lobby page by filling its form: seat 0 is the page's player
    (`name`), `seats` the others ("ai" or "open"; default: the game's minimum of AIs).
    Options: field name -> value (checkbox: bool). Returns the match id once its page shows."""
    page.goto(f"{base}/play/")
    form = page.locator(f"form.new-match[data-game={game}]")
    form.locator(f"#{game}-name").fill(name)
    if seats is not None:
        rows = form.locator(".seat-rows li:has(select)")
        while rows.count() < len(seats):
            form.get_by_role("button", name=re.compile("Add a seat|Ajouter")).click()
        for index, kind in enumerate(seats, start=1):
            form.locator(f"#{game}-seat-{index}-kind").select_option(kind)
    for index in range(1, form.locator(".seat-rows li:has(select)").count() + 1):
        think = form.locator(f"#{game}-seat-{index}-think")
        if think.is_enabled():
            think.fill(str(think_ms))
            think.dispatch_event("change")
    if options:
        form.locator("details.options summary").click()
        for name, value in options.items():
            field = form.locator(f"#{game}-opt-{name}")
            if isinstance(value, bool):
                field.set_checked(value)
            else:
                field.fill(str(value))
    form.locator(f"[data-testid=create-{game}]").click()
    page.wait_for_url(re.compile(r"#/match/"))
    page.wait_for_selector(f"{STATUS}[data-status]")
    return page.url.rsplit("/", 1)[-1]


def play_to_end(page, rng, max_actions: int = 4000, keyboard_every: int = 0) -> int:
    """Plays the page's seat to the end of the match by clicking the board's actions (one
    drawn by `rng` each time); every `keyboard_every`-th action is instead reached with Tab
    and taken with Enter. Returns the number of actions taken."""
    taken = 0
    while True:
        page.wait_for_function(
            f"""() => document.querySelector('{STATUS}')?.dataset.status === 'finished'
                || document.querySelector('{BOARD_ACTIONS}') !== null""", timeout=120_000)
        if page.get_attribute(STATUS, "data-status") == "finished":
            return taken
        assert taken < max_actions, f"still playing after {taken} actions"
        taken += 1
        if keyboard_every and taken % keyboard_every == 0 and take_with_keyboard(page):
            continue
        click_an_action(page, rng)


def click_an_action(page, rng) -> bool:
    """Clicks one of the board's actions (drawn by `rng`); False if there was none, or it
    was redrawn under the pointer (look again)."""
    actions = page.locator(BOARD_ACTIONS)
    count = actions.count()
    if count == 0:
        return False
    try:
        actions.nth(rng.randrange(count)).click(timeout=2000)
    except Exception as error:
        if "Timeout" not in type(error).__name__ and "detached" not in str(error):
            raise
        return False
    return True


def take_with_keyboard(page, max_tabs: int = 400) -> bool:
    """Tabs from the top of the page to the board's first action and presses Enter; False if
    the board had none by then (the state moved on)."""
    page.locator("body").focus()
    page.evaluate("() => document.activeElement?.blur()")
    for _ in range(max_tabs):
        page.keyboard.press("Tab")
        if page.evaluate(
                "() => document.activeElement?.matches('[data-testid=board] [data-action]')"):
            page.keyboard.press("Enter")
            return True
    return False


def held_seat(page, match_id: str) -> dict:
    """The seat this page holds in the match ({seat, token, …}), as the page keeps it in its
    localStorage (keyed by the API's address and the match id)."""
    raw = page.evaluate("""(id) => Object.entries(localStorage)
        .find(([key]) => key.startsWith('haras:seat:') && key.endsWith(':' + id))?.[1]""",
                        match_id)
    assert raw, "the page holds no seat of this match"
    return json.loads(raw)


def server_view(base: str, match_id: str, token: str | None = None) -> dict:
    """The match view over HTTP: the seat's with its token, else the public one."""
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = requests.get(f"{base}/v1/matches/{match_id}", headers=headers, timeout=10)
    response.raise_for_status()
    return response.json()


def check_outcome(page, base: str, match_id: str) -> str:
    """A finished match's page says who won over the board (the banner), and why; returns
    the banner's text."""
    view = server_view(base, match_id)
    banner = page.locator("[data-testid=outcome]")
    banner.wait_for(state="visible")
    text = banner.inner_text()
    held = held_seat(page, match_id)["seat"]
    for seat in view["result"]["winners"]:
        expected = "You" if seat == held else view["seats"][seat]["name"]
        assert expected in text, f"{text!r} does not name the winner {expected!r}"
    assert ":" in text, f"{text!r} says who won but not why"
    return text


def server_events(base: str, match_id: str) -> list[dict]:
    """The match's events over HTTP, as anyone may see them."""
    response = requests.get(f"{base}/v1/matches/{match_id}/events", timeout=10)
    response.raise_for_status()
    return response.json()["events"]


def log_lines(page) -> dict[int, str]:
    """The page's event log: each line by its event's seq."""
    return dict(page.eval_on_selector_all(
        "[data-testid=log] li", "items => items.map(item => [Number(item.dataset.seq),"
                                " item.textContent])"))


def check_second_person(page, name: str = "Ana") -> dict[int, str]:
    """No line of the log names the viewer's seat (`name`): it says "you" wherever the seat
    is, subject, object or one of a list. Returns the lines by seq."""
    lines = log_lines(page)
    named = [line for line in lines.values() if name in line]
    assert not named, named
    return lines
