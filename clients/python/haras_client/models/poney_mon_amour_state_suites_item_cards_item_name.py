from enum import StrEnum


class PoneyMonAmourStateSuitesItemCardsItemName(StrEnum):
    FILET = "Filet"
    LICOL = "Licol"
    PANSAGE = "Pansage"
    PONEY = "Poney"
    SELLE = "Selle"
    TAPIS = "Tapis"

    def __str__(self) -> str:
        return str(self.value)
