from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.problem import Problem


T = TypeVar("T", bound="LiveError")


@_attrs_define
class LiveError:
    """A refused message: the problem an HTTP request would have had.

    Attributes:
        id (None | str): The refused move's id, if any.
        problem (Problem):
        type_ (Literal['error']):
    """

    id: None | str
    problem: Problem
    type_: Literal["error"]

    def to_dict(self) -> dict[str, Any]:
        id: None | str
        id = self.id

        problem = self.problem.to_dict()

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id": id,
                "problem": problem,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.problem import Problem  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        id = _parse_id(d.pop("id"))

        problem = Problem.from_dict(d.pop("problem"))

        type_ = cast(Literal["error"], d.pop("type"))
        if type_ != "error":
            raise ValueError(f"type must match const 'error', got '{type_}'")

        live_error = cls(
            id=id,
            problem=problem,
            type_=type_,
        )

        return live_error
