"""A row accepted from review stands beside its component's other rows in the ring, not at its
top (walk4).

The note is SYNTHETIC text written for the test (it says so); the companies and platform are
the bundled ones, the event is made up and not a fact.
"""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.ring import ring
from chipatlas.ingest import review
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as stored

NOTE = (
    "# Synthetic test note: memory qualification\n\nSynthetic text written for a test, not a real report. "
    "Samsung Electronics has been qualified as a second source of HBM for the Microsoft Maia 200, the "
    "company said on Monday.\n"
)


def _order(engine: Engine) -> list[tuple[str, str | None]]:
    with engine.connect() as conn:
        return [(r["component"], r["supplier"]) for r in ring(conn, "Microsoft Maia 200")["rows"]]


def test_an_accepted_row_stands_after_its_components_rows(bundled: Engine) -> None:
    before = _order(bundled)
    report = ingest(bundled, SourceDocument("synthetic/order.md", NOTE.encode(), "text/markdown"))
    with bundled.connect() as conn:
        (p,) = [p for p in stored.listed(conn, None, ()) if p.document_id == report.document_id]
    review.accept(bundled, p.id, "synthetic-tester", "test")
    after = _order(bundled)
    last_hbm = max(i for i, (component, _) in enumerate(before) if component == "HBM")
    # The ring's own rows keep their order; the accepted one follows the last HBM row.
    assert after == [*before[: last_hbm + 1], ("HBM", "Samsung Electronics"), *before[last_hbm + 1 :]]
