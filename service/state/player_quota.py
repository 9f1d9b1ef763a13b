"""How many players each client may create (QUOTAS_ENABLED=0: no limit).

- A client known by its address (guests: browsers, bots) draws from a token bucket:
  PLAYERS_PER_ADDRESS at once, then one more every PLAYERS_ADDRESS_REFILL_S. An address
  many people share (a café, a school, a carrier's NAT) is never shut out for long, while
  one client scripting creations gets one player per refill. The bucket is one integer,
  `haras:guest-bucket:{<client>}`: when it is full again (ms), expiring then (a missing key
  is a full bucket). A creation is taken only if it fits, in one script (concurrent creations
  never overshoot), else refused with QuotaExceeded `players` (nothing is stored), saying
  when one more fits: the refill, right after a burst.
- An API key has KEY_PLAYERS per PLAYERS_WINDOW_S: one counter per key and window,
  `haras:pq:{<client>}`, created by the window's first creation with the window as its TTL.
  A creation that then fails (its external id was taken) gives its count back.

The bucket has a key of its own: a release that counted addresses in `haras:pq:…` windows
reads only those, and the two never read each other's keys during a rolling deploy.
"""

import time

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
# KEYS: the bucket. ARGV: burst, refill (ms), now (ms). → {1} taken, {0, players the bucket
# lacks, ms until it has one}. Each creation pushes "full again" one refill later; one fits
# while that stays within burst refills from now.
_TAKE_FROM_BUCKET = """
local burst, refill, now = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local full_at = math.max(tonumber(redis.call('GET', KEYS[1]) or '0'), now)
local after = full_at + refill
if after - now > burst * refill then
  return {0, math.ceil((full_at - now) / refill), after - now - burst * refill}
end
redis.call('SET', KEYS[1], string.format('%d', after), 'PX', string.format('%d', after - now))
return {1}
"""


def counter_key(client_identity: str) -> str:
    return f"haras:pq:{{{client_identity}}}"


def bucket_key(client_identity: str) -> str:
    return f"haras:guest-bucket:{{{client_identity}}}"


def take(client, client_identity: str, limit: int, window_s: int) -> None:
    """Counts one creation in `client_identity`'s window, or raises QuotaExceeded
    `players`."""
    outcome = client.register_script(_TAKE)(keys=[counter_key(client_identity)],
                                            args=[limit, window_s * 1000])
    if outcome[0] == 1:
        return
    retry_after_s = _seconds(outcome[2])
    raise QuotaExceeded("players", limit, int(outcome[1]), 1,
                        f"This client created {limit} players in the last {window_s} s, its "
                        f"quota: retry in {retry_after_s} s.", retry_after_s=retry_after_s)


def take_from_bucket(client, client_identity: str, burst: int, refill_s: int) -> None:
    """Takes one creation from `client_identity`'s bucket, or raises QuotaExceeded
    `players`."""
    outcome = client.register_script(_TAKE_FROM_BUCKET)(
        keys=[bucket_key(client_identity)], args=[burst, refill_s * 1000, now_ms()])
    if outcome[0] == 1:
        return
    retry_after_s = _seconds(outcome[2])
    raise QuotaExceeded("players", burst, int(outcome[1]), 1,
                        f"This address created {burst} players in a short time: one more "
                        f"every {refill_s} s. Retry in {retry_after_s} s.",
                        retry_after_s=retry_after_s)


def give_back(client, client_identity: str) -> None:
    """Gives back a count `take` took (only API keys' creations can fail after it)."""
    client.register_script(_GIVE_BACK)(keys=[counter_key(client_identity)], args=[])


def now_ms() -> int:
    """The API processes' clock (a bucket is shared by all of them: they keep time by NTP;
    a refill is minutes, so their skew does not matter)."""
    return int(time.time() * 1000)


def _seconds(ms) -> int:
    return max(1, -(-int(ms) // 1000))
