from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_match_view import AmazonesMatchView
    from ..models.petits_chevaux_match_view import PetitsChevauxMatchView
    from ..models.poney_mon_amour_match_view import PoneyMonAmourMatchView
    from ..models.royal_turf_match_view import RoyalTurfMatchView


T = TypeVar("T", bound="MatchList")


@_attrs_define
class MatchList:
    """
    Attributes:
        matches (list[AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView]):
        next_cursor (None | str):
    """

    matches: list[AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView]
    next_cursor: None | str

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_match_view import AmazonesMatchView  # noqa: PLC0415
        from ..models.petits_chevaux_match_view import PetitsChevauxMatchView  # noqa: PLC0415
        from ..models.royal_turf_match_view import RoyalTurfMatchView  # noqa: PLC0415

        matches = []
        for matches_item_data in self.matches:
            matches_item: dict[str, Any]
            if isinstance(matches_item_data, PetitsChevauxMatchView):
                matches_item = matches_item_data.to_dict()
            elif isinstance(matches_item_data, RoyalTurfMatchView):
                matches_item = matches_item_data.to_dict()
            elif isinstance(matches_item_data, AmazonesMatchView):
                matches_item = matches_item_data.to_dict()
            else:
                matches_item = matches_item_data.to_dict()

            matches.append(matches_item)

        next_cursor: None | str
        next_cursor = self.next_cursor

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "matches": matches,
                "next_cursor": next_cursor,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.amazones_match_view import AmazonesMatchView  # noqa: PLC0415
        from ..models.petits_chevaux_match_view import PetitsChevauxMatchView  # noqa: PLC0415
        from ..models.poney_mon_amour_match_view import PoneyMonAmourMatchView  # noqa: PLC0415
        from ..models.royal_turf_match_view import RoyalTurfMatchView  # noqa: PLC0415

        d = dict(src_dict)
        matches = []
        _matches = d.pop("matches")
        for matches_item_data in _matches:

            def _parse_matches_item(
                data: object,
            ) -> AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView:
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_match_view_type_0 = PetitsChevauxMatchView.from_dict(data)

                    return componentsschemas_match_view_type_0
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_match_view_type_1 = RoyalTurfMatchView.from_dict(data)

                    return componentsschemas_match_view_type_1
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                try:
                    if not isinstance(data, dict):
                        raise TypeError()
                    componentsschemas_match_view_type_2 = AmazonesMatchView.from_dict(data)

                    return componentsschemas_match_view_type_2
                except (TypeError, ValueError, AttributeError, KeyError):
                    pass
                if not isinstance(data, dict):
                    raise TypeError()
                componentsschemas_match_view_type_3 = PoneyMonAmourMatchView.from_dict(data)

                return componentsschemas_match_view_type_3

            matches_item = _parse_matches_item(matches_item_data)

            matches.append(matches_item)

        def _parse_next_cursor(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        next_cursor = _parse_next_cursor(d.pop("next_cursor"))

        match_list = cls(
            matches=matches,
            next_cursor=next_cursor,
        )

        return match_list
