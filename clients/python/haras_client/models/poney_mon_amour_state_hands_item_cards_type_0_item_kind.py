from enum import StrEnum


class PoneyMonAmourStateHandsItemCardsType0ItemKind(StrEnum):
    AMOUR = "amour"
    COLERE = "colere"
    PROBLEM = "problem"
    SOLUTION = "solution"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)
