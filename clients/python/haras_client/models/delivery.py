from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.delivery_event_type import DeliveryEventType
from ..models.delivery_status import DeliveryStatus

if TYPE_CHECKING:
    from ..models.webhook_event import WebhookEvent


T = TypeVar("T", bound="Delivery")


@_attrs_define
class Delivery:
    """
    Attributes:
        at (float):
        attempt (int): 1 for the first try; 0 for a delivery dropped untried.
        duration_ms (float | None):
        error (None | str): Why no 2xx came: `timeout`, `connect`, `refused_url`, ...
        event (WebhookEvent):
        event_id (str):
        event_type (DeliveryEventType):
        id (str): This attempt's id (for redeliver).
        match_id (str):
        next_attempt_at (float | None):
        status (DeliveryStatus): `failed`: retried at `next_attempt_at`; `given_up`: the last attempt failed; `dropped`:
            not sent (key revoked).
        status_code (int | None): The receiver's HTTP status.
    """

    at: float
    attempt: int
    duration_ms: float | None
    error: None | str
    event: WebhookEvent
    event_id: str
    event_type: DeliveryEventType
    id: str
    match_id: str
    next_attempt_at: float | None
    status: DeliveryStatus
    status_code: int | None

    def to_dict(self) -> dict[str, Any]:
        at = self.at

        attempt = self.attempt

        duration_ms: float | None
        duration_ms = self.duration_ms

        error: None | str
        error = self.error

        event = self.event.to_dict()

        event_id = self.event_id

        event_type = self.event_type.value

        id = self.id

        match_id = self.match_id

        next_attempt_at: float | None
        next_attempt_at = self.next_attempt_at

        status = self.status.value

        status_code: int | None
        status_code = self.status_code

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "at": at,
                "attempt": attempt,
                "duration_ms": duration_ms,
                "error": error,
                "event": event,
                "event_id": event_id,
                "event_type": event_type,
                "id": id,
                "match_id": match_id,
                "next_attempt_at": next_attempt_at,
                "status": status,
                "status_code": status_code,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_event import WebhookEvent  # noqa: PLC0415

        d = dict(src_dict)
        at = d.pop("at")

        attempt = d.pop("attempt")

        def _parse_duration_ms(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        duration_ms = _parse_duration_ms(d.pop("duration_ms"))

        def _parse_error(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        error = _parse_error(d.pop("error"))

        event = WebhookEvent.from_dict(d.pop("event"))

        event_id = d.pop("event_id")

        event_type = DeliveryEventType(d.pop("event_type"))

        id = d.pop("id")

        match_id = d.pop("match_id")

        def _parse_next_attempt_at(data: object) -> float | None:
            if data is None:
                return data
            return cast(float | None, data)

        next_attempt_at = _parse_next_attempt_at(d.pop("next_attempt_at"))

        status = DeliveryStatus(d.pop("status"))

        def _parse_status_code(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        status_code = _parse_status_code(d.pop("status_code"))

        delivery = cls(
            at=at,
            attempt=attempt,
            duration_ms=duration_ms,
            error=error,
            event=event,
            event_id=event_id,
            event_type=event_type,
            id=id,
            match_id=match_id,
            next_attempt_at=next_attempt_at,
            status=status,
            status_code=status_code,
        )

        return delivery
