"""A batch of commands on a Redis Cluster: one pipeline per node that holds their keys, all on
their way at once, each followed by `WAIT 1 <ms>` on the same connection when it carries a
write that must reach a replica (DURABILITY=replicated).

redis-py's own cluster pipeline also groups by node, but it cannot end a node's commands with
a WAIT on their connection (WAIT counts the writes of its own connection), hence this.
Redirections are followed here: `ASK` (a slot being migrated: `ASKING` then the command on the
target), `MOVED` (the slot moved: the client takes the node named as its owner, and the
command goes there), `TRYAGAIN` (a multi-key command while its slot's keys are split between two
nodes mid-migration: again shortly). A node that cannot be reached fails its commands with
the connection's error after the client has read the slots again, so that the next batch
goes to whoever took over (a replica promoted by a failover).

Only commands that may arrive twice come through here (service/state/autopipeline.py).
"""

import time

from gevent import joinall, killall, spawn
from redis.exceptions import AskError, MovedError, TryAgainError

from service.state.connect import NotReplicated
from service.state.redis_pool import read_replies, readable_now
from service.state.replication import Replication

REDIRECTIONS = 3  # MOVED or ASK, per batch
# TRYAGAIN: a slot's keys split between two nodes while `redis-cli --cluster reshard` moves
# them (MIGRATE, a few keys a call): sent again after 25, 50, 100... ms, for up to 2 s.
TRY_AGAIN_FIRST_S, TRY_AGAIN_FOR_S = 0.025, 2.0


def key_of(command: tuple) -> str | None:
    """The key that routes `command` (its first; a script's first KEYS), None if keyless."""
    name = command[0].upper() if isinstance(command[0], str) else command[0]
    if name in ("EVALSHA", "EVAL", "FCALL"):
        return command[3] if int(command[2]) > 0 else None
    return command[1] if len(command) > 1 else None


class NodeBatches:
    def __init__(self, cluster, replication: Replication | None, concurrent: bool):
        """`cluster`: a redis.RedisCluster; `replication`: durable writes wait for a replica
        (None: not); `concurrent`: the batches of one process go one at a time (gevent,
        service/state/autopipeline.py): to the nodes in parallel greenlets, each on a
        connection of its own kept per node (as the single-Redis batches are: no checkout,
        none of redis-py's pipeline bookkeeping); else one by one, through the nodes' pools
        (threads may send at once)."""
        self.cluster, self.replication, self.concurrent = cluster, replication, concurrent
        self._connections: dict[str, object] = {}  # node name -> its batches' connection

    def send(self, commands: list[tuple], durable: list[bool]) -> list:
        """The replies to `commands`, in order, errors as replies (NotReplicated for a durable
        write no replica confirmed in time); raises only what is not a command's own."""
        replies: list = [None] * len(commands)
        pending = list(range(len(commands)))
        asked: dict[int, tuple[str, int]] = {}  # command -> the node an ASK sent it to
        redirections, pause, waited = 0, TRY_AGAIN_FIRST_S, 0.0
        while True:
            groups: dict[str, tuple[object, list[int]]] = {}
            for i in pending:
                node = self._node_for(commands[i], asked.get(i))
                groups.setdefault(node.name, (node, []))[1].append(i)
            work = [(node, indexes) for node, indexes in groups.values()]
            if self.concurrent and len(work) > 1:
                jobs = [spawn(self._send_to, node, indexes, commands, durable, asked)
                        for node, indexes in work]
                try:
                    joinall(jobs)
                except BaseException:  # killed: its greenlets must not stay on the connections
                    killall(jobs)
                    raise
                outcomes = [job.value if job.successful() else job.exception for job in jobs]
            else:
                outcomes = []
                for node, indexes in work:
                    try:
                        outcomes.append(self._send_to(node, indexes, commands, durable, asked))
                    except Exception as error:
                        outcomes.append(error)
            pending = []
            for (_, indexes), outcome in zip(work, outcomes, strict=True):
                if isinstance(outcome, BaseException):  # the node's connection failed
                    self._refresh()
                    for i in indexes:
                        replies[i] = outcome
                    continue
                for i, reply in zip(indexes, outcome, strict=True):
                    replies[i] = reply
                    if isinstance(reply, MovedError):  # (an AskError too: first)
                        asked.pop(i, None)
                        self.cluster.nodes_manager.move_slot(reply)  # its owner from now on
                        pending.append(i)
                    elif isinstance(reply, AskError):
                        asked[i] = reply.node_addr
                        pending.append(i)
                    elif isinstance(reply, TryAgainError):
                        pending.append(i)
            trying_again = any(isinstance(replies[i], TryAgainError) for i in pending)
            redirections += len(pending) > 0 and not trying_again
            if not pending or redirections > REDIRECTIONS or \
                    (trying_again and waited >= TRY_AGAIN_FOR_S):
                return replies
            if trying_again:
                time.sleep(pause)
                waited, pause = waited + pause, pause * 2

    def _node_for(self, command: tuple, asked: tuple[str, int] | None):
        if asked is not None:
            return self.cluster.nodes_manager.get_node(host=asked[0], port=asked[1]) \
                or self._add_node(*asked)
        key = key_of(command)
        if key is None:
            return self.cluster.get_random_node()
        return self.cluster.get_node_from_key(key)

    def _add_node(self, host: str, port: int):
        from redis.cluster import ClusterNode  # a node the slots table does not know yet
        node = ClusterNode(host, port)
        self.cluster.nodes_manager.create_redis_connections([node])
        self.cluster.nodes_manager.nodes_cache[node.name] = node
        return node

    def _send_to(self, node, indexes: list[int], commands: list[tuple], durable: list[bool],
                 asked: dict[int, tuple[str, int]]) -> list:
        """One node's commands in one round trip; raises if its connection fails."""
        client = self.cluster.get_redis_connection(node)
        sent = []
        for i in indexes:
            if i in asked:
                sent.append(("ASKING",))
            sent.append(commands[i])
        waits = self.replication is not None and any(durable[i] for i in indexes) and \
            self.replication.wanted(node.name, client)
        if waits:
            sent.append(("WAIT", 1, self.replication.wait_ms))
        raw = self._round_trip(node, client, sent)
        confirmed = True
        if waits:
            replicas = raw.pop()
            confirmed = isinstance(replicas, int) and \
                self.replication.confirmed(node.name, replicas, client)
        replies, at = [], 0
        for i in indexes:
            at += 1 if i in asked else 0  # ASKING's own reply
            reply = raw[at]
            at += 1
            if not confirmed and durable[i] and not isinstance(reply, Exception):
                reply = NotReplicated(f"no replica confirmed the write in "
                                      f"{self.replication.wait_ms} ms")
            replies.append(reply)
        return replies

    def _round_trip(self, node, client, commands: list[tuple]) -> list:
        """`commands` on `node`, their replies in order (errors as replies)."""
        if not self.concurrent:
            pipe = client.pipeline(transaction=False)
            for command in commands:
                pipe.execute_command(*command)
            return pipe.execute(raise_on_error=False)
        connection = self._connections.get(node.name)
        if connection is None:
            connection = self._connections[node.name] = \
                client.connection_pool.get_connection()
        elif readable_now(connection):  # closed by the server since: connect again
            connection.disconnect()
        try:
            return read_replies(connection, commands, client.response_callbacks)
        except BaseException:  # the connection is in an unknown state: a new one next time
            self._connections.pop(node.name, None)
            connection.disconnect()
            client.connection_pool.release(connection)
            raise

    def _refresh(self) -> None:
        """Reads the cluster's slots again (after a failover or a resharding); a cluster still
        electing answers with what it knows, and the next failure asks again."""
        try:
            self.cluster.nodes_manager.initialize()
        except Exception:  # no node answered: the next failure asks again
            pass
