"""Match persistence in Redis.

Per match: a hash `{m:<id>}:match` (fields `v`: version, `doc`: the match record as JSON) and
a stream `{m:<id>}:events` whose entry ids are `0-<seq>`. Both share the hash tag `{m:<id>}`,
so the compare-and-set script below touches one slot and runs unchanged on Redis Cluster.
"""

import json

import redis

from service import metrics
from service.notify import channel

_dumps = json.JSONEncoder(separators=(",", ":"), ensure_ascii=False).encode

# Writes state and events only if the stored version is the one the caller read. A retried
# call whose first attempt already landed finds its own write and reports success (redis-py
# retries timeouts, so the same script may arrive twice). Every write PUBLISHes
# `<last seq> <status>` on the match's channel (service/notify.py): waiting streams and
# long-polls wake on it. A channel is not a key (PUBLISH reaches every node of a cluster).
_COMMIT = """
local current = redis.call('HGET', KEYS[1], 'v')
if (current or '') ~= ARGV[1] then
  if current == ARGV[2] and redis.call('HGET', KEYS[1], 'doc') == ARGV[3] then
    return 1
  end
  return {0, current or ''}
end
redis.call('HSET', KEYS[1], 'v', ARGV[2], 'doc', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
local seq = tonumber(ARGV[5])
for i = 8, #ARGV do
  redis.call('XADD', KEYS[2], '0-' .. seq, 'e', ARGV[i])
  seq = seq + 1
end
if redis.call('EXISTS', KEYS[2]) == 1 then redis.call('EXPIRE', KEYS[2], ARGV[4]) end
redis.call('PUBLISH', ARGV[6], (seq - 1) .. ' ' .. ARGV[7])
return 1
"""


def match_key(match_id: str) -> str:
    return f"{{m:{match_id}}}:match"


def events_key(match_id: str) -> str:
    return f"{{m:{match_id}}}:events"


class VersionConflict(Exception):
    def __init__(self, current: int | None):
        super().__init__("version conflict")
        self.current = current


class Store:
    def __init__(self, client: redis.Redis, finished_ttl_s: int, idle_ttl_s: int):
        self.client = client
        self.finished_ttl_s, self.idle_ttl_s = finished_ttl_s, idle_ttl_s
        self._commit = client.register_script(_COMMIT)

    @classmethod
    def from_url(cls, url: str, finished_ttl_s: int, idle_ttl_s: int,
                 max_connections: int = 32) -> "Store":
        common = {"decode_responses": True, "health_check_interval": 30}
        # A bounded pool that waits for a free connection (rather than failing when all are
        # busy): hundreds of streams of one process woken by the same move share it.
        pool = redis.BlockingConnectionPool.from_url(
            url, max_connections=max_connections, timeout=5, socket_timeout=5,
            socket_connect_timeout=2, **common)
        return cls(redis.Redis(connection_pool=pool), finished_ttl_s, idle_ttl_s)

    def load(self, match_id: str) -> dict | None:
        doc = self.client.hget(match_key(match_id), "doc")
        return json.loads(doc) if doc is not None else None

    def commit(self, match: dict, expected_version: int | None, events: list[dict]) -> None:
        """Writes `match` (its `version` and `event_count` already advanced) and appends
        `events` atomically, if the stored version is still `expected_version` (None: the
        match must not exist yet). Raises VersionConflict otherwise."""
        ttl = self.finished_ttl_s if match["status"] == "finished" else self.idle_ttl_s
        first_seq = match["event_count"] - len(events) + 1
        args = ["" if expected_version is None else str(expected_version),
                str(match["version"]), _dumps(match), ttl, first_seq, channel(match["id"]),
                match["status"]]
        args.extend(_dumps(e) for e in events)
        keys = [match_key(match["id"]), events_key(match["id"])]
        outcome = self._commit_with_bookkeeping(match, events, keys, args)
        if outcome != 1:
            raise VersionConflict(int(outcome[1]) if outcome[1] else None)

    def _commit_with_bookkeeping(self, match: dict, events: list[dict], keys: list[str],
                                 args: list) -> object:
        """Runs the commit script and the metrics' bookkeeping (other keys, hence not in the
        script: it touches one cluster slot) in one round trip. EVALSHA by hand: redis-py's
        pipelined scripts would ask SCRIPT EXISTS on every call."""
        for attempt in (1, 2):
            pipe = self.client.pipeline(transaction=False)
            pipe.execute_command("EVALSHA", self._commit.sha, len(keys), *keys, *args)
            metrics.track_active(pipe, match)
            outcome, *_ = pipe.execute(raise_on_error=False)
            if isinstance(outcome, redis.exceptions.NoScriptError) and attempt == 1:
                self.client.script_load(_COMMIT)  # a restarted or new server
                continue
            if isinstance(outcome, Exception):
                raise outcome
            if outcome == 1:
                metrics.count_moves(match, events)
            return outcome

    def read_events(self, match_id: str, after: int) -> list[dict]:
        """Events with seq > `after`, oldest first (waiting for new ones: service/notify.py)."""
        entries = self.client.xrange(events_key(match_id), min=f"(0-{after}", max="+")
        return [json.loads(fields["e"]) for _id, fields in entries]

    def ping(self) -> bool:
        return bool(self.client.ping())
