"""Which webhook URLs the service may call (server-side request forgery defences).

A target must be `https` (`http` only with WEBHOOK_ALLOW_HTTP, and then only for an
allowlisted target), carry no credentials or fragment, resolve, and every address it resolves
to must be public, unless WEBHOOK_ALLOWLIST lists the host name or a network holding the
address (or the IPv4 address it carries). The check runs when a subscription is created and
again before every delivery, which then connects to an address it has just checked (not to
whatever a second resolution returns), so DNS rebinding gains nothing.

Public means, for IPv4, global (Python's `is_global`) and in none of REFUSED_V4 (IANA's
special-purpose ranges, listed so that no Python version's list can let one through):
loopback, private, shared, link-local, IETF protocol assignments, documentation,
benchmarking, the deprecated 6to4 relay anycast, multicast, reserved, broadcast.

For IPv6: global unicast (2000::/3, the only space IANA allocates for it: this refuses
everything else, among them ::/8 with the unspecified and loopback addresses and the
IPv4-compatible, -mapped and -translated forms, unique local, link-local, site-local,
multicast, discard, SRv6 and unallocated space), global for Python, and in none of
REFUSED_V6. Every range whose addresses can carry an IPv4 address is refused whatever IPv4
address it carries: IPv4-compatible ::/96, -mapped ::ffff:0:0/96 and -translated
::ffff:0:0:0/96, the local-use NAT64 prefix 64:ff9b:1::/48 (RFC 8215: its operator chooses
where the IPv4 address sits, so it cannot be read), 6to4 2002::/16, Teredo 2001::/32 (with
the rest of the IETF's 2001::/23), and ISATAP interface identifiers (`::0:5efe:a.b.c.d`,
`::200:5efe:a.b.c.d`, u and g bits either way) under any prefix. One exception: the
well-known NAT64 prefix 64:ff9b::/96 (RFC 6052), which DNS64 resolvers answer with for
IPv4-only hosts on an IPv6-only network; its IPv4 address sits in the last 32 bits and must
be public (the address the translator connects to). What no address can tell is left to
the network: an operator's own NAT64 prefixes (RFC 6052 network-specific ones) or global
ranges that lead inside it.
"""

import functools
import ipaddress
import re
import socket
from dataclasses import dataclass
from urllib.parse import urlsplit

MAX_URL = 2048
_HOST_NAME = re.compile(r"^[a-z0-9_.-]{1,253}$")
_NAT64 = ipaddress.ip_network("64:ff9b::/96")  # RFC 6052's well-known prefix
_IPV4_COMPATIBLE = ipaddress.ip_network("::/96")
_IPV4_TRANSLATED = ipaddress.ip_network("::ffff:0:0:0/96")  # SIIT (RFC 2765)
_GLOBAL_UNICAST = ipaddress.ip_network("2000::/3")
REFUSED_V4 = tuple(map(ipaddress.ip_network, (
    "0.0.0.0/8", "10.0.0.0/8", "100.64.0.0/10", "127.0.0.0/8", "169.254.0.0/16",
    "172.16.0.0/12", "192.0.0.0/24", "192.0.2.0/24", "192.88.99.0/24", "192.168.0.0/16",
    "198.18.0.0/15", "198.51.100.0/24", "203.0.113.0/24", "224.0.0.0/4",
    "240.0.0.0/4",  # reserved, and the broadcast address
)))
REFUSED_V6 = tuple(map(ipaddress.ip_network, (  # within 2000::/3
    "2001::/23",  # IETF protocol assignments: Teredo 2001::/32, benchmarking, ORCHID, AMT...
    "2001:db8::/32",  # documentation
    "2002::/16",  # 6to4
    "3fff::/20",  # documentation (RFC 9637)
)))


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
        if not _host_name(host):
            raise UnsafeUrl("The URL's host is not a host name (labels of 1-63 characters, "
                            "253 in all).")
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


def _host_name(host: str) -> bool:
    """Whether the resolver can read `host` (a name, or an address literal): the IDNA
    encoding it applies first refuses an empty label or one over 63 characters, with an
    error that gevent's resolver threads print as a traceback; DNS names hold 253 at most."""
    try:
        return len(host.encode("idna")) <= 253
    except UnicodeError:
        return False


def _address(text: str):
    return ipaddress.ip_address(text.split("%", 1)[0])  # without an IPv6 zone


def _embedded_ipv4(address):
    """The IPv4 address an IPv6 address carries, for the forms where it sits at a known
    place (an allowlisted IPv4 network admits them; none of them is public else, but the
    well-known NAT64 prefix's)."""
    if address.version == 4:
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address.teredo is not None:
        return address.teredo[1]
    if address in _NAT64 or address in _IPV4_COMPATIBLE or address in _IPV4_TRANSLATED:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def _isatap(address) -> bool:
    """An ISATAP interface identifier (RFC 5214: `[00|02]00:5efe:<IPv4>`, u and g bits
    either way), which hands the packet to the IPv4 address it carries."""
    return (int(address) >> 32) & 0xFCFFFFFF == 0x00005EFE


def _public(address) -> bool:
    if address.version == 4:
        return address.is_global and not address.is_multicast and not any(
            address in network for network in REFUSED_V4)
    if address in _NAT64:
        return _public(_embedded_ipv4(address))
    return (address in _GLOBAL_UNICAST and address.is_global and not _isatap(address)
            and not any(address in network for network in REFUSED_V6))
