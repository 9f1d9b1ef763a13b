from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PoneyMonAmourRoundStartedEvent")


@_attrs_define
class PoneyMonAmourRoundStartedEvent:
    """A round is dealt: every seat holds 5 cards.

    Attributes:
        draw_pile (int): Cards in the draw pile.
        hand_size (int): Cards dealt to each seat.
        opener (int): The seat that plays first this round.
        round_ (int): The round, from 1 (as many rounds as players).
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['round_started']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    draw_pile: int
    hand_size: int
    opener: int
    round_: int
    seq: int
    type_: Literal["round_started"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        draw_pile = self.draw_pile

        hand_size = self.hand_size

        opener = self.opener

        round_ = self.round_

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "draw_pile": draw_pile,
                "hand_size": hand_size,
                "opener": opener,
                "round": round_,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        draw_pile = d.pop("draw_pile")

        hand_size = d.pop("hand_size")

        opener = d.pop("opener")

        round_ = d.pop("round")

        seq = d.pop("seq")

        type_ = cast(Literal["round_started"], d.pop("type"))
        if type_ != "round_started":
            raise ValueError(f"type must match const 'round_started', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_round_started_event = cls(
            draw_pile=draw_pile,
            hand_size=hand_size,
            opener=opener,
            round_=round_,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_round_started_event
