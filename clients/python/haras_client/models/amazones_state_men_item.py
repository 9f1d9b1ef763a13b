from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_state_men_item_men_item import AmazonesStateMenItemMenItem


T = TypeVar("T", bound="AmazonesStateMenItem")


@_attrs_define
class AmazonesStateMenItem:
    """A seat's men.

    Attributes:
        men (list[AmazonesStateMenItemMenItem]): The men in front of it, in order.
        seat (int): The seat.
    """

    men: list[AmazonesStateMenItemMenItem]
    seat: int

    def to_dict(self) -> dict[str, Any]:
        men = []
        for men_item_data in self.men:
            men_item = men_item_data.to_dict()
            men.append(men_item)

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "men": men,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_state_men_item_men_item import AmazonesStateMenItemMenItem  # noqa: PLC0415

        d = dict(src_dict)
        men = []
        _men = d.pop("men")
        for men_item_data in _men:
            men_item = AmazonesStateMenItemMenItem.from_dict(men_item_data)

            men.append(men_item)

        seat = d.pop("seat")

        amazones_state_men_item = cls(
            men=men,
            seat=seat,
        )

        return amazones_state_men_item
