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
  signed-in player's is `oidc:<hash>` of its issuer and subject, its own): the matchmaker
  never pairs two players of one origin in a rated match.
- A signed-in player (`signed_in: true`) is the player of one `(issuer, subject)` of an
  OpenID provider: the index `haras:player-sub:{<issuer hash>}` (a hash: subject hash →
  player id) is written after the player, with HSETNX, so two concurrent first sign-ins
  store one player. Neither the issuer's subject nor its hash is kept elsewhere. Each
  sign-in issues a token of its own (a device each): the player hash's field
  `token:<SHA-256>` (the issue time in ms), the newest LIVE_TOKENS kept; signing out deletes
  that one field, so every process refuses it at its next request. Their `token_hash` is
  null: a release before this one, which reads only `token_hash`, refuses these tokens.

`token_hash`, `token:` fields, `owner_key`, `origin` never leave the server: `public` and
`seat_binding` are what views show. Players do not expire.
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
LIVE_TOKENS = 20  # a signed-in player's devices: its newest tokens
MAX_MATCHES = 1000  # a player's list keeps its newest matches

# Adds a token's field to a stored player, its value the issue time in ms (later than every
# other token's, so the order of issue is strict), and forgets its oldest tokens beyond
# ARGV[3] (token fields start with ARGV[4]); answers the player's other fields, as HGETALL
# lists them (none when it is not stored: then nothing is written).
_ADD_TOKEN = """
if redis.call('HEXISTS', KEYS[1], 'doc') == 0 then return {} end
local fields = redis.call('HGETALL', KEYS[1])
local tokens, others, newest = {}, {}, 0
for i = 1, #fields, 2 do
  if string.sub(fields[i], 1, #ARGV[4]) == ARGV[4] then
    local issued = tonumber(fields[i + 1])
    tokens[#tokens + 1] = {fields[i], issued}
    if issued > newest then newest = issued end
  else
    others[#others + 1] = fields[i]
    others[#others + 1] = fields[i + 1]
  end
end
local issued = math.max(tonumber(ARGV[2]), newest + 1)
redis.call('HSET', KEYS[1], ARGV[1], string.format('%d', issued))
local extra = #tokens + 1 - tonumber(ARGV[3])
if extra > 0 then
  table.sort(tokens, function(a, b) return a[2] < b[2] end)
  for i = 1, extra do redis.call('HDEL', KEYS[1], tokens[i][1]) end
end
return others
"""
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


def player_key(player_id: str) -> str:
    return f"haras:player:{{{player_id}}}"


def matches_key(player_id: str) -> str:
    return f"haras:player:{{{player_id}}}:matches"


def external_ids_key(key_id: str) -> str:
    return f"haras:player-ext:{{{key_id}}}"


def subjects_key(issuer: str) -> str:
    return f"haras:player-sub:{{{hashlib.sha256(issuer.encode()).hexdigest()[:32]}}}"


def subject_digest(issuer: str, subject: str) -> str:
    return hashlib.sha256(f"haras-subject\0{issuer}\0{subject}".encode()).hexdigest()


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def is_player_token(token: str) -> bool:
    return token.startswith(TOKEN_PREFIX)


def _new_token(player_id: str) -> str:
    return f"{TOKEN_PREFIX}{player_id}.{secrets.token_urlsafe(32)}"


def create(client, name: str, bot: bool, owner_key: str | None, external_id: str | None,
           origin: str) -> tuple[dict, str | None]:
    """A new stored player and its token (None for a player owned by `owner_key`, which has
    none). ExternalIdTaken when `owner_key` owns a player with `external_id` already (the new
    one is then not kept)."""
    if external_id is not None and owner_key is None:
        raise ValueError("an external id belongs to an API key's player")
    while True:
        player_id = secrets.token_urlsafe(12)
        token = None if owner_key else _new_token(player_id)
        player = {"id": player_id, "name": name, "bot": bool(bot), "created_at": time.time(),
                  "owner_key": owner_key, "external_id": external_id, "origin": origin,
                  "token_hash": None if token is None else token_hash(token)}
        if client.hsetnx(player_key(player_id), "doc", json.dumps(player)):
            break  # (an id drawn twice in 96 bits: draw again)
    if external_id is not None:
        index = external_ids_key(owner_key)
        if not client.hsetnx(index, external_id, player_id):
            client.delete(player_key(player_id))
            raise ExternalIdTaken(client.hget(index, external_id))
    return {**player, "ratings": {}}, token


def signed_in(client, issuer: str, subject: str, name: str) -> tuple[dict, str, bool]:
    """The player of (`issuer`, `subject`), made with `name` when it has none yet, a fresh
    token of it, and whether it was made now."""
    index, digest = subjects_key(issuer), subject_digest(issuer, subject)
    player_id, created = client.hget(index, digest), False
    while True:
        if player_id is not None:
            token = _new_token(player_id)
            fields = client.register_script(_ADD_TOKEN)(
                keys=[player_key(player_id)],
                args=[TOKEN_FIELD + token_hash(token), int(time.time() * 1000), LIVE_TOKENS,
                      TOKEN_FIELD])
            if fields:
                return _parsed(dict(zip(fields[::2], fields[1::2], strict=True))), token, \
                    created
        player, created = _first_sign_in(client, index, digest, player_id, name)
        player_id = player["id"]


def _first_sign_in(client, index: str, digest: str, missing: str | None,
                   name: str) -> tuple[dict, bool]:
    """The player the index names for `digest` once a new one is offered (`missing`: the id
    it named, of a player no longer stored), and whether the new one was kept."""
    while True:
        player_id = secrets.token_urlsafe(12)
        player = {"id": player_id, "name": name, "bot": False, "created_at": time.time(),
                  "owner_key": None, "external_id": None, "origin": "oidc:" + digest[:32],
                  "token_hash": None, "signed_in": True}
        if client.hsetnx(player_key(player_id), "doc", json.dumps(player)):
            break
    if missing is None:
        kept = client.hsetnx(index, digest, player_id)
    else:
        kept = _swap(client, index, digest, missing, player_id)
    if kept:
        return {**player, "ratings": {}}, True
    client.delete(player_key(player_id))  # another sign-in made its player first
    winner = load(client, client.hget(index, digest) or "")
    if winner is None:
        return _first_sign_in(client, index, digest, client.hget(index, digest), name)
    return winner, False


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
        if _swap(client, key, "doc", doc, json.dumps(change(json.loads(doc)))):
            return


def _swap(client, key: str, field: str, old: str, new: str) -> bool:
    return bool(client.register_script(_SWAP)(keys=[key], args=[field, old, new]))


def with_external_id(client, key_id: str, external_id: str) -> str | None:
    """The id of the player `key_id` owns with `external_id`, or None."""
    return client.hget(external_ids_key(key_id), external_id)


def _parsed(fields: dict) -> dict | None:
    if not fields or "doc" not in fields:
        return None
    player = json.loads(fields["doc"])
    player["ratings"] = {name[len(RATING_FIELD):]: json.loads(value)
                         for name, value in fields.items() if name.startswith(RATING_FIELD)}
    return player


def load(client, player_id: str) -> dict | None:
    """The player's record with its `ratings` (game → {mu, sigma, matches, rating}), or
    None."""
    return _parsed(client.hgetall(player_key(player_id)))


def load_many(client, ids) -> dict[str, dict]:
    """The stored players among `ids`, by id (one round trip per node)."""
    ids = list(dict.fromkeys(ids))
    pipe = client.pipeline(transaction=False)
    for player_id in ids:
        pipe.hgetall(player_key(player_id))
    found = {}
    for player_id, fields in zip(ids, pipe.execute(), strict=True):
        player = _parsed(fields)
        if player is not None:
            found[player_id] = player
    return found


def by_token(client, token: str) -> dict | None:
    """The player whose token `token` is, or None (malformed, unknown, wrong secret)."""
    parts = token.split(".")
    if len(parts) != 3 or parts[0] + "." != TOKEN_PREFIX or not PLAYER_ID.match(parts[1]):
        return None
    fields = client.hgetall(player_key(parts[1]))
    player = _parsed(fields)
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


def add_match(client, player_id: str, match: dict) -> None:
    key_matches.add_to(client, matches_key(player_id), match, MAX_MATCHES)


def matches_page(client, player_id: str, game: str | None, cursor: int | None,
                 limit: int) -> tuple[list[dict], int | None]:
    """Up to `limit` of the player's matches older than `cursor` (None: the newest), of
    `game` when given, and the next page's cursor (None at the end)."""
    return key_matches.page_of(client, matches_key(player_id), cursor, limit, None, game)
