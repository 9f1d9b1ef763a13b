from enum import StrEnum


class PetitsChevauxStatePhase(StrEnum):
    FINISHED = "finished"
    MOVE = "move"
    ROLL = "roll"

    def __str__(self) -> str:
        return str(self.value)
