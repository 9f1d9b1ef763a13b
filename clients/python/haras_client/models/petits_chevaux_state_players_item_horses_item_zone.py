from enum import StrEnum


class PetitsChevauxStatePlayersItemHorsesItemZone(StrEnum):
    HOME = "home"
    STABLE = "stable"
    STAIRCASE = "staircase"
    TRACK = "track"

    def __str__(self) -> str:
        return str(self.value)
