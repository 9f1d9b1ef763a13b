from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.ticket_status import TicketStatus
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ticket_options import TicketOptions
    from ..models.ticket_players import TicketPlayers


T = TypeVar("T", bound="Ticket")


@_attrs_define
class Ticket:
    """
    Attributes:
        ai_fill_after_s (int | None):
        created_at (float):
        expires_at (float): When it expires if still searching.
        game (str):
        id (str):
        options (TicketOptions):
        player_id (str): The player it searches for.
        players (TicketPlayers):
        rated (bool):
        status (TicketStatus):
        match_id (str | Unset): Once matched: the match.
        mu (float | Unset): The player's skill estimate in the game (OpenSkill's `mu`, 25 for a player never rated) when
            the ticket was opened: what it is paired by.
        mu_gap (float | Unset): While searching: the widest difference of `mu` it accepts now, MATCHMAKING_WINDOW_MU
            when opened, widening by `mu_gap_per_s` every second it waits.
        mu_gap_per_s (float | Unset): While searching: how fast `mu_gap` widens, per second waited
            (MATCHMAKING_WIDEN_MU_PER_S).
        rating (int | Unset): The player's displayed rating in the game when the ticket was opened (as everywhere:
            round(1000 + 20 × (mu − 3·sigma)), so a difference of `mu` is worth 20 points per unit).
        seat (int | Unset): Once matched: the player's seat.
        seat_token (str | Unset): Once matched: the seat's bearer token (only the ticket's owner reads the ticket; kept
            an hour after the match is made).
    """

    ai_fill_after_s: int | None
    created_at: float
    expires_at: float
    game: str
    id: str
    options: TicketOptions
    player_id: str
    players: TicketPlayers
    rated: bool
    status: TicketStatus
    match_id: str | Unset = UNSET
    mu: float | Unset = UNSET
    mu_gap: float | Unset = UNSET
    mu_gap_per_s: float | Unset = UNSET
    rating: int | Unset = UNSET
    seat: int | Unset = UNSET
    seat_token: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        ai_fill_after_s: int | None
        ai_fill_after_s = self.ai_fill_after_s

        created_at = self.created_at

        expires_at = self.expires_at

        game = self.game

        id = self.id

        options = self.options.to_dict()

        player_id = self.player_id

        players = self.players.to_dict()

        rated = self.rated

        status = self.status.value

        match_id = self.match_id

        mu = self.mu

        mu_gap = self.mu_gap

        mu_gap_per_s = self.mu_gap_per_s

        rating = self.rating

        seat = self.seat

        seat_token = self.seat_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ai_fill_after_s": ai_fill_after_s,
                "created_at": created_at,
                "expires_at": expires_at,
                "game": game,
                "id": id,
                "options": options,
                "player_id": player_id,
                "players": players,
                "rated": rated,
                "status": status,
            }
        )
        if match_id is not UNSET:
            field_dict["match_id"] = match_id
        if mu is not UNSET:
            field_dict["mu"] = mu
        if mu_gap is not UNSET:
            field_dict["mu_gap"] = mu_gap
        if mu_gap_per_s is not UNSET:
            field_dict["mu_gap_per_s"] = mu_gap_per_s
        if rating is not UNSET:
            field_dict["rating"] = rating
        if seat is not UNSET:
            field_dict["seat"] = seat
        if seat_token is not UNSET:
            field_dict["seat_token"] = seat_token

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket_options import TicketOptions  # noqa: PLC0415
        from ..models.ticket_players import TicketPlayers  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_ai_fill_after_s(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        ai_fill_after_s = _parse_ai_fill_after_s(d.pop("ai_fill_after_s"))

        created_at = d.pop("created_at")

        expires_at = d.pop("expires_at")

        game = d.pop("game")

        id = d.pop("id")

        options = TicketOptions.from_dict(d.pop("options"))

        player_id = d.pop("player_id")

        players = TicketPlayers.from_dict(d.pop("players"))

        rated = d.pop("rated")

        status = TicketStatus(d.pop("status"))

        match_id = d.pop("match_id", UNSET)

        mu = d.pop("mu", UNSET)

        mu_gap = d.pop("mu_gap", UNSET)

        mu_gap_per_s = d.pop("mu_gap_per_s", UNSET)

        rating = d.pop("rating", UNSET)

        seat = d.pop("seat", UNSET)

        seat_token = d.pop("seat_token", UNSET)

        ticket = cls(
            ai_fill_after_s=ai_fill_after_s,
            created_at=created_at,
            expires_at=expires_at,
            game=game,
            id=id,
            options=options,
            player_id=player_id,
            players=players,
            rated=rated,
            status=status,
            match_id=match_id,
            mu=mu,
            mu_gap=mu_gap,
            mu_gap_per_s=mu_gap_per_s,
            rating=rating,
            seat=seat,
            seat_token=seat_token,
        )

        return ticket
