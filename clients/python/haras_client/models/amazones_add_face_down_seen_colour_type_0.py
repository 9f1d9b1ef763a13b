from enum import StrEnum


class AmazonesAddFaceDownSeenColourType0(StrEnum):
    BLEU = "bleu"
    JAUNE = "jaune"
    ROUGE = "rouge"
    VERT = "vert"
    VIOLET = "violet"

    def __str__(self) -> str:
        return str(self.value)
