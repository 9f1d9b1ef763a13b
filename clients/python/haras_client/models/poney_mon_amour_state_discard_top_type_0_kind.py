from enum import StrEnum


class PoneyMonAmourStateDiscardTopType0Kind(StrEnum):
    AMOUR = "amour"
    COLERE = "colere"
    PROBLEM = "problem"
    SOLUTION = "solution"
    STEP = "step"

    def __str__(self) -> str:
        return str(self.value)
