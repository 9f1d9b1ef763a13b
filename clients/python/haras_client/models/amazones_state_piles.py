from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_state_piles_jambes import AmazonesStatePilesJambes
    from ..models.amazones_state_piles_tete import AmazonesStatePilesTete
    from ..models.amazones_state_piles_torse import AmazonesStatePilesTorse


T = TypeVar("T", bound="AmazonesStatePiles")


@_attrs_define
class AmazonesStatePiles:
    """The piles, by part.

    Attributes:
        jambes (AmazonesStatePilesJambes): A pile.
        tete (AmazonesStatePilesTete): A pile.
        torse (AmazonesStatePilesTorse): A pile.
    """

    jambes: AmazonesStatePilesJambes
    tete: AmazonesStatePilesTete
    torse: AmazonesStatePilesTorse

    def to_dict(self) -> dict[str, Any]:
        jambes = self.jambes.to_dict()

        tete = self.tete.to_dict()

        torse = self.torse.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "jambes": jambes,
                "tete": tete,
                "torse": torse,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_state_piles_jambes import AmazonesStatePilesJambes  # noqa: PLC0415
        from ..models.amazones_state_piles_tete import AmazonesStatePilesTete  # noqa: PLC0415
        from ..models.amazones_state_piles_torse import AmazonesStatePilesTorse  # noqa: PLC0415

        d = dict(src_dict)
        jambes = AmazonesStatePilesJambes.from_dict(d.pop("jambes"))

        tete = AmazonesStatePilesTete.from_dict(d.pop("tete"))

        torse = AmazonesStatePilesTorse.from_dict(d.pop("torse"))

        amazones_state_piles = cls(
            jambes=jambes,
            tete=tete,
            torse=torse,
        )

        return amazones_state_piles
