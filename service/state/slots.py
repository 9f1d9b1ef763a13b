"""Stream slots: how many readers may wait.

Every open stream and every long-poll that waits holds a slot (`Slots.take`), so waiting
readers can neither crowd out the requests that must always be answered nor pile up per
client:
- Per process, at most `capacity` of them: under gunicorn that is the worker's
  `worker_connections` less a reserve (STREAM_RESERVE), since a gevent worker serves at most
  `worker_connections` connections and stops accepting beyond (the next connection, `/livez`
  or a move, would wait unanswered until a stream ends). Beyond: `StreamCapacity` (503). A
  count in the process is the right one here: the slots are the process's own.
- Of those, the last ones (the seat share, STREAM_SEAT_SHARE) serve only a reader sent
  with a valid seat token, at most SEAT_SHARE_PER_CLIENT of them per client: when spectators
  or a few clients fill the process, a match's players, who hold none of the share, still
  connect their seats. A seat token is free to mint, so the share is counted per client,
  not per seat: jamming it takes share / SEAT_SHARE_PER_CLIENT more addresses.
- Per client, at most `per_client` across every process and replica. The client is its API
  key, else its address (`who`, from the web layer), whatever seat tokens it sends: a seat
  token is free to mint, so a client with a token per slot would hold them all. Counted in
  Redis, or a client would get that many per process (2 workers × N pods). One sorted set
  per client, `haras:streams:<identity>`, holds a lease per slot (member: a random id,
  score: when it expires, by Redis's clock); taking one first drops the expired leases, in
  one script. A slot is given back when its stream or long-poll ends (the WSGI server
  closes the response, also when the client went away: noticed at the stream's next write,
  its keep-alive at the latest); a process that dies without giving back its slots leaves
  leases that expire `LEASE_S` later (streams renew theirs while open; a long-poll waits at
  most 25 s, less than a lease). Beyond: `TooManyStreams` (429). When Redis fails the
  per-client count is skipped (the stream itself will need Redis anyway).
"""

import collections
import logging
import re
import secrets
import threading
import time
from dataclasses import dataclass

import redis

log = logging.getLogger("haras.slots")
SLOTS_PREFIX = "haras:streams:"
LEASE_S = 60.0  # a slot's lease in Redis: a stream renews it every third of this
WARN_EVERY_S = 10.0  # while Redis fails, one warning per process this often
SEAT_SHARE_PER_CLIENT = 4  # slots of the seat share one client may hold: a table of four
_server_connections: int | None = None  # the gunicorn worker's worker_connections, if any

_TAKE = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
local held = redis.call('ZCARD', KEYS[1])
if redis.call('ZSCORE', KEYS[1], ARGV[1]) then
  return {1, held}  -- sent again after its reply was lost: it holds its slot already
end
if held >= tonumber(ARGV[2]) then
  return {0, held}
end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[3]), ARGV[1])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[3]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[3])
end
return {1, held + 1}
"""
_RENEW = """
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[1])
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 1
"""


def serve_connections(connections: int) -> None:
    """The server's connection slots per process (gunicorn's `worker_connections`, told by
    deploy/gunicorn.conf.py once the worker has loaded the app). Without it, as under a
    threaded development server, there is no per-process capacity."""
    global _server_connections
    _server_connections = connections


def reserved(spec: str, connections: int, setting: str = "STREAM_RESERVE") -> int:
    """The slots a setting keeps apart (STREAM_RESERVE: for other requests;
    STREAM_SEAT_SHARE: for seats): `"N"`, or `"N%"` of `connections` (rounded up)."""
    found = re.fullmatch(r"\s*(\d{1,9})\s*(%?)\s*", spec)
    if found is None or (found.group(2) and int(found.group(1)) > 100):
        raise ValueError(f"{setting} reads 'N' or 'N%' (N% at most 100%), not {spec!r}")
    if found.group(2):
        return -(-connections * int(found.group(1)) // 100)
    return int(found.group(1))


@dataclass(frozen=True)
class Capacity:
    """The slots of a process: `total`, of which the last `seat_share` serve seats only."""
    total: int
    seat_share: int


def capacity(reserve: str, seat_share: str) -> Capacity | None:
    """Streams and long-polls this process may hold (None: no limit known)."""
    if _server_connections is None:
        return None
    total = _server_connections - reserved(reserve, _server_connections)
    return Capacity(total, min(total, reserved(seat_share, total, "STREAM_SEAT_SHARE")))


class TooManyStreams(Exception):
    """The client holds its `per_client` slots already."""


class StreamCapacity(Exception):
    """The process holds its `capacity` slots already."""


class Lease:
    """One slot: the process's count and, with a client, a lease in Redis. `release()` gives
    both back (idempotent); a stream calls `renew()` now and then while it is open."""

    def __init__(self, slots: "Slots", client, key: str | None, member: str,
                 shared_by: str | None):
        self.slots, self.client, self.key, self.member = slots, client, key, member
        self.shared_by = shared_by  # the client, when the slot is one of the seat share
        self.renewed = time.monotonic()
        self.released = False

    @property
    def renew_by(self) -> float:
        """When a reader should wake up to renew at the latest (monotonic clock)."""
        return self.renewed + self.slots.lease_s / 2 if self.key else float("inf")

    def renew(self) -> None:
        """Extends the lease in Redis when a third of it has passed."""
        now = time.monotonic()
        if self.key is None or self.released or now - self.renewed < self.slots.lease_s / 3:
            return
        self.renewed = now
        try:
            self.slots._script(self.client, _RENEW)(
                keys=[self.key], args=[self.member, int(self.slots.lease_s * 1000)])
        except redis.RedisError as error:
            self.slots._warn("stream slot not renewed, redis failed: %s", error)

    def release(self) -> None:
        with self.slots._lock:
            if self.released:
                return
            self.released = True
            self.slots.held -= 1
            if self.shared_by is not None:
                self.slots._give_back_share(self.shared_by)
        if self.key is not None:
            try:
                self.client.zrem(self.key, self.member)
            except redis.RedisError as error:  # the lease expires by itself
                self.slots._warn("stream slot not released, redis failed: %s; its lease frees "
                                 f"it within {self.slots.lease_s:.0f} s", error)

    def __enter__(self) -> "Lease":
        return self

    def __exit__(self, *_exc) -> None:
        self.release()


class Slots:
    """The slots of one process (see the module's docstring)."""

    def __init__(self, prefix: str = SLOTS_PREFIX, lease_s: float = LEASE_S):
        self.prefix, self.lease_s = prefix, lease_s
        self.held = 0  # slots taken in this process and not given back
        self.shared: collections.Counter[str] = collections.Counter()  # seat share, by client
        self._lock = threading.Lock()
        self._scripts: dict[tuple[int, str], object] = {}
        self._warned_at = -float("inf")

    def take(self, client, who: str | None, per_client: int, capacity: Capacity | None,
             seated: bool = False) -> Lease:
        """A slot for a reader of client `who` (None or `per_client` 0: no per-client cap),
        on Redis `client`; `capacity`: the process's (None: no limit); `seated`: the reader
        was sent with a valid seat token (it may take a slot of the seat share)."""
        with self._lock:
            shared_by = self._place(who, capacity, seated)
            self.held += 1
            if shared_by is not None:
                self.shared[shared_by] += 1
        lease = Lease(self, client, None, secrets.token_hex(8), shared_by)
        if who is None or per_client <= 0:
            return lease
        key = self.prefix + who
        try:
            taken, held = self._script(client, _TAKE)(
                keys=[key], args=[lease.member, per_client, int(self.lease_s * 1000)])
        except redis.RedisError as error:
            self._warn("stream slots per client not counted, redis failed: %s", error)
            return lease
        if not taken:
            lease.release()
            raise TooManyStreams(held)
        lease.key = key
        return lease

    def _place(self, who: str | None, capacity: Capacity | None, seated: bool) -> str | None:
        """Where a new slot goes (call it holding `_lock`): the client, when it is one of the
        seat share; None, one of the others. Raises StreamCapacity when there is none."""
        if capacity is None:
            return None
        in_share = self.shared.total()
        if self.held - in_share < capacity.total - capacity.seat_share:
            return None
        if seated and who is not None and in_share < capacity.seat_share \
                and self.shared[who] < SEAT_SHARE_PER_CLIENT:
            return who
        raise StreamCapacity(capacity.total)

    def _give_back_share(self, who: str) -> None:
        """A slot of the seat share is free again (call it holding `_lock`)."""
        self.shared[who] -= 1
        if self.shared[who] <= 0:
            del self.shared[who]

    def _script(self, client, source: str):
        script = self._scripts.get((id(client), source))
        if script is None:
            script = self._scripts[(id(client), source)] = client.register_script(source)
        return script

    def _warn(self, message: str, error: Exception) -> None:
        now = time.monotonic()
        if now - self._warned_at >= WARN_EVERY_S:
            self._warned_at = now
            log.warning(message, error)
