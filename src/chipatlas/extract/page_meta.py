"""What a document says about itself: title, dates, publisher, author, with where each was read.

Sources, in order of preference: front matter; the page's markup (HTML ``<meta>``,
JSON-LD, ``og:``: ``read.html_meta``); header lines at the top of a text or Markdown
file ("Source: ...", "Updated: ...", "Published: ...", "By ..."), which are metadata,
not content; a news dateline ("SEOUL, Dec. 1 (Yonhap) --", "(Reuters) -") for the
source; last, the host of the address the document was fetched from. A date is only
ever one the document states.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from chipatlas.extract.findings import Note
from chipatlas.extract.signal import Span
from chipatlas.read.parsed import Block, ParsedDocument

_HEADER_LINE = re.compile(
    r"^\W{0,3}(?P<key>Source|Publisher|Published(?: on| at)?|Updated|Last updated|Last modified"
    r"|Date|Posted(?: on)?|Author|By|Written by|Quelle|Fonte|Fuente|Veröffentlicht|Aktualisiert"
    r"|출처|来源|出典)\W{0,3}\s*[:：]\s*(?P<value>.{1,120}?)\s*$"
    # Korean, Chinese, Japanese date labels, often without a colon: "입력 2025.12.15 19:33"
    r"|^(?P<key2>입력|수정|등록|发布时间|发布日期|更新时间|公開日|掲載日|更新日|配信日)\s*[:：]?\s*"
    r"(?P<value2>(?:19|20)\d{2}[-./年].{1,40}?)\s*$",
    re.I,
)
_KEYS = {
    "source": "source",
    "publisher": "source",
    "quelle": "source",
    "fonte": "source",
    "fuente": "source",
    "출처": "source",
    "来源": "source",
    "出典": "source",
    "updated": "updated",
    "last updated": "updated",
    "last modified": "updated",
    "aktualisiert": "updated",
    "author": "author",
    "by": "author",
    "written by": "author",
    "수정": "updated",
    "更新时间": "updated",
    "更新日": "updated",
}
# "SEOUL, Dec. 1 (Yonhap) --", "(Reuters) -", "TAIPEI (AP) —": an agency in brackets before a dash.
# A press release's wire between slashes: "TAIPEI, Feb. 26, 2025 /PRNewswire/ —".
DATELINE = re.compile(
    r"^(?:[A-Z][A-Za-z .'-]{1,40}(?:,\s*[A-Z][a-z]{2,8}\.?\s+\d{1,2}(?:,\s*\d{4})?)?,?\s+)?"
    r"(?:\((?P<agency>[A-Z][A-Za-z&.]+(?: [A-Z][A-Za-z&.]+){0,3})\)"
    r"|/(?P<wire>[A-Z][A-Za-z&.]+(?: [A-Z][A-Za-z&.]+){0,3})/)\s*(?:--|[-–—])"
)
_HEADER_DEPTH = 8  # metadata lines stand at the top of a file
_CAPTION_STOPS = (".", "。", "．")


@dataclass
class PageMeta:
    """title, date, updated, source, author -> value; spans where the text states them."""

    values: dict[str, str] = field(default_factory=dict)
    spans: dict[str, Span] = field(default_factory=dict)
    origin: dict[str, str] = field(default_factory=dict)  # key -> where it was read
    header_blocks: set[int] = field(default_factory=set)  # starts of blocks that are metadata lines

    def put(self, key: str, value: str, origin: str, span: Span | None = None) -> None:
        if value and key not in self.values:
            self.values[key] = value
            self.origin[key] = origin
            if span is not None:
                self.spans[key] = span


# Front-matter keys static-site and blog tools write a publication date under (Astro's
# "pubDate", Hashnode's "datePublished", Hugo's "publishDate", "publishedAt"), lower-cased as
# front_matter reads them.
_FRONT_DATES = (
    "pubdate",
    "datepublished",
    "publishdate",
    "publishedat",
    "published_at",
    "publish_date",
    "date_published",
)


def read_page_meta(doc: ParsedDocument, front: dict[str, str], blocks: list[Block]) -> PageMeta:
    meta = PageMeta()
    for key in (
        "title",
        "date",
        "published",
        *_FRONT_DATES,
        "updated",
        "source",
        "publisher",
        "author",
        "url",
    ):
        if front.get(key):
            target = {"published": "date", "publisher": "source", **dict.fromkeys(_FRONT_DATES, "date")}.get(
                key, key
            )
            value = front[key]
            if target == "source" and (host := _host(value)):  # "source: https://outlet/..."
                value = host
            meta.put(target, value, f"front matter {key}")
    for key, value in doc.meta.items():
        target = {"published": "date", "publisher": "source"}.get(key, key)
        meta.put(target, value, doc.meta_origin.get(key, "page markup"))
    _header_lines(meta, blocks)
    _dateline(meta, blocks)
    host = _host(doc.uri)
    if host:
        meta.put("source", host, "the host of the document's address")
    return meta


def _header_lines(meta: PageMeta, blocks: list[Block]) -> None:
    _run_in_source(meta, blocks)
    for i, b in enumerate(blocks[:_HEADER_DEPTH]):
        m = _HEADER_LINE.match(b.text)
        if not m or _RUN_IN.match(b.text):
            continue
        group = "value" if m.group("key") else "value2"
        key = _KEYS.get((m.group("key") or m.group("key2")).lower(), "date")
        if key == "source" and i > 0 and _credits(blocks[i - 1].text):
            continue  # "Source: X" under a photo caption credits the picture, not the page
        value = m.group(group).strip(" *_")
        at = b.start + m.start(group) + m.group(group).find(value)
        origin = f"the line {b.text[:60]!r}"
        span = Span(value, at, at + len(value))
        if key == "source" and (host := _host(value)):  # "Source: https://..." names the site
            meta.put(key, host, origin, span)
        else:
            meta.put(key, value, origin, span)
        meta.header_blocks.add(b.start)


# A source line run into the text, as a reposting blog writes it: "출처 : 한국경제 (2024.6.5)젠슨 황 ...",
# "Source: Orbis Daily (2024.6.5)Kestrel said ...": the source and its date, then the text (type6).
_RUN_IN = re.compile(
    r"^\W{0,3}(?:Source|Quelle|Fonte|Fuente|출처|来源|出典)\s*[:：]\s*(?P<name>[^()（）\n:：]{2,40}?)\s*"
    r"[(（](?P<date>(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2})[)）]\s*(?=\S)",
    re.I,
)


def _run_in_source(meta: PageMeta, blocks: list[Block]) -> None:
    for b in blocks[:_HEADER_DEPTH]:
        m = _RUN_IN.match(b.text)
        if m is None:
            continue
        origin = f"the run-in source line {m.group(0).strip()!r}"
        for key in ("name", "date"):
            a, z = b.start + m.start(key), b.start + m.end(key)
            meta.put("source" if key == "name" else "date", m.group(key), origin, Span(m.group(key), a, z))
        return


def _credits(above: str) -> bool:
    """True when the line above a "Source:" line is a caption: a sentence ended by its stop, not a
    headline or another metadata line (branch type6)."""
    text = above.rstrip()
    return text.endswith(_CAPTION_STOPS) and len(text.split()) >= 4 and not _HEADER_LINE.match(text)


def _dateline(meta: PageMeta, blocks: list[Block]) -> None:
    for b in blocks[: _HEADER_DEPTH + 2]:
        if b.start in meta.header_blocks:
            continue
        m = DATELINE.match(b.text)
        if m:
            group = "agency" if m.group("agency") else "wire"
            a, z = b.start + m.start(group), b.start + m.end(group)
            meta.put("source", m.group(group), f"the dateline {m.group(0)!r}", Span(m.group(group), a, z))
            return


def _host(uri: str) -> str | None:
    if not uri.startswith(("http://", "https://")):
        return None
    host = uri.split("/")[2].split("@")[-1].split(":")[0].lower()
    return host.removeprefix("www.") or None


def header_notes(meta: PageMeta, blocks: list[Block]) -> list[Note]:
    """One repair per metadata line taken out of the content."""
    return [
        Note(b.line, f"read as metadata, not content: {b.text[:60]!r}")
        for b in blocks
        if b.start in meta.header_blocks
    ]


__all__ = ["DATELINE", "PageMeta", "header_notes", "read_page_meta"]
