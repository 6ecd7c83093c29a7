"""Figure proposals in a watchlist's Atom feed (issue 10): the figures its scope reaches (watched
platforms and companies), or every one for a watchlist of signal types only, each linking to its
quote's words; the feed stays valid Atom (parsed with feedparser). On SQLite and PostgreSQL.

SYNTHETIC: every sentence, name and figure below is invented for these tests ("Velmora
Devices", "Ostrand Labs", "Kestrel Nine", "Synthetic Orbit Platform"); none is a real
company, platform or report.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import feedparser  # type: ignore[import-untyped]
import httpx
import pytest
from sqlalchemy import Engine
from tests.live_server import live
from tests.writer_support import ring_csv

from chipatlas.ingest import review
from chipatlas.ingest.pipeline import IngestOptions, ingest
from chipatlas.present.deliver.watchlists import add_watchlist
from chipatlas.present.web import create_app
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows

NAMES = b"name,kind\nVelmora Devices,Company\nOstrand Labs,Company\nKestrel Nine,Company\n"
PLATFORM = "Synthetic Orbit Platform"
# A company in the watched ring states a result (a figure kept for review) ...
VELMORA = (
    "# Synthetic note: Velmora quarter\n\nInvented text for a test, not a real report. "
    "Velmora Devices reported revenue of $3.7 billion for the quarter.\n"
)
# ... and a company in no watched ring, in a document that names no watched platform.
OSTRAND = (
    "# Synthetic note: Ostrand quarter\n\nInvented text for a test, not a real report. "
    "Ostrand Labs reported revenue of $1.2 billion & more for the quarter.\n"
)


def _proposal(engine: Engine, doc: str) -> rows.Proposal:
    with engine.connect() as conn:
        (p,) = rows.for_document(conn, doc, ("figure",))
    return p


@pytest.fixture
def site(engine: Engine) -> Iterator[tuple[str, Engine, str, str]]:
    ingest(engine, SourceDocument("synthetic/names.csv", NAMES, "text/csv"))
    ring = ring_csv(PLATFORM, {"Accelerator": "Velmora Devices"}).encode()
    ingest(engine, SourceDocument("synthetic/orbit_ring.csv", ring, "text/csv"))
    with engine.begin() as conn:
        add_watchlist(conn, "orbit", platform_names=[PLATFORM])
        add_watchlist(conn, "kestrel", entity_names=["Kestrel Nine"])
        add_watchlist(conn, "launches", types=["technical_release"])  # types only: every platform
    docs = []
    for name, text in (("velmora.md", VELMORA), ("ostrand.md", OSTRAND)):
        report = ingest(
            engine, SourceDocument(f"synthetic/{name}", text.encode(), "text/markdown"), IngestOptions()
        )
        assert report.status == "landed" and report.document_id, report.lines()
        docs.append(report.document_id)
    with live(create_app(engine, site_url="http://chipatlas.test")) as (base, errors):
        yield base, engine, docs[0], docs[1]
        assert errors.records == []


def _feed(base: str, name: str) -> Any:
    resp = httpx.get(f"{base}/watchlists/{name}/feed.xml", timeout=30)
    assert resp.status_code == 200 and resp.headers["content-type"].startswith("application/atom+xml")
    feed = feedparser.parse(resp.content)
    assert not feed.bozo, feed.bozo_exception  # well-formed Atom 1.0
    assert feed.version == "atom10"
    return feed


def _figure_entries(feed: Any) -> list[Any]:
    return [e for e in feed.entries if "/figure-proposals/" in e.id]


def test_a_watched_platforms_feed_lists_the_figures_its_scope_reaches(
    site: tuple[str, Engine, str, str],
) -> None:
    base, engine, velmora, _ostrand = site
    p = _proposal(engine, velmora)
    feed = _feed(base, "orbit")
    (entry,) = _figure_entries(feed)  # not Ostrand's: no watched ring reaches it
    assert entry.id == f"http://chipatlas.test/watchlists/orbit/figure-proposals/{p.id}"
    assert (
        entry.title == "Figure proposed for review: Velmora Devices: revenue = $3.7 billion "
        "(3,700,000,000 USD, per_quarter)"
    )
    assert entry.link == f"http://chipatlas.test/documents/{velmora}?span={p.span_start}-{p.span_end}#s-cited"
    assert p.quote in entry.summary and f"chipatlas review accept {p.id}" in entry.summary
    assert f"in the ring of {PLATFORM} (watched platform)" in entry.summary
    terms = {t.term for t in entry.tags}
    assert {"figure_proposal", p.subject_id} <= terms
    # The link opens the quote's words on this server.
    page = httpx.get(entry.link.replace("http://chipatlas.test", base), timeout=30)
    assert page.status_code == 200 and 'id="s-cited"' in page.text
    review.accept(engine, p.id, "synthetic-tester")  # decided: no longer in the feed
    assert _figure_entries(_feed(base, "orbit")) == []


def test_a_watchlist_of_types_only_lists_every_figure_and_one_out_of_scope_none(
    site: tuple[str, Engine, str, str],
) -> None:
    base, engine, velmora, ostrand = site
    every = _figure_entries(_feed(base, "launches"))
    assert {e.id.rsplit("/", 1)[1] for e in every} == {_proposal(engine, d).id for d in (velmora, ostrand)}
    assert all("every figure waiting for review" in e.summary for e in every)
    assert any("& more" in e.summary for e in every)  # escaped once in the XML, read back as written
    assert _figure_entries(_feed(base, "kestrel")) == []  # Kestrel Nine: nothing about it
