from enum import StrEnum


class ProblemQuota(StrEnum):
    AI_THINK_MS = "ai_think_ms"
    ARENAS = "arenas"
    ARENA_THINK_MS = "arena_think_ms"
    PLAYERS = "players"
    TICKETS = "tickets"

    def __str__(self) -> str:
        return str(self.value)
