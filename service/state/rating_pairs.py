"""How often two players met in rated matches lately: the same pair counts only a few times
a window (RATING_PAIR_MATCHES per RATING_PAIR_WINDOW_S), so two accounts of one person, or
a booster and its feeder, cannot trade results all day.

Each player keeps, per opponent, the rated matches they played together in its own slot:
the sorted set `haras:player:{<id>}:pairs:<opponent id>` (member: match id, score: when the
match ended), so every script touches one slot on a Redis Cluster. Both players' sets note
the same matches with the same scores, so both read the same order.
"""

from service.state import players

# Notes match ARGV[1] ended at ARGV[2] (once: a job run again finds its note with the score
# it had), drops notes older than ARGV[4] and returns the match's place among the pair's
# matches that ended in the window (ARGV[3] seconds) up to it: 0 for the first.
_NOTE = """
redis.call('ZADD', KEYS[1], 'NX', ARGV[2], ARGV[1])
local ended = tonumber(redis.call('ZSCORE', KEYS[1], ARGV[1]))
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[4])
redis.call('EXPIRE', KEYS[1], math.ceil(tonumber(ARGV[3]) * 2))
local earlier = redis.call('ZRANGEBYSCORE', KEYS[1], ended - tonumber(ARGV[3]), ended)
for place, match in ipairs(earlier) do
  if match == ARGV[1] then return place - 1 end
end
return #earlier
"""


def pair_key(player_id: str, opponent_id: str) -> str:
    return f"{players.player_key(player_id)}:pairs:{opponent_id}"


class Pairs:
    def __init__(self, client, per_window: int, window_s: int):
        self.client, self.per_window, self.window_s = client, per_window, window_s
        self._note = client.register_script(_NOTE)

    def over_limit(self, match_id: str, ended_at: float, player_ids: list[str],
                   now: float) -> set[str]:
        """Notes the rated match `match_id` for every pair of `player_ids` and returns the
        players of the pairs that met `per_window` times already in the window before it:
        the match rates none of them. Run again for the same match, it notes nothing twice
        and answers the same."""
        over = set()
        for first, player in enumerate(player_ids):
            for opponent in player_ids[first + 1:]:
                places = [self._note([pair_key(a, b)], [match_id, ended_at, self.window_s,
                                                         now - 2 * self.window_s])
                          for a, b in ((player, opponent), (opponent, player))]
                if max(places) >= self.per_window:
                    over.update((player, opponent))
        return over
