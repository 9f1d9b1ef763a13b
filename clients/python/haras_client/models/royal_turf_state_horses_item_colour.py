from enum import StrEnum


class RoyalTurfStateHorsesItemColour(StrEnum):
    BLANC = "blanc"
    BLEU = "bleu"
    JAUNE = "jaune"
    NOIR = "noir"
    ORANGE = "orange"
    ROUGE = "rouge"
    VERT = "vert"

    def __str__(self) -> str:
        return str(self.value)
