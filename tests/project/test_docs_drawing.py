"""docs/drawing-a-board.md's code places Petits Chevaux horses as the board is drawn: the 56
squares are a closed path of neighbouring cells on the cross, each staircase climbs from its
arm's tip to the centre, and the viewer's arm comes at the bottom."""

import re

import pytest

from support.processes import ROOT

DOC = open(f"{ROOT}/docs/drawing-a-board.md", encoding="utf-8").read()


@pytest.fixture(scope="module")
def doc():
    (code,) = re.findall(r"```python\n(.*?)```", DOC, re.DOTALL)
    names: dict = {}
    exec(compile(code, "docs/drawing-a-board.md", "exec"), names)
    return names


def on_track(doc, square, rotation=0):
    return doc["cell_of"]({"arm": 0}, {"zone": "track", "square": square}, rotation)


def neighbours(a, b):
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def test_the_track_is_a_closed_path_on_the_cross(doc):
    cells = [on_track(doc, square) for square in range(56)]
    assert len(set(cells)) == 56
    assert all(6 <= col <= 8 or 6 <= row <= 8 for col, row in cells)
    assert all(neighbours(cells[i], cells[(i + 1) % 56]) for i in range(56))


@pytest.mark.parametrize("arm", range(4))
def test_a_staircase_climbs_from_its_arms_tip_to_the_centre(doc, arm):
    steps = [doc["cell_of"]({"arm": arm}, {"zone": "staircase", "step": step}, 0)
             for step in range(1, 7)]
    track = {on_track(doc, square) for square in range(56)}
    assert not track & set(steps)
    assert neighbours(on_track(doc, 14 * arm), steps[0])
    assert all(neighbours(a, b) for a, b in zip(steps, steps[1:], strict=False))
    assert neighbours(steps[-1], (7, 7))


@pytest.mark.parametrize("arm", range(4))
def test_the_viewers_start_square_is_drawn_at_the_bottom(doc, arm):
    view = {"viewer": 1, "state": {"players": [{"arm": (arm + 2) % 4}, {"arm": arm}]}}
    col, row = on_track(doc, 14 * arm + 1, doc["rotation_for"](view))
    assert row == 14
