"""Arenas: batches of AI-versus-AI matches played on the workers, with their statistics."""

import contextlib
import re
import secrets
import time

from flask import url_for
from flask_smorest import Blueprint

from engines.ai import levels
from engines.core import InvalidOptions
from engines.rng import SEED_LIMIT
from service.http import quota_edge
from service.http.access import game_named, runtime
from service.http.openapi import OPTIONAL_API_KEY, PUBLIC, errors
from service.http.schemas.arena import ArenaView, CreateArena
from service.problems import ApiError
from service.state import quotas
from service.state.arenas import Arenas, summary

blp = Blueprint("arena", __name__, url_prefix="/v1/arena",
                description="AI-versus-AI batches: N matches with rotating seats, played in "
                            "parallel on the workers; win rates with confidence intervals, "
                            "and Elo.")
ARENA_ID = re.compile(r"^[A-Za-z0-9_-]{22}$")
# A match of a few thousand decisions at the slowest player's budget fits in a job.
JOB_TIMEOUT_BASE_S = 300
JOB_DECISIONS_BUDGET = 4000


def _arenas() -> Arenas:
    return Arenas(runtime().store.client)


def _not_found() -> ApiError:
    return ApiError(404, "arena_not_found", "Arena not found (arenas expire after 7 days).")


def _validate(body: dict):
    game = game_named(body["game"])
    players = body["players"]
    if not game.min_players <= len(players) <= game.max_players:
        raise ApiError(422, "validation_error", "Wrong number of players.", errors={
            "players": [f"{game.name} takes {game.min_players} to {game.max_players} "
                        "players (each player is one seat of every match)."]})
    offered = levels(game)
    problems = {f"players.{i}.level": [f"Must be one of: {', '.join(offered)}."]
                for i, player in enumerate(players) if player["level"] not in offered}
    if problems:
        raise ApiError(422, "validation_error", "Some players are invalid.", errors=problems)
    try:
        options = game.resolve_options(body["options"], len(players))
    except InvalidOptions as bad:
        raise ApiError(422, "invalid_options", "The options are invalid for this game.",
                       errors=bad.errors) from None
    return game, options


@blp.route("", strict_slashes=False, methods=["POST"])
@blp.doc(operationId="createArena")
@blp.arguments(CreateArena)
@blp.response(202, ArenaView, headers={"Location": {"schema": {"type": "string"},
                                                    "description": "The arena's URL."}})
@blp.doc(security=OPTIONAL_API_KEY)
@errors(blp, 400, 401, 403, 413, 415, 422, 429, 503)
def create_arena(body: dict):
    """Start an arena: `matches` all-AI matches between `players`, on the workers.

    With REQUIRE_API_KEY this needs an `X-API-Key` (401 `unauthorized`, 403 `forbidden` for
    a revoked key).

    Player p sits at seat (p + i) % n in match i; match i's seed derives from the arena's
    `seed` and i. Progress and results: `GET /v1/arena/{arena_id}`.

    422 codes: `validation_error` (body, players, levels), `unknown_game`, `invalid_options`
    (with `errors` per option).

    429 `quota_exceeded` (nothing is created) when the arena would take its client (its
    `X-API-Key`, else its address) over a quota; the problem names the `quota`, its `limit`,
    what is `in_use` and what was `requested`: `arena_think_ms` (`matches` × the sum of the
    `expert` players' `think_ms`, the levels that think: `greedy` and `random` cost none;
    anonymous clients 200,000, API keys 5,000,000 by default), `arenas` (running at once: 1
    and 4) or `ai_think_ms` (think time in flight: that sum plus what the client's live
    matches and other arenas hold; 40,000 and 400,000). A cancelled or finished arena frees
    its share at once."""
    game, options = _validate(body)
    arena_id = secrets.token_urlsafe(16)
    players = [{"level": p["level"], "think_ms": p["think_ms"]} for p in body["players"]]
    doc = {"id": arena_id, "game": game.id, "players": players, "options": options,
           "seed": body.get("seed", secrets.randbelow(SEED_LIMIT)), "total": body["matches"],
           "created_at": time.time()}
    rt = runtime()
    # 429 quota_exceeded before anything is stored
    quotas.charge_arena(rt, doc, lambda: quota_edge.requester(rt))
    arenas = _arenas()
    slowest_s = max(p["think_ms"] for p in players) / 1000
    timeout_s = int(JOB_TIMEOUT_BASE_S + JOB_DECISIONS_BUDGET * slowest_s)
    try:
        arenas.create(doc)
        rt.jobs.enqueue_arena(arena_id, doc["total"], timeout_s)
    except Exception:
        with contextlib.suppress(Exception):  # no arena without its jobs (best effort)
            arenas.delete(arena_id)
            quotas.release_arena(rt, doc)
        raise
    return (summary(doc, False, {}),
            {"Location": url_for("arena.get_arena", arena_id=arena_id)})


def _view(arena_id: str) -> dict:
    loaded = _arenas().load(arena_id) if ARENA_ID.match(arena_id) else None
    if loaded is None:
        raise _not_found()
    return summary(*loaded)


@blp.route("/<string:arena_id>", methods=["GET"])
@blp.doc(operationId="getArena", security=PUBLIC)
@blp.response(200, ArenaView)
@errors(blp, 404, 503)
def get_arena(arena_id: str):
    """The arena's progress and results so far (404 `arena_not_found`).

    `results` per player: `wins` (a win shared by k winners counts 1/k), `win_rate` =
    wins / done, `ci95` its 95% Wilson interval, `mean_score`. `elo`: a Bradley–Terry fit of
    every pair's outcomes (1500 = the players' mean)."""
    return _view(arena_id)


@blp.route("/<string:arena_id>", methods=["DELETE"])
@blp.doc(operationId="cancelArena", security=PUBLIC)
@blp.response(200, ArenaView)
@errors(blp, 404, 503)
def cancel_arena(arena_id: str):
    """Cancel the arena.

    The matches not yet played are skipped, and the matches being played stop within about a
    second (their workers take other work).

    The results stay as they are; the arena is returned with `status: "cancelled"` (or
    `"finished"` if every match was already played), and no longer counts against its
    client's quotas. Idempotent. 404 `arena_not_found`."""
    if not ARENA_ID.match(arena_id) or not _arenas().cancel(arena_id):
        raise _not_found()
    view = _arenas().load(arena_id)
    if view is None:
        raise _not_found()
    doc, cancelled, results = view
    quotas.release_arena(runtime(), doc)
    return summary(doc, cancelled, results)
