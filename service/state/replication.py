"""DURABILITY=replicated: a commit is acknowledged once a replica has it (`WAIT 1 <ms>` on the
connection that carried it, service/state/autopipeline.py and node_batches.py).

Only replicas in sync are waited for: INFO replication's `online` ones. A replica that is
still taking its full copy (restarted empty, or new: the primary's fork, its
`repl-diskless-sync-delay`, the transfer) cannot confirm a write before it has loaded the
copy, and counting it would refuse every write of its shard meanwhile (a rolling restart of
replicas, a fresh cluster's first seconds).

A primary with no replica in sync (the one just promoted by a failover, until the old primary
comes back as its replica; one whose replicas all still sync) acknowledges on its own, as
Redis does with `min-replicas-to-write 0`: refusing every write until a replica is in sync
would stop the shard's matches, and the loss it guards against needs a second fault meanwhile
(deploy/README.md). Such a primary is asked again (INFO) every ALONE_RECHECK_S, and writes skip
the WAIT meanwhile; the log says once when a node starts acknowledging alone and once when it has
a replica in sync again. A primary that has a replica in sync but none confirmed in time
fails the write with NotReplicated (503): it landed, unacknowledged.
"""

import logging
import threading
import time

log = logging.getLogger("haras.replication")
ALONE_RECHECK_S = 1.0


def replicas_in_sync(info: dict) -> int:
    """The `online` replicas of INFO replication (`slaveN: {..., 'state': 'online'}`)."""
    return sum(1 for name, replica in info.items()
               if name.startswith("slave") and name[5:].isdigit() and
               isinstance(replica, dict) and replica.get("state") == "online")


class Replication:
    def __init__(self, wait_ms: int):
        self.wait_ms = wait_ms
        self._alone_until: dict[str, float] = {}  # node -> until when it is taken as alone
        self._noting = threading.Lock()  # one log line per change, whoever sees it first

    def wanted(self, node: str, client) -> bool:
        """Whether writes on `node` (whose client is `client`) wait for a replica: not while
        it is known alone. Once that period runs out the node is asked with INFO, not with
        a WAIT: a WAIT on a node still alone would hold its whole batch for `wait_ms`."""
        until = self._alone_until.get(node)
        if until is None:
            return True
        if time.monotonic() < until:
            return False
        if not replicas_in_sync(client.info("replication")):
            self._alone_until[node] = time.monotonic() + ALONE_RECHECK_S
            return False
        with self._noting:
            if self._alone_until.pop(node, None) is not None:
                log.info("%s has a replica in sync again: its writes wait for it", node)
        return True

    def confirmed(self, node: str, replicas: int, client) -> bool:
        """`replicas`: WAIT's answer on `node`, whose client is `client`. True when the
        writes are acknowledged: a replica has them, or the node has none in sync."""
        if replicas >= 1:
            return True
        if replicas_in_sync(client.info("replication")):
            return False
        with self._noting:
            if node not in self._alone_until:
                log.warning("%s has no replica in sync: its writes are acknowledged on it "
                            "alone", node)
            self._alone_until[node] = time.monotonic() + ALONE_RECHECK_S
        return True
