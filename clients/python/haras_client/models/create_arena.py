from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.create_arena_game import CreateArenaGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.amazones_options import AmazonesOptions
    from ..models.arena_player_spec import ArenaPlayerSpec
    from ..models.petits_chevaux_options import PetitsChevauxOptions
    from ..models.poney_mon_amour_options import PoneyMonAmourOptions
    from ..models.royal_turf_options import RoyalTurfOptions


T = TypeVar("T", bound="CreateArena")


@_attrs_define
class CreateArena:
    """
    Attributes:
        game (CreateArenaGame): A catalog game id. Example: petits-chevaux.
        matches (int): How many matches to play. Example: 2.
        players (list[ArenaPlayerSpec]): The arena's players; each is one seat of every match, so their count must fit
            the game's min/max players. Example: [{'level': 'greedy'}, {'level': 'random'}].
        options (AmazonesOptions | PetitsChevauxOptions | PoneyMonAmourOptions | RoyalTurfOptions | Unset): The game's
            options, for every match. Example: {}.
        seed (int | Unset): Seed of the arena (random if omitted): match i's seed derives from it and i.
    """

    game: CreateArenaGame
    matches: int
    players: list[ArenaPlayerSpec]
    options: AmazonesOptions | PetitsChevauxOptions | PoneyMonAmourOptions | RoyalTurfOptions | Unset = UNSET
    seed: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_options import AmazonesOptions  # noqa: PLC0415
        from ..models.petits_chevaux_options import PetitsChevauxOptions  # noqa: PLC0415
        from ..models.royal_turf_options import RoyalTurfOptions  # noqa: PLC0415

        game = self.game.value

        matches = self.matches

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

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
                "matches": matches,
                "players": players,
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
        from ..models.arena_player_spec import ArenaPlayerSpec  # noqa: PLC0415
        from ..models.petits_chevaux_options import PetitsChevauxOptions  # noqa: PLC0415
        from ..models.poney_mon_amour_options import PoneyMonAmourOptions  # noqa: PLC0415
        from ..models.royal_turf_options import RoyalTurfOptions  # noqa: PLC0415

        d = dict(src_dict)
        game = CreateArenaGame(d.pop("game"))

        matches = d.pop("matches")

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = ArenaPlayerSpec.from_dict(players_item_data)

            players.append(players_item)

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

        create_arena = cls(
            game=game,
            matches=matches,
            players=players,
            options=options,
            seed=seed,
        )

        return create_arena
