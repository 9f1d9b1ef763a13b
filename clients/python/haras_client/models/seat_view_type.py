from enum import StrEnum


class SeatViewType(StrEnum):
    AI = "ai"
    HUMAN = "human"

    def __str__(self) -> str:
        return str(self.value)
