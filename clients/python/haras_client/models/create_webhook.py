from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_webhook_events_item import CreateWebhookEventsItem

T = TypeVar("T", bound="CreateWebhook")


@_attrs_define
class CreateWebhook:
    """
    Attributes:
        events (list[CreateWebhookEventsItem]): The event types wanted.
        url (str): Where events are POSTed: https, a public host (see WEBHOOK_ALLOWLIST for the exceptions).
    """

    events: list[CreateWebhookEventsItem]
    url: str

    def to_dict(self) -> dict[str, Any]:
        events = []
        for events_item_data in self.events:
            events_item = events_item_data.value
            events.append(events_item)

        url = self.url

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "events": events,
                "url": url,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        events = []
        _events = d.pop("events")
        for events_item_data in _events:
            events_item = CreateWebhookEventsItem(events_item_data)

            events.append(events_item)

        url = d.pop("url")

        create_webhook = cls(
            events=events,
            url=url,
        )

        return create_webhook
