"""Which webhook URLs the service may call (server-side request forgery defences).

A target must be `https` (`http` only with WEBHOOK_ALLOW_HTTP, and then only for an
allowlisted target), carry no credentials or fragment, resolve, and every address it resolves
to must be public: loopback, private, link-local, shared, reserved, multicast and unspecified
addresses are refused, also when wrapped in IPv6 (IPv4-mapped or -compatible, NAT64, 6to4,
Teredo), unless WEBHOOK_ALLOWLIST lists the host name or a network holding the address. The
check runs when a subscription is created and again before every delivery, which then
connects to an address it has just checked (not to whatever a second resolution returns), so
DNS rebinding gains nothing.
"""

import functools
import ipaddress
import re
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

MAX_URL = 2048
_HOST_NAME = re.compile(r"^[a-z0-9_.-]{1,253}$")
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_IPV4_COMPATIBLE = ipaddress.ip_network("::/96")


class UnsafeUrl(ValueError):
    """A webhook URL the service refuses to call; the message says why (no address)."""


@dataclass(frozen=True)
class Target:
    scheme: str
    host: str  # as in the URL (lower case): the Host header and the TLS server name
    port: int
    path: str  # path and query
    addresses: tuple[str, ...]  # resolved and checked, in resolver order

    @property
    def host_header(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        default = 443 if self.scheme == "https" else 80
        return host if self.port == default else f"{host}:{self.port}"


@dataclass(frozen=True)
class UrlPolicy:
    allow_http: bool
    hosts: frozenset[str]  # allowlisted host names
    networks: tuple  # allowlisted ip networks

    @classmethod
    def parse(cls, allowlist: tuple[str, ...], allow_http: bool) -> "UrlPolicy":
        """`allowlist`: CIDRs, addresses or host names (WEBHOOK_ALLOWLIST); a malformed entry
        fails at start-up."""
        hosts, networks = set(), []
        for entry in (e.strip().lower() for e in allowlist):
            if not entry:
                continue
            try:
                networks.append(ipaddress.ip_network(entry.strip("[]"), strict=False))
                continue
            except ValueError:
                if "/" in entry or not _HOST_NAME.match(entry):
                    raise ValueError(f"WEBHOOK_ALLOWLIST: not a network or host: {entry!r}") \
                        from None
            hosts.add(entry.rstrip("."))
        return cls(allow_http, frozenset(hosts), tuple(networks))

    def _listed_address(self, address) -> bool:
        candidates = [address, *filter(None, [_embedded_ipv4(address)])]
        return any(a.version == n.version and a in n
                   for a in candidates for n in self.networks)

    def check(self, url: str, resolve=socket.getaddrinfo) -> Target:
        """The target of `url` with its checked addresses; UnsafeUrl when it is refused."""
        if not isinstance(url, str) or len(url) > MAX_URL:
            raise UnsafeUrl(f"The URL must be a string of at most {MAX_URL} characters.")
        try:
            parts = urlsplit(url)
            port = parts.port
        except ValueError:
            raise UnsafeUrl("The URL is malformed.") from None
        scheme = parts.scheme.lower()
        if scheme not in ("https", "http"):
            raise UnsafeUrl("The URL must be https.")
        if parts.username is not None or parts.password is not None:
            raise UnsafeUrl("The URL must not carry credentials.")
        if parts.fragment:
            raise UnsafeUrl("The URL must not have a fragment.")
        host = (parts.hostname or "").rstrip(".")
        if not host or any(c.isspace() for c in url):
            raise UnsafeUrl("The URL must name a host.")
        port = port or (443 if scheme == "https" else 80)
        try:
            found = resolve(host, port, type=socket.SOCK_STREAM)
        except (OSError, UnicodeError):
            raise UnsafeUrl("The URL's host does not resolve.") from None
        addresses = tuple(dict.fromkeys(info[4][0] for info in found))
        if not addresses:
            raise UnsafeUrl("The URL's host does not resolve.")
        parsed = [_address(a) for a in addresses]
        listed = host in self.hosts or all(self._listed_address(a) for a in parsed)
        if not listed and any(not _public(a) and not self._listed_address(a) for a in parsed):
            raise UnsafeUrl("The URL's host resolves to a loopback, private, link-local or "
                            "otherwise non-public address.")
        if scheme == "http" and not (self.allow_http and listed):
            raise UnsafeUrl("The URL must be https." if not self.allow_http else
                            "Plain http is only allowed for allowlisted targets.")
        path = parts.path or "/"
        if parts.query:
            path += "?" + parts.query
        return Target(scheme, host, port, path, addresses)


@functools.cache
def policy_for(settings) -> UrlPolicy:
    """The policy of `settings` (WEBHOOK_ALLOWLIST, WEBHOOK_ALLOW_HTTP), parsed once."""
    return UrlPolicy.parse(settings.webhook_allowlist, settings.webhook_allow_http)


def _address(text: str):
    return ipaddress.ip_address(text.split("%", 1)[0])  # without an IPv6 zone


def _embedded_ipv4(address):
    """The IPv4 address an IPv6 address carries, for the forms that can reach it."""
    if address.version == 4:
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]
    if address in _NAT64 or address in _IPV4_COMPATIBLE:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def _public(address) -> bool:
    embedded = _embedded_ipv4(address)
    if embedded is not None and not _public(embedded):
        return False
    return address.is_global and not address.is_multicast and not address.is_unspecified
