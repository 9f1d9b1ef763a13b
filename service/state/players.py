"""Players: the identities that sit at seats from match to match, and their ratings.

A player is one hash under its own hash tag, `haras:player:{<id>}`: field `doc` holds the
record as JSON, fields `rating:<game>` its rating in each game it was rated in (written only
by the ratings code, service/state/ratings.py: one script updates a player's ratings in one
slot). Its matches, newest first, are the sorted set `haras:player:{<id>}:matches` (the
scheme of service/state/key_matches.py: member the match id, score its creation time in µs).

- A player of its own (a browser, a bot) gets a secret token, `p.<player id>.<secret>` (256
  random bits), shown once; only its SHA-256 is stored (`token_hash`), as for seat tokens.
  Seat tokens read `<match id>.<secret>`: a player token never looks like one.
- A player owned by an API key (`owner_key`: the key's id; an app backend's user) has no
  token: the key acts for it. Its `external_id` (the app's own id of that user) is unique
  per key: the index `haras:player-ext:{<key id>}` (a hash external id → player id) is
  written after the player, with HSETNX, so an index entry always names a stored player and
  two concurrent creations with one external id store one player.
- `origin` names the client that created the player (`addr:<hash>` or `key:<hash>`; a
  signed-in player's is `oidc:<hash>` of its issuer and subject, its own): the client whose
  AI-work quota a matchmade match of the player is charged to.
- A signed-in player (`signed_in: true`, service/state/sign_ins.py) has a token per device,
  each the field `token:<SHA-256>` of its hash, and a null `token_hash`.

`token_hash`, `token:` fields, `owner_key`, `origin` never leave the server: `public` and
`seat_binding` are what views show.

A guest (a player of its own made by `POST /v1/players`; not one of a key, not signed in)
is created with GUEST_IDLE_TTL_S as its hash's TTL, renewed by every request made with its
token (`touch`), until it is seated: the first match listed among its matches (`add_match`,
whoever binds the seat) makes it permanent (PERSIST), and so does a touch that finds its
list of matches (a seat bound by a release that did not persist). A guest never seated holds
nothing else (its matches and ratings come with a seat), so the hash is all that expires.
Nothing rewrites the hash whole (fields are set with HSET/HSETNX, which keep its TTL).
Other players never expire. A release that knows nothing of this reads guests as before.
"""

import hashlib
import hmac
import json
import re
import secrets
import time

from service.state import key_matches

PLAYER_ID = re.compile(r"^[A-Za-z0-9_-]{16}$")  # secrets.token_urlsafe(12)
TOKEN_PREFIX = "p."
RATING_FIELD = "rating:"  # + the game's id
TOKEN_FIELD = "token:"  # + a signed-in player's token hash
MAX_MATCHES = 1000  # a player's list keeps its newest matches

# Compare-and-set of a hash field (ARGV[1]) from ARGV[2] to ARGV[3]: 1 when written.
_SWAP = """
if redis.call('HGET', KEYS[1], ARGV[1]) ~= ARGV[2] then return 0 end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[3])
return 1
"""


class ExternalIdTaken(Exception):
    """The API key already owns a player with that external id (`existing`)."""

    def __init__(self, existing: str):
        super().__init__("external id taken")
        self.existing = existing


# KEYS: the player. ARGV: its record, its TTL (ms; 0: none). → 1 stored, 0 the id is taken.
_CREATE = """
if redis.call('HSETNX', KEYS[1], 'doc', ARGV[1]) == 0 then return 0 end
if ARGV[2] ~= '0' then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1
"""
# KEYS: the player, its matches. ARGV: the guests' idle TTL (ms; 0: none). Only a player
# that expires (a guest not yet seated) changes: renewed, or kept for good once it has
# matches (or guests no longer expire).
_TOUCH = """
if redis.call('PTTL', KEYS[1]) < 0 then return 0 end
if ARGV[1] == '0' or redis.call('EXISTS', KEYS[2]) == 1 then
  return redis.call('PERSIST', KEYS[1])
end
return redis.call('PEXPIRE', KEYS[1], ARGV[1])
"""


def player_key(player_id: str) -> str:
    return f"haras:player:{{{player_id}}}"


def matches_key(player_id: str) -> str:
    return f"haras:player:{{{player_id}}}:matches"


def external_ids_key(key_id: str) -> str:
    return f"haras:player-ext:{{{key_id}}}"


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def is_player_token(token: str) -> bool:
    return token.startswith(TOKEN_PREFIX)


def new_token(player_id: str) -> str:
    return f"{TOKEN_PREFIX}{player_id}.{secrets.token_urlsafe(32)}"


def create(client, name: str, bot: bool, owner_key: str | None, external_id: str | None,
           origin: str, idle_ttl_s: int = 0) -> tuple[dict, str | None]:
    """A new stored player and its token (None for a player owned by `owner_key`, which has
    none). With `idle_ttl_s` (a guest's), it expires after that long unused until it is
    seated. ExternalIdTaken when `owner_key` owns a player with `external_id` already (the
    new one is then not kept)."""
    if external_id is not None and owner_key is None:
        raise ValueError("an external id belongs to an API key's player")
    if idle_ttl_s and owner_key is not None:
        raise ValueError("an API key's players do not expire")
    while True:
        player_id = secrets.token_urlsafe(12)
        token = None if owner_key else new_token(player_id)
        player = {"id": player_id, "name": name, "bot": bool(bot), "created_at": time.time(),
                  "owner_key": owner_key, "external_id": external_id, "origin": origin,
                  "token_hash": None if token is None else token_hash(token)}
        if client.register_script(_CREATE)(keys=[player_key(player_id)],
                                           args=[json.dumps(player), idle_ttl_s * 1000]):
            break  # (an id drawn twice in 96 bits: draw again)
    if external_id is not None:
        index = external_ids_key(owner_key)
        if not client.hsetnx(index, external_id, player_id):
            client.delete(player_key(player_id))
            raise ExternalIdTaken(client.hget(index, external_id))
    return {**player, "ratings": {}}, token


def revoke_token(client, player: dict, token: str) -> None:
    """Forgets `token` (a valid token of `player`): every later request with it is
    refused."""
    digest = token_hash(token)
    if player["token_hash"] is not None and hmac.compare_digest(player["token_hash"], digest):
        _change_doc(client, player["id"], lambda doc: {**doc, "token_hash": None})
    client.hdel(player_key(player["id"]), TOKEN_FIELD + digest)


def rename(client, player_id: str, name: str) -> dict | None:
    """The player, now named `name` (None: not stored)."""
    _change_doc(client, player_id, lambda doc: {**doc, "name": name})
    return load(client, player_id)


def _change_doc(client, player_id: str, change) -> None:
    """Writes `change(record)` over the stored record, unless another write came between
    (then again, from that one)."""
    key = player_key(player_id)
    while True:
        doc = client.hget(key, "doc")
        if doc is None:
            return
        if swap(client, key, "doc", doc, json.dumps(change(json.loads(doc)))):
            return


def swap(client, key: str, field: str, old: str, new: str) -> bool:
    return bool(client.register_script(_SWAP)(keys=[key], args=[field, old, new]))


def with_external_id(client, key_id: str, external_id: str) -> str | None:
    """The id of the player `key_id` owns with `external_id`, or None."""
    return client.hget(external_ids_key(key_id), external_id)


def parsed(fields: dict) -> dict | None:
    if not fields or "doc" not in fields:
        return None
    player = json.loads(fields["doc"])
    player["ratings"] = {name[len(RATING_FIELD):]: json.loads(value)
                         for name, value in fields.items() if name.startswith(RATING_FIELD)}
    return player


def load(client, player_id: str) -> dict | None:
    """The player's record with its `ratings` (game → {mu, sigma, matches, rating}), or
    None."""
    return parsed(client.hgetall(player_key(player_id)))


def load_many(client, ids) -> dict[str, dict]:
    """The stored players among `ids`, by id (one round trip per node)."""
    ids = list(dict.fromkeys(ids))
    pipe = client.pipeline(transaction=False)
    for player_id in ids:
        pipe.hgetall(player_key(player_id))
    found = {}
    for player_id, fields in zip(ids, pipe.execute(), strict=True):
        player = parsed(fields)
        if player is not None:
            found[player_id] = player
    return found


def by_token(client, token: str) -> dict | None:
    """The player whose token `token` is, or None (malformed, unknown, wrong secret)."""
    parts = token.split(".")
    if len(parts) != 3 or parts[0] + "." != TOKEN_PREFIX or not PLAYER_ID.match(parts[1]):
        return None
    fields = client.hgetall(player_key(parts[1]))
    player = parsed(fields)
    if player is None:
        return None
    digest = token_hash(token)
    if TOKEN_FIELD + digest in fields:
        return player
    known = player["token_hash"]
    return player if known is not None and hmac.compare_digest(known, digest) else None


def public(player: dict) -> dict:
    """What anyone may read of a player."""
    return {"id": player["id"], "name": player["name"], "bot": player["bot"],
            "signed_in": bool(player.get("signed_in")), "created_at": player["created_at"],
            "ratings": player.get("ratings", {})}


def seat_binding(player: dict, game: str) -> dict:
    """What a seat bound to `player` carries: its displayed rating in `game` when it has one,
    as it was when the seat was bound."""
    binding = {"id": player["id"], "name": player["name"], "bot": player["bot"]}
    rating = player.get("ratings", {}).get(game)
    if rating is not None:
        binding["rating"] = rating["rating"]
    return binding


def touch(client, player_id: str, idle_ttl_s: int) -> None:
    """A request made with the player's token: a guest not yet seated is kept another
    `idle_ttl_s` (others are left as they are)."""
    client.register_script(_TOUCH)(keys=[player_key(player_id), matches_key(player_id)],
                                   args=[idle_ttl_s * 1000])


def add_match(client, player_id: str, match: dict) -> None:
    """Lists `match` among the player's matches: the player sits at one of its seats, so a
    guest is kept for good from now on."""
    client.persist(player_key(player_id))
    key_matches.add_to(client, matches_key(player_id), match, MAX_MATCHES)


def matches_page(client, player_id: str, game: str | None, cursor: int | None,
                 limit: int) -> tuple[list[dict], int | None]:
    """Up to `limit` of the player's matches older than `cursor` (None: the newest), of
    `game` when given, and the next page's cursor (None at the end)."""
    return key_matches.page_of(client, matches_key(player_id), cursor, limit, None, game)
