"""The store's pool checks a connection on checkout with a native poll
(service/state/redis_pool.py): a connection the server closed must still be replaced before
use (its connections retry nothing), and `can_read()` outside a checkout must still poll
through redis-py."""

import uuid

from service.state.redis_pool import NativePollConnectionPool
from service.state.store import Store


def _store(redis_url: str) -> Store:
    return Store.from_url(redis_url, finished_ttl_s=60, idle_ttl_s=60, max_connections=2)


def test_the_store_uses_the_pool_of_the_url_scheme(redis_url):
    pool = _store(redis_url).client.connection_pool
    assert isinstance(pool, NativePollConnectionPool)
    assert pool.connection_class.__name__ == "NativePollConnection"


def test_a_connection_the_server_closed_is_replaced_without_an_error(redis_url, rdb):
    client = _store(redis_url).client
    key = f"test:pool:{uuid.uuid4().hex}"
    try:
        client.set(key, "1", ex=60)
        killed = client.client_id()  # the one pooled connection, idle again
        assert rdb.client_kill_filter(_id=killed) == 1
        assert client.get(key) == "1"  # the pool's connections retry nothing
        assert client.client_id() != killed
    finally:
        rdb.delete(key)
        client.close()


def test_outside_a_checkout_a_connection_polls_as_usual(redis_url):
    pool = _store(redis_url).client.connection_pool
    connection = pool.get_connection()
    try:
        assert not connection.can_read()
        connection.send_command("PING")
        assert connection.can_read(timeout=5)  # the reply, seen by a real poll
        assert connection.can_read()
        assert connection.read_response() == "PONG"
    finally:
        pool.release(connection)
        pool.disconnect()

