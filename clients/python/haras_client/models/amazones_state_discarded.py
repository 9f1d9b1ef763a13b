from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesStateDiscarded")


@_attrs_define
class AmazonesStateDiscarded:
    """The discarded tiles, by part.

    Attributes:
        jambes (list[int]): The part's discarded tiles, in order.
        tete (list[int]): The part's discarded tiles, in order.
        torse (list[int]): The part's discarded tiles, in order.
    """

    jambes: list[int]
    tete: list[int]
    torse: list[int]

    def to_dict(self) -> dict[str, Any]:
        jambes = self.jambes

        tete = self.tete

        torse = self.torse

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "jambes": jambes,
                "tete": tete,
                "torse": torse,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        jambes = cast(list[int], d.pop("jambes"))

        tete = cast(list[int], d.pop("tete"))

        torse = cast(list[int], d.pop("torse"))

        amazones_state_discarded = cls(
            jambes=jambes,
            tete=tete,
            torse=torse,
        )

        return amazones_state_discarded
