"""Commands of concurrent requests sent to Redis together, in one round trip (gevent).

In a gevent worker each request waits for Redis in its own greenlet. The first request to
send starts a batch and lets every other greenlet that is ready to run go first (one pass of
the hub, no timer); those that reach Redis meanwhile join the batch, and the batch goes as one
pipeline (redis-py's, without MULTI: each command, a commit script say, is atomic alone, as
when sent by itself). Under load a process then sends one write and reads one reply per batch
rather than per request, and so does Redis (bench/http_moves.py: ~2.5 moves per batch, the
move throughput up by ~7%); a request alone pays one pass of the hub.

Each request gets its own replies, in order, and a command's error as its reply. A connection
that fails fails every request of the batch, after redis-py's retries, which resend the whole
batch: only commands that may arrive twice go through here (reads, idempotent writes, scripts
that tell a resent write, as the commit script does).

Without gevent's monkey-patching (threads, the test client, the RQ workers) each request's
commands go on their own, as they come.
"""

from gevent import sleep, spawn
from gevent.event import Event
from gevent.monkey import is_module_patched
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import ResponseError


class _Request:
    __slots__ = ("commands", "done", "replies", "error")

    def __init__(self, commands: list[tuple]):
        self.commands, self.done = commands, Event()
        self.replies: list | None = None
        self.error: Exception | None = None


class AutoPipeline:
    def __init__(self, client, batching: bool | None = None):
        """`batching`: None to batch when gevent has patched the sockets (looked at on first
        use: gunicorn's worker patches them once it runs, maybe after the app was built)."""
        self.client = client
        self._batching = batching
        self._forming: list[_Request] | None = None

    def execute(self, commands: list[tuple]) -> list:
        """The replies to `commands`, in order, a command's error as its reply (an exception
        instance, not raised); raises when the connection fails."""
        if self._batching is None:
            self._batching = is_module_patched("socket")
        if not self._batching:
            return self._send([commands])[0]
        request = _Request(commands)
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
            sleep(0)  # the greenlets ready to run now join the batch
        except BaseException:  # killed or timed out: this request goes no further, the rest do
            if len(batch) > 1:
                spawn(self._deliver, batch[1:])
            raise
        finally:
            self._forming = None
        self._deliver(batch)

    def _deliver(self, batch: list[_Request]) -> None:
        try:
            replies = self._send([r.commands for r in batch])
            for request, own in zip(batch, replies, strict=True):
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

    def _send(self, command_lists: list[list[tuple]]) -> list[list]:
        commands = [command for commands in command_lists for command in commands]
        if len(commands) == 1:  # no pipeline's bookkeeping for a lone command
            try:
                replies = [self.client.execute_command(*commands[0])]
            except ResponseError as error:
                replies = [error]
        else:
            pipe = self.client.pipeline(transaction=False)
            for command in commands:
                pipe.execute_command(*command)
            replies = pipe.execute(raise_on_error=False)
        split, at = [], 0
        for sent in command_lists:
            split.append(replies[at:at + len(sent)])
            at += len(sent)
        return split
