from enum import StrEnum


class AmazonesRoundScoredEventRound(StrEnum):
    FINAL = "final"

    def __str__(self) -> str:
        return str(self.value)
