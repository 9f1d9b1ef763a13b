"""OpenID Connect ID tokens: checking one as a careful OpenID client does, with PyJWT.

A token is refused (`IdTokenRefused`, with a stable `reason`) unless all of these hold:

- it is at most MAX_TOKEN_CHARS long (checked before anything is parsed: `too_large`) and
  reads as three base64url parts whose header and payload are JSON objects (`malformed`);
- its header names an asymmetric algorithm (ALGORITHMS: `none`, HMAC and anything else are
  `unsupported_algorithm`, so a public key can never serve as an HMAC secret) and a `kid`
  (`missing_kid`);
- its `iss` is a configured issuer (`unknown_issuer`): the only claim read before the
  signature is checked, to pick which provider's keys check it;
- the issuer's key set holds that `kid` (`unknown_key`), of a type that signs with the
  header's algorithm (`unsupported_algorithm`), and the signature verifies with it
  (`bad_signature`);
- `exp`, `iat`, `aud` and `sub` are present (`missing_claim`); `exp` is not past and
  `iat`/`nbf` not ahead, give or take LEEWAY_S (`expired`, `not_yet_valid`); `aud` names one
  of the issuer's audiences, and with several audiences an `azp` must name one of them
  (`wrong_audience`); `sub` is a string of at most MAX_SUBJECT characters and other claims
  have their registered types (`invalid_claim`).

Keys (service/config.py's OidcIssuer: `jwks_uri`, else discovery, whose `issuer` must be the
configured one) are fetched over HTTPS within CONNECT_TIMEOUT_S to connect, READ_TIMEOUT_S
per read and FETCH_DEADLINE_S in all, at most MAX_DOCUMENT_BYTES, no redirect followed. They
are kept per process for the JWKS answer's `Cache-Control: max-age` (bounded to
MIN_MAX_AGE_S..MAX_MAX_AGE_S; DEFAULT_MAX_AGE_S without one). A provider is asked at most
once per REFETCH_INTERVAL_S, whatever asks (an unknown `kid`, keys past their age, a failed
attempt): a stream of forged `kid`s costs it one fetch a minute. One fetch runs at a time
per provider, in the request that asked for it; requests that need its outcome (no key
held, an unknown `kid`) wait for it, those whose key is only past its age go on with it. A
failed fetch keeps the keys held (stale keys still sign players in); with none held,
`ProviderUnavailable` says when the next attempt may run.
"""

import base64
import binascii
import http.client
import json
import logging
import math
import re
import ssl
import threading
import time
from dataclasses import dataclass
from urllib.parse import urlsplit

import jwt
from jwt.exceptions import PyJWKError

from service.config import OidcIssuer, check_provider_url

log = logging.getLogger("haras.oidc")
ALGORITHMS = frozenset({"RS256", "RS384", "RS512", "PS256", "PS384", "PS512", "ES256", "ES384",
                        "ES512", "EdDSA"})
EC_ALGORITHMS = {"P-256": "ES256", "P-384": "ES384", "P-521": "ES512"}
MAX_TOKEN_CHARS = 8192
LEEWAY_S = 60
MAX_SUBJECT = 255
REFETCH_INTERVAL_S = 60.0
DEFAULT_MAX_AGE_S = 3600.0
MIN_MAX_AGE_S = 300.0
MAX_MAX_AGE_S = 86_400.0
CONNECT_TIMEOUT_S = 2.0
READ_TIMEOUT_S = 3.0
FETCH_DEADLINE_S = 5.0
MAX_DOCUMENT_BYTES = 256 * 1024
MAX_KEYS = 64  # read from a key set: a provider publishes a handful
DISCOVERY_PATH = "/.well-known/openid-configuration"
USER_AGENT = "Haras-OIDC/1.0"
TOKEN_SHAPE = re.compile(r"^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*$")
MAX_AGE = re.compile(r"(?:^|,)\s*max-age\s*=\s*(\d{1,9})\s*(?:,|$)", re.IGNORECASE)
REQUIRED_CLAIMS = ["exp", "iat", "iss", "aud", "sub"]
REASONS = ("too_large", "malformed", "unsupported_algorithm", "missing_kid", "unknown_issuer",
           "unknown_key", "bad_signature", "expired", "not_yet_valid", "wrong_audience",
           "missing_claim", "invalid_claim")


class IdTokenRefused(Exception):
    """The token signs no one in; `reason` is one of the module's stable reasons."""

    def __init__(self, reason: str, detail: str):
        super().__init__(detail)
        self.reason, self.detail = reason, detail


class ProviderUnavailable(Exception):
    """No key of the issuer is held and its provider could not give them: retry after
    `retry_after_s`."""

    def __init__(self, retry_after_s: int):
        super().__init__("identity provider unavailable")
        self.retry_after_s = retry_after_s


class ProviderError(Exception):
    """A fetch from a provider that failed (unreachable, slow, not a usable answer)."""


@dataclass(frozen=True)
class Identity:
    """Who a valid ID token names: the issuer's subject and what it calls them."""

    issuer: str
    subject: str
    name: str | None
    preferred_username: str | None


@dataclass(frozen=True)
class Document:
    body: dict
    max_age_s: float | None  # the answer's Cache-Control max-age


def get_json(url: str, deadline: float) -> Document:
    """GET `url` (checked as the configured URLs are) within the time left until `deadline`
    (`time.monotonic()`), a JSON object of at most MAX_DOCUMENT_BYTES: ProviderError
    otherwise."""
    try:
        check_provider_url(url, "a provider URL")
    except ValueError as error:
        raise ProviderError(str(error)) from None
    parts = urlsplit(url)
    if parts.scheme == "https":
        connection = http.client.HTTPSConnection(
            parts.hostname, parts.port, timeout=_left(deadline, CONNECT_TIMEOUT_S),
            context=ssl.create_default_context())
    else:
        connection = http.client.HTTPConnection(parts.hostname, parts.port,
                                                timeout=_left(deadline, CONNECT_TIMEOUT_S))
    try:
        connection.connect()
        sock = connection.sock  # the response reads it, also once the connection lets go
        sock.settimeout(_left(deadline, READ_TIMEOUT_S))
        connection.request("GET", parts.path or "/", headers={
            "Accept": "application/json", "User-Agent": USER_AGENT})
        response = connection.getresponse()
        if response.status != 200:
            raise ProviderError(f"HTTP {response.status} from {url}")
        length = response.getheader("Content-Length")
        if length is not None and (not length.isdigit() or int(length) > MAX_DOCUMENT_BYTES):
            raise ProviderError(f"{url} answers over {MAX_DOCUMENT_BYTES} bytes")
        body = bytearray()
        while True:
            sock.settimeout(_left(deadline, READ_TIMEOUT_S))
            chunk = response.read1(65536)
            if not chunk:
                break
            body += chunk
            if len(body) > MAX_DOCUMENT_BYTES:
                raise ProviderError(f"{url} answers over {MAX_DOCUMENT_BYTES} bytes")
        max_age = MAX_AGE.search(response.getheader("Cache-Control") or "")
    except (OSError, http.client.HTTPException) as error:
        raise ProviderError(f"{url}: {error.__class__.__name__} {error}") from None
    finally:
        connection.close()
    try:
        document = _json_object(bytes(body))
    except ValueError:
        raise ProviderError(f"{url} answers no JSON object") from None
    return Document(document, None if max_age is None else float(max_age.group(1)))


def _left(deadline: float, at_most: float) -> float:
    left = deadline - time.monotonic()
    if left <= 0:
        raise ProviderError(f"no answer within {FETCH_DEADLINE_S} s")
    return min(at_most, left)


def _json_object(body: bytes) -> dict:
    document = json.loads(body.decode())
    if not isinstance(document, dict):
        raise ValueError("not an object")
    return document


def _usable_keys(document: dict) -> dict[str, dict]:
    """The signing keys of a JWKS document by `kid`: public keys of an asymmetric type that
    PyJWT reads (others are skipped); ProviderError when there is none."""
    listed = document.get("keys")
    if not isinstance(listed, list):
        raise ProviderError("the key set has no `keys` list")
    keys = {}
    for jwk in listed[:MAX_KEYS]:
        if not isinstance(jwk, dict) or not isinstance(jwk.get("kid"), str) or \
                jwk.get("use", "sig") != "sig" or jwk.get("kty") not in ("RSA", "EC", "OKP") \
                or "d" in jwk or ("alg" in jwk and jwk["alg"] not in ALGORITHMS):
            continue
        try:
            jwt.PyJWK(jwk)
        except (PyJWKError, jwt.InvalidKeyError, ValueError, TypeError):
            continue
        keys[jwk["kid"]] = jwk
    if not keys:
        raise ProviderError("the key set holds no usable signing key")
    return keys


def _signs_with(jwk: dict, algorithm: str) -> bool:
    if jwk.get("alg", algorithm) != algorithm:
        return False
    if jwk["kty"] == "RSA":
        return algorithm[:2] in ("RS", "PS")
    if jwk["kty"] == "EC":
        return EC_ALGORITHMS.get(jwk.get("crv")) == algorithm
    return jwk.get("crv") == "Ed25519" and algorithm == "EdDSA"


class ProviderKeys:
    """One issuer's signing keys, as this process holds them (see the module's docstring)."""

    def __init__(self, issuer: OidcIssuer, clock=time.monotonic, fetch=get_json):
        self.issuer = issuer
        self.clock, self.fetch = clock, fetch
        self._keys: dict[str, dict] | None = None
        # (kid, algorithm) → the JWK and its PyJWK, bound to that algorithm
        self._verifiers: dict[tuple[str, str], tuple[dict, jwt.PyJWK]] = {}
        self._expires_at = -math.inf
        self._attempted_at: float | None = None
        self._jwks_uri = issuer.jwks_uri
        self._lock = threading.Lock()  # gevent's once the worker has patched threading

    def key(self, kid: str) -> dict | None:
        """The JWK `kid` of the issuer (None: it has none); ProviderUnavailable when no key
        is held and none could be fetched."""
        keys = self._keys
        if keys is None or kid not in keys:
            self._refresh(wait=True)
            keys = self._keys
        elif self.clock() >= self._expires_at:  # past its age: the key serves meanwhile
            self._refresh(wait=False)
        return keys.get(kid)

    def bound(self, jwk: dict, algorithm: str) -> jwt.PyJWK:
        """`jwk` (a key `key` gave) as PyJWT checks `algorithm` with it, made once."""
        made = self._verifiers.get((jwk["kid"], algorithm))
        if made is None or made[0] is not jwk:  # (a key set fetched since `key` answered)
            made = self._verifiers[(jwk["kid"], algorithm)] = (jwk, jwt.PyJWK(jwk, algorithm))
        return made[1]

    def _refresh(self, wait: bool) -> None:
        """Fetches the key set unless the provider was asked less than REFETCH_INTERVAL_S
        ago; a fetch already running is waited for (`wait`) or left to finish."""
        if not self._lock.acquire(timeout=FETCH_DEADLINE_S * 2 if wait else 0):
            self._unless_held(REFETCH_INTERVAL_S)
            return
        try:
            now = self.clock()
            if self._attempted_at is not None and \
                    now - self._attempted_at < REFETCH_INTERVAL_S:
                self._unless_held(REFETCH_INTERVAL_S - (now - self._attempted_at))
                return
            self._attempted_at = now
            try:
                keys, max_age_s = self._fetch_keys()
            except ProviderError as error:
                log.warning("keys of %s not fetched: %s", self.issuer.issuer, error)
                self._unless_held(REFETCH_INTERVAL_S)
                return
            self._keys, self._verifiers = keys, {}
            self._expires_at = now + max_age_s
        finally:
            self._lock.release()

    def _unless_held(self, retry_after_s: float) -> None:
        if self._keys is None:
            raise ProviderUnavailable(max(1, math.ceil(retry_after_s)))

    def _fetch_keys(self) -> tuple[dict[str, dict], float]:
        deadline = time.monotonic() + FETCH_DEADLINE_S
        jwks_uri = self._jwks_uri or self._discover(deadline)
        try:
            document = self.fetch(jwks_uri, deadline)
            keys = _usable_keys(document.body)
        except ProviderError:
            if self.issuer.jwks_uri is None:
                self._jwks_uri = None  # discovered again next time: it may have moved
            raise
        max_age = DEFAULT_MAX_AGE_S if document.max_age_s is None else \
            min(MAX_MAX_AGE_S, max(MIN_MAX_AGE_S, document.max_age_s))
        return keys, max_age

    def _discover(self, deadline: float) -> str:
        url = self.issuer.issuer.rstrip("/") + DISCOVERY_PATH
        configuration = self.fetch(url, deadline).body
        if configuration.get("issuer") != self.issuer.issuer:
            raise ProviderError(f"{url} names another issuer")
        jwks_uri = configuration.get("jwks_uri")
        try:
            check_provider_url(jwks_uri, "a discovered jwks_uri")
        except ValueError as error:
            raise ProviderError(str(error)) from None
        self._jwks_uri = jwks_uri
        return jwks_uri


# PyJWT's exceptions, subclasses first, and the reason each gives.
_REASONS = (
    (jwt.ExpiredSignatureError, "expired"),
    (jwt.ImmatureSignatureError, "not_yet_valid"),
    (jwt.InvalidAudienceError, "wrong_audience"),
    (jwt.InvalidIssuerError, "unknown_issuer"),
    (jwt.MissingRequiredClaimError, "missing_claim"),
    (jwt.InvalidSignatureError, "bad_signature"),
    (jwt.InvalidAlgorithmError, "unsupported_algorithm"),
    (jwt.InvalidKeyError, "unknown_key"),
    (jwt.DecodeError, "malformed"),
    (jwt.InvalidTokenError, "invalid_claim"),
)


class Verifier:
    """Checks ID tokens of the configured issuers; one per process (its key sets are)."""

    def __init__(self, issuers: tuple[OidcIssuer, ...], clock=time.monotonic, fetch=get_json):
        self.issuers = {issuer.issuer: issuer for issuer in issuers}
        self.providers = {issuer.issuer: ProviderKeys(issuer, clock, fetch)
                          for issuer in issuers}

    def verify(self, token: str) -> Identity:
        """Who `token` signs in: IdTokenRefused or ProviderUnavailable otherwise."""
        if len(token) > MAX_TOKEN_CHARS:
            raise IdTokenRefused("too_large", f"An ID token has at most {MAX_TOKEN_CHARS} "
                                        "characters.")
        if not TOKEN_SHAPE.match(token):
            raise IdTokenRefused("malformed", "Not a signed JWT (three base64url parts).")
        header, unverified = _unverified(token)
        algorithm, kid = header.get("alg"), header.get("kid")
        if not isinstance(algorithm, str) or algorithm not in ALGORITHMS:
            raise IdTokenRefused("unsupported_algorithm", "ID tokens are signed with one of "
                           f"{', '.join(sorted(ALGORITHMS))}.")
        if not isinstance(kid, str) or not kid:
            raise IdTokenRefused("missing_kid", "The token's header names no key (`kid`).")
        issuer = self.issuers.get(unverified.get("iss")) \
            if isinstance(unverified.get("iss"), str) else None
        if issuer is None:
            raise IdTokenRefused("unknown_issuer", "The token's issuer is not one this service "
                                             "trusts.")
        provider = self.providers[issuer.issuer]
        jwk = provider.key(kid)
        if jwk is None:
            raise IdTokenRefused("unknown_key", "The issuer has no key of that `kid`.")
        if not _signs_with(jwk, algorithm):
            raise IdTokenRefused("unsupported_algorithm", f"The key `{kid}` does not sign "
                                                          f"with {algorithm}.")
        key = provider.bound(jwk, algorithm)
        try:
            claims = jwt.decode(token, key=key, algorithms=[algorithm],
                                audience=list(issuer.audiences), issuer=issuer.issuer,
                                leeway=LEEWAY_S, options={"require": REQUIRED_CLAIMS})
        except jwt.InvalidTokenError as error:
            reason = next(r for kind, r in _REASONS if isinstance(error, kind))
            raise IdTokenRefused(reason, f"The token is refused: {error}.") from None
        return _identity(issuer, claims)


def _unverified(token: str) -> tuple[dict, dict]:
    """The header and payload of a token shaped as TOKEN_SHAPE says, read as they claim to
    be (to pick the key that checks them: PyJWT reads them again as it checks)."""
    try:
        header, payload = (json.loads(base64.urlsafe_b64decode(part + "=" * (-len(part) % 4)))
                           for part in token.split(".")[:2])
    except (ValueError, binascii.Error, RecursionError):  # RecursionError: nested arrays
        header = payload = None
    if not isinstance(header, dict) or not isinstance(payload, dict):
        raise IdTokenRefused("malformed", "The token's header or payload is not a JSON object "
                                          "in base64url.")
    return header, payload


def _identity(issuer: OidcIssuer, claims: dict) -> Identity:
    audiences = claims["aud"] if isinstance(claims["aud"], list) else [claims["aud"]]
    # Several audiences: the token was issued to a party named by `azp`, which must be this
    # service (OpenID Connect Core 3.1.3.7), or a token given to another relying party that
    # also lists this one would sign its user in here. With one audience, `azp` may name
    # another client of the same app (Google's Android sign-in does): the audience decides.
    azp = claims.get("azp")
    if azp is not None and not isinstance(azp, str):
        raise IdTokenRefused("invalid_claim", "`azp` is a string.")
    if len(audiences) > 1 and azp not in issuer.audiences:
        raise IdTokenRefused("wrong_audience", "A token of several audiences names this "
                                               "service as its authorized party (`azp`).")
    subject = claims["sub"]
    if not isinstance(subject, str) or not 0 < len(subject) <= MAX_SUBJECT:
        raise IdTokenRefused("invalid_claim", f"`sub` is a string of 1 to {MAX_SUBJECT} "
                                        "characters.")
    name, username = claims.get("name"), claims.get("preferred_username")
    return Identity(issuer.issuer, subject, name if isinstance(name, str) else None,
                    username if isinstance(username, str) else None)
