"""Matchmaking tickets and the pools they wait in: the storage floor, no HTTP.

Every key of one game's matchmaking shares the hash tag `{mm:<game>}`, so each change below is
one script on one slot, on a single Redis as on a Redis Cluster. A ticket's id names its game
(`<game>.<22 random chars>`): whoever holds the id finds its slot.

- `…:t:<ticket>` hash: `doc` (the ticket as created, JSON), `s` its status (`searching`,
  `placing` while the matchmaker makes its match, `matched`, `cancelled`, `expired`), what
  the grouping script reads (`mu`, `min`, `max`, `t` created ms, `x` expires ms, `ai` the AI
  fill delay in ms or -1, `pl` the player, `pool`, `am` its member in the pool's age index,
  `k` its player's API key or '', `ka` its keepalive in ms or -1, `seen` when its owner last
  followed it, ms), and once matched `m` (match id), `seat`, `tok` (the seat token: only the
  ticket's owner reads the ticket). `go` is written '' for the release before, which kept
  guests of one origin apart by it. A ticket without `ka` (opened by that release) has no
  keepalive. A matched ticket is kept
  RECORD_KEEP_S after it ends (its owner reads its seat token there), a cancelled or expired
  one ENDED_KEEP_S (a client cycling create and cancel holds a minute of records, not hours).
- `…:h:<player>`: the player's searching (or placing) ticket of this game: one at a time.
- `…:p:<pool>` sorted set ticket → mu, `…:a:<pool>` its age index (members `<created ms,
  zero padded>:<ticket>`, all scored 0: a lexicographic cursor walks it oldest first), `…:pools`
  the pools with searching tickets. A pool is one (options, rated) of the game: only tickets
  of equal options and `rated` ever meet.
- `…:exp` sorted set searching ticket → expires ms (the sweep, and how many are searching).
- `…:forming` hash group → JSON `{tickets, ai, at, plan?}`: groups taken out of their pool
  whose match is being created; `plan` (match id, seat order, seat tokens) is fixed once, so
  whoever finishes a group (a retried or another job) creates the same match.
- `…:seated` hash player → the last match the matchmaker seated the player in (the rule on
  players already playing: service/club/matchmaking.py).
- `…:revoked` set: the revoked API keys, whose players' tickets are never opened or grouped.
- `…:wake`, `…:armed`: the matchmaker job's wake-up flag and lease (service/club/matchmaking.py).

Searching tickets of an API key's players are counted in `haras:mm:{mmk:<key id>}:searching`
(ticket → expires ms) for the key's quota.
"""

import json
import re
import secrets

from service.state.connect import is_cluster
from service.state.notify import channel

TICKET_ID = re.compile(r"^([a-z0-9-]{1,40})\.([A-Za-z0-9_-]{22})$")
RECORD_KEEP_S = 3600  # a matched ticket (and its seat token) is readable this long
ENDED_KEEP_S = 60  # a cancelled or expired one
AGE_DIGITS = 15
STATUSES = ("searching", "matched", "cancelled", "expired")

# Shared by the scripts below: ends the searching ticket `id` of the game whose keys start
# with `prefix` (`status`: expired or cancelled): out of its pool, its age index and the
# expiry index, its player free to search again, its record kept `keep_s`.
_CLOSE = """
local function close(prefix, id, status, now, keep_s)
  local key = prefix .. 't:' .. id
  local t = redis.call('HMGET', key, 'pool', 'am', 'pl')
  redis.call('HSET', key, 's', status, 'e', now)
  redis.call('EXPIRE', key, keep_s)
  redis.call('ZREM', prefix .. 'p:' .. t[1], id)
  redis.call('ZREM', prefix .. 'a:' .. t[1], t[2])
  redis.call('ZREM', prefix .. 'exp', id)
  local holder = prefix .. 'h:' .. t[3]
  if redis.call('GET', holder) == id then redis.call('DEL', holder) end
end
-- A searching ticket whose owner stopped following it (`ka` ms since it was last `seen`).
local function abandoned(ka, seen, now)
  return ka ~= nil and ka >= 0 and now - seen > ka
end
"""

# KEYS: ticket, holder, mu, age, pools, expiry, wake, armed, seated, revoked. ARGV: id, doc,
# mu, min, max, created ms, expires ms, ai ms, API key or '', player, pool, age member,
# record ttl s, job token, armed ttl ms, ticket key prefix, keepalive ms or -1, ended keep s.
# → {1, token to enqueue or '', the player's ticket this call ended or ''} created; {0,
# ticket} the player's searching ticket; {2, match} the player is noted seated in a match
# (the caller checks it, and forgets it if over); {3, ''} the API key is revoked.
_CREATE = _CLOSE + """
local now = tonumber(ARGV[6])
if ARGV[9] ~= '' and redis.call('SISMEMBER', KEYS[10], ARGV[9]) == 1 then return {3, ''} end
local seated = redis.call('HGET', KEYS[9], ARGV[10])
if seated then return {2, seated} end
local held = redis.call('GET', KEYS[2])
local ended = ''
if held then
  local game = string.sub(ARGV[16], 1, -3)
  local h = redis.call('HMGET', game .. 't:' .. held, 's', 'x', 'ka', 'seen')
  if h[1] == 'searching' and (tonumber(h[2]) <= now
                              or abandoned(tonumber(h[3]), tonumber(h[4]), now)) then
    -- its time is up, or its owner left it (the matchmaker has not come by yet): it ends now
    close(game, held, 'expired', now, ARGV[18])
    ended = held
  elseif h[1] == 'searching' or h[1] == 'placing' then
    return {0, held}
  end
end
-- `go` '': the release before reads it as the guest origin it kept apart (none now)
redis.call('HSET', KEYS[1], 'doc', ARGV[2], 's', 'searching', 'mu', ARGV[3], 'min', ARGV[4],
           'max', ARGV[5], 't', ARGV[6], 'x', ARGV[7], 'ai', ARGV[8], 'go', '', 'k', ARGV[9],
           'ka', ARGV[17], 'seen', ARGV[6], 'pl', ARGV[10], 'pool', ARGV[11], 'am', ARGV[12])
redis.call('EXPIRE', KEYS[1], ARGV[13])
redis.call('SET', KEYS[2], ARGV[1], 'EX', ARGV[13])
redis.call('ZADD', KEYS[3], ARGV[3], ARGV[1])
redis.call('ZADD', KEYS[4], 0, ARGV[12])
redis.call('SADD', KEYS[5], ARGV[11])
redis.call('ZADD', KEYS[6], ARGV[7], ARGV[1])
redis.call('SET', KEYS[7], '1')
local armed = redis.call('GET', KEYS[8])
if armed and string.sub(armed, 1, 2) ~= 's:' then return {1, '', ended} end
redis.call('SET', KEYS[8], 'q:' .. ARGV[14], 'PX', ARGV[15])
return {1, ARGV[14], ended}
"""

# KEYS: ticket. ARGV: id, player, now ms, key prefix of the game, ended keep s. Its owner
# follows its searching ticket: `seen` is now (written at most every quarter of the
# keepalive: a waiting GET reads the ticket every second), or the ticket ends `expired` if
# its owner left it longer than that. → the ticket's fields after the call (HGETALL).
_FOLLOW = _CLOSE + """
local f = redis.call('HMGET', KEYS[1], 's', 'pl', 'ka', 'seen')
local now, ka = tonumber(ARGV[3]), tonumber(f[3])
if f[1] == 'searching' and f[2] == ARGV[2] and ka ~= nil and ka >= 0 then
  local seen = tonumber(f[4])
  if abandoned(ka, seen, now) then
    close(ARGV[4], ARGV[1], 'expired', now, ARGV[5])
  elseif now - seen >= ka / 4 then
    redis.call('HSET', KEYS[1], 'seen', ARGV[3])
  end
end
return redis.call('HGETALL', KEYS[1])
"""

# KEYS: ticket, holder, mu, age, expiry. ARGV: id, now ms, record ttl s. → the status the
# ticket has after the call ('placing' and 'matched': too late to cancel).
_CANCEL = """
local t = redis.call('HMGET', KEYS[1], 's', 'x', 'am')
if not t[1] then return '' end
if t[1] ~= 'searching' then return t[1] end
local status = 'cancelled'
if tonumber(t[2]) <= tonumber(ARGV[2]) then status = 'expired' end
redis.call('HSET', KEYS[1], 's', status, 'e', ARGV[2])
redis.call('EXPIRE', KEYS[1], ARGV[3])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZREM', KEYS[4], t[3])
redis.call('ZREM', KEYS[5], ARGV[1])
if redis.call('GET', KEYS[2]) == ARGV[1] then redis.call('DEL', KEYS[2]) end
return status
"""

# KEYS: expiry. ARGV: now ms, key prefix of the game, limit, record ttl s. Ends the searching
# tickets whose time is up. → their ids.
_SWEEP = _CLOSE + """
local ended = {}
for _, id in ipairs(redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0,
                                tonumber(ARGV[3]))) do
  if redis.call('HGET', ARGV[2] .. 't:' .. id, 's') == 'searching' then
    close(ARGV[2], id, 'expired', ARGV[1], ARGV[4])
    ended[#ended + 1] = id
  end
  redis.call('ZREM', KEYS[1], id)
end
return ended
"""

# The grouping. KEYS: age, mu (of one pool), forming, pools, expiry, revoked. ARGV: now ms,
# window at start, widening per s, anchors to look at, candidates per side, key prefix of the
# game, group id prefix, cursor ('-': from the oldest), pool id, ended keep s.
# A ticket looked at whose owner left it ends `expired`, one of a revoked API key `cancelled`:
# neither is ever grouped.
# From the oldest searching ticket on, each ticket not yet placed (the anchor) takes its
# closest compatible tickets by rating (`mu`) within its window (start + widening × the
# anchor's wait): bounds that still intersect, distinct players.
# A group with at least the tightest `min` is formed at once, as large as the tightest `max`
# lets it; a smaller one whose members have all waited their AI fill delay (the anchor among
# them) is completed by AI seats up to that `min`. Formed groups leave the pool (status
# `placing`) and are noted in `forming`.
# → {next cursor or '', {tickets ended}, groups...}, a group being {id, AI seats, ticket, doc,
# ticket, doc...}.
_GROUP = _CLOSE + """
local now = tonumber(ARGV[1])
local w0, rate = tonumber(ARGV[2]), tonumber(ARGV[3])
local limit, per_side = tonumber(ARGV[4]), tonumber(ARGV[5])
local prefix = ARGV[6]
local any_revoked = redis.call('EXISTS', KEYS[6]) == 1
local ended = {}
local function info(id)
  local f = redis.call('HMGET', prefix .. 't:' .. id, 's', 'mu', 'min', 'max', 't', 'x', 'ai',
                       'pl', 'am', 'k', 'ka', 'seen')
  if f[1] ~= 'searching' or tonumber(f[6]) <= now then return nil end
  if any_revoked and f[10] and f[10] ~= '' and redis.call('SISMEMBER', KEYS[6], f[10]) == 1
  then
    close(prefix, id, 'cancelled', now, ARGV[10])
    ended[#ended + 1] = id
    return nil
  end
  if abandoned(tonumber(f[11]), tonumber(f[12]), now) then
    close(prefix, id, 'expired', now, ARGV[10])
    ended[#ended + 1] = id
    return nil
  end
  return {id = id, mu = tonumber(f[2]), mu_s = f[2], min = tonumber(f[3]),
          max = tonumber(f[4]), t = tonumber(f[5]), ai = tonumber(f[7]), pl = f[8], am = f[9]}
end
local function ai_due(m)
  return m.ai >= 0 and now - m.t >= m.ai
end
local start = '-'
if ARGV[8] ~= '-' then start = '(' .. ARGV[8] end
local anchors = redis.call('ZRANGEBYLEX', KEYS[1], start, '+', 'LIMIT', 0, limit)
local placed, out, formed = {}, {'', ended}, 0
for _, member in ipairs(anchors) do
  local id = string.sub(member, string.find(member, ':', 1, true) + 1)
  local a = (not placed[id]) and info(id)
  if a then
    local width = w0 + rate * (now - a.t) / 1000
    -- candidates closest first (both lists are, from the anchor's rating on), read lazily
    local up = redis.call('ZRANGEBYSCORE', KEYS[2], a.mu_s, a.mu + width, 'WITHSCORES',
                          'LIMIT', 0, per_side)
    local down = redis.call('ZREVRANGEBYSCORE', KEYS[2], '(' .. a.mu_s, a.mu - width,
                            'WITHSCORES', 'LIMIT', 0, per_side)
    local order, i, j = {}, 1, 1
    while i <= #up or j <= #down do
      if j > #down or (i <= #up and tonumber(up[i + 1]) - a.mu <= a.mu - tonumber(down[j + 1]))
      then
        order[#order + 1] = up[i]
        i = i + 2
      else
        order[#order + 1] = down[j]
        j = j + 2
      end
    end
    local known = {}
    local function candidate(cid)
      if cid == id or placed[cid] then return nil end
      if known[cid] == nil then known[cid] = info(cid) or false end
      return known[cid] or nil
    end
    -- greedy, closest first; again without raising the anchor's `min` if that failed
    local function build(keep_min)
      local group, lo, hi = {a}, a.min, a.max
      local players = {[a.pl] = true}
      for _, cid in ipairs(order) do
        if #group >= hi then break end
        local c = candidate(cid)
        if c and not players[c.pl] and c.min <= hi and c.max >= lo
            and #group + 1 <= math.min(hi, c.max) and not (keep_min and c.min > lo) then
          group[#group + 1] = c
          players[c.pl] = true
          lo, hi = math.max(lo, c.min), math.min(hi, c.max)
        end
      end
      return group, lo
    end
    local group, lo = build(false)
    if #group < lo then group, lo = build(true) end
    local ai = 0
    if #group < lo then
      local due = nil
      if ai_due(a) then  -- the anchor and those of its group whose AI fill is due
        due = {a}
        lo = a.min
        for i = 2, #group do
          if ai_due(group[i]) then
            due[#due + 1] = group[i]
            lo = math.max(lo, group[i].min)
          end
        end
        ai = math.max(lo - #due, 0)
      end
      group = due
    end
    if group then
      formed = formed + 1
      local gid = ARGV[7] .. formed
      local ids, entry = {}, {gid, ai}
      for _, m in ipairs(group) do
        placed[m.id] = true
        ids[#ids + 1] = m.id
        local key = prefix .. 't:' .. m.id
        redis.call('HSET', key, 's', 'placing', 'g', gid)
        redis.call('ZREM', KEYS[2], m.id)
        redis.call('ZREM', KEYS[1], m.am)
        redis.call('ZREM', KEYS[5], m.id)
        entry[#entry + 1] = m.id
        entry[#entry + 1] = redis.call('HGET', key, 'doc')
      end
      redis.call('HSET', KEYS[3], gid, cjson.encode({tickets = ids, ai = ai, at = now}))
      out[#out + 1] = entry
    end
  end
end
if #anchors == limit then out[1] = anchors[#anchors] end
if redis.call('ZCARD', KEYS[1]) == 0 then redis.call('SREM', KEYS[4], ARGV[9]) end
return out
"""

# KEYS: forming. ARGV: pairs of group id, plan JSON. A group's plan is fixed by the first
# call that gives one. → per pair, the group's plan (JSON), '' if the group is gone.
_PLAN = """
local out = {}
for i = 1, #ARGV, 2 do
  local entry = redis.call('HGET', KEYS[1], ARGV[i])
  if not entry then
    out[#out + 1] = ''
  else
    local group = cjson.decode(entry)
    if not group.plan then
      group.plan = cjson.decode(ARGV[i + 1])
      redis.call('HSET', KEYS[1], ARGV[i], cjson.encode(group))
    end
    out[#out + 1] = cjson.encode(group.plan)
  end
end
return out
"""

# KEYS: forming, seated. ARGV: key prefix of the game, record ttl s, now ms, then per group:
# its id, match id, n, and n × (ticket, seat, seat token, player). Marks the tickets of each
# group still forming `matched` (and its players seated, their tickets no longer held).
# → the groups finished by this call.
_FINISH = """
local prefix, done, i = ARGV[1], {}, 4
while i <= #ARGV do
  local gid, match, n = ARGV[i], ARGV[i + 1], tonumber(ARGV[i + 2])
  local here = redis.call('HDEL', KEYS[1], gid) == 1
  for j = 0, n - 1 do
    local k = i + 3 + 4 * j
    if here then
      local key = prefix .. 't:' .. ARGV[k]
      redis.call('HSET', key, 's', 'matched', 'm', match, 'seat', ARGV[k + 1],
                 'tok', ARGV[k + 2], 'e', ARGV[3])
      redis.call('EXPIRE', key, ARGV[2])
      local holder = prefix .. 'h:' .. ARGV[k + 3]
      if redis.call('GET', holder) == ARGV[k] then redis.call('DEL', holder) end
      redis.call('HSET', KEYS[2], ARGV[k + 3], match)
    end
  end
  if here then done[#done + 1] = gid end
  i = i + 3 + 4 * n
end
return done
"""

# KEYS: seated. ARGV: player, match. Forgets the player's seat in that match, not a newer one.
_UNSEAT = """
if redis.call('HGET', KEYS[1], ARGV[1]) == ARGV[2] then redis.call('HDEL', KEYS[1], ARGV[1]) end
return 0
"""

# The matchmaker job's lease. `armed` holds the token of the job queued to run now
# (`q:<token>`), later (`s:<token>`: a rescan), or running (`run:<token>`); `wake` says a
# ticket came since the running job last looked. A ticket arriving replaces only a job
# queued for later (with one queued now: a ticket per job would starve every job but the
# last one). KEYS: wake, armed. ARGV: token, lease ms. → 1: this job runs (absent: a lease
# that ran out, its job is retried or rescued); 0: another job took over.
_CLAIM = """
local armed = redis.call('GET', KEYS[2])
if armed and armed ~= 'q:' .. ARGV[1] and armed ~= 's:' .. ARGV[1]
    and armed ~= 'run:' .. ARGV[1] then return 0 end
redis.call('SET', KEYS[2], 'run:' .. ARGV[1], 'PX', ARGV[2])
redis.call('DEL', KEYS[1])
return 1
"""
# KEYS: wake, armed, expiry, forming. ARGV: token, next token, lease ms, delay ms, '1' to
# hand over at once. → 'lost' (another job runs), 'again' (tickets came: look again), 'later'
# (tickets wait: the next job, `next token`, runs in `delay`), 'done' (nothing waits).
_END = """
if redis.call('GET', KEYS[2]) ~= 'run:' .. ARGV[1] then return 'lost' end
if ARGV[5] ~= '1' and redis.call('DEL', KEYS[1]) == 1 then
  redis.call('PEXPIRE', KEYS[2], ARGV[3])
  return 'again'
end
if ARGV[5] == '1' or redis.call('ZCARD', KEYS[3]) + redis.call('HLEN', KEYS[4]) > 0 then
  local kind = 's:'
  if ARGV[5] == '1' then kind = 'q:' end
  redis.call('SET', KEYS[2], kind .. ARGV[2], 'PX', tonumber(ARGV[4]) + tonumber(ARGV[3]))
  return 'later'
end
redis.call('DEL', KEYS[2])
return 'done'
"""
# KEYS: armed, expiry, forming. ARGV: token, lease ms. Arms a job for a game whose tickets or
# groups wait with no job on them (its lease ran out). → 1: enqueue it.
_ARM = """
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
if redis.call('ZCARD', KEYS[2]) + redis.call('HLEN', KEYS[3]) == 0 then return 0 end
redis.call('SET', KEYS[1], 'q:' .. ARGV[1], 'PX', ARGV[2])
return 1
"""

# KEYS: a key's searching tickets. ARGV: ticket, expires ms, limit, now ms. → 1 counted (or
# already), 0 the key has `limit` searching tickets.
_KEY_CHARGE = """
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[4])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then return 1 end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then return 0 end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('PEXPIREAT', KEYS[1], redis.call('ZRANGE', KEYS[1], -1, -1, 'WITHSCORES')[2])
return 1
"""


def new_id(game: str) -> str:
    return f"{game}.{secrets.token_urlsafe(16)}"


def game_of(ticket_id: str) -> str | None:
    """The game a well-formed ticket id names, else None."""
    found = TICKET_ID.match(ticket_id)
    return found.group(1) if found else None


def prefix(game: str) -> str:
    return f"haras:mm:{{mm:{game}}}:"


def key_searching_key(key_id: str) -> str:
    return f"haras:mm:{{mmk:{key_id}}}:searching"


def age_member(created_ms: int, ticket_id: str) -> str:
    return f"{created_ms:0{AGE_DIGITS}d}:{ticket_id}"


def _ticket_of(fields: dict) -> dict | None:
    """The ticket a stored hash holds (see `Tickets.load`), None for none."""
    if not fields:
        return None
    ticket = json.loads(fields["doc"])
    status = fields["s"]
    ticket["status"] = "searching" if status == "placing" else status
    ticket["pool"] = fields["pool"]
    if status == "matched":
        ticket.update(match_id=fields["m"], seat=int(fields["seat"]),
                      seat_token=fields["tok"])
    return ticket


class TicketExists(Exception):
    """The player has a searching ticket of that game already (`existing`)."""

    def __init__(self, existing: str):
        super().__init__("ticket exists")
        self.existing = existing


class KeyRevoked(Exception):
    """The player's API key is revoked: its players open no ticket."""


class Seated(Exception):
    """The player is noted seated in a matchmade match of that game (`match_id`), maybe one
    that is over: the caller looks at it."""

    def __init__(self, match_id: str):
        super().__init__("seated")
        self.match_id = match_id


class Tickets:
    """The ticket scripts on the state's Redis (`client`, decode_responses=True)."""

    def __init__(self, client):
        self.client = client
        self.cluster = is_cluster(client)
        self._create = client.register_script(_CREATE)
        self._cancel = client.register_script(_CANCEL)
        self._follow = client.register_script(_FOLLOW)
        self._sweep = client.register_script(_SWEEP)
        self._group = client.register_script(_GROUP)
        self._plan = client.register_script(_PLAN)
        self._finish = client.register_script(_FINISH)
        self._claim = client.register_script(_CLAIM)
        self._end = client.register_script(_END)
        self._arm = client.register_script(_ARM)
        self._key_charge = client.register_script(_KEY_CHARGE)
        self._unseat = client.register_script(_UNSEAT)

    # --- tickets ---------------------------------------------------------------------------

    def create(self, ticket: dict, match_fields: dict, record_ttl_s: int, job_token: str,
               lease_ms: int) -> tuple[str, str]:
        """Stores a new searching ticket (`ticket`: its doc; `match_fields`: mu, min, max,
        created_ms, expires_ms, ai_ms, keepalive_ms (-1: none), pool) in its pool, unless its
        player's API key is revoked (KeyRevoked), the player is noted seated in a match
        (Seated) or has a searching ticket of the game (TicketExists). Returns the job token
        to enqueue ('' when a running job will see it) and the player's earlier ticket this
        call ended ('' if none: its owner had left it, or its time was up)."""
        ticket_id, p = ticket["id"], prefix(ticket["game"])
        f = match_fields
        member = age_member(f["created_ms"], ticket_id)
        reply = self._create(keys=[
            p + "t:" + ticket_id, p + "h:" + ticket["player_id"], p + "p:" + f["pool"],
            p + "a:" + f["pool"], p + "pools", p + "exp", p + "wake", p + "armed",
            p + "seated", p + "revoked"],
            args=[ticket_id, json.dumps(ticket), repr(float(f["mu"])), f["min"], f["max"],
                  f["created_ms"], f["expires_ms"], f["ai_ms"], ticket.get("owner_key") or "",
                  ticket["player_id"], f["pool"], member, record_ttl_s, job_token, lease_ms,
                  p + "t:", f["keepalive_ms"], ENDED_KEEP_S])
        created, value = reply[0], reply[1]
        if created == 3:
            raise KeyRevoked()
        if created == 2:
            raise Seated(value)
        if not created:
            if value == ticket_id:  # this very call, resent after its reply was lost
                return job_token, ""
            raise TicketExists(value)
        return value, reply[2]

    def load(self, ticket_id: str) -> dict | None:
        """The ticket's doc with `status` (and `match_id`, `seat`, `seat_token` once
        matched), or None. `placing` reads `searching`: its match is not there yet."""
        game = game_of(ticket_id)
        if game is None:
            return None
        return _ticket_of(self.client.hgetall(prefix(game) + "t:" + ticket_id))

    def follow(self, ticket_id: str, player_id: str, now_ms: int) -> dict | None:
        """`load`, as the ticket's owner `player_id` following it: a sign of life that keeps
        its searching ticket in its pool (or ends it, `expired`, if the owner left it longer
        than its keepalive). Another player's read changes nothing."""
        game = game_of(ticket_id)
        if game is None:
            return None
        p = prefix(game)
        reply = self._follow(keys=[p + "t:" + ticket_id],
                             args=[ticket_id, player_id, now_ms, p, ENDED_KEEP_S])
        return _ticket_of(dict(zip(reply[::2], reply[1::2], strict=True)))

    def cancel(self, ticket: dict, now_ms: int) -> str:
        """Cancels a searching ticket; returns its status after the call."""
        p, ticket_id = prefix(ticket["game"]), ticket["id"]
        return self._cancel(keys=[
            p + "t:" + ticket_id, p + "h:" + ticket["player_id"], p + "p:" + ticket["pool"],
            p + "a:" + ticket["pool"], p + "exp"], args=[ticket_id, now_ms, ENDED_KEEP_S])

    def sweep(self, game: str, now_ms: int, limit: int = 1000) -> list[str]:
        """Ends the searching tickets of `game` whose time is up; returns their ids."""
        p = prefix(game)
        return self._sweep(keys=[p + "exp"], args=[now_ms, p, limit, ENDED_KEEP_S])

    # --- grouping --------------------------------------------------------------------------

    def pools(self, game: str) -> list[str]:
        return sorted(self.client.smembers(prefix(game) + "pools"))

    def group(self, game: str, pool: str, cursor: str, now_ms: int, window: tuple[float, float],
              anchors: int, per_side: int) -> tuple[str, list[dict], list[str]]:
        """One bounded step of the grouping of `pool` from `cursor` ('-': the oldest): the
        next cursor ('' at the end), the groups formed, `{id, ai, tickets: [doc...]}`, and
        the tickets it ended instead (left by their owners, or of a revoked API key)."""
        p = prefix(game)
        reply = self._group(keys=[p + "a:" + pool, p + "p:" + pool, p + "forming", p + "pools",
                                  p + "exp", p + "revoked"],
                            args=[now_ms, window[0], window[1], anchors, per_side, p,
                                  secrets.token_hex(6) + "-", cursor, pool, ENDED_KEEP_S])
        groups = []
        for entry in reply[2:]:
            docs = [json.loads(doc) for doc in entry[3::2]]
            groups.append({"id": entry[0], "ai": int(entry[1]), "tickets": docs})
        return reply[0], groups, list(reply[1])

    def forming(self, game: str) -> dict[str, dict]:
        """Groups out of their pool whose match is not finished: id → `{tickets, ai, at,
        plan?}`."""
        return {gid: json.loads(entry)
                for gid, entry in self.client.hgetall(prefix(game) + "forming").items()}

    def ticket_docs(self, game: str, ids: list[str]) -> list[dict | None]:
        pipe = self.client.pipeline(transaction=False)
        for ticket_id in ids:
            pipe.hget(prefix(game) + "t:" + ticket_id, "doc")
        return [None if doc is None else json.loads(doc) for doc in pipe.execute()]

    def plan(self, game: str, plans: dict[str, dict]) -> dict[str, dict | None]:
        """Fixes each group's plan unless it has one; returns the plans that hold (None: the
        group is finished or gone)."""
        if not plans:
            return {}
        args = []
        for gid, plan in plans.items():
            args += [gid, json.dumps(plan)]
        reply = self._plan(keys=[prefix(game) + "forming"], args=args)
        return {gid: json.loads(held) if held else None
                for gid, held in zip(plans, reply, strict=True)}

    def finish(self, game: str, groups: list[tuple[str, str, list[tuple]]],
               now_ms: int) -> set[str]:
        """Marks each group's tickets matched: `groups` = (group id, match id, [(ticket,
        seat, seat token, player)...]). Returns the groups this call finished."""
        if not groups:
            return set()
        p = prefix(game)
        args = [p, RECORD_KEEP_S, now_ms]
        for gid, match_id, seated in groups:
            args += [gid, match_id, len(seated)]
            for row in seated:
                args += list(row)
        return set(self._finish(keys=[p + "forming", p + "seated"], args=args))

    def unseat(self, game: str, player_id: str, match_id: str) -> None:
        """Forgets that the player sits in `match_id` (it ended), unless seated anew since."""
        self._unseat(keys=[prefix(game) + "seated"], args=[player_id, match_id])

    def notify(self, ticket_ids) -> None:
        """Wakes the long-polls of these tickets (each watches its ticket's channel)."""
        pipe = self.client.pipeline(transaction=False)
        for ticket_id in ticket_ids:
            if self.cluster:
                pipe.execute_command("SPUBLISH", channel(ticket_id), "0 matched")
            else:
                pipe.publish(channel(ticket_id), "0 matched")
        pipe.execute()

    # --- the matchmaker job's lease --------------------------------------------------------

    def claim(self, game: str, token: str, lease_ms: int) -> bool:
        p = prefix(game)
        return bool(self._claim(keys=[p + "wake", p + "armed"], args=[token, lease_ms]))

    def end(self, game: str, token: str, next_token: str, lease_ms: int, delay_ms: int,
            hand_over: bool = False) -> str:
        p = prefix(game)
        return self._end(keys=[p + "wake", p + "armed", p + "exp", p + "forming"],
                         args=[token, next_token, lease_ms, delay_ms, "1" if hand_over else "0"])

    def arm(self, game: str, token: str, lease_ms: int) -> bool:
        p = prefix(game)
        return bool(self._arm(keys=[p + "armed", p + "exp", p + "forming"],
                              args=[token, lease_ms]))

    # --- per API key -----------------------------------------------------------------------

    def charge_key(self, key_id: str, ticket_id: str, expires_ms: int, limit: int,
                   now_ms: int) -> bool:
        return bool(self._key_charge(keys=[key_searching_key(key_id)],
                                     args=[ticket_id, expires_ms, limit, now_ms]))

    def key_tickets(self, key_id: str) -> list[str]:
        """The searching tickets of the key's players (some may have ended since)."""
        return self.client.zrange(key_searching_key(key_id), 0, -1)

    def bar_key(self, game: str, key_id: str) -> None:
        """The key is revoked: its players' tickets of `game` are neither opened nor grouped
        from now on."""
        self.client.sadd(prefix(game) + "revoked", key_id)

    def release_key(self, key_id: str, ticket_ids) -> None:
        ticket_ids = list(ticket_ids)
        if ticket_ids:
            self.client.zrem(key_searching_key(key_id), *ticket_ids)
