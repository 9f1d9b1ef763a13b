from enum import StrEnum


class ListMatchesStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    SCORING = "scoring"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
