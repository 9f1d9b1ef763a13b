"""`python -m devtools.embedded_redis PORT`: a Redis-protocol server in pure Python
(fakeredis with Lua), for machines with no redis-server. It keeps nothing on disk."""

import sys

from fakeredis import TcpFakeServer


def main() -> None:
    port = int(sys.argv[1])
    server = TcpFakeServer(("127.0.0.1", port), server_type="redis")
    server.daemon_threads = True
    try:
        server.serve_forever()
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
