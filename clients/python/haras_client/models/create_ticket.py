from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.create_ticket_game import CreateTicketGame
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.create_ticket_options import CreateTicketOptions
    from ..models.ticket_players import TicketPlayers


T = TypeVar("T", bound="CreateTicket")


@_attrs_define
class CreateTicket:
    """
    Attributes:
        game (CreateTicketGame): A catalog game id. Example: petits-chevaux.
        ai_fill_after_s (int | None | Unset): After this many seconds of waiting, a group short of players is completed
            by AI seats of the level rated nearest (null: never).
        options (CreateTicketOptions | Unset): The game's options (as for a match), valid for every player count of
            `players`: only tickets with the same `options` meet.
        players (TicketPlayers | Unset):
        rated (bool | Unset): A rated match (ratings change); only tickets with the same `rated` meet. Default: True.
    """

    game: CreateTicketGame
    ai_fill_after_s: int | None | Unset = UNSET
    options: CreateTicketOptions | Unset = UNSET
    players: TicketPlayers | Unset = UNSET
    rated: bool | Unset = True

    def to_dict(self) -> dict[str, Any]:
        game = self.game.value

        ai_fill_after_s: int | None | Unset
        if isinstance(self.ai_fill_after_s, Unset):
            ai_fill_after_s = UNSET
        else:
            ai_fill_after_s = self.ai_fill_after_s

        options: dict[str, Any] | Unset = UNSET
        if not isinstance(self.options, Unset):
            options = self.options.to_dict()

        players: dict[str, Any] | Unset = UNSET
        if not isinstance(self.players, Unset):
            players = self.players.to_dict()

        rated = self.rated

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "game": game,
            }
        )
        if ai_fill_after_s is not UNSET:
            field_dict["ai_fill_after_s"] = ai_fill_after_s
        if options is not UNSET:
            field_dict["options"] = options
        if players is not UNSET:
            field_dict["players"] = players
        if rated is not UNSET:
            field_dict["rated"] = rated

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.create_ticket_options import CreateTicketOptions  # noqa: PLC0415
        from ..models.ticket_players import TicketPlayers  # noqa: PLC0415

        d = dict(src_dict)
        game = CreateTicketGame(d.pop("game"))

        def _parse_ai_fill_after_s(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        ai_fill_after_s = _parse_ai_fill_after_s(d.pop("ai_fill_after_s", UNSET))

        _options = d.pop("options", UNSET)
        options: CreateTicketOptions | Unset
        if isinstance(_options, Unset):
            options = UNSET
        else:
            options = CreateTicketOptions.from_dict(_options)

        _players = d.pop("players", UNSET)
        players: TicketPlayers | Unset
        if isinstance(_players, Unset):
            players = UNSET
        else:
            players = TicketPlayers.from_dict(_players)

        rated = d.pop("rated", UNSET)

        create_ticket = cls(
            game=game,
            ai_fill_after_s=ai_fill_after_s,
            options=options,
            players=players,
            rated=rated,
        )

        return create_ticket
