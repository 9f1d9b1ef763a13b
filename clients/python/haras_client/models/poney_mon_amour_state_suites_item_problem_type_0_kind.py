from enum import StrEnum


class PoneyMonAmourStateSuitesItemProblemType0Kind(StrEnum):
    COLERE = "colere"
    PROBLEM = "problem"

    def __str__(self) -> str:
        return str(self.value)
