from enum import StrEnum


class PetitsChevauxStatePlayersItemColour(StrEnum):
    BLEU = "bleu"
    JAUNE = "jaune"
    ROUGE = "rouge"
    VERT = "vert"

    def __str__(self) -> str:
        return str(self.value)
