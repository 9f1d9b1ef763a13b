from enum import StrEnum


class RoyalTurfStateRollType0(StrEnum):
    BOMBE = "bombe"
    FER = "fer"
    SELLE = "selle"
    TETE = "tete"

    def __str__(self) -> str:
        return str(self.value)
