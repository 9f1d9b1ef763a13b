from enum import StrEnum


class PoneyMonAmourStateSuitesItemProblemType0SuiteType0(StrEnum):
    ETOILE = "etoile"
    FLEUR = "fleur"
    NEUTRE_A = "neutre_a"
    NEUTRE_B = "neutre_b"
    NOTE = "note"
    SPIRALE = "spirale"

    def __str__(self) -> str:
        return str(self.value)
