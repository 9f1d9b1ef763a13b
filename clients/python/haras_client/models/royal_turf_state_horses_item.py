from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.royal_turf_state_horses_item_colour import RoyalTurfStateHorsesItemColour
from ..models.royal_turf_state_horses_item_id import RoyalTurfStateHorsesItemId
from ..models.royal_turf_state_horses_item_name import RoyalTurfStateHorsesItemName

if TYPE_CHECKING:
    from ..models.royal_turf_state_horses_item_card import RoyalTurfStateHorsesItemCard


T = TypeVar("T", bound="RoyalTurfStateHorsesItem")


@_attrs_define
class RoyalTurfStateHorsesItem:
    """A horse.

    Attributes:
        card (RoyalTurfStateHorsesItemCard): Its card: squares per symbol rolled.
        card_index (int): Which of its cards it runs with this race.
        colour (RoyalTurfStateHorsesItemColour): The horse's colour.
        horse (int): Index of the horse (0..6).
        id (RoyalTurfStateHorsesItemId): The horse's id.
        moved_this_cycle (bool): Whether it moved in this cycle.
        name (RoyalTurfStateHorsesItemName): The horse's name.
        place (int | None): Its place; null unless it finished.
        position (int): Its square (start squares: 0 to -6).
    """

    card: RoyalTurfStateHorsesItemCard
    card_index: int
    colour: RoyalTurfStateHorsesItemColour
    horse: int
    id: RoyalTurfStateHorsesItemId
    moved_this_cycle: bool
    name: RoyalTurfStateHorsesItemName
    place: int | None
    position: int

    def to_dict(self) -> dict[str, Any]:
        card = self.card.to_dict()

        card_index = self.card_index

        colour = self.colour.value

        horse = self.horse

        id = self.id.value

        moved_this_cycle = self.moved_this_cycle

        name = self.name.value

        place: int | None
        place = self.place

        position = self.position

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "card": card,
                "card_index": card_index,
                "colour": colour,
                "horse": horse,
                "id": id,
                "moved_this_cycle": moved_this_cycle,
                "name": name,
                "place": place,
                "position": position,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.royal_turf_state_horses_item_card import RoyalTurfStateHorsesItemCard  # noqa: PLC0415

        d = dict(src_dict)
        card = RoyalTurfStateHorsesItemCard.from_dict(d.pop("card"))

        card_index = d.pop("card_index")

        colour = RoyalTurfStateHorsesItemColour(d.pop("colour"))

        horse = d.pop("horse")

        id = RoyalTurfStateHorsesItemId(d.pop("id"))

        moved_this_cycle = d.pop("moved_this_cycle")

        name = RoyalTurfStateHorsesItemName(d.pop("name"))

        def _parse_place(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        place = _parse_place(d.pop("place"))

        position = d.pop("position")

        royal_turf_state_horses_item = cls(
            card=card,
            card_index=card_index,
            colour=colour,
            horse=horse,
            id=id,
            moved_this_cycle=moved_this_cycle,
            name=name,
            place=place,
            position=position,
        )

        return royal_turf_state_horses_item
