from __future__ import annotations

from collections.abc import Mapping
from typing import Any, TypeVar

from attrs import define as _attrs_define

T = TypeVar("T", bound="SignIn")


@_attrs_define
class SignIn:
    """
    Attributes:
        id_token (str): An ID token of an issuer this service trusts (OIDC_ISSUERS), as the app received it: a signed
            JWT of at most 8192 characters.
    """

    id_token: str

    def to_dict(self) -> dict[str, Any]:
        id_token = self.id_token

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "id_token": id_token,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        id_token = d.pop("id_token")

        sign_in = cls(
            id_token=id_token,
        )

        return sign_in
