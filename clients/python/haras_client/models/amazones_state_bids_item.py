from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_state_bids_item_face_down_type_0 import AmazonesStateBidsItemFaceDownType0
    from ..models.amazones_state_bids_item_face_up_item import AmazonesStateBidsItemFaceUpItem


T = TypeVar("T", bound="AmazonesStateBidsItem")


@_attrs_define
class AmazonesStateBidsItem:
    """A seat's bid in this joust.

    Attributes:
        closed (bool): Whether its face-up bid is over.
        face_down (AmazonesStateBidsItemFaceDownType0 | None): Its face-down card; null if none, or to other seats until
            the reveal.
        face_up (list[AmazonesStateBidsItemFaceUpItem]): Its face-up cards, in the order laid.
        has_face_down (bool): Whether it added a card face down.
        seat (int): The bidder.
    """

    closed: bool
    face_down: AmazonesStateBidsItemFaceDownType0 | None
    face_up: list[AmazonesStateBidsItemFaceUpItem]
    has_face_down: bool
    seat: int

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_state_bids_item_face_down_type_0 import AmazonesStateBidsItemFaceDownType0  # noqa: PLC0415

        closed = self.closed

        face_down: dict[str, Any] | None
        if isinstance(self.face_down, AmazonesStateBidsItemFaceDownType0):
            face_down = self.face_down.to_dict()
        else:
            face_down = self.face_down

        face_up = []
        for face_up_item_data in self.face_up:
            face_up_item = face_up_item_data.to_dict()
            face_up.append(face_up_item)

        has_face_down = self.has_face_down

        seat = self.seat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "closed": closed,
                "face_down": face_down,
                "face_up": face_up,
                "has_face_down": has_face_down,
                "seat": seat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_state_bids_item_face_down_type_0 import AmazonesStateBidsItemFaceDownType0  # noqa: PLC0415
        from ..models.amazones_state_bids_item_face_up_item import AmazonesStateBidsItemFaceUpItem  # noqa: PLC0415

        d = dict(src_dict)
        closed = d.pop("closed")

        def _parse_face_down(data: object) -> AmazonesStateBidsItemFaceDownType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                face_down_type_0 = AmazonesStateBidsItemFaceDownType0.from_dict(data)

                return face_down_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AmazonesStateBidsItemFaceDownType0 | None, data)

        face_down = _parse_face_down(d.pop("face_down"))

        face_up = []
        _face_up = d.pop("face_up")
        for face_up_item_data in _face_up:
            face_up_item = AmazonesStateBidsItemFaceUpItem.from_dict(face_up_item_data)

            face_up.append(face_up_item)

        has_face_down = d.pop("has_face_down")

        seat = d.pop("seat")

        amazones_state_bids_item = cls(
            closed=closed,
            face_down=face_down,
            face_up=face_up,
            has_face_down=has_face_down,
            seat=seat,
        )

        return amazones_state_bids_item
