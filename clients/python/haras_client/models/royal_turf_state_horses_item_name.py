from enum import StrEnum


class RoyalTurfStateHorsesItemName(StrEnum):
    BLACK_VELVET = "Black Velvet"
    GOLDEN_ARROW = "Golden Arrow"
    LUCKY_STAR = "Lucky Star"
    RED_BARON = "Red Baron"
    SAHARA_WIND = "Sahara Wind"
    SILVER_MOON = "Silver Moon"
    STORM_RIDER = "Storm Rider"

    def __str__(self) -> str:
        return str(self.value)
