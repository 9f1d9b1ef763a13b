"""Small pieces the games' AIs share: picking among equally good moves, and turning
estimates into soft win chances for the search."""

import math

from engines import rng as random


def best_of(moves: list[dict], values: list[float], stream: dict) -> dict:
    """A move of the highest value, ties broken by `stream`."""
    best = max(values)
    choices = [m for m, v in zip(moves, values, strict=True) if v == best]
    return choices[random.draw(stream, len(choices))]


def any_of(moves: list[dict], stream: dict) -> dict:
    return moves[random.draw(stream, len(moves))]


def win_chances(estimates: list[float], temperature: float) -> list[float]:
    """Softmax of the seats' estimates: who is ahead by `temperature` is e times likelier
    to win. The chances sum to 1."""
    top = max(estimates)
    weights = [math.exp((e - top) / temperature) for e in estimates]
    total = sum(weights)
    return [w / total for w in weights]
