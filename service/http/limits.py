"""Rate limits per client, counted in Redis (RATE_LIMIT="<requests>/<seconds>").

Only a credential that is valid for what it is sent to earns a bucket of its own:

- a valid (not revoked) API key (`X-API-Key`), counted against the key's own limit when it
  has one (`keys create --rate-limit`), else RATE_LIMIT;
- a seat token (`Authorization: Bearer`, or `?token=` on `/stream` and `/ws` when no
  Authorization is sent) sent to a route that takes seat tokens (SEAT_ENDPOINTS), naming
  that route's match, and valid for it (its hash is in the match's record); but the
  rematch, which creates a match, counts as a creation does (CREATING_ENDPOINTS);
- anything else counts as its address (`X-Forwarded-For`'s last entry only when TRUST_PROXY
  is set: the one the proxy appended; IPv6 addresses count per /64): no credential, an
  unknown or revoked key (whatever token comes with it), an invented, malformed or another
  match's token, a token sent where none is taken (creations, arenas, the catalog, the
  lobby). Inventing credentials buys no budget; the route still answers such a request as
  it would (401, 403...).

`client_identity()` (the API key, else the address) is also the scope of an anonymous
creation's Idempotency-Key (service/http/idempotency.py). Key ids, tokens and addresses are hashed
first: no secret reaches Redis or the logs.

Checking a seat token needs its match's record: the first request of a token in a process
reads it (`Store.load`: a move's `If-Match` then finds the record remembered); a token
found valid is remembered (ValidTokens, by its hash) and never read again, since a
match's token hashes are only ever added, never removed. The hot path (a player's moves and
polls) so costs no Redis read more than before; a request with a token that is not valid
costs one read of its match (when the token names the route's match and that looks like a
match id), then counts as its address.

Fixed windows: the first request of a window creates `haras:rl:<kind>:<hash>` with the
window as its TTL, the others increment it, in one Lua script (atomic, one key, so it runs on
Redis Cluster too). Every counted response carries `RateLimit-Limit`, `RateLimit-Remaining`
and `RateLimit-Reset` (seconds until the window ends); past the limit the request is refused
before anything runs, with 429 `rate_limited` and `Retry-After`.

Replay timeline builds (a replay step of a match this process does not keep, which re-plays
the whole match: service/match/replay_steps.py) also count against REPLAY_BUILD_RATE, per client as
its API key, else its address (a seat token is free to mint), in `haras:rl:build:<kind>:<hash>`;
past it, 429 `replay_build_limited` with `Retry-After`, and nothing is re-played.

Not counted: probes, metrics, the contract and its page, CORS preflights. When Redis fails,
the request passes uncounted (a warning is logged) and the app answers it as usual.
"""

import hashlib
import ipaddress
import logging
import math
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass

import redis
from apispec import BasePlugin
from flask import Flask, Response, current_app, g, request

from service.config import Settings
from service.http import caller_keys
from service.model import seat_tokens as auth
from service.model.seat_tokens import MATCH_ID
from service.problems import ApiError
from service.state import apikeys

log = logging.getLogger("haras")
KEY_PREFIX = "haras:rl:"
EXEMPT_PATHS = frozenset({"/livez", "/readyz", "/metrics", "/openapi.json", "/docs"})
EXEMPT_PREFIXES = ("/docs/", "/play")
WARN_EVERY_S = 10.0  # while Redis is down, one warning per process this often
# The routes that take a seat token: those whose contract names the `seatToken` scheme
# (tests/test_limits.py checks that the two agree). A route missing here only costs its
# players their own buckets (their requests count as their address).
SEAT_ENDPOINTS = frozenset({
    "matches.get_match", "matches.get_legal_moves", "matches.post_move", "matches.get_events",
    "seats.resign", "rematch.rematch", "stream.stream_events", "live.live_channel",
})
# Routes that also take the token as `?token=` (EventSource and browsers' WebSocket cannot
# send headers).
QUERY_TOKEN_ENDPOINTS = frozenset({"stream.stream_events", "live.live_channel"})
# Seat-token routes that create a match (and its fresh tokens): counted as the address, as a
# creation is, or a chain of rematches would create matches without end from one address.
CREATING_ENDPOINTS = frozenset({"rematch.rematch"})
VALID_TOKENS_KEPT = 8192  # per process: under 2 MiB of token hashes

_HIT = """
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
"""


@dataclass(frozen=True)
class Rate:
    requests: int
    window_s: int

    @classmethod
    def parse(cls, text: str, setting: str = "RATE_LIMIT") -> "Rate":
        """`"120/60"`: 120 requests per 60 s."""
        requests, sep, window = text.strip().partition("/")
        try:
            rate = cls(int(requests), int(window))
        except ValueError:
            rate = None
        if not sep or rate is None or rate.requests < 1 or rate.window_s < 1:
            raise ValueError(f"{setting} reads '<requests>/<seconds>', not {text!r}")
        return rate


def exempt(path: str) -> bool:
    return path in EXEMPT_PATHS or path.startswith(EXEMPT_PREFIXES)


def _digest(value: str) -> str:
    return hashlib.sha256(b"haras-rate-limit\0" + value.encode()).hexdigest()[:32]


def client_identity(trust_proxy: bool, api_key: apikeys.ApiKey | None = None) -> str:
    """`<kind>:<hash>` of the client that sends the request, whatever token it sends: its
    valid API key (`api_key`, see `caller_keys.presented`) if any, else its address (see the
    module's docstring)."""
    if api_key is not None:
        return "key:" + _digest(api_key.id)
    address = request.remote_addr or ""
    if trust_proxy:
        forwarded = request.headers.get("X-Forwarded-For", "").split(",")[-1].strip()
        address = forwarded or address
    try:
        parsed = ipaddress.ip_address(address)
        if parsed.version == 6 and parsed.ipv4_mapped is None:
            address = str(ipaddress.ip_network(f"{parsed}/64", strict=False))
        elif parsed.version == 6:
            address = str(parsed.ipv4_mapped)
    except ValueError:
        pass  # not an address (a unix socket, a malformed header): counted as given
    return "addr:" + _digest(address)


def seat_token_sent() -> str | None:
    """The seat token the request sends to a route that takes one, when it names that
    route's match (`<match id>.<secret>`); None otherwise (none sent, another route, a route
    that creates a match, another match, not shaped as a token). Read as the route reads
    it (service/http/access.py)."""
    if request.endpoint not in SEAT_ENDPOINTS or request.endpoint in CREATING_ENDPOINTS:
        return None
    header = request.headers.get("Authorization")
    if header is None:
        token = request.args.get("token", "") if request.endpoint in QUERY_TOKEN_ENDPOINTS \
            else ""
    else:
        scheme, _, token = header.partition(" ")
        token = token if scheme.lower() == "bearer" else ""
    token = token.strip()
    match_id = (request.view_args or {}).get("match_id", "")
    if not token or not MATCH_ID.match(match_id) or auth.claimed_match_id(token) != match_id:
        return None
    return token


class ValidTokens:
    """Seat tokens found valid for their match, by their hash (as match records keep them),
    the least recently used forgotten first. A match's token hashes are only ever added, so
    a token found valid stays valid (its match may expire: its requests then get 404, from
    the bucket of a token that was real)."""

    def __init__(self, capacity: int = VALID_TOKENS_KEPT):
        self._known: OrderedDict[str, None] = OrderedDict()
        self._capacity = capacity
        self._lock = threading.Lock()

    def valid(self, store, match_id: str, token: str) -> bool:
        """Whether `token` opens a seat of `match_id` (read from `store` the first time)."""
        digest = auth.token_hash(token)
        with self._lock:
            if digest in self._known:
                self._known.move_to_end(digest)
                return True
        match = store.load(match_id)
        if match is None or auth.seat_of(match, token) is None:
            return False
        with self._lock:
            self._known[digest] = None
            if len(self._known) > self._capacity:
                self._known.popitem(last=False)
        return True


class Limiter:
    def __init__(self, rate: Rate, trust_proxy: bool, build_rate: Rate | None = None,
                 prefix: str = KEY_PREFIX):
        """`build_rate`: REPLAY_BUILD_RATE (None: builds are not counted)."""
        self.rate, self.trust_proxy, self.prefix = rate, trust_proxy, prefix
        self.build_rate = build_rate
        self._scripts: dict[int, object] = {}
        self._warned_at = -math.inf
        self.valid_tokens = ValidTokens()

    def identity(self, store, api_key: apikeys.ApiKey | None) -> str:
        """`<kind>:<hash>` of the bucket this request counts in: its valid API key, else its
        seat token if it is valid where it is sent (and no invalid key comes with it), else
        its address."""
        if api_key is None and caller_keys.ENVIRON_KEY not in request.environ:
            token = seat_token_sent()
            if token is not None and self.valid_tokens.valid(
                    store, request.view_args["match_id"], token):
                return "seat:" + _digest(token)
        return client_identity(self.trust_proxy, api_key)

    def _hit(self, client: redis.Redis, key: str, rate: Rate) -> tuple[int, int]:
        script = self._scripts.get(id(client))
        if script is None:
            script = self._scripts[id(client)] = client.register_script(_HIT)
        count, ttl_ms = script(keys=[key], args=[rate.window_s * 1000])
        return int(count), int(ttl_ms)

    def before(self) -> None:
        if request.method == "OPTIONS" or exempt(request.path):
            return
        store = current_app.extensions["haras"].store
        client = store.client
        try:
            api_key = caller_keys.presented(client)
            rate = self.rate_for(api_key)
            count, reset_s = self.count(client, self.identity(store, api_key), rate)
        except redis.exceptions.RedisError as error:
            self.warn(error)
            return
        g.rate_limit_headers = {
            "RateLimit-Limit": str(rate.requests),
            "RateLimit-Remaining": str(max(0, rate.requests - count)),
            "RateLimit-Reset": str(reset_s),
        }
        if count > rate.requests:
            raise rate_limited(rate, reset_s)

    def rate_for(self, api_key: apikeys.ApiKey | None) -> Rate:
        """The key's own limit when it has one, else RATE_LIMIT."""
        return Rate.parse(api_key.rate_limit) if api_key and api_key.rate_limit else self.rate

    def count(self, client: redis.Redis, identity: str, rate: Rate) -> tuple[int, int]:
        """Counts a request of `identity`: its count in the window, and the seconds until
        the window ends."""
        count, ttl_ms = self._hit(client, self.prefix + identity, rate)
        return count, max(1, math.ceil(ttl_ms / 1000))

    def count_build(self) -> None:
        """Counts a replay timeline build of this request's client against REPLAY_BUILD_RATE:
        429 `replay_build_limited` past it."""
        if self.build_rate is None:
            return
        client = current_app.extensions["haras"].store.client
        try:
            identity = client_identity(self.trust_proxy, caller_keys.presented(client))
            count, reset_s = self.count(client, "build:" + identity, self.build_rate)
        except redis.exceptions.RedisError as error:
            self.warn(error)
            return
        if count > self.build_rate.requests:
            rate = self.build_rate
            raise ApiError(429, "replay_build_limited",
                           f"Over {rate.requests} replays re-played in {rate.window_s} s; steps "
                           f"of a match already re-played answer meanwhile; retry in "
                           f"{reset_s} s.", headers={"Retry-After": str(reset_s)})

    def warn(self, error: Exception) -> None:
        now = time.monotonic()
        if now - self._warned_at >= WARN_EVERY_S:
            self._warned_at = now
            log.warning("rate limit not applied, redis failed: %s", error)

    def after(self, response: Response) -> Response:
        headers = g.pop("rate_limit_headers", None)
        if headers:
            response.headers.update(headers)
        return response


def rate_limited(rate: Rate, reset_s: int, **extra) -> ApiError:
    """The 429 of a client past its limit (`extra`: members for the problem body)."""
    return ApiError(429, "rate_limited", f"Over {rate.requests} requests in {rate.window_s} s; "
                    f"retry in {reset_s} s.", headers={"Retry-After": str(reset_s)}, **extra)


def count_replay_build() -> None:
    """Counts a replay timeline build of this request's client (see `Limiter.count_build`),
    unless rate limits are off."""
    limiter = current_app.extensions.get("haras.limits")
    if limiter is not None:
        limiter.count_build()


def init_app(app: Flask, settings: Settings) -> None:
    """Registers the limiter: call it before the other before_request functions, so a
    refused request runs nothing else."""
    rate = Rate.parse(settings.rate_limit)  # bad settings fail at start, also when off
    build_rate = Rate.parse(settings.replay_build_rate, "REPLAY_BUILD_RATE")
    if not settings.rate_limit_enabled:
        return
    limiter = app.extensions["haras.limits"] = Limiter(rate, settings.trust_proxy, build_rate)
    app.before_request(limiter.before)
    app.after_request(limiter.after)


class RateLimitDoc(BasePlugin):
    """apispec plugin: documents, on every operation that is counted, 429 `rate_limited` and
    the `RateLimit-*` headers of its responses (as header components)."""

    HEADERS = {
        "RateLimit-Limit": "Requests allowed per window (sent on every counted response).",
        "RateLimit-Remaining": "Requests left in the current window (on every counted "
                               "response).",
        "RateLimit-Reset": "Seconds until the current window ends (on every counted "
                           "response).",
    }

    def init_spec(self, spec) -> None:
        self.spec = spec
        for name, text in self.HEADERS.items():
            spec.components.header(name, {"description": text, "schema": {"type": "integer"}})

    def operation_helper(self, path=None, operations=None, **kwargs) -> None:
        if path is None or exempt(path) or not operations:
            return
        lazy = self.spec.components.responses_lazy.get("TOO_MANY_REQUESTS")
        if lazy is not None and "headers" not in lazy:
            lazy["description"] = ("Too many requests from this API key, seat token or "
                                   "address: `rate_limited`. Retry after `Retry-After` s.")
            lazy["headers"] = {name: {"$ref": f"#/components/headers/{name}"}
                               for name in ("Retry-After", *self.HEADERS)}
        for method, operation in operations.items():
            if method.lower() in ("get", "put", "post", "delete", "patch", "head"):
                responses = operation.setdefault("responses", {})
                for response in responses.values():
                    if isinstance(response, dict):  # components (errors) are shared
                        response.setdefault("headers", {}).update(
                            {name: name for name in self.HEADERS})
                responses["429"] = "TOO_MANY_REQUESTS"
