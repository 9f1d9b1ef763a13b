from enum import StrEnum


class PoneyMonAmourStateSuitesItemCardsItemKind(StrEnum):
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)
