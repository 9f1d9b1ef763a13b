from enum import StrEnum


class PetitsChevauxMatchViewStatus(StrEnum):
    ACTIVE = "active"
    FINISHED = "finished"
    SCORING = "scoring"
    WAITING = "waiting"

    def __str__(self) -> str:
        return str(self.value)
