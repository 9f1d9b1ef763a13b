from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..models.seat_spec_type import SeatSpecType
from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.ai_spec import AiSpec


T = TypeVar("T", bound="SeatSpec")


@_attrs_define
class SeatSpec:
    """
    Attributes:
        type_ (SeatSpecType):
        ai (AiSpec | Unset):
        name (str | Unset): Shown to everyone: 1 to 40 characters of any script or emoji, showing something (not only
            spaces or invisible characters); no control characters or line breaks, no bidirectional controls (U+202A-U+202E,
            U+2066-U+2069, U+200E, U+200F, U+061C), at most 3 combining marks in a row; nothing that reads as an AI seat or
            as Haras ("AI", "AI (expert)", "ai:…", "Haras": compared case-insensitively after NFKC, without accents, spaces
            or punctuation, letters of other scripts that look Latin read as those).
        open_ (bool | Unset): A human seat left open: someone claims it with POST /v1/matches/{id}/join. The match waits
            until every seat is taken. Default: False.
    """

    type_: SeatSpecType
    ai: AiSpec | Unset = UNSET
    name: str | Unset = UNSET
    open_: bool | Unset = False

    def to_dict(self) -> dict[str, Any]:
        type_ = self.type_.value

        ai: dict[str, Any] | Unset = UNSET
        if not isinstance(self.ai, Unset):
            ai = self.ai.to_dict()

        name = self.name

        open_ = self.open_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "type": type_,
            }
        )
        if ai is not UNSET:
            field_dict["ai"] = ai
        if name is not UNSET:
            field_dict["name"] = name
        if open_ is not UNSET:
            field_dict["open"] = open_

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ai_spec import AiSpec  # noqa: PLC0415

        d = dict(src_dict)
        type_ = SeatSpecType(d.pop("type"))

        _ai = d.pop("ai", UNSET)
        ai: AiSpec | Unset
        if isinstance(_ai, Unset):
            ai = UNSET
        else:
            ai = AiSpec.from_dict(_ai)

        name = d.pop("name", UNSET)

        open_ = d.pop("open", UNSET)

        seat_spec = cls(
            type_=type_,
            ai=ai,
            name=name,
            open_=open_,
        )

        return seat_spec
