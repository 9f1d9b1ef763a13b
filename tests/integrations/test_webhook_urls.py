"""Webhook targets: which addresses the service refuses to call
(service/integrations/webhook_urls.py), one table of addresses checked both as URL literals
and as what a host name resolves to."""

import socket

import gevent.socket
import pytest

from service.integrations.webhook_urls import UnsafeUrl, UrlPolicy

from support.http import added_about, api_keys, assert_problem, keys

POLICY = UrlPolicy.parse((), allow_http=False)

# (address, why it is refused)
REFUSED = [
    # IPv4: not global
    ("0.0.0.0", "unspecified"), ("0.1.2.3", "this network"), ("127.0.0.1", "loopback"),
    ("10.1.2.3", "private"), ("172.16.0.1", "private"), ("192.168.1.1", "private"),
    ("100.64.0.1", "shared (CGNAT)"), ("169.254.169.254", "link-local (cloud metadata)"),
    ("192.0.0.8", "IETF protocol assignments"), ("192.0.0.9", "IETF protocol assignments"),
    ("192.0.0.170", "NAT64 discovery"), ("192.0.2.1", "documentation"),
    ("192.88.99.1", "6to4 relay anycast (deprecated)"), ("198.18.0.1", "benchmarking"),
    ("198.51.100.1", "documentation"), ("203.0.113.1", "documentation"),
    ("224.0.0.1", "multicast"), ("239.255.255.250", "multicast"), ("240.0.0.1", "reserved"),
    ("255.255.255.255", "broadcast"),
    # IPv6: not global
    ("::", "unspecified"), ("::1", "loopback"), ("100::1", "discard-only"),
    ("100:0:0:1::1", "dummy prefix"), ("fc00::1", "unique local"), ("fd12:3456::1", "unique local"),
    ("fe80::1", "link-local"), ("fec0::1", "site-local (deprecated)"), ("ff02::1", "multicast"),
    ("ff0e::1", "global multicast"), ("2001:db8::1", "documentation"),
    ("3fff::1", "documentation (RFC 9637)"), ("5f00::1", "SRv6 SIDs"),
    ("4000::1", "not allocated"), ("8000::1", "not allocated"),
    ("2001:2::1", "benchmarking"), ("2001:10::1", "ORCHID"), ("2001:20::1", "ORCHIDv2"),
    ("2001:1::1", "IETF protocol assignments"), ("2001:3::1", "IETF protocol assignments"),
    ("2001:4:112::1", "IETF protocol assignments"),
    # IPv6 ranges whose addresses embed IPv4: refused whatever IPv4 they carry ...
    ("64:ff9b:1::7f00:1", "local-use NAT64 (RFC 8215), loopback at /96"),
    ("64:ff9b:1:7f00:0:100::", "local-use NAT64, loopback at /48"),
    ("64:ff9b:1::101:101", "local-use NAT64, public IPv4 at /96"),
    ("64:ff9b:1:101:1:100::", "local-use NAT64, public IPv4 at /48"),
    ("64:ff9b:1:ffff:ffff:ffff:ffff:ffff", "local-use NAT64"),
    ("64:ff9b:0:1::1", "NAT64 /32 outside the well-known /96"),
    ("::ffff:7f00:1", "IPv4-mapped loopback"), ("::ffff:101:101", "IPv4-mapped public"),
    ("::ffff:0:7f00:1", "IPv4-translated (SIIT) loopback"),
    ("::ffff:0:101:101", "IPv4-translated public"),
    ("::7f00:1", "IPv4-compatible loopback"), ("::101:101", "IPv4-compatible public"),
    ("::a9fe:a9fe", "IPv4-compatible metadata"),
    ("2002:7f00:1::1", "6to4 loopback"), ("2002:a00:1::1", "6to4 private"),
    ("2002:101:101::1", "6to4 public"),
    ("2001:0:4136:e378:8000:63bf:80ff:fffe", "Teredo, client 127.0.0.1"),
    ("2001:0:101:101::1", "Teredo, public server"),
    ("2a00:1450:1:2:0:5efe:a00:1", "ISATAP identifier, private IPv4"),
    ("2a00:1450:1:2:200:5efe:101:101", "ISATAP identifier, public IPv4 (u bit)"),
    ("2600:1f00:1:2:100:5efe:a00:1", "ISATAP identifier, g bit"),
    # ... but the well-known NAT64 prefix, which DNS64 resolvers answer with, with the IPv4
    # it carries: only a public one is accepted (below)
    ("64:ff9b::7f00:1", "NAT64, loopback"), ("64:ff9b::a00:1", "NAT64, private"),
    ("64:ff9b::a9fe:a9fe", "NAT64, cloud metadata"), ("64:ff9b::6440:1", "NAT64, shared"),
    ("64:ff9b::c000:2aa", "NAT64, NAT64 discovery"), ("64:ff9b::e000:1", "NAT64, multicast"),
]

ACCEPTED = [
    "1.1.1.1", "8.8.8.8", "9.9.9.9", "93.184.215.14", "151.101.1.69",
    "2001:4860:4860::8888", "2606:4700:4700::1111", "2620:fe::fe", "2a00:1450:4007:80e::200e",
    "2400:cb00:2048:1::c629:d7a2", "2c0f:fb50:4003::1",
    "2a00:1450:1:2:0:5eff:a00:1",  # not an ISATAP identifier (5eff)
    "64:ff9b::101:101", "64:ff9b::808:808",  # NAT64 (RFC 6052 well-known) of public IPv4
]


def _literal(address: str) -> str:
    return f"https://[{address}]/x" if ":" in address else f"https://{address}/x"


def _resolving(*addresses):
    return lambda host, port, type: [(socket.AF_INET6 if ":" in a else socket.AF_INET,
                                      type, 6, "", (a, port)) for a in addresses]


@pytest.mark.parametrize("address, why", REFUSED, ids=[a for a, _ in REFUSED])
def test_refused_addresses(address, why):
    with pytest.raises(UnsafeUrl, match="non-public address"):
        POLICY.check(_literal(address))  # the URL's literal, through the real resolver
    with pytest.raises(UnsafeUrl, match="non-public address"):
        POLICY.check("https://hooks.example/x", _resolving(address))  # what a name gives
    with pytest.raises(UnsafeUrl, match="non-public address"):  # one bad address of several
        POLICY.check("https://hooks.example/x", _resolving("1.1.1.1", address))


@pytest.mark.parametrize("address", ACCEPTED)
def test_accepted_addresses(address):
    assert POLICY.check(_literal(address)).addresses == (address,)
    target = POLICY.check("https://hooks.example/x", _resolving(address))
    assert target.addresses == (address,) and target.host == "hooks.example"


@pytest.mark.parametrize("host", ["a" * 300 + ".example.com", "a" * 64 + ".example",
                                  "a..example.com", ".example.com",
                                  ".".join(["a" * 63] * 4) + ".example"])
def test_a_name_no_resolver_can_read_is_refused_before_resolving(host, caplog, capfd):
    """A label over 63 characters, an empty one, a name over 253: refused before it reaches
    the resolver, which would fail on it with an error of its own. Under gunicorn's gevent
    workers, the resolver's thread pool printed that error's traceback to the log."""
    def resolver_not_called(*_args, **_kwargs):
        raise AssertionError("resolved")

    with pytest.raises(UnsafeUrl, match="not a host name"):
        POLICY.check(f"https://{host}/hook", resolver_not_called)
    with pytest.raises(UnsafeUrl, match="not a host name"):
        POLICY.check(f"https://{host}/hook", gevent.socket.getaddrinfo)  # the workers' own
    assert "Traceback" not in capfd.readouterr().err
    assert not [record for record in caplog.records if record.exc_info]


def test_names_any_resolver_reads_are_resolved():
    for host in ("a" * 63 + ".example", "bücher.example", ".".join(["a" * 63] * 3) + ".a"):
        target = POLICY.check(f"https://{host}/hook", _resolving("1.1.1.1"))
        assert target.host == host and target.addresses == ("1.1.1.1",)


def test_an_allowlisted_network_admits_what_it_holds_only():
    listed = UrlPolicy.parse(("10.0.0.0/8", "64:ff9b:1::/48"), allow_http=False)
    assert listed.check(_literal("10.2.3.4")).addresses == ("10.2.3.4",)
    assert listed.check(_literal("64:ff9b:1::a00:1")).addresses == ("64:ff9b:1::a00:1",)
    assert listed.check(_literal("64:ff9b::a00:1")).addresses == ("64:ff9b::a00:1",)  # carries
    for address in ("127.0.0.1", "64:ff9b::7f00:1", "2002:7f00:1::1", "::ffff:0:7f00:1"):
        with pytest.raises(UnsafeUrl):
            listed.check(_literal(address))


def test_the_api_refuses_an_ipv4_carrying_target_and_stores_nothing(app, rdb):
    client = app.test_client()  # the production defaults: no allowlist, https only
    with api_keys(app, rdb) as make:
        key = make()
        before = keys(rdb)
        for address in ("64:ff9b:1::7f00:1", "::ffff:0:a9fe:a9fe", "2002:a9fe:a9fe::1",
                        "2001:0:4136:e378:8000:63bf:80ff:fffe"):
            response = client.post("/v1/webhooks", json={"url": _literal(address),
                                                         "events": ["turn_started"]},
                                   headers={"X-API-Key": key["key"]})
            body = assert_problem(response, 422, "invalid_webhook_url")
            assert body["errors"]["url"] and address not in body["detail"]
        assert added_about(rdb, before, key["id"]) == set()
