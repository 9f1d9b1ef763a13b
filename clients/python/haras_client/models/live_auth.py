from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="LiveAuth")


@_attrs_define
class LiveAuth:
    """The seat token, as the first message when the URL has none.

    Attributes:
        token (str): The seat token.
        type_ (Literal['auth']):
    """

    token: str
    type_: Literal["auth"]

    def to_dict(self) -> dict[str, Any]:
        token = self.token

        type_ = self.type_

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "token": token,
                "type": type_,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        token = d.pop("token")

        type_ = cast(Literal["auth"], d.pop("type"))
        if type_ != "auth":
            raise ValueError(f"type must match const 'auth', got '{type_}'")

        live_auth = cls(
            token=token,
            type_=type_,
        )

        return live_auth
