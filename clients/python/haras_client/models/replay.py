from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar

from attrs import define as _attrs_define

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.replay_options import ReplayOptions
    from ..models.replay_steps_item import ReplayStepsItem
    from ..models.result import Result


T = TypeVar("T", bound="Replay")


@_attrs_define
class Replay:
    """
    Attributes:
        final_state_sha256 (str): SHA-256 of the final game state as canonical JSON; `haras-verify FILE` (a console
            script of the haras package) re-plays and checks it.
        format_ (str):
        game (str):
        options (ReplayOptions): The game's options.
        players (int):
        result (Result):
        rules_version (int): The version of the game's rules the match was played under: a verifier of other rules
            refuses it rather than report a mismatch.
        seed (int):
        steps (list[ReplayStepsItem]): In order: {seat, move} for a move, {score: true} for a round's scoring, {resign:
            seat} for a resignation that ended the match.
        seed_commitment (str | Unset): As shown since creation; the verifier checks the seed against it.
        seed_salt (str | Unset):
    """

    final_state_sha256: str
    format_: str
    game: str
    options: ReplayOptions
    players: int
    result: Result
    rules_version: int
    seed: int
    steps: list[ReplayStepsItem]
    seed_commitment: str | Unset = UNSET
    seed_salt: str | Unset = UNSET

    def to_dict(self) -> dict[str, Any]:
        final_state_sha256 = self.final_state_sha256

        format_ = self.format_

        game = self.game

        options = self.options.to_dict()

        players = self.players

        result = self.result.to_dict()

        rules_version = self.rules_version

        seed = self.seed

        steps = []
        for steps_item_data in self.steps:
            steps_item = steps_item_data.to_dict()
            steps.append(steps_item)

        seed_commitment = self.seed_commitment

        seed_salt = self.seed_salt

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "final_state_sha256": final_state_sha256,
                "format": format_,
                "game": game,
                "options": options,
                "players": players,
                "result": result,
                "rules_version": rules_version,
                "seed": seed,
                "steps": steps,
            }
        )
        if seed_commitment is not UNSET:
            field_dict["seed_commitment"] = seed_commitment
        if seed_salt is not UNSET:
            field_dict["seed_salt"] = seed_salt

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.replay_options import ReplayOptions  # noqa: PLC0415
        from ..models.replay_steps_item import ReplayStepsItem  # noqa: PLC0415
        from ..models.result import Result  # noqa: PLC0415

        d = dict(src_dict)
        final_state_sha256 = d.pop("final_state_sha256")

        format_ = d.pop("format")

        game = d.pop("game")

        options = ReplayOptions.from_dict(d.pop("options"))

        players = d.pop("players")

        result = Result.from_dict(d.pop("result"))

        rules_version = d.pop("rules_version")

        seed = d.pop("seed")

        steps = []
        _steps = d.pop("steps")
        for steps_item_data in _steps:
            steps_item = ReplayStepsItem.from_dict(steps_item_data)

            steps.append(steps_item)

        seed_commitment = d.pop("seed_commitment", UNSET)

        seed_salt = d.pop("seed_salt", UNSET)

        replay = cls(
            final_state_sha256=final_state_sha256,
            format_=format_,
            game=game,
            options=options,
            players=players,
            result=result,
            rules_version=rules_version,
            seed=seed,
            steps=steps,
            seed_commitment=seed_commitment,
            seed_salt=seed_salt,
        )

        return replay
