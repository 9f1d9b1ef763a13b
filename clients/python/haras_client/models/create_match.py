from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_match_game import CreateMatchGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.amazones_options import AmazonesOptions
    from ..models.petits_chevaux_options import PetitsChevauxOptions
    from ..models.poney_mon_amour_options import PoneyMonAmourOptions
    from ..models.royal_turf_options import RoyalTurfOptions
    from ..models.seat_spec import SeatSpec


T = TypeVar("T", bound="CreateMatch")


@_attrs_define
class CreateMatch:
    """
    Attributes:
        game (CreateMatchGame): A catalog game id. Example: petits-chevaux.
        seats (list[SeatSpec]): Seats in clockwise order; their count must fit the game's min/max players. Example:
            [{'name': 'Ana', 'type': 'human'}, {'ai': {'level': 'greedy'}, 'type': 'ai'}].
        options (AmazonesOptions | PetitsChevauxOptions | PoneyMonAmourOptions | RoyalTurfOptions | Unset): The game's
            options; omitted ones take their defaults. Example: {}.
        seed (int | Unset): Seed of the match's RNG (drawn by the server if omitted); only with no open seat. Revealed
            when the match ends.
    """

    game: CreateMatchGame
    seats: list[SeatSpec]
    options: AmazonesOptions | PetitsChevauxOptions | PoneyMonAmourOptions | RoyalTurfOptions | Unset = UNSET
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_options import AmazonesOptions  # noqa: PLC0415
        from ..models.petits_chevaux_options import PetitsChevauxOptions  # noqa: PLC0415
        from ..models.royal_turf_options import RoyalTurfOptions  # noqa: PLC0415

        game = self.game.value

        seats = []
        for seats_item_data in self.seats:
            seats_item = seats_item_data.to_dict()
            seats.append(seats_item)

        options: dict[str, Any] | Unset
        if isinstance(self.options, Unset):
            options = UNSET
        elif isinstance(self.options, PetitsChevauxOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, RoyalTurfOptions):
            options = self.options.to_dict()
        elif isinstance(self.options, AmazonesOptions):
            options = self.options.to_dict()
        else:
            options = self.options.to_dict()

        seed = self.seed

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
                "seats": seats,
            }
        )
        if options is not UNSET:
            field_dict["options"] = options
        if seed is not UNSET:
            field_dict["seed"] = seed

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_options import AmazonesOptions  # noqa: PLC0415
        from ..models.petits_chevaux_options import PetitsChevauxOptions  # noqa: PLC0415
        from ..models.poney_mon_amour_options import PoneyMonAmourOptions  # noqa: PLC0415
        from ..models.royal_turf_options import RoyalTurfOptions  # noqa: PLC0415
        from ..models.seat_spec import SeatSpec  # noqa: PLC0415

        d = dict(src_dict)
        game = CreateMatchGame(d.pop("game"))

        seats = []
        _seats = d.pop("seats")
        for seats_item_data in _seats:
            seats_item = SeatSpec.from_dict(seats_item_data)

            seats.append(seats_item)

        def _parse_options(
            data: object,
        ) -> AmazonesOptions | PetitsChevauxOptions | PoneyMonAmourOptions | RoyalTurfOptions | Unset:
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_0 = PetitsChevauxOptions.from_dict(data)

                return options_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_1 = RoyalTurfOptions.from_dict(data)

                return options_type_1
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                options_type_2 = AmazonesOptions.from_dict(data)

                return options_type_2
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            if not isinstance(data, dict):
                raise TypeError()
            options_type_3 = PoneyMonAmourOptions.from_dict(data)

            return options_type_3

        options = _parse_options(d.pop("options", UNSET))

        seed = d.pop("seed", UNSET)

        create_match = cls(
            game=game,
            seats=seats,
            options=options,
            seed=seed,
        )

        return create_match
