from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PoneyMonAmourRoundWonEvent")


@_attrs_define
class PoneyMonAmourRoundWonEvent:
    """A seat laid its Selle: the round is over, to be scored.

    Attributes:
        round_ (int): The round, from 1 (as many rounds as players).
        seat (int): The round's winner.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['round_won']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    round_: int
    seat: int
    seq: int
    type_: Literal["round_won"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        round_ = self.round_

        seat = self.seat

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "round": round_,
                "seat": seat,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        round_ = d.pop("round")

        seat = d.pop("seat")

        seq = d.pop("seq")

        type_ = cast(Literal["round_won"], d.pop("type"))
        if type_ != "round_won":
            raise ValueError(f"type must match const 'round_won', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_round_won_event = cls(
            round_=round_,
            seat=seat,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_round_won_event
