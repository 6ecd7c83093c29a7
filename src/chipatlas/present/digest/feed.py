"""A watchlist as an Atom feed: its matching signals, newest first, each citing its document."""

from __future__ import annotations

from feedgen.feed import FeedGenerator  # type: ignore[import-untyped]
from sqlalchemy import Connection

from chipatlas.analyze.digest import matching_signals, parse_stamp, watchlist
from chipatlas.analyze.records_digest import MatchedSignal
from chipatlas.present.digest.render import doc_url, flat, watching

MAX_ENTRIES = 50


def _summary(s: MatchedSignal) -> str:
    """One paragraph, citing the document once (the entry's link goes to it)."""
    parts = [
        flat(s["summary"] or s["title"]),
        f"Why it is here: {flat('; '.join(s['matched_by']))}.",
        f"Source: document {s['document']}.",
    ]
    return " ".join(p for p in parts if p)


def atom(conn: Connection, name: str, base_url: str = "http://localhost:8000") -> bytes:
    """The Atom document for ``/watchlists/{name}/feed.xml`` (``base_url``: the site's address)."""
    wl = watchlist(conn, name)
    base = base_url.rstrip("/")
    found = matching_signals(conn, wl)[:MAX_ENTRIES]
    fg = FeedGenerator()
    fg.id(f"{base}/watchlists/{name}")
    fg.title(f"chipatlas watchlist: {name}")
    fg.subtitle(f"Signals matching: {watching(wl)}")
    fg.link(href=f"{base}/watchlists/{name}/feed.xml", rel="self")
    fg.link(href=f"{base}/watchlists/{name}", rel="alternate")
    fg.generator("chipatlas")
    fg.updated(parse_stamp(found[0]["first_seen"] if found else wl["created_at"]))
    for s in reversed(found):  # feedgen prepends: add oldest first so the newest leads
        entry = fg.add_entry()
        entry.id(f"{base}/watchlists/{name}/signals/{s['id']}")
        entry.title(flat(s["title"]))
        entry.link(href=doc_url(s["document"], base) or base, rel="alternate")
        entry.updated(parse_stamp(s["first_seen"]))
        if s["date"] and len(s["date"]) == 10:
            entry.published(parse_stamp(s["date"]))
        entry.summary(_summary(s))
        for e in s["entities"]:
            entry.category(term=e["id"], label=e["name"])
        if s["type"]:
            entry.category(term=f"type:{s['type']}", label=s["type"])
    data: bytes = fg.atom_str(pretty=True)
    return data
