"""The turn-deadline job: a human seat that lets its time run out has its decision played by
a stand-in (service/match/moves.py)."""

from service.match import moves
from workers import runtime


def play_timed_out_turn(match_id: str, version: int) -> dict:
    return moves.play_timed_out_turn(runtime(), match_id, version)
