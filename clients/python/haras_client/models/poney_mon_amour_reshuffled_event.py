from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="PoneyMonAmourReshuffledEvent")


@_attrs_define
class PoneyMonAmourReshuffledEvent:
    """The draw pile ran out: the discard pile was shuffled into a new one.

    Attributes:
        draw_pile (int): Cards in the draw pile.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['reshuffled']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    draw_pile: int
    seq: int
    type_: Literal["reshuffled"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        draw_pile = self.draw_pile

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "draw_pile": draw_pile,
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

        seq = d.pop("seq")

        type_ = cast(Literal["reshuffled"], d.pop("type"))
        if type_ != "reshuffled":
            raise ValueError(f"type must match const 'reshuffled', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_reshuffled_event = cls(
            draw_pile=draw_pile,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_reshuffled_event
