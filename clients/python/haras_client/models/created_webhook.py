from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.created_webhook_events_item import CreatedWebhookEventsItem

T = TypeVar("T", bound="CreatedWebhook")


@_attrs_define
class CreatedWebhook:
    """
    Attributes:
        api_key_id (str): The key the subscription belongs to.
        created_at (float):
        events (list[CreatedWebhookEventsItem]):
        id (str):
        secret (str): Signs every delivery (`Haras-Webhook-Signature`); shown only here.
        url (str):
    """

    api_key_id: str
    created_at: float
    events: list[CreatedWebhookEventsItem]
    id: str
    secret: str
    url: str

    def to_dict(self) -> dict[str, Any]:
        api_key_id = self.api_key_id

        created_at = self.created_at

        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        id = self.id

        secret = self.secret

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "api_key_id": api_key_id,
                "created_at": created_at,
                "events": events,
                "id": id,
                "secret": secret,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        api_key_id = d.pop("api_key_id")

        created_at = d.pop("created_at")

        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = CreatedWebhookEventsItem(events_item_data)

            events.append(events_item)

        id = d.pop("id")

        secret = d.pop("secret")

        url = d.pop("url")

        created_webhook = cls(
            api_key_id=api_key_id,
            created_at=created_at,
            events=events,
            id=id,
            secret=secret,
            url=url,
        )

        return created_webhook
