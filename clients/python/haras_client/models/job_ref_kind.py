from enum import StrEnum


class JobRefKind(StrEnum):
    AI_TURN = "ai_turn"
    DEADLINE = "deadline"
    RATING = "rating"
    SCORING = "scoring"

    def __str__(self) -> str:
        return str(self.value)
