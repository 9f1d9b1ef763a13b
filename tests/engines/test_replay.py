"""The replay verifier: it re-plays a match made under the rules it implements, and refuses
(rather than failing) one made under other rules."""

import importlib
import json
import os
import random as pyrandom
import subprocess
import sys
import tomllib

import pytest

from engines.registry import GAMES
from engines.replay import FORMAT, OtherRules, ReplayMismatch, state_digest, verify

ROOT = __file__.rsplit("/tests/", 1)[0]


def _replay(game_id: str, seed: int = 3) -> dict:
    """A whole match of random legal play, as the replay route writes it."""
    game = GAMES[game_id]
    players = game.min_players
    options = game.resolve_options({}, players)
    state, _ = game.begin(players, options, seed)
    chooser, steps = pyrandom.Random(seed), []
    while game.result(state) is None:
        if game.is_scoring(state):
            state, _ = game.score(state)
            steps.append({"score": True})
            continue
        seat = game.to_act(state)[0]
        move = chooser.choice(game.legal_moves(state, seat))
        state, _ = game.apply_move(state, seat, move)
        steps.append({"seat": seat, "move": move})
    return {"format": FORMAT, "game": game_id, "rules_version": game.rules_version,
            "players": players, "options": options, "seed": seed, "steps": steps,
            "final_state_sha256": state_digest(state)}


def _cli(tmp_path, replay: dict) -> subprocess.CompletedProcess:
    path = tmp_path / "replay.json"
    path.write_text(json.dumps(replay))
    return subprocess.run([sys.executable, "-m", "engines.replay", str(path)], cwd=ROOT,
                          capture_output=True, text=True)


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_replay_under_these_rules_verifies_and_a_tampered_one_fails(tmp_path, game_id):
    replay = _replay(game_id)
    verify(replay)
    assert _cli(tmp_path, replay).returncode == 0
    with pytest.raises(ReplayMismatch):
        verify({**replay, "seed": replay["seed"] + 1})


@pytest.mark.parametrize("game_id", list(GAMES))
def test_a_replay_made_under_other_rules_is_refused_not_failed(tmp_path, game_id):
    replay = _replay(game_id)
    current = GAMES[game_id].rules_version
    older = {**replay, "rules_version": current + 1}
    with pytest.raises(OtherRules, match=f"{game_id} rules version {current + 1}"):
        verify(older)
    done = _cli(tmp_path, older)
    assert done.returncode == 2, done.stdout
    assert "NOT checked" in done.stdout and f"version {current}" in done.stdout


def test_a_replay_without_a_rules_version_was_made_under_the_first_rules():
    replay = _replay("petits-chevaux")
    assert GAMES["petits-chevaux"].rules_version == 1
    verify({k: v for k, v in replay.items() if k != "rules_version"})
    newer = [g for g in GAMES.values() if g.rules_version > 1]
    for game in newer:
        unversioned = {k: v for k, v in _replay(game.id).items() if k != "rules_version"}
        with pytest.raises(OtherRules, match="version 1"):
            verify(unversioned)


def _console_script(name: str):
    """The function pyproject.toml's [project.scripts] installs as `name`."""
    with open(f"{ROOT}/pyproject.toml", "rb") as handle:
        target = tomllib.load(handle)["project"]["scripts"][name]
    module, _, function = target.partition(":")
    return getattr(importlib.import_module(module), function)


def test_haras_verify_checks_a_replay_from_any_directory(tmp_path, monkeypatch, capsys):
    """The console script calls its function with no argument: it reads the command line."""
    (tmp_path / "replay.json").write_text(json.dumps(_replay("royal-turf")))
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "argv", ["haras-verify", "replay.json"])
    assert _console_script("haras-verify")() == 0
    assert capsys.readouterr().out.startswith("verified: royal-turf")


def test_the_module_checks_a_replay_from_any_directory(tmp_path):
    (tmp_path / "replay.json").write_text(json.dumps(_replay("amazones")))
    done = subprocess.run([sys.executable, "-m", "engines.replay", "replay.json"], cwd=tmp_path,
                          env={**os.environ, "PYTHONPATH": ROOT}, capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("verified: amazones")
