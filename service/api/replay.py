"""A finished match's replay: everything needed to re-simulate and check it."""

from flask_smorest import Blueprint

from engines.replay import FORMAT, replay_steps, state_digest
from service.api.access import load_match, runtime
from service.views import match_view
from service.web.errors import ApiError
from service.web.openapi import PUBLIC, errors
from service.web.schemas import Replay

blp = Blueprint("replay", __name__, url_prefix="/v1/matches",
                description="Replays of finished matches.")


@blp.route("/<string:match_id>/replay")
@blp.doc(operationId="getReplay", security=PUBLIC)
@blp.response(200, Replay)
@errors(blp, 404, 409, 503)
def get_replay(match_id: str):
    """Options, seed and every step of a finished match.

    With the final state's SHA-256: `python -m engines.replay FILE` plays it again and checks.
    409 `match_not_finished` while it runs (the seed stays secret until the end)."""
    match = load_match(match_id)
    if match["status"] != "finished":
        raise ApiError(409, "match_not_finished", "Replays are published once a match ends.")
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
