"""How the service reaches its state Redis: one server, or any node of a Redis Cluster
(REDIS_CLUSTER=true: redis-py's RedisCluster, which finds the others and follows the slots).

On a cluster every multi-key step touches one hash slot: a match's keys, channel and webhook
outboxes share `{m:<id>}`; a quota's keys `{<client>}`; a webhook outbox's lease and cursor
the match's tag (deploy/README.md says what each part guarantees on a cluster).
"""

import redis
from redis.backoff import ExponentialBackoff
from redis.exceptions import ClusterDownError, RedisClusterException, TryAgainError
from redis.retry import Retry

CLUSTER_RETRIES = 2


class NotReplicated(redis.exceptions.RedisError):
    """DURABILITY=replicated: a write landed on its primary, but no replica confirmed it in
    time (the write is not acknowledged: the client retries, or reads what happened)."""


# Storage that cannot serve the request now, through no fault of the client's: Redis
# unreachable or still loading its AOF, full (`noeviction` refuses writes with OOM), a replica
# during a failover (READONLY), a cluster whose slot has no primary yet (CLUSTERDOWN,
# TRYAGAIN during a resharding, a slot nobody serves), a write no replica confirmed.
REDIS_DOWN = (redis.exceptions.ConnectionError, redis.exceptions.TimeoutError,
              redis.exceptions.BusyLoadingError, redis.exceptions.OutOfMemoryError,
              redis.exceptions.ReadOnlyError, ClusterDownError, TryAgainError,
              RedisClusterException, NotReplicated)


def client(url: str, cluster: bool, **options) -> redis.Redis:
    """A client of the state Redis at `url` (with a cluster: any of its nodes). `options` are
    redis-py's (timeouts, decoding; `max_connections` per node)."""
    if not cluster:
        return redis.Redis.from_url(url, **options)
    # A failover takes cluster-node-timeout and an election (seconds): the client gives up
    # after a few quick tries (the request answers 503 with Retry-After), and asks the
    # cluster for its slots again on the next command.
    return redis.RedisCluster.from_url(
        url, retry=Retry(ExponentialBackoff(cap=0.5, base=0.05), CLUSTER_RETRIES),
        reinitialize_steps=1, **options)


def is_cluster(client_: object) -> bool:
    return isinstance(client_, redis.RedisCluster)
