"""A what-if reads only each hit row's slice of its document, never the whole text (issue 11,
walk3): the words and spans are those of the full text, and no query selects a document's
text uncut. Bundled data on SQLite and PostgreSQL; no synthetic text is needed (nothing read)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from sqlalchemy import Engine, event, select

from chipatlas.analyze.whatif import Shock, whatif
from chipatlas.store.tables import documents


def _hits(found: Mapping[str, Any]) -> list[Any]:
    return [h for p in found["platforms"] for c in p["components"] for h in c["hits"]]


def test_row_words_come_from_a_slice_of_the_document(bundled: Engine) -> None:
    seen: list[str] = []

    def log(conn: object, cursor: object, sql: str, *args: object) -> None:
        seen.append(sql.lower())

    event.listen(bundled, "before_cursor_execute", log)
    try:
        with bundled.connect() as conn:
            found = whatif(conn, [Shock(company="SK hynix", loss=0.5)])
    finally:
        event.remove(bundled, "before_cursor_execute", log)
    hits = [h for h in _hits(found) if h["span_start"] is not None]
    assert hits, "SK hynix's rows are in the bundled rings"
    with bundled.connect() as conn:
        texts = {r.id: r.text for r in conn.execute(select(documents.c.id, documents.c.text))}
    for h in hits:  # the words are the document's own at their span
        assert texts[h["document"]][h["span_start"] : h["span_end"]] == h["quote"], h
    reads = [s for s in seen if "documents.text" in s or "documents.text" in s.replace('"', "")]
    assert reads and all("substr(" in s for s in reads), reads
