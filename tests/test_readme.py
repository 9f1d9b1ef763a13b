"""The README's code as a newcomer copies it, run against the real service (gunicorn + a
worker): it must not crash when the AI plays first."""

import dataclasses
import re

import httpx
import pytest
from haras_client.api.matches import get_legal_moves

from engines.registry import GAMES

from conftest import ROOT, start_gunicorn, start_worker, stop_process, wait_for

README = open(f"{ROOT}/README.md", encoding="utf-8").read()


def snippet(language: str, containing: str) -> str:
    (found,) = [block for block in re.findall(rf"```{language}\n(.*?)```", README, re.DOTALL)
                if containing in block]
    return found


def seed_where_the_ai_opens(game_id: str, ai_seat: int) -> int:
    game = GAMES[game_id]
    options = game.resolve_options({}, 2)
    return next(seed for seed in range(1000)
                if game.to_act(game.setup(2, options, seed)[0]) == [ai_seat])


@pytest.fixture()
def service_without_worker(settings):
    """gunicorn on a queue no worker serves yet, and a function that starts its worker."""
    own = dataclasses.replace(settings, rq_queue=f"{settings.rq_queue}-readme")
    server, base = start_gunicorn(own, workers=1)
    workers = []
    yield base, lambda: workers.append(start_worker(own))
    for process in [server, *workers]:
        stop_process(process)


def seats_that_moved(base: str, match_id: str) -> list[int]:
    events = httpx.get(f"{base}/v1/matches/{match_id}/events", params={"after": 0}).json()
    return [event["seat"] for event in events["events"] if event["type"] == "move_played"]


def test_python_snippet_waits_for_the_ai_to_open(service_without_worker, monkeypatch):
    base, start_the_worker = service_without_worker
    code = snippet("python", "haras_client")
    opening = '{"game": "petits-chevaux",'
    assert opening in code
    # The README's match, with a seed (its creator holds every human seat) where the AI opens.
    seed = seed_where_the_ai_opens("petits-chevaux", ai_seat=1)
    code = code.replace(opening, f'{{"seed": {seed}, "game": "petits-chevaux",', 1)
    # The AI moves only once the snippet has asked for its legal moves: it asks first.
    first_answers = []
    ask = get_legal_moves.sync

    def ask_then_let_the_ai_play(*args, **kwargs):
        answer = ask(*args, **kwargs)
        if not first_answers:
            first_answers.append(answer)
            start_the_worker()
        return answer

    monkeypatch.setattr(get_legal_moves, "sync", ask_then_let_the_ai_play)
    names = {"URL": base}
    exec(compile(code, "README.md", "exec"), names)

    assert first_answers[0].legal_moves == []  # the snippet met the AI's turn
    match_id = names["created"].match.id
    assert seats_that_moved(base, match_id)[0] == 1  # the AI opened
    wait_for(lambda: 0 in seats_that_moved(base, match_id))  # then Ana's move was played
