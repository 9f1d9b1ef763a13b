"""Ratings: OpenSkill's Plackett–Luce model, per player and game, updated exactly once per
finished rated match.

A player's rating in a game is field `rating:<game>` of its hash `haras:player:{<id>}`
(service/state/players.py): JSON `{mu, sigma, matches, rating}`. AI levels are players too,
with ids `ai:<game>:<level>` and only rating fields in their hash.

A match is rated in two steps, each safe to run again after a crash:
1. Its outcome is frozen: every rated seat's rating before and after, computed from the
   ratings at that moment and stored once (SET NX) as `{m:<id>}:rating`. A job run again
   reads the frozen outcome back instead of computing another from ratings it has moved.
2. The outcome is applied to each player by a script on the player's own slot that writes
   the new rating and notes the match in the player's set `haras:player:{<id>}:rated` at
   once, and does nothing for a match that set holds already. The change applied is the
   outcome's (mu + its delta, sigma × its ratio): a rating that moved meanwhile (another
   match of the player, applied in between) keeps that other change as well.

The same script keeps, in the player's slot, its **record** in the game (hash
`haras:player:{<id>}:record:<game>`: `played`, the rated matches applied to it, and
`place:<n>`, how many of them it finished n-th; first place is a win) and its **history**
(sorted set `haras:player:{<id>}:history:<game>`, each member a JSON entry {match_id, at,
place, seats, rating_before, rating_after, counted}, scored by the `played` it made; the
newest HISTORY_KEPT stay): both change exactly when the rating does, so never twice. A match
applied by a release that kept no record is in neither.

`rating` is the displayed number: round(1000 + 20 × (mu − 3·sigma)), the conservative
estimate shifted and scaled so that a new player (mu 25, sigma 25/3) shows 1000 and each
unit of skill is 20 points. It rises as a player wins and as its sigma shrinks with matches.

What a match may not rate (`Rules`, the settings RATING_*), so that ratings cannot be farmed:
- an **abort**: a seat handed to the AI (resigned, or timed out too often) before its player
  made `abort_moves` steps of its own (the match record's `seat_moves`) rates nobody;
- a result against a **provisional** opponent (fewer than `provisional_matches` rated
  matches) moves a player by `provisional_weight` of its change only, and does not count
  among its rated matches (`counted`);
- a **pair** of players who met `pair_matches` times in the window is rated by neither
  (service/state/rating_pairs.py);
- **AI levels are anchors**: a match never moves them; their ratings come from their
  calibration among themselves (workers/calibration.py).
"""

import json
import time
from dataclasses import dataclass

from openskill.models import PlackettLuce

from engines.registry import GAMES
from service.state import players
from service.state.fastjson import dumps, loads
from service.state.rating_pairs import Pairs

MODEL = PlackettLuce()
DISPLAY_OFFSET, DISPLAY_SCALE = 1000, 20
PROVISIONAL_MATCHES = 10  # the default of the setting of that name
AI_PREFIX = "ai:"

# Writes `ARGV[3]` (the new rating) to field `ARGV[1]` and notes match `ARGV[2]` (score: now,
# ARGV[5]) in the player's set, unless the set has that match already; and only if the
# field still holds `ARGV[4]` (the rating the new one was computed from; '' when absent):
# otherwise the caller computes again from the current one. Notes older than ARGV[6] go.
# With the rating, the record (KEYS[3]) counts the match and its place (ARGV[7]) and the
# history (KEYS[4]) takes its entry (ARGV[8]), keeping the newest ARGV[9].
# Returns {1, new} when applied, {0, current} when applied before, {-1, current} on a change.
_APPLY = """
local current = redis.call('HGET', KEYS[1], ARGV[1]) or ''
if redis.call('ZSCORE', KEYS[2], ARGV[2]) then return {0, current} end
if current ~= ARGV[4] then return {-1, current} end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
redis.call('ZADD', KEYS[2], ARGV[5], ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[2], '-inf', ARGV[6])
local played = redis.call('HINCRBY', KEYS[3], 'played', 1)
redis.call('HINCRBY', KEYS[3], 'place:' .. ARGV[7], 1)
redis.call('ZADD', KEYS[4], played, ARGV[8])
redis.call('ZREMRANGEBYRANK', KEYS[4], 0, -1 - tonumber(ARGV[9]))
return {1, ARGV[3]}
"""
HISTORY_KEPT = 500  # a player's history in a game keeps its newest entries
APPLY_ATTEMPTS = 16


@dataclass(frozen=True)
class Rules:
    """What a match may rate: see the module's docstring (defaults: the settings')."""

    abort_moves: int = 2
    provisional_matches: int = PROVISIONAL_MATCHES
    provisional_weight: float = 0.0
    pair_matches: int = 3
    pair_window_s: int = 24 * 3600

    @classmethod
    def from_settings(cls, settings) -> "Rules":
        return cls(settings.rating_abort_moves, settings.provisional_matches,
                   settings.rating_provisional_weight, settings.rating_pair_matches,
                   settings.rating_pair_window_s)


def displayed(mu: float, sigma: float) -> int:
    """The rating shown for (mu, sigma): see the module's docstring."""
    return round(DISPLAY_OFFSET + DISPLAY_SCALE * (mu - 3 * sigma))


def ai_player_id(game: str, level: str) -> str:
    return f"{AI_PREFIX}{game}:{level}"


def is_ai_player(player_id: str) -> bool:
    return player_id.startswith(AI_PREFIX)


def ai_player(player_id: str) -> dict:
    """The public face of an AI level as a player (it has no stored record)."""
    level = player_id.rsplit(":", 1)[-1]
    return {"id": player_id, "name": f"AI ({level})", "bot": True}


def default() -> dict:
    return {"mu": MODEL.mu, "sigma": MODEL.sigma, "matches": 0,
            "rating": displayed(MODEL.mu, MODEL.sigma)}


def rated_key(player_id: str) -> str:
    """The matches applied to the player (in its slot)."""
    return players.player_key(player_id) + ":rated"


def record_key(player_id: str, game: str) -> str:
    """The player's record in `game` (in its slot): see the module's docstring."""
    return f"{players.player_key(player_id)}:record:{game}"


def history_key(player_id: str, game: str) -> str:
    """The player's rating history in `game` (in its slot): see the module's docstring."""
    return f"{players.player_key(player_id)}:history:{game}"


def place(entry: dict, seats: int) -> int:
    """The place an outcome's `entry` finished in a match of `seats` seats: its rank, seats
    handed to the AI (ranked after every seat) last."""
    return min(entry["rank"], seats)


def record(client, player_id: str, game: str, max_seats: int) -> dict:
    """The player's record in `game`: {played, wins, places: [first, second, …]} (places
    up to `max_seats`), of the rated matches applied to it since records were kept."""
    fields = client.hgetall(record_key(player_id, game))
    places = [int(fields.get(f"place:{n}", 0)) for n in range(1, max_seats + 1)]
    return {"played": int(fields.get("played", 0)), "wins": places[0], "places": places}


def history_page(client, player_id: str, game: str, cursor: int | None,
                 limit: int) -> tuple[list[dict], int | None]:
    """Up to `limit` entries of the player's history in `game` older than `cursor` (None:
    the newest), newest first, and the next page's cursor (None at the end)."""
    top = "+inf" if cursor is None else f"({cursor}"
    found = client.zrevrangebyscore(history_key(player_id, game), top, "-inf", start=0,
                                    num=limit + 1, withscores=True)
    entries = [loads(member) for member, _ in found[:limit]]
    return entries, int(found[limit - 1][1]) if len(found) > limit else None


def outcome_key(match_id: str) -> str:
    return f"{{m:{match_id}}}:rating"


def current(client, player_ids, game: str,
            provisional_matches: int = PROVISIONAL_MATCHES) -> dict[str, dict]:
    """Each player's rating in `game`: {mu, sigma, matches, rating, provisional} (the model's
    defaults for one never rated; an AI level, an anchor, is never provisional); one round
    trip per node."""
    ids = list(dict.fromkeys(player_ids))
    pipe = client.pipeline(transaction=False)
    for player_id in ids:
        pipe.hget(players.player_key(player_id), players.RATING_FIELD + game)
    found = {}
    for player_id, raw in zip(ids, pipe.execute(), strict=True):
        rating = default() if raw is None else loads(raw)
        found[player_id] = {**rating, "provisional": not is_ai_player(player_id)
                            and rating["matches"] < provisional_matches}
    return found


def set_anchor(client, player_id: str, game: str, rating: dict) -> None:
    """Writes an AI level's calibrated rating (workers/calibration.py): no match moves it."""
    client.hset(players.player_key(player_id), players.RATING_FIELD + game, json.dumps(rating))


# --- the outcome of a match ---------------------------------------------------------------

def handed_over(seat: dict) -> bool:
    """A player's seat the AI plays for good: its player resigned, or let its turns time out
    too often (service/match/moves.py)."""
    return bool(seat.get("resigned")) or (
        seat["type"] == "ai" and "player" in seat and not is_ai_player(seat["player"]["id"]))


def ranks(match: dict) -> dict[int, int]:
    """Each seat's rank (1 best; equal ranks are ties): the winners share the first, the
    others follow in the result's ranking; seats handed to the AI rank last, together."""
    result = match.get("forfeit") or GAMES[match["game"]].result(match["state"])
    seats = match["seats"]
    last = len(seats) + 1
    placed = {}
    for position, seat in enumerate(result["ranking"], start=1):
        placed[seat] = 1 if seat in result["winners"] else position
    return {seat["seat"]: last if handed_over(seat) else placed.get(seat["seat"], last)
            for seat in seats}


def aborted(match: dict, abort_moves: int) -> bool:
    """A seat was handed to the AI before its player made `abort_moves` steps of its own. A
    record without `seat_moves` (of a release that did not count them) is never aborted."""
    if "seat_moves" not in match:
        return False
    return any(handed_over(seat) and match["seat_moves"].get(str(seat["seat"]), 0) <
               abort_moves for seat in match["seats"] if "player" in seat)


def rated_seats(match: dict, unrated: frozenset[str] = frozenset()) -> list[dict]:
    """The seats rated by the match: bound to a player that is no AI level (anchors), holds
    no other seat of it and is not among `unrated` (pairs that met too often). The others
    still rank among them, as opponents."""
    bound = [seat for seat in match["seats"] if "player" in seat]
    holders = [seat["player"]["id"] for seat in bound]
    return [seat for seat in bound
            if holders.count(seat["player"]["id"]) == 1 and seat["player"]["id"] not in unrated
            and not is_ai_player(seat["player"]["id"])]


def weight(seat: int, bound: list[dict], before: dict[int, dict], rules: Rules) -> float:
    """The share of its change a seat's rating takes: `provisional_weight` when one of its
    opponents is a provisional player (AI levels never are: they are calibrated), else 1."""
    if any(other["seat"] != seat and not is_ai_player(other["player"]["id"])
           and before[other["seat"]]["matches"] < rules.provisional_matches
           for other in bound):
        return rules.provisional_weight
    return 1.0


def counted(share: float) -> int:
    """Whether a result taken at `share` of its change counts among its player's rated
    matches: only whole ones do. A player is established by results against established
    opponents, so throwaways that play each other stay provisional however often they do."""
    return 1 if share == 1 else 0


def compute_outcome(match: dict, before: dict[int, dict], rules: Rules = Rules(),
                    unrated: frozenset[str] = frozenset()) -> dict:
    """The frozen outcome of `match` from the seats' ratings `before` (seat → rating):
    {game, seats: {seat: {player, rank, before, after}}}. Every bound seat is a team of the
    model; those of `rated_seats` are kept, each moved by its `weight` of the change."""
    seat_ranks = ranks(match)
    bound = [seat for seat in match["seats"] if "player" in seat]
    teams = [seat["seat"] for seat in bound]
    new = MODEL.rate([[MODEL.rating(mu=before[s]["mu"], sigma=before[s]["sigma"])]
                      for s in teams], ranks=[seat_ranks[s] for s in teams])
    after = {s: team[0] for s, team in zip(teams, new, strict=True)}
    seats = {}
    for seat in rated_seats(match, unrated):
        s, was = seat["seat"], before[seat["seat"]]
        share = weight(s, bound, before, rules)
        mu = was["mu"] + share * (after[s].mu - was["mu"])
        sigma = was["sigma"] * (after[s].sigma / was["sigma"]) ** share
        seats[str(s)] = {
            "player": seat["player"]["id"], "rank": seat_ranks[s],
            "before": {k: was[k] for k in ("mu", "sigma", "matches", "rating")},
            "after": {"mu": mu, "sigma": sigma, "matches": was["matches"] + counted(share),
                      "rating": displayed(mu, sigma)}}
    return {"game": match["game"], "seats": seats}


def freeze_outcome(client, match: dict, ttl_s: int, rules: Rules = Rules()) -> dict:
    """The match's outcome: the one frozen already, else computed from the ratings now and
    frozen (the first of two concurrent jobs wins; both return its outcome). An aborted
    match's rates no seat and says why: `reason: "aborted"`."""
    key = outcome_key(match["id"])
    if (frozen := client.get(key)) is not None:
        return loads(frozen)
    if aborted(match, rules.abort_moves):
        outcome = {"game": match["game"], "seats": {}, "reason": "aborted"}
    else:
        outcome = _rated_outcome(client, match, rules)
    if client.set(key, dumps(outcome), nx=True, ex=ttl_s):
        return outcome
    return loads(client.get(key))


def _rated_outcome(client, match: dict, rules: Rules) -> dict:
    seats = [seat for seat in match["seats"] if "player" in seat]
    now = current(client, [seat["player"]["id"] for seat in seats], match["game"])
    people = [seat["player"]["id"] for seat in rated_seats(match)]
    over = Pairs(client, rules.pair_matches, rules.pair_window_s).over_limit(
        match["id"], match.get("updated_at") or time.time(), people, time.time())
    return compute_outcome(match, {seat["seat"]: now[seat["player"]["id"]] for seat in seats},
                           rules, frozenset(over))


def changes(outcome: dict) -> dict[str, dict]:
    """What a result shows: seat → {before, after} displayed ratings."""
    return {seat: {"before": entry["before"]["rating"], "after": entry["after"]["rating"]}
            for seat, entry in outcome["seats"].items()}


def _moved(rating: dict, entry: dict) -> dict:
    """`rating` changed as the outcome `entry` changed its player's rating before."""
    was, now = entry["before"], entry["after"]
    mu = rating["mu"] + now["mu"] - was["mu"]
    sigma = rating["sigma"] * now["sigma"] / was["sigma"]
    return {"mu": mu, "sigma": sigma,
            "matches": rating["matches"] + now["matches"] - was["matches"],
            "rating": displayed(mu, sigma)}


class Ratings:
    """Applies frozen outcomes to players (a script registered once per client)."""

    def __init__(self, client, retention_s: int):
        """`retention_s`: how long a player's set remembers an applied match (longer than a
        match waiting for its rating can live)."""
        self.client, self.retention_s = client, retention_s
        self._apply = client.register_script(_APPLY)

    def apply(self, match_id: str, game: str, entry: dict, *, seats: int) -> tuple[bool, dict]:
        """Applies a frozen outcome's `entry` to its player, once, with its record and
        history (the match had `seats` seats): (applied now, the player's rating after)."""
        player = entry["player"]
        field = players.RATING_FIELD + game
        keys = [players.player_key(player), rated_key(player), record_key(player, game),
                history_key(player, game)]
        base = self.client.hget(keys[0], field)
        finished = place(entry, seats)
        for _ in range(APPLY_ATTEMPTS):
            rating = default() if base is None else loads(base)
            new = entry["after"] if rating == entry["before"] else _moved(rating, entry)
            now = time.time()
            noted = {"match_id": match_id, "at": now, "place": finished, "seats": seats,
                     "rating_before": rating["rating"], "rating_after": new["rating"],
                     "counted": new["matches"] > rating["matches"]}
            status, stored = self._apply(keys, [field, match_id, json.dumps(new), base or "",
                                                now, now - self.retention_s, finished,
                                                json.dumps(noted), HISTORY_KEPT])
            if status != -1:
                return status == 1, loads(stored)
            base = stored or None  # changed meanwhile: again from the current rating
        raise RuntimeError(f"rating of {player} kept changing")
