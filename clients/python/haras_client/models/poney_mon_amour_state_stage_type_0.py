from enum import StrEnum


class PoneyMonAmourStateStageType0(StrEnum):
    ACT = "act"
    DRAW = "draw"

    def __str__(self) -> str:
        return str(self.value)
