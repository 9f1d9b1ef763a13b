from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.petits_chevaux_state_players_item_horses_item_zone import PetitsChevauxStatePlayersItemHorsesItemZone

T = TypeVar("T", bound="PetitsChevauxStatePlayersItemHorsesItem")


@_attrs_define
class PetitsChevauxStatePlayersItemHorsesItem:
    """A horse.

    Attributes:
        horse (int): Index of the horse among its player's.
        progress (int): Its progress (-1: in the stable, 0..55: on the track from its start square, 56..: staircase
            steps; home_progress: the centre).
        square (int | None): Its absolute track square; null off the track.
        step (int | None): Its staircase step; null off the staircase.
        zone (PetitsChevauxStatePlayersItemHorsesItemZone): Where it is.
    """

    horse: int
    progress: int
    square: int | None
    step: int | None
    zone: PetitsChevauxStatePlayersItemHorsesItemZone

    def to_dict(self) -> dict[str, Any]:
        horse = self.horse

        progress = self.progress

        square: int | None
        square = self.square

        step: int | None
        step = self.step

        zone = self.zone.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "horse": horse,
                "progress": progress,
                "square": square,
                "step": step,
                "zone": zone,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        horse = d.pop("horse")

        progress = d.pop("progress")

        def _parse_square(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        square = _parse_square(d.pop("square"))

        def _parse_step(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        step = _parse_step(d.pop("step"))

        zone = PetitsChevauxStatePlayersItemHorsesItemZone(d.pop("zone"))

        petits_chevaux_state_players_item_horses_item = cls(
            horse=horse,
            progress=progress,
            square=square,
            step=step,
            zone=zone,
        )

        return petits_chevaux_state_players_item_horses_item
