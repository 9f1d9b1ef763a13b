"""How the service reaches its state Redis: one server, or any node of a Redis Cluster
(REDIS_CLUSTER=true: redis-py's RedisCluster, which finds the others and follows the slots).

On a cluster every multi-key step touches one hash slot: a match's keys, channel and webhook
outboxes share `{m:<id>}`; a quota's keys `{<client>}`; a webhook outbox's lease and cursor
the match's tag (deploy/README.md says what each part guarantees on a cluster).
"""

import threading

import redis
from redis.backoff import ExponentialBackoff
from redis.commands.core import Script
from redis.connection import Encoder
from redis.exceptions import AskError, ClusterDownError, RedisClusterException, TryAgainError
from redis.retry import Retry

CLUSTER_RETRIES = 2


class NotReplicated(redis.exceptions.RedisError):
    """DURABILITY=replicated: a write landed on its primary, but no replica confirmed it in
    time (the write is not acknowledged: the client retries, or reads what happened)."""


# Storage that cannot serve the request now, through no fault of the client's: Redis
# unreachable or still loading its AOF, full (`noeviction` refuses writes with OOM), a replica
# during a failover (READONLY), a cluster whose slot has no primary yet (CLUSTERDOWN,
# TRYAGAIN during a resharding, a slot nobody serves, redirections still going round once
# the batch's are spent: MOVED or ASK), a write no replica confirmed.
REDIS_DOWN = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError,
              redis.exceptions.BusyLoadingError, redis.exceptions.OutOfMemoryError,
              redis.exceptions.ReadOnlyError, ClusterDownError, TryAgainError, AskError,
              RedisClusterException, NotReplicated)


def client(url: str, cluster: bool, **options) -> redis.Redis:
    """A client of the state Redis at `url` (with a cluster: any of its nodes). `options` are
    redis-py's (timeouts, decoding; `max_connections` per node)."""
    if not cluster:
        return redis.Redis.from_url(url, **options)
    return LazyCluster(url, options)


class LazyCluster:
    """A RedisCluster made on first use, and made again on the next use while it could not
    be: redis-py's asks the cluster for its slots as it is made, and a process that starts
    while the cluster does not answer yet must still start (and answer 503 meanwhile), as it
    does with a single Redis."""

    def __init__(self, url: str, options: dict):
        self._url, self._options, self._client = url, options, None
        self._making = threading.Lock()  # one client, however many threads come first

    @property
    def cluster(self) -> redis.RedisCluster:
        if self._client is not None:
            return self._client
        with self._making:
            if self._client is not None:
                return self._client
            # A failover takes cluster-node-timeout and an election (seconds): the client
            # gives up after a few quick tries (the request answers 503 with Retry-After), and
            # asks the cluster for its slots again on the next command.
            self._client = redis.RedisCluster.from_url(
                self._url, retry=Retry(ExponentialBackoff(cap=0.5, base=0.05), CLUSTER_RETRIES),
                reinitialize_steps=1, **self._options)
        return self._client

    def register_script(self, script: str) -> Script:
        return Script(self, script)  # runs through this proxy: makes no client yet

    def get_encoder(self) -> Encoder:
        return Encoder("utf-8", "strict", self._options.get("decode_responses", False))

    def __getattr__(self, name: str):
        return getattr(self.cluster, name)


def is_cluster(client_: object) -> bool:
    return isinstance(client_, LazyCluster | redis.RedisCluster)
