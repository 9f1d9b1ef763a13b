from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

T = TypeVar("T", bound="TicketPlayers")


@_attrs_define
class TicketPlayers:
    """
    Attributes:
        max_ (int | Unset): Most seats of the match (default: the game's most).
        min_ (int | Unset): Fewest seats of the match, AI seats included (default: the game's fewest, at least 2).
    """

    max_: int | Unset = UNSET
    min_: int | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        max_ = self.max_

        min_ = self.min_

        field_dict: dict[str, Any] = {}

        field_dict.update({})
        if max_ is not UNSET:
            field_dict["max"] = max_
        if min_ is not UNSET:
            field_dict["min"] = min_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        max_ = d.pop("max", UNSET)

        min_ = d.pop("min", UNSET)

        ticket_players = cls(
            max_=max_,
            min_=min_,
        )

        return ticket_players
