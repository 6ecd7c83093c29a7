"""Outbound HTTP: refused address ranges, one DNS lookup per request (no rebinding), redirects
re-checked, and ``sources poll`` failing loudly. Real HTTP servers on loopback; the feed
text is synthetic."""

from __future__ import annotations

import ipaddress
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, ClassVar

import httpx
import pytest

from chipatlas.errors import InputError
from chipatlas.sources import net
from chipatlas.sources.feeds import fetch

REFUSED = [
    ("127.0.0.1", "loopback"),
    ("10.1.2.3", "private"),
    ("172.16.0.1", "private"),
    ("192.168.1.1", "private"),
    ("169.254.169.254", "link-local"),
    ("100.64.0.1", "carrier-grade NAT"),
    ("100.100.100.200", "carrier-grade NAT"),
    ("0.0.0.0", "private or reserved"),
    ("255.255.255.255", "private or reserved"),
    ("224.0.0.1", "multicast"),
    ("239.255.255.250", "multicast"),
    ("240.0.0.1", "private or reserved"),
    ("192.0.2.1", "private or reserved"),
    ("::1", "loopback"),
    ("::", "private or reserved"),
    ("fe80::1", "link-local"),
    ("fec0::1", "site-local"),
    ("fc00::1", "private or reserved"),
    ("ff02::1", "multicast"),
    ("ff0e::1", "multicast"),
    ("::ffff:127.0.0.1", "embeds 127.0.0.1, loopback"),
    ("::ffff:10.0.0.1", "embeds 10.0.0.1"),
    ("::7f00:1", "embeds 127.0.0.1, loopback"),
    ("2002:7f00:1::", "embeds 127.0.0.1, loopback"),
    ("2002:a9fe:a9fe::", "embeds 169.254.169.254, link-local"),
    ("2002:c0a8:101::", "embeds 192.168.1.1"),
    ("2002:6440:1::", "embeds 100.64.0.1, carrier-grade NAT"),
    ("2001:0:4136:e378:8000:63bf:80ff:fffe", "embeds 127.0.0.1, loopback"),
    ("64:ff9b::a9fe:a9fe", "embeds 169.254.169.254, link-local"),
    ("2001:db8::1", "private or reserved"),
]
ALLOWED = ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111", "::ffff:8.8.8.8", "2002:0808:0808::"]


@pytest.mark.parametrize(("address", "reason"), REFUSED)
def test_refused_ranges(address: str, reason: str) -> None:
    why = net.refusal(ipaddress.ip_address(address))
    assert why is not None and reason in why


@pytest.mark.parametrize("address", ALLOWED)
def test_public_addresses_pass(address: str) -> None:
    assert net.refusal(ipaddress.ip_address(address)) is None


def test_any_refused_address_refuses_the_host() -> None:
    with pytest.raises(InputError, match="carrier-grade NAT"):
        net.checked_addresses("mixed.synthetic.test", 80, False, lambda h, p: ["8.8.8.8", "100.64.1.1"])
    assert net.checked_addresses("l.test", 80, True, lambda h, p: ["127.0.0.1"]) == ["127.0.0.1"]


class _Handler(BaseHTTPRequestHandler):
    state: ClassVar[dict[str, Any]] = {}

    def do_GET(self) -> None:
        self.state.setdefault("hosts", []).append(self.headers.get("Host"))
        if self.path.startswith("/redirect"):
            self.send_response(302)
            self.send_header("Location", self.state["location"])
            self.send_header("Content-Length", "0")
            self.end_headers()
            return
        body = self.state.get("body", b"synthetic body")
        self.send_response(200)
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: Any) -> None:
        pass


@pytest.fixture
def server() -> Iterator[tuple[int, dict[str, Any]]]:
    state: dict[str, Any] = {}
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), type("H", (_Handler,), {"state": state}))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield httpd.server_address[1], state
    httpd.shutdown()
    httpd.server_close()


class _Recorder(httpx.BaseTransport):
    """Records where each request would connect; only loopback is really connected to."""

    def __init__(self) -> None:
        self.hosts: list[str] = []
        self.real = httpx.HTTPTransport()

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        self.hosts.append(request.url.host)
        if request.url.host != "127.0.0.1":
            raise httpx.ConnectError("the test network reaches only loopback", request=request)
        return self.real.handle_request(request)


def test_dns_rebinding_never_reaches_loopback(server: tuple[int, dict[str, Any]]) -> None:
    port, state = server
    answers = iter([["93.184.215.14"], ["127.0.0.1"], ["127.0.0.1"]])  # public first, then rebound
    calls: list[str] = []

    def rebinding_dns(host: str, _port: int) -> list[str]:
        calls.append(host)
        return next(answers)

    recorder = _Recorder()
    with net.client(2.0, False, rebinding_dns, recorder) as client, pytest.raises(httpx.ConnectError):
        client.get(f"http://rebind.synthetic.test:{port}/feed")
    assert calls == ["rebind.synthetic.test"]  # one lookup: the checked answer is the one used
    assert recorder.hosts == ["93.184.215.14"]
    assert state.get("hosts") is None  # the loopback server was never reached


def test_connects_to_checked_address_with_original_host(server: tuple[int, dict[str, Any]]) -> None:
    port, state = server
    calls: list[str] = []

    def dns(host: str, _port: int) -> list[str]:
        calls.append(host)
        return ["127.0.0.1"]

    got = fetch(f"http://feeds.synthetic.test:{port}/feed", allow_private=True, timeout=5, resolve=dns)
    assert got.data == b"synthetic body"
    assert state["hosts"] == [f"feeds.synthetic.test:{port}"] and calls == ["feeds.synthetic.test"]
    with pytest.raises(InputError, match="not a public address"):
        fetch(f"http://feeds.synthetic.test:{port}/feed", timeout=5, resolve=dns)
    assert len(state["hosts"]) == 1


@pytest.fixture
def loopback_counts_as_public(monkeypatch: pytest.MonkeyPatch) -> None:
    """Let the test server stand for a public host, so the second hop is what gets checked."""
    real = net.refusal
    monkeypatch.setattr(net, "refusal", lambda a: None if str(a) == "127.0.0.1" else real(a))


@pytest.mark.usefixtures("loopback_counts_as_public")
@pytest.mark.parametrize(
    ("location", "reason"),
    [
        ("http://metadata.synthetic.test/latest", "169.254.169.254: link-local"),
        ("http://127.0.0.2:9/", "127.0.0.2: loopback"),
        ("http://[::ffff:10.0.0.1]/", "embeds 10.0.0.1"),
        ("file:///etc/passwd", "only http(s)"),
    ],
)
def test_redirects_are_checked_again(server: tuple[int, dict[str, Any]], location: str, reason: str) -> None:
    port, state = server
    state["location"] = location

    def dns(host: str, _port: int) -> list[str]:
        return {"metadata.synthetic.test": ["169.254.169.254"]}.get(host, [host.strip("[]")])

    with pytest.raises(InputError, match=reason.replace("(", r"\(").replace(")", r"\)")):
        fetch(f"http://127.0.0.1:{port}/redirect", timeout=5, resolve=dns)
    assert len(state["hosts"]) == 1  # the first hop only


RSS = b"""<?xml version="1.0"?><rss version="2.0"><channel><title>Synthetic Net Feed</title>
<item><title>Synthetic Test Item</title><link>https://example.invalid/1</link><guid>syn-1</guid>
<description>(Synthetic test entry.) A vendor announced a synthetic product.</description></item>
</channel></rss>"""


def _cli(db: Path, *args: str) -> subprocess.CompletedProcess[str]:
    exe = str(Path(sys.executable).with_name("chipatlas"))
    env = {**os.environ, "CHIPATLAS_DATABASE_URL": str(db)}
    return subprocess.run([exe, *args], capture_output=True, text=True, env=env, timeout=120)


def test_sources_poll_exit_code(tmp_path: Path, server: tuple[int, dict[str, Any]]) -> None:
    port, state = server
    state["body"] = RSS
    db = tmp_path / "net.db"
    assert _cli(db, "init", "--empty").returncode == 0
    assert _cli(db, "sources", "add", f"http://127.0.0.1:{port}/feed").returncode == 0
    refused = _cli(db, "sources", "poll", "--timeout", "5")
    assert refused.returncode == 1, refused.stdout
    assert "not a public address (127.0.0.1: loopback)" in refused.stderr
    assert "Traceback" not in refused.stderr and state.get("hosts") is None
    allowed = _cli(db, "sources", "poll", "--timeout", "5", "--allow-private")
    assert allowed.returncode == 0, allowed.stderr
    with socket.socket() as sock:  # a port nothing listens on
        sock.bind(("127.0.0.1", 0))
        closed = sock.getsockname()[1]
    assert _cli(db, "sources", "add", f"http://127.0.0.1:{closed}/x").returncode == 0
    down = _cli(db, "sources", "poll", "--timeout", "5", "--allow-private")
    assert down.returncode == 1 and "could not fetch" in down.stderr and "Traceback" not in down.stderr


def test_https_to_the_pinned_address_verifies_the_host_name(tmp_path: Path) -> None:
    """The certificate names the host, not the address: it verifies only through the TLS server name."""
    import shutil
    import ssl

    if not shutil.which("openssl"):
        pytest.skip("openssl is not installed")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        ["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj",
         "/CN=tls.synthetic.test", "-addext", "subjectAltName=DNS:tls.synthetic.test",
         "-keyout", str(key), "-out", str(cert)],
        check=True, capture_output=True, timeout=60,
    )  # fmt: skip
    server_ctx = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    server_ctx.load_cert_chain(cert, key)
    state: dict[str, Any] = {}
    httpd = ThreadingHTTPServer(("127.0.0.1", 0), type("H", (_Handler,), {"state": state}))
    httpd.socket = server_ctx.wrap_socket(httpd.socket, server_side=True)
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    port = httpd.server_address[1]
    trust = ssl.create_default_context(cafile=str(cert))
    try:
        dns: net.Resolve = lambda h, p: ["127.0.0.1"]  # noqa: E731
        with net.client(5.0, True, dns, httpx.HTTPTransport(verify=trust)) as client:
            resp = client.get(f"https://tls.synthetic.test:{port}/feed")
        assert resp.status_code == 200 and resp.content == b"synthetic body"
        assert state["hosts"] == [f"tls.synthetic.test:{port}"]
        with (
            net.client(5.0, True, lambda h, p: ["127.0.0.1"], httpx.HTTPTransport(verify=trust)) as client,
            pytest.raises(httpx.ConnectError, match="certificate"),
        ):
            client.get(f"https://other.synthetic.test:{port}/feed")  # a name the certificate lacks
    finally:
        httpd.shutdown()
        httpd.server_close()
