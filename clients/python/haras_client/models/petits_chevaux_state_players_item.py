from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.petits_chevaux_state_players_item_colour import PetitsChevauxStatePlayersItemColour

if TYPE_CHECKING:
    from ..models.petits_chevaux_state_players_item_horses_item import PetitsChevauxStatePlayersItemHorsesItem


T = TypeVar("T", bound="PetitsChevauxStatePlayersItem")


@_attrs_define
class PetitsChevauxStatePlayersItem:
    """A player.

    Attributes:
        arm (int): Its arm of the cross (its colour's).
        colour (PetitsChevauxStatePlayersItemColour): Its colour.
        foot_square (int): The absolute square at the foot of its staircase.
        horses (list[PetitsChevauxStatePlayersItemHorsesItem]): Its horses, by index.
        seat (int): The seat.
        start_square (int): The absolute square its horses enter.
    """

    arm: int
    colour: PetitsChevauxStatePlayersItemColour
    foot_square: int
    horses: list[PetitsChevauxStatePlayersItemHorsesItem]
    seat: int
    start_square: int

    def to_dict(self) -> dict[str, Any]:
        arm = self.arm

        colour = self.colour.value

        foot_square = self.foot_square

        horses = []
        for horses_item_data in self.horses:
            horses_item = horses_item_data.to_dict()
            horses.append(horses_item)

        seat = self.seat

        start_square = self.start_square

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "arm": arm,
                "colour": colour,
                "foot_square": foot_square,
                "horses": horses,
                "seat": seat,
                "start_square": start_square,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.petits_chevaux_state_players_item_horses_item import PetitsChevauxStatePlayersItemHorsesItem  # noqa: PLC0415

        d = dict(src_dict)
        arm = d.pop("arm")

        colour = PetitsChevauxStatePlayersItemColour(d.pop("colour"))

        foot_square = d.pop("foot_square")

        horses = []
        _horses = d.pop("horses")
        for horses_item_data in _horses:
            horses_item = PetitsChevauxStatePlayersItemHorsesItem.from_dict(horses_item_data)

            horses.append(horses_item)

        seat = d.pop("seat")

        start_square = d.pop("start_square")

        petits_chevaux_state_players_item = cls(
            arm=arm,
            colour=colour,
            foot_square=foot_square,
            horses=horses,
            seat=seat,
            start_square=start_square,
        )

        return petits_chevaux_state_players_item
