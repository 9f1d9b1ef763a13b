from enum import StrEnum


class ArenaViewStatus(StrEnum):
    CANCELLED = "cancelled"
    FINISHED = "finished"
    RUNNING = "running"

    def __str__(self) -> str:
        return str(self.value)
