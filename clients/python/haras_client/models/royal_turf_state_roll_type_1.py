from enum import StrEnum


class RoyalTurfStateRollType1(StrEnum):
    BOMBE = "bombe"
    FER = "fer"
    SELLE = "selle"
    TETE = "tete"

    def __str__(self) -> str:
        return str(self.value)
