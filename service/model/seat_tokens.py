"""Seat tokens: 256 random bits, shown once, stored only as a SHA-256 hash.

A token reads `<match_id>.<secret>`: the match id lets a token presented to the wrong match
be told apart (403) from a token that is simply wrong (401).
"""

import hashlib
import hmac
import re
import secrets

MATCH_ID = re.compile(r"^[A-Za-z0-9_-]{22}$")  # secrets.token_urlsafe(16): what a token claims


def new_seat_token(match_id: str) -> tuple[str, str]:
    token = f"{match_id}.{secrets.token_urlsafe(32)}"
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


def seat_of(match: dict, token: str) -> int | None:
    """The seat `token` opens in `match`, or None; every seat is compared in constant time."""
    digest = token_hash(token)
    found = None
    for seat, stored in match["token_hashes"].items():
        if hmac.compare_digest(digest, stored):
            found = int(seat)
    return found


def claimed_match_id(token: str) -> str:
    return token.rsplit(".", 1)[0]
