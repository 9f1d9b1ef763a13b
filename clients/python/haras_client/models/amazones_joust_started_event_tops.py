from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="AmazonesJoustStartedEventTops")


@_attrs_define
class AmazonesJoustStartedEventTops:
    """Each pile's top tile, by part.

    Attributes:
        jambes (int | None): The pile's top tile; null once empty.
        tete (int | None): The pile's top tile; null once empty.
        torse (int | None): The pile's top tile; null once empty.
    """

    jambes: int | None
    tete: int | None
    torse: int | None

    def to_dict(self) -> dict[str, Any]:
        jambes: int | None
        jambes = self.jambes

        tete: int | None
        tete = self.tete

        torse: int | None
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

        amazones_joust_started_event_tops = cls(
            jambes=jambes,
            tete=tete,
            torse=torse,
        )

        return amazones_joust_started_event_tops
