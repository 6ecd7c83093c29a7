"""Shared by the page-level tests (operator guides, documentation pages): ingest one SYNTHETIC
page and read back the statement rows of its document."""

from __future__ import annotations

from sqlalchemy import Engine, select

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store.tables import statements


def ingested(engine: Engine, uri: str, text: str) -> str:
    """The document id of ``text`` ingested at ``uri`` (landed, or the test fails)."""
    report = ingest(engine, SourceDocument(uri, text.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    return report.document_id


def page_rows(engine: Engine, document_id: str, schemas: tuple[str, ...]) -> list[tuple[str, str, str, str]]:
    """(schema, prop, value, evidence) of the document's rows of those schemas."""
    s = statements.c
    with engine.connect() as conn:
        found = conn.execute(
            select(s.schema, s.prop, s.value, s.evidence).where(
                s.document_id == document_id, s.schema.in_(schemas)
            )
        ).all()
    return [(str(a), str(b), str(c), str(d)) for a, b, c, d in found]
