from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

from ..models.catalog_ai_levels_item import CatalogAiLevelsItem
from ..models.catalog_id import CatalogId

if TYPE_CHECKING:
    from ..models.catalog_options_schema import CatalogOptionsSchema


T = TypeVar("T", bound="Catalog")


@_attrs_define
class Catalog:
    """
    Attributes:
        ai_levels (list[CatalogAiLevelsItem]):
        id (CatalogId):
        max_players (int):
        min_players (int):
        move_types (list[str]):
        name (str):
        options_schema (CatalogOptionsSchema): JSON Schema of the options.
        summary (str):
    """

    ai_levels: list[CatalogAiLevelsItem]
    id: CatalogId
    max_players: int
    min_players: int
    move_types: list[str]
    name: str
    options_schema: CatalogOptionsSchema
    summary: str

    def to_dict(self) -> dict[str, Any]:
        ai_levels = []
        for ai_levels_item_data in self.ai_levels:
            ai_levels_item = ai_levels_item_data.value
            ai_levels.append(ai_levels_item)

        id = self.id.value

        max_players = self.max_players

        min_players = self.min_players

        move_types = self.move_types

        name = self.name

        options_schema = self.options_schema.to_dict()

        summary = self.summary

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ai_levels": ai_levels,
                "id": id,
                "max_players": max_players,
                "min_players": min_players,
                "move_types": move_types,
                "name": name,
                "options_schema": options_schema,
                "summary": summary,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.catalog_options_schema import CatalogOptionsSchema  # noqa: PLC0415

        d = dict(src_dict)
        ai_levels = []
        _ai_levels = d.pop("ai_levels")
        for ai_levels_item_data in _ai_levels:
            ai_levels_item = CatalogAiLevelsItem(ai_levels_item_data)

            ai_levels.append(ai_levels_item)

        id = CatalogId(d.pop("id"))

        max_players = d.pop("max_players")

        min_players = d.pop("min_players")

        move_types = cast(list[str], d.pop("move_types"))

        name = d.pop("name")

        options_schema = CatalogOptionsSchema.from_dict(d.pop("options_schema"))

        summary = d.pop("summary")

        catalog = cls(
            ai_levels=ai_levels,
            id=id,
            max_players=max_players,
            min_players=min_players,
            move_types=move_types,
            name=name,
            options_schema=options_schema,
            summary=summary,
        )

        return catalog
