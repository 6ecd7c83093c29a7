"""The search index is updated inside each ingest's transaction: after ingests into a fresh
index, its rows equal a whole rebuild's, and a search finds the new document at once, with
no rebuild on read. Documents are SYNTHETIC text."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Engine, select
from tests.writer_support import ring_csv, write

from chipatlas.ingest.pipeline import ingest
from chipatlas.sources.document import load_path
from chipatlas.store import search_index
from chipatlas.store.search_tables import search_index as index_table

_NOTE = (
    "# Synthetic analyst note\n\nSynthetic text for a test. Synthetic Memory Co said on Monday that it "
    "will ship {word} modules to Nvidia for the GB200 NVL72 racks from its plant in Taiwan. The company "
    "expects volume production to begin next quarter, according to the synthetic statement.\n"
)


def _rows(engine: Engine) -> set[tuple[str, str, str, str]]:
    with engine.connect() as conn:
        query = select(index_table.c.kind, index_table.c.ref, index_table.c.title, index_table.c.body)
        return {tuple(r) for r in conn.execute(query)}  # type: ignore[misc]


def test_ingest_keeps_a_fresh_index_fresh_and_equal_to_a_rebuild(bundled: Engine, tmp_path: Path) -> None:
    search_index.ensure_fresh(bundled)
    ring = write(tmp_path / "ring.csv", ring_csv("Synthetic Index Platform", {"HBM": "Synthetic Memory Co"}))
    note = write(tmp_path / "note.md", _NOTE.format(word="zorblax"))
    ring2 = write(
        tmp_path / "v2" / "ring.csv", ring_csv("Synthetic Index Platform", {"HBM": "Other Synthetic Co"})
    )
    for path in (ring, note, ring2):
        report = ingest(bundled, load_path(path))
        assert report.status == "landed", report.lines()
        with bundled.connect() as conn:
            assert search_index.is_fresh(conn)
    incremental = _rows(bundled)
    assert any("zorblax" in body for _k, _r, _t, body in incremental)
    assert search_index.ensure_fresh(bundled) is False  # nothing to rebuild on read
    with bundled.begin() as conn:
        search_index.refresh(conn)
    assert _rows(bundled) == incremental


def test_a_stale_index_is_left_for_the_rebuild_on_read(bundled_sqlite: Engine, tmp_path: Path) -> None:
    note = write(tmp_path / "note.md", _NOTE.format(word="quuxifier"))
    assert ingest(bundled_sqlite, load_path(note)).status == "landed"
    with bundled_sqlite.connect() as conn:
        assert not search_index.is_fresh(conn)
    assert search_index.ensure_fresh(bundled_sqlite) is True
    assert any("quuxifier" in body for _k, _r, _t, body in _rows(bundled_sqlite))
