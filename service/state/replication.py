"""DURABILITY=replicated: a commit is acknowledged once a replica has it (`WAIT 1 <ms>` on the
connection that carried it, service/state/autopipeline.py and node_batches.py).

A primary with no replica at all (the one just promoted by a failover, until the old primary
comes back as its replica or a new one is added) acknowledges on its own, as Redis does with
`min-replicas-to-write 0`: refusing every write until a replica returns would stop the
shard's matches, and the loss it guards against needs a second fault meanwhile
(deploy/README.md). Such a primary is asked again every ALONE_RECHECK_S, and writes skip
the WAIT meanwhile; each period is logged. A primary that has replicas but none confirmed
in time fails the write with NotReplicated (503): it landed, unacknowledged.
"""

import logging
import time

log = logging.getLogger("haras.replication")
ALONE_RECHECK_S = 1.0


class Replication:
    def __init__(self, wait_ms: int):
        self.wait_ms = wait_ms
        self._alone_until: dict[str, float] = {}  # node -> until when it is taken as alone

    def wanted(self, node: str) -> bool:
        """Whether writes on `node` wait for a replica (False while it is known alone)."""
        return time.monotonic() >= self._alone_until.get(node, 0.0)

    def confirmed(self, node: str, replicas: int, client) -> bool:
        """`replicas`: WAIT's answer on `node`, whose client is `client`. True when the
        writes are acknowledged: a replica has them, or the node has none to wait for."""
        if replicas >= 1:
            return True
        if int(client.info("replication").get("connected_slaves", 0)) > 0:
            return False
        if self.wanted(node):
            log.warning("%s has no replica: its writes are acknowledged on it alone", node)
        self._alone_until[node] = time.monotonic() + ALONE_RECHECK_S
        return True
