from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.amazones_match_view import AmazonesMatchView
    from ..models.petits_chevaux_match_view import PetitsChevauxMatchView
    from ..models.poney_mon_amour_match_view import PoneyMonAmourMatchView
    from ..models.royal_turf_match_view import RoyalTurfMatchView


T = TypeVar("T", bound="LiveView")


@_attrs_define
class LiveView:
    """The seat's view after events that moved the match on (not sent when the seat's own `moved` carried it).

    Attributes:
        match (AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView): Its `game`
            says which game's MatchView it is.
        type_ (Literal['view']):
    """

    match: AmazonesMatchView | PetitsChevauxMatchView | PoneyMonAmourMatchView | RoyalTurfMatchView
    type_: Literal["view"]

    def to_dict(self) -> dict[str, Any]:
        from ..models.amazones_match_view import AmazonesMatchView  # noqa: PLC0415
        from ..models.petits_chevaux_match_view import PetitsChevauxMatchView  # noqa: PLC0415
        from ..models.royal_turf_match_view import RoyalTurfMatchView  # noqa: PLC0415

        match: dict[str, Any]
        if isinstance(self.match, PetitsChevauxMatchView):
            match = self.match.to_dict()
        elif isinstance(self.match, RoyalTurfMatchView):
            match = self.match.to_dict()
        elif isinstance(self.match, AmazonesMatchView):
            match = self.match.to_dict()
        else:
            match = self.match.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "match": match,
                "type": type_,
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

        def _parse_match(
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

        match = _parse_match(d.pop("match"))

        type_ = cast(Literal["view"], d.pop("type"))
        if type_ != "view":
            raise ValueError(f"type must match const 'view', got '{type_}'")

        live_view = cls(
            match=match,
            type_=type_,
        )

        return live_view
