#!/bin/sh
# Makes the Redis Cluster of the nodes named, one replica per primary, then waits until it
# serves: `redis-cluster-create.sh host:port host:port ...` (6 nodes: 3 primaries, 3 replicas).
# Run by compose's `redis-cluster-create` (profile `cluster`) and the Kubernetes Job
# `haras-redis-cluster-create` (deploy/k8s/cluster; its ConfigMap holds this same text).
#
# Once only: run again (a second `up`, a Job retried) it finds the cluster made, and waits.
# Healthy means every node sees `cluster_state:ok`, every primary has its replica connected
# and every replica its primary's link up: DURABILITY=replicated waits for a replica on each
# write, so the service starts only once there is one.
set -eu

[ "$#" -ge 6 ] || { echo "usage: $0 host:port ... (at least 6 nodes)" >&2; exit 2; }
DEADLINE_S=${DEADLINE_S:-300}

cli() {
    node=$1
    shift
    redis-cli -h "${node%:*}" -p "${node##*:}" "$@"
}

field() {  # field <node> <INFO section or "cluster"> <name>
    if [ "$2" = cluster ]; then
        cli "$1" cluster info
    else
        cli "$1" info "$2"
    fi 2>/dev/null | tr -d '\r' | sed -n "s/^$3://p"
}

serves() {  # the node's part is up: cluster ok, replication linked
    [ "$(field "$1" cluster cluster_state)" = ok ] || return 1
    case "$(field "$1" replication role)" in
        master) [ "$(field "$1" replication connected_slaves)" -ge 1 ] 2>/dev/null ;;
        slave) [ "$(field "$1" replication master_link_status)" = up ] ;;
        *) return 1 ;;
    esac
}

answers() {
    [ "$(cli "$1" ping 2>/dev/null)" = PONG ]
}

wait_for() {  # wait_for <what> <command...>: until the command succeeds, or DEADLINE_S
    what=$1
    shift
    waited=0
    until "$@"; do
        if [ "$waited" -ge "$DEADLINE_S" ]; then
            echo "not reached in ${DEADLINE_S} s: $what" >&2
            exit 1
        fi
        sleep 1
        waited=$((waited + 1))
    done
}

for node in "$@"; do
    wait_for "$node answers" answers "$node"
done
known=$(field "$1" cluster cluster_known_nodes)
if [ "${known:-0}" -gt 1 ]; then
    echo "the cluster is made already ($1 knows $known nodes)"
else
    redis-cli --cluster create "$@" --cluster-replicas 1 --cluster-yes
fi
for node in "$@"; do
    wait_for "$node serves its part" serves "$node"
done
echo "the cluster serves: $# nodes"
