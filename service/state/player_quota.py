"""How many players each client may create: PLAYERS_PER_ADDRESS per PLAYERS_WINDOW_S for a
client known by its address, KEY_PLAYERS for an API key (QUOTAS_ENABLED=0: no limit).

Players do not expire, so what is bounded is their creation: one counter per client and
window, `haras:pq:{<client>}`, created by the window's first creation with the window as its
TTL. A creation is counted only if it fits (one script: concurrent creations never overshoot),
else refused with QuotaExceeded `players` (nothing is stored), saying when the window ends. A
creation that then fails (its external id was taken) gives its count back.
"""

from service.state.quotas import QuotaExceeded

# KEYS: the counter. ARGV: limit, window (ms). → {1, count} counted, {0, count, ms left}.
_TAKE = """
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then
  return {0, count, redis.call('PTTL', KEYS[1])}
end
count = redis.call('INCR', KEYS[1])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, count}
"""
_GIVE_BACK = """
if redis.call('GET', KEYS[1]) then return redis.call('DECR', KEYS[1]) end
return 0
"""


def counter_key(client_identity: str) -> str:
    return f"haras:pq:{{{client_identity}}}"


def take(client, client_identity: str, limit: int, window_s: int) -> None:
    """Counts one creation for `client_identity`, or raises QuotaExceeded `players`."""
    outcome = client.register_script(_TAKE)(keys=[counter_key(client_identity)],
                                            args=[limit, window_s * 1000])
    if outcome[0] == 1:
        return
    retry_after_s = max(1, -(-int(outcome[2]) // 1000))
    raise QuotaExceeded("players", limit, int(outcome[1]), 1,
                        f"This client created {limit} players in the last {window_s} s, its "
                        f"quota: retry in {retry_after_s} s.", retry_after_s=retry_after_s)


def give_back(client, client_identity: str) -> None:
    client.register_script(_GIVE_BACK)(keys=[counter_key(client_identity)], args=[])
