from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define
from attrs import field as _attrs_field

if TYPE_CHECKING:
    from ..models.amazones_round_scored_event_breakdown_additional_property import (
        AmazonesRoundScoredEventBreakdownAdditionalProperty,
    )


T = TypeVar("T", bound="AmazonesRoundScoredEventBreakdown")


@_attrs_define
class AmazonesRoundScoredEventBreakdown:
    """Each seat's score, itemised."""

    additional_properties: dict[str, AmazonesRoundScoredEventBreakdownAdditionalProperty] = _attrs_field(
        init=False, factory=dict
    )

    def to_dict(self) -> dict[str, Any]:

        field_dict: dict[str, Any] = {}
        for prop_name, prop in self.additional_properties.items():
            field_dict[prop_name] = prop.to_dict()

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_round_scored_event_breakdown_additional_property import (
            AmazonesRoundScoredEventBreakdownAdditionalProperty,  # noqa: PLC0415
        )

        d = dict(src_dict)
        amazones_round_scored_event_breakdown = cls()

        additional_properties = {}
        for prop_name, prop_dict in d.items():
            additional_property = AmazonesRoundScoredEventBreakdownAdditionalProperty.from_dict(prop_dict)

            additional_properties[prop_name] = additional_property

        amazones_round_scored_event_breakdown.additional_properties = additional_properties
        return amazones_round_scored_event_breakdown

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> AmazonesRoundScoredEventBreakdownAdditionalProperty:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: AmazonesRoundScoredEventBreakdownAdditionalProperty) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
