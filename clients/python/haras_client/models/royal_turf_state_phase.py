from enum import StrEnum


class RoyalTurfStatePhase(StrEnum):
    BETTING = "betting"
    FINISHED = "finished"
    RACING = "racing"
    SCORING = "scoring"

    def __str__(self) -> str:
        return str(self.value)
