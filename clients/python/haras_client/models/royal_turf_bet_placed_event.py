from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal, TypeVar, cast

from attrs import define as _attrs_define

T = TypeVar("T", bound="RoyalTurfBetPlacedEvent")


@_attrs_define
class RoyalTurfBetPlacedEvent:
    """A seat placed a token on a horse.

    Attributes:
        face_down (bool): Whether the bet is face down (option hidden_bets).
        horse (int): Index of the horse (0..6).
        seat (int): The bettor.
        seq (int): The event's place in the match's log (1, 2, ...): read on with `after=<seq>`.
        token (int | None): The token's value; null to other seats when the bet is face down (until bets_revealed).
        type_ (Literal['bet_placed']):
        version (int): The match version the event belongs to (a step's events share it).
    """

    face_down: bool
    horse: int
    seat: int
    seq: int
    token: int | None
    type_: Literal["bet_placed"]
    version: int

    def to_dict(self) -> dict[str, Any]:
        face_down = self.face_down

        horse = self.horse

        seat = self.seat

        seq = self.seq

        token: int | None
        token = self.token

        type_ = self.type_

        version = self.version

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "face_down": face_down,
                "horse": horse,
                "seat": seat,
                "seq": seq,
                "token": token,
                "type": type_,
                "version": version,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        face_down = d.pop("face_down")

        horse = d.pop("horse")

        seat = d.pop("seat")

        seq = d.pop("seq")

        def _parse_token(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        token = _parse_token(d.pop("token"))

        type_ = cast(Literal["bet_placed"], d.pop("type"))
        if type_ != "bet_placed":
            raise ValueError(f"type must match const 'bet_placed', got '{type_}'")

        version = d.pop("version")

        royal_turf_bet_placed_event = cls(
            face_down=face_down,
            horse=horse,
            seat=seat,
            seq=seq,
            token=token,
            type_=type_,
            version=version,
        )

        return royal_turf_bet_placed_event
