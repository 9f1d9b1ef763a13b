from enum import StrEnum


class PoneyMonAmourDrewEventSource(StrEnum):
    DISCARD = "discard"
    PILE = "pile"

    def __str__(self) -> str:
        return str(self.value)
