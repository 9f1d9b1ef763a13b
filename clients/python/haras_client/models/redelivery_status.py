from enum import StrEnum


class RedeliveryStatus(StrEnum):
    QUEUED = "queued"

    def __str__(self) -> str:
        return str(self.value)
