from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_revealed_event_bids import AmazonesRevealedEventBids


T = TypeVar("T", bound="AmazonesRevealedEvent")


@_attrs_define
class AmazonesRevealedEvent:
    """The bids are revealed: ties drop out (their cards back to hand), the rest are ranked.

    Attributes:
        bids (AmazonesRevealedEventBids): The bid of every seat that laid a card.
        ranking (list[int]): The other bidders, the highest total first: the winner takes two tiles, the dauphine one.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        tied (list[int]): Seats whose totals tied: they drop out, by seat.
        type_ (Literal['revealed']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    bids: AmazonesRevealedEventBids
    ranking: list[int]
    seq: int
    tied: list[int]
    type_: Literal["revealed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        bids = self.bids.to_dict()

        ranking = self.ranking

        seq = self.seq

        tied = self.tied

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "bids": bids,
                "ranking": ranking,
                "seq": seq,
                "tied": tied,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_revealed_event_bids import AmazonesRevealedEventBids  # noqa: PLC0415

        d = dict(src_dict)
        bids = AmazonesRevealedEventBids.from_dict(d.pop("bids"))

        ranking = cast(list[int], d.pop("ranking"))

        seq = d.pop("seq")

        tied = cast(list[int], d.pop("tied"))

        type_ = cast(Literal["revealed"], d.pop("type"))
        if type_ != "revealed":
            raise ValueError(f"type must match const 'revealed', got '{type_}'")

        version = d.pop("version")

        amazones_revealed_event = cls(
            bids=bids,
            ranking=ranking,
            seq=seq,
            tied=tied,
            type_=type_,
            version=version,
        )

        return amazones_revealed_event
