"""The Petits Chevaux board of the web client (web/src/games/petits_chevaux.ts) in a real
Chromium against the real service: a match against AI played to the end by clicking and by
keyboard; the board drawing exactly what the seat's view says mid-match (horses, die, the
actions, where a horse would land); a spectator's page drawing the same public board with no
action in it (in French, dark)."""

import json
import random

import requests

from engines import petits_chevaux

from support.browser import (
    BOARD_ACTIONS,
    STATUS,
    check_outcome,
    check_second_person,
    create_match,
    held_seat,
    play_to_end,
    server_events,
    server_view,
)

GAME = "petits-chevaux"
BOARD = "[data-testid=board] [data-testid=pc-board]"


def read_events(base: str, match_id: str, after: int) -> dict:
    """The match's events after `after` (and `last_seq`, the latest one's)."""
    response = requests.get(f"{base}/v1/matches/{match_id}/events",
                            params={"after": after}, timeout=10)
    response.raise_for_status()
    return response.json()


def wait_for_my_turn(page) -> None:
    """Until the board offers actions (the seat is to act: nothing changes until it moves)."""
    page.wait_for_selector(BOARD_ACTIONS, timeout=60_000)


def drawn_horses(page) -> dict:
    return page.eval_on_selector_all(
        f"{BOARD} .piece", """pieces => Object.fromEntries(pieces.map(p => [
            `${p.dataset.seat}:${p.dataset.horse}`,
            {zone: p.dataset.zone, progress: Number(p.dataset.progress),
             square: p.dataset.square === '' ? null : Number(p.dataset.square),
             step: p.dataset.step === '' ? null : Number(p.dataset.step)}]))""")


def viewed_horses(view: dict) -> dict:
    return {f"{player['seat']}:{horse['horse']}": {key: horse[key] for key in
                                                    ("zone", "progress", "square", "step")}
            for player in view["state"]["players"] for horse in player["horses"]}


def drawn_actions(page) -> list[dict]:
    return sorted((json.loads(m) for m in page.eval_on_selector_all(
        BOARD_ACTIONS, "actions => actions.map(a => a.dataset.move)")), key=json.dumps)


def assert_destinations_are_the_engines(page, view: dict) -> None:
    """Each movable horse's drawn destination is where the engine's rule puts it."""
    state = view["state"]
    own = [horse["progress"] for horse in state["players"][view["viewer"]]["horses"]]
    drawn = dict(page.eval_on_selector_all(
        f"{BOARD} [data-ghost]", "gs => gs.map(g => [Number(g.dataset.ghost), "
        "Number(g.dataset.target)])"))
    expected = {move["horse"]: petits_chevaux._target(own, own[move["horse"]], state["roll"],
                                                      state["home_progress"])
                for move in view["legal_moves"] if move["type"] == "move_horse"}
    assert drawn == expected


def assert_board_is_view(page, view: dict) -> None:
    state = view["state"]
    board = page.locator(BOARD)
    assert board.get_attribute("data-version") == str(view["version"])
    assert board.get_attribute("data-phase") == state["phase"]
    assert board.get_attribute("data-turn") == str(state["turn"])
    assert drawn_horses(page) == viewed_horses(view)
    # Each staircase: its steps below the centre (home_progress - 56 of them).
    assert page.locator(f"{BOARD} .pc-step").count() == 4 * (state["home_progress"] - 56)
    for name in ("start", "foot"):
        marked = page.eval_on_selector_all(
            f"{BOARD} [data-{name}-of]",
            f"cells => cells.map(c => [Number(c.dataset.{name}Of), Number(c.dataset.square)])")
        assert dict(marked) == {p["seat"]: p[f"{name}_square"] for p in state["players"]}
    colours = page.eval_on_selector_all(
        f"{BOARD} .piece", "ps => ps.map(p => [Number(p.dataset.seat), p.dataset.colour])")
    assert {seat: colour for seat, colour in colours} == {
        p["seat"]: p["colour"] for p in state["players"]}
    die = page.locator(f"{BOARD} [data-die=current]")
    assert die.get_attribute("data-seat") == str(state["turn"])
    if state["roll"] is not None:
        assert die.get_attribute("data-value") == str(state["roll"])


def test_a_match_is_played_to_the_end_by_pointer_and_keyboard(web_service, open_page):
    watched = open_page("pc")
    page = watched.page
    create_match(page, web_service, GAME, options={"horses_per_player": 2})
    taken = play_to_end(page, random.Random(3), keyboard_every=4)
    assert taken > 0
    assert page.get_attribute(STATUS, "data-status") == "finished"
    page.wait_for_selector("[data-testid=result]:not([hidden])")
    match_id = page.url.rsplit("/", 1)[-1]
    view = server_view(web_service, match_id)
    winner = view["state"]["winner"]
    assert winner is not None
    page.wait_for_selector(f"{BOARD}[data-version='{view['version']}']")
    assert drawn_horses(page) == viewed_horses(view)
    assert page.locator(f"{BOARD} .piece[data-seat='{winner}'][data-zone=home]").count() >= 1
    assert page.locator(f"{BOARD} [data-winner]").get_attribute("data-winner") == str(winner)
    assert page.locator(BOARD_ACTIONS).count() == 0
    lines = page.eval_on_selector_all("[data-testid=log] li[data-type=horse_moved]",
                                      "items => items.map(i => i.textContent)")
    assert lines and all("horse_moved" not in line for line in lines)
    # the option of 1 horse to bring home (the default) of 2: the banner says so
    assert "first to bring 1 horse of 2 home" in check_outcome(page, web_service, match_id)
    # the viewer's seat is "you", where another seat's horse sends it home too
    lines = check_second_person(page)
    seat = held_seat(page, match_id)["seat"]
    for event in server_events(web_service, match_id):
        if event["type"] == "captured" and event["seat"] == seat and event["seq"] in lines:
            assert "sends your horse" in lines[event["seq"]]
    watched.screenshots("finished")


def test_the_board_draws_the_seat_view_and_a_spectator_the_same(web_service, open_page):
    watched = open_page("pc-seat")
    page = watched.page
    create_match(page, web_service, GAME, seats=["ai", "ai"],
                 options={"extra_six_to_finish": True})
    match_id = page.url.rsplit("/", 1)[-1]
    held = held_seat(page, match_id)
    rng = random.Random(11)
    checked_moves = 0
    for _ in range(40):
        wait_for_my_turn(page)
        view = server_view(web_service, match_id, held["token"])
        assert view["viewer"] == held["seat"] and view["status"] == "active"
        page.wait_for_selector(f"{BOARD}[data-version='{view['version']}']")
        assert_board_is_view(page, view)
        assert drawn_actions(page) == sorted(view["legal_moves"], key=json.dumps)
        assert_destinations_are_the_engines(page, view)
        moves = view["legal_moves"]
        move = moves[rng.randrange(len(moves))]
        if move["type"] == "move_horse":  # its drawn destination is where the engine puts it
            target = page.get_attribute(f"{BOARD} [data-ghost='{move['horse']}']",
                                        "data-target")
            last_seq = read_events(web_service, match_id, 0)["last_seq"]
        page.click(f"{BOARD} [data-action][data-move='{json.dumps(move, separators=(',', ':'))}']")
        if move["type"] == "move_horse":
            page.wait_for_function(
                "v => Number(document.querySelector('[data-testid=pc-board]').dataset.version)"
                " > v", arg=view["version"])
            moved = [e for e in read_events(web_service, match_id, last_seq)["events"]
                     if e["type"] == "horse_moved"][0]
            assert (moved["seat"], moved["horse"], moved["to"]) == (
                held["seat"], move["horse"], int(target))
            checked_moves += 1
            if checked_moves == 3:
                break
    assert checked_moves == 3, "too few horse moves of the seat's to check"

    wait_for_my_turn(page)
    view = server_view(web_service, match_id, held["token"])
    public = server_view(web_service, match_id)
    assert public["viewer"] is None and public["state"] == view["state"]  # nothing is hidden
    watched.screenshots("mid-match")

    spectator = open_page("pc-spectator", locale="fr-FR", color_scheme="dark")
    spectator.page.goto(f"{web_service}/play/#/match/{match_id}")
    spectator.page.wait_for_selector(f"{BOARD}[data-version='{view['version']}']")
    assert_board_is_view(spectator.page, public)
    assert spectator.page.locator("[data-testid=board] [data-action]").count() == 0
    assert spectator.page.locator(f"{BOARD} [data-ghost]").count() == 0
    assert public["seed"] is None and held["token"] not in spectator.page.content()
    assert spectator.page.get_attribute(BOARD, "aria-label") == "Plateau des Petits Chevaux"
    rolled = spectator.page.locator("[data-testid=log] li[data-type=rolled]").first
    assert " fait " in rolled.text_content()
    spectator.screenshots("watching")


def test_no_die_while_the_table_waits_for_its_players(web_service, open_page):
    page = open_page("pc-waiting").page
    match_id = create_match(page, web_service, GAME, seats=["open"])
    page.wait_for_selector(f"{BOARD}[data-phase=roll_off]")
    assert page.locator(f"{BOARD} [data-die]").count() == 0
    waiting = page.locator(f"{BOARD} [data-testid=pc-waiting]")
    assert "once every seat is taken" in waiting.text_content()
    page.get_by_role("button", name="Français").click()
    page.wait_for_function(f"""() => document.querySelector('{BOARD} [data-testid=pc-waiting]')
        ?.textContent.includes('quand toutes les places seront prises')""")
    assert "Place 1" in page.eval_on_selector_all(f"{BOARD} .pc-name",
                                                  "names => names.map(name => name.textContent)")
    joined = requests.post(f"{web_service}/v1/matches/{match_id}/join", json={"name": "Bea"},
                           timeout=10)
    assert joined.status_code in (200, 201), joined.text
    page.wait_for_selector(f"{BOARD}:not([data-phase=roll_off]) [data-die=current]")
    assert page.locator(f"{BOARD} [data-testid=pc-waiting]").count() == 0
