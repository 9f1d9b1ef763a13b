from enum import StrEnum


class PoneyMonAmourPassedEventReason(StrEnum):
    NO_LEGAL_MOVE = "no_legal_move"

    def __str__(self) -> str:
        return str(self.value)
