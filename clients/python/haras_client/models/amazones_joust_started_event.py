from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_joust_started_event_tops import AmazonesJoustStartedEventTops


T = TypeVar("T", bound="AmazonesJoustStartedEvent")


@_attrs_define
class AmazonesJoustStartedEvent:
    """A joust opens: the first bid begins with its opener.

    Attributes:
        joust (int): The joust, from 1.
        opener (int): The opener.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        tops (AmazonesJoustStartedEventTops): Each pile's top tile, by part.
        type_ (Literal['joust_started']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    joust: int
    opener: int
    seq: int
    tops: AmazonesJoustStartedEventTops
    type_: Literal["joust_started"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        joust = self.joust

        opener = self.opener

        seq = self.seq

        tops = self.tops.to_dict()

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "joust": joust,
                "opener": opener,
                "seq": seq,
                "tops": tops,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_joust_started_event_tops import AmazonesJoustStartedEventTops  # noqa: PLC0415

        d = dict(src_dict)
        joust = d.pop("joust")

        opener = d.pop("opener")

        seq = d.pop("seq")

        tops = AmazonesJoustStartedEventTops.from_dict(d.pop("tops"))

        type_ = cast(Literal["joust_started"], d.pop("type"))
        if type_ != "joust_started":
            raise ValueError(f"type must match const 'joust_started', got '{type_}'")

        version = d.pop("version")

        amazones_joust_started_event = cls(
            joust=joust,
            opener=opener,
            seq=seq,
            tops=tops,
            type_=type_,
            version=version,
        )

        return amazones_joust_started_event
