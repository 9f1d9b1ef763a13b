from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.poney_mon_amour_riders_drawn_event_colours_item import PoneyMonAmourRidersDrawnEventColoursItem

T = TypeVar("T", bound="PoneyMonAmourRidersDrawnEvent")


@_attrs_define
class PoneyMonAmourRidersDrawnEvent:
    """Setup: each seat's rider colour was drawn.

    Attributes:
        colours (list[PoneyMonAmourRidersDrawnEventColoursItem]): Each seat's colour, by seat.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['riders_drawn']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    colours: list[PoneyMonAmourRidersDrawnEventColoursItem]
    seq: int
    type_: Literal["riders_drawn"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        colours = []
        for colours_item_data in self.colours:
            colours_item = colours_item_data.value
            colours.append(colours_item)

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colours": colours,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        colours = []
        _colours = d.pop("colours")
        for colours_item_data in _colours:
            colours_item = PoneyMonAmourRidersDrawnEventColoursItem(colours_item_data)

            colours.append(colours_item)

        seq = d.pop("seq")

        type_ = cast(Literal["riders_drawn"], d.pop("type"))
        if type_ != "riders_drawn":
            raise ValueError(f"type must match const 'riders_drawn', got '{type_}'")

        version = d.pop("version")

        poney_mon_amour_riders_drawn_event = cls(
            colours=colours,
            seq=seq,
            type_=type_,
            version=version,
        )

        return poney_mon_amour_riders_drawn_event
