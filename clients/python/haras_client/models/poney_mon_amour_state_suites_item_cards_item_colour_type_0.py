from enum import StrEnum


class PoneyMonAmourStateSuitesItemCardsItemColourType0(StrEnum):
    ETOILE = "etoile"
    FLEUR = "fleur"
    NOTE = "note"
    SPIRALE = "spirale"

    def __str__(self) -> str:
        return str(self.value)
