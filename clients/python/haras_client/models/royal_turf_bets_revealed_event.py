from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.royal_turf_bets_revealed_event_bets_item import RoyalTurfBetsRevealedEventBetsItem


T = TypeVar("T", bound="RoyalTurfBetsRevealedEvent")


@_attrs_define
class RoyalTurfBetsRevealedEvent:
    """Hidden bets: every token of the race, face up.

    Attributes:
        bets (list[RoyalTurfBetsRevealedEventBetsItem]): Every bet of the race, in betting order.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['bets_revealed']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    bets: list[RoyalTurfBetsRevealedEventBetsItem]
    seq: int
    type_: Literal["bets_revealed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        bets = []
        for bets_item_data in self.bets:
            bets_item = bets_item_data.to_dict()
            bets.append(bets_item)

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bets": bets,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.royal_turf_bets_revealed_event_bets_item import RoyalTurfBetsRevealedEventBetsItem  # noqa: PLC0415

        d = dict(src_dict)
        bets = []
        _bets = d.pop("bets")
        for bets_item_data in _bets:
            bets_item = RoyalTurfBetsRevealedEventBetsItem.from_dict(bets_item_data)

            bets.append(bets_item)

        seq = d.pop("seq")

        type_ = cast(Literal["bets_revealed"], d.pop("type"))
        if type_ != "bets_revealed":
            raise ValueError(f"type must match const 'bets_revealed', got '{type_}'")

        version = d.pop("version")

        royal_turf_bets_revealed_event = cls(
            bets=bets,
            seq=seq,
            type_=type_,
            version=version,
        )

        return royal_turf_bets_revealed_event
