from enum import StrEnum


class PoneyMonAmourStateSuitesItemProblemType0Name(StrEnum):
    BOUE = "Boue"
    CAILLOU_DANS_LE_SABOT = "Caillou dans le sabot"
    CRINIÈRE_EMMÊLÉE = "Crinière emmêlée"
    FER_PERDU = "Fer perdu"
    GROSSE_COLÈRE = "Grosse Colère"
    MOUCHES = "Mouches"
    PONEY_BOUDEUR = "Poney boudeur"

    def __str__(self) -> str:
        return str(self.value)
