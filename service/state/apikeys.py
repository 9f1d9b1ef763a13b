"""API keys for app backends, as Redis keeps them: created and revoked with
`flask --app service keys ...`; service/http/caller_keys.py checks the one a request sends.

A key reads `hk_<12 hex>_<secret>`: its first part, `hk_<12 hex>`, is the key's id, which
logs, listings and the CLI use to name it without revealing it; the secret is 256 random
bits. Redis keeps only the SHA-256 of the whole key (`haras:apikey:<id>`), compared in
constant time. A revoked key stays recorded, so it is told apart from an unknown one (403,
not 401).
"""

import hashlib
import hmac
import json
import re
import secrets
import time
from dataclasses import dataclass, field

ID_PREFIX = "hk_"
_RAW_KEY = re.compile(r"^(hk_[0-9a-f]{12})_[A-Za-z0-9_-]{43}$")
KEY_ID = re.compile(r"^hk_[0-9a-f]{12}$")
INDEX_KEY = "haras:apikeys"  # sorted set: key id → creation time
MAX_NAME = 64


@dataclass(frozen=True)
class ApiKey:
    id: str
    name: str
    rate_limit: str | None  # "<requests>/<seconds>", or None: the service's RATE_LIMIT
    created_at: float
    revoked_at: float | None
    quotas: dict = field(default_factory=dict)  # quota name -> this key's own limit

    @property
    def revoked(self) -> bool:
        return self.revoked_at is not None

    def public(self) -> dict:
        return {"id": self.id, "name": self.name, "rate_limit": self.rate_limit,
                "quotas": dict(self.quotas), "created_at": self.created_at,
                "revoked_at": self.revoked_at}


def record_key(key_id: str) -> str:
    return f"haras:apikey:{key_id}"


def _digest(raw_key: str) -> str:
    return hashlib.sha256(raw_key.encode()).hexdigest()


def _from_record(fields: dict) -> ApiKey | None:
    if not fields:
        return None
    return ApiKey(id=fields["id"], name=fields["name"],
                  rate_limit=fields.get("rate_limit") or None,
                  created_at=float(fields["created_at"]),
                  revoked_at=float(fields["revoked_at"]) if fields.get("revoked_at") else None,
                  quotas=json.loads(fields.get("quotas") or "{}"))


def create(client, name: str, rate_limit: str | None = None,
           quotas: dict[str, int] | None = None) -> tuple[ApiKey, str]:
    """A new key: returns it and its raw value (never stored, shown once). `quotas`: its own
    limits of AI work (service/state/quotas.py), by quota name."""
    key_id = ID_PREFIX + secrets.token_hex(6)
    raw = f"{key_id}_{secrets.token_urlsafe(32)}"
    now = time.time()
    fields = {"id": key_id, "name": name, "hash": _digest(raw), "created_at": repr(now),
              "rate_limit": rate_limit or "", "quotas": json.dumps(quotas or {}, sort_keys=True)}
    # Listed first, then stored (two slots on a cluster, so not one transaction): a listed id
    # whose record never landed is skipped by `all_keys`; a stored key is always listed.
    client.zadd(INDEX_KEY, {key_id: now})
    client.hset(record_key(key_id), mapping=fields)
    return _from_record(fields), raw


def load(client, key_id: str) -> ApiKey | None:
    return _from_record(client.hgetall(record_key(key_id))) if KEY_ID.match(key_id) else None


def revoke(client, key_id: str) -> ApiKey | None:
    """Marks the key revoked (once: a second revocation keeps the first date); None when
    there is no such key."""
    if load(client, key_id) is None:
        return None
    client.hsetnx(record_key(key_id), "revoked_at", repr(time.time()))
    return load(client, key_id)


def all_keys(client) -> list[ApiKey]:
    ids = client.zrange(INDEX_KEY, 0, -1)
    pipe = client.pipeline(transaction=False)
    for key_id in ids:
        pipe.hgetall(record_key(key_id))
    return [key for key in map(_from_record, pipe.execute()) if key is not None]


def lookup(client, raw_key: str) -> ApiKey | None:
    """The key `raw_key` opens (revoked or not), or None when it opens none."""
    found = _RAW_KEY.match(raw_key)
    if found is None:
        return None
    fields = client.hgetall(record_key(found.group(1)))
    if not fields or not hmac.compare_digest(fields["hash"], _digest(raw_key)):
        return None
    return _from_record(fields)
