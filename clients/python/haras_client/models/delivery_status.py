from enum import StrEnum


class DeliveryStatus(StrEnum):
    DELIVERED = "delivered"
    DROPPED = "dropped"
    FAILED = "failed"
    GIVEN_UP = "given_up"

    def __str__(self) -> str:
        return str(self.value)
