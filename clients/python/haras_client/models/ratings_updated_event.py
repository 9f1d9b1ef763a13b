from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ratings_updated_event_changes import RatingsUpdatedEventChanges


T = TypeVar("T", bound="RatingsUpdatedEvent")


@_attrs_define
class RatingsUpdatedEvent:
    """The players of this finished rated match were rated: the result shows their rating changes from now on.

    Attributes:
        changes (RatingsUpdatedEventChanges): The rating change of each rated seat (a seat bound to a player).
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        type_ (Literal['ratings_updated']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    changes: RatingsUpdatedEventChanges
    seq: int
    type_: Literal["ratings_updated"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        changes = self.changes.to_dict()

        seq = self.seq

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "changes": changes,
                "seq": seq,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ratings_updated_event_changes import RatingsUpdatedEventChanges  # noqa: PLC0415

        d = dict(src_dict)
        changes = RatingsUpdatedEventChanges.from_dict(d.pop("changes"))

        seq = d.pop("seq")

        type_ = cast(Literal["ratings_updated"], d.pop("type"))
        if type_ != "ratings_updated":
            raise ValueError(f"type must match const 'ratings_updated', got '{type_}'")

        version = d.pop("version")

        ratings_updated_event = cls(
            changes=changes,
            seq=seq,
            type_=type_,
            version=version,
        )

        return ratings_updated_event
