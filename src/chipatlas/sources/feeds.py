"""Feeds: fetch an RSS/Atom feed safely, and turn each entry into a document of its own.

Fetching: http(s) only, through ``sources.net``: the host is resolved once, every
non-public address is refused unless the operator allows private ones, and the
connection goes to the address that was checked (no second lookup to rebind);
a timeout per request; the body is read in chunks and refused past ``MAX_FEED_BYTES``;
``If-None-Match`` / ``If-Modified-Since`` from the last poll, so an unchanged feed
costs one 304. Redirects are followed by hand so each hop is checked the same way.

An entry becomes a Markdown document with front matter (title, date, source, url),
so the article extractor reads its date and publisher and quotes its own text.
"""

from __future__ import annotations

import hashlib
import html
import logging
import re
import time
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urljoin, urlparse

import feedparser  # type: ignore[import-untyped]
import httpx

from chipatlas.errors import InputError
from chipatlas.logs import redact
from chipatlas.sources import net
from chipatlas.sources.document import SourceDocument

MAX_FEED_BYTES = 5 * 1024 * 1024
MAX_REDIRECTS = 5
_TAG = re.compile(r"<[^>]+>")

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Fetched:
    status: int  # 200, or 304 when unchanged
    data: bytes
    etag: str | None
    last_modified: str | None


def check_address(url: str, allow_private: bool, resolve: net.Resolve | None = None) -> list[str]:
    """Refuse non-http(s) URLs and hosts with a non-public address; the checked addresses."""
    host, port = net.check_url(url)
    try:
        return net.checked_addresses(host, port, allow_private, resolve or net.system_resolve)
    except InputError as exc:
        raise InputError(url, exc.reason) from None


def fetch(
    url: str,
    etag: str | None = None,
    last_modified: str | None = None,
    allow_private: bool = False,
    timeout: float = 20.0,
    resolve: net.Resolve | None = None,
) -> Fetched:
    """GET ``url`` (following up to MAX_REDIRECTS redirects, each checked like the first)."""
    headers = {
        "User-Agent": "chipatlas-feeds/0.1",
        "Accept": "application/rss+xml, application/atom+xml, */*",
    }
    if etag:
        headers["If-None-Match"] = etag
    if last_modified:
        headers["If-Modified-Since"] = last_modified
    shown = redact(url)
    try:
        got = _get(url, headers, allow_private, timeout, resolve)
    except httpx.HTTPError as exc:
        log.warning("fetch %s failed: %s", shown, type(exc).__name__)
        raise InputError(url, f"could not fetch: {type(exc).__name__}: {exc}") from None
    log.info("fetch %s: HTTP %d, %d bytes", shown, got.status, len(got.data))
    return got


def _get(
    url: str, headers: dict[str, str], allow_private: bool, timeout: float, resolve: net.Resolve | None
) -> Fetched:
    etag, last_modified = headers.get("If-None-Match"), headers.get("If-Modified-Since")
    with net.client(timeout, allow_private, resolve) as client:
        for _ in range(MAX_REDIRECTS + 1):
            net.check_url(url)  # a redirect to file:// or ftp:// is refused by name
            with client.stream("GET", url, headers=headers) as resp:
                if resp.is_redirect and "location" in resp.headers:
                    url = urljoin(url, resp.headers["location"])
                    continue
                if resp.status_code == 304:
                    return Fetched(304, b"", etag, last_modified)
                if resp.status_code != 200:
                    raise InputError(url, f"feed answered HTTP {resp.status_code}")
                body = bytearray()
                for chunk in resp.iter_bytes():
                    body += chunk
                    if len(body) > MAX_FEED_BYTES:
                        raise InputError(url, f"feed is larger than {MAX_FEED_BYTES:,} bytes: refused")
                return Fetched(200, bytes(body), resp.headers.get("etag"), resp.headers.get("last-modified"))
    raise InputError(url, f"more than {MAX_REDIRECTS} redirects")


def read_local(path: str) -> Fetched:
    p = Path(path)
    if not p.is_file():
        raise InputError(path, "no such feed file")
    if p.stat().st_size > MAX_FEED_BYTES:
        raise InputError(path, f"feed is larger than {MAX_FEED_BYTES:,} bytes: refused")
    return Fetched(200, p.read_bytes(), None, None)


@dataclass(frozen=True)
class Entry:
    item_id: str
    document: SourceDocument


def _plain(text: str) -> str:
    return " ".join(html.unescape(_TAG.sub(" ", text)).split())


def entries(feed_url: str, data: bytes) -> tuple[str | None, list[Entry]]:
    """(feed title, entries as documents); an unreadable feed is an InputError."""
    parsed = feedparser.parse(data)
    if parsed.bozo and not parsed.entries:
        raise InputError(feed_url, f"not a readable RSS/Atom feed ({parsed.bozo_exception})")
    publisher = parsed.feed.get("title")
    out = []
    for e in parsed.entries:
        title = _plain(e.get("title", ""))
        link = e.get("link") or ""
        item_id = e.get("id") or link or hashlib.sha1(title.encode()).hexdigest()
        stamp = e.get("published_parsed") or e.get("updated_parsed")
        date = time.strftime("%Y-%m-%d", stamp) if stamp else ""
        body = _plain(e.get("summary", "") or "")
        content = e.get("content") or []
        if content:
            body = _plain(content[0].get("value", "")) or body
        if not title or not body:
            continue
        source = (e.get("source") or {}).get("title") or publisher or urlparse(feed_url).hostname or "feed"
        meta = f"title: {title}\ndate: {date}\nsource: {source}\nurl: {link}\nfeed: {feed_url}"
        text = f"---\n{meta}\n---\n# {title}\n\n{body}\n"
        uri = link or f"{feed_url}#{item_id}"
        out.append(Entry(str(item_id)[:300], SourceDocument(uri, text.encode("utf-8"), "text/markdown")))
    return publisher, out
