from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesCardsPassedEvent")


@_attrs_define
class AmazonesCardsPassedEvent:
    """Cards change hands after the joust: each ranked seat takes the bid cards of the next in the ranking (the last the
    winner's).

        Attributes:
            count (int): How many cards.
            from_ (int): The seat whose bid cards are given.
            seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
            to (int): The seat that takes them.
            type_ (Literal['cards_passed']):
            version (int): The match version the event belongs to (a step's events share it).
    """

    count: int
    from_: int
    seq: int
    to: int
    type_: Literal["cards_passed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        count = self.count

        from_ = self.from_

        seq = self.seq

        to = self.to

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "count": count,
                "from": from_,
                "seq": seq,
                "to": to,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        count = d.pop("count")

        from_ = d.pop("from")

        seq = d.pop("seq")

        to = d.pop("to")

        type_ = cast(Literal["cards_passed"], d.pop("type"))
        if type_ != "cards_passed":
            raise ValueError(f"type must match const 'cards_passed', got '{type_}'")

        version = d.pop("version")

        amazones_cards_passed_event = cls(
            count=count,
            from_=from_,
            seq=seq,
            to=to,
            type_=type_,
            version=version,
        )

        return amazones_cards_passed_event
