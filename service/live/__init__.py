"""The live door: a match over WebSocket (`channel.py`) and Server-Sent Events (`stream.py`),
over a socket that bounds what a client that does not read can make the process hold."""
