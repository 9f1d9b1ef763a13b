"""Commands of concurrent requests sent to Redis together, in one round trip (gevent).

In a gevent worker each request waits for Redis in its own greenlet. The first request to
send starts a batch and lets every other greenlet that is ready to run go first (one pass of
the hub, no timer); those that reach Redis meanwhile join the batch, and the batch goes in
one write, as a pipeline without MULTI (each command, a commit script say, is atomic alone,
as when sent by itself). One batch at a time is on its way (group commit): the requests that
reach Redis meanwhile join the next one, which goes when the replies are back. Under load a
process then sends one write and reads one reply per batch rather than per request, and so
does Redis (bench/http_moves.py: Redis reads 0.24-0.27 times per move, 0.39-0.42 without the
group commit); a request alone pays one pass of the hub.

The batches go on a connection of the sender's own, taken from the client's pool once: no
checkout per batch, none of redis-py's per-command bookkeeping (together as costly as the
round trip's own system calls). Before each batch the connection gets the check a checkout
gives (one the server closed, by a restart or CLIENT KILL, is connected again). A command's
reply gets redis-py's response callback, as from the client.

Each request gets its own replies, in order, and a command's error as its reply. A connection
that fails fails every request of the batch, after the connection's retries, which resend the
whole batch: only commands that may arrive twice go through here (reads, idempotent writes,
scripts that tell a resent write, as the commit script does).

Without gevent's monkey-patching (threads, the test client, the RQ workers) each request's
commands go on their own, as they come, through the client's pool.

A request's `durable` commands (a commit) are acknowledged only once a replica has them with
a `replication` (DURABILITY=replicated, service/state/replication.py): the batch ends with
`WAIT 1 <ms>` on its connection, one for all its writes; unconfirmed, they fail with
NotReplicated. On a Redis Cluster a batch goes as one pipeline per node, each with its own
WAIT (service/state/node_batches.py).
"""

from gevent import sleep, spawn
from gevent.event import Event
from gevent.lock import Semaphore
from gevent.monkey import is_module_patched
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError

from service.state.connect import NotReplicated, is_cluster
from service.state.node_batches import NodeBatches
from service.state.redis_pool import read_replies, readable_now
from service.state.replication import Replication

NODE = "primary"  # the single node's name for `Replication`


class _Request:
    __slots__ = ("commands", "durable", "done", "replies", "error")

    def __init__(self, commands: list[tuple], durable: bool):
        self.commands, self.durable, self.done = commands, durable, Event()
        self.replies: list | None = None
        self.error: Exception | None = None


class AutoPipeline:
    def __init__(self, client, batching: bool | None = None,
                 replication: Replication | None = None):
        """`batching`: None to batch when gevent has patched the sockets (looked at on first
        use: gunicorn's worker patches them once it runs, maybe after the app was built).
        `replication`: durable writes wait for a replica (None: they do not)."""
        self.client, self.replication = client, replication
        self._batching = batching
        self._forming: list[_Request] | None = None
        self._sending = Semaphore()  # held while a batch is on its way
        self._connection = None  # the batches' own, taken from the client's pool on first use
        self._nodes: NodeBatches | None = None  # on a cluster: the batches per node
        self._cluster = is_cluster(client)  # asked once: isinstance of a union costs µs

    def execute(self, commands: list[tuple], durable: bool = False) -> list:
        """The replies to `commands`, in order, a command's error as its reply (an exception
        instance, not raised); raises when the connection fails. `durable`: they write what
        must reach a replica (see the module's docstring)."""
        if self._batching is None:
            self._batching = is_module_patched("socket")
        if self._nodes is None and self._cluster:
            self._nodes = NodeBatches(self.client, self.replication, self._batching)
        if not self._batching:
            return self._send(commands, durable)
        request = _Request(commands, durable)
        if self._forming is not None:
            self._forming.append(request)
            request.done.wait()
        else:
            self._lead(request)
        if request.error is not None:
            raise request.error
        return request.replies

    def execute_one(self, *command):
        """The reply to one command; raises its error."""
        reply = self.execute([command])[0]
        if isinstance(reply, Exception):
            raise reply
        return reply

    def _lead(self, request: _Request) -> None:
        batch = self._forming = [request]
        try:
            if not self._sending.locked():
                sleep(0)  # the greenlets ready to run now join the batch
            self._sending.acquire()  # and, while the batch before is on its way, all comers
        except BaseException:  # killed or timed out: this request goes no further, the rest do
            if len(batch) > 1:
                spawn(self._deliver_in_turn, batch[1:])
            raise
        finally:
            self._forming = None
        try:
            self._deliver(batch)
        finally:
            self._sending.release()

    def _deliver_in_turn(self, batch: list[_Request]) -> None:
        with self._sending:
            self._deliver(batch)

    def _deliver(self, batch: list[_Request]) -> None:
        try:
            replies = self._send_batch([r.commands for r in batch], [r.durable for r in batch])
            for request, own in zip(batch, replies, strict=True):
                if isinstance(own, Exception):
                    request.error = own
                else:
                    request.replies = own
        except Exception as error:
            for request in batch:
                request.error = error
        except BaseException as error:  # the sender is killed: what landed is unknown
            for request in batch:
                request.error = RedisConnectionError(f"sending was interrupted: {error!r}")
            raise
        finally:
            for request in batch:
                request.done.set()

    def _send(self, commands: list[tuple], durable: bool) -> list:
        """Unbatched: one request's commands through the client (its pool, its retries)."""
        if self._nodes is not None:
            return self._nodes.send(commands, [durable] * len(commands))
        waits = durable and self._waits()
        if len(commands) == 1 and not waits:  # no pipeline's bookkeeping for a lone command
            try:
                return [self.client.execute_command(*commands[0])]
            except ResponseError as error:
                return [error]
        pipe = self.client.pipeline(transaction=False)
        for command in commands:
            pipe.execute_command(*command)
        if waits:
            pipe.execute_command("WAIT", 1, self.replication.wait_ms)
        replies = pipe.execute(raise_on_error=False)
        if waits:
            self._check_replicated(replies.pop())
        return replies

    def _waits(self) -> bool:
        return self.replication is not None and self.replication.wanted(NODE, self.client)

    def _check_replicated(self, replicas) -> None:
        if isinstance(replicas, Exception):
            raise replicas
        if not self.replication.confirmed(NODE, replicas, self.client):
            raise NotReplicated(f"no replica confirmed the write in "
                                f"{self.replication.wait_ms} ms")

    def _send_batch(self, command_lists: list[list[tuple]],
                    durables: list[bool]) -> list[list | Exception]:
        """A batch, on the sender's connection (`_sending` held), with the retries the
        client's connections have: a connection error disconnects, and the batch is sent again
        on a new connection (redis-py disconnects on any error while it sends or reads, so no
        reply is left unread on it). Each request's replies, or the error that fails it
        alone (NotReplicated)."""
        commands = [command for commands in command_lists for command in commands]
        if self._nodes is not None:
            flat = self._nodes.send(commands, [d for commands, d in zip(command_lists, durables,
                                                                        strict=True)
                                               for _ in commands])
            return _split(flat, command_lists)
        waits = any(durables) and self._waits()
        if waits:
            commands.append(("WAIT", 1, self.replication.wait_ms))
        if self._connection is None:
            self._connection = self.client.connection_pool.get_connection()
        connection = self._connection
        if readable_now(connection):  # closed by the server since (a restart, CLIENT KILL)
            connection.disconnect()  # the send connects again, as the pool's checkout would
        replies = connection.retry.call_with_retry(
            lambda: self._round_trip(connection, commands),
            lambda _: connection.disconnect())
        split = _split(replies, command_lists)
        if waits:
            try:
                self._check_replicated(replies[-1])
            except NotReplicated as error:
                return [error if durable else own
                        for own, durable in zip(split, durables, strict=True)]
        return split

    def _round_trip(self, connection, commands: list[tuple]) -> list:
        return read_replies(connection, commands, self.client.response_callbacks)


def _split(replies: list, command_lists: list[list[tuple]]) -> list[list]:
    """Each request's own replies (a trailing WAIT's, if any, left out)."""
    split, at = [], 0
    for sent in command_lists:
        split.append(replies[at:at + len(sent)])
        at += len(sent)
    return split

