#!/bin/sh
# Starts a Redis Cluster node in Kubernetes: `redis-cluster-node.sh redis-server <args...>`
# (deploy/k8s/cluster; its ConfigMap holds this same text).
#
# A rescheduled pod comes back with a new IP, and cluster nodes reach one another by the IPs
# in their nodes.conf. So before Redis starts, each node's IP there is replaced by its
# current one: this node's by POD_IP, every other's by resolving the host name it announced
# (cluster-announce-hostname: its pod's stable DNS name). A name that does not resolve yet
# (that pod is not back) keeps its old IP: that node rewrites its own when it starts and
# tells the others. Without this, a cluster whose pods all moved at once (a node pool
# replaced) would never find itself again.
set -eu

conf=${NODES_CONF:-/data/nodes.conf}
if [ -s "$conf" ]; then
    : "${POD_IP:?POD_IP must name this pod's IP}"
    # A line: <id> <ip:port@cport[,hostname[,aux...]]> <flags> ... (other lines: as they are)
    awk -v me="$POD_IP" '
        NF >= 3 && $2 ~ /@/ {
            count = split($2, parts, ",")
            address = parts[1]
            host = count >= 2 ? parts[2] : ""
            at = index(address, "@")
            ip_port = substr(address, 1, at - 1)
            if (match(ip_port, /:[0-9]+$/)) {
                ip = ""
                if ($3 ~ /(^|,)myself(,|$)/) {
                    ip = me
                } else if (host != "") {
                    lookup = "getent ahosts " host
                    if ((lookup | getline found) > 0) {
                        split(found, words, " ")
                        ip = words[1]
                    }
                    close(lookup)
                }
                if (ip != "") {
                    $2 = ip substr(ip_port, RSTART) substr($2, at)
                }
            }
        }
        { print }' "$conf" > "$conf.new"
    mv "$conf.new" "$conf"
fi
exec "$@"
