"""Shared by the figure tests that ingest a whole synthetic page: after a names file, the
(subject, value) of each figure the page attached (stated or proposed), and the values it left
unattached."""

from __future__ import annotations

from sqlalchemy import Engine

from chipatlas.analyze.document import document_record
from chipatlas.ingest.pipeline import ingest
from chipatlas.sources import SourceDocument


def page_figures(engine: Engine, names: bytes, name: str, text: str) -> tuple[set[tuple[str, str]], set[str]]:
    assert ingest(engine, SourceDocument("synthetic/names.csv", names, "text/csv")).ok
    report = ingest(engine, SourceDocument(f"synthetic:{name}", text.encode(), "text/markdown"))
    assert report.ok and report.document_id, report.lines()
    with engine.connect() as conn:
        rec = document_record(conn, report.document_id)
    attached = {(str(c["subject"]), str(c["value"])) for c in rec["claims"]}
    attached |= {(str(p["subject_id"]), str(p["value"])) for p in rec["figure_proposals"]}
    return attached, {str(c["value"]) for c in rec["unattached"]}
