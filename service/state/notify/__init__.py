"""Commit notifications: one Redis pub/sub listener per process wakes every waiting reader.

Every commit publishes a note on its match's channel (`channels.py`: the channel's name and
slot, what a note says). Each process keeps one `Notifier` (`notifier.py`): its readers watch
matches, and the watches of one match share a feed of its recent events (`feeds.py`: the
in-process fan-out). What wakes them is the notifier's subscription: on a single node one
pattern subscription per process (`listener.py`); on a Redis Cluster a subscription per
watched match, routed to the primary that serves its slot (`cluster.py`) over one connection
per primary (`shard.py`). Open streams and long-polls hold no Redis connection while they
wait.
"""

from service.state.notify.channels import channel
from service.state.notify.notifier import Notifier, close_all

__all__ = ["Notifier", "channel", "close_all"]
