from enum import StrEnum


class PoneyMonAmourRoundStoppedEventReason(StrEnum):
    MAX_TURNS_PER_ROUND = "max_turns_per_round"
    NO_CARDS = "no_cards"

    def __str__(self) -> str:
        return str(self.value)
