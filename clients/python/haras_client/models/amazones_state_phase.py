from enum import StrEnum


class AmazonesStatePhase(StrEnum):
    FINISHED = "finished"
    FIRST_BID = "first_bid"
    SCORING = "scoring"
    SECOND_BID = "second_bid"
    TILES = "tiles"

    def __str__(self) -> str:
        return str(self.value)
