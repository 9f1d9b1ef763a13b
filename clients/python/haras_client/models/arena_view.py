from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.arena_view_status import ArenaViewStatus

if TYPE_CHECKING:
    from ..models.arena_player import ArenaPlayer
    from ..models.arena_view_elo import ArenaViewElo
    from ..models.arena_view_options import ArenaViewOptions
    from ..models.arena_view_results import ArenaViewResults


T = TypeVar("T", bound="ArenaView")


@_attrs_define
class ArenaView:
    """
    Attributes:
        created_at (float):
        done (int): Matches played to their result.
        elo (ArenaViewElo): Elo per player (key: index in `players`; mean 1500), fitted to the pairwise outcomes of the
            matches done.
        failed (int): Matches the engine could not finish (not counted in `done`).
        game (str):
        id (str):
        options (ArenaViewOptions): The resolved options of every match.
        players (list[ArenaPlayer]):
        results (ArenaViewResults): Per player (key: index in `players`).
        seed (int):
        status (ArenaViewStatus):
        total (int): Matches asked for.
    """

    created_at: float
    done: int
    elo: ArenaViewElo
    failed: int
    game: str
    id: str
    options: ArenaViewOptions
    players: list[ArenaPlayer]
    results: ArenaViewResults
    seed: int
    status: ArenaViewStatus
    total: int

    def to_dict(self) -> dict[str, Any]:
        created_at = self.created_at

        done = self.done

        elo = self.elo.to_dict()

        failed = self.failed

        game = self.game

        id = self.id

        options = self.options.to_dict()

        players = []
        for players_item_data in self.players:
            players_item = players_item_data.to_dict()
            players.append(players_item)

        results = self.results.to_dict()

        seed = self.seed

        status = self.status.value

        total = self.total

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "created_at": created_at,
                "done": done,
                "elo": elo,
                "failed": failed,
                "game": game,
                "id": id,
                "options": options,
                "players": players,
                "results": results,
                "seed": seed,
                "status": status,
                "total": total,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.arena_player import ArenaPlayer  # noqa: PLC0415
        from ..models.arena_view_elo import ArenaViewElo  # noqa: PLC0415
        from ..models.arena_view_options import ArenaViewOptions  # noqa: PLC0415
        from ..models.arena_view_results import ArenaViewResults  # noqa: PLC0415

        d = dict(src_dict)
        created_at = d.pop("created_at")

        done = d.pop("done")

        elo = ArenaViewElo.from_dict(d.pop("elo"))

        failed = d.pop("failed")

        game = d.pop("game")

        id = d.pop("id")

        options = ArenaViewOptions.from_dict(d.pop("options"))

        players = []
        _players = d.pop("players")
        for players_item_data in _players:
            players_item = ArenaPlayer.from_dict(players_item_data)

            players.append(players_item)

        results = ArenaViewResults.from_dict(d.pop("results"))

        seed = d.pop("seed")

        status = ArenaViewStatus(d.pop("status"))

        total = d.pop("total")

        arena_view = cls(
            created_at=created_at,
            done=done,
            elo=elo,
            failed=failed,
            game=game,
            id=id,
            options=options,
            players=players,
            results=results,
            seed=seed,
            status=status,
            total=total,
        )

        return arena_view
