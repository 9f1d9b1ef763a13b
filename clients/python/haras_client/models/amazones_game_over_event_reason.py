from enum import StrEnum


class AmazonesGameOverEventReason(StrEnum):
    TWO_PILES_EMPTY = "two_piles_empty"

    def __str__(self) -> str:
        return str(self.value)
