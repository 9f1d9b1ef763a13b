from enum import StrEnum


class PoneyMonAmourStateHandsItemCardsType0ItemColourType0(StrEnum):
    ETOILE = "etoile"
    FLEUR = "fleur"
    NOTE = "note"
    SPIRALE = "spirale"

    def __str__(self) -> str:
        return str(self.value)
