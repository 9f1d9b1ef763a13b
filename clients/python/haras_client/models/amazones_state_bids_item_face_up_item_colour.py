from enum import StrEnum


class AmazonesStateBidsItemFaceUpItemColour(StrEnum):
    BLEU = "bleu"
    JAUNE = "jaune"
    ROUGE = "rouge"
    VERT = "vert"
    VIOLET = "violet"

    def __str__(self) -> str:
        return str(self.value)
