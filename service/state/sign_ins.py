"""Signed-in players: the player of each `(issuer, subject)` of an OpenID provider, and a
token per device.

- The index `haras:player-sub:{<issuer hash>}` (a hash: subject hash → player id) finds the
  player. It is written after the player, with HSETNX, so two concurrent first sign-ins
  store one player. Neither the issuer's subject nor its hash is kept elsewhere.
- Each sign-in issues a token of its own: the player hash's field `token:<SHA-256>` (the
  issue time in ms), the newest LIVE_TOKENS kept; signing out deletes that one field
  (players.revoke_token), so every process refuses it at its next request. A signed-in
  player's `token_hash` is null: a release before this one, which reads only `token_hash`,
  refuses these tokens.
"""

import hashlib
import json
import secrets
import time

from service.state.players import (
    TOKEN_FIELD,
    load,
    new_token,
    parsed,
    player_key,
    swap,
    token_hash,
)

LIVE_TOKENS = 20  # a signed-in player's devices: its newest tokens

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

def subjects_key(issuer: str) -> str:
    return f"haras:player-sub:{{{hashlib.sha256(issuer.encode()).hexdigest()[:32]}}}"


def subject_digest(issuer: str, subject: str) -> str:
    return hashlib.sha256(f"haras-subject\0{issuer}\0{subject}".encode()).hexdigest()


def signed_in(client, issuer: str, subject: str, name: str) -> tuple[dict, str, bool]:
    """The player of (`issuer`, `subject`), made with `name` when it has none yet, a fresh
    token of it, and whether it was made now."""
    index, digest = subjects_key(issuer), subject_digest(issuer, subject)
    player_id, created = client.hget(index, digest), False
    while True:
        if player_id is not None:
            token = new_token(player_id)
            fields = client.register_script(_ADD_TOKEN)(
                keys=[player_key(player_id)],
                args=[TOKEN_FIELD + token_hash(token), int(time.time() * 1000), LIVE_TOKENS,
                      TOKEN_FIELD])
            if fields:
                return parsed(dict(zip(fields[::2], fields[1::2], strict=True))), token, \
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
        kept = swap(client, index, digest, missing, player_id)
    if kept:
        return {**player, "ratings": {}}, True
    client.delete(player_key(player_id))  # another sign-in made its player first
    winner = load(client, client.hget(index, digest) or "")
    if winner is None:
        return _first_sign_in(client, index, digest, client.hget(index, digest), name)
    return winner, False


