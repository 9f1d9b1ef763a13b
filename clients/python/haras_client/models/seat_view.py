from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat_view_type import SeatViewType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.seat_player import SeatPlayer


T = TypeVar("T", bound="SeatView")


@_attrs_define
class SeatView:
    """
    Attributes:
        name (str):
        open_ (bool): Still free to join.
        reserved (bool): Kept for the player of this seat in the match this one is a rematch of, until she calls
            `rematch` there.
        resigned (bool): Its player resigned: the AI plays it, and its token reads the public view only.
        seat (int):
        type_ (SeatViewType):
        ai_level (str | Unset):
        player (SeatPlayer | Unset):
    """

    name: str
    open_: bool
    reserved: bool
    resigned: bool
    seat: int
    type_: SeatViewType
    ai_level: str | Unset = UNSET
    player: SeatPlayer | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        name = self.name

        open_ = self.open_

        reserved = self.reserved

        resigned = self.resigned

        seat = self.seat

        type_ = self.type_.value

        ai_level = self.ai_level

        player: dict[str, Any] | Unset = UNSET
        if not isinstance(self.player, Unset):
            player = self.player.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "name": name,
                "open": open_,
                "reserved": reserved,
                "resigned": resigned,
                "seat": seat,
                "type": type_,
            }
        )
        if ai_level is not UNSET:
            field_dict["ai_level"] = ai_level
        if player is not UNSET:
            field_dict["player"] = player

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.seat_player import SeatPlayer  # noqa: PLC0415

        d = dict(src_dict)
        name = d.pop("name")

        open_ = d.pop("open")

        reserved = d.pop("reserved")

        resigned = d.pop("resigned")

        seat = d.pop("seat")

        type_ = SeatViewType(d.pop("type"))

        ai_level = d.pop("ai_level", UNSET)

        _player = d.pop("player", UNSET)
        player: SeatPlayer | Unset
        if isinstance(_player, Unset):
            player = UNSET
        else:
            player = SeatPlayer.from_dict(_player)

        seat_view = cls(
            name=name,
            open_=open_,
            reserved=reserved,
            resigned=resigned,
            seat=seat,
            type_=type_,
            ai_level=ai_level,
            player=player,
        )

        return seat_view
