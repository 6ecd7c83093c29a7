"""A watchlist as an Atom feed: its matching signals and the figures proposed for review that its
scope reaches, newest first, each citing its document (a figure at its quote's words)."""

from __future__ import annotations

from feedgen.feed import FeedGenerator  # type: ignore[import-untyped]
from sqlalchemy import Connection

from chipatlas.analyze.digest import feed_figures, matching_signals, parse_stamp, watchlist
from chipatlas.analyze.records_digest import DigestFigure, MatchedSignal
from chipatlas.present.digest.render import doc_url, figure_what, flat, quote_url, watching

MAX_ENTRIES = 50
# Figure proposals have their own cap, so a busy review queue never pushes the signals out.
MAX_FIGURES = 50


def _summary(s: MatchedSignal) -> str:
    """One paragraph, citing the document once (the entry's link goes to it)."""
    parts = [
        flat(s["summary"] or s["title"]),
        f"Why it is here: {flat('; '.join(s['matched_by']))}.",
        f"Source: document {s['document']}.",
    ]
    return " ".join(p for p in parts if p)


def _figure_summary(f: DigestFigure) -> str:
    """The quote, why it is here, and how to decide it."""
    parts = [
        f"Quote: \u201c{flat(f['quote'])}\u201d",
        f"Class {f['figure_class']}, evidence {f['evidence']}." if f["figure_class"] else "",
        f"Why it is here: {flat('; '.join(f['matched_by']))}.",
        f"Source: document {f['document']}. Decide it: chipatlas review accept {f['id']} (or reject).",
    ]
    return " ".join(p for p in parts if p)


def _add_figure(fg: FeedGenerator, f: DigestFigure, base: str, name: str) -> None:
    entry = fg.add_entry()
    entry.id(f"{base}/watchlists/{name}/figure-proposals/{f['id']}")
    entry.title(flat(f"Figure proposed for review: {figure_what(f)}"))
    entry.link(href=quote_url(f, base) or base, rel="alternate")  # the quote's words in its document
    entry.updated(parse_stamp(f["created_at"]))
    entry.summary(_figure_summary(f))
    if f["subject_id"]:
        entry.category(term=f["subject_id"], label=f["subject"] or f["subject_id"])
    entry.category(term="figure_proposal", label="figure proposed for review")


def _add_signal(fg: FeedGenerator, s: MatchedSignal, base: str, name: str) -> None:
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


def atom(conn: Connection, name: str, base_url: str = "http://localhost:8000") -> bytes:
    """The Atom document for ``/watchlists/{name}/feed.xml`` (``base_url``: the site's address)."""
    wl = watchlist(conn, name)
    base = base_url.rstrip("/")
    found = matching_signals(conn, wl)[:MAX_ENTRIES]
    held = feed_figures(conn, wl, MAX_FIGURES)
    # (when, kind, id) of every entry, so signals and figures interleave by time
    dated = [(s["first_seen"], 0, i) for i, s in enumerate(found)]
    dated += [(f["created_at"], 1, i) for i, f in enumerate(held)]
    fg = FeedGenerator()
    fg.id(f"{base}/watchlists/{name}")
    fg.title(f"chipatlas watchlist: {name}")
    fg.subtitle(f"Signals matching: {watching(wl)}; and the figures about them proposed for review")
    fg.link(href=f"{base}/watchlists/{name}/feed.xml", rel="self")
    fg.link(href=f"{base}/watchlists/{name}", rel="alternate")
    fg.generator("chipatlas")
    fg.updated(parse_stamp(max(dated)[0] if dated else wl["created_at"]))
    for _at, kind, i in sorted(dated):  # feedgen prepends: add oldest first so the newest leads
        if kind == 0:
            _add_signal(fg, found[i], base, name)
        else:
            _add_figure(fg, held[i], base, name)
    data: bytes = fg.atom_str(pretty=True)
    return data
