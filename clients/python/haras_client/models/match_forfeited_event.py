from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="MatchForfeitedEvent")


@_attrs_define
class MatchForfeitedEvent:
    """The match ended because a seat resigned, leaving one player.

    Attributes:
        resigned (int): The seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['match_forfeited']):
        version (int): The match version the event belongs to (a step's events share it).
        winner (int): The seat.
    """

    resigned: int
    seq: int
    type_: Literal["match_forfeited"]
    version: int
    winner: int

    def to_dict(self) -> dict[str, Any]:
        resigned = self.resigned

        seq = self.seq

        type_ = self.type_

        version = self.version

        winner = self.winner

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "resigned": resigned,
                "seq": seq,
                "type": type_,
                "version": version,
                "winner": winner,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        resigned = d.pop("resigned")

        seq = d.pop("seq")

        type_ = cast(Literal["match_forfeited"], d.pop("type"))
        if type_ != "match_forfeited":
            raise ValueError(f"type must match const 'match_forfeited', got '{type_}'")

        version = d.pop("version")

        winner = d.pop("winner")

        match_forfeited_event = cls(
            resigned=resigned,
            seq=seq,
            type_=type_,
            version=version,
            winner=winner,
        )

        return match_forfeited_event
