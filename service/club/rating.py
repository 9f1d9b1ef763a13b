"""Rating a finished rated match, exactly once, whichever door asks (the rating job), and
listing the leaderboards by the rules in force."""

from engines.registry import GAMES
from service.model.play import pending_work, step
from service.state import ratings
from service.state.leaderboard import Leaderboard
from service.state.store import VersionConflict

ATTEMPTS = 8  # links of the changes into the match racing other links (a rematch's)
# A player's set of applied matches remembers one longer than a finished match waiting for
# its rating lives (MATCH_TTL_FINISHED_S), a day more.
RETENTION_MARGIN_S = 24 * 3600


def rate_players(client, settings, match: dict) -> dict:
    """Freezes the outcome of the finished `match` (or reads it back) and applies it to each
    of its players and to the leaderboard, once; returns the outcome."""
    outcome = ratings.freeze_outcome(client, match, settings.finished_ttl_s,
                                     ratings.Rules.from_settings(settings))
    players = ratings.Ratings(client, settings.finished_ttl_s + RETENTION_MARGIN_S)
    board = Leaderboard(client, settings.leaderboard_min_matches)
    for entry in outcome["seats"].values():
        _, now = players.apply(match["id"], match["game"], entry, seats=len(match["seats"]))
        board.update(match["game"], entry["player"], now)
    return outcome


def relist_boards(client, settings) -> dict[str, int]:
    """Lists every game's board by LEADERBOARD_MIN_MATCHES where it was listed by another
    value (the release before listed from 5 matches): run by a worker that starts, once per
    value. The games relisted, and how many entries were added or removed in each."""
    board = Leaderboard(client, settings.leaderboard_min_matches)
    return {game: moved for game in GAMES if (moved := board.relist(game)) is not None}


def rate_match(rt, match_id: str) -> dict:
    """Rates the finished rated match `match_id`. Run again after a crash at any point, it
    changes no rating twice: the outcome frozen by the first run is applied to each player
    once (service/state/ratings.py), then linked into the match (`rating_changes`, event
    `ratings_updated`), the step that ends the match's wait for its rating. An aborted match
    links no change and `rating_aborted: true`. The outcome, as the job reports it."""
    match = rt.store.load(match_id)
    if match is None:
        return {"outcome": "gone"}
    if pending_work(match) != "rating":
        rt.jobs.settle(match)
        return {"outcome": "rated already"}
    outcome = rate_players(rt.store.client, rt.settings, match)
    shown = ratings.changes(outcome)
    link = {"rating_changes": shown}
    if outcome.get("reason") == "aborted":
        link["rating_aborted"] = True
    for _ in range(ATTEMPTS):
        linked, events = step(match, link, [{"type": "ratings_updated", "changes": shown}])
        try:
            rt.commit(linked, match, events, linking_finished=True)
            break
        except VersionConflict:
            match = rt.store.load(match_id)
            if match is None or pending_work(match) != "rating":
                break
    else:
        raise RuntimeError(f"the rating changes of {match_id} lost every race to be linked")
    return {"outcome": "aborted" if "rating_aborted" in link else "rated", "changes": shown}
