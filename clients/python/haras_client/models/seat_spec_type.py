from enum import StrEnum


class SeatSpecType(StrEnum):
    AI = "ai"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
