"""Rebuilds the indexes from the match records, which are the truth: the lobby, each API
key's `mine` listing and the active-matches gauges. Each index is written after (or beside)
its match, in another hash slot on a cluster, so a process that dies between the two leaves
an index behind its matches; the readers drop entries that point nowhere, and this adds back
what is missing (`flask --app service indexes rebuild`). Idempotent; reads every match once
(SCAN on every primary), so it is an operator's tool, not a hot path."""

from service.state import key_matches, lobby
from service.state.fastjson import loads
from service.telemetry import metrics

SCAN_BATCH = 500


def rebuild(client) -> dict[str, int]:
    """Adds every match to the indexes it belongs in; returns how many matches it read, and
    how many entries it wrote (or found) per index."""
    counts = {"matches": 0, "lobby": 0, "mine": 0, "active": 0}
    for key in client.scan_iter(match="{m:*}:match", count=SCAN_BATCH):
        doc = client.hget(key, "doc")
        if doc is None:  # expired meanwhile
            continue
        match = loads(doc)
        if "created_at" not in match:  # not a match the API made (a store test's record)
            continue
        counts["matches"] += 1
        if match["status"] == "waiting":
            lobby.add(client, match)
            counts["lobby"] += 1
        key_id = match.get("api_key_id")
        if key_id and client.zscore(key_matches.index_key(key_id), match["id"]) is None:
            key_matches.add(client, key_id, match)  # (adding it again would move its score)
            counts["mine"] += 1
        if match["status"] != "finished":
            client.zadd(metrics.active_key(match["game"]),
                        {match["id"]: match.get("updated_at", match["created_at"])},
                        nx=True)
            counts["active"] += 1
    return counts
