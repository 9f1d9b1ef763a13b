from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.ticket import Ticket


T = TypeVar("T", bound="CreatedTicket")


@_attrs_define
class CreatedTicket:
    """
    Attributes:
        ticket (Ticket):
    """

    ticket: Ticket

    def to_dict(self) -> dict[str, Any]:
        ticket = self.ticket.to_dict()

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "ticket": ticket,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.ticket import Ticket  # noqa: PLC0415

        d = dict(src_dict)
        ticket = Ticket.from_dict(d.pop("ticket"))

        created_ticket = cls(
            ticket=ticket,
        )

        return created_ticket
