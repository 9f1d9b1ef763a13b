from enum import StrEnum


class PetitsChevauxPassedEventReason(StrEnum):
    NO_LEGAL_MOVE = "no_legal_move"

    def __str__(self) -> str:
        return str(self.value)
