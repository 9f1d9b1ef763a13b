"""Quotas on AI work per client: concurrent arenas, each arena's size, and AI think time in
flight. Creating over a quota raises QuotaExceeded (nothing is stored), with the quota's
name, its `limit`, what is `in_use` and what was `requested`: the HTTP edge answers it 429
`quota_exceeded` (service/http/quota_edge.py).

The client is named by the caller: the HTTP edge names the request's valid API key, else its
address; a seat token is free to mint, so it earns no quota of its own. Anonymous clients get
small defaults, API keys larger ones (every API key the same; QUOTAS_ENABLED=0 turns them
off):

- `arenas`: arenas running at once (QUOTA_ARENAS 1, KEY_QUOTA_ARENAS 4);
- `arena_think_ms`: one arena's matches × the sum of its thinking players' `think_ms`
  (QUOTA_ARENA_THINK_MS 200,000, KEY_QUOTA_ARENA_THINK_MS 5,000,000);
- `ai_think_ms`: AI think time in flight, the sum of the `think_ms` of every thinking AI
  seat of the client's live matches and player of its running arenas (QUOTA_AI_THINK_MS
  40,000, KEY_QUOTA_AI_THINK_MS 400,000).

The unit is the think time an AI spends per decision: its `think_ms` if its level thinks for
that long (`expert`), none for the levels that decide at once (`greedy`, `random`: a worker
plays their whole match in milliseconds; so also the greedy stand-in of a timed-out or
resigned seat). A live match is charged the sum over its AI seats when it is created (four
experts at 10 s: 40,000, an anonymous client's whole budget; one expert at the default 200
ms: 200), an arena the sum over its players (the decisions one of its matches makes in a
round). A charge ends when its match or arena ends: a worker that finishes a match or plays
an arena's last match releases it, cancelling an arena releases it. Every charge is a lease
of QUOTA_LEASE_S (15 min; arenas: a day), renewed by the AI turns of its match (by the
matches of its arena) once a third of it has passed: a match without AI turns for 10 to 15
min stops counting, so a crashed worker or a match a human finishes (no worker sees it end)
never holds budget for long; and before refusing, the client's oldest charges are checked
against their matches and arenas, and those that ended are released (a charge comes before
its record is stored, nothing being stored over a quota: in its first CREATING_S, a charge
whose record is absent is being created, not gone). An AI turn of a match whose lease lapsed
charges it again, unchecked: its client then counts it until it ends.

Per client, two keys under one hash tag (`{q:<queue>:<client>}`: one slot, so the scripts
run on Redis Cluster; the queue's name keeps deployments sharing a Redis apart): a sorted set
`…:leases` (charge → end of its lease, ms) and a hash `…:charges` (charge → think-ms, and
the running totals `#think` and `#arenas`). A charge is `m:<match id>` or `a:<arena id>`.
Every change is one script: lapsed leases dropped, limits checked and the charge added
atomically, so concurrent creations never overshoot; both keys expire a minute after the last
lease ends.
"""

import contextlib
import logging
import time
from collections import OrderedDict
from dataclasses import dataclass

from engines.ai import EXPERT
from service.config import Settings

log = logging.getLogger("haras.quotas")
FIELD = "quota_client"  # in a match record or an arena document: whom it is charged to
ARENA_LEASE_S = 24 * 3600  # an arena ends by itself, or by a cancel: the lease is a backstop
RECONCILE = 16  # charges checked against their match or arena before a refusal
LAPSED_PER_CALL = 500  # lapsed leases dropped per script call (the rest, the next call)
RENEW_FRACTION = 3  # a lease is renewed once a third of it has passed
THINKING_LEVELS = frozenset({EXPERT})  # the levels that spend their think_ms (engines/ai.py)
CREATING_S = 60  # longer than a creation takes from its charge to its record's write

# KEYS: leases, charges. ARGV: now (ms), charge, think-ms, lease end (ms), think-ms limit,
# arenas limit ('' for a match), '1' to check the limits ('0': renew, charge unchecked), how
# many lapsed leases to drop at most. → {1, think-ms in use, arenas} when charged (or held
# already: its lease is extended), {0, the quota that refuses it, its use}.
_CHARGE = """
local function drop(charge)
  local ms = redis.call('HGET', KEYS[2], charge)
  if ms then
    redis.call('HINCRBY', KEYS[2], '#think', 0 - tonumber(ms))  -- not -0, which HINCRBY refuses
    if string.sub(charge, 1, 2) == 'a:' then redis.call('HINCRBY', KEYS[2], '#arenas', -1) end
    redis.call('HDEL', KEYS[2], charge)
  end
  redis.call('ZREM', KEYS[1], charge)
end
local now = tonumber(ARGV[1])
for _, lapsed in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', now, 'LIMIT', 0,
                                   tonumber(ARGV[8]))) do
  drop(lapsed)
end
local charge, think = ARGV[2], tonumber(ARGV[3])
local in_use = tonumber(redis.call('HGET', KEYS[2], '#think') or '0')
local arenas = tonumber(redis.call('HGET', KEYS[2], '#arenas') or '0')
if not redis.call('HGET', KEYS[2], charge) then
  if ARGV[7] == '1' then
    if ARGV[6] ~= '' and arenas + 1 > tonumber(ARGV[6]) then return {0, 'arenas', arenas} end
    if in_use + think > tonumber(ARGV[5]) then return {0, 'ai_think_ms', in_use} end
  end
  redis.call('HSET', KEYS[2], charge, think)
  in_use = redis.call('HINCRBY', KEYS[2], '#think', think)
  if string.sub(charge, 1, 2) == 'a:' then
    arenas = redis.call('HINCRBY', KEYS[2], '#arenas', 1)
  end
end
redis.call('ZADD', KEYS[1], 'GT', ARGV[4], charge)  -- a lease is only ever extended
local last = redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')
local ttl = math.max(tonumber(last[2]) - now, 0) + 60000
redis.call('PEXPIRE', KEYS[1], ttl)
redis.call('PEXPIRE', KEYS[2], ttl)
return {1, in_use, arenas}
"""

# KEYS: leases, charges. ARGV: charge. Ends a charge; 1 if it was held.
_RELEASE = """
local ms = redis.call('HGET', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[1], ARGV[1])
if not ms then return 0 end
redis.call('HINCRBY', KEYS[2], '#think', 0 - tonumber(ms))  -- not -0, which HINCRBY refuses
if string.sub(ARGV[1], 1, 2) == 'a:' then redis.call('HINCRBY', KEYS[2], '#arenas', -1) end
redis.call('HDEL', KEYS[2], ARGV[1])
if redis.call('ZCARD', KEYS[1]) == 0 then redis.call('DEL', KEYS[1], KEYS[2]) end
return 1
"""


@dataclass(frozen=True)
class Limits:
    arenas: int
    arena_think_ms: int
    ai_think_ms: int


QUOTA_NAMES = ("arenas", "arena_think_ms", "ai_think_ms")  # the fields of Limits


class QuotaExceeded(Exception):
    """A creation refused: it would take its client over `quota` (its `limit`, what it has
    `in_use`, None when the quota is per arena, and what was `requested`); `retry_after_s`:
    when a window of the quota ends, for those counted per window."""

    def __init__(self, quota: str, limit: int, in_use: int | None, requested: int,
                 detail: str, retry_after_s: int | None = None):
        super().__init__(detail)
        self.quota, self.limit, self.in_use, self.requested = quota, limit, in_use, requested
        self.detail, self.retry_after_s = detail, retry_after_s


@dataclass(frozen=True)
class Requester:
    """Whom a creation is charged to (`identity`), and the limits it has."""

    identity: str
    limits: Limits


def limits_for(settings: Settings, key_quotas: dict | None) -> Limits:
    """An anonymous client's limits (None), or an API key's, given the key's own quotas (by
    name: `keys create --quota NAME=N`), the KEY_QUOTA_* defaults for the others."""
    if key_quotas is None:
        return Limits(settings.quota_arenas, settings.quota_arena_think_ms,
                      settings.quota_ai_think_ms)
    return Limits(**{**{"arenas": settings.key_quota_arenas,
                        "arena_think_ms": settings.key_quota_arena_think_ms,
                        "ai_think_ms": settings.key_quota_ai_think_ms}, **key_quotas})


def match_think_ms(match: dict) -> int:
    """What a match is charged: the sum of the think_ms of its AI seats that think (0: none
    does)."""
    return sum(seat.get("think_ms", 0) for seat in match["seats"]
               if seat["type"] == "ai" and seat.get("ai_level") in THINKING_LEVELS)


def arena_think_ms(players: list[dict]) -> int:
    """What one match of an arena is charged: the sum of its thinking players' think_ms."""
    return sum(player["think_ms"] for player in players if player["level"] in THINKING_LEVELS)


class Quotas:
    """The quota scripts on the state's Redis, for the API and the workers alike."""

    def __init__(self, client, settings: Settings):
        self.client, self.settings = client, settings  # decode_responses=True
        self._charge = client.register_script(_CHARGE)
        self._release = client.register_script(_RELEASE)
        # charge -> when this process last renewed it (time.time()), the oldest first
        self._renewed: OrderedDict[str, float] = OrderedDict()

    def keys(self, client: str) -> list[str]:
        tag = f"{{q:{self.settings.rq_queue}:{client}}}"
        return [f"haras:quota:{tag}:leases", f"haras:quota:{tag}:charges"]

    def charge(self, client: str, charge: str, think_ms: int, lease_s: float,
               limits: Limits | None = None, arenas_limit: int | None = None,
               now: float | None = None) -> tuple[bool, str | None, int]:
        """(charged, the quota that refused it, in use): adds `charge` unless it would take
        the client over `limits` (None: unchecked; already held: renewed); `arenas_limit`
        for an arena's charge."""
        now = time.time() if now is None else now
        ok, *rest = self._charge(keys=self.keys(client), args=[
            int(now * 1000), charge, think_ms, int((now + lease_s) * 1000),
            0 if limits is None else limits.ai_think_ms,
            "" if arenas_limit is None else arenas_limit, "0" if limits is None else "1",
            LAPSED_PER_CALL])
        if ok:
            return True, None, int(rest[0])
        return False, rest[0], int(rest[1])

    def release(self, client: str, charge: str) -> bool:
        self._renewed.pop(charge, None)
        return bool(self._release(keys=self.keys(client), args=[charge]))

    def in_use(self, client: str) -> dict:
        """{'ai_think_ms': …, 'arenas': …, 'charges': {charge: think-ms}} (lapsed included
        until the next charge drops them)."""
        raw = self.client.hgetall(self.keys(client)[1])
        return {"ai_think_ms": int(raw.pop("#think", 0)), "arenas": int(raw.pop("#arenas", 0)),
                "charges": {charge: int(ms) for charge, ms in raw.items()}}

    def renew(self, client: str, charge: str, think_ms: int, lease_s: float,
              since: float) -> bool:
        """Extends the lease of `charge` (charging it again, unchecked, if it lapsed) once a
        third of a lease has passed since `since` (its creation) and since this process last
        renewed it: a worker renews a match's lease about every QUOTA_LEASE_S / 3 while its
        AI turns go on, not on every job."""
        now = time.time()
        last = max(since, self._renewed.get(charge, since))
        if now - last < lease_s / RENEW_FRACTION:
            return False
        self.charge(client, charge, think_ms, lease_s, now=now)
        self._renewed[charge] = now
        self._renewed.move_to_end(charge)
        while len(self._renewed) > 10_000:
            self._renewed.popitem(last=False)
        return True

    def oldest(self, client: str, count: int = RECONCILE) -> list[tuple[str, float]]:
        """The client's charges that end first, each with when its lease ends (time.time())."""
        return [(charge, ms / 1000) for charge, ms in
                self.client.zrange(self.keys(client)[0], 0, count - 1, withscores=True)]


# --- the API side ------------------------------------------------------------------------------

_BY_CLIENT: dict[int, Quotas] = {}  # id(Redis client) -> its Quotas (scripts registered once)


def _quotas(rt) -> Quotas:
    quotas = _BY_CLIENT.get(id(rt.store.client))
    if quotas is None or quotas.client is not rt.store.client or \
            quotas.settings is not rt.settings:
        quotas = _BY_CLIENT[id(rt.store.client)] = Quotas(rt.store.client, rt.settings)
    return quotas


def _settled(rt, charge: str, lease_end: float) -> bool:
    """Whether the match or arena of `charge` is over (finished, cancelled, gone); one whose
    record is absent while its lease is younger than CREATING_S is being created."""
    kind, _, ident = charge.partition(":")
    lease_s = rt.settings.quota_lease_s if kind == "m" else ARENA_LEASE_S
    creating = lease_end - time.time() > lease_s - CREATING_S
    if kind == "m":
        match = rt.store.load(ident)
        return not creating if match is None else match["status"] == "finished"
    from service.state.arenas import Arenas, arena_key  # the arenas module charges via this one

    if creating and not rt.store.client.exists(arena_key(ident)):
        return False
    return Arenas(rt.store.client).settled(ident)


def _charge_or_refuse(rt, client: str, limits_: Limits, charge: str, think_ms: int,
                      lease_s: float, arenas_limit: int | None) -> None:
    quotas = _quotas(rt)
    for attempt in range(2):
        ok, quota, in_use = quotas.charge(client, charge, think_ms, lease_s, limits_,
                                          arenas_limit)
        if ok:
            return
        if attempt == 0:  # charges whose match or arena ended unseen are released first
            released = [old for old, lease_end in quotas.oldest(client)
                        if _settled(rt, old, lease_end)]
            for old in released:
                quotas.release(client, old)
            if released:
                continue
        break
    if quota == "arenas":
        raise QuotaExceeded("arenas", limits_.arenas, in_use, 1,
                            f"At most {limits_.arenas} arena(s) may run at once for this "
                            "client; cancel one (DELETE /v1/arena/{id}) or wait for it to "
                            "finish.")
    raise QuotaExceeded("ai_think_ms", limits_.ai_think_ms, in_use, think_ms,
                        f"This would put {in_use + think_ms} ms of AI think time in flight "
                        f"for this client, over its {limits_.ai_think_ms} ms: lower think_ms, "
                        "use fewer AI seats, or wait for running matches and arenas to end.")


@contextlib.contextmanager
def charged_match(rt, match: dict, requester):
    """Charges a new match with AI seats to the client `requester()` names (a Requester;
    QuotaExceeded over its `ai_think_ms`) and notes the client in the record; released if
    the block raises (the match was not stored), unless another call stored it charged to
    the same client."""
    think_ms = match_think_ms(match)
    if not rt.settings.quotas_enabled or think_ms == 0:
        yield
        return
    charged = requester()
    client = charged.identity
    charge = "m:" + match["id"]
    _charge_or_refuse(rt, client, charged.limits, charge, think_ms,
                      rt.settings.quota_lease_s, None)
    match[FIELD] = client
    try:
        yield
    except BaseException:
        with contextlib.suppress(Exception):
            # A rematch's id is shared by the seats racing to create it: when the match is
            # stored charged to this very client, the charge is the winner's, kept.
            stored = rt.store.load(match["id"])
            if stored is None or stored.get(FIELD) != client:
                _quotas(rt).release(client, charge)
        match.pop(FIELD, None)
        raise


def charge_arena(rt, doc: dict, requester) -> None:
    """Charges a new arena to the client `requester()` names (a Requester), or raises
    QuotaExceeded (`arena_think_ms`, `arenas`, `ai_think_ms`); notes the client in `doc`."""
    if not rt.settings.quotas_enabled:
        return
    charged = requester()
    limits_ = charged.limits
    per_match = arena_think_ms(doc["players"])
    work = doc["total"] * per_match
    if work > limits_.arena_think_ms:
        raise QuotaExceeded("arena_think_ms", limits_.arena_think_ms, None, work,
                            f"matches × the players' think_ms is {work} ms, over this "
                            f"client's {limits_.arena_think_ms} ms per arena: ask for at most "
                            f"{limits_.arena_think_ms // per_match} matches, or lower "
                            "think_ms.")
    _charge_or_refuse(rt, charged.identity, limits_, "a:" + doc["id"], per_match,
                      ARENA_LEASE_S, limits_.arenas)
    doc[FIELD] = charged.identity


def release_arena(rt, doc: dict) -> None:
    if doc.get(FIELD):
        _quotas(rt).release(doc[FIELD], "a:" + doc["id"])


# --- the worker side (best effort: a failure is logged and the lease ends it) -----------------

def _quietly(what: str, call, *args) -> None:
    try:
        call(*args)
    except Exception as error:  # a quota's bookkeeping never fails the work itself
        log.warning("quota %s failed: %s", what, error)


def match_going_on(rt, match: dict) -> None:
    """An AI turn of `match` is being played: its lease goes on."""
    client = match.get(FIELD)
    if client and rt.settings.quotas_enabled:
        _quietly("renewal", _quotas(rt).renew, client, "m:" + match["id"],
                 match_think_ms(match), rt.settings.quota_lease_s, match["created_at"])


def match_ended(rt, match: dict) -> None:
    """Releases `match`'s charge if it is finished."""
    if match.get(FIELD) and match["status"] == "finished":
        _quietly("release", _quotas(rt).release, match[FIELD], "m:" + match["id"])


def arena_going_on(rt, doc: dict) -> None:
    if doc.get(FIELD) and rt.settings.quotas_enabled:
        _quietly("renewal", _quotas(rt).renew, doc[FIELD], "a:" + doc["id"],
                 arena_think_ms(doc["players"]), ARENA_LEASE_S, doc["created_at"])


def arena_ended(rt, doc: dict) -> None:
    if doc.get(FIELD):
        _quietly("release", _quotas(rt).release, doc[FIELD], "a:" + doc["id"])
