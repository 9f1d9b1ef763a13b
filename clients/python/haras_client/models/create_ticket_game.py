from enum import StrEnum


class CreateTicketGame(StrEnum):
    AMAZONES = "amazones"
    PETITS_CHEVAUX = "petits-chevaux"
    PONEY_MON_AMOUR = "poney-mon-amour"
    ROYAL_TURF = "royal-turf"

    def __str__(self) -> str:
        return str(self.value)
