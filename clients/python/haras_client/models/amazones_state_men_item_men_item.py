from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesStateMenItemMenItem")


@_attrs_define
class AmazonesStateMenItemMenItem:
    """A man.

    Attributes:
        finished (bool): Whether it has all three parts.
        jambes (int | None): Its jambes tile; null while it lacks one.
        tete (int | None): Its tete tile; null while it lacks one.
        torse (int | None): Its torse tile; null while it lacks one.
        value (int): Its tiles' sum.
    """

    finished: bool
    jambes: int | None
    tete: int | None
    torse: int | None
    value: int

    def to_dict(self) -> dict[str, Any]:
        finished = self.finished

        jambes: int | None
        jambes = self.jambes

        tete: int | None
        tete = self.tete

        torse: int | None
        torse = self.torse

        value = self.value

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "finished": finished,
                "jambes": jambes,
                "tete": tete,
                "torse": torse,
                "value": value,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        finished = d.pop("finished")

        def _parse_jambes(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        jambes = _parse_jambes(d.pop("jambes"))

        def _parse_tete(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        tete = _parse_tete(d.pop("tete"))

        def _parse_torse(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        torse = _parse_torse(d.pop("torse"))

        value = d.pop("value")

        amazones_state_men_item_men_item = cls(
            finished=finished,
            jambes=jambes,
            tete=tete,
            torse=torse,
            value=value,
        )

        return amazones_state_men_item_men_item
