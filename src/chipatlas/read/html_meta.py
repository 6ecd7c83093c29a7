"""An HTML page's own metadata: title, published/updated date, publisher, author.

Read from ``<meta>`` tags (``og:site_name``, ``article:published_time``, ``author``,
Dublin Core ...), JSON-LD blocks (``headline``, ``datePublished``, ``dateModified``,
``publisher.name``, ``author.name``) and, for the dates only, ``htmldate`` over the
markup (no extensive search: a date the page's markup does not state is never guessed).
Each value keeps where it came from (``Meta.origin``) so the store can say so.
"""

from __future__ import annotations

import json
import logging
import re
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Any

from chipatlas.jsonvalue import JSONObject

log = logging.getLogger(__name__)

# (field, meta name/property) in order of preference: the first one a page has wins.
_META_KEYS: dict[str, tuple[str, ...]] = {
    "title": ("og:title", "twitter:title", "dc.title"),
    "published": (
        "article:published_time",
        "og:published_time",
        "datepublished",
        "dc.date.issued",
        "dc.date",
        "date",
        "pubdate",
        "publishdate",
        "sailthru.date",
        "parsely-pub-date",
    ),
    "updated": (
        "article:modified_time",
        "og:updated_time",
        "datemodified",
        "dc.date.modified",
        "last-modified",
    ),
    "publisher": ("og:site_name", "application-name", "dc.publisher", "publisher", "twitter:site"),
    "author": ("author", "article:author", "dc.creator", "parsely-author", "sailthru.author"),
}
_LD_KEYS = {
    "title": ("headline", "name"),
    "published": ("datePublished", "dateCreated"),
    "updated": ("dateModified",),
    "publisher": ("publisher",),
    "author": ("author",),
}
_ISO_DAY = re.compile(r"^(\d{4})-(\d{2})-(\d{2})")


@dataclass
class Meta:
    """What the page says about itself; ``origin`` names the tag each value came from."""

    values: dict[str, str] = field(default_factory=dict)
    origin: dict[str, str] = field(default_factory=dict)

    def put(self, key: str, value: str, origin: str) -> None:
        value = " ".join(value.split())
        if value and key not in self.values:
            self.values[key] = value
            self.origin[key] = origin


class _MetaCollector(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.tags: dict[str, str] = {}
        self.ld: list[str] = []
        self._in_ld = False
        self._buf: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k.lower(): (v or "") for k, v in attrs}
        if tag == "meta":
            name = (a.get("property") or a.get("name") or a.get("itemprop") or "").lower()
            if name and a.get("content") and name not in self.tags:
                self.tags[name] = a["content"]
        elif tag == "time" and "datetime" in a and "pubdate" in a:
            self.tags.setdefault("pubdate", a["datetime"])
        elif tag == "script" and a.get("type", "").lower() == "application/ld+json":
            self._in_ld, self._buf = True, []

    def handle_endtag(self, tag: str) -> None:
        if tag == "script" and self._in_ld:
            self.ld.append("".join(self._buf))
            self._in_ld = False

    def handle_data(self, data: str) -> None:
        if self._in_ld:
            self._buf.append(data)


def _name(value: Any) -> str:
    """A JSON-LD person/organisation: its name; a list: the names joined."""
    if isinstance(value, str):
        return value
    if isinstance(value, dict):
        return str(value.get("name") or "")
    if isinstance(value, list):
        return ", ".join(n for n in (_name(v) for v in value) if n)
    return ""


def _ld_objects(blocks: list[str]) -> list[JSONObject]:
    """Every JSON-LD object of the page's blocks (``@graph`` members too), as parsed."""
    out: list[JSONObject] = []
    for raw in blocks:
        try:
            data = json.loads(raw)
        except ValueError:
            log.info("JSON-LD block not valid JSON: skipped")
            continue
        stack = data if isinstance(data, list) else [data]
        while stack:
            item = stack.pop(0)
            if isinstance(item, dict):
                out.append(item)
                graph = item.get("@graph")
                if isinstance(graph, list):
                    stack.extend(graph)
    # Articles first: a page's WebSite / Organization objects name the site, not the story.
    return sorted(out, key=lambda o: "Article" not in str(o.get("@type", "")) and "Posting" not in str(o))


def _day(value: str) -> str | None:
    """The ISO day a machine-readable date starts with ('2025-12-01T08:00:00Z' -> '2025-12-01')."""
    m = _ISO_DAY.match(value.strip())
    return f"{m.group(1)}-{m.group(2)}-{m.group(3)}" if m else None


def read_meta(html: str, url: str | None = None) -> Meta:
    """Title, published, updated (ISO days), publisher and author as the page's markup states them."""
    collector = _MetaCollector()
    try:
        collector.feed(html)
        collector.close()
    except AssertionError:  # html.parser on broken markup: keep what was read
        log.info("HTML metadata: markup broken part-way, kept what was read")
    meta = Meta()
    for obj in _ld_objects(collector.ld):
        for key, names in _LD_KEYS.items():
            for n in names:
                value = (
                    _name(obj.get(n)) if key in ("publisher", "author", "title") else str(obj.get(n) or "")
                )
                if key in ("published", "updated"):
                    value = _day(value) or ""
                meta.put(key, value, f"JSON-LD {n}")
    for key, names in _META_KEYS.items():
        for n in names:
            value = collector.tags.get(n, "")
            if key in ("published", "updated"):
                value = _day(value) or ""
            meta.put(key, value, f'<meta {n}="{collector.tags.get(n, "")}">')
    for key, original in (("published", True), ("updated", False)):
        if key not in meta.values:
            found = _htmldate(html, url, original)
            if found:
                meta.put(key, found, "htmldate over the page markup and address")
    return meta


def _htmldate(html: str, url: str | None, original: bool) -> str | None:
    from htmldate import find_date  # heavy: only for HTML pages whose own tags gave no date

    try:
        found = find_date(
            html, url=url, original_date=original, extensive_search=False, outputformat="%Y-%m-%d"
        )
    except ValueError:
        return None
    return str(found) if found else None


__all__ = ["Meta", "read_meta"]
