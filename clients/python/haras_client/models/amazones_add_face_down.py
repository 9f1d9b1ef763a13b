from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

from ..models.amazones_add_face_down_colour import AmazonesAddFaceDownColour

T = TypeVar("T", bound="AmazonesAddFaceDown")


@_attrs_define
class AmazonesAddFaceDown:
    """Second bid: add one card face down, of your face-up bid's colour (any colour if you laid none).

    Attributes:
        colour (AmazonesAddFaceDownColour): The card's colour.
        type_ (Literal['add_face_down']):
        value (int): The card's value.
    """

    colour: AmazonesAddFaceDownColour
    type_: Literal["add_face_down"]
    value: int

    def to_dict(self) -> dict[str, Any]:
        colour = self.colour.value

        type_ = self.type_

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
        colour = AmazonesAddFaceDownColour(d.pop("colour"))

        type_ = cast(Literal["add_face_down"], d.pop("type"))
        if type_ != "add_face_down":
            raise ValueError(f"type must match const 'add_face_down', got '{type_}'")

        value = d.pop("value")

        amazones_add_face_down = cls(
            colour=colour,
            type_=type_,
            value=value,
        )

        return amazones_add_face_down
