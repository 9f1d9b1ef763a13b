from enum import StrEnum


class PoneyMonAmourStatePhase(StrEnum):
    FINISHED = "finished"
    PLAY = "play"
    SCORING = "scoring"

    def __str__(self) -> str:
        return str(self.value)
