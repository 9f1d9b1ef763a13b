"""A finished match's replay: everything needed to re-simulate and check it."""

from flask import current_app
from flask_smorest import Blueprint

from engines.replay import FORMAT, replay_steps, state_digest
from service.http import limits
from service.http.access import load_match, runtime
from service.http.openapi import PUBLIC, errors
from service.http.schemas.replay import Replay, ReplayStep
from service.match.replay_steps import Timelines, replay_step
from service.model.views import match_view
from service.problems import ApiError

blp = Blueprint("replay", __name__, url_prefix="/v1/matches",
                description="Replays of finished matches.")
TIMELINES_KEY = "haras.timelines"  # app.extensions: the re-played steps of the matches last asked


def timelines() -> Timelines:
    """The app's timelines, kept in this process (REPLAY_CACHED_STEPS)."""
    found = current_app.extensions.get(TIMELINES_KEY)
    if found is None:
        found = current_app.extensions.setdefault(
            TIMELINES_KEY, Timelines(runtime().settings.replay_cached_steps))
    return found


def finished_match(match_id: str) -> dict:
    match = load_match(match_id)
    if match["status"] != "finished":
        raise ApiError(409, "match_not_finished", "Replays are published once a match ends.")
    return match


@blp.route("/<string:match_id>/replay")
@blp.doc(operationId="getReplay", security=PUBLIC)
@blp.response(200, Replay)
@errors(blp, 404, 409, 503)
def get_replay(match_id: str):
    """Options, seed and every step of a finished match.

    With the final state's SHA-256: `haras-verify FILE` (a console script of the haras
    package) plays it again and checks.
    409 `match_not_finished` while it runs (the seed stays secret until the end)."""
    match = finished_match(match_id)
    events = runtime().store.read_events(match_id, 0)
    return {
        "format": FORMAT,
        "game": match["game"],
        "rules_version": match.get("rules_version", 1),
        "players": len(match["seats"]),
        "options": match["state"]["options"],
        "seed": match["seed"],
        **{k: match[k] for k in ("seed_salt", "seed_commitment") if k in match},
        "steps": replay_steps(events),
        "result": match_view(match, None)["result"],
        "final_state_sha256": state_digest(match["state"]),
    }


@blp.route("/<string:match_id>/replay/steps/<int:step>")
@blp.doc(operationId="getReplayStep", security=PUBLIC)
@blp.response(200, ReplayStep)
@errors(blp, 404, 409, 503)
def get_replay_step(match_id: str, step: int):
    """A finished match as it stood after its first `step` steps.

    The steps are the replay's (moves, round scorings, a resignation that ended the match);
    step 0 is the match before the first. `match` is the public view then (what a spectator
    saw, nothing hidden revealed), re-played from the seed; `events` the public events of
    that step, with the service's own events up to the next step (a seat joining, resigning,
    the rematch link): the steps' events, in order, are the match's public events. The last
    step's view is the finished match's. `updated_at` is the match's last update at every
    step. 404 `step_not_found` (with `steps`) past the last step; 409 `match_not_finished`
    while it runs, `other_rules` for a match played under rules this server no longer plays.

    The first request for a match's steps re-plays it (steps of the matches asked last are
    kept): each such re-play is charged to the client (its API key, else its address) against
    a budget of its own, much smaller than the rate limit (REPLAY_BUILD_RATE, 20 per 60 s by
    default); past it, 429 `replay_build_limited` with `Retry-After`. Steps of a match
    already re-played cost none."""
    match = finished_match(match_id)
    timeline = timelines().get(match, lambda: runtime().store.read_events(match_id, 0),
                               before_build=limits.count_replay_build)
    return replay_step(match, timeline, step)
