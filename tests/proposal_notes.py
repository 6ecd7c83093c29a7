"""Synthetic notes for the proposal tests: a short markdown document ingested whole, and the
proposals it raised (the tests' own made-up text, marked as such in its heading)."""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument
from chipatlas.store import proposals as rows

HEAD = "# Synthetic test note: {}\n\nSynthetic text written for a test, not a real report. "


def note_proposals(engine: Engine, body: str, name: str) -> list[rows.Proposal]:
    """Ingest ``body`` as the synthetic note ``name``; the proposals it raised."""
    text = HEAD.format(name) + body + "\n"
    report = ingest(engine, SourceDocument(f"synthetic/{name}.md", text.encode(), "text/markdown"))
    assert report.status == "landed", report.lines()
    with engine.connect() as conn:
        return [p for p in rows.listed(conn, None, ()) if p.document_id == report.document_id]
