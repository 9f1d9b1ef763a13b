from enum import StrEnum


class RoyalTurfStateHorsesItemId(StrEnum):
    BLACK_VELVET = "black-velvet"
    GOLDEN_ARROW = "golden-arrow"
    LUCKY_STAR = "lucky-star"
    RED_BARON = "red-baron"
    SAHARA_WIND = "sahara-wind"
    SILVER_MOON = "silver-moon"
    STORM_RIDER = "storm-rider"

    def __str__(self) -> str:
        return str(self.value)
