from enum import StrEnum


class WebhookEventType(StrEnum):
    MATCH_FINISHED = "match_finished"
    MATCH_STARTED = "match_started"
    ROUND_SCORED = "round_scored"
    SEAT_JOINED = "seat_joined"
    TICKET_MATCHED = "ticket.matched"
    TURN_STARTED = "turn_started"

    def __str__(self) -> str:
        return str(self.value)
