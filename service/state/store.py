"""Match persistence in Redis.

Per match: a hash `{m:<id>}:match` (fields `v`: version, `w`: a random id of the write that
stored this version, `doc`: the match record as JSON) and a stream `{m:<id>}:events` whose
entry ids are `0-<seq>`. Both share the hash tag `{m:<id>}`, so the compare-and-set script
below touches one slot and runs unchanged on Redis Cluster.

A stream entry holds one event (field `e`: the event as JSON) or, once the match is over, a
block of them (field `z`): the write that finishes a match replaces every entry by one block
of all its events, compressed (a finished 4-player Petits Chevaux match keeps ~12 KiB in
all instead of ~175 KiB: bench/memory.py). When the stream holds only a few entries before
that write (KEPT_ENTRIES: a match's setup events, then one write of AI moves to its end),
they stay as they are and the block of the write's own events follows them: reading them
back to pack them would cost the write a round trip. A block's entry id is its last event's
seq; the seqs and versions inside are implied (events grouped by version, with version
steps), so every event reads back exactly as written.

Each process remembers the last records it read or wrote (`Store.recent`): a move whose
`If-Match` names the version remembered is applied without reading the match first. The
write then checks the version *and* the id of the write it was based on, so it lands only on
that very record: a version written again differently (history lost in a failover, then
moved on by another process) is a conflict, never a silent base for the move.
"""

import os
import zlib
from collections import OrderedDict

import redis
from redis.client import NEVER_DECODE

from service.model.play import StepEvents
from service.state import connect
from service.state.autopipeline import AutoPipeline
from service.state.connect import is_cluster
from service.state.fastjson import dumps, loads
from service.state.notify import channel
from service.state.redis_pool import NativePollConnectionPool
from service.state.replication import Replication
from service.telemetry import metrics

RECENT_RECORDS = 1024  # per process, the matches last read or written (a few KiB each)
TIGHT_PACKING_ABOVE = 12 * 1024  # bytes of a fast-packed block (bench/memory.py: <= 32 KiB)
# A write's events ride along with its notification up to this size (most moves: a few
# hundred bytes); beyond (a run of AI moves, a finishing block), the readers read them.
CARRIED_EVENTS_MAX_BYTES = 8 * 1024
# Entries a finishing write leaves unpacked: a match's setup events (2 to 5 per game; up to
# ~16 when Petits Chevaux's starting rolls tie, one match in 20 with more than 8).
KEPT_ENTRIES = 16

# Writes state and events only if the stored version is the one the caller read. A retried
# call whose first attempt already landed finds its own write and reports success (redis-py
# retries timeouts, so the same script may arrive twice). Every write PUBLISHes
# `<last seq> <status>` on the match's channel (service/state/notify/): waiting streams and
# long-polls wake on it. When ARGV[13] is '1', a line follows with the write's events as a
# JSON array (the entries' own JSON): the readers of another process need not read them back.
# ARGV[12] is PUBLISH, or SPUBLISH on a cluster: the channel is in the match's slot, so only
# the shard that holds the match carries its notifications.
# ARGV[9]: this write's id; ARGV[10]: the id of the write the caller's record came from, or
# '' to compare versions alone. A finished match is final: the write refuses to change one
# (3) unless ARGV[11] is '1' (the link to its rematch or to its rating changes); field `s`
# keeps the status for that.
_COMMIT = """
local stored = redis.call('HMGET', KEYS[1], 'v', 'w', 's')
local current = stored[1]
if (current or '') ~= ARGV[1] or (ARGV[10] ~= '' and (stored[2] or '') ~= ARGV[10]) then
  if current == ARGV[2] and redis.call('HGET', KEYS[1], 'doc') == ARGV[3] then
    return 2  -- this write, resent, found done
  end
  return {0, current or ''}
end
if stored[3] == 'finished' and ARGV[11] ~= '1' then return 3 end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'doc', ARGV[3], 'w', ARGV[9], 's', ARGV[7])
redis.call('EXPIRE', KEYS[1], ARGV[4])
-- KEYS[3..]: lists of the match's slot (webhook outboxes) that get values with this write:
-- for each, a count then that many values; ARGV[8] their TTL. Their lengths are returned.
local a, lengths = 14, {1}
for k = 3, #KEYS do
  local n = tonumber(ARGV[a])
  local length = 0
  for j = a + 1, a + n do length = redis.call('RPUSH', KEYS[k], ARGV[j]) end
  redis.call('EXPIRE', KEYS[k], ARGV[8])
  lengths[#lengths + 1] = length
  a = a + n + 1
end
local last = tonumber(ARGV[5]) - 1
local carried = ''
if ARGV[a] == 'z' then  -- ARGV[a+1]: a block of the events up to seq ARGV[a+2], from the
  -- first (ARGV[a+3] = '1': it replaces every entry) or from this write's first (it follows)
  if ARGV[a + 3] == '1' then redis.call('DEL', KEYS[2]) end
  last = tonumber(ARGV[a + 2])
  redis.call('XADD', KEYS[2], '0-' .. last, 'z', ARGV[a + 1])
else  -- 'e': one entry per event that follows
  for i = a + 1, #ARGV do
    last = last + 1
    redis.call('XADD', KEYS[2], '0-' .. last, 'e', ARGV[i])
  end
  if ARGV[13] == '1' and #ARGV > a then
    carried = '\\n[' .. table.concat(ARGV, ',', a + 1, #ARGV) .. ']'
  end
end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('EXPIRE', KEYS[2], ARGV[4]) end
redis.call(ARGV[12], ARGV[6], last .. ' ' .. ARGV[7] .. carried)
if #lengths > 1 then return lengths end
return 1
"""


def match_key(match_id: str) -> str:
    return f"{{m:{match_id}}}:match"


def events_key(match_id: str) -> str:
    return f"{{m:{match_id}}}:events"


class MatchFinished(Exception):
    """A write that would change a finished match (refused inside the write itself)."""


class VersionConflict(Exception):
    def __init__(self, current: int | None):
        super().__init__("version conflict")
        self.current = current


# Records the commands a commit's prelude and bookkeeping queue (never connects).
_RECORDER = redis.Redis()


class Store:
    def __init__(self, client: redis.Redis, finished_ttl_s: int, idle_ttl_s: int,
                 recent_capacity: int = RECENT_RECORDS, replication_wait_ms: int | None = None):
        """`replication_wait_ms`: a commit is acknowledged once a replica has it, waiting this
        long at most (DURABILITY=replicated), else once its primary has it."""
        self.client = client
        self.finished_ttl_s, self.idle_ttl_s = finished_ttl_s, idle_ttl_s
        self._commit = client.register_script(_COMMIT)
        self._publish = "SPUBLISH" if is_cluster(client) else "PUBLISH"
        self._sender = AutoPipeline(client, replication=None if replication_wait_ms is None
                                    else Replication(replication_wait_ms))
        # match id -> (version, write id, record as JSON), least recently used first
        self._recent: OrderedDict[str, tuple[int, str, str | bytes]] = OrderedDict()
        self._recent_capacity = recent_capacity

    @classmethod
    def from_url(cls, url: str, finished_ttl_s: int, idle_ttl_s: int,
                 max_connections: int = 32, cluster: bool = False,
                 replication_wait_ms: int | None = None) -> "Store":
        common = {"decode_responses": True, "health_check_interval": 30, "socket_timeout": 5,
                  "socket_connect_timeout": 2}
        if cluster:  # a pool per node that waits for a free connection, as below
            client = connect.client(url, True, max_connections=max_connections, timeout=5,
                                    connection_pool_class=redis.BlockingConnectionPool,
                                    **common)
        else:
            # A bounded pool that waits for a free connection (rather than failing when all
            # are busy): hundreds of streams of one process woken by the same move share it.
            # Its checkout checks the socket without gevent's hub: service/state/redis_pool.py.
            client = redis.Redis(connection_pool=NativePollConnectionPool.from_url(
                url, max_connections=max_connections, timeout=5, **common))
        return cls(client, finished_ttl_s, idle_ttl_s,
                   replication_wait_ms=replication_wait_ms)

    def load(self, match_id: str) -> dict | None:
        doc, write = self._sender.execute_one("HMGET", match_key(match_id), "doc", "w")
        if doc is None:
            self._recent.pop(match_id, None)
            return None
        match = loads(doc)
        self._remember(match_id, match["version"], write or "", doc)
        return match

    def recent(self, match_id: str, version: int) -> dict | None:
        """The record of `match_id` at `version` as this process last read or wrote it, or
        None: maybe no longer the stored one, which a commit based on it finds out."""
        known = self._recent.get(match_id)
        if known is None or known[0] != version:
            return None
        return loads(known[2])  # a record of its own: callers may change theirs

    def _remember(self, match_id: str, version: int, write: str, doc: str | bytes) -> None:
        self._recent[match_id] = (version, write, doc)
        self._recent.move_to_end(match_id)
        if len(self._recent) > self._recent_capacity:
            self._recent.popitem(last=False)

    def commit(self, match: dict, expected_version: int | None, events: list[dict],
               appends: dict[str, list[str]] | None = None, appends_ttl_s: int = 0,
               prelude=None, finished_may_change: bool = False) -> list[int]:
        """Writes `match` (its `version` and `event_count` already advanced) and appends
        `events` atomically, if the stored version is still `expected_version` (None: the
        match must not exist yet). Raises VersionConflict otherwise.

        With the same write, and only if it lands: `appends` pushes values onto lists of the
        match's hash slot (webhook outboxes), which then expire in `appends_ttl_s`; their new
        lengths are returned ([] when a resent write found itself done). `prelude(pipe)`
        queues commands sent just before the script in the same round trip. A stored match
        that is finished is never changed (MatchFinished), but by its rematch's link
        (`finished_may_change`)."""
        ttl = self.finished_ttl_s if match["status"] == "finished" else self.idle_ttl_s
        first_seq = match["event_count"] - len(events) + 1
        appends = appends or {}
        known = self._recent.get(match["id"])
        based_on = known[1] if known and known[0] == expected_version else ""
        write, doc = os.urandom(8).hex(), dumps(match)
        args = ["" if expected_version is None else str(expected_version),
                str(match["version"]), doc, ttl, first_seq, channel(match["id"]),
                match["status"], appends_ttl_s, write, based_on,
                "1" if finished_may_change else "0", self._publish, "0"]
        for values in appends.values():
            args.append(len(values))
            args.extend(values)
        block, replaces = self._final_block(match, first_seq, events)
        if block is None:
            dumped = [dumps(e) for e in events]
            if sum(map(len, dumped)) <= CARRIED_EVENTS_MAX_BYTES:
                args[12] = "1"  # the notification carries them
            args.append("e")
            args.extend(dumped)
        else:
            args.extend(["z", block, match["event_count"], "1" if replaces else "0"])
        keys = [match_key(match["id"]), events_key(match["id"]), *appends]
        # 1 or [1, lengths...]: written now; 2: a resent write found done (its reply was
        # lost), maybe under another write id; [0, current version]: a conflict; 3: the
        # stored match is finished.
        outcome = self._commit_with_bookkeeping(keys, args, match, prelude)
        if outcome == 3:
            raise MatchFinished()
        if outcome != 1 and outcome != 2 and outcome[0] != 1:
            self._recent.pop(match["id"], None)
            raise VersionConflict(int(outcome[1]) if outcome[1] else None)
        metrics.count_moves(match, events.moves if type(events) is StepEvents
                            else metrics.moves_in(events))
        if outcome == 2:
            self._recent.pop(match["id"], None)
            return []
        self._remember(match["id"], match["version"], write, doc)
        return [] if outcome == 1 else list(outcome[1:])

    def _commit_with_bookkeeping(self, keys: list[str], args: list, match: dict,
                                 prelude=None) -> object:
        """Runs the commit script, with `prelude`'s commands before it and the metrics'
        bookkeeping after (other keys, hence not in the script: it touches one cluster
        slot), in one round trip, shared with other requests' (service/state/autopipeline.py).
        EVALSHA by hand: redis-py's pipelined scripts would ask SCRIPT EXISTS on every
        call."""
        bookkeeping = metrics.active_update(match)
        commands = [("EVALSHA", self._commit.sha, len(keys), *keys, *args)]
        script_at = 0
        if prelude is not None or bookkeeping is not None:
            pipe = _RECORDER.pipeline(transaction=False)
            if prelude is not None:
                prelude(pipe)
            script_at = len(pipe.command_stack)
            if bookkeeping is not None:
                bookkeeping(pipe)
            queued = [c for c, _ in pipe.command_stack]
            commands = queued[:script_at] + commands + queued[script_at:]
        for attempt in (1, 2):
            outcome = self._sender.execute(commands, durable=True)[script_at]
            if isinstance(outcome, redis.exceptions.NoScriptError) and attempt == 1:
                self._load_commit_script(keys[0])  # a restarted, new or promoted server
                continue
            if isinstance(outcome, Exception):
                raise outcome
            return outcome

    def _load_commit_script(self, key: str) -> None:
        """Loads the commit script where `key` lives. On a cluster, after reading the slots
        again: a replica promoted by a graceful failover never saw the script (script caches
        are not replicated), and the client may still count the demoted node as a primary."""
        if not is_cluster(self.client):
            self.client.script_load(_COMMIT)
            return
        self.client.nodes_manager.initialize()
        node = self.client.get_node_from_key(key)
        self.client.get_redis_connection(node).script_load(_COMMIT)
        # Mid-resharding the write goes on to the slot's importing node (ASK), which may never
        # have run it: the other primaries get it too, those that answer.
        for other in self.client.get_primaries():
            if other.name != node.name:
                try:
                    self.client.get_redis_connection(other).script_load(_COMMIT)
                except redis.RedisError:
                    pass

    def _final_block(self, match: dict, first_seq: int,
                     events: list[dict]) -> tuple[bytes | None, bool]:
        """For the write that finishes a match: a block of `events`, and whether it holds
        the stored events too (more than KEPT_ENTRIES of them: it replaces them), or None to
        append `events` as they are (not finishing, or the events do not fit a block: seqs
        not consecutive, versions going back). Under the compare-and-set, what is read here
        is what the stream holds when the write lands (events come only with a new
        version)."""
        if match["status"] != "finished" or not events:
            return None, False
        if first_seq - 1 <= KEPT_ENTRIES:
            if isinstance(events, StepEvents):  # grouped by version already, unnumbered
                return _pack_steps(events), False
            return _pack(events, first_seq), False
        return _pack([*self.read_events(match["id"], 0), *events]), True

    def read_events(self, match_id: str, after: int) -> list[dict]:
        """Events with seq > `after`, oldest first (waiting for new ones:
        service/state/notify/)."""
        entries = self.client.execute_command("XRANGE", events_key(match_id), f"(0-{after}",
                                              "+", **{NEVER_DECODE: True})
        events = []
        for entry_id, fields in entries:
            if b"e" in fields:
                events.append(loads(fields[b"e"]))
            else:
                last = int(entry_id.split(b"-")[1])
                events.extend(e for e in _unpack(fields[b"z"], last) if e["seq"] > after)
        return events

    def ping(self) -> bool:
        return bool(self.client.ping())


def _pack(events: list[dict], first_seq: int = 1) -> bytes | None:
    """Events with seqs `first_seq`..n → a compressed block: JSON `[[version step, [event
    without seq and version, ...]], ...]`, one group per version (the first step counts from
    version 0). None if the seqs are not consecutive from `first_seq`, an event has no int
    version or versions go back (then the events stay one per entry)."""
    groups, version, group = [], 0, None
    for seq, event in enumerate(events, start=first_seq):
        rest = event.copy()
        step = rest.pop("version", None)
        if rest.pop("seq", None) != seq or not isinstance(step, int) or step < version:
            return None
        if group is None or step != version:
            group = []
            groups.append([step - version, group])
            version = step
        group.append(rest)
    return _compress(groups)


def _pack_steps(events: StepEvents) -> bytes:
    """StepEvents → the block `_pack` makes of the same events numbered: one group per step,
    a version each."""
    groups = [[1, step] for step in events.steps]
    groups[0][0] = events.first_version  # the first step counts from version 0
    return _compress(groups)


def _compress(groups: list) -> bytes:
    """`[[version step, [event, ...]], ...]` → a block."""
    raw = dumps(groups)
    # zlib's fastest level first (a third of the default's time on the write that ends a
    # match); a long match whose block would come out big is packed again, tighter.
    block = zlib.compress(raw, 1)
    return block if len(block) <= TIGHT_PACKING_ABOVE else zlib.compress(raw)


def _unpack(block: bytes, last_seq: int) -> list[dict]:
    groups = loads(zlib.decompress(block))
    seq = last_seq - sum(len(group) for _, group in groups)
    version, events = 0, []
    for step, group in groups:
        version += step
        for rest in group:
            seq += 1
            events.append({"seq": seq, "version": version, **rest})
    return events
