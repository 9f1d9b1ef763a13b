from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_add_face_down_seen_colour_type_0 import AmazonesAddFaceDownSeenColourType0

T = TypeVar("T", bound="AmazonesAddFaceDownSeen")


@_attrs_define
class AmazonesAddFaceDownSeen:
    """Second bid: add one card face down, of your face-up bid's colour (any colour if you laid none).

    Attributes:
        colour (AmazonesAddFaceDownSeenColourType0 | None): The card's colour.
        type_ (Literal['add_face_down']):
        value (int | None): The card's value.
    """

    colour: AmazonesAddFaceDownSeenColourType0 | None
    type_: Literal["add_face_down"]
    value: int | None

    def to_dict(self) -> dict[str, Any]:
        colour: None | str
        if isinstance(self.colour, AmazonesAddFaceDownSeenColourType0):
            colour = self.colour.value
        else:
            colour = self.colour

        type_ = self.type_

        value: int | None
        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "colour": colour,
                "type": type_,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)

        def _parse_colour(data: object) -> AmazonesAddFaceDownSeenColourType0 | None:
            if data is None:
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                colour_type_0 = AmazonesAddFaceDownSeenColourType0(data)

                return colour_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(AmazonesAddFaceDownSeenColourType0 | None, data)

        colour = _parse_colour(d.pop("colour"))

        type_ = cast(Literal["add_face_down"], d.pop("type"))
        if type_ != "add_face_down":
            raise ValueError(f"type must match const 'add_face_down', got '{type_}'")

        def _parse_value(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        value = _parse_value(d.pop("value"))

        amazones_add_face_down_seen = cls(
            colour=colour,
            type_=type_,
            value=value,
        )

        return amazones_add_face_down_seen
