"""The index of matches waiting for players: one sorted set for all games and one per game
(member: match id, score: creation time). Entries of matches that started or expired are
dropped as they are met."""

LOBBY_KEY = "haras:lobby"


def _keys(game: str) -> tuple[str, str]:
    return LOBBY_KEY, f"{LOBBY_KEY}:{game}"


def add(client, match: dict) -> None:
    pipe = client.pipeline(transaction=False)
    for key in _keys(match["game"]):
        pipe.zadd(key, {match["id"]: match["created_at"]})
    pipe.execute()


def remove(client, match: dict) -> None:
    pipe = client.pipeline(transaction=False)
    for key in _keys(match["game"]):
        pipe.zrem(key, match["id"])
    pipe.execute()


def waiting(store, game: str | None, offset: int, limit: int) -> tuple[list[dict], int | None]:
    """A page of waiting matches, oldest first, and the offset of the next page (None at the
    end)."""
    key = _keys(game)[1] if game else LOBBY_KEY
    found, position = [], offset
    while len(found) < limit:
        ids = store.client.zrange(key, position, position + limit - 1)
        if not ids:
            return found, None
        for match_id in ids:
            position += 1
            match = store.load(match_id)
            if match is None or match["status"] != "waiting":
                remove(store.client, match or {"id": match_id, "game": game or ""})
                position -= 1  # the set shifted under us
                continue
            found.append(match)
            if len(found) == limit:
                break
    more = store.client.zcard(key) > position
    return found, position if more else None
