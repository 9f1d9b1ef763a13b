from enum import StrEnum


class AmazonesPlaceTilePart(StrEnum):
    JAMBES = "jambes"
    TETE = "tete"
    TORSE = "torse"

    def __str__(self) -> str:
        return str(self.value)
