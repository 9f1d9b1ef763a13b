"""Rate limits per client, counted in Redis (RATE_LIMIT="<requests>/<seconds>").

The client is its API key (`X-API-Key`) if it sends a valid one — counted against the key's
own limit when it has one (`keys create --rate-limit`), else RATE_LIMIT — else its seat token
(`Authorization: Bearer`, or `?token=` on `/stream`), else its address (`X-Forwarded-For`'s
last entry only when TRUST_PROXY is set: the one the proxy appended; IPv6 addresses count per
/64). An unknown or revoked key counts as its address, so inventing keys buys no budget.
Key ids, tokens and addresses are hashed first: no secret reaches Redis or the logs.

Fixed windows: the first request of a window creates `haras:rl:<kind>:<hash>` with the
window as its TTL, the others increment it, in one Lua script (atomic, one key, so it runs on
Redis Cluster too). Every counted response carries `RateLimit-Limit`, `RateLimit-Remaining`
and `RateLimit-Reset` (seconds until the window ends); past the limit the request is refused
before anything runs, with 429 `rate_limited` and `Retry-After`.

Not counted: probes, metrics, the contract and its page, CORS preflights. When Redis fails,
the request passes uncounted (a warning is logged) and the app answers it as usual.
"""

import hashlib
import ipaddress
import logging
import math
import time
from dataclasses import dataclass

import redis
from apispec import BasePlugin
from flask import Flask, Response, current_app, g, request

from service import apikeys
from service.config import Settings
from service.errors import ApiError

log = logging.getLogger("haras")
KEY_PREFIX = "haras:rl:"
EXEMPT_PATHS = frozenset({"/livez", "/readyz", "/metrics", "/openapi.json", "/docs"})
EXEMPT_PREFIXES = ("/docs/",)
WARN_EVERY_S = 10.0  # while Redis is down, one warning per process this often

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
    def parse(cls, text: str) -> "Rate":
        """`"120/60"`: 120 requests per 60 s."""
        requests, sep, window = text.strip().partition("/")
        try:
            rate = cls(int(requests), int(window))
        except ValueError:
            rate = None
        if not sep or rate is None or rate.requests < 1 or rate.window_s < 1:
            raise ValueError(f"RATE_LIMIT reads '<requests>/<seconds>', not {text!r}")
        return rate


def exempt(path: str) -> bool:
    return path in EXEMPT_PATHS or path.startswith(EXEMPT_PREFIXES)


def _digest(value: str) -> str:
    return hashlib.sha256(b"haras-rate-limit\0" + value.encode()).hexdigest()[:32]


def identity(trust_proxy: bool, api_key: apikeys.ApiKey | None = None) -> str:
    """`<kind>:<hash>` of whoever sends the request (see the module's docstring); `api_key`:
    the valid key it sends, if any."""
    if api_key is not None:
        return "key:" + _digest(api_key.id)
    scheme, _, token = request.headers.get("Authorization", "").partition(" ")
    if scheme.lower() != "bearer" and request.path.endswith("/stream"):
        token = request.args.get("token", "")  # EventSource cannot send headers
    elif scheme.lower() != "bearer":
        token = ""
    if token.strip():
        return "seat:" + _digest(token.strip())
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


class Limiter:
    def __init__(self, rate: Rate, trust_proxy: bool, prefix: str = KEY_PREFIX):
        self.rate, self.trust_proxy, self.prefix = rate, trust_proxy, prefix
        self._scripts: dict[int, object] = {}
        self._warned_at = -math.inf

    def _hit(self, client: redis.Redis, key: str, rate: Rate) -> tuple[int, int]:
        script = self._scripts.get(id(client))
        if script is None:
            script = self._scripts[id(client)] = client.register_script(_HIT)
        count, ttl_ms = script(keys=[key], args=[rate.window_s * 1000])
        return int(count), int(ttl_ms)

    def before(self) -> None:
        if request.method == "OPTIONS" or exempt(request.path):
            return
        client = current_app.extensions["haras"].store.client
        try:
            api_key = apikeys.presented(client)
            rate = Rate.parse(api_key.rate_limit) if api_key and api_key.rate_limit \
                else self.rate
            count, ttl_ms = self._hit(client, self.prefix + identity(self.trust_proxy, api_key),
                                      rate)
        except redis.exceptions.RedisError as error:
            now = time.monotonic()
            if now - self._warned_at >= WARN_EVERY_S:
                self._warned_at = now
                log.warning("rate limit not applied, redis failed: %s", error)
            return
        reset_s = max(1, math.ceil(ttl_ms / 1000))
        g.rate_limit_headers = {
            "RateLimit-Limit": str(rate.requests),
            "RateLimit-Remaining": str(max(0, rate.requests - count)),
            "RateLimit-Reset": str(reset_s),
        }
        if count > rate.requests:
            raise ApiError(429, "rate_limited",
                           f"Over {rate.requests} requests in {rate.window_s} s; "
                           f"retry in {reset_s} s.", headers={"Retry-After": str(reset_s)})

    def after(self, response: Response) -> Response:
        headers = g.pop("rate_limit_headers", None)
        if headers:
            response.headers.update(headers)
        return response


def init_app(app: Flask, settings: Settings) -> None:
    """Registers the limiter: call it before the other before_request functions, so a
    refused request runs nothing else."""
    rate = Rate.parse(settings.rate_limit)  # a bad setting fails at start, also when off
    if not settings.rate_limit_enabled:
        return
    limiter = app.extensions["haras.limits"] = Limiter(rate, settings.trust_proxy)
    app.before_request(limiter.before)
    app.after_request(limiter.after)


class RateLimitDoc(BasePlugin):
    """apispec plugin: documents 429 `rate_limited` on every operation that is counted."""

    HEADERS = {
        "Retry-After": "Seconds to wait before retrying.",
        "RateLimit-Limit": "Requests allowed per window (sent on every counted response).",
        "RateLimit-Remaining": "Requests left in the current window (on every counted "
                               "response).",
        "RateLimit-Reset": "Seconds until the current window ends (on every counted "
                           "response).",
    }

    def init_spec(self, spec) -> None:
        self.spec = spec

    def operation_helper(self, path=None, operations=None, **kwargs) -> None:
        if path is None or exempt(path) or not operations:
            return
        lazy = self.spec.components.responses_lazy.get("TOO_MANY_REQUESTS")
        if lazy is not None and "headers" not in lazy:
            lazy["description"] = ("Too many requests from this API key, seat token or "
                                   "address: `rate_limited`. Retry after `Retry-After` s.")
            lazy["headers"] = {name: {"description": text, "schema": {"type": "integer"}}
                               for name, text in self.HEADERS.items()}
        for method, operation in operations.items():
            if method.lower() in ("get", "put", "post", "delete", "patch", "head"):
                operation.setdefault("responses", {})["429"] = "TOO_MANY_REQUESTS"
