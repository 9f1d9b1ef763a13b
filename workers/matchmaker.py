"""The matchmaker job: groups a game's tickets into matches (service/club/matchmaking.py)."""

from service.club import matchmaking
from workers import runtime


def match_tickets(game: str, token: str) -> dict:
    """Runs the matchmaker of `game` under the lease `token` (a job whose lease another job
    took over does nothing)."""
    return matchmaking.run(runtime(), game, token)
