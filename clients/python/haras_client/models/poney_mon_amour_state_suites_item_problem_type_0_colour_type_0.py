from enum import StrEnum


class PoneyMonAmourStateSuitesItemProblemType0ColourType0(StrEnum):
    ETOILE = "etoile"
    FLEUR = "fleur"
    NOTE = "note"
    SPIRALE = "spirale"

    def __str__(self) -> str:
        return str(self.value)
