from enum import StrEnum


class AmazonesStateInPlayItem(StrEnum):
    JAMBES = "jambes"
    TETE = "tete"
    TORSE = "torse"

    def __str__(self) -> str:
        return str(self.value)
