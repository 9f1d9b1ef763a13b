"""The store's connection pool: redis-py's readiness check on checkout, without the hub.

On each checkout redis-py polls the socket (`can_read()`) to catch a connection that the
server closed (a restart, a failover, CLIENT KILL) and reconnect it before use. With gevent's
monkey-patching that poll is gevent's `select.poll`, which goes through the hub (io watchers,
epoll registrations, a switch): measured on a gevent gunicorn worker, 13% of a move's CPU,
for two checkouts a move. Here the checkout asks the kernel first: a native `poll()` with a
zero timeout is one system call and cannot block, so it needs no hub. Only a readable socket
(EOF, or bytes nobody read: rare) goes on to redis-py's own check, which decides as before.

The native poll does not look at the parser's buffer, which could only hold bytes of an
unread reply: redis-py disconnects a connection on any exception while it sends or reads
(`disconnect_on_error`, BaseException included, so a greenlet killed mid-command too), and
this pool's connections carry commands and their replies only (no pub/sub, no client-side
caching: service/state/notify/ listens on a client of its own). TLS connections (bytes decrypted
ahead) and every other `can_read()` (a pub/sub `get_message`, say) go through redis-py.
"""

import contextvars
import select

import redis
from gevent.monkey import get_original
from redis.connection import parse_url
from redis.exceptions import ResponseError

_native_poll = get_original("select", "poll")  # select.poll itself when nothing is patched
_checking_out = contextvars.ContextVar("haras_checking_out", default=False)  # per greenlet


def readable_now(connection) -> bool:
    """Whether `connection` has bytes (or an EOF) to read now: a native poll where the socket
    allows it (plain TCP or Unix), redis-py's own check otherwise (TLS, whose socket may hold
    decrypted bytes). An idle command connection that is readable was closed or broken."""
    sock = connection._sock
    if sock is None:
        return False
    if hasattr(sock, "pending"):
        return connection.can_read()
    return _natively_readable(sock)


def _natively_readable(sock) -> bool:
    """One system call, which cannot block: no hub."""
    poller = _native_poll()
    poller.register(sock.fileno(), select.POLLIN)
    return bool(poller.poll(0))


class _NativeCheckoutPoll:
    def can_read(self, timeout: float = 0) -> bool:
        sock = self._sock
        if timeout == 0 and _checking_out.get() and sock is not None \
                and not hasattr(sock, "pending") and not _natively_readable(sock):
            return False
        return super().can_read(timeout)  # readable: redis-py tells a reply from a close


class NativePollConnectionPool(redis.BlockingConnectionPool):
    @classmethod
    def from_url(cls, url: str, **kwargs) -> "NativePollConnectionPool":
        url_class = parse_url(url).get("connection_class", redis.Connection)
        connection_class = type(f"NativePoll{url_class.__name__}",
                                (_NativeCheckoutPoll, url_class), {})
        return super().from_url(url, connection_class=connection_class, **kwargs)

    def get_connection(self, *args, **kwargs):
        token = _checking_out.set(True)
        try:
            return super().get_connection(*args, **kwargs)
        finally:
            _checking_out.reset(token)


def read_replies(connection, commands: list[tuple], callbacks: dict) -> list:
    """`commands` sent in one write on `connection`, their replies read in order, each through
    its response callback; a command's error is its reply (the connection's raise)."""
    connection.send_packed_command(connection.pack_commands(commands))
    replies = []
    for command in commands:
        try:
            reply = connection.read_response()
        except ResponseError as error:
            replies.append(error)
            continue
        callback = callbacks.get(command[0])
        replies.append(reply if callback is None else callback(reply))
    return replies
