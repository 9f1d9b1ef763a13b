"""A real local Redis Cluster for tests and benchmarks: 3 primaries and 3 replicas, each a
`redis-server` process on a free port in a directory of its own, made a cluster by
`redis-cli --cluster create`, stopped (and the directory removed) by `stop()`.

Small `cluster-node-timeout` so that a killed primary's replica takes over in a few seconds;
AOF `everysec` on every node, as deploy/redis-cluster.conf asks of a real deployment.

    python -m devtools.local_cluster   # starts one, prints REDIS_URL, stops on Ctrl-C
"""

import os
import random
import shutil
import signal
import socket
import subprocess
import tempfile
import time

import redis

from devtools.local_redis import answers

NODE_TIMEOUT_MS = 1000


class LocalCluster:
    def __init__(self, primaries: int = 3, replicas: int = 1, appendfsync: str = "everysec"):
        self.size, self.replicas, self.appendfsync = primaries * (1 + replicas), replicas, \
            appendfsync
        self.workdir = tempfile.mkdtemp(prefix="haras-cluster-")
        self.ports: list[int] = []
        self.processes: dict[int, subprocess.Popen] = {}

    @property
    def url(self) -> str:
        """Any node's address: a cluster client discovers the rest."""
        return f"redis://127.0.0.1:{self.ports[0]}/0"

    @classmethod
    def start(cls, **kwargs) -> "LocalCluster":
        cluster = cls(**kwargs)
        try:
            cluster._start()
        except BaseException:
            cluster.stop()
            raise
        return cluster

    def _start(self) -> None:
        binary, cli = shutil.which("redis-server"), shutil.which("redis-cli")
        if binary is None or cli is None:
            raise RuntimeError("a local cluster needs redis-server and redis-cli on PATH")
        while len(self.ports) < self.size:
            port = _free_cluster_port()
            if port not in self.ports:
                self.ports.append(port)
        for port in self.ports:
            self.start_node(port)
        for port in self.ports:
            _wait(lambda p=port: answers(f"redis://127.0.0.1:{p}"), f"node {port} answers")
        subprocess.run([cli, "--cluster", "create",
                        *(f"127.0.0.1:{port}" for port in self.ports),
                        "--cluster-replicas", str(self.replicas), "--cluster-yes"],
                       check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       timeout=60)
        self.wait_healthy()

    def start_node(self, port: int) -> None:
        """Starts (or restarts, with its data and cluster configuration) the node on `port`."""
        directory = os.path.join(self.workdir, str(port))
        os.makedirs(directory, exist_ok=True)
        log = open(os.path.join(directory, "redis.log"), "ab")
        self.processes[port] = subprocess.Popen(
            [shutil.which("redis-server"), "--port", str(port), "--bind", "127.0.0.1",
             "--dir", directory, "--cluster-enabled", "yes",
             "--cluster-config-file", "nodes.conf",
             "--cluster-node-timeout", str(NODE_TIMEOUT_MS),
             "--cluster-replica-validity-factor", "0",  # a replica may always take over
             "--cluster-allow-reads-when-down", "no",
             "--appendonly", "yes", "--appendfsync", self.appendfsync, "--save", "",
             "--repl-diskless-sync-delay", "0", "--protected-mode", "no"],
            stdout=log, stderr=subprocess.STDOUT, start_new_session=True)
        log.close()

    def node(self, port: int) -> redis.Redis:
        return redis.Redis(host="127.0.0.1", port=port, decode_responses=True,
                           socket_timeout=5)

    def primary_of(self, key: str) -> int:
        """The port of the primary that serves `key` now."""
        for port in self.live_ports():
            try:
                slots = self.node(port).execute_command("CLUSTER", "SHARDS")
            except redis.RedisError:
                continue
            slot = self.node(port).cluster("keyslot", key)
            for shard in slots:
                shard = _pairs(shard)
                ranges = shard["slots"]
                if any(ranges[i] <= slot <= ranges[i + 1] for i in range(0, len(ranges), 2)):
                    for node in shard["nodes"]:
                        node = _pairs(node)
                        if node["role"] == "master" and node["health"] == "online":
                            return int(node["port"])
        raise RuntimeError(f"no live primary serves {key!r}")

    def node_id(self, port: int) -> str:
        return self.node(port).execute_command("CLUSTER", "MYID")

    def primaries(self) -> list[int]:
        return [p for p in self.live_ports()
                if self.node(p).info("replication")["role"] == "master"]

    def move_slot(self, key: str, to_port: int, pause_s: float = 0.0) -> int:
        """Moves the slot of `key` to the primary on `to_port`, as `redis-cli --cluster
        reshard` does (IMPORTING/MIGRATING, MIGRATE key by key, then SETSLOT NODE on every
        primary), pausing `pause_s` after each key: meanwhile the slot's keys are split
        between two nodes (ASK, TRYAGAIN). Returns the slot."""
        source = self.primary_of(key)
        slot = self.node(source).cluster("keyslot", key)
        if source == to_port:
            return slot
        source_id, target_id = self.node_id(source), self.node_id(to_port)
        self.node(to_port).execute_command("CLUSTER", "SETSLOT", slot, "IMPORTING", source_id)
        self.node(source).execute_command("CLUSTER", "SETSLOT", slot, "MIGRATING", target_id)
        while True:
            keys = self.node(source).execute_command("CLUSTER", "GETKEYSINSLOT", slot, 1)
            if not keys:
                break
            self.node(source).execute_command("MIGRATE", "127.0.0.1", to_port, "", 0, 5000,
                                              "KEYS", *keys)
            time.sleep(pause_s)
        for port in self.primaries():
            self.node(port).execute_command("CLUSTER", "SETSLOT", slot, "NODE", target_id)
        return slot

    def live_ports(self) -> list[int]:
        return [p for p, process in self.processes.items() if process.poll() is None]

    def kill(self, port: int) -> None:
        """SIGKILL: a crash, nothing flushed."""
        process = self.processes[port]
        process.send_signal(signal.SIGKILL)
        process.wait()

    def replica_of(self, primary: int) -> int:
        """The port of a replica of the primary on `primary` (in sync or not)."""
        info = self.node(primary).info("replication")
        return next(int(replica["port"]) for name, replica in info.items()
                    if name.startswith("slave") and isinstance(replica, dict))

    def replica_states(self, primary: int) -> list[str]:
        """The replication state of each replica of `primary` as it sees them (`online` once
        in sync; `wait_bgsave`, `send_bulk` while a full resync goes on)."""
        info = self.node(primary).info("replication")
        return [replica["state"] for name, replica in info.items()
                if name.startswith("slave") and isinstance(replica, dict)]

    def restart_empty(self, port: int) -> None:
        """Stops the node on `port` and starts it again without its data (its cluster
        configuration kept): a replica so restarted takes a full copy from its primary."""
        self.kill(port)
        directory = os.path.join(self.workdir, str(port))
        for name in os.listdir(directory):
            if name not in ("nodes.conf", "redis.log"):
                path = os.path.join(directory, name)
                shutil.rmtree(path) if os.path.isdir(path) else os.remove(path)
        self.start_node(port)

    def wait_healthy(self, timeout_s: float = 60) -> None:
        """Every live node sees the cluster OK; every shard's primary is a live node, and its
        live replicas are in sync (a killed primary: until its replica has taken over)."""
        live = set(self.live_ports())

        def healthy() -> bool:
            for port in live:
                try:
                    info = self.node(port).cluster("info")
                    shards = self.node(port).execute_command("CLUSTER", "SHARDS")
                except redis.RedisError:
                    return False
                if info.get("cluster_state") != "ok":
                    return False
                for shard in map(_pairs, shards):
                    for node in map(_pairs, shard["nodes"]):
                        if node["role"] == "master" and shard["slots"] and \
                                int(node["port"]) not in live:
                            return False
                replication = self.node(port).info("replication")
                if replication["role"] == "slave" and \
                        replication.get("master_link_status") != "up":
                    return False
            return True
        _wait(healthy, "cluster state ok", timeout_s)

    def stop(self) -> None:
        for process in self.processes.values():
            if process.poll() is None:
                process.terminate()
        for process in self.processes.values():
            try:
                process.wait(5)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        shutil.rmtree(self.workdir, ignore_errors=True)


def _free_cluster_port() -> int:
    """A free port whose cluster bus port (+10000) is free too."""
    for _ in range(1000):
        port = random.randrange(20000, 55000)
        try:
            for candidate in (port, port + 10000):
                with socket.socket() as sock:
                    sock.bind(("127.0.0.1", candidate))
        except OSError:
            continue
        return port
    raise RuntimeError("no free port pair for a cluster node")


def _pairs(flat) -> dict:
    """CLUSTER SHARDS' flat [name, value, ...] lists as a dict (RESP2)."""
    if isinstance(flat, dict):
        return flat
    return {flat[i]: flat[i + 1] for i in range(0, len(flat), 2)}


def _wait(predicate, what: str, timeout_s: float = 30) -> None:
    deadline = time.monotonic() + timeout_s
    while not predicate():
        if time.monotonic() > deadline:
            raise RuntimeError(f"local cluster: not reached in {timeout_s} s: {what}")
        time.sleep(0.1)


if __name__ == "__main__":
    cluster = LocalCluster.start()
    print(f"REDIS_CLUSTER=true REDIS_URL={cluster.url}", flush=True)
    try:
        signal.pause()
    except KeyboardInterrupt:
        pass
    finally:
        cluster.stop()
