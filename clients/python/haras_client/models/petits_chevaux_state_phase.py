from enum import StrEnum


class PetitsChevauxStatePhase(StrEnum):
    FINISHED = "finished"
    MOVE = "move"
    ROLL = "roll"
    ROLL_OFF = "roll_off"

    def __str__(self) -> str:
        return str(self.value)
