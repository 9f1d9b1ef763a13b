from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.webhook_event_type import WebhookEventType

if TYPE_CHECKING:
    from ..models.webhook_event_data import WebhookEventData


T = TypeVar("T", bound="WebhookEvent")


@_attrs_define
class WebhookEvent:
    """
    Attributes:
        created_at (float):
        data (WebhookEventData):
        game (str):
        id (str): Stable: a retry or a redelivery has the same id (deduplicate on it).
        match_id (str):
        type_ (WebhookEventType):
    """

    created_at: float
    data: WebhookEventData
    game: str
    id: str
    match_id: str
    type_: WebhookEventType

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        data = self.data.to_dict()

        game = self.game

        id = self.id

        match_id = self.match_id

        type_ = self.type_.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "data": data,
                "game": game,
                "id": id,
                "match_id": match_id,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.webhook_event_data import WebhookEventData  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        data = WebhookEventData.from_dict(d.pop("data"))

        game = d.pop("game")

        id = d.pop("id")

        match_id = d.pop("match_id")

        type_ = WebhookEventType(d.pop("type"))

        webhook_event = cls(
            created_at=created_at,
            data=data,
            game=game,
            id=id,
            match_id=match_id,
            type_=type_,
        )

        return webhook_event
