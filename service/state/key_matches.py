"""The matches each API key created (`GET /v1/matches?mine=true`), newest first.

One sorted set per key, `haras:mine:<key id>`: member the match id, score its creation time in
microseconds, made unique per key when added. A page's cursor is the score of its last match,
so matches created meanwhile never shift the next page (no repeats, no gaps). Entries of
expired matches are dropped as they are met; a key keeps its newest MAX_PER_KEY entries.
"""

import json

from service.state.store import match_key

MAX_PER_KEY = 10_000
MAX_SCAN = 1000  # entries looked at per page at most (filters may skip many)

# KEYS: index. ARGV: match id, score (µs), cap. The first free score from the given one.
_ADD = """
local score = tonumber(ARGV[2])
while #redis.call('ZRANGEBYSCORE', KEYS[1], score, score, 'LIMIT', 0, 1) > 0 do
  score = score + 1
end
redis.call('ZADD', KEYS[1], score, ARGV[1])
redis.call('ZREMRANGEBYRANK', KEYS[1], 0, -tonumber(ARGV[3]) - 1)
return score
"""


def index_key(key_id: str) -> str:
    return f"haras:mine:{key_id}"


def add(client, key_id: str, match: dict) -> None:
    add_to(client, index_key(key_id), match, MAX_PER_KEY)


def page(client, key_id: str, cursor: int | None, limit: int, status: str | None,
         game: str | None) -> tuple[list[dict], int | None]:
    """Up to `limit` matches of the key older than `cursor` (None: the newest), filtered by
    `status` and `game` when given, and the next page's cursor (None at the end)."""
    return page_of(client, index_key(key_id), cursor, limit, status, game)


def add_to(client, key: str, match: dict, cap: int) -> None:
    """Lists `match` in the index `key` (a sorted set of this module's scheme, also used for
    a player's matches: service/state/players.py), which keeps its newest `cap` entries."""
    client.register_script(_ADD)(keys=[key],
                                 args=[match["id"], int(match["created_at"] * 1_000_000), cap])


def page_of(client, key: str, cursor: int | None, limit: int, status: str | None,
            game: str | None) -> tuple[list[dict], int | None]:
    """A page of the index `key` (see `page`)."""
    upper = "+inf" if cursor is None else f"({cursor}"
    found, scanned, last = [], 0, None
    while len(found) < limit and scanned < MAX_SCAN:
        batch = client.zrevrangebyscore(key, upper, "-inf", start=0,
                                        num=min(limit * 2, MAX_SCAN - scanned),
                                        withscores=True)
        if not batch:
            return found, None
        pipe = client.pipeline(transaction=False)
        for match_id, _score in batch:
            pipe.hget(match_key(match_id), "doc")
        for (match_id, score), doc in zip(batch, pipe.execute(), strict=True):
            scanned += 1
            last = int(score)
            upper = f"({last}"
            if doc is None:
                client.zrem(key, match_id)  # expired
                continue
            match = json.loads(doc)
            if (status is None or match["status"] == status) and \
                    (game is None or match["game"] == game):
                found.append(match)
                if len(found) == limit:
                    break
    more = last is not None and client.zcount(key, "-inf", f"({last}") > 0
    return found, last if more else None
