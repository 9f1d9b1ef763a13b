from enum import StrEnum


class PetitsChevauxTurnForfeitedEventReason(StrEnum):
    TOO_MANY_SIXES = "too_many_sixes"

    def __str__(self) -> str:
        return str(self.value)
