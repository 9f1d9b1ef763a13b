from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.delivery import Delivery


T = TypeVar("T", bound="DeliveryPage")


@_attrs_define
class DeliveryPage:
    """
    Attributes:
        deliveries (list[Delivery]):
        next_cursor (None | str):
    """

    deliveries: list[Delivery]
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        deliveries = []
        for deliveries_item_data in self.deliveries:
            deliveries_item = deliveries_item_data.to_dict()
            deliveries.append(deliveries_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "deliveries": deliveries,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.delivery import Delivery  # noqa: PLC0415

        d = dict(src_dict)
        deliveries = []
        _deliveries = d.pop("deliveries")
        for deliveries_item_data in _deliveries:
            deliveries_item = Delivery.from_dict(deliveries_item_data)

            deliveries.append(deliveries_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        delivery_page = cls(
            deliveries=deliveries,
            next_cursor=next_cursor,
        )

        return delivery_page
