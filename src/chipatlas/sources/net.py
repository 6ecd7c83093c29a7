"""Outbound HTTP that cannot be pointed at the inside: one resolution, checked, then pinned.

A URL's host is resolved once; every address it resolves to must be a public (global
unicast) address; the connection then goes to that checked address, with the original
host name in the ``Host`` header and the TLS server name, so certificates are verified
as usual. A DNS answer that changes between the check and the connection (rebinding)
therefore never reaches loopback or the private network: there is no second lookup.

What is refused (``refusal``): every address Python does not call global, and also what
Python 3.11 still calls global although it is not reachable on the public internet or
leads back inside: multicast, carrier-grade NAT (100.64.0.0/10, e.g. the cloud metadata
address 100.100.100.200), IPv6 site-local, and IPv4 addresses embedded in IPv6 forms
(IPv4-mapped and -compatible, 6to4, Teredo, NAT64) whose IPv4 part is refused.
"""

from __future__ import annotations

import ipaddress
import socket
from collections.abc import Callable
from urllib.parse import urlparse

import httpx

from chipatlas.errors import InputError

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address
# host, port -> the addresses to try, in order (tests pass their own to play a DNS server).
Resolve = Callable[[str, int], list[str]]

_CGNAT = ipaddress.ip_network("100.64.0.0/10")
_NAT64 = (ipaddress.ip_network("64:ff9b::/96"), ipaddress.ip_network("64:ff9b:1::/48"))
_IPV4_COMPATIBLE = ipaddress.ip_network("::/96")


def system_resolve(host: str, port: int) -> list[str]:
    try:
        infos = socket.getaddrinfo(host, port, proto=socket.IPPROTO_TCP)
    except socket.gaierror as exc:
        raise InputError(host, f"host not found: {exc.strerror}") from None
    return list(dict.fromkeys(str(info[4][0]) for info in infos))


def _embedded_v4(addr: ipaddress.IPv6Address) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 form carries (mapped, 6to4, Teredo client, NAT64, compatible)."""
    if addr.ipv4_mapped is not None:
        return addr.ipv4_mapped
    if addr.sixtofour is not None:
        return addr.sixtofour
    if addr.teredo is not None:
        return addr.teredo[1]
    if any(addr in net for net in (*_NAT64, _IPV4_COMPATIBLE)):
        return ipaddress.IPv4Address(int(addr) & 0xFFFFFFFF)
    return None


def refusal(addr: IPAddress) -> str | None:
    """Why a connection to ``addr`` is refused, or None for a public unicast address."""
    if addr.is_loopback:
        return "loopback"
    if addr.is_multicast:
        return "multicast"
    if addr.is_link_local:
        return "link-local"
    if isinstance(addr, ipaddress.IPv4Address) and addr in _CGNAT:
        return "carrier-grade NAT"
    if isinstance(addr, ipaddress.IPv6Address):
        if addr.is_site_local:
            return "site-local"
        inner = _embedded_v4(addr)
        if inner is not None:
            why = refusal(inner)
            if why:
                return f"embeds {inner}, {why}"
            if addr.ipv4_mapped is not None:
                return None  # ::ffff:a.b.c.d is a.b.c.d, which is public
    if addr.is_private or addr.is_unspecified or addr.is_reserved or not addr.is_global:
        return "private or reserved"
    return None


def checked_addresses(host: str, port: int, allow_private: bool, resolve: Resolve) -> list[str]:
    """``host``'s addresses, resolved once; InputError if any is refused (unless allowed)."""
    found = resolve(host, port)
    if not found:
        raise InputError(host, "host not found: no address")
    for text in found:
        addr = ipaddress.ip_address(text.split("%", 1)[0])  # drop an IPv6 zone id
        why = refusal(addr)
        if why and not allow_private:
            raise InputError(
                host,
                f"refused: {host} is not a public address ({addr}: {why}); "
                "private or loopback addresses need --allow-private",
            )
    return found


def check_url(url: str) -> tuple[str, int]:
    """(host, port) of an http(s) URL; anything else is refused."""
    parts = urlparse(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise InputError(url, "only http(s) URLs can be fetched")
    try:
        port = parts.port
    except ValueError:
        raise InputError(url, "the URL's port is not a number from 0 to 65535") from None
    return parts.hostname, port or (443 if parts.scheme == "https" else 80)


class PinnedTransport(httpx.BaseTransport):
    """An httpx transport that resolves each request's host once, checks it, and connects there.

    ``inner`` does the HTTP (an ``httpx.HTTPTransport`` unless a test records the hops).
    """

    def __init__(
        self,
        allow_private: bool = False,
        resolve: Resolve | None = None,
        inner: httpx.BaseTransport | None = None,
    ) -> None:
        self.allow_private = allow_private
        self.resolve = resolve or system_resolve
        self.inner = inner or httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        host, port = check_url(str(request.url))
        try:
            address = checked_addresses(host, port, self.allow_private, self.resolve)[0]
        except InputError as exc:
            raise InputError(str(request.url), exc.reason) from None
        # The Host header was set from the URL when the request was built; the TLS server
        # name is set explicitly, so the certificate is checked against the host name.
        request.url = request.url.copy_with(host=address)
        if request.url.scheme == "https":
            request.extensions = {**request.extensions, "sni_hostname": host}
        return self.inner.handle_request(request)

    def close(self) -> None:
        self.inner.close()


def client(
    timeout: float,
    allow_private: bool = False,
    resolve: Resolve | None = None,
    inner: httpx.BaseTransport | None = None,
) -> httpx.Client:
    """An httpx client whose every request (and every hop a caller follows) goes through the check."""
    transport = PinnedTransport(allow_private, resolve, inner)
    return httpx.Client(timeout=timeout, follow_redirects=False, transport=transport)
