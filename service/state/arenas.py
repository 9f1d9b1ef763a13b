"""Arena persistence in Redis, and the arena view (progress, win rates, Elo).

Per arena: a hash `{a:<id>}:arena` (fields `doc`: the arena as JSON, `total`, and
`cancelled` once cancelled) and a hash `{a:<id>}:results` (match index → that match's result
as JSON, in arena players). Both share the hash tag `{a:<id>}` and expire 7 days after the
arena was created. A match's result is written by one HSET of its index, so a job that runs
twice overwrites the same field; the write checks the cancel flag in the same script, so once
an arena is cancelled its results never change.
"""

import json

import redis

from engines.stats import elo, wilson

ARENA_TTL_S = 7 * 24 * 3600
_dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode

# KEYS: arena, results. ARGV: index, result JSON. Records unless the arena is gone/cancelled;
# 'recorded_last' when every match has its result now.
_RECORD = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 'gone' end
if redis.call('HEXISTS', KEYS[1], 'cancelled') == 1 then return 'cancelled' end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
local ttl = redis.call('PTTL', KEYS[1])
if ttl > 0 then redis.call('PEXPIRE', KEYS[2], ttl) end
if redis.call('HLEN', KEYS[2]) >= tonumber(redis.call('HGET', KEYS[1], 'total')) then
  return 'recorded_last'
end
return 'recorded'
"""

# KEYS: arena, results. 1 when the arena is over: gone, cancelled or every match played.
_SETTLED = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 1 end
if redis.call('HEXISTS', KEYS[1], 'cancelled') == 1 then return 1 end
if redis.call('HLEN', KEYS[2]) >= tonumber(redis.call('HGET', KEYS[1], 'total')) then
  return 1
end
return 0
"""

# KEYS: arena, results. Sets the cancel flag unless every match is already played.
_CANCEL = """
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
local total = tonumber(redis.call('HGET', KEYS[1], 'total'))
if redis.call('HLEN', KEYS[2]) < total then
  redis.call('HSET', KEYS[1], 'cancelled', '1')
end
return 1
"""


def arena_key(arena_id: str) -> str:
    return f"{{a:{arena_id}}}:arena"


def results_key(arena_id: str) -> str:
    return f"{{a:{arena_id}}}:results"


class Arenas:
    def __init__(self, client: redis.Redis):
        self.client = client  # decode_responses=True
        self._record = client.register_script(_RECORD)
        self._cancel = client.register_script(_CANCEL)
        self._settled = client.register_script(_SETTLED)

    def create(self, doc: dict) -> None:
        key = arena_key(doc["id"])
        with self.client.pipeline(transaction=True) as pipe:
            pipe.hset(key, mapping={"doc": _dumps(doc), "total": doc["total"]})
            pipe.expire(key, ARENA_TTL_S)
            pipe.execute()

    def delete(self, arena_id: str) -> None:
        self.client.delete(arena_key(arena_id), results_key(arena_id))

    def meta(self, arena_id: str) -> tuple[dict, bool] | None:
        """(the arena, whether it was cancelled), or None."""
        doc, cancelled = self.client.hmget(arena_key(arena_id), ["doc", "cancelled"])
        return None if doc is None else (json.loads(doc), cancelled is not None)

    def load(self, arena_id: str) -> tuple[dict, bool, dict[int, dict]] | None:
        """(the arena, cancelled, {match index: result}), or None."""
        with self.client.pipeline(transaction=True) as pipe:
            pipe.hmget(arena_key(arena_id), ["doc", "cancelled"])
            pipe.hgetall(results_key(arena_id))
            (doc, cancelled), raw = pipe.execute()
        if doc is None:
            return None
        results = {int(index): json.loads(value) for index, value in raw.items()}
        return json.loads(doc), cancelled is not None, results

    def has_result(self, arena_id: str, index: int) -> bool:
        return bool(self.client.hexists(results_key(arena_id), str(index)))

    def record(self, arena_id: str, index: int, result: dict) -> str:
        """'recorded', or 'cancelled' / 'gone' (then nothing is written)."""
        outcome, _ = self.record_result(arena_id, index, result)
        return outcome

    def record_result(self, arena_id: str, index: int, result: dict) -> tuple[str, bool]:
        """`record`'s outcome, and whether every match of the arena has its result now."""
        outcome = self._record(keys=[arena_key(arena_id), results_key(arena_id)],
                               args=[str(index), _dumps(result)])
        if outcome == "recorded_last":
            return "recorded", True
        return outcome, False

    def cancelled(self, arena_id: str) -> bool:
        """Whether the arena was cancelled (or is gone): one HMGET, for the workers'
        watch on the matches they play."""
        total, cancelled = self.client.hmget(arena_key(arena_id), ["total", "cancelled"])
        return total is None or cancelled is not None

    def settled(self, arena_id: str) -> bool:
        """Whether the arena is over: gone, cancelled, or every match played."""
        return bool(self._settled(keys=[arena_key(arena_id), results_key(arena_id)]))

    def cancel(self, arena_id: str) -> bool:
        """Flags the arena cancelled (a no-op once every match is played); False if gone."""
        return bool(self._cancel(keys=[arena_key(arena_id), results_key(arena_id)]))


def summary(doc: dict, cancelled: bool, results: dict[int, dict]) -> dict:
    """The arena view: progress, and per player wins (a win shared by k winners counts 1/k),
    win rate with its 95% Wilson interval, mean score, and Elo over the matches played."""
    played = [r for _, r in sorted(results.items()) if "error" not in r]
    done, failed, total = len(played), len(results) - len(played), doc["total"]
    if cancelled:
        status = "cancelled"
    elif done + failed >= total:
        status = "finished"
    else:
        status = "running"
    n = len(doc["players"])
    wins, score_sums = [0.0] * n, [0.0] * n
    for result in played:
        for winner in result["winners"]:
            wins[winner] += 1 / len(result["winners"])
        for player, score in result["scores"].items():
            score_sums[int(player)] += score
    per_player = {}
    for p, player in enumerate(doc["players"]):
        lo, hi = wilson(min(wins[p], done), done)
        per_player[str(p)] = {
            "level": player["level"],
            "think_ms": player["think_ms"],
            "wins": round(wins[p], 6),
            "win_rate": round(wins[p] / done, 6) if done else None,
            "ci95": [round(lo, 6), round(hi, 6)],
            "mean_score": round(score_sums[p] / done, 6) if done else None,
        }
    ratings = elo(played, n)
    return {
        "id": doc["id"],
        "game": doc["game"],
        "status": status,
        "done": done,
        "failed": failed,
        "total": total,
        "players": doc["players"],
        "options": doc["options"],
        "seed": doc["seed"],
        "created_at": doc["created_at"],
        "results": per_player,
        "elo": {str(p): round(r, 1) for p, r in enumerate(ratings)},
    }
