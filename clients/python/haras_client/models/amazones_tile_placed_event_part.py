from enum import StrEnum


class AmazonesTilePlacedEventPart(StrEnum):
    JAMBES = "jambes"
    TETE = "tete"
    TORSE = "torse"

    def __str__(self) -> str:
        return str(self.value)
